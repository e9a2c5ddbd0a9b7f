import type { Route } from "./+types/booking.change";
import { handleBookingChange } from "~/features/booking/booking-change-page.server";

/**
 * POST /booking/{id}/change: the cancel and reschedule dialogs (docs/product.md#lifecycle-changes);
 * see `handleBookingChange`.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleBookingChange(request, params.id);
}
