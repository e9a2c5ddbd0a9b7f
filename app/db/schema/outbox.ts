/** The outbox of customer and staff messages (docs/decisions/0009). */

import { index, integer, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { timestampColumn, timestamps, uuidKey } from "./columns";
import { byUserColumn, optionalBookingIdColumn } from "./references";

// ---------------------------------------------------------------- outbox (docs/product.md#lifecycle-messages)

/** How a message goes out. */
export const messageChannel = pgEnum("message_channel", ["email", "whatsapp"]);

/**
 * Where a message stands: `pending` until delivered; `sent`; `failed` after the last retry;
 * `not_sent` when its channel is not configured; `skipped` when it no longer applies (a
 * reminder for a booking changed since).
 */
export const messageStatus = pgEnum("message_status", [
  "pending",
  "sent",
  "failed",
  "not_sent",
  "skipped",
]);

/**
 * Every message the product sends (docs/product.md#lifecycle-messages): written in the same
 * transaction as the change that causes it, rendered at that moment (what admins see is what was
 * sent), then delivered by the job queue with retries (docs/decisions/0009).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuidKey(),
    channel: messageChannel("channel").notNull(),
    /** What the message is about, e.g. `booking_confirmed`, `staff_new_booking`, `password_reset`. */
    kind: text("kind").notNull(),
    /** An email address or an E.164 phone number. */
    recipient: text("recipient").notNull(),
    /**
     * Checked when the transaction commits (deferrable, migration 0020): a new booking writes its
     * messages before its own row (docs/decisions/0019).
     */
    bookingId: optionalBookingIdColumn(),
    userId: byUserColumn("user_id"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** An iCalendar file attached to the email, when the message carries one. */
    ics: text("ics"),
    /**
     * WhatsApp template name and body parameters, and its language when not English
     * (docs/decisions/0026).
     */
    template: jsonb("template").$type<{
      name: string;
      params: string[];
      language?: "en" | "te" | "hi";
    }>(),
    /** The slot the message was about ("yyyy-MM-dd hh:mm AM"), so a stale reminder is skipped. */
    slot: text("slot"),
    status: messageStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    ...timestamps(),
    sentAt: timestampColumn("sent_at"),
  },
  (t) => [
    index("outbox_booking_id_created_at_idx").on(t.bookingId, t.createdAt.desc()),
    index("outbox_status_idx").on(t.status),
  ],
);

/** An outbox row as read from the database. */
export type OutboxRow = typeof outbox.$inferSelect;
/** One of the message statuses. */
export type MessageStatus = (typeof messageStatus.enumValues)[number];
