import { data, redirect } from "react-router";
import type { Route } from "./+types/booking.estimate";
import { bookingDetailPath } from "~/catalog/navigation";
import { handleCustomerDecision } from "~/features/job-card/customer-estimate-page.server";
import { isUuid } from "~/lib/text-rules";

/**
 * The 404 for an id that is not a booking id (a UUID): anything else, such as CR/LF or U+2028,
 * could never be a booking, nor be put in a redirect's Location header (docs/product.md#security,
 * docs/decisions/0013).
 * @throws a 404 response when `id` is not a UUID
 */
function requireBookingId(id: string): void {
  if (!isUuid(id)) throw data(null, { status: 404 });
}

/** The estimate is shown on the booking's page; an id that is not a UUID is 404. */
export function loader({ params }: Route.LoaderArgs) {
  requireBookingId(params.id);
  return redirect(bookingDetailPath(params.id));
}

/**
 * The customer's line-by-line decisions; see `handleCustomerDecision` (guard first: `requireUser`).
 * An id that is not a UUID is 404.
 */
export async function action({ request, params }: Route.ActionArgs) {
  requireBookingId(params.id);
  return handleCustomerDecision(request, params.id);
}
