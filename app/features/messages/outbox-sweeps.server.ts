/**
 * The outbox's scheduled runs (docs/product.md#lifecycle-messages): the evening-before
 * reminders, and the sweep that queues again rows left pending without a delivery job.
 */
import { and, eq, sql } from "drizzle-orm";
import { bookings, outbox, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { queueCustomerBookingMessages } from "./outbox.server";
import { DELIVER_QUEUE, queueDelivery } from "./queue.server";

/**
 * Queues the evening-before reminders (docs/product.md#lifecycle-reminders): every booking
 * confirmed for tomorrow (Asia/Kolkata) whose customer has reminders on and has no reminder for
 * that slot yet. Run by the queue at 18:00 Asia/Kolkata; running it twice queues nothing new.
 * @param now the current instant
 * @returns how many bookings got a reminder
 */
export async function queueReminders(now: Date = new Date()): Promise<number> {
  const tomorrow = addDaysYmd(todayInKolkata(now), 1);
  return getDb().transaction(async (tx) => {
    // One run at a time, so two instances cannot both remind.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking-reminders'))`);
    const due = await tx
      .select()
      .from(bookings)
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .where(
        and(
          eq(bookings.preferredDate, tomorrow),
          eq(bookings.status, "confirmed"),
          sql`${bookings.userId} is not null`,
          sql`coalesce(${profiles.remindersEnabled}, true)`,
          sql`not exists (select 1 from ${outbox} o where o.booking_id = ${bookings.id} and o.kind = 'booking_reminder' and o.slot = ${bookings.preferredDate}::text || ' ' || ${bookings.preferredTime})`,
        ),
      );
    for (const { bookings: booking } of due)
      await queueCustomerBookingMessages(tx, "booking_reminder", booking);
    return due.length;
  });
}

/**
 * Queues again the outbox rows left pending without a live delivery job (written while the
 * queue was not installed, or restored from a backup), so none waits forever.
 * @returns how many were queued
 */
export async function sweepOutbox(): Promise<number> {
  return getDb().transaction(async (tx) => {
    const rows = await tx.execute<{ id: string }>(sql`
      select o.id from ${outbox} o
      where o.status = 'pending' and o.updated_at < now() - interval '1 minute'
        and not exists (select 1 from pgboss.job j where j.name = ${DELIVER_QUEUE} and j.data->>'messageId' = o.id::text and j.state in ('created', 'retry', 'active'))
      limit 500`);
    for (const row of rows.rows) await queueDelivery(tx, row.id);
    return rows.rows.length;
  });
}
