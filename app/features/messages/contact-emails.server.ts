/**
 * Where a booking's emails go (docs/product.md#lifecycle-messages, docs/decisions/0013). The
 * account's own address once it is verified; an address typed on the booking that differs from it
 * only once that address has been confirmed through its link (table `contact_emails`: one row per
 * account and address, the link's token kept only as its SHA-256 hash); until then the verified
 * account address, or nowhere. The confirmation link is sent at most once a day to an address,
 * whoever typed it (`contact-email`, `app/lib/rate-limit.server.ts`).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { confirmEmailPath } from "~/catalog/navigation";
import { contactEmails, user } from "~/db/schema";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { NewMessage } from "./compose.server";
import { CONTACT_EMAIL_LINK_DAYS, contactEmailConfirmationMessage } from "./link-emails.server";
import { accountLanguage } from "./preferences.server";

/** Where one booking's emails go now, as the customer is told on the booking's pages. */
export interface BookingEmailRoute {
  /** The address its emails go to now; null: none yet (nothing is sent). */
  sendsTo: string | null;
  /** The address typed on the booking that waits for its confirmation link; null when none. */
  awaiting: string | null;
}

/** The reason a booking email is kept but not sent (the outbox's `last_error`). */
export const NO_CONFIRMED_ADDRESS =
  "Not sent: no confirmed address yet (the account's email is not verified, and the address typed on the booking is not confirmed).";

/** The SHA-256 hash of a link's token, as stored (hex). */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The account's address and whether it is verified, and the typed addresses it confirmed. */
interface AccountAddresses {
  email: string;
  verified: boolean;
  confirmed: Set<string>;
}

/** The account's address, whether verified, and which of `typed` it confirmed: one query. */
async function accountAddresses(
  db: DbOrTx,
  userId: string,
  typed: string[],
): Promise<AccountAddresses | null> {
  const wanted = [...new Set(typed.map((t) => t.toLowerCase()))];
  const confirmed = wanted.length
    ? sql<string[]>`array(select ${contactEmails.email} from ${contactEmails} where ${and(
        eq(contactEmails.userId, userId),
        inArray(contactEmails.email, wanted),
        sql`${contactEmails.confirmedAt} is not null`,
      )})`
    : sql<string[]>`'{}'::text[]`;
  const [account] = await db
    .select({ email: user.email, verified: user.emailVerified, confirmed })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return null;
  return {
    email: account.email.toLowerCase(),
    verified: account.verified,
    confirmed: new Set(account.confirmed),
  };
}

function routeOf(account: AccountAddresses | null, typedEmail: string): BookingEmailRoute {
  if (!account) return { sendsTo: null, awaiting: null };
  const typed = typedEmail.trim().toLowerCase();
  const own = account.verified ? account.email : null;
  if (!typed || typed === account.email) return { sendsTo: own, awaiting: null };
  if (account.confirmed.has(typed)) return { sendsTo: typed, awaiting: null };
  return { sendsTo: own, awaiting: typed };
}

/**
 * Where a booking's emails go now (docs/product.md#lifecycle-messages).
 * @param db the database or the transaction queuing the messages
 * @param userId the booking's account (null: an erased booking, whose emails go nowhere)
 * @param typedEmail the address typed on the booking
 * @returns the address to send to (the typed one once confirmed, else the account's own once
 *   verified, else null) and the typed address still waiting for its confirmation
 */
export async function bookingEmailRoute(
  db: DbOrTx,
  userId: string | null,
  typedEmail: string,
): Promise<BookingEmailRoute> {
  if (!userId) return { sendsTo: null, awaiting: null };
  return routeOf(await accountAddresses(db, userId, [typedEmail]), typedEmail);
}

/**
 * {@link bookingEmailRoute} for a page of one customer's bookings, in two queries.
 * @param userId the session's user id
 * @param list the customer's own bookings
 * @returns booking id → where its emails go
 */
export async function bookingEmailRoutes(
  userId: string,
  list: ReadonlyArray<{ id: string; customerEmail: string }>,
): Promise<Record<string, BookingEmailRoute>> {
  if (list.length === 0) return {};
  const account = await accountAddresses(
    getDb(),
    userId,
    list.map((b) => b.customerEmail),
  );
  return Object.fromEntries(list.map((b) => [b.id, routeOf(account, b.customerEmail)]));
}

/**
 * Asks an address typed on a booking to confirm itself (docs/decisions/0013): keeps a row for the
 * account and address, and unless the address is confirmed already or has had a link in the last
 * day (from any account), a new one-time token (its hash stored, valid
 * CONTACT_EMAIL_LINK_DAYS days) and the email carrying it, which holds none of the customer's
 * words.
 * @param tx the transaction making the booking
 * @param userId the booking's account
 * @param email the typed address (any case)
 * @param bookingId the booking, for its history in the back office
 * @returns the confirmation email to queue, or null when none is to be sent
 */
export async function contactEmailConfirmation(
  tx: DbOrTx,
  userId: string,
  email: string,
  bookingId: string,
): Promise<NewMessage | null> {
  const address = email.trim().toLowerCase();
  await tx.insert(contactEmails).values({ userId, email: address }).onConflictDoNothing();
  const [row] = await tx
    .select({ confirmedAt: contactEmails.confirmedAt })
    .from(contactEmails)
    .where(and(eq(contactEmails.userId, userId), eq(contactEmails.email, address)))
    .for("update");
  if (!row || row.confirmedAt) return null;
  if (!(await consumeRateLimit("contact-email", address)).allowed) return null;
  const token = randomBytes(32).toString("base64url");
  await tx
    .update(contactEmails)
    .set({
      tokenHash: tokenHash(token),
      tokenExpiresAt: sql`now() + make_interval(days => ${CONTACT_EMAIL_LINK_DAYS})`,
    })
    .where(and(eq(contactEmails.userId, userId), eq(contactEmails.email, address)));
  return contactEmailConfirmationMessage(
    address,
    userId,
    bookingId,
    `${getEnv().SITE_URL}${confirmEmailPath(token)}`,
    await accountLanguage(tx, userId),
  );
}

/** The live, unconfirmed row a token names. */
function liveToken(token: string) {
  return and(
    eq(contactEmails.tokenHash, tokenHash(token)),
    isNull(contactEmails.confirmedAt),
    gt(contactEmails.tokenExpiresAt, sql`now()`),
  );
}

/**
 * What a confirmation link names, for its page (no sign-in needed).
 * @param token the link's token
 * @returns the address it would confirm, or "invalid" for an unknown, used or expired token
 */
export async function readContactEmailLink(
  token: string,
): Promise<{ state: "ready"; email: string } | { state: "invalid" }> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return { state: "invalid" };
  const [row] = await getDb()
    .select({ email: contactEmails.email })
    .from(contactEmails)
    .where(liveToken(token));
  return row ? { state: "ready", email: row.email } : { state: "invalid" };
}

/**
 * Confirms the address a link names: from now on the account's booking emails for it go there.
 * The token works once (its hash is cleared).
 * @param token the link's token
 * @returns the confirmed address, or null for an unknown, used or expired token
 */
export async function confirmContactEmail(token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
  const [row] = await getDb()
    .update(contactEmails)
    .set({ confirmedAt: sql`now()`, tokenHash: null, tokenExpiresAt: null })
    .where(liveToken(token))
    .returning({ email: contactEmails.email });
  return row?.email ?? null;
}
