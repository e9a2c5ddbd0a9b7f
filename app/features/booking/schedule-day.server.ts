/**
 * The workshop's day (docs/product.md#lifecycle-schedule): every slot of one date with its bookings
 * and the capacity used, and the week around it with each day's count. Callers check the admin
 * role first (`requireAdmin`).
 */
import { and, asc, count, gte, lte, eq, sql } from "drizzle-orm";
import { startOfISOWeek, format } from "date-fns";
import { timeSlots, slotStartMinutes } from "~/catalog/booking-options";
import { bookings } from "~/db/schema";
import { holdsSlotPlaceSql } from "~/features/booking/booking-slots.server";
import { toBookingView, type BookingView } from "~/features/booking/bookings.server";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, dateFromYmd } from "~/lib/time";

/**
 * The most bookings a slot lists (oldest first); the rest are counted and one link away, in the
 * Bookings tab filtered to the day (docs/decisions/0018). A slot within its capacity, with a
 * few cancellations, never reaches it.
 */
export const SCHEDULE_SLOT_SHOWN = 12;

/** One slot of the day. */
interface ScheduleSlot {
  slot: string;
  /** Its first {@link SCHEDULE_SLOT_SHOWN} bookings, cancelled ones included (shown struck through). */
  bookings: BookingView[];
  /** Its bookings not listed (beyond {@link SCHEDULE_SLOT_SHOWN}). */
  more: number;
  /** Bookings that hold a place (not cancelled), all of them. */
  used: number;
}

/** The Schedule tab's data. */
export interface ScheduleDay {
  /** The day shown, yyyy-MM-dd (Asia/Kolkata). */
  date: string;
  slots: ScheduleSlot[];
  /** BOOKING_SLOT_CAPACITY. */
  capacity: number;
  /** Monday to Sunday of the day's week, each with its bookings that are not cancelled. */
  week: Array<{ date: string; count: number }>;
}

/**
 * Loads one day of the schedule.
 * @param date yyyy-MM-dd, a calendar date (Asia/Kolkata)
 * @param capacity BOOKING_SLOT_CAPACITY
 * @returns the 18 slots in order (plus any slot label a booking holds outside the list), each
 *   with its first {@link SCHEDULE_SLOT_SHOWN} bookings and its exact counts, and the week's counts
 * @throws when the database fails (the tab shows 'Failed to load admin data.')
 */
export async function loadScheduleDay(date: string, capacity: number): Promise<ScheduleDay> {
  const db = getDb();
  const monday = format(startOfISOWeek(dateFromYmd(date)!), "yyyy-MM-dd");
  const sunday = addDaysYmd(monday, 6);
  const listed = db
    .select({
      id: bookings.id,
      rank: sql<number>`row_number() over (partition by ${bookings.preferredTime} order by ${bookings.createdAt}, ${bookings.id})`.as(
        "rank",
      ),
    })
    .from(bookings)
    .where(eq(bookings.preferredDate, date))
    .as("listed");
  const [rows, perSlot, counts] = await Promise.all([
    db
      .select({ booking: bookings })
      .from(listed)
      .innerJoin(bookings, eq(bookings.id, listed.id))
      .where(lte(listed.rank, SCHEDULE_SLOT_SHOWN))
      .orderBy(asc(bookings.createdAt), asc(bookings.id))
      .then((r) => r.map((x) => x.booking)),
    db
      .select({
        slot: bookings.preferredTime,
        all: count(),
        used: sql<number>`(count(*) filter (where ${holdsSlotPlaceSql()}))::int`,
      })
      .from(bookings)
      .where(eq(bookings.preferredDate, date))
      .groupBy(bookings.preferredTime),
    db
      .select({ date: bookings.preferredDate, n: count() })
      .from(bookings)
      .where(
        and(
          gte(bookings.preferredDate, monday),
          lte(bookings.preferredDate, sunday),
          holdsSlotPlaceSql(),
        ),
      )
      .groupBy(bookings.preferredDate),
  ]);
  const labels = [...new Set([...timeSlots, ...perSlot.map((r) => r.slot)])].sort(
    (a, b) => slotStartMinutes(a) - slotStartMinutes(b),
  );
  const slots = labels.map((slot) => {
    const list = rows.filter((r) => r.preferredTime === slot).map(toBookingView);
    const counted = perSlot.find((r) => r.slot === slot);
    return {
      slot,
      bookings: list,
      more: (counted?.all ?? 0) - list.length,
      used: counted?.used ?? 0,
    };
  });
  const byDate = new Map(counts.map((c) => [c.date, c.n]));
  const week = Array.from({ length: 7 }, (_, i) => {
    const d = addDaysYmd(monday, i);
    return { date: d, count: byDate.get(d) ?? 0 };
  });
  return { date, slots, capacity, week };
}
