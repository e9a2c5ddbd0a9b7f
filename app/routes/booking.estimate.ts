import { redirect } from "react-router";
import type { Route } from "./+types/booking.estimate";
import { handleCustomerDecision } from "~/features/job-card/job-card-page.server";

/** The estimate is shown on the booking's page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/booking/${params.id}`);
}

/** The customer's line-by-line decisions; see `handleCustomerDecision` (guard first: `requireUser`). */
export async function action({ request, params }: Route.ActionArgs) {
  return handleCustomerDecision(request, params.id);
}
