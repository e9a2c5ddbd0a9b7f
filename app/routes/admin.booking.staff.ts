import type { Route } from "./+types/admin.booking.staff";
import { handleJobCardStaffAction } from "~/features/job-card/job-card-staff-page.server";
import { requireAdmin } from "~/lib/auth.server";

/**
 * The job card's staff forms (docs/decisions/0016): technician, leg drivers, leg states, the
 * drop's window; see `handleJobCardStaffAction`.
 * @throws see `requireAdmin`: 401 when signed out, 403 without the admin role
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return handleJobCardStaffAction(admin.id, request, params.id);
}
