/**
 * Granting and revoking the admin role: the one place that changes `user_roles`, for the
 * back office's Users list, /admin-setup and the operator command `npm run admin`
 * (docs/product.md#roles; docs/decisions/0006). Every change runs
 * under the admin-roles lock ({@link lockAdminRoles}) and is written with its audit entry in
 * the same transaction; the last admin cannot drop their own role.
 */
import { and, count, eq } from "drizzle-orm";
import { user, userRoles } from "~/db/schema";
import { recordAudit, type AuditEntry } from "~/lib/audit.server";
import type { DbOrTx } from "~/lib/db.server";
import { lockAdminRoles } from "~/lib/auth.server";
import type { StaffRole } from "~/catalog/staff-roles";

/**
 * Who changes a role, and through which door: an admin in the back office (who must still
 * be an admin when the change is made), a user making themselves the first admin at
 * /admin-setup (the caller has checked the setup code), or an operator at a shell (no account).
 */
export type RoleChanger =
  | { source: "admin_panel" | "admin_setup"; userId: string }
  | { source: "operator_command"; userId: null };

/** The account whose role changes: by id (back office, setup) or by email (operator command). */
export type RoleTarget = { id: string } | { email: string };

/** The outcome of a grant or revoke. */
export type RoleChangeOutcome =
  | {
      ok: true;
      /** The target's account id and email. */
      userId: string;
      email: string;
      /** False when the account already had (grant) or lacked (revoke) the role. */
      changed: boolean;
    }
  | {
      ok: false;
      /**
       * not-found: no such account; last-admin: the only admin tried to drop their own role;
       * not-admin-any-more: a back-office actor lost the role before the change was made.
       */
      reason: "not-found" | "last-admin" | "not-admin-any-more";
    };

/**
 * Whether an account holds the admin role.
 * @param db the database or an open transaction
 * @param userId the account's id
 * @returns true when a `user_roles` row (userId, 'admin') exists
 */
export async function hasAdminRole(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length > 0;
}

/**
 * How many admins there are.
 * @param db the database or an open transaction
 */
export async function countAdmins(db: DbOrTx): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"));
  return counted?.n ?? 0;
}

/**
 * The admins, by email.
 * @param db the database or an open transaction
 * @returns each admin's email, account name and when they got the role
 */
export async function listAdmins(
  db: DbOrTx,
): Promise<Array<{ email: string; name: string; since: Date }>> {
  return db
    .select({ email: user.email, name: user.name, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(user.email);
}

/**
 * Runs `work` in one transaction that holds the admin-roles lock, so "is there an admin
 * yet?" and "is this the last admin?" cannot race with another role change.
 * @param db the database to open the transaction on
 * @param work what to read and change inside it
 * @returns what `work` returns; nothing is written when it throws
 * @throws whatever `work` or the database throws
 */
export async function inAdminRolesTransaction<T>(
  db: DbOrTx,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAdminRoles(tx);
    return work(tx);
  });
}

/**
 * The checks every role change makes first, under the admin-roles lock: a back-office actor
 * must still be an admin (their role was checked before the lock; another admin may have
 * revoked it since), and the target account must exist (docs/product.md#roles).
 * @param tx the transaction holding the admin-roles lock
 * @param changer who makes the change
 * @param target the account to change, by id or email
 * @returns the target's id and email, or the refusal ('not-admin-any-more', 'not-found')
 * @throws when the database fails
 */
async function findRoleTarget(
  tx: DbOrTx,
  changer: RoleChanger,
  target: RoleTarget,
): Promise<{ id: string; email: string } | Extract<RoleChangeOutcome, { ok: false }>> {
  if (changer.source === "admin_panel" && !(await hasAdminRole(tx, changer.userId)))
    return { ok: false, reason: "not-admin-any-more" };
  const [account] = await tx
    .select({ id: user.id, email: user.email })
    .from(user)
    .where("id" in target ? eq(user.id, target.id) : eq(user.email, target.email))
    .limit(1);
  return account ?? { ok: false, reason: "not-found" };
}

/**
 * Grants or revokes the admin role inside a transaction opened by
 * {@link inAdminRolesTransaction}, with its audit entry ('admin_granted' / 'admin_revoked',
 * from 'user' to 'admin' or back). Granting an admin, or revoking a non-admin, changes and
 * records nothing.
 * @param tx the transaction holding the admin-roles lock
 * @param changer who makes the change (see {@link RoleChanger})
 * @param target the account to change
 * @param grant true to make an admin, false to take the role away
 * @throws when the database fails
 */
export async function applyAdminRole(
  tx: DbOrTx,
  changer: RoleChanger,
  target: RoleTarget,
  grant: boolean,
): Promise<RoleChangeOutcome> {
  const account = await findRoleTarget(tx, changer, target);
  if ("ok" in account) return account;
  const unchanged = { ok: true, userId: account.id, email: account.email } as const;
  if (grant === (await hasAdminRole(tx, account.id))) return { ...unchanged, changed: false };
  if (grant) {
    await tx.insert(userRoles).values({ userId: account.id, role: "admin" }).onConflictDoNothing();
  } else {
    if (account.id === changer.userId && (await countAdmins(tx)) <= 1)
      return { ok: false, reason: "last-admin" };
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, account.id), eq(userRoles.role, "admin")));
  }
  const entry: AuditEntry = {
    actorUserId: changer.userId,
    action: grant ? "admin_granted" : "admin_revoked",
    source: changer.source,
    target: account.id,
    fromValue: grant ? "user" : "admin",
    toValue: grant ? "admin" : "user",
  };
  await recordAudit(tx, entry);
  return { ...unchanged, changed: true };
}

/**
 * Grants or revokes the admin role in a transaction of its own (see {@link applyAdminRole}
 * for the rules and the audit entry).
 * @param db the database (the app's `getDb()`, or the operator command's own connection)
 * @param changer who makes the change
 * @param target the account to change
 * @param grant true to make an admin, false to take the role away
 * @throws when the database fails (nothing is written)
 */
export async function changeAdminRole(
  db: DbOrTx,
  changer: RoleChanger,
  target: RoleTarget,
  grant: boolean,
): Promise<RoleChangeOutcome> {
  return inAdminRolesTransaction(db, (tx) => applyAdminRole(tx, changer, target, grant));
}

/**
 * Grants or revokes a staff role, driver or technician (docs/product.md#roles,
 * docs/decisions/0016), with its audit entry ('staff_role_granted' / 'staff_role_revoked', the
 * role as `to_value` / `from_value`) in the same transaction, under the roles lock. Granting a
 * role held, or revoking one not held, changes and records nothing. The guards read roles on
 * every request, so a revoke is refused on the staff member's next request.
 * @param db the database (the app's `getDb()`, or the operator command's own connection)
 * @param changer who makes the change (a back-office actor must still be an admin)
 * @param target the account to change
 * @param role the staff role
 * @param grant true to give the role, false to take it away
 * @returns the outcome, as {@link changeAdminRole}'s (never 'last-admin')
 * @throws when the database fails (nothing is written)
 */
export async function changeStaffRole(
  db: DbOrTx,
  changer: RoleChanger,
  target: RoleTarget,
  role: StaffRole,
  grant: boolean,
): Promise<RoleChangeOutcome> {
  return inAdminRolesTransaction(db, async (tx) => {
    const account = await findRoleTarget(tx, changer, target);
    if ("ok" in account) return account;
    const held = eq(userRoles.userId, account.id);
    const changed = grant
      ? await tx
          .insert(userRoles)
          .values({ userId: account.id, role })
          .onConflictDoNothing()
          .returning({ id: userRoles.userId })
      : await tx
          .delete(userRoles)
          .where(and(held, eq(userRoles.role, role)))
          .returning({ id: userRoles.userId });
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorUserId: changer.userId,
        action: grant ? "staff_role_granted" : "staff_role_revoked",
        source: changer.source,
        target: account.id,
        fromValue: grant ? null : role,
        toValue: grant ? role : null,
      });
    }
    return { ok: true, userId: account.id, email: account.email, changed: changed.length > 0 };
  });
}
