/**
 * The staff part of the back office's job card, /admin/booking/:id (docs/decisions/0016): who
 * the job card is assigned to, and the booking's pickup and drop legs with their drivers,
 * states and the drop's window (docs/product.md#pickups). Plain HTML forms post to
 * /admin/booking/:id/staff and are answered with a redirect back to the job card carrying a
 * notice (`?staff=`), so a reload posts nothing again. The route guards first (`requireAdmin`).
 */
import { redirect } from "react-router";
import { adminBookingPath } from "~/catalog/navigation";
import { parseSubmission } from "~/lib/submission.server";
import { logDatabaseError } from "~/lib/db.server";
import { listStaff, type StaffMember } from "~/lib/staff-roles.server";
import { assignTechnician, technicianOf } from "./technician-assignments.server";
import { JobCardStaffSchema, type StaffNotice } from "~/features/pickups/pickup-schema";
import { adminMoveLeg, assignDriver, setDropWindow } from "~/features/pickups/leg-changes.server";
import { legsOfBooking, type LegView } from "~/features/pickups/pickup-legs.server";
import { notFoundResponse } from "~/lib/not-found.server";

/** What the job card's staff panel shows. */
export interface JobCardStaffData {
  technician: StaffMember | null;
  technicians: StaffMember[];
  drivers: StaffMember[];
  legs: LegView[];
}

/**
 * The staff panel's data for one booking.
 * @param bookingId a booking the caller has found
 * @returns the technician (or null), the staff to choose from, and the booking's legs
 */
export async function loadJobCardStaff(bookingId: string): Promise<JobCardStaffData> {
  const [technician, technicians, drivers, legs] = await Promise.all([
    technicianOf(bookingId),
    listStaff("technician"),
    listStaff("driver"),
    legsOfBooking(bookingId),
  ]);
  return { technician, technicians, drivers, legs };
}

const back = (bookingId: string, notice: StaffNotice) =>
  redirect(`${adminBookingPath(bookingId)}?staff=${notice}#staff`);

/**
 * The job card's staff forms: assign the technician, assign a leg's driver, move a leg's state
 * (an admin may move it back: audited), set the drop's window.
 * @param adminId the signed-in admin, from `requireAdmin`
 * @param request the form's POST
 * @param bookingId the route's booking id
 * @returns a redirect to the job card with `?staff=<notice>` (saved, or why not); never a 500
 *   for a bad form
 */
export async function handleJobCardStaffAction(
  adminId: string,
  request: Request,
  bookingId: string,
): Promise<Response> {
  const parsed = await parseSubmission(request, JobCardStaffSchema);
  if (!parsed.ok) return back(bookingId, "invalid");
  const action = parsed.data;
  try {
    switch (action.intent) {
      case "assign-technician": {
        const outcome = await assignTechnician(adminId, bookingId, action.technicianId);
        if (!outcome.ok)
          return outcome.reason === "no-booking"
            ? notFoundResponse()
            : back(bookingId, "not-technician");
        return back(bookingId, "saved");
      }
      case "assign-driver": {
        const outcome = await assignDriver(adminId, bookingId, action.legId, action.driverId);
        return back(bookingId, outcome.ok ? "saved" : outcome.reason);
      }
      case "set-leg-state": {
        const outcome = await adminMoveLeg(adminId, bookingId, action.legId, action.state);
        return back(bookingId, outcome.ok ? "saved" : outcome.reason);
      }
      case "set-drop-window": {
        const outcome = await setDropWindow(bookingId, action.legId, action.date, action.time);
        return back(bookingId, outcome.ok ? "saved" : outcome.reason);
      }
    }
  } catch (error) {
    logDatabaseError("Job card staff action failed:", error);
    return back(bookingId, "failed");
  }
}
