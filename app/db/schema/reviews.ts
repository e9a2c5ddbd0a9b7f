/** Reviews customers wrote after a visit (docs/product.md#reviews, docs/decisions/0017). */

import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { reviewHideReasons, reviewStatuses } from "../../catalog/review-status";
import { calendarDateColumn, flagColumn, timestampColumn, timestamps } from "./columns";
import { bookingRecordColumns, byUserColumn } from "./references";

// ---------------------------------------------------------------- reviews (docs/product.md#reviews)

/** Where a review stands (`app/catalog/review-status.ts`). */
export const reviewStatus = pgEnum("review_status", reviewStatuses);

/** Why a review is hidden: abuse or personal data only. */
export const reviewHideReason = pgEnum("review_hide_reason", reviewHideReasons);

/**
 * One row per completed booking: written when the booking is completed, with the review link's
 * token kept only as its SHA-256 hash (docs/decisions/0013), then filled in once by the customer
 * through the link. `user_id` is the booking's account (null once the account is erased: the
 * row then keeps no name). The car, locality, brand page and visit month are copied from the
 * booking when the review is written, for the pages that show it.
 */
export const reviews = pgTable(
  "reviews",
  {
    ...bookingRecordColumns("cascade"),
    userId: byUserColumn("user_id"),
    /** SHA-256 (hex) of the link's token (the link works while the status is `asked`); null once the account is erased. */
    tokenHash: text("token_hash"),
    /** When the link stops working (30 days after the ask). */
    linkExpiresAt: timestampColumn("link_expires_at").notNull(),
    status: reviewStatus("status").notNull().default("asked"),
    /** 1 to 5 stars; null until written. */
    rating: integer("rating"),
    /** The customer's words, at most 1,000 characters, never edited; null when none. */
    text: text("text"),
    /** The name shown ("Priya S."); null: "anonymous" (or erased: "a customer"). */
    displayName: text("display_name"),
    /** The customer agreed to the review being shown on the site. */
    consentToPublish: flagColumn("consent_to_publish", false),
    /** The car as the booking named it, without its year ("BMW 3 Series"). */
    car: text("car"),
    /** A locality slug of the catalogue, or null. */
    localitySlug: text("locality_slug"),
    /** The brand page's slug of the booking's car ("bmw-service"), or null. */
    brandSlug: text("brand_slug"),
    /** The visit's date (its month is shown). */
    visitDate: calendarDateColumn("visit_date"),
    writtenAt: timestampColumn("written_at"),
    publishedAt: timestampColumn("published_at"),
    hiddenReason: reviewHideReason("hidden_reason"),
    /** The workshop's public reply. */
    reply: text("reply"),
    repliedAt: timestampColumn("replied_at"),
    ...timestamps(),
  },
  (t) => [
    // One review per booking.
    uniqueIndex("reviews_booking_id_idx").on(t.bookingId),
    uniqueIndex("reviews_token_hash_idx").on(t.tokenHash),
    index("reviews_user_id_idx").on(t.userId),
    index("reviews_status_published_at_idx").on(t.status, t.publishedAt.desc()),
    // The Reviews tab lists one status newest written first (docs/decisions/0025).
    index("reviews_status_written_at_idx").on(
      t.status,
      t.writtenAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check("reviews_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("reviews_text_length", sql`${t.text} is null or char_length(${t.text}) <= 1000`),
    check("reviews_reply_length", sql`${t.reply} is null or char_length(${t.reply}) <= 1000`),
  ],
);

/** A review row as read from the database. */
export type ReviewRow = typeof reviews.$inferSelect;
