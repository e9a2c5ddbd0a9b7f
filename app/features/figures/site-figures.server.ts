/**
 * The figures the site states, counted from the workshop's own records (docs/product.md#site-figures,
 * docs/decisions/0024): customers served, cars serviced, repeat customers, first-time fix rate,
 * average response time and customers satisfied. Counts add the declared opening figures
 * (`OPENING_*`); a percentage or an average is shown only once it rests on `FIGURES_MIN_RECORDS`
 * records. Read at most once a minute per process; the prerendered pages that show them are
 * rewritten by the server when they move (see {@link watchSiteFigures}).
 */
import { sql } from "drizzle-orm";
import { NO_FIGURES, type SiteFigures } from "~/catalog/offers";
import { cameBackUnderWarranty } from "~/features/cars/comeback-rate.server";
import { getDb, logDatabaseError } from "~/lib/db.server";
import { getEnv, type Settings } from "~/lib/env.server";
import { BUSINESS_TIME_ZONE } from "~/lib/time";

/** Days after a completed visit within which another booking for the same car is a comeback. */
const COMEBACK_DAYS = 30;

/** What the records count, before the opening figures and the minimum-records rule. */
export interface FigureCounts {
  /** Distinct phone numbers with a completed booking. */
  customers: number;
  /** Of those, the ones with two completed bookings or more. */
  repeatCustomers: number;
  /** Completed bookings. */
  completedBookings: number;
  /** Completed bookings whose comeback window has closed, and those without a comeback. */
  fixJobs: number;
  fixedFirstTime: number;
  /** Requests (leads, bookings, emergencies) that had a first staff action, and their mean wait. */
  answeredRequests: number;
  averageResponseMinutes: number | null;
  /** Published reviews with stars, and those of 4 or 5. */
  reviews: number;
  satisfiedReviews: number;
}

/**
 * Counts the records (docs/decisions/0024 defines each figure):
 * - customers: distinct phone numbers of completed bookings; repeat: those with two or more;
 * - cars serviced: completed bookings (each a car serviced once);
 * - first-time fix: of completed bookings dated at least {@link COMEBACK_DAYS} days ago, those with
 *   no booking (not cancelled) for the same car (its My Garage car, else the same phone and
 *   car) dated in the {@link COMEBACK_DAYS} days after it, and none of whose invoice lines a
 *   later job card reworked under warranty (docs/product.md#warranty-rework), however late;
 * - response: the mean minutes from a request to the staff's first action on it: a lead's first
 *   status change in the back office, a booking's first status change by the workshop, an
 *   emergency's taking;
 * - satisfied: published reviews of 4 or 5 stars among published reviews.
 * @param now the instant the windows are measured at
 * @returns the counts
 * @throws the database error when the records cannot be read
 */
export async function countFigures(now: Date = new Date()): Promise<FigureCounts> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date`;
  const days = sql.raw(String(COMEBACK_DAYS));
  // One pass over the bookings that are not cancelled, sorted by car and day: each completed
  // visit counts the same car's bookings dated in the 30 days after its own (a window over the
  // visit day), rather than looking them up visit by visit.
  const { rows } = await getDb().execute<Record<string, number | string | null>>(sql`
    with visits as (
      select id, status, customer_phone, preferred_date,
        count(*) over (
          partition by coalesce(vehicle_id::text, customer_phone || '|' || lower(car_model))
          order by preferred_date
          range between '1 day'::interval following and '${days} days'::interval following
        ) as later
      from bookings where status <> 'cancelled'
    ),
    done as (select * from visits where status = 'completed'),
    per_customer as (select customer_phone, count(*) as n from done group by customer_phone),
    fix as (
      select later = 0 and not ${cameBackUnderWarranty(sql`id`)} as fixed
      from done where preferred_date <= ${today} - ${days}
    ),
    responses as (
      select extract(epoch from min(a.created_at) - l.created_at) / 60 as minutes
      from leads l join admin_audit a
        on a.target = l.id::text and a.action = 'lead_status_changed' and a.source <> 'customer'
      group by l.id, l.created_at
      union all
      select extract(epoch from min(a.created_at) - b.created_at) / 60
      from bookings b join admin_audit a
        on a.target = b.id::text and a.action = 'booking_status_changed'
        and a.source in ('admin_panel', 'staff')
      group by b.id, b.created_at
      union all
      select extract(epoch from taken_at - created_at) / 60
      from emergency_requests where taken_at is not null
    )
    select
      (select count(*) from per_customer)::int as customers,
      (select count(*) from per_customer where n >= 2)::int as repeat_customers,
      (select count(*) from done)::int as completed_bookings,
      (select count(*) from fix)::int as fix_jobs,
      (select count(*) from fix where fixed)::int as fixed_first_time,
      (select count(*) from responses)::int as answered_requests,
      (select avg(minutes) from responses)::float8 as average_response_minutes,
      (select count(*) from reviews where status = 'published' and rating is not null)::int as reviews,
      (select count(*) from reviews where status = 'published' and rating >= 4)::int as satisfied_reviews
  `);
  const r = rows[0]!;
  return {
    customers: Number(r.customers),
    repeatCustomers: Number(r.repeat_customers),
    completedBookings: Number(r.completed_bookings),
    fixJobs: Number(r.fix_jobs),
    fixedFirstTime: Number(r.fixed_first_time),
    answeredRequests: Number(r.answered_requests),
    averageResponseMinutes:
      r.average_response_minutes === null ? null : Number(r.average_response_minutes),
    reviews: Number(r.reviews),
    satisfiedReviews: Number(r.satisfied_reviews),
  };
}

/**
 * The figures shown from the counts (docs/product.md#site-figures): counts plus the opening
 * figures (shown when above zero); a percentage (whole, rounded down so it never claims more) or
 * the average only on at least FIGURES_MIN_RECORDS records.
 * @param counts what the records count
 * @param env the settings (opening figures, their year, the minimum records)
 * @returns the figures, null where not shown
 */
export function figuresFrom(
  counts: FigureCounts,
  env: Pick<
    Settings,
    | "OPENING_CUSTOMERS_SERVED"
    | "OPENING_CARS_SERVICED"
    | "OPENING_FIGURES_SINCE"
    | "FIGURES_MIN_RECORDS"
  >,
): SiteFigures {
  const min = env.FIGURES_MIN_RECORDS;
  const percent = (part: number, whole: number) =>
    whole >= min ? Math.floor((part / whole) * 100) : null;
  const positive = (n: number) => (n > 0 ? n : null);
  const opening = env.OPENING_CUSTOMERS_SERVED > 0 || env.OPENING_CARS_SERVICED > 0;
  return {
    customersServed: positive(counts.customers + env.OPENING_CUSTOMERS_SERVED),
    carsServiced: positive(counts.completedBookings + env.OPENING_CARS_SERVICED),
    repeatPercent: percent(counts.repeatCustomers, counts.customers),
    firstTimeFixPercent: percent(counts.fixedFirstTime, counts.fixJobs),
    satisfiedPercent: percent(counts.satisfiedReviews, counts.reviews),
    averageResponseMinutes:
      counts.answeredRequests >= min && counts.averageResponseMinutes !== null
        ? Math.round(counts.averageResponseMinutes)
        : null,
    since: opening ? (env.OPENING_FIGURES_SINCE ?? null) : null,
  };
}

/** How long a process keeps the figures before reading them again, in milliseconds. */
const FIGURES_CACHE_MS = 60_000;

/** How often the server checks whether the figures moved, in milliseconds. */
const FIGURES_WATCH_MS = 20_000;

/**
 * The figures last read, shared by every copy of this module in the process: the server's bundle
 * (which watches the figures) and the app's build (whose loaders render the pages) each hold their
 * own copy, so a module variable would let the watcher rewrite a page from a stale reading.
 */
const SLOT = Symbol.for("car-service.site-figures");

function cache(): { at: number; figures: SiteFigures } | undefined {
  return (globalThis as { [SLOT]?: { at: number; figures: SiteFigures } })[SLOT];
}

function setCache(value: { at: number; figures: SiteFigures } | undefined): void {
  (globalThis as { [SLOT]?: { at: number; figures: SiteFigures } })[SLOT] = value;
}

/**
 * The figures the pages show: read from the records at most once a minute per process; while
 * prerendering (no database) or after a failed reading, none (or the last known).
 * @returns the figures
 */
export async function siteFigures(): Promise<SiteFigures> {
  const env = getEnv();
  if (env.PRERENDER) return NO_FIGURES;
  const known = cache();
  if (known && Date.now() - known.at < FIGURES_CACHE_MS) return known.figures;
  try {
    const fresh = { at: Date.now(), figures: figuresFrom(await countFigures(), env) };
    setCache(fresh);
    return fresh.figures;
  } catch (error) {
    logDatabaseError("The site's figures could not be read:", error);
    return known?.figures ?? NO_FIGURES;
  }
}

/** The prerendered pages that show the figures: the home page (at / and /home) and /about. */
const PAGES_SHOWING_FIGURES = ["/", "/home", "/about"] as const;

/**
 * A cheap mark of the records the figures read, so the watcher recounts only when one moved
 * (docs/decisions/0024). Each part is read from a roll-up or the end of an index, whatever the
 * number of bookings: bookings by status (`booking_counts`: made, completed, cancelled, erased),
 * the newest booking, the newest audited change of a booking's status, day, car, of a lead's
 * status or of a review's publication, the published reviews, the warranty rework lines, the
 * taken emergencies, the accounts (an erasure anonymises bookings) and the day in Asia/Kolkata
 * (the first-time fix window moves with it).
 * @param now the instant whose day is part of the mark
 * @returns the mark as one string; equal marks mean no figure can have moved but for the cases
 *   {@link FIGURES_RECOUNT_MS} covers
 * @throws the database error when the records cannot be read
 */
export async function figuresMark(now: Date = new Date()): Promise<string> {
  const audited = [
    "booking_status_changed",
    "booking_rescheduled",
    "booking_vehicle_attached",
    "lead_status_changed",
    "review_published",
    "review_hidden",
  ].map((action) => sql`(select max(created_at) from admin_audit where action = ${action})`);
  const { rows } = await getDb().execute<{ mark: string }>(sql`
    select concat_ws('|', ${sql.join(
      [
        sql`(select string_agg(status || ':' || total, ',' order by status)
          from (select status, sum(n) as total from booking_counts group by status) s)`,
        sql`(select max(created_at) from bookings)`,
        ...audited,
        sql`(select count(*) from reviews where status = 'published')`,
        sql`(select count(*) from estimate_lines where warranty_invoice_id is not null)`,
        sql`(select count(*) from emergency_requests where taken_at is not null)`,
        sql`(select n from account_counts where kind = 'users')`,
        sql`(${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date`,
        // Each part in its place, an empty one as '-': concat_ws would skip it.
      ].map((part) => sql`coalesce((${part})::text, '-')`),
      sql`, `,
    )}) as mark
  `);
  return rows[0]!.mark;
}

/**
 * How often the watcher recounts even when the mark has not moved, in milliseconds: a car
 * removed from a garage or a booking's car edited in place changes which visits are the same
 * car's without moving the mark.
 */
const FIGURES_RECOUNT_MS = 10 * 60_000;

/**
 * After a count that took d ms, the next waits at least this many times d, so counting takes at
 * most about 1% of a process's time however long the history (a few milliseconds on a
 * workshop's years of records, so every round; seconds at a million bookings, so every few
 * minutes).
 */
const FIGURES_COUNT_SPACING = 100;

/**
 * Keeps the prerendered pages that show the figures up to date (docs/decisions/0024): at start
 * when the records give any figure (the build prerenders none), then every
 * {@link FIGURES_WATCH_MS} the cheap {@link figuresMark} is read and, when it moved (or
 * {@link FIGURES_RECOUNT_MS} passed), the figures are counted afresh (no sooner than
 * {@link FIGURES_COUNT_SPACING} times the last count's duration) and, when any moved, the pages
 * are rewritten, so a change reaches them within a minute whichever instance made it.
 * Failures are logged and tried again on the next round.
 * @param refresh the server's page writer
 * @returns a function that stops the watch
 */
export function watchSiteFigures(refresh: (pages: readonly string[]) => Promise<void>): () => void {
  // The build prerenders the pages without figures: nothing to rewrite while there are none.
  let shown = JSON.stringify(NO_FIGURES);
  let counted: { mark: string; at: number } | undefined;
  let nextCountAt = 0;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const mark = await figuresMark();
      if (counted?.mark === mark && Date.now() - counted.at < FIGURES_RECOUNT_MS) return;
      if (Date.now() < nextCountAt) return;
      const started = Date.now();
      // Counted here rather than through siteFigures(), which keeps the last figures on a
      // failure: a failed count must leave the mark unrecorded, so the next round tries again.
      const fresh = { at: Date.now(), figures: figuresFrom(await countFigures(), getEnv()) };
      setCache(fresh);
      const key = JSON.stringify(fresh.figures);
      if (key !== shown) {
        await refresh(PAGES_SHOWING_FIGURES);
        shown = key;
      }
      counted = { mark, at: Date.now() };
      nextCountAt = Date.now() + (Date.now() - started) * FIGURES_COUNT_SPACING;
    } catch (error) {
      logDatabaseError("Figure pages could not be refreshed:", error);
    } finally {
      running = false;
    }
  };
  void round();
  const timer = setInterval(() => void round(), FIGURES_WATCH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
