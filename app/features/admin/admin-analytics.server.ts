/**
 * The Analytics tab's figures (docs/product.md#admin-figures): totals by status, estimated
 * revenue, top services, top locations and bookings per day in Asia/Kolkata; beside them the
 * revenue per month and the comeback rate per month (one grouped query each). Read from the
 * roll-ups `booking_counts` and `booking_daily_counts`, which triggers keep exact in the same
 * statement as every change of `bookings` (docs/decisions/0018): a few hundred rows whatever the
 * number of bookings. Callers check the admin role first (`requireAdmin`).
 */
import { addDays, format, parse } from "date-fns";
import { and, desc, gt, gte, lte, sql } from "drizzle-orm";
import { bookingCounts, bookingDailyCounts, type BookingStatus } from "~/db/schema";
import { bookingStatuses } from "~/catalog/booking-status";
import { getDb } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import type { DbOrTx } from "~/lib/db.server";
import { REVENUE_PER_COMPLETED_BOOKING } from "./admin-schema";
import { loadRevenueByMonth, type MonthRevenue } from "~/features/billing/revenue.server";
import { loadComebackRate, type ComebackMonth } from "~/features/cars/comeback-rate.server";

/** How many services and locations the top lists show (docs/product.md#admin-figures). */
const TOP_COUNT = 5;

/** Days in the bookings-per-day chart, ending today (Asia/Kolkata). */
const DAYS_SHOWN = 30;

/**
 * The places a booking's address is matched against (docs/product.md#admin-figures), the city
 * last. The database function `booking_location` (migration 0013_search_extension), which the
 * roll-ups group by, holds the same words; `admin-analytics.int.test.ts` compares them.
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
interface CountedName {
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
  /** Jobs completed and warranty comebacks per month, newest first (docs/product.md#comeback-rate). */
  comebacks: ComebackMonth[];
}

/**
 * The calendar days of the per-day chart.
 * @param now the instant that decides "today" in Asia/Kolkata
 * @returns {@link DAYS_SHOWN} dates "yyyy-MM-dd", oldest first, ending today
 */
function chartDays(now: Date = new Date()): string[] {
  const today = parse(todayInKolkata(now), "yyyy-MM-dd", new Date(2000, 0, 1));
  return Array.from({ length: DAYS_SHOWN }, (_, i) =>
    format(addDays(today, i - (DAYS_SHOWN - 1)), "yyyy-MM-dd"),
  );
}

/** Bookings summed over the roll-up rows of a group. */
const countedBookings = sql<number>`sum(${bookingCounts.n})::int`;

/**
 * The {@link TOP_COUNT} names of one roll-up column with the most bookings, most first and
 * alphabetical among equals; names with no bookings left out (docs/product.md#admin-figures).
 * @param db the database or a transaction
 * @param column the column to group by: the service type or the location
 * @returns each name and its bookings
 * @throws when the database fails
 */
async function topCounted(
  db: DbOrTx,
  column: typeof bookingCounts.serviceType | typeof bookingCounts.location,
): Promise<CountedName[]> {
  return db
    .select({ name: column, count: countedBookings })
    .from(bookingCounts)
    .groupBy(column)
    .having(gt(sql`sum(${bookingCounts.n})`, 0))
    .orderBy(desc(countedBookings), column)
    .limit(TOP_COUNT);
}

/**
 * Computes the analytics over all bookings, from the roll-ups.
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
  const last = days[days.length - 1]!;

  // One after another: `db` may be a transaction, which runs one query at a time.
  const statusRows = await db
    .select({ status: bookingCounts.status, n: countedBookings })
    .from(bookingCounts)
    .groupBy(bookingCounts.status);
  const topServices = await topCounted(db, bookingCounts.serviceType);
  const topLocations = await topCounted(db, bookingCounts.location);
  const dayRows = await db
    .select({ day: bookingDailyCounts.day, n: bookingDailyCounts.n })
    .from(bookingDailyCounts)
    .where(and(gte(bookingDailyCounts.day, first), lte(bookingDailyCounts.day, last)));
  const revenueByMonth = await loadRevenueByMonth(now, db);
  const comebacks = await loadComebackRate(now, db);

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
    topServices,
    topLocations,
    perDay: days.map((date) => ({ date, count: perDayCounts.get(date) ?? 0 })),
    revenueByMonth,
    comebacks,
  };
}
