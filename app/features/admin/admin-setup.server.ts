/**
 * /admin-setup (spec sections 2 and 6; DESIGN.md decision 4): a signed-in user becomes an
 * admin with the setup code. The code check, the grant and the audit entry happen in one
 * transaction; wrong codes are recorded and limited to {@link SETUP_MAX_WRONG_CODES} per
 * user in {@link SETUP_WINDOW_MINUTES} minutes, after which no code is accepted (not even
 * the right one) until the window has passed.
 */
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import { data } from "react-router";
import { adminAudit, userRoles } from "~/db/schema";
import { getSessionUser, isAdmin } from "~/lib/auth.server";
import { databaseErrorReason, getDb } from "~/lib/db.server";
import { readFields } from "~/lib/request-body.server";
import { lockAdminRoles, recordAudit, type DbOrTx } from "./admin-audit.server";
import { ADMIN_MESSAGES, AdminSetupFormSchema, SETUP_MAX_WRONG_CODES, SETUP_WINDOW_MINUTES, type AdminSetupResult } from "./admin-schema";
import { countAdmins } from "./admin-users.server";
import { activeSetupCode, setupCodeMatches, type ActiveSetupCode } from "./setup-code.server";

/** The message when no code can be used (none set, or the generated one after the first admin). */
export const SETUP_CLOSED_MESSAGE = "Admin setup is closed. Ask an existing admin to give you access from the admin panel.";

/** The wrong-code message. */
export function wrongCodeMessage(attemptsLeft: number): string {
  return attemptsLeft > 0
    ? `That setup code is not right. ${attemptsLeft} ${attemptsLeft === 1 ? "attempt" : "attempts"} left before a ${SETUP_WINDOW_MINUTES}-minute pause.`
    : `That setup code is not right. Too many wrong codes: please try again in ${SETUP_WINDOW_MINUTES} minutes.`;
}

/** The message while wrong codes are paused. */
export function rateLimitedMessage(minutes: number): string {
  return `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** Wrong codes of a user inside the window, and when the oldest of them leaves it. */
async function recentFailures(db: DbOrTx, userId: string): Promise<{ failures: number; retryInMinutes: number }> {
  const [row] = await db
    .select({
      n: count(),
      retry: sql<number | null>`ceil(extract(epoch from (${min(adminAudit.createdAt)} + make_interval(mins => ${SETUP_WINDOW_MINUTES}) - now())) / 60)::int`,
    })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.actorUserId, userId),
        eq(adminAudit.action, "admin_setup_failed"),
        gt(adminAudit.createdAt, sql`now() - make_interval(mins => ${SETUP_WINDOW_MINUTES})`),
      ),
    );
  return { failures: row?.n ?? 0, retryInMinutes: Math.max(1, row?.retry ?? SETUP_WINDOW_MINUTES) };
}

/** Whether a code can be used at all: one is set, and a generated one only while no admin exists. */
async function usableCode(db: DbOrTx, code: ActiveSetupCode | null): Promise<ActiveSetupCode | null> {
  if (!code) return null;
  if (code.source === "generated" && (await countAdmins(db)) > 0) return null;
  return code;
}

/** What the /admin-setup page shows before anyone types. */
export interface AdminSetupState {
  /** False when no code can be used (see {@link SETUP_CLOSED_MESSAGE}). */
  open: boolean;
  /** Minutes until codes are accepted again, when this user is paused. */
  pausedForMinutes: number | null;
}

/**
 * The page's state for a user (no code is revealed).
 * @param userId the signed-in user's id
 */
export async function adminSetupState(userId: string): Promise<AdminSetupState> {
  const db = getDb();
  const open = (await usableCode(db, activeSetupCode())) !== null;
  const { failures, retryInMinutes } = await recentFailures(db, userId);
  return { open, pausedForMinutes: failures >= SETUP_MAX_WRONG_CODES ? retryInMinutes : null };
}

/**
 * Handles 'Make Me Admin'.
 * @param request the POST with `code` (form data or JSON)
 * @returns 200 `{ ok: true, status: "granted" | "already-admin" }`; 401 signed out
 *   ('You must be signed in to become an admin.'); 400 no code typed; 403 wrong code
 *   (recorded) or setup closed; 429 paused after too many wrong codes; 503 when the
 *   database fails ('Failed to assign admin role. Please try again.'), nothing granted
 */
export async function handleAdminSetupAction(request: Request) {
  const user = await getSessionUser(request);
  if (!user) return data<AdminSetupResult>({ ok: false, reason: "signed-out", message: ADMIN_MESSAGES.setupSignedOut }, { status: 401 });

  const fields = await readFields(request);
  const parsed = AdminSetupFormSchema.safeParse(fields ?? {});
  if (!parsed.success) return data<AdminSetupResult>({ ok: false, reason: "invalid", message: parsed.error.issues[0]!.message }, { status: 400 });

  try {
    const result = await getDb().transaction(async (tx): Promise<{ status: number; body: AdminSetupResult }> => {
      await lockAdminRoles(tx);
      const roles = await tx
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")));
      if (roles.length > 0) return { status: 200, body: { ok: true, status: "already-admin" } };

      const { failures, retryInMinutes } = await recentFailures(tx, user.id);
      if (failures >= SETUP_MAX_WRONG_CODES) {
        return { status: 429, body: { ok: false, reason: "rate-limited", message: rateLimitedMessage(retryInMinutes), retryInMinutes } };
      }
      const code = await usableCode(tx, activeSetupCode());
      if (!code) return { status: 403, body: { ok: false, reason: "closed", message: SETUP_CLOSED_MESSAGE } };

      if (!setupCodeMatches(parsed.data.code, code)) {
        await recordAudit(tx, { actorUserId: user.id, action: "admin_setup_failed", source: "admin_setup", target: user.id });
        const attemptsLeft = SETUP_MAX_WRONG_CODES - failures - 1;
        return { status: 403, body: { ok: false, reason: "wrong-code", message: wrongCodeMessage(attemptsLeft), attemptsLeft } };
      }

      await tx.insert(userRoles).values({ userId: user.id, role: "admin" }).onConflictDoNothing();
      await recordAudit(tx, {
        actorUserId: user.id,
        action: "admin_granted",
        source: "admin_setup",
        target: user.id,
        fromValue: "user",
        toValue: "admin",
      });
      return { status: 200, body: { ok: true, status: "granted" } };
    });
    return data<AdminSetupResult>(result.body, { status: result.status });
  } catch (error) {
    console.error("Admin role could not be assigned:", databaseErrorReason(error));
    return data<AdminSetupResult>({ ok: false, reason: "failed", message: ADMIN_MESSAGES.grantFailed }, { status: 503 });
  }
}

/**
 * Where /admin-setup sends a user before showing the card (spec section 2): signed out to
 * /auth, admins to /admin.
 * @returns the user to show the card to, or the path to redirect to
 */
export async function adminSetupVisitor(request: Request): Promise<{ redirectTo: string } | { user: { id: string; email: string; name: string } }> {
  const user = await getSessionUser(request);
  if (!user) return { redirectTo: "/auth" };
  if (await isAdmin(user.id)) return { redirectTo: "/admin" };
  return { user };
}
