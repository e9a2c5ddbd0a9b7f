/**
 * Users in the back office (spec section 6: admins view all profiles; DESIGN.md decision 4:
 * admins grant and revoke admin for other users). Every role change is written with its
 * audit entry in one transaction, serialised with every other role change. Callers check
 * the admin role first (`requireAdmin`).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { profiles, user, userRoles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { pageWindow } from "~/lib/paging";
import { lockAdminRoles, recordAudit, type DbOrTx } from "./admin-audit.server";
import { ADMIN_PAGE_SIZE } from "./admin-schema";

/** An account as the Users list shows it. */
export interface UserView {
  id: string;
  /** The profile's full name, else the account name. */
  name: string;
  email: string;
  phone: string | null;
  /** When the account was made (ISO string). */
  joinedAt: string;
  role: "admin" | "user";
}

/** One page of users. */
export interface UsersPage {
  users: UserView[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * Accounts with their profile and role, newest first, one page.
 * @param page from 1; past the end gives the last page
 * @param pageSize users per page (default {@link ADMIN_PAGE_SIZE})
 */
export async function listUsers(page = 1, pageSize = ADMIN_PAGE_SIZE): Promise<UsersPage> {
  const db = getDb();
  const [counted] = await db.select({ n: count() }).from(user);
  const total = counted?.n ?? 0;
  const { page: current, pageCount, offset } = pageWindow(total, page, pageSize);
  const isAdminRole = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`;
  const rows = await db
    .select({
      id: user.id,
      accountName: user.name,
      fullName: profiles.fullName,
      email: user.email,
      phone: profiles.phone,
      joinedAt: user.createdAt,
      admin: isAdminRole,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(pageSize)
    .offset(offset);
  return {
    users: rows.map((r) => ({
      id: r.id,
      name: r.fullName || r.accountName,
      email: r.email,
      phone: r.phone,
      joinedAt: r.joinedAt.toISOString(),
      role: r.admin ? "admin" : "user",
    })),
    total,
    page: current,
    pageCount,
  };
}

/**
 * How many admins there are.
 * @param db the database or an open transaction
 */
export async function countAdmins(db: DbOrTx = getDb()): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"));
  return counted?.n ?? 0;
}

/** The outcome of a grant or revoke. */
export type RoleChangeOutcome =
  | { ok: true; email: string; changed: boolean }
  | { ok: false; reason: "not-found" | "last-admin" | "not-admin-any-more" };

/**
 * Grants or revokes the admin role from the back office, with an audit entry, in one
 * transaction (DESIGN.md decision 4). The last admin cannot remove their own role.
 * Granting an admin, or revoking a non-admin, changes and records nothing.
 * @param actorUserId the acting admin's id, from the session (re-checked inside the transaction)
 * @param targetUserId the account to change
 * @param grant true to make an admin, false to take the role away
 * @throws when the database fails (nothing is written)
 */
export async function setAdminRole(
  actorUserId: string,
  targetUserId: string,
  grant: boolean,
): Promise<RoleChangeOutcome> {
  return getDb().transaction(async (tx) => {
    await lockAdminRoles(tx);
    const hasAdmin = async (id: string) =>
      (
        await tx
          .select({ id: userRoles.userId })
          .from(userRoles)
          .where(and(eq(userRoles.userId, id), eq(userRoles.role, "admin")))
          .limit(1)
      ).length > 0;
    // The actor's role was checked before the lock; another admin may have revoked it since.
    if (!(await hasAdmin(actorUserId))) return { ok: false, reason: "not-admin-any-more" } as const;
    const [target] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.id, targetUserId))
      .limit(1);
    if (!target) return { ok: false, reason: "not-found" } as const;
    const targetIsAdmin = await hasAdmin(target.id);
    if (grant === targetIsAdmin) return { ok: true, email: target.email, changed: false } as const;
    if (grant) {
      await tx.insert(userRoles).values({ userId: target.id, role: "admin" }).onConflictDoNothing();
    } else {
      if (target.id === actorUserId && (await countAdmins(tx)) <= 1)
        return { ok: false, reason: "last-admin" } as const;
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, target.id), eq(userRoles.role, "admin")));
    }
    await recordAudit(tx, {
      actorUserId,
      action: grant ? "admin_granted" : "admin_revoked",
      source: "admin_panel",
      target: target.id,
      fromValue: grant ? "user" : "admin",
      toValue: grant ? "admin" : "user",
    });
    return { ok: true, email: target.email, changed: true } as const;
  });
}
