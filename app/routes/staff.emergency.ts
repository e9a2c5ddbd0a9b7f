import type { Route } from "./+types/staff.emergency";
import { handleEmergencyStep } from "~/features/emergency/emergency-board-page.server";
import { requireStaff } from "~/lib/auth.server";

/**
 * A driver's or admin's step on an emergency request (docs/product.md#emergency-steps): take it
 * with an ETA, arrived, resolved or towed; see `handleEmergencyStep`.
 * @throws see `requireStaff`: signed out to /auth, no driver or admin role 403
 */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, "driver");
  return handleEmergencyStep(staff, params.id, request);
}
