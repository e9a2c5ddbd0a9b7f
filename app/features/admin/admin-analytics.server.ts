/**
 * The Analytics tab's figures (docs/product.md#admin-figures), computed in SQL over all
 * bookings: totals by status, estimated revenue, top services, top locations and bookings
 * per day in Asia/Kolkata. Only the aggregates leave the database. Callers check the admin
 * role first (`requireAdmin`).
 */
import { addDays, format, parse } from "date-fns";
import { count, desc, sql } from "drizzle-orm";
import { bookings, type BookingStatus } from "~/db/schema";
import { bookingStatuses } from "~/catalog/booking-status";
import { getDb } from "~/lib/db.server";
import { carsDueBetween, type CarDue } from "~/features/garage/service-due.server";
import { BUSINESS_TIME_ZONE, addDaysYmd, todayInKolkata } from "~/lib/time";
import type { DbOrTx } from "~/lib/db.server";
import { CARS_DUE_DAYS, REVENUE_PER_COMPLETED_BOOKING } from "./admin-schema";
import { loadRevenueByMonth, type MonthRevenue } from "./revenue.server";

/** How many services and locations the top lists show (docs/product.md#admin-figures). */
export const TOP_COUNT = 5;

/** Days in the bookings-per-day chart, ending today (Asia/Kolkata). */
export const DAYS_SHOWN = 30;

/**
 * The places a booking's address is matched against (docs/product.md#admin-figures), the city last.
 */
export const ANALYTICS_LOCALITIES = [
  "Secunderabad",
  "Gachibowli",
  "Madhapur",
  "Kukatpally",
  "Kondapur",
] as const;
/** The city: counted only when the address names none of {@link ANALYTICS_LOCALITIES}. */
export const ANALYTICS_CITY = "Hyderabad";
/** The bucket for addresses naming none of the places (docs/product.md#admin-figures). */
export const OTHER_AREAS = "Other Areas";

/** A name and how many bookings it has. */
export interface CountedName {
  name: string;
  count: number;
}

/** Everything the Analytics tab shows. */
export interface AnalyticsData {
  total: number;
  /** All five statuses in the spec's order, zero when none. */
  byStatus: { status: BookingStatus; count: number }[];
  /** Completed bookings × {@link REVENUE_PER_COMPLETED_BOOKING}, in rupees. */
  estimatedRevenue: number;
  topServices: CountedName[];
  topLocations: CountedName[];
  /** {@link DAYS_SHOWN} days, oldest first: date "yyyy-MM-dd" (Asia/Kolkata) and bookings made that day. */
  perDay: { date: string; count: number }[];
  /** Invoiced and collected revenue per month, in paise (docs/decisions/0010), oldest first. */
  revenueByMonth: MonthRevenue[];
}

/**
 * The calendar days of the per-day chart.
 * @param now the instant that decides "today" in Asia/Kolkata
 * @returns {@link DAYS_SHOWN} dates "yyyy-MM-dd", oldest first, ending today
 */
export function chartDays(now: Date = new Date()): string[] {
  const today = parse(todayInKolkata(now), "yyyy-MM-dd", new Date(2000, 0, 1));
  return Array.from({ length: DAYS_SHOWN }, (_, i) =>
    format(addDays(today, i - (DAYS_SHOWN - 1)), "yyyy-MM-dd"),
  );
}

// Word-bounded, case-insensitive; the words are fixed constants, never user input.
const localityPattern = `\\m(${ANALYTICS_LOCALITIES.join("|")})\\M`;
const cityPattern = `\\m(${ANALYTICS_CITY})\\M`;

/**
 * The location of a booking's address as SQL: the first of the localities the address
 * names (reading left to right), else Hyderabad when it names the city, else 'Other Areas'.
 * Most addresses end in "Hyderabad", so the locality, being more telling, comes first.
 */
const locationOf = sql<string>`coalesce(
  initcap((regexp_match(${bookings.address}, ${localityPattern}, 'i'))[1]),
  initcap((regexp_match(${bookings.address}, ${cityPattern}, 'i'))[1]),
  ${OTHER_AREAS})`;

/**
 * Computes the analytics over all bookings.
 * @param now the instant that decides the last day of the chart (default: now)
 * @param db the database or a transaction (tests)
 * @returns the figures; revenue in rupees, days in Asia/Kolkata
 * @throws when the database fails (the tab shows 'Failed to load analytics data.')
 */
export async function loadAnalytics(
  now: Date = new Date(),
  db: DbOrTx = getDb(),
): Promise<AnalyticsData> {
  const days = chartDays(now);
  const first = days[0]!;
  const afterLast = format(
    addDays(parse(days[days.length - 1]!, "yyyy-MM-dd", new Date(2000, 0, 1)), 1),
    "yyyy-MM-dd",
  );
  const localDay = sql<string>`to_char((${bookings.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date, 'YYYY-MM-DD')`;

  // One after another: `db` may be a transaction, which runs one query at a time.
  const statusRows = await db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .groupBy(bookings.status);
  const serviceRows = await db
    .select({ name: bookings.serviceType, n: count() })
    .from(bookings)
    .groupBy(bookings.serviceType)
    .orderBy(desc(count()), bookings.serviceType)
    .limit(TOP_COUNT);
  const locationRows = await db
    .select({ name: locationOf, n: count() })
    .from(bookings)
    .groupBy(sql`1`)
    .orderBy(desc(count()), sql`1`)
    .limit(TOP_COUNT);
  const dayRows = await db
    .select({ day: localDay, n: count() })
    .from(bookings)
    .where(
      sql`${bookings.createdAt} >= (${first}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}
        and ${bookings.createdAt} < (${afterLast}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`,
    )
    .groupBy(sql`1`);
  const revenueByMonth = await loadRevenueByMonth(now, db);

  const byStatus = bookingStatuses.map((status) => ({
    status,
    count: statusRows.find((r) => r.status === status)?.n ?? 0,
  }));
  const perDayCounts = new Map(dayRows.map((r) => [r.day, r.n]));
  const completed = byStatus.find((s) => s.status === "completed")!.count;
  return {
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    byStatus,
    estimatedRevenue: completed * REVENUE_PER_COMPLETED_BOOKING,
    topServices: serviceRows.map((r) => ({ name: r.name, count: r.n })),
    topLocations: locationRows.map((r) => ({ name: r.name, count: r.n })),
    perDay: days.map((date) => ({ date, count: perDayCounts.get(date) ?? 0 })),
    revenueByMonth,
  };
}

/**
 * The Analytics tab's list of cars to call (docs/product.md#admin-figures): the cars with a
 * service or recommendation due from today to {@link CARS_DUE_DAYS} days ahead, soonest first
 * (`carsDueBetween`, docs/decisions/0014: cars with an open booking left out).
 * @param now the instant that decides today in Asia/Kolkata (default: now)
 * @returns up to `CARS_DUE_MAX` cars and items, each with its owner and phone
 * @throws when the database fails (the list shows 'Failed to load the cars due.')
 */
export async function loadCarsDue(now: Date = new Date()): Promise<CarDue[]> {
  const today = todayInKolkata(now);
  return carsDueBetween(today, addDaysYmd(today, CARS_DUE_DAYS));
}
