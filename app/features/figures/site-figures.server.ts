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
 *   no other booking (not cancelled) for the same car (its My Garage car, else the same phone and
 *   car) dated within the next {@link COMEBACK_DAYS} days, and none of whose invoice lines a
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
  const carKey = (b: string) =>
    sql.raw(`coalesce(${b}.vehicle_id::text, ${b}.customer_phone || '|' || lower(${b}.car_model))`);
  const days = sql.raw(String(COMEBACK_DAYS));
  const { rows } = await getDb().execute<Record<string, number | string | null>>(sql`
    with done as (
      select id, customer_phone, preferred_date, ${carKey("b")} as car
      from bookings b where b.status = 'completed'
    ),
    per_customer as (select customer_phone, count(*) as n from done group by customer_phone),
    fix as (
      select d.id, not exists (
        select 1 from bookings c
        where c.id <> d.id and c.status <> 'cancelled' and ${carKey("c")} = d.car
          and c.preferred_date > d.preferred_date
          and c.preferred_date <= d.preferred_date + ${days}
      ) and not ${cameBackUnderWarranty(sql`d.id`)} as fixed
      from done d where d.preferred_date <= ${today} - ${days}
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
 * Keeps the prerendered pages that show the figures up to date (docs/decisions/0024): at start
 * when the records give any figure (the build prerenders none), then every
 * {@link FIGURES_WATCH_MS} the figures are read afresh and, when any moved, the pages are
 * rewritten, so a change reaches them within a minute whichever instance made it. Failures are
 * logged and tried again on the next round.
 * @param refresh the server's page writer
 * @returns a function that stops the watch
 */
export function watchSiteFigures(refresh: (pages: readonly string[]) => Promise<void>): () => void {
  // The build prerenders the pages without figures: nothing to rewrite while there are none.
  let shown = JSON.stringify(NO_FIGURES);
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      setCache(undefined);
      const key = JSON.stringify(await siteFigures());
      if (key !== shown) {
        await refresh(PAGES_SHOWING_FIGURES);
        shown = key;
      }
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
