/**
 * A customer's own data under India's Digital Personal Data Protection Act 2023
 * (docs/product.md#privacy; docs/decisions/0005): a copy of everything held about them, and erasure
 * of their account. Every query is scoped by the session's user id (docs/product.md#roles).
 */
import { desc, eq, inArray, or } from "drizzle-orm";
import { z } from "zod";
import { bookings, leads, outbox, profiles, session, user, userRoles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { toBookingView, type BookingView } from "~/features/booking/bookings.server";
import { customersOwnLeads, toLeadView, type LeadView } from "~/features/quote/leads.server";
import { lockAdminRoles } from "~/features/admin/admin-audit.server";
import { PASSWORD_MAX } from "~/lib/password-policy";

/** The /account page's answers that are not the preferences card's. */
export const ACCOUNT_MESSAGES = {
  /** Any refused form: a missing or overlong password, an unknown intent or field. */
  enterPassword: "Enter your password to confirm.",
} as const;

/**
 * The /account page's forms, one per `intent`: the verification email, reminders on or off,
 * WhatsApp withdrawn, and deleting the account with the password as confirmation.
 */
export const AccountActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend-verification") }),
  z.object({ intent: z.literal("set-reminders"), value: z.enum(["on", "off"]) }),
  z.object({ intent: z.literal("withdraw-whatsapp") }),
  z.object({
    intent: z.literal("delete"),
    password: z
      .string()
      .min(1, ACCOUNT_MESSAGES.enterPassword)
      .max(PASSWORD_MAX, ACCOUNT_MESSAGES.enterPassword),
  }),
]);

/** What the customer downloads: their account, profile, roles, bookings, quote requests and sign-ins. */
export interface AccountExport {
  exportedAt: string;
  account: { id: string; email: string; name: string; createdAt: string };
  profile: { fullName: string | null; phone: string | null; createdAt: string } | null;
  roles: string[];
  bookings: BookingView[];
  /** Quote requests sent from the contact page while signed in, or with the account's verified email (docs/decisions/0007). */
  quoteRequests: LeadView[];
  /** Signed-in sessions: when, until when, from which address and browser. */
  sessions: Array<{
    createdAt: string;
    expiresAt: string;
    ipAddress: string | null;
    userAgent: string | null;
  }>;
}

/**
 * Everything held about a customer.
 * @param userId the session's user id
 * @param now the export time
 * @returns the data, or undefined when the account no longer exists
 */
export async function exportAccountData(
  userId: string,
  now: Date = new Date(),
): Promise<AccountExport | undefined> {
  const db = getDb();
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) return undefined;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const roles = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const bookingRows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt));
  const leadRows = await db
    .select()
    .from(leads)
    .where(customersOwnLeads(account))
    .orderBy(desc(leads.createdAt));
  const sessions = await db
    .select()
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt));
  return {
    exportedAt: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      createdAt: account.createdAt.toISOString(),
    },
    profile: profile
      ? {
          fullName: profile.fullName,
          phone: profile.phone,
          createdAt: profile.createdAt.toISOString(),
        }
      : null,
    roles: roles.map((r) => r.role),
    bookings: bookingRows.map(toBookingView),
    quoteRequests: leadRows.map(toLeadView),
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
  };
}

/** What an erased booking keeps in place of the customer's details. */
export const ANONYMISED_BOOKING = {
  customerName: "Deleted customer",
  customerEmail: "deleted@invalid.invalid",
  customerPhone: "0000000000",
  address: "Removed at the customer's request",
} as const;

/** Thrown by {@link deleteAccount} when the account is the last admin's. */
export class LastAdminError extends Error {
  constructor() {
    super("You are the only admin. Make another user an admin before deleting your account.");
  }
}

/**
 * Erases a customer's account in one transaction: their bookings stay in the workshop's
 * schedule and figures but lose every personal field (name, email, phone, address, special
 * requests) and the link to the account; their own quote requests (sent signed in, or with
 * their verified email: docs/decisions/0007) are deleted;
 * the account, its profile, roles, sessions and password are deleted.
 * @param userId the session's user id
 * @returns the number of bookings anonymised and quote requests deleted
 * @throws LastAdminError when the user is the only admin (nothing changes)
 */
export async function deleteAccount(
  userId: string,
): Promise<{ bookingsAnonymised: number; quoteRequestsDeleted: number }> {
  return getDb().transaction(async (tx) => {
    // The same lock as every grant and revoke, so the last-admin rule holds under races.
    await lockAdminRoles(tx);
    const [account] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    if (!account) return { bookingsAnonymised: 0, quoteRequestsDeleted: 0 };
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"));
    if (admins.length === 1 && admins[0]!.userId === userId) throw new LastAdminError();
    const anonymised = await tx
      .update(bookings)
      .set({
        ...ANONYMISED_BOOKING,
        specialRequests: null,
        userId: null,
        anonymizedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(bookings.userId, userId))
      .returning({ id: bookings.id });
    // docs/product.md#privacy: the messages sent to the customer or about their bookings hold their
    // name, email and phone: they go too.
    const bookingIds = anonymised.map((b) => b.id);
    await tx
      .delete(outbox)
      .where(
        bookingIds.length
          ? or(eq(outbox.userId, userId), inArray(outbox.bookingId, bookingIds))
          : eq(outbox.userId, userId),
      );
    const removedLeads = await tx
      .delete(leads)
      .where(customersOwnLeads(account))
      .returning({ id: leads.id });
    await tx.delete(user).where(eq(user.id, userId));
    return { bookingsAnonymised: anonymised.length, quoteRequestsDeleted: removedLeads.length };
  });
}
