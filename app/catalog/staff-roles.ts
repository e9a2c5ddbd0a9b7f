/**
 * The roles an account can hold (docs/product.md#roles, docs/decisions/0016): `user` (every
 * account, no row needed), `admin` (the back office), and the staff roles `driver` (their own
 * pickup and drop legs of the day) and `technician` (the job cards assigned to them). The
 * `app_role` enum in `app/db/schema/bookings.ts` reads {@link appRoles}.
 */
import labels from "./data/labels.json";
import { vocabulary, type ValueOf } from "./vocabulary";

/** Every role, with how it is named on screen (`app/catalog/data/labels.json`). */
const appRole = vocabulary(labels.appRole);

/** A role. */
export type AppRole = ValueOf<typeof appRole>;

/** Every role, as stored in `user_roles.role`. */
export const appRoles = appRole.values;

/** The staff roles an admin grants and revokes in the Users tab. */
export const staffRoles = ["driver", "technician"] as const satisfies readonly AppRole[];

/** A staff role. */
export type StaffRole = (typeof staffRoles)[number];

/** How each role is named on screen. */
export const ROLE_LABELS = appRole.labels;

/**
 * Whether a value is a staff role.
 * @returns true for "driver" and "technician"
 */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}
