/**
 * The accounts holding a staff role (docs/decisions/0016: drivers and technicians, granted by
 * admins in \`user_roles\`): the back office's pickers list them, and every assignment checks the
 * role is still held. Shared by pickups (drivers) and the job card (technicians), so it lives in
 * lib.
 */
import { and, asc, eq } from "drizzle-orm";
import { profiles, user, userRoles } from "~/db/schema";
import type { StaffRole } from "~/catalog/staff-roles";
import { getDb, type DbOrTx } from "~/lib/db.server";

/** A member of staff as the back office's pickers show them. */
export interface StaffMember {
  id: string;
  /** The profile's full name, else the account name. */
  name: string;
  email: string;
}

/**
 * The accounts holding a staff role, by name.
 * @param role "driver" or "technician"
 * @param db the database or an open transaction
 * @returns each one's id, name and email
 */
export async function listStaff(role: StaffRole, db: DbOrTx = getDb()): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: user.id, accountName: user.name, fullName: profiles.fullName, email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(userRoles.role, role))
    .orderBy(asc(user.name), asc(user.email));
  return rows.map((r) => ({ id: r.id, name: r.fullName || r.accountName, email: r.email }));
}

/**
 * Whether an account holds a staff role now.
 * @param db the database or an open transaction
 * @returns true when a `user_roles` row (userId, role) exists
 */
export async function holdsRole(db: DbOrTx, userId: string, role: StaffRole): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}
