/**
 * Who does a booking's workshop job (docs/decisions/0016): the technician a job card is assigned
 * to. Admins set or clear the technician on the job card;
 * each change is audited in the same transaction ('technician_assigned').
 */
import { and, desc, eq } from "drizzle-orm";
import { bookings, jobCardAssignments, profiles, user } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { getDb } from "~/lib/db.server";
import { lockBooking } from "~/lib/booking-lock.server";
import { holdsRole, type StaffMember } from "~/lib/staff-roles.server";

/**
 * The technician a booking's job card is assigned to.
 * @returns their id, name and email, or null when none is
 */
export async function technicianOf(bookingId: string): Promise<StaffMember | null> {
  const [row] = await getDb()
    .select({ id: user.id, accountName: user.name, fullName: profiles.fullName, email: user.email })
    .from(jobCardAssignments)
    .innerJoin(user, eq(user.id, jobCardAssignments.technicianId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(jobCardAssignments.bookingId, bookingId));
  return row ? { id: row.id, name: row.fullName || row.accountName, email: row.email } : null;
}

/** The outcome of setting a job card's technician. */
export type AssignOutcome =
  { ok: true; changed: boolean } | { ok: false; reason: "no-booking" | "not-technician" };

/**
 * Assigns a booking's job card to a technician, or clears it (docs/decisions/0016), with an
 * audit entry ('technician_assigned', from the earlier technician's id to the new one's; null
 * when none) in the same transaction.
 * @param adminId the admin making the change
 * @param bookingId the booking
 * @param technicianId the technician, who must hold the role now; null to clear
 * @returns ok (changed false when it was already so), or why not
 * @throws when the database fails (nothing is written)
 */
export async function assignTechnician(
  adminId: string,
  bookingId: string,
  technicianId: string | null,
): Promise<AssignOutcome> {
  return getDb().transaction(async (tx) => {
    if (!(await lockBooking(tx, bookingId))) return { ok: false, reason: "no-booking" };
    if (technicianId && !(await holdsRole(tx, technicianId, "technician")))
      return { ok: false, reason: "not-technician" };
    const [before] = await tx
      .select({ technicianId: jobCardAssignments.technicianId })
      .from(jobCardAssignments)
      .where(eq(jobCardAssignments.bookingId, bookingId));
    const from = before?.technicianId ?? null;
    if (from === technicianId) return { ok: true, changed: false };
    if (technicianId)
      await tx
        .insert(jobCardAssignments)
        .values({ bookingId, technicianId, assignedBy: adminId })
        .onConflictDoUpdate({
          target: jobCardAssignments.bookingId,
          set: { technicianId, assignedBy: adminId, assignedAt: new Date() },
        });
    else await tx.delete(jobCardAssignments).where(eq(jobCardAssignments.bookingId, bookingId));
    await recordAudit(tx, {
      actorUserId: adminId,
      action: "technician_assigned",
      source: "admin_panel",
      target: bookingId,
      fromValue: from,
      toValue: technicianId,
    });
    return { ok: true, changed: true };
  });
}

/** A job card on a technician's list. */
export interface AssignedJobCard {
  bookingId: string;
  customerName: string;
  carModel: string;
  serviceType: string;
  /** The booking's day (YYYY-MM-DD, Asia/Kolkata) and slot label. */
  preferredDate: string;
  preferredTime: string;
  status: string;
  assignedAt: Date;
}

/**
 * The job cards assigned to a technician, newest booking day first (docs/decisions/0016): what
 * the technician's screen lists. Carries no money and no contact details.
 * @param technicianId the technician's user id
 * @returns up to `limit` job cards
 */
export async function jobCardsAssignedTo(
  technicianId: string,
  limit = 100,
): Promise<AssignedJobCard[]> {
  return getDb()
    .select({
      bookingId: bookings.id,
      customerName: bookings.customerName,
      carModel: bookings.carModel,
      serviceType: bookings.serviceType,
      preferredDate: bookings.preferredDate,
      preferredTime: bookings.preferredTime,
      status: bookings.status,
      assignedAt: jobCardAssignments.assignedAt,
    })
    .from(jobCardAssignments)
    .innerJoin(bookings, eq(bookings.id, jobCardAssignments.bookingId))
    .where(eq(jobCardAssignments.technicianId, technicianId))
    .orderBy(desc(bookings.preferredDate), desc(bookings.createdAt))
    .limit(limit);
}

/**
 * Whether a booking's job card is assigned to this technician: the check every technician
 * route makes before showing a booking (another booking answers 404).
 * @returns true when the assignment (bookingId, technicianId) exists
 */
export async function isAssignedTo(bookingId: string, technicianId: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: jobCardAssignments.bookingId })
    .from(jobCardAssignments)
    .where(
      and(
        eq(jobCardAssignments.bookingId, bookingId),
        eq(jobCardAssignments.technicianId, technicianId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
