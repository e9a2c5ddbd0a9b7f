/**
 * /admin-setup (docs/product.md#route-admin-setup and #roles; docs/decisions/0007): a
 * signed-in user becomes the first admin with the setup code. Any code works only while no
 * admin exists. The code check, the grant and the audit entry happen in one transaction;
 * wrong codes are recorded with the client IP and limited to {@link SETUP_MAX_WRONG_CODES}
 * per client IP and {@link SETUP_MAX_WRONG_CODES_TOTAL} from everyone in
 * {@link SETUP_WINDOW_MINUTES} minutes (not per account: accounts are free to make), after
 * which no code is accepted (not even the right one) until the window has passed.
 */
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import { data } from "react-router";
import { adminAudit } from "~/db/schema";
import type { SessionUser } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { storeFailed } from "~/lib/submission.server";
import { clientIp } from "~/lib/client-ip";
import { readFields } from "~/lib/request-body.server";
import { recordAudit } from "~/lib/audit.server";
import type { DbOrTx } from "~/lib/db.server";
import {
  ADMIN_MESSAGES,
  AdminSetupFormSchema,
  SETUP_MAX_WRONG_CODES,
  SETUP_MAX_WRONG_CODES_TOTAL,
  SETUP_WINDOW_MINUTES,
  type AdminSetupResult,
} from "./admin-schema";
import {
  applyAdminRole,
  countAdmins,
  hasAdminRole,
  inAdminRolesTransaction,
} from "~/features/account/roles.server";
import { activeSetupCode, setupCodeMatches, type ActiveSetupCode } from "./setup-code.server";

/** The message when no code can be used (none set, or the generated one after the first admin). */
export const SETUP_CLOSED_MESSAGE =
  "Admin setup is closed. Ask an existing admin to give you access from the admin panel.";

/** The wrong-code message. */
function wrongCodeMessage(attemptsLeft: number): string {
  return attemptsLeft > 0
    ? `That setup code is not right. ${attemptsLeft} ${attemptsLeft === 1 ? "attempt" : "attempts"} left before a ${SETUP_WINDOW_MINUTES}-minute pause.`
    : `That setup code is not right. Too many wrong codes: please try again in ${SETUP_WINDOW_MINUTES} minutes.`;
}

/** The message while wrong codes are paused. */
function rateLimitedMessage(minutes: number): string {
  return `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** Wrong codes inside the window (from one client IP, or from everyone), and when the oldest of them leaves it. */
async function recentFailures(
  db: DbOrTx,
  ip?: string,
): Promise<{ failures: number; retryInMinutes: number }> {
  const [row] = await db
    .select({
      n: count(),
      retry: sql<
        number | null
      >`ceil(extract(epoch from (${min(adminAudit.createdAt)} + make_interval(mins => ${SETUP_WINDOW_MINUTES}) - now())) / 60)::int`,
    })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.action, "admin_setup_failed"),
        ip === undefined ? undefined : eq(adminAudit.clientIp, ip),
        gt(adminAudit.createdAt, sql`now() - make_interval(mins => ${SETUP_WINDOW_MINUTES})`),
      ),
    );
  return { failures: row?.n ?? 0, retryInMinutes: Math.max(1, row?.retry ?? SETUP_WINDOW_MINUTES) };
}

/**
 * Whether wrong codes are paused for this client IP (its own limit, or everyone's).
 * @returns the wrong codes this IP has left, or the minutes until codes are accepted again
 */
async function setupAllowance(
  db: DbOrTx,
  ip: string,
): Promise<{ paused: false; attemptsLeft: number } | { paused: true; retryInMinutes: number }> {
  const mine = await recentFailures(db, ip);
  if (mine.failures >= SETUP_MAX_WRONG_CODES)
    return { paused: true, retryInMinutes: mine.retryInMinutes };
  const everyone = await recentFailures(db);
  if (everyone.failures >= SETUP_MAX_WRONG_CODES_TOTAL)
    return { paused: true, retryInMinutes: everyone.retryInMinutes };
  return {
    paused: false,
    attemptsLeft: Math.min(
      SETUP_MAX_WRONG_CODES - mine.failures,
      SETUP_MAX_WRONG_CODES_TOTAL - everyone.failures,
    ),
  };
}

/** Whether a code can be used at all: one is set, and no admin exists yet. */
async function usableCode(
  db: DbOrTx,
  code: ActiveSetupCode | null,
): Promise<ActiveSetupCode | null> {
  if (!code) return null;
  if ((await countAdmins(db)) > 0) return null;
  return code;
}

/** What the /admin-setup page shows before anyone types. */
export interface AdminSetupState {
  /** False when no code can be used (see {@link SETUP_CLOSED_MESSAGE}). */
  open: boolean;
  /** Minutes until codes are accepted again, when this client is paused. */
  pausedForMinutes: number | null;
}

/**
 * The page's state for a visitor (no code is revealed).
 * @param request the page's request (its client IP is what wrong codes count against)
 */
export async function adminSetupState(request: Request): Promise<AdminSetupState> {
  const db = getDb();
  const open = (await usableCode(db, activeSetupCode())) !== null;
  const allowance = await setupAllowance(db, clientIp(request));
  return { open, pausedForMinutes: allowance.paused ? allowance.retryInMinutes : null };
}

/**
 * The answer to 'Make Me Admin' from a signed-out visitor (answered, not thrown, so the card
 * shows it in place).
 * @returns 401 `{ ok: false, reason: "signed-out" }` with 'You must be signed in to become an admin.'
 */
export function setupSignedOut() {
  return data<AdminSetupResult>(
    { ok: false, reason: "signed-out", message: ADMIN_MESSAGES.setupSignedOut },
    { status: 401 },
  );
}

/**
 * Handles 'Make Me Admin'.
 * @param user the signed-in user (the route answers {@link setupSignedOut} without one)
 * @param request the POST with `code` (form data or JSON)
 * @returns 200 `{ ok: true, status: "granted" | "already-admin" }`; 400 no code typed; 403
 *   wrong code (recorded) or setup closed; 429 paused after too many wrong codes; 503 when
 *   the database fails ('Failed to assign admin role. Please try again.'), nothing granted
 */
export async function handleAdminSetupAction(user: SessionUser, request: Request) {
  const fields = await readFields(request);
  const parsed = AdminSetupFormSchema.safeParse(fields ?? {});
  if (!parsed.success)
    return data<AdminSetupResult>(
      { ok: false, reason: "invalid", message: parsed.error.issues[0]!.message },
      { status: 400 },
    );

  try {
    const result = await inAdminRolesTransaction(
      getDb(),
      async (tx): Promise<{ status: number; body: AdminSetupResult }> => {
        if (await hasAdminRole(tx, user.id))
          return { status: 200, body: { ok: true, status: "already-admin" } };

        const code = await usableCode(tx, activeSetupCode());
        if (!code)
          return {
            status: 403,
            body: { ok: false, reason: "closed", message: SETUP_CLOSED_MESSAGE },
          };
        const ip = clientIp(request);
        const allowance = await setupAllowance(tx, ip);
        if (allowance.paused) {
          const { retryInMinutes } = allowance;
          return {
            status: 429,
            body: {
              ok: false,
              reason: "rate-limited",
              message: rateLimitedMessage(retryInMinutes),
              retryInMinutes,
            },
          };
        }

        if (!setupCodeMatches(parsed.data.code, code)) {
          await recordAudit(tx, {
            actorUserId: user.id,
            action: "admin_setup_failed",
            source: "admin_setup",
            target: user.id,
            clientIp: ip,
          });
          const attemptsLeft = allowance.attemptsLeft - 1;
          return {
            status: 403,
            body: {
              ok: false,
              reason: "wrong-code",
              message: wrongCodeMessage(attemptsLeft),
              attemptsLeft,
            },
          };
        }

        await applyAdminRole(tx, { source: "admin_setup", userId: user.id }, { id: user.id }, true);
        return { status: 200, body: { ok: true, status: "granted" } };
      },
    );
    return data<AdminSetupResult>(result.body, { status: result.status });
  } catch (error) {
    return storeFailed<AdminSetupResult>("Admin role could not be assigned:", error, {
      ok: false,
      reason: "failed",
      message: ADMIN_MESSAGES.grantFailed,
    });
  }
}

/**
 * Whether /admin-setup sends a signed-in user on to /admin instead of showing the card
 * (docs/product.md#route-admin-setup): admins have nothing to set up.
 * @param user the signed-in user, from `requireUser`
 * @returns "/admin" for an admin, else null
 */
export async function adminSetupRedirect(user: SessionUser): Promise<string | null> {
  return (await hasAdminRole(getDb(), user.id)) ? "/admin" : null;
}
