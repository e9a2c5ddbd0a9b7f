/**
 * Bookings in the back office (docs/product.md#route-admin, #booking-statuses and #roles): every
 * booking, newest first, a page at a time after a place (docs/decisions/0018), searched and
 * filtered in SQL by indexes; status changes with an
 * audit entry in one transaction (docs/product.md#roles). Callers check the admin role first
 * (`requireAdmin`).
 */
import { and, count, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { bookingCounts, bookings, type BookingStatus } from "~/db/schema";
import { holdsSlotPlace, lockSlot } from "~/features/booking/booking-slots.server";
import { closeLegsOfCancelledBooking } from "~/features/pickups/booking-legs.server";
import { toBookingView, type BookingView } from "~/features/booking/bookings.server";
import { bookingRegistrationMatch } from "~/features/cars/workshop-cars.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { kindForStatus } from "~/features/messages/message-kinds";
import { queueCustomerBookingMessages } from "~/features/messages/outbox.server";
import { askForReview } from "~/features/reviews/review-links.server";
import type { ReviewPlaces } from "~/features/reviews/published-reviews.server";
import { withdrawPublishedReview } from "~/features/reviews/reviews-admin.server";
import { closeRecommendationsOnCompletion } from "~/features/cars/recommendations.server";
import { getEnv } from "~/lib/env.server";
import { recordAudit } from "~/lib/audit.server";
import { ADMIN_PAGE_SIZE, type BookingFilters } from "./admin-schema";
import type { BookingsPageAt } from "./bookings-place";
import { lockBooking } from "~/lib/booking-lock.server";

/** Escapes `%`, `_` and `\` so a search text matches literally inside LIKE. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The WHERE clause of a filter set: the search text matches the customer's name or email
 * (anywhere, any case), the phone by its digits when the text is a phone number as typed
 * (3 or more digits with only spaces, +, - or brackets besides), the start of the
 * booking id, or the registration of the booking's car typed any way
 * (`bookingRegistrationMatch`, docs/product.md#route-admin); status is exact; `from`/`to`
 * bound the visit date (inclusive).
 * @returns the condition, or undefined when no filter is set
 */
export function bookingFilterWhere(
  filters: Pick<BookingFilters, "q" | "status" | "from" | "to">,
): SQL | undefined {
  const conditions: SQL[] = [];
  const q = filters.q.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const matches: SQL[] = [
      sql`${bookings.customerName} ilike ${like}`,
      sql`${bookings.customerEmail} ilike ${like}`,
    ];
    // Only a phone number as typed searches phones: the digits inside a name or an email
    // ("ravi2024") would otherwise match any phone that happens to contain them.
    const digits = q.replace(/\D/g, "");
    if (digits.length >= 3 && /^[\d\s()+-]+$/.test(q))
      matches.push(
        sql`regexp_replace(${bookings.customerPhone}, '\\D', '', 'g') like ${`%${digits}%`}`,
      );
    if (/^[0-9a-f-]{2,36}$/i.test(q))
      matches.push(sql`${bookings.id}::text like ${`${escapeLike(q.toLowerCase())}%`}`);
    const registration = bookingRegistrationMatch(q);
    if (registration) matches.push(registration);
    conditions.push(or(...matches)!);
  }
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.from) conditions.push(gte(bookings.preferredDate, filters.from));
  if (filters.to) conditions.push(lte(bookings.preferredDate, filters.to));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of bookings and where it sits in the whole list. */
export interface BookingsPage {
  bookings: BookingView[];
  /** Bookings matching the filters, over all pages: exact, or about that many (`estimated`). */
  total: number;
  /**
   * Whether `total` is the planner's estimate: more than {@link EXACT_COUNT_MAX} bookings match
   * a search or date filter, and counting them all would cost more than it tells.
   */
  estimated: boolean;
  /** The page shown, from 1 (the number the links carry). */
  page: number;
  /** Pages over all: `page` when there is no next page, else at least one more. */
  pageCount: number;
  /** The `before` place of the Previous link (the first booking shown); null on page 1. */
  previous: string | null;
  /** The `after` place of the Next link (the last booking shown); null on the last page. */
  next: string | null;
}

/**
 * Up to this many matches are counted exactly; above, the total is the planner's estimate
 * (docs/decisions/0018).
 */
export const EXACT_COUNT_MAX = 10_000;

/**
 * How many bookings match the filters: from the roll-up `booking_counts` for no filter or a
 * status alone (exact, a few hundred rows); else counted up to {@link EXACT_COUNT_MAX}, and past
 * that the planner's estimate of the matching rows (docs/decisions/0018).
 */
async function countMatching(
  filters: Pick<BookingFilters, "q" | "status" | "from" | "to">,
  where: SQL | undefined,
): Promise<{ total: number; estimated: boolean }> {
  const db = getDb();
  if (!filters.q.trim() && !filters.from && !filters.to) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${bookingCounts.n}), 0)::int` })
      .from(bookingCounts)
      .where(filters.status ? eq(bookingCounts.status, filters.status) : undefined);
    return { total: row?.n ?? 0, estimated: false };
  }
  const bounded = db
    .select({ one: sql`1` })
    .from(bookings)
    .where(where)
    .limit(EXACT_COUNT_MAX + 1)
    .as("bounded");
  const [counted] = await db.select({ n: count() }).from(bounded);
  const n = counted?.n ?? 0;
  if (n <= EXACT_COUNT_MAX) return { total: n, estimated: false };
  const plan = await db.execute<{ "QUERY PLAN": Array<{ Plan: { "Plan Rows": number } }> }>(
    sql`explain (format json) select 1 from ${bookings} where ${where}`,
  );
  const estimate = Math.round(plan.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
  return { total: Math.max(estimate, n), estimated: true };
}

/** A booking's place as text, to the microsecond (a JavaScript Date keeps only milliseconds). */
const placeText = sql<string>`to_char(${bookings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${bookings.id}`;

/**
 * Bookings matching the filters, newest first (docs/product.md#route-admin), one page: the
 * first, or the one after or before a place (keyset pagination, docs/decisions/0018), read in
 * the order of `bookings_created_at_id_idx` (or `bookings_status_created_at_id_idx`).
 * @param filters search, status, visit dates and the page number the link carries
 * @param at the first page, or the page after or before a booking's place
 * @param pageSize bookings per page (default {@link ADMIN_PAGE_SIZE})
 * @returns the page; a Previous link that reaches the top gives the first page
 * @throws when the database fails (the tab shows 'Failed to load admin data.')
 */
export async function listAdminBookings(
  filters: BookingFilters,
  at: BookingsPageAt = { at: "first" },
  pageSize = ADMIN_PAGE_SIZE,
): Promise<BookingsPage> {
  const db = getDb();
  const where = bookingFilterWhere(filters);
  const read = async (from: BookingsPageAt) => {
    const place =
      from.at === "first"
        ? undefined
        : sql`(${bookings.createdAt}, ${bookings.id}) ${sql.raw(from.at === "after" ? "<" : ">")} (${from.place.createdAt}::timestamptz, ${from.place.id}::uuid)`;
    const direction = from.at === "before" ? "asc nulls first" : "desc nulls last";
    const rows = await db
      .select({ row: bookings, place: placeText })
      .from(bookings)
      .where(and(where, place))
      .orderBy(
        sql`${bookings.createdAt} ${sql.raw(direction)}`,
        sql`${bookings.id} ${sql.raw(direction)}`,
      )
      .limit(pageSize + 1);
    const more = rows.length > pageSize;
    const shown = rows.slice(0, pageSize);
    return from.at === "before" ? { more, shown: shown.reverse() } : { more, shown };
  };
  const [counted, found] = await Promise.all([countMatching(filters, where), read(at)]);
  let first = at.at === "first";
  let { more, shown } = found;
  // Back to the top: the page before has fewer than a page's bookings, so it is the first page.
  if (at.at === "before" && !more) {
    ({ more, shown } = await read({ at: "first" }));
    first = true;
  }
  const hasNext = at.at === "before" ? shown.length > 0 : more;
  const page = first ? 1 : Math.max(2, filters.page);
  return {
    bookings: shown.map((r) => toBookingView(r.row)),
    total: counted.total,
    estimated: counted.estimated,
    page,
    pageCount: hasNext ? Math.max(page + 1, Math.ceil(counted.total / pageSize)) : page,
    previous: first || shown.length === 0 ? null : shown[0]!.place,
    next: hasNext && shown.length > 0 ? shown[shown.length - 1]!.place : null,
  };
}

/** The outcome of a status change. */
export type StatusChangeOutcome =
  | {
      ok: true;
      from: BookingStatus;
      to: BookingStatus;
      changed: boolean;
      /** Where the visit's published review showed, taken off the site as it left completed. */
      reviewTakenDown: ReviewPlaces | null;
    }
  | { ok: false; reason: "not-found" }
  /** A cancelled booking cannot become active again: its slot has been filled since. */
  | { ok: false; reason: "slot-full" };

/**
 * Sets one booking's status inside the caller's transaction: the row is locked, the customer's
 * message for the new step queued and the audit entry written with it (see
 * {@link changeBookingStatus} for the rules).
 * @param tx the transaction
 * @param actorUserId the admin's id, from the session
 * @param bookingId the booking
 * @param status one of the five statuses
 */
async function setStatusInTransaction(
  tx: DbOrTx,
  actorUserId: string,
  bookingId: string,
  status: BookingStatus,
): Promise<StatusChangeOutcome> {
  const current = await lockBooking(tx, bookingId);
  if (!current) return { ok: false, reason: "not-found" } as const;
  if (current.status === status)
    return { ok: true, from: status, to: status, changed: false, reviewTakenDown: null } as const;
  // A cancelled booking gave its place up; taking it back must fit the slot's capacity.
  if (
    !holdsSlotPlace(current.status) &&
    (await lockSlot(tx, current.preferredDate, current.preferredTime)) >=
      getEnv().BOOKING_SLOT_CAPACITY
  ) {
    return { ok: false, reason: "slot-full" } as const;
  }
  const [updated] = await tx
    .update(bookings)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning();
  // docs/product.md#lifecycle-messages: the customer hears of every step, in the same transaction
  // as the change.
  const kind = kindForStatus(status);
  if (kind && updated) await queueCustomerBookingMessages(tx, kind, updated);
  // docs/product.md#pickups-legs: a cancelled booking's legs lose their drivers (the step every
  // cancellation shares).
  if (status === "cancelled")
    await closeLegsOfCancelledBooking(tx, bookingId, {
      userId: actorUserId,
      source: "admin_panel",
    });
  // docs/decisions/0014: a completed visit closes the car's open recommendations of earlier visits.
  if (status === "completed") await closeRecommendationsOnCompletion(tx, bookingId);
  // docs/product.md#reviews-ask: every completed visit is asked for a review, once.
  if (status === "completed" && updated) await askForReview(tx, updated);
  // docs/decisions/0021 item 8: a review stays on the site only while its visit is completed.
  const reviewTakenDown =
    current.status === "completed" ? await withdrawPublishedReview(tx, bookingId) : null;
  await recordAudit(tx, {
    actorUserId,
    action: "booking_status_changed",
    source: "admin_panel",
    target: bookingId,
    fromValue: current.status,
    toValue: status,
  });
  return { ok: true, from: current.status, to: status, changed: true, reviewTakenDown } as const;
}

/**
 * Sets a booking's status and updated_at, and records who changed it from what to what, in
 * one transaction (docs/product.md#booking-statuses: any status, in any order;
 * docs/product.md#roles), with the customer's message for the new step
 * (docs/product.md#lifecycle-messages: confirmed, in progress, completed, cancelled; none for
 * pending). Setting the status it already has changes nothing and records nothing. A cancelled
 * booking made pending, confirmed, in progress or completed again takes its place back only while
 * the slot has room (BOOKING_SLOT_CAPACITY, under the slot's lock): else "slot-full". A booking
 * that completes closes its car's open recommendations of earlier visits (docs/decisions/0014); a
 * booking cancelled closes its pickup and drop legs, their drivers freed
 * (docs/product.md#pickups-legs); a completed booking moved to another status takes its published
 * review off the site (docs/decisions/0021 item 8: the outcome says where it showed).
 * @param actorUserId the admin's id, from the session
 * @param bookingId the booking
 * @param status one of the five statuses
 * @throws when the database fails (nothing is written)
 */
export async function changeBookingStatus(
  actorUserId: string,
  bookingId: string,
  status: BookingStatus,
): Promise<StatusChangeOutcome> {
  return getDb().transaction((tx) => setStatusInTransaction(tx, actorUserId, bookingId, status));
}

/**
 * Cancels a set of bookings at once (docs/product.md#lifecycle-back-office: the Bookings tab's
 * ticked bookings), in one transaction: each exactly as {@link changeBookingStatus} cancels one,
 * with its own audit entry, the customer's "booking cancelled" message and its legs closed
 * (docs/product.md#pickups-legs). Bookings already
 * cancelled, and ids that match no booking, are left alone.
 * @param actorUserId the admin's id, from the session
 * @param bookingIds the bookings (at most `BULK_CANCEL_MAX`, checked by the action's schema)
 * @returns how many were cancelled now, and where the published reviews of completed visits among
 *   them showed (taken off the site, to refresh those pages)
 * @throws when the database fails (nothing is written)
 */
export async function cancelBookings(
  actorUserId: string,
  bookingIds: readonly string[],
): Promise<{ cancelled: number; reviewsTakenDown: ReviewPlaces[] }> {
  // One order for the row locks, so two admins cancelling overlapping sets cannot deadlock.
  const ids = [...new Set(bookingIds)].sort();
  return getDb().transaction(async (tx) => {
    let cancelled = 0;
    const reviewsTakenDown: ReviewPlaces[] = [];
    for (const id of ids) {
      const outcome = await setStatusInTransaction(tx, actorUserId, id, "cancelled");
      if (outcome.ok && outcome.changed) cancelled += 1;
      if (outcome.ok && outcome.reviewTakenDown) reviewsTakenDown.push(outcome.reviewTakenDown);
    }
    return { cancelled, reviewsTakenDown };
  });
}

/**
 * One booking by id (for its history panel).
 * @returns the booking, or null when there is none
 */
export async function getAdminBooking(bookingId: string): Promise<BookingView | null> {
  const [row] = await getDb().select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  return row ? toBookingView(row) : null;
}
