/**
 * A customer's own data under India's Digital Personal Data Protection Act 2023
 * (docs/product.md#privacy; docs/decisions/0005): a copy of everything held about them, and erasure
 * of their account. Every query is scoped by the session's user id (docs/product.md#roles).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { z } from "zod";
import {
  adminAudit,
  bookings,
  leads,
  outbox,
  profiles,
  session,
  user,
  userRoles,
  vehicles,
  type AdminAuditAction,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getBusinessFacts } from "~/lib/env.server";
import { toBookingView, type BookingView } from "~/features/booking/bookings.server";
import { customersOwnLeads, toLeadView, type LeadView } from "~/features/quote/leads.server";
import { lockAdminRoles } from "~/lib/auth.server";
import {
  eraseJobCards,
  exportJobCard,
  type ExportedJobCard,
} from "~/features/job-card/job-card-privacy.server";
import { removePhotoFiles } from "~/features/photos/photos.server";
import { type FileStore } from "~/lib/file-store.server";
import {
  eraseHealthChecks,
  exportHealthCheck,
} from "~/features/health-check/health-check-privacy.server";
import type { HealthCheckView } from "~/features/health-check/health-check.server";
import { eraseCars, exportCars, type ExportedCar } from "~/features/cars/car-privacy.server";
import {
  eraseWalkrounds,
  exportPickups,
  type ExportedPickup,
} from "~/features/pickups/pickup-privacy.server";
import type { ReviewPlaces } from "~/features/reviews/published-reviews.server";
import {
  eraseReviews,
  exportReviews,
  type ExportedReview,
} from "~/features/reviews/review-privacy.server";
import { PASSWORD_MAX } from "~/lib/password-policy";
import { locales } from "~/catalog/languages";

/** The /account page's answers that are not the preferences card's. */
const ACCOUNT_MESSAGES = {
  /** Any refused form: a missing or overlong password, an unknown intent or field. */
  enterPassword: "Enter your password to confirm.",
} as const;

/**
 * The /account page's forms, one per `intent`: the verification email, reminders on or off,
 * service-due reminders on or off (docs/decisions/0014), WhatsApp withdrawn, the account's
 * language (docs/decisions/0026), and deleting the account with the password as confirmation.
 */
export const AccountActionSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("resend-verification") }),
  z.strictObject({ intent: z.literal("set-reminders"), value: z.enum(["on", "off"]) }),
  z.strictObject({ intent: z.literal("set-service-reminders"), value: z.enum(["on", "off"]) }),
  z.strictObject({ intent: z.literal("withdraw-whatsapp") }),
  // docs/decisions/0026: the account's language, its messages' and its staff screens'.
  z.strictObject({ intent: z.literal("set-language"), language: z.enum(locales) }),
  z.strictObject({
    intent: z.literal("delete"),
    password: z
      .string()
      .min(1, ACCOUNT_MESSAGES.enterPassword)
      .max(PASSWORD_MAX, ACCOUNT_MESSAGES.enterPassword),
  }),
]);

/** A change of a booking as the customer's export shows it (docs/product.md#lifecycle-changes). */
interface ExportedBookingChange {
  at: string;
  /** "booking_status_changed" or "booking_rescheduled". */
  change: string;
  from: string | null;
  to: string | null;
  /** The reason given, e.g. the customer's reason for cancelling. */
  note: string | null;
  /** Who made it: the customer, or the workshop (whose staff are not named). */
  by: "you" | "the workshop";
}

/**
 * The history's entries whose values are staff accounts' ids, and what the customer reads in
 * their place: staff are not named to customers (docs/decisions/0016, 0021 item 6).
 */
const STAFF_VALUES: Partial<Record<AdminAuditAction, string>> = {
  leg_driver_assigned: "a driver",
  technician_assigned: "a technician",
};

/** A history entry's from or to value as the customer's export gives it. */
function customerSideValue(action: AdminAuditAction, value: string | null): string | null {
  const staff = STAFF_VALUES[action];
  return staff && value !== null ? staff : value;
}

/**
 * What the customer downloads: their account, profile, WhatsApp consent, roles, bookings with
 * their changes and job cards, cars, quote requests and sign-ins (docs/product.md#privacy).
 */
export interface AccountExport {
  exportedAt: string;
  account: { id: string; email: string; name: string; createdAt: string };
  profile: {
    fullName: string | null;
    phone: string | null;
    remindersEnabled: boolean;
    createdAt: string;
  } | null;
  /**
   * The WhatsApp consent: when it was given and the number (E.164) it was given for; the
   * number is null for a consent given before numbers were kept, which has lapsed
   * (docs/decisions/0013). Null without a consent.
   */
  whatsappConsent: { givenAt: string; phone: string | null } | null;
  roles: string[];
  bookings: Array<
    BookingView & {
      /** Its cancellations and moves, oldest first. */
      changes: ExportedBookingChange[];
      /** Estimates, inspection photos, invoices and payments (docs/decisions/0010). */
      jobCard: ExportedJobCard;
      /** The 25-point health check's report, or null (docs/product.md#health-check). */
      healthCheck: HealthCheckView | null;
      /** Pickup and drop, and the walk-rounds (docs/product.md#pickups, #check-in). */
      pickup: ExportedPickup;
    }
  >;
  /**
   * The cars of My Garage, removed ones too, with their odometer readings and recommendations
   * (docs/product.md#garage).
   */
  cars: ExportedCar[];
  /** The reviews asked for and written (docs/product.md#reviews). */
  reviews: ExportedReview[];
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
  const bookingIds = bookingRows.map((b) => b.id);
  const changeRows = bookingIds.length
    ? await db
        .select()
        .from(adminAudit)
        .where(inArray(adminAudit.target, bookingIds))
        .orderBy(asc(adminAudit.createdAt), asc(adminAudit.id))
    : [];
  const business = getBusinessFacts();
  const jobCards = await Promise.all(bookingIds.map((id) => exportJobCard(id, business)));
  const healthChecks = await Promise.all(bookingIds.map((id) => exportHealthCheck(id)));
  const pickups = await exportPickups(bookingIds);
  const cars = await exportCars(userId);
  const reviewRows = await exportReviews(userId);
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
          remindersEnabled: profile.remindersEnabled,
          createdAt: profile.createdAt.toISOString(),
        }
      : null,
    whatsappConsent: profile?.whatsappConsentAt
      ? {
          givenAt: profile.whatsappConsentAt.toISOString(),
          phone: profile.whatsappConsentPhone,
        }
      : null,
    roles: roles.map((r) => r.role),
    bookings: bookingRows.map((row, i) => ({
      ...toBookingView(row),
      changes: changeRows
        .filter((c) => c.target === row.id)
        .map((c) => ({
          at: c.createdAt.toISOString(),
          change: c.action,
          from: customerSideValue(c.action, c.fromValue),
          to: customerSideValue(c.action, c.toValue),
          note: c.note,
          by: c.source === "customer" ? ("you" as const) : ("the workshop" as const),
        })),
      jobCard: jobCards[i]!,
      healthCheck: healthChecks[i] ?? null,
      pickup: pickups.get(row.id) ?? { legs: [], walkrounds: [] },
    })),
    cars,
    reviews: reviewRows,
    quoteRequests: leadRows.map(toLeadView),
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
  };
}

/**
 * How much is held about a customer, for the /account page (docs/product.md#route-account).
 * @param userId the session's user id
 * @returns the numbers of bookings, cars (removed ones too: they are held until erasure), quote
 *   requests that are theirs (docs/decisions/0007) and sign-in sessions; zeros when the account
 *   no longer exists
 */
export async function countAccountData(
  userId: string,
): Promise<{ bookings: number; cars: number; quoteRequests: number; sessions: number }> {
  const db = getDb();
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) return { bookings: 0, cars: 0, quoteRequests: 0, sessions: 0 };
  const [[b], [c], [q], [s]] = await Promise.all([
    db.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId)),
    db.select({ n: count() }).from(vehicles).where(eq(vehicles.userId, userId)),
    db.select({ n: count() }).from(leads).where(customersOwnLeads(account)),
    db.select({ n: count() }).from(session).where(eq(session.userId, userId)),
  ]);
  return {
    bookings: b?.n ?? 0,
    cars: c?.n ?? 0,
    quoteRequests: q?.n ?? 0,
    sessions: s?.n ?? 0,
  };
}

/** What an erased booking keeps in place of the customer's details. */
export const ANONYMISED_BOOKING = {
  customerName: "Deleted customer",
  customerEmail: "deleted@invalid.invalid",
  customerPhone: "0000000000",
  address: "Removed at the customer's request",
} as const;

/**
 * What an erased customer's booking history keeps in place of a reason or note
 * (docs/decisions/0013): the change itself (who, when, from what to what) stays.
 */
const ERASED_NOTE = "Removed at the customer's request";

/** Thrown by {@link deleteAccount} when the account is the last admin's. */
export class LastAdminError extends Error {
  constructor() {
    super("You are the only admin. Make another user an admin before deleting your account.");
  }
}

/**
 * Erases a customer's account in one transaction: their bookings stay in the workshop's
 * schedule and figures but lose every personal field (name, email, phone, address, special
 * requests) and the link to the account; the notes of those bookings' history (the
 * customer's reasons for cancelling) and of their estimates are replaced or cleared, and the
 * inspection photos are deleted (docs/decisions/0013); tax invoices, estimate lines and
 * payments stay as the law requires (docs/decisions/0010); the messages to them or about
 * their bookings, their own quote requests (sent signed in, or with their verified email:
 * docs/decisions/0007), the cars of My Garage with their odometer readings, recommendations
 * and reminders (docs/decisions/0014; the bookings keep their car's text), the account, its
 * profile (with the WhatsApp consent), roles, sessions and password are deleted. Their reviews
 * go too, except one they agreed to publish, which stays named "A customer"
 * (docs/product.md#privacy). Their bookings' health checks go, with their photos
 * (docs/product.md#health-check). Their walk-rounds lose their notes and "other" belongings
 * (docs/product.md#check-in). The photos' files are removed once it has committed.
 * @param userId the session's user id
 * @param store where the photo files are (default the photo store under DATA_DIR)
 * @returns the number of bookings anonymised, cars deleted and quote requests deleted, and where
 *   the published reviews that lost their name appear (their pages are refreshed)
 * @throws LastAdminError when the user is the only admin (nothing changes)
 */
export async function deleteAccount(
  userId: string,
  store?: FileStore,
): Promise<{
  bookingsAnonymised: number;
  carsDeleted: number;
  quoteRequestsDeleted: number;
  reviewPlaces: ReviewPlaces[];
}> {
  const erased = await getDb().transaction(async (tx) => {
    // The same lock as every grant and revoke, so the last-admin rule holds under races.
    await lockAdminRoles(tx);
    const [account] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    if (!account)
      return {
        bookingsAnonymised: 0,
        carsDeleted: 0,
        quoteRequestsDeleted: 0,
        reviewPlaces: [] as ReviewPlaces[],
        photoKeys: [],
      };
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
    // docs/decisions/0013: reasons typed by the customer (a phone, an address) and notes about
    // them leave the history; the entries stay for the workshop's record.
    if (bookingIds.length)
      await tx
        .update(adminAudit)
        .set({ note: ERASED_NOTE })
        .where(and(inArray(adminAudit.target, bookingIds), isNotNull(adminAudit.note)));
    // docs/product.md#privacy: the job cards' photos and the health checks with theirs.
    const photoKeys = [
      ...(await eraseJobCards(tx, bookingIds)),
      ...(await eraseHealthChecks(tx, bookingIds)),
    ];
    // docs/product.md#check-in: what was typed on the walk-rounds.
    await eraseWalkrounds(tx, bookingIds);
    const carsDeleted = await eraseCars(tx, userId);
    // docs/product.md#privacy: a review kept with the consent to publish says "A customer".
    const reviewPlaces = await eraseReviews(tx, userId);
    const removedLeads = await tx
      .delete(leads)
      .where(customersOwnLeads(account))
      .returning({ id: leads.id });
    await tx.delete(user).where(eq(user.id, userId));
    return {
      bookingsAnonymised: anonymised.length,
      carsDeleted,
      quoteRequestsDeleted: removedLeads.length,
      reviewPlaces,
      photoKeys,
    };
  });
  const { photoKeys, ...done } = erased;
  if (photoKeys.length) await removePhotoFiles(photoKeys, store);
  return done;
}
