/**
 * A customer's reviews under the privacy rules (docs/product.md#privacy): their export, and
 * their erasure with the account.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { ReviewHideReason, ReviewStatus } from "~/catalog/review-status";
import { reviews } from "~/db/schema";
import { getDb, type DbOrTx } from "~/lib/db.server";
import type { ReviewPlaces } from "./published-reviews.server";
import { ERASED_NAME } from "./review-schema";

/** A review as the customer's export holds it. */
export interface ExportedReview {
  bookingId: string;
  status: ReviewStatus;
  rating: number | null;
  text: string | null;
  shownName: string | null;
  consentToPublish: boolean;
  writtenAt: string | null;
  publishedAt: string | null;
  hiddenReason: ReviewHideReason | null;
  workshopReply: string | null;
  linkExpiresAt: string;
}

/**
 * A customer's reviews, asked and written, for their export (docs/product.md#privacy).
 * @param userId the account
 * @returns the reviews, newest first (no link tokens: only their hashes are held)
 */
export async function exportReviews(userId: string): Promise<ExportedReview[]> {
  const rows = await getDb()
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
  return rows.map((r) => ({
    bookingId: r.bookingId,
    status: r.status,
    rating: r.rating,
    text: r.text,
    shownName: r.displayName,
    consentToPublish: r.consentToPublish,
    writtenAt: r.writtenAt?.toISOString() ?? null,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    hiddenReason: r.hiddenReason,
    workshopReply: r.reply,
    linkExpiresAt: r.linkExpiresAt.toISOString(),
  }));
}

/**
 * Erases a customer's reviews with their account (docs/product.md#privacy): a review they
 * agreed to publish stays, named only "A customer" and tied to no account; every other row
 * (unwritten asks, reviews kept private) is deleted.
 * @param tx the erasure's transaction
 * @param userId the account
 * @returns where the published reviews that changed appear (their pages are then refreshed)
 */
export async function eraseReviews(tx: DbOrTx, userId: string): Promise<ReviewPlaces[]> {
  const kept = await tx
    .update(reviews)
    .set({ displayName: ERASED_NAME, userId: null, tokenHash: null, updatedAt: new Date() })
    .where(
      and(
        eq(reviews.userId, userId),
        eq(reviews.consentToPublish, true),
        isNotNull(reviews.writtenAt),
      ),
    )
    .returning({
      status: reviews.status,
      brandSlug: reviews.brandSlug,
      localitySlug: reviews.localitySlug,
    });
  await tx.delete(reviews).where(eq(reviews.userId, userId));
  return kept
    .filter((r) => r.status === "published")
    .map((r) => ({ brandSlug: r.brandSlug, localitySlug: r.localitySlug }));
}
