/**
 * How much one customer may hold, book and change online, with the words of each refusal, in one
 * place (docs/product.md#booking-limits and #lifecycle-changes, docs/decisions/0013): upcoming
 * bookings per account (BOOKING_ACTIVE_LIMIT) and new bookings per client IP a day
 * (BOOKING_IP_DAILY_LIMIT) from the settings; moves per booking and changes per account a day
 * here. The counts are read inside the transaction making the booking or the change, after
 * {@link lockCustomer}, so concurrent requests of one customer cannot both pass the last place.
 */
import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { adminAudit, bookings } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { kolkataDayStartsAt, todayInKolkata } from "~/lib/time";

/** The most times a customer may move one booking online (docs/product.md#lifecycle-changes). */
export const MOVES_PER_BOOKING = 3;

/**
 * The most changes (moves and cancellations) one account may make online per Asia/Kolkata day
 * (docs/product.md#lifecycle-changes).
 */
export const CHANGES_PER_DAY = 10;

/** The statuses that hold a place against BOOKING_ACTIVE_LIMIT (when dated today or later). */
const UPCOMING_STATUSES = ["pending", "confirmed"] as const;

/**
 * The refusal of a booking beyond BOOKING_ACTIVE_LIMIT.
 * @param limit BOOKING_ACTIVE_LIMIT
 * @returns e.g. "You already have 3 upcoming bookings, the most one account can hold online. …"
 */
function activeLimitMessage(limit: number): string {
  return `You already have ${limit} upcoming booking${limit === 1 ? "" : "s"}, the most one account can hold online. Please cancel one you no longer need, or call us to book more.`;
}

/** The refusal of a booking beyond BOOKING_IP_DAILY_LIMIT from one client IP. */
export const IP_DAILY_LIMIT_MESSAGE =
  "Too many bookings have been made from your network today. Please try again tomorrow, or call us and we will book you in.";

/**
 * The refusal of a move beyond {@link MOVES_PER_BOOKING}.
 * @param phone the workshop's phone as people read it
 */
export function movesLimitMessage(phone: string): string {
  return `This booking has been moved ${MOVES_PER_BOOKING} times already, the most we can take online. Please call us on ${phone} to move it again.`;
}

/**
 * The refusal of a change beyond {@link CHANGES_PER_DAY} in a day.
 * @param phone the workshop's phone as people read it
 */
export function changesLimitMessage(phone: string): string {
  return `You have made ${CHANGES_PER_DAY} changes to your bookings today, the most we can take online. Please try again tomorrow, or call us on ${phone}.`;
}

/** Thrown by `createBooking` when the account already holds BOOKING_ACTIVE_LIMIT upcoming bookings. */
export class ActiveBookingLimitError extends Error {
  constructor(readonly limit: number) {
    super(activeLimitMessage(limit));
  }
}

/**
 * Locks one customer's bookings for the rest of the transaction (a PostgreSQL advisory lock on
 * the account), so their new bookings and changes are counted one at a time, on any number of
 * servers. Taken before any slot lock or booking row lock.
 * @param tx an open transaction
 * @param userId the session's user id
 */
export async function lockCustomer(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select ${customerLock(userId)}`);
}

/**
 * {@link lockCustomer}'s lock as an expression, for a statement that takes it with others (a new
 * booking takes the customer's and the slot's in one round trip: docs/decisions/0019).
 * @param userId the session's user id
 * @returns `pg_advisory_xact_lock(…)` on the account
 */
export const customerLock = (userId: string): SQL =>
  sql`pg_advisory_xact_lock(hashtext(${`customer:${userId}`}))`;

/**
 * The condition {@link countUpcomingBookings} counts: the account's bookings pending or confirmed,
 * dated today or later (Asia/Kolkata).
 * @param userId the account
 * @param now the current instant
 * @returns the condition on `bookings`
 */
export function upcomingBookingsWhere(userId: string, now: Date): SQL {
  return and(
    eq(bookings.userId, userId),
    inArray(bookings.status, [...UPCOMING_STATUSES]),
    gte(bookings.preferredDate, todayInKolkata(now)),
  )!;
}

/**
 * The changes (cancellations and moves) the customer made online since the start of this
 * Asia/Kolkata day, read from the audit trail.
 * @param tx the transaction (after {@link lockCustomer})
 * @param userId the account
 * @param now the current instant
 */
export async function countChangesToday(tx: DbOrTx, userId: string, now: Date): Promise<number> {
  return tx.$count(
    adminAudit,
    and(
      eq(adminAudit.actorUserId, userId),
      eq(adminAudit.source, "customer"),
      inArray(adminAudit.action, ["booking_status_changed", "booking_rescheduled"]),
      gte(adminAudit.createdAt, kolkataDayStartsAt(todayInKolkata(now))),
    ),
  );
}

/**
 * How often the customer has moved a booking online, read from the audit trail.
 * @param tx the transaction (holding the booking's row lock)
 * @param bookingId the booking
 */
export async function countMoves(tx: DbOrTx, bookingId: string): Promise<number> {
  return tx.$count(
    adminAudit,
    and(
      eq(adminAudit.target, bookingId),
      eq(adminAudit.source, "customer"),
      eq(adminAudit.action, "booking_rescheduled"),
    ),
  );
}
