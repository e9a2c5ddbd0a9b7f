/**
 * Bookings in the back office (docs/product.md#route-admin, #booking-statuses and #roles): every
 * booking, newest first, a page at a time after a place (docs/decisions/0018), searched and
 * filtered in SQL by indexes; status changes with an
 * audit entry in one transaction (docs/product.md#roles). Callers check the admin role first
 * (`requireAdmin`).
 */
import { and, eq, gte, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { bookingCounts, bookings, customerNameWords } from "~/db/schema";
import { toBookingView, type BookingView } from "~/features/booking/bookings.server";
import { bookingRegistrationMatch } from "~/features/cars/workshop-cars.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { phoneE164, phoneSearchDigits } from "~/lib/phone";
import { normaliseRegistration } from "~/lib/registration";
import { BACK_OFFICE_PAGE_SIZE } from "~/lib/paging";
import { SEARCH_COUNT_MAX, type BookingFilters } from "./booking-filters";
import { bookingCursorText, type BookingsPageAt } from "./bookings-cursor";

/** Escapes `%`, `_` and `\` so a search text matches literally inside LIKE. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The words of a name search as a text search query (docs/decisions/0025): each typed word a
 * whole word of the name, the last one the start of a word (as one types), any case.
 * "ravi red" finds "Ravi Reddy"; a word's middle ("eddy") finds nothing. A whole word is read
 * from its own entry in the index, skipping through the common ones; only the last is
 * expanded to every word it starts.
 * @param typed the search text
 * @returns e.g. "'ravi' & 'red':*", or null when the text holds no letter or digit
 */
function nameWordsQuery(typed: string): string | null {
  const words = typed.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu);
  if (!words) return null;
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? ":*" : ""}`).join(" & ");
}

/** A whole email address as typed: something, @, a domain with a dot; no spaces. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The WHERE clause of a filter set (docs/product.md#route-admin): a whole phone number as typed
 * (`phoneE164` reads it) finds that number, a whole email address that address (any case), a
 * whole registration typed any way (`normaliseRegistration` reads it) that car's bookings;
 * any other search text matches the words of the customer's name ({@link nameWordsQuery}), any
 * part of the email (any case), the phone
 * by its digits when the text is part of a phone number as typed (3 or more digits with only
 * spaces, +, - or brackets besides), the start of the booking id, or the registration of the
 * booking's car typed any way (`bookingRegistrationMatch`); status is exact; `from`/`to` bound
 * the visit date (inclusive).
 * @returns the condition, or undefined when no filter is set
 */
export function bookingFilterWhere(
  filters: Pick<BookingFilters, "q" | "status" | "from" | "to">,
): SQL | undefined {
  const conditions: SQL[] = [];
  const q = filters.q.trim();
  // A whole phone number or email address finds that number or address, from its own index.
  const phone = q ? phoneE164(q) : null;
  // A whole registration finds that car's bookings (or, when no car has it, the plates holding
  // it): a name or an email does not hold a plate (docs/decisions/0025, item 16).
  const plate = q && !phone && normaliseRegistration(q) ? bookingRegistrationMatch(q) : undefined;
  if (phone) conditions.push(eq(bookings.customerPhone, phone));
  else if (WHOLE_EMAIL.test(q))
    conditions.push(sql`lower(${bookings.customerEmail}) = ${q.toLowerCase()}`);
  else if (plate) conditions.push(plate);
  else if (q) {
    const like = `%${escapeLike(q)}%`;
    const matches: SQL[] = [sql`${bookings.customerEmail} ilike ${like}`];
    const words = nameWordsQuery(q);
    if (words)
      matches.push(
        sql`${customerNameWords(bookings.customerName)} @@ to_tsquery('simple', ${words})`,
      );
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
  /**
   * Bookings matching the filters, over all pages: exact, about that many (`estimated`), or,
   * when `tooMany`, {@link SEARCH_COUNT_MAX} + 1 (not counted).
   */
  total: number;
  /**
   * Whether `total` is the planner's estimate: more than {@link SEARCH_COUNT_MAX} bookings match
   * a date filter, and counting them all would cost more than it tells.
   */
  estimated: boolean;
  /**
   * Whether the search matches too many bookings to count (101 of them among the next
   * {@link PROBE_ROWS} of the list, 26 among the first {@link DATED_PROBE_ROWS} of the visit
   * dates, or over {@link SEARCH_COUNT_MAX}): the tab asks for another word instead of a total
   * (docs/decisions/0025).
   */
  tooMany: boolean;
  /**
   * With a search too common to count: the page holds the matches among this many bookings of
   * the list only (fewer than a page), and Next goes on from the last of them; null otherwise
   * (docs/decisions/0025).
   */
  lookedThrough: number | null;
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
 * How many bookings of the list, from the page's place, a search looks at first: a search that
 * finds `PROBE_MATCHES` among them matches too many to count (docs/decisions/0025).
 */
const PROBE_ROWS = 2_000;

/**
 * A search with this many matches among the {@link PROBE_ROWS} (1 in 20) is common: it matches
 * too many to count (docs/decisions/0025); fewer are counted from the trigram indexes.
 */
const PROBE_MATCHES = 101;

/**
 * How many bookings of the visit dates a search with dates looks at first, in the order of
 * `bookings_date_created_at_id_idx`: a search that matches {@link DATED_PROBE_MATCHES} of them
 * (1 in 20, as {@link PROBE_MATCHES} of {@link PROBE_ROWS}) matches too many to count
 * (docs/decisions/0025, item 13). Fewer than the list's probe: a booking of the dates is read
 * from the table to test the search (about 5 µs each), not passed over in an index.
 */
const DATED_PROBE_ROWS = 500;

/** Matches among the {@link DATED_PROBE_ROWS} that make a search with dates common. */
const DATED_PROBE_MATCHES = 26;

/**
 * The first {@link DATED_PROBE_ROWS} bookings of the visit dates (and the status), each tested
 * against the search: how many were looked at (fewer when the dates hold fewer) and how many
 * match; and, in the same statement, the page's ids walked day by day (`walk`) when the page will
 * be read from it: the search is common ({@link DATED_PROBE_MATCHES} matches), or the dates hold
 * fewer bookings than the probe looks at. Otherwise the walk is never run (PostgreSQL runs a
 * subquery of a CASE only when its branch is taken). Bitmap and sequential scans are off, so the
 * dates' index is read in its order and stops at the bound (docs/decisions/0025, items 13 and 19).
 * @param rest the dates' and the status's condition; `search` the search's alone; `walk` a
 *   `uuid[]` expression ({@link datedWalk})
 * @returns the counts, and the walked ids or null when the walk was not run
 */
async function probeDates(
  tx: DbOrTx,
  rest: SQL | undefined,
  search: SQL | undefined,
  walk: SQL,
): Promise<{ looked: number; hits: number; ids: string[] | null }> {
  await planWith(tx, "enable_bitmapscan");
  const rows = await tx.execute<{ looked: number; hits: number; ids: string[] | null }>(sql`
    select probed.looked, probed.hits,
      case when probed.hits >= ${DATED_PROBE_MATCHES} or probed.looked < ${DATED_PROBE_ROWS}
        then ${walk} end as ids
    from (select count(*)::int as looked, (count(*) filter (where looked.hit))::int as hits
      from (select (${search}) as hit from ${bookings} where ${rest}
        order by ${bookings.preferredDate}, ${bookings.createdAt} desc nulls last,
          ${bookings.id} desc nulls last
        limit ${DATED_PROBE_ROWS}) as looked) as probed`);
  return rows.rows[0] ?? { looked: 0, hits: 0, ids: null };
}

/**
 * Turns off, for the rest of the transaction, sequential scans and one other way of reading
 * (bitmaps, for a walk in an index's order; index scans, to gather a search's candidates from its
 * own indexes), in one statement.
 */
async function planWith(tx: DbOrTx, off: "enable_bitmapscan" | "enable_indexscan") {
  await tx.execute(
    sql`select set_config(${off}, 'off', true), set_config('enable_seqscan', 'off', true)`,
  );
}

/** "The booking is one of these": the ids as one array parameter (ids read from the table). */
const amongIds = (ids: string[]) => sql`${bookings.id} = any(${`{${ids.join(",")}}`}::uuid[])`;

/** The planner's estimate of the bookings matching `where` (`EXPLAIN`, no row read). */
async function estimateMatching(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const plan = await db.execute<{ "QUERY PLAN": Array<{ Plan: { "Plan Rows": number } }> }>(
    sql`explain (format json) select 1 from ${bookings} where ${where}`,
  );
  return Math.round(plan.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
}

/**
 * A booking's place as text, to the microsecond (a JavaScript Date keeps only milliseconds),
 * from its created_at and id columns (the table's, or a subquery's).
 */
const placeOf = (createdAt: SQL | AnyColumn, id: SQL | AnyColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${id}`;

/** A booking's place as text ({@link placeOf}). */
const placeText = placeOf(bookings.createdAt, bookings.id);

/** The condition "after" or "before" a place, or none for the first page. */
function placeWhere(from: BookingsPageAt): SQL | undefined {
  if (from.at === "first") return undefined;
  return sql`(${bookings.createdAt}, ${bookings.id}) ${sql.raw(from.at === "after" ? "<" : ">")} (${from.place.createdAt}::timestamptz, ${from.place.id}::uuid)`;
}

/** The list's order from a place: newest first, or oldest first to read the page before. */
const orderFrom = (from: BookingsPageAt) =>
  sql.raw(from.at === "before" ? "asc nulls first" : "desc nulls last");

/**
 * The ids of the `limit` bookings matching `where` (no visit dates) nearest a place, by walking
 * the list's order (docs/decisions/0025): the (created_at, id) index, or the status one, which
 * reach a common match after a few rows. Bitmap and sequential scans are turned off for the
 * walk: a bitmap would gather every match first. With visit dates, {@link datedWalk}.
 */
async function walkIds(
  tx: DbOrTx,
  where: SQL | undefined,
  from: BookingsPageAt,
  limit: number,
  probe?: { rows: number; status: SQL | undefined },
): Promise<{ ids: string[]; probed: boolean; bound: string | null }> {
  await planWith(tx, "enable_bitmapscan");
  const direction = orderFrom(from);
  let conditions = and(where, placeWhere(from));
  let bound: string | null = null;
  const ordered = [
    sql`${bookings.createdAt} ${direction}`,
    sql`${bookings.id} ${direction}`,
  ] as const;
  if (probe) {
    // The probe looks at the next `probe.rows` bookings of the list only: the last of them
    // (by the index alone) bounds the walk. Its place is written for that one booking, not
    // for each one passed over (4 ms of 4.3 at 2,000).
    const nth = tx
      .select({ createdAt: bookings.createdAt, id: bookings.id })
      .from(bookings)
      .where(and(probe.status, placeWhere(from)))
      .orderBy(...ordered)
      .offset(probe.rows - 1)
      .limit(1)
      .as("nth");
    const [last] = await tx
      .select({
        createdAt: sql<string>`${nth.createdAt}::text`,
        id: nth.id,
        place: placeOf(nth.createdAt, nth.id),
      })
      .from(nth);
    if (!last) probe = undefined;
    else {
      bound = last.place;
      conditions = and(
        conditions,
        sql`(${bookings.createdAt}, ${bookings.id}) ${sql.raw(from.at === "before" ? "<=" : ">=")} (${last.createdAt}::timestamptz, ${last.id}::uuid)`,
      );
    }
  }
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(conditions)
    .orderBy(...ordered)
    .limit(limit);
  return { ids: rows.map((r) => r.id), probed: probe !== undefined, bound };
}

/**
 * The ids of the `limit` bookings of the visit dates matching `where` nearest a place, in the
 * list's order, as one `uuid[]` expression (a subquery). The days that hold bookings are walked
 * one after another, the latest first for the newest bookings (the earliest first for the page
 * before), each found from the last by one read of `bookings_date_created_at_id_idx` (a day
 * without bookings costs nothing), carrying the best `limit` found so far: a day's stretch of
 * that index is read only down to the last of them, so once a page is found the other days stop
 * at their first booking older than it (docs/decisions/0025, items 18 and 19). An open end
 * walks to the first or last visit date there is. Run with bitmap and sequential scans off
 * ({@link planWith}).
 * @param filters the visit dates (yyyy-MM-dd, at least one of them)
 */
function datedWalk(
  filters: Pick<BookingFilters, "from" | "to">,
  where: SQL | undefined,
  from: BookingsPageAt,
  limit: number,
): SQL {
  const direction = orderFrom(from);
  const conditions = and(where, placeWhere(from));
  const newest = from.at !== "before";
  const past = sql.raw(newest ? ">" : "<");
  const dateBounds = and(
    filters.from ? sql`${bookings.preferredDate} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${bookings.preferredDate} <= ${filters.to}::date` : undefined,
  );
  // The day after `day` in the walk's order (the first without it) that holds a booking of the
  // dates, or null.
  const nextDay = (day: SQL | undefined) =>
    sql`(select ${sql.raw(newest ? "max" : "min")}(${bookings.preferredDate}) from ${bookings}
      where ${and(dateBounds, day && sql`${bookings.preferredDate} ${sql.raw(newest ? "<" : ">")} ${day}`)})`;
  // Past the last of the best `limit` so far (before any is found, every booking).
  const pastKept = sql`(${bookings.createdAt}, ${bookings.id}) ${past} (
    coalesce(walk.ats[${limit}], ${newest ? sql`'-infinity'` : sql`'infinity'`}::timestamptz),
    coalesce(walk.ids[${limit}], ${newest ? "00000000-0000-0000-0000-000000000000" : "ffffffff-ffff-ffff-ffff-ffffffffffff"}::uuid))`;
  const dayRows = sql`${bookings.preferredDate} = walk.day and ${conditions} and ${pastKept}`;
  // A day with no booking past the kept ones (most days, once a page is found) keeps the best
  // as they are: the merge of the kept and the day's, about 20 µs a day, is not run for it.
  return sql`(with recursive walk(day, ids, ats) as (
      select ${nextDay(undefined)}, array[]::uuid[], array[]::timestamptz[]
      union all
      select ${nextDay(sql`walk.day`)}, coalesce(best.ids, walk.ids), coalesce(best.ats, walk.ats)
      from walk left join lateral (
        select array_agg(kept.id order by kept.created_at ${direction}, kept.id ${direction}) as ids,
          array_agg(kept.created_at order by kept.created_at ${direction}, kept.id ${direction}) as ats
        from (select * from (
            select unnest(walk.ids) as id, unnest(walk.ats) as created_at
            union all
            (select ${bookings.id}, ${bookings.createdAt} from ${bookings}
              where ${dayRows}
              order by ${bookings.createdAt} ${direction}, ${bookings.id} ${direction}
              limit ${limit})
          ) as found
          order by found.created_at ${direction}, found.id ${direction}
          limit ${limit}) as kept
        where exists (select from ${bookings} where ${dayRows})
      ) as best on true
      where walk.day is not null
    )
    select ids from walk where day is null)`;
}

/**
 * Bookings matching the filters, newest first (docs/product.md#route-admin), one page: the
 * first, or the one after or before a place (keyset pagination, docs/decisions/0018), read so
 * that a million bookings cost what a thousand do (docs/decisions/0025):
 *
 * - no search and no dates (a status or nothing): read in the order of
 *   `bookings_created_at_id_idx` (or `bookings_status_created_at_id_idx`), counted from the
 *   roll-up `booking_counts` (exact);
 * - a search without dates: first the next {@link PROBE_ROWS} bookings of the list from the
 *   page's place (`walkIds`, bounded); 101 matches among them make a common search, read
 *   by that walk and answered `tooMany`. Else at most {@link SEARCH_COUNT_MAX} + 1 candidates
 *   from the trigram indexes (no sort); up to {@link SEARCH_COUNT_MAX}, the page and the exact
 *   total come from them (the status applied among them); past it, the walk and `tooMany`;
 * - visit dates without a search: the page from the days' stretches of
 *   `bookings_date_created_at_id_idx` ({@link datedWalk}, in the page's statement); the bookings
 *   counted up to {@link SEARCH_COUNT_MAX} + 1 from that index alone, past it the planner's
 *   estimate (`estimated`);
 * - a search with visit dates: first the first {@link DATED_PROBE_ROWS} bookings of the dates
 *   (`probeDates`); {@link DATED_PROBE_MATCHES} matches among them make it common (`tooMany`,
 *   the page walked day by day); dates holding fewer bookings were looked at whole, so their
 *   matches are the total; else the search's candidates as without dates, the dates applied
 *   among them (docs/decisions/0025, item 13).
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
  const searched = Boolean(filters.q.trim());
  const dated = Boolean(filters.from || filters.to);
  // A search without dates: first the next PROBE_ROWS bookings of the list, where a common
  // search has PROBE_MATCHES matches; else its candidates from the trigram indexes, at most one
  // more than counted.
  let candidateIds: string[] | null = null;
  let common = false;
  // With dates, the matches when the probe looked at every booking of the dates.
  let countedWhole: number | null = null;
  // A search with dates, common or counted whole: the page walked in the probe's statement.
  let walkedAt: string[] | null = null;
  if (searched && dated) {
    const probed = await db.transaction((tx) =>
      probeDates(
        tx,
        bookingFilterWhere({ q: "", status: filters.status, from: filters.from, to: filters.to }),
        bookingFilterWhere({ q: filters.q }),
        datedWalk(filters, where, at, pageSize + 1),
      ),
    );
    common = probed.hits >= DATED_PROBE_MATCHES;
    if (!common && probed.looked < DATED_PROBE_ROWS) countedWhole = probed.hits;
    walkedAt = probed.ids;
  } else if (searched) {
    const probed = await db.transaction((tx) =>
      walkIds(tx, where, at, PROBE_MATCHES, {
        rows: PROBE_ROWS,
        status: filters.status ? eq(bookings.status, filters.status) : undefined,
      }),
    );
    // A list shorter than the probe is looked at whole: its matches are few enough to count.
    common = probed.probed && probed.ids.length >= PROBE_MATCHES;
  }
  if (searched && !common && countedWhole === null)
    candidateIds = await db.transaction(async (tx) => {
      // The bitmap of the search's own indexes: walking the list's order instead would read
      // the whole table for a rare match.
      await planWith(tx, "enable_indexscan");
      const rows = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(bookingFilterWhere({ q: filters.q }))
        .limit(SEARCH_COUNT_MAX + 1);
      return rows.map((r) => r.id);
    });
  const bounded = candidateIds !== null && candidateIds.length <= SEARCH_COUNT_MAX;
  const among = bounded ? amongIds(candidateIds!) : undefined;
  // Too many to count: PROBE_MATCHES among the next PROBE_ROWS, or over SEARCH_COUNT_MAX.
  const tooMany = common || (candidateIds !== null && !bounded);
  // Walked: dates without bounded candidates (a stretch of the day index per day), or a search
  // with too many matches.
  const walked = (dated && !bounded) || tooMany;

  const read = async (from: BookingsPageAt) => {
    let scope = among;
    // A search too common to count, without dates, looks at the next PROBE_ROWS bookings of the
    // list at most: a page it does not fill ends at the last booking looked at, and the next page
    // goes on from there (docs/decisions/0025), so a search whose matches are rare or far back
    // costs what a common one does.
    let lookedTo: string | null = null;
    // With dates and no page walked yet: the walk is the page's own subquery, one statement
    // with the walk's planner settings (docs/decisions/0025, item 19).
    let walkInPage = false;
    if (walked && walkedAt && from === at) scope = amongIds(walkedAt);
    else if (walked && dated) {
      scope = sql`${bookings.id} = any(${datedWalk(filters, where, from, pageSize + 1)}::uuid[])`;
      walkInPage = true;
    } else if (walked) {
      const walk = await db.transaction((tx) =>
        walkIds(tx, where, from, pageSize + 1, {
          rows: PROBE_ROWS,
          status: filters.status ? eq(bookings.status, filters.status) : undefined,
        }),
      );
      scope = amongIds(walk.ids);
      if (walk.bound !== null && walk.ids.length <= pageSize) lookedTo = walk.bound;
    }
    const direction = orderFrom(from);
    const page = (q: DbOrTx) =>
      q
        .select({ row: bookings, place: placeText })
        .from(bookings)
        .where(and(where, scope, placeWhere(from)))
        .orderBy(sql`${bookings.createdAt} ${direction}`, sql`${bookings.id} ${direction}`)
        .limit(pageSize + 1);
    const rows = walkInPage
      ? await db.transaction(async (tx) => {
          await planWith(tx, "enable_bitmapscan");
          return page(tx);
        })
      : await page(db);
    const more = rows.length > pageSize || lookedTo !== null;
    const shown = rows.slice(0, pageSize);
    return from.at === "before"
      ? { more, shown: shown.reverse(), lookedTo }
      : { more, shown, lookedTo };
  };
  const count = async (): Promise<{ total: number; estimated: boolean; tooMany: boolean }> => {
    if (!searched && !dated) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${bookingCounts.n}), 0)::int` })
        .from(bookingCounts)
        .where(filters.status ? eq(bookingCounts.status, filters.status) : undefined);
      return { total: row?.n ?? 0, estimated: false, tooMany: false };
    }
    let n: number;
    if (tooMany) n = SEARCH_COUNT_MAX + 1;
    else if (countedWhole !== null) n = countedWhole;
    else {
      const matching = db
        .select({ one: sql`1` })
        .from(bookings)
        .where(and(where, among))
        .limit(SEARCH_COUNT_MAX + 1)
        .as("matching");
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
      n = row?.n ?? 0;
    }
    if (n <= SEARCH_COUNT_MAX) return { total: n, estimated: false, tooMany: false };
    if (searched) return { total: n, estimated: false, tooMany: true };
    const estimate = await estimateMatching(db, where);
    return { total: Math.max(estimate, n), estimated: true, tooMany: false };
  };
  const [counted, found] = await Promise.all([count(), read(at)]);
  let first = at.at === "first";
  let { more, shown, lookedTo } = found;
  // Back to the top: the page before has fewer than a page's bookings, so it is the first page.
  if (at.at === "before" && !more) {
    ({ more, shown, lookedTo } = await read({ at: "first" }));
    first = true;
  }
  const hasNext = at.at === "before" ? shown.length > 0 || lookedTo !== null : more;
  const page = first ? 1 : Math.max(2, filters.page);
  const firstShown = shown[0]?.place ?? null;
  const lastShown = shown[shown.length - 1]?.place ?? null;
  return {
    bookings: shown.map((r) => toBookingView(r.row)),
    total: counted.total,
    estimated: counted.estimated,
    tooMany: counted.tooMany,
    lookedThrough: lookedTo === null ? null : PROBE_ROWS,
    page,
    pageCount: hasNext ? Math.max(page + 1, Math.ceil(counted.total / pageSize)) : page,
    // A page that stopped at the last booking it looked at goes on from there, shown or not.
    previous: first
      ? null
      : at.at === "before" && lookedTo
        ? lookedTo
        : (firstShown ??
          (at.at === "after" ? bookingCursorText(at.place.createdAt, at.place.id) : null)),
    next: !hasNext ? null : at.at !== "before" && lookedTo ? lookedTo : lastShown,
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
