/**
 * The comeback rate (docs/product.md#comeback-rate, docs/decisions/0023): of the jobs completed in
 * a month, how many came back as warranty rework, a line of a later job card of the same car
 * marked "Warranty rework of" one of the job's invoice lines. Marking is allowed only while that
 * line is in warranty (`sendEstimate`), so every such line came within the warranty months. A
 * job counts in the month of its booked day (Asia/Kolkata), the month it was done, so a month's
 * rate can still rise while its jobs' warranties run. The jobs are read from their roll-up by
 * month (`completed_visit_month_counts`), the comebacks from the rework lines, which are few.
 */
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { getDb } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";

/** How many months the back office shows, newest first. */
const COMEBACK_MONTHS = 12;

/** One month's jobs and comebacks. */
export interface ComebackMonth {
  /** "yyyy-MM" of the jobs' booked day (Asia/Kolkata). */
  month: string;
  /** Bookings completed with their booked day in the month. */
  completed: number;
  /** Of those, the ones a later job card of the car reworked under warranty. */
  comebacks: number;
}

/** The ids of the bookings that came back under warranty ({@link cameBackUnderWarranty}). */
const bookingsCameBackUnderWarranty = sql`
  select wi.booking_id from invoices wi
  join estimate_lines wl on wl.warranty_invoice_id = wi.id
  join estimates we on we.id = wl.estimate_id
  join bookings wb on wb.id = we.booking_id
  where wb.id <> wi.booking_id and wb.status <> 'cancelled'`;

/**
 * Whether a booking came back under warranty: a line of another booking that is not cancelled
 * is marked as warranty rework of a line of one of its invoices (docs/product.md#warranty-rework).
 * The one definition the comeback rate and the site's first-time fix figure share. Written as
 * membership of one set of booking ids, which PostgreSQL works out once per query and hashes,
 * whatever the number of bookings it is asked about.
 * @param bookingId the booking's id as SQL (a column of the outer query)
 * @returns a SQL condition
 */
export function cameBackUnderWarranty(bookingId: SQL): SQL {
  return sql`${bookingId} in (${bookingsCameBackUnderWarranty})`;
}

/**
 * The comeback rate of the last {@link COMEBACK_MONTHS} months that had completed jobs, newest
 * first (docs/product.md#comeback-rate).
 * @param now the instant that decides the current month (Asia/Kolkata)
 * @param db the database or a transaction
 * @returns each month's completed jobs and comebacks
 * @throws the database error when the records cannot be read
 */
export async function loadComebackRate(
  now: Date = new Date(),
  db: DbOrTx = getDb(),
): Promise<ComebackMonth[]> {
  const today = todayInKolkata(now);
  const first = sql`(date_trunc('month', ${today}::date) - make_interval(months => ${COMEBACK_MONTHS - 1}))::date`;
  // The completed jobs from their roll-up (twelve rows whatever the number of bookings); the
  // comebacks from the warranty rework lines, which are few.
  const { rows } = await db.execute<{ month: string; completed: number; comebacks: number }>(sql`
    with came_back as (
      select date_trunc('month', b.preferred_date)::date as month, count(*)::int as n
      from bookings b
      where b.id in (${bookingsCameBackUnderWarranty}) and b.status = 'completed'
      group by 1
    )
    select to_char(m.month, 'YYYY-MM') as month, m.n as completed,
      coalesce(c.n, 0) as comebacks
    from completed_visit_month_counts m left join came_back c on c.month = m.month
    where m.month >= ${first} and m.month <= ${today}::date and m.n > 0
    order by m.month desc
  `);
  return rows.map((r) => ({
    month: r.month,
    completed: Number(r.completed),
    comebacks: Number(r.comebacks),
  }));
}
