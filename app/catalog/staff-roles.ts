/**
 * The roles an account can hold (docs/product.md#roles, docs/decisions/0016): `user` (every
 * account, no row needed), `admin` (the back office), and the staff roles `driver` (their own
 * pickup and drop legs of the day) and `technician` (the job cards assigned to them). The
 * `app_role` enum in `app/db/schema/bookings.ts` reads {@link appRoles}.
 */

/** Every role, as stored in `user_roles.role`. */
export const appRoles = ["admin", "user", "driver", "technician"] as const;

/** A role. */
export type AppRole = (typeof appRoles)[number];

/** The staff roles an admin grants and revokes in the Users tab. */
export const staffRoles = ["driver", "technician"] as const;

/** A staff role. */
export type StaffRole = (typeof staffRoles)[number];

/** How each role is named on screen. */
export const ROLE_LABELS: Record<AppRole, string> = {
  admin: "Admin",
  user: "User",
  driver: "Driver",
  technician: "Technician",
};

/**
 * Whether a value is a staff role.
 * @returns true for "driver" and "technician"
 */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}
