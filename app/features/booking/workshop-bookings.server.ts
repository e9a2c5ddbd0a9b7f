/**
 * Bookings in the back office (docs/product.md#route-admin, #booking-statuses and #roles): every
 * booking, newest first, a page at a time after a place (docs/decisions/0018), searched and
 * filtered in SQL by indexes; status changes with an
 * audit entry in one transaction (docs/product.md#roles). Callers check the admin role first
 * (`requireAdmin`).
 */
import { and, count, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { bookingCounts, bookings } from "~/db/schema";
import { toBookingView, type BookingView } from "~/features/booking/bookings.server";
import { bookingRegistrationMatch } from "~/features/cars/workshop-cars.server";
import { getDb } from "~/lib/db.server";
import { phoneSearchDigits } from "~/lib/phone";
import { BACK_OFFICE_PAGE_SIZE } from "~/lib/paging";
import type { BookingFilters } from "./booking-filters";
import type { BookingsPageAt } from "./bookings-cursor";

/** Escapes `%`, `_` and `\` so a search text matches literally inside LIKE. */
function escapeLike(value: string): string {
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
    const digits = phoneSearchDigits(q);
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
const EXACT_COUNT_MAX = 10_000;

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
 * @param pageSize bookings per page (default {@link BACK_OFFICE_PAGE_SIZE})
 * @returns the page; a Previous link that reaches the top gives the first page
 * @throws when the database fails (the tab shows 'Failed to load admin data.')
 */
export async function listAdminBookings(
  filters: BookingFilters,
  at: BookingsPageAt = { at: "first" },
  pageSize = BACK_OFFICE_PAGE_SIZE,
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

/**
 * One booking by id (for its history panel).
 * @returns the booking, or null when there is none
 */
export async function getAdminBooking(bookingId: string): Promise<BookingView | null> {
  const [row] = await getDb().select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  return row ? toBookingView(row) : null;
}
