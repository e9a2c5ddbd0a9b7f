/**
 * The places of a date and slot (docs/product.md#slot-capacity): which bookings take one, the
 * lock every change that takes a place queues on, and the slots that are full.
 */
import { and, eq, gte, ne, sql, type SQL } from "drizzle-orm";
import { bookings, type BookingRow } from "~/db/schema";
import { getDb, type Database } from "~/lib/db.server";

/**
 * Whether a booking in this status takes a place in its slot: every status but cancelled, so
 * a cancelled booking frees its place (docs/product.md#slot-capacity).
 * @param status the booking's status
 * @returns true when it counts against BOOKING_SLOT_CAPACITY
 */
export const holdsSlotPlace = (status: BookingRow["status"]): boolean => status !== "cancelled";

/**
 * {@link holdsSlotPlace} as a condition on the `bookings` table, for counting places in SQL.
 * @returns the condition "status is not cancelled"
 */
export const holdsSlotPlaceSql = (): SQL => ne(bookings.status, "cancelled");

/**
 * Locks a date and slot for the rest of the transaction (a PostgreSQL advisory lock, so
 * every change that takes a place in it queues: a new booking, a cancelled one made active
 * again) and counts the places taken.
 * @param tx an open transaction
 * @param date the slot's date, yyyy-MM-dd (Asia/Kolkata)
 * @param time the slot, e.g. "10:00 AM"
 * @returns the bookings in the slot that are not cancelled
 */
export async function lockSlot(
  tx: Pick<Database, "execute" | "select">,
  date: string,
  time: string,
): Promise<number> {
  await tx.execute(sql`select ${slotLock(date, time)}`);
  const [{ taken } = { taken: 0 }] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(slotPlacesWhere(date, time));
  return taken;
}

/**
 * {@link lockSlot}'s lock as an expression, for a statement that takes it with others.
 * @param date the slot's date, yyyy-MM-dd (Asia/Kolkata)
 * @param time the slot, e.g. "10:00 AM"
 * @returns `pg_advisory_xact_lock(…)` on the date and slot
 */
export const slotLock = (date: string, time: string): SQL =>
  sql`pg_advisory_xact_lock(hashtext(${`slot:${date} ${time}`}))`;

/**
 * The bookings that take a place in a date and slot (docs/product.md#slot-capacity), as a
 * condition on the `bookings` table.
 * @param date the slot's date, yyyy-MM-dd (Asia/Kolkata)
 * @param time the slot, e.g. "10:00 AM"
 * @returns the condition: that date and slot, not cancelled
 */
export const slotPlacesWhere = (date: string, time: string): SQL =>
  and(eq(bookings.preferredDate, date), eq(bookings.preferredTime, time), holdsSlotPlaceSql())!;

/**
 * The slots that are full from a date on: dates and slots holding `slotCapacity` or more
 * bookings that are not cancelled (docs/product.md#slot-capacity: full slots are shown as
 * unavailable).
 * @param fromDate "yyyy-MM-dd", today in Asia/Kolkata
 * @param slotCapacity BOOKING_SLOT_CAPACITY
 * @returns date → the slot labels that are full on it
 */
export async function listFullSlots(
  fromDate: string,
  slotCapacity: number,
): Promise<Record<string, string[]>> {
  const rows = await getDb()
    .select({ date: bookings.preferredDate, slot: bookings.preferredTime })
    .from(bookings)
    .where(and(gte(bookings.preferredDate, fromDate), holdsSlotPlaceSql()))
    .groupBy(bookings.preferredDate, bookings.preferredTime)
    .having(sql`count(*) >= ${slotCapacity}`);
  const full: Record<string, string[]> = {};
  for (const r of rows) (full[r.date] ??= []).push(r.slot);
  return full;
}
