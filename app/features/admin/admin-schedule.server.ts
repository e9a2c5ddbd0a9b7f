/**
 * The workshop's day (docs/product.md#lifecycle-schedule): every slot of one date with its bookings
 * and the capacity used, and the week around it with each day's count. Callers check the admin
 * role first (`requireAdmin`).
 */
import { and, asc, count, gte, lte, eq } from "drizzle-orm";
import { startOfISOWeek, format } from "date-fns";
import { timeSlots, slotStartMinutes } from "~/catalog/booking-options";
import { bookings } from "~/db/schema";
import {
  holdsSlotPlace,
  holdsSlotPlaceSql,
  toBookingView,
  type BookingView,
} from "~/features/booking/bookings.server";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, dateFromYmd } from "~/lib/time";

/** One slot of the day. */
export interface ScheduleSlot {
  slot: string;
  /** Its bookings, cancelled ones included (shown struck through). */
  bookings: BookingView[];
  /** Bookings that hold a place (not cancelled). */
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
 * @returns the 18 slots in order (plus any slot label a booking holds outside the list), and the week's counts
 */
export async function loadScheduleDay(date: string, capacity: number): Promise<ScheduleDay> {
  const db = getDb();
  const monday = format(startOfISOWeek(dateFromYmd(date)!), "yyyy-MM-dd");
  const sunday = addDaysYmd(monday, 6);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(eq(bookings.preferredDate, date))
      .orderBy(asc(bookings.createdAt)),
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
  const labels = [...new Set([...timeSlots, ...rows.map((r) => r.preferredTime)])].sort(
    (a, b) => slotStartMinutes(a) - slotStartMinutes(b),
  );
  const slots = labels.map((slot) => {
    const list = rows.filter((r) => r.preferredTime === slot).map(toBookingView);
    return { slot, bookings: list, used: list.filter((b) => holdsSlotPlace(b.status)).length };
  });
  const byDate = new Map(counts.map((c) => [c.date, c.n]));
  const week = Array.from({ length: 7 }, (_, i) => {
    const d = addDaysYmd(monday, i);
    return { date: d, count: byDate.get(d) ?? 0 };
  });
  return { date, slots, capacity, week };
}
