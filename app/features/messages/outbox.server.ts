/**
 * The outbox (docs/product.md#lifecycle-messages): every message is a row written in the same
 * transaction as the change that causes it, with its delivery job; the queue delivers it,
 * retrying with back-off; a message that keeps failing is marked failed and shown to
 * admins, who can send it again. Nothing is dropped silently.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { bookings, outbox, profiles, reviews, type MessageStatus } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { phoneE164 } from "~/lib/phone";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { customerBookingMessages } from "./booking-emails.server";
import { whatsappConfigured, type BookingFacts, type NewMessage } from "./compose.server";
import {
  NO_CONFIRMED_ADDRESS,
  bookingEmailRoute,
  contactEmailConfirmation,
} from "./contact-emails.server";
import { reviewRequestEmail } from "./link-emails.server";
import { whatsappTemplates, type MessageKind } from "./message-kinds";
import { DELIVER_QUEUE, queueDeliveries, queueDelivery } from "./queue.server";
import { ChannelNotConfiguredError, sendEmail, sendWhatsApp } from "./transports.server";

/**
 * Writes messages to the outbox and queues their delivery, in the caller's transaction. A
 * message `held` is written as skipped, with its reason, and not delivered: admins see it.
 * @param tx the transaction making the change the messages tell of
 * @param messages what to send
 * @returns the new rows' ids
 */
export async function queueMessages(tx: DbOrTx, messages: NewMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(outbox)
    .values(
      messages.map((m) => ({
        channel: m.channel,
        kind: m.kind,
        recipient: m.recipient,
        bookingId: m.bookingId ?? null,
        userId: m.userId ?? null,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        ics: m.ics ?? null,
        template: m.template ?? null,
        slot: m.slot ?? null,
        ...(m.held ? { status: "skipped" as const, lastError: m.held } : {}),
      })),
    )
    .returning({ id: outbox.id });
  const later = new Map<string, Date>();
  rows.forEach((r, i) => {
    const at = messages[i]!.startAfter;
    if (at) later.set(r.id, at);
  });
  await queueDeliveries(
    tx,
    rows.filter((_, i) => !messages[i]!.held).map((r) => r.id),
    later,
  );
  return rows.map((r) => r.id);
}

/**
 * A customer's message preferences as the outbox needs them: the number they agreed to be
 * messaged on by WhatsApp (docs/product.md#lifecycle-whatsapp; docs/decisions/0013: a consent
 * belongs to its number), and whether they want reminders.
 * @param tx the database or transaction
 * @param userId the booking's customer (null: an anonymised booking)
 * @returns `whatsappTo`, the consented number in E.164, or null without a consent or for a
 *   consent stored without its number (given before numbers were kept: it lapsed); the
 *   reminders switch (on when the profile is missing, off for an anonymised booking)
 */
export async function customerPreferences(
  tx: DbOrTx,
  userId: string | null,
): Promise<{ whatsappTo: string | null; remindersEnabled: boolean }> {
  if (!userId) return { whatsappTo: null, remindersEnabled: false };
  const [row] = await tx
    .select({
      whatsappConsentAt: profiles.whatsappConsentAt,
      whatsappConsentPhone: profiles.whatsappConsentPhone,
      remindersEnabled: profiles.remindersEnabled,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return { whatsappTo: null, remindersEnabled: true };
  return {
    whatsappTo: row.whatsappConsentAt ? row.whatsappConsentPhone : null,
    remindersEnabled: row.remindersEnabled,
  };
}

/**
 * The email recipient of a booking's messages (docs/product.md#lifecycle-messages,
 * docs/decisions/0013): the address typed on the booking once confirmed through its link, else
 * the account's own address once verified. With neither, the email is kept unsent (`held`). A
 * new booking whose typed address is not confirmed also asks that address to confirm itself
 * (at most once a day per address).
 * @param tx the transaction making the change
 * @param kind the step
 * @param booking the booking after the change
 * @returns the address to send to, or the reason the email is held; and the confirmation email
 *   to queue with it, if any
 */
async function bookingEmailRecipient(
  tx: DbOrTx,
  kind: MessageKind,
  booking: BookingFacts,
): Promise<
  ({ to: string; held?: undefined } | { to?: undefined; held: string }) & {
    confirmation: NewMessage | null;
  }
> {
  const route = await bookingEmailRoute(tx, booking.userId, booking.customerEmail);
  const confirmation =
    kind === "booking_received" && route.awaiting && booking.userId
      ? await contactEmailConfirmation(tx, booking.userId, route.awaiting, booking.id)
      : null;
  return route.sendsTo
    ? { to: route.sendsTo, confirmation }
    : { held: NO_CONFIRMED_ADDRESS, confirmation };
}

/**
 * Queues a booking's customer messages for one step, on every channel the customer has
 * (email to the address {@link bookingEmailRecipient} chooses, written unsent when there is
 * none; WhatsApp with configuration, when the booking's phone is the number the customer
 * consented with: docs/decisions/0013). A new booking's address confirmation, when one is due,
 * goes first; the messages in `also` (the workshop's alert of a new booking) last, all in one
 * insert (docs/decisions/0019).
 * @param tx the transaction making the change
 * @param kind the step
 * @param booking the booking after the change
 * @param also other messages the same change writes
 */
export async function queueCustomerBookingMessages(
  tx: DbOrTx,
  kind: MessageKind,
  booking: BookingFacts,
  also: readonly NewMessage[] = [],
): Promise<void> {
  await queueMessages(tx, await customerBookingMessagesFor(tx, kind, booking, also));
}

/**
 * The messages {@link queueCustomerBookingMessages} writes, composed and addressed but not yet
 * written: a new booking composes them before its row is inserted, so that the rows its insert
 * locks (the back office's roll-ups) are held only for the writes that follow
 * (docs/decisions/0019). Reads the customer's preferences and addresses; a new booking's
 * address confirmation, when one is due, is recorded (`contactEmailConfirmation`).
 * @param tx the transaction making the change
 * @param kind the step
 * @param booking the booking as it is (or will be) after the change
 * @param also other messages the same change writes, put last
 * @returns the messages for {@link queueMessages}, in the order they are written
 */
export async function customerBookingMessagesFor(
  tx: DbOrTx,
  kind: MessageKind,
  booking: BookingFacts,
  also: readonly NewMessage[] = [],
): Promise<NewMessage[]> {
  const { whatsappTo } = await customerPreferences(tx, booking.userId);
  const consented = whatsappTo !== null && phoneE164(booking.customerPhone) === whatsappTo;
  const messages = customerBookingMessages(kind, booking, consented ? whatsappTo : null);
  const email = messages.some((m) => m.channel === "email")
    ? await bookingEmailRecipient(tx, kind, booking)
    : null;
  return [
    ...(email?.confirmation ? [email.confirmation] : []),
    ...messages.map((m) => {
      if (m.channel !== "email" || !email) return m;
      return email.to ? { ...m, recipient: email.to } : { ...m, held: email.held };
    }),
    ...also,
  ];
}

/**
 * Queues the ask for a review of a completed visit and its one reminder
 * (docs/product.md#reviews-ask), in the caller's transaction: an email to the booking's email
 * recipient (written unsent when there is none, as for the booking's own messages) and, when the
 * booking's phone is the number the customer consented with, the WhatsApp template
 * `review_request`. The reminders are written now with their delivery held until `remindAt`; the
 * queue skips them then if the review was written or the link has expired (see
 * {@link deliverMessage}), so no customer is asked more than twice.
 * @param tx the transaction completing the booking
 * @param booking the booking after the change
 * @param url the customer's review link
 * @param days how long the link works
 * @param remindAt when the reminder goes
 */
export async function queueReviewRequestMessages(
  tx: DbOrTx,
  booking: BookingFacts,
  url: string,
  days: number,
  remindAt: Date,
): Promise<void> {
  const { whatsappTo } = await customerPreferences(tx, booking.userId);
  const consented = whatsappTo !== null && phoneE164(booking.customerPhone) === whatsappTo;
  const route = await bookingEmailRoute(tx, booking.userId, booking.customerEmail);
  const about = { userId: booking.userId, bookingId: booking.id };
  const messages: NewMessage[] = [];
  for (const kind of ["review_request", "review_reminder"] as const) {
    const later = kind === "review_reminder" ? { startAfter: remindAt } : {};
    const email = reviewRequestEmail(
      kind,
      route.sendsTo ?? booking.customerEmail,
      about,
      url,
      days,
    );
    messages.push(
      route.sendsTo ? { ...email, ...later } : { ...email, held: NO_CONFIRMED_ADDRESS },
    );
    const template = whatsappTemplates[kind];
    if (consented && template && whatsappConfigured())
      messages.push({
        ...about,
        ...later,
        kind,
        channel: "whatsapp",
        recipient: whatsappTo,
        subject: email.subject,
        text: `${email.subject}. ${url}`,
        template: { name: template.name, params: [booking.customerName, url] },
      });
  }
  await queueMessages(tx, messages);
}

/** How a delivery attempt ended. */
export type DeliveryResult = MessageStatus | "not-pending";

/**
 * Delivers one outbox row (the queue's job). The row is locked while it is sent, so two
 * workers never send it twice; a row that is no longer pending is left alone. A reminder
 * whose booking has changed or is no longer confirmed since it was written is skipped.
 * @param messageId the row
 * @param final true on the queue's last attempt: a failure then marks the row failed
 * @returns the row's new status
 * @throws the transport's error on a failure that is not final, so the queue retries
 */
export async function deliverMessage(messageId: string, final: boolean): Promise<DeliveryResult> {
  let retryError: unknown;
  const result = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, messageId), eq(outbox.status, "pending")))
      .for("update", { skipLocked: true });
    if (!row) return "not-pending" as const;
    const finish = async (status: MessageStatus, lastError: string | null) => {
      await tx
        .update(outbox)
        .set({
          status,
          lastError,
          attempts: sql`${outbox.attempts} + 1`,
          updatedAt: sql`now()`,
          sentAt: status === "sent" ? sql`now()` : null,
        })
        .where(eq(outbox.id, row.id));
      return status;
    };
    /** A reminder no longer due: skipped with the reason, not counted as an attempt. */
    const skip = async (reason: string) => {
      await tx
        .update(outbox)
        .set({ status: "skipped", lastError: reason, updatedAt: sql`now()` })
        .where(eq(outbox.id, row.id));
      return "skipped" as const;
    };
    if (row.kind === "booking_reminder" && row.bookingId) {
      const [booking] = await tx
        .select({
          status: bookings.status,
          date: bookings.preferredDate,
          time: bookings.preferredTime,
        })
        .from(bookings)
        .where(eq(bookings.id, row.bookingId));
      if (
        !booking ||
        booking.status !== "confirmed" ||
        `${booking.date} ${booking.time}` !== row.slot
      ) {
        return skip("The booking changed after this reminder was written.");
      }
    }
    // docs/product.md#reviews-ask: the reminder goes only while the review is unwritten, its
    // link still works and the booking is still completed.
    if (row.kind === "review_reminder" && row.bookingId) {
      const [open] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .where(
          and(
            eq(reviews.bookingId, row.bookingId),
            eq(reviews.status, "asked"),
            sql`${reviews.tokenHash} is not null`,
            sql`${reviews.linkExpiresAt} > now()`,
            eq(bookings.status, "completed"),
          ),
        );
      if (!open) {
        return skip("The review was written, or its link expired, before this reminder was due.");
      }
    }
    try {
      if (row.channel === "email")
        await sendEmail({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ics: row.ics,
        });
      else
        await sendWhatsApp({
          to: row.recipient,
          template: row.template ?? { name: row.kind, params: [] },
        });
      return await finish("sent", null);
    } catch (error) {
      if (error instanceof ChannelNotConfiguredError)
        return await finish("not_sent", error.message);
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (final) return await finish("failed", reason);
      // Count the attempt and keep the reason, then let the queue retry after its back-off.
      await tx
        .update(outbox)
        .set({ lastError: reason, attempts: sql`${outbox.attempts} + 1`, updatedAt: sql`now()` })
        .where(eq(outbox.id, row.id));
      retryError = error;
      return "pending" as const;
    }
  });
  if (retryError) throw retryError;
  return result;
}

/** A message as the back office shows it. */
export interface MessageView {
  id: string;
  channel: "email" | "whatsapp";
  kind: string;
  recipient: string;
  subject: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/**
 * A booking's messages, newest first (docs/product.md#lifecycle-back-office).
 * @param bookingId the booking
 * @returns up to 100 messages
 */
export async function listMessagesForBooking(bookingId: string): Promise<MessageView[]> {
  const rows = await getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    kind: r.kind,
    recipient: r.recipient,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

/**
 * Sends a failed or not-sent message again (docs/product.md#lifecycle-back-office): back to pending
 * with a fresh delivery job, in one transaction.
 * @param messageId the message
 * @returns false when there is no such message or it is pending, sent or skipped
 */
export async function resendMessage(messageId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(outbox)
      .set({ status: "pending", attempts: 0, lastError: null, updatedAt: sql`now()` })
      .where(and(eq(outbox.id, messageId), inArray(outbox.status, ["failed", "not_sent"])))
      .returning({ id: outbox.id });
    if (!row) return false;
    await queueDelivery(tx, row.id);
    return true;
  });
}

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

/**
 * The start-up line about email (docs/product.md#lifecycle-messages): said once by the server.
 * @returns the line to log, or null when SMTP_URL is set
 */
export function mailConfigurationNotice(): string | null {
  return getEnv().SMTP_URL
    ? null
    : 'Email is not configured (SMTP_URL is unset): messages stay in the outbox marked "not sent: no mail server configured"';
}
