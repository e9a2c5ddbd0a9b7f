/**
 * Delivering the outbox (docs/product.md#lifecycle-messages): the queue's job that sends one
 * row, retrying with back-off until a message that keeps failing is marked failed; the back
 * office's view of a booking's messages and its "send again"; the start-up line when email is
 * not configured.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { bookings, outbox, reviews, type MessageStatus } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { queueDelivery } from "./queue.server";
import { ChannelNotConfiguredError, sendEmail, sendWhatsApp } from "./transports.server";

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
 * The start-up line about email (docs/product.md#lifecycle-messages): said once by the server.
 * @returns the line to log, or null when SMTP_URL is set
 */
export function mailConfigurationNotice(): string | null {
  return getEnv().SMTP_URL
    ? null
    : 'Email is not configured (SMTP_URL is unset): messages stay in the outbox marked "not sent: no mail server configured"';
}
