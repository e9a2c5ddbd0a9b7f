/**
 * The back office's moderation of written reviews (docs/product.md#reviews-moderation): the
 * list by status, and publishing, hiding or replying, each with its audit entry.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { getLocality } from "~/catalog/localities";
import {
  reviewListStatuses,
  type ReviewHideReason,
  type ReviewStatus,
} from "~/catalog/review-status";
import { reviews } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { lockBooking } from "~/lib/booking-lock.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import type { ReviewPlaces } from "./published-reviews.server";
import { ANONYMOUS_NAME, REVIEW_LIMITS, type ReviewModeration } from "./review-schema";

/** A review as the back office lists it. */
export interface AdminReviewView {
  id: string;
  bookingId: string;
  status: ReviewStatus;
  rating: number;
  text: string | null;
  displayName: string;
  consentToPublish: boolean;
  car: string | null;
  locality: string | null;
  writtenAt: string;
  hiddenReason: ReviewHideReason | null;
  reply: string | null;
}

/**
 * The written reviews with one status, newest first (docs/product.md#reviews-moderation).
 * @param status "new", "published" or "hidden"
 * @param page 1-based page of {@link REVIEW_LIMITS.adminPageSize}
 * @returns the page's reviews, and how many each listed status holds, counted up to
 *   `REVIEW_LIMITS.adminCountMax` + 1 (more than the most: the tab says "1,000+")
 */
export async function listReviewsForAdmin(
  status: Exclude<ReviewStatus, "asked">,
  page = 1,
): Promise<{ reviews: AdminReviewView[]; counts: Record<string, number> }> {
  const db = getDb();
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, status))
    .orderBy(desc(reviews.writtenAt), desc(reviews.id))
    .limit(REVIEW_LIMITS.adminPageSize)
    .offset((Math.max(1, page) - 1) * REVIEW_LIMITS.adminPageSize);
  // Each list counted up to one past the most shown (docs/decisions/0025), from the index alone.
  const counted = await Promise.all(
    reviewListStatuses.map(async ({ id }) => {
      const upTo = db
        .select({ one: sql`1` })
        .from(reviews)
        .where(eq(reviews.status, id))
        .limit(REVIEW_LIMITS.adminCountMax + 1)
        .as("up_to");
      const [row] = await db.select({ n: count() }).from(upTo);
      return { status: id, n: row?.n ?? 0 };
    }),
  );
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      bookingId: r.bookingId,
      status: r.status,
      rating: r.rating ?? 0,
      text: r.text,
      displayName: r.displayName ?? ANONYMOUS_NAME,
      consentToPublish: r.consentToPublish,
      car: r.car,
      locality: r.localitySlug ? (getLocality(r.localitySlug)?.name ?? null) : null,
      writtenAt: (r.writtenAt ?? r.createdAt).toISOString(),
      hiddenReason: r.hiddenReason,
      reply: r.reply,
    })),
    counts: Object.fromEntries(counted.map((c) => [c.status, c.n])),
  };
}

/**
 * Takes a review off the site when its visit stops being completed (the admin moves a completed
 * booking to another status): a published review goes back to "new", waiting for the workshop,
 * and can be published again once the visit is completed again (docs/decisions/0021 item 8). An
 * unwritten review's link stops working by itself (`readReviewLink`). Runs in the status change's
 * transaction, under the booking's lock.
 * @param tx the status change's transaction
 * @param bookingId the booking leaving "completed"
 * @returns where the review appeared, to refresh those pages; null when none was published
 */
export async function withdrawPublishedReview(
  tx: DbOrTx,
  bookingId: string,
): Promise<ReviewPlaces | null> {
  const [was] = await tx
    .update(reviews)
    .set({ status: "new", publishedAt: null, updatedAt: new Date() })
    .where(and(eq(reviews.bookingId, bookingId), eq(reviews.status, "published")))
    .returning({ brandSlug: reviews.brandSlug, localitySlug: reviews.localitySlug });
  return was ?? null;
}

/** How a moderation action ended. */
export type ModerationOutcome =
  | { ok: true; changed: boolean; places: ReviewPlaces; wasPublished: boolean }
  | { ok: false; reason: "not-found" | "not-written" | "no-consent" | "not-completed" };

/**
 * Publishes, hides or replies to a review (docs/product.md#reviews-moderation), with its audit
 * entry in the same transaction. The customer's words are never changed; a review is published
 * only with the customer's consent; hidden only for abuse or personal data.
 * @param actorUserId the admin, from the session
 * @param action the parsed action
 * @param now the current instant
 * @returns the outcome, with the pages the review appears on (to refresh them)
 * @throws when the database fails (nothing is written)
 */
export async function moderateReview(
  actorUserId: string,
  action: ReviewModeration,
  now: Date = new Date(),
): Promise<ModerationOutcome> {
  return getDb().transaction(async (tx) => {
    // The booking's row first, as a status change takes it, then the review's.
    const [found] = await tx
      .select({ bookingId: reviews.bookingId })
      .from(reviews)
      .where(eq(reviews.id, action.reviewId));
    const booking = found ? await lockBooking(tx, found.bookingId) : undefined;
    const [review] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.id, action.reviewId))
      .for("update");
    if (!review) return { ok: false, reason: "not-found" } as const;
    if (review.status === "asked") return { ok: false, reason: "not-written" } as const;
    const places = { brandSlug: review.brandSlug, localitySlug: review.localitySlug };
    const wasPublished = review.status === "published";
    const done = (changed: boolean) => ({ ok: true, changed, places, wasPublished }) as const;
    const audit = (a: "review_published" | "review_hidden" | "review_replied", to: string | null) =>
      recordAudit(tx, {
        actorUserId,
        action: a,
        source: "admin_panel",
        target: review.id,
        fromValue: review.status,
        toValue: to,
      });
    switch (action.intent) {
      case "publish": {
        if (!review.consentToPublish) return { ok: false, reason: "no-consent" } as const;
        if (review.status === "published") return done(false);
        // docs/decisions/0021 item 8: published only for a visit completed now, under the lock a
        // status change takes.
        if (booking?.status !== "completed") return { ok: false, reason: "not-completed" } as const;
        await tx
          .update(reviews)
          .set({ status: "published", publishedAt: now, hiddenReason: null, updatedAt: now })
          .where(eq(reviews.id, review.id));
        await audit("review_published", "published");
        return done(true);
      }
      case "hide": {
        if (review.status === "hidden" && review.hiddenReason === action.reason) return done(false);
        await tx
          .update(reviews)
          .set({ status: "hidden", hiddenReason: action.reason, updatedAt: now })
          .where(eq(reviews.id, review.id));
        await audit("review_hidden", action.reason);
        return done(true);
      }
      case "reply": {
        await tx
          .update(reviews)
          .set({ reply: action.reply, repliedAt: now, updatedAt: now })
          .where(eq(reviews.id, review.id));
        await recordAudit(tx, {
          actorUserId,
          action: "review_replied",
          source: "admin_panel",
          target: review.id,
          fromValue: review.reply,
          toValue: action.reply,
        });
        return done(true);
      }
    }
  });
}
