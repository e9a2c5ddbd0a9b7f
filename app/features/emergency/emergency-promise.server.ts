/**
 * The emergency promise measured (docs/product.md#emergency-promise): per month, India time, how
 * many requests came, the median and 90th-percentile minutes from sent to taken and from sent to
 * arrived, and how many arrived within the promise in force when each was sent. Computed in
 * PostgreSQL from each request's kept times.
 */
import { sql } from "drizzle-orm";
import { emergencyRequests } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { BUSINESS_TIME_ZONE } from "~/lib/time";

/** One month's measures; minutes are null while no request of the month reached the step. */
export interface PromiseMonth {
  /** "yyyy-MM", India time. */
  month: string;
  requests: number;
  medianTakeMinutes: number | null;
  p90TakeMinutes: number | null;
  medianArriveMinutes: number | null;
  p90ArriveMinutes: number | null;
  /** Requests someone arrived at. */
  arrived: number;
  /** Of those, how many within the promised minutes. */
  arrivedWithinPromise: number;
}

/** How many months the back office shows, newest first. */
const PROMISE_MONTHS = 12;

/**
 * The measures of the last {@link PROMISE_MONTHS} months that had requests, newest first
 * (docs/product.md#emergency-promise). Percentiles are continuous (`percentile_cont`), in whole
 * minutes rounded to one decimal.
 * @returns the months
 * @throws the database error when it cannot be read (the tab shows its failure notice)
 */
export async function loadEmergencyPromise(): Promise<PromiseMonth[]> {
  const t = emergencyRequests;
  const month = sql<string>`to_char(${t.createdAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM')`;
  const take = sql`extract(epoch from ${t.takenAt} - ${t.createdAt}) / 60`;
  const arrive = sql`extract(epoch from ${t.arrivedAt} - ${t.createdAt}) / 60`;
  const pct = (p: number, minutes: ReturnType<typeof sql>) =>
    sql<
      number | null
    >`round((percentile_cont(${p}) within group (order by ${minutes}))::numeric, 1)::float8`;
  return getDb()
    .select({
      month,
      requests: sql<number>`count(*)::int`,
      medianTakeMinutes: pct(0.5, take),
      p90TakeMinutes: pct(0.9, take),
      medianArriveMinutes: pct(0.5, arrive),
      p90ArriveMinutes: pct(0.9, arrive),
      arrived: sql<number>`count(${t.arrivedAt})::int`,
      arrivedWithinPromise: sql<number>`(count(*) filter (where ${t.arrivedAt} <= ${t.createdAt} + make_interval(mins => ${t.promiseMinutes})))::int`,
    })
    .from(t)
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`)
    .limit(PROMISE_MONTHS);
}
