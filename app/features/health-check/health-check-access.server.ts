/**
 * Who may open a booking's health check (docs/product.md#health-check, docs/decisions/0016): the
 * technician its job card is assigned to and admins record it; the booking's customer, admins and
 * that technician read it and its photos. Anyone else gets the same 404 as for a booking that
 * does not exist, so nothing tells them it does. Roles are read on every request.
 */
import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { bookingReaderOf } from "~/features/job-card/booking-access.server";
import { isAssignedTo } from "~/features/job-card/technician-assignments.server";
import { isHealthReportDone } from "./customer-report.server";
import { requireStaff, rolesOf, type StaffUser } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/text-rules";
import { notFoundResponse } from "~/lib/not-found.server";

async function bookingExists(bookingId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row !== undefined;
}

/**
 * Guard of the technician's job page and its forms: a technician whose job card this is, or an
 * admin.
 * @param request the request (its session cookie)
 * @param bookingId the id from the URL
 * @returns the user, with whether they are an admin
 * @throws signed out: a redirect to /auth; without the technician role (nor admin): 403
 *   (`requireStaff`); a booking not assigned to this technician, or an unknown or malformed id:
 *   404
 */
export async function requireTechnicianJob(
  request: Request,
  bookingId: string,
): Promise<StaffUser> {
  const user = await requireStaff(request, "technician");
  if (!isUuid(bookingId)) throw notFoundResponse();
  const allowed = user.isAdmin
    ? await bookingExists(bookingId)
    : await isAssignedTo(bookingId, user.id);
  if (!allowed) throw notFoundResponse();
  return user;
}

/**
 * Guard of a health-check photo: an admin, the technician its job card is assigned to (the job
 * card's photos' rule, docs/decisions/0010, with that technician added), or the booking's customer
 * once the report is done (docs/decisions/0021 item 10).
 * @param request the request (its session cookie)
 * @param bookingId the id from the URL
 * @throws a 404 response for visitors, other customers, other technicians and unknown or
 *   malformed ids
 */
export async function requireHealthCheckReader(request: Request, bookingId: string): Promise<void> {
  const reader = await bookingReaderOf(request, bookingId);
  if (!reader) throw notFoundResponse();
  if (reader.reads === "admin") return;
  // The customer sees the photos with the report, once it is done (docs/decisions/0021 item 10).
  if (reader.reads === "own" && (await isHealthReportDone(bookingId))) return;
  const { userId } = reader;
  if ((await rolesOf(userId)).includes("technician") && (await isAssignedTo(bookingId, userId)))
    return;
  throw notFoundResponse();
}
