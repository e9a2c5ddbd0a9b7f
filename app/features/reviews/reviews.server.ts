/**
 * Reviews customers wrote (docs/product.md#reviews, docs/decisions/0017): the ask when a booking
 * is completed, the personal link's page, the back office's moderation, the published reviews
 * the public pages show, and the customer's export and erasure.
 */
import { reviewPath } from "~/catalog/navigation";
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { brands } from "~/catalog/brands";
import { getLocality } from "~/catalog/localities";
import type { ReviewHideReason, ReviewStatus } from "~/catalog/review-status";
import { bookings, reviews, type BookingRow, type ReviewRow } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { tokenHash } from "~/features/messages/contact-emails.server";
import { queueReviewRequestMessages } from "~/features/messages/outbox.server";
import {
  ANONYMOUS_NAME,
  ERASED_NAME,
  REVIEW_LIMITS,
  firstNameAndInitial,
  type ReviewForm,
  type ReviewModeration,
} from "./review-schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The brand page of a booking's car: the catalogue's brand whose name begins the car's name
 * ("BMW 3 Series (2019)" → "bmw-service"), the longest such name.
 * @param carModel the booking's car as stored
 * @returns the brand page's slug, or null when no catalogue brand matches
 */
export function brandSlugOfCar(carModel: string): string | null {
  const car = carModel.trim().toLowerCase();
  const match = [...brands]
    .sort((a, b) => b.name.length - a.name.length)
    .find((b) => car === b.name.toLowerCase() || car.startsWith(`${b.name.toLowerCase()} `));
  return match?.slug ?? null;
}

/**
 * A booking's car as a review shows it: without the year the booking form adds.
 * @param carModel "BMW 3 Series (2019)"
 * @returns "BMW 3 Series"
 */
export function carLabel(carModel: string): string {
  return carModel.replace(/\s*\(\d{4}\)\s*$/, "").trim();
}

/**
 * Asks for a review of a booking just completed (docs/product.md#reviews-ask), in the
 * transaction that completes it: one row per booking with a new link (its token kept only as
 * its SHA-256 hash, valid {@link REVIEW_LIMITS.linkDays} days), the email (and WhatsApp message
 * where consented) through the outbox, and the one reminder held back
 * {@link REVIEW_LIMITS.reminderDays} days. Everyone is asked, whatever the visit was like. A
 * booking asked before (completed, reopened and completed again), an erased booking and a
 * booking not completed get nothing.
 * @param tx the transaction completing the booking
 * @param booking the booking after the change
 * @param now the current instant
 * @returns true when the ask was written
 */
export async function askForReview(
  tx: DbOrTx,
  booking: BookingRow,
  now: Date = new Date(),
): Promise<boolean> {
  if (booking.status !== "completed" || !booking.userId || booking.anonymizedAt) return false;
  const token = randomBytes(32).toString("base64url");
  const [row] = await tx
    .insert(reviews)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      tokenHash: tokenHash(token),
      linkExpiresAt: new Date(now.getTime() + REVIEW_LIMITS.linkDays * DAY_MS),
    })
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning({ id: reviews.id });
  if (!row) return false;
  await queueReviewRequestMessages(
    tx,
    booking,
    `${getEnv().SITE_URL}${reviewPath(token)}`,
    REVIEW_LIMITS.linkDays,
    new Date(now.getTime() + REVIEW_LIMITS.reminderDays * DAY_MS),
  );
  return true;
}

/** What a review link's page shows. */
export type ReviewLink =
  | {
      state: "open";
      /** The visit the review is about. */
      service: string;
      car: string;
      visitDate: string;
      /** The name shown by default ("Priya S."). */
      shownName: string;
    }
  | { state: "used" | "expired" | "unknown" };

async function reviewByToken(db: DbOrTx, token: string, lock: boolean) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const query = db
    .select({ review: reviews, booking: bookings })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.tokenHash, tokenHash(token)));
  const [row] = lock ? await query.for("update", { of: reviews }) : await query;
  return row;
}

function linkState(
  row: { review: ReviewRow; booking: BookingRow } | undefined,
  now: Date,
): "open" | "used" | "expired" | "unknown" {
  if (!row || row.booking.anonymizedAt || !row.review.userId) return "unknown";
  if (row.review.status !== "asked") return "used";
  if (row.review.linkExpiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

/**
 * Reads a review link (docs/product.md#reviews-page). Opening it changes nothing.
 * @param token the token from the link's path
 * @param now the current instant
 * @returns the visit and the default shown name for a link that works; "used" once its review
 *   is written, "expired" after 30 days, "unknown" for a token that matches no booking
 */
export async function readReviewLink(token: string, now: Date = new Date()): Promise<ReviewLink> {
  const row = await reviewByToken(getDb(), token, false);
  const state = linkState(row, now);
  if (state !== "open" || !row) return { state } as ReviewLink;
  return {
    state,
    service: row.booking.serviceType,
    car: carLabel(row.booking.carModel),
    visitDate: row.booking.preferredDate,
    shownName: firstNameAndInitial(row.booking.customerName),
  };
}

/**
 * The review written through a link, for the thanks its post leads to.
 * @param token the token from the link's path
 * @returns whether its writer agreed to publish it; undefined while unwritten or for a token
 *   of no booking
 */
export async function readWrittenReview(token: string): Promise<{ consent: boolean } | undefined> {
  const row = await reviewByToken(getDb(), token, false);
  if (!row || row.review.status === "asked" || !row.review.userId) return undefined;
  return { consent: row.review.consentToPublish };
}

/**
 * Saves the review a link's owner wrote (docs/product.md#reviews-page): once per booking, the
 * link's token then forgotten; the car, locality, brand page and visit date copied from the
 * booking for the pages that may show it. The row is locked, so two posts of one link save one;
 * the link then answers "used".
 * @param token the token from the link's path
 * @param form the parsed form
 * @param now the current instant
 * @returns "saved", or the link's state when it no longer works
 */
export async function submitReview(
  token: string,
  form: ReviewForm,
  now: Date = new Date(),
): Promise<"saved" | "used" | "expired" | "unknown"> {
  return getDb().transaction(async (tx) => {
    const row = await reviewByToken(tx, token, true);
    const state = linkState(row, now);
    if (state !== "open") return state;
    if (!row) return "unknown" as const;
    const { booking } = row;
    const locality = booking.locality ? getLocality(booking.locality) : undefined;
    await tx
      .update(reviews)
      .set({
        status: "new",
        rating: form.rating,
        text: form.text || null,
        displayName:
          form.name === "anonymous" ? ANONYMOUS_NAME : firstNameAndInitial(booking.customerName),
        consentToPublish: form.consent,
        car: carLabel(booking.carModel),
        localitySlug: locality?.slug ?? null,
        brandSlug: brandSlugOfCar(booking.carModel),
        visitDate: booking.preferredDate,
        writtenAt: now,
        updatedAt: now,
      })
      .where(eq(reviews.id, row.review.id));
    return "saved" as const;
  });
}

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
 * @returns the page's reviews, and how many each status holds
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
  const counted = await db
    .select({ status: reviews.status, n: count() })
    .from(reviews)
    .groupBy(reviews.status);
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

/** Where a published review appears: its brand page and locality page (besides the home page). */
export interface ReviewPlaces {
  brandSlug: string | null;
  localitySlug: string | null;
}

/** How a moderation action ended. */
export type ModerationOutcome =
  | { ok: true; changed: boolean; places: ReviewPlaces; wasPublished: boolean }
  | { ok: false; reason: "not-found" | "not-written" | "no-consent" };

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

/** A published review as the public pages show it. */
export interface PublicReview {
  id: string;
  name: string;
  /** The locality's name, or "Hyderabad" when the booking named none of the catalogue's. */
  location: string;
  car: string;
  rating: number;
  text: string;
  /** The visit's month: "November 2026". */
  month: string;
  reply: string | null;
}

const monthFormat = new Intl.DateTimeFormat("en-IN", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function toPublicReview(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    name: r.displayName ?? ANONYMOUS_NAME,
    location: (r.localitySlug && getLocality(r.localitySlug)?.name) || "Hyderabad",
    car: r.car ?? "",
    rating: r.rating ?? 0,
    text: r.text ?? "",
    month: r.visitDate ? monthFormat.format(new Date(`${r.visitDate}T00:00:00Z`)) : "",
    reply: r.reply,
  };
}

/**
 * The newest published reviews (docs/product.md#reviews-shown), all or those of one brand page
 * or locality page.
 * @param where a brand page's or locality page's slug to match, or nothing for all
 * @param limit how many
 * @returns the reviews, newest published first; none while prerendering (no database)
 */
export async function publishedReviews(
  where: { slug?: string },
  limit: number,
): Promise<PublicReview[]> {
  if (getEnv().PRERENDER) return [];
  const rows = await getDb()
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.status, "published"),
        where.slug
          ? or(eq(reviews.brandSlug, where.slug), eq(reviews.localitySlug, where.slug))
          : undefined,
      ),
    )
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toPublicReview);
}

/** The rating published reviews give: the average stars (one decimal) and how many. */
export interface PublishedRating {
  value: number;
  count: number;
}

/**
 * The average and number of published reviews.
 * @param db the database or a transaction
 * @returns the average rounded to one decimal (0 with none) and the count
 */
export async function publishedRating(db: DbOrTx = getDb()): Promise<PublishedRating> {
  const [row] = await db
    .select({ n: count(), avg: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(eq(reviews.status, "published"));
  const n = row?.n ?? 0;
  return { value: n ? Math.round(Number(row!.avg) * 10) / 10 : 0, count: n };
}

/**
 * Where the published reviews appear: every brand and locality page that shows one.
 * @returns the slugs, each once
 */
export async function publishedReviewPlaces(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ brandSlug: reviews.brandSlug, localitySlug: reviews.localitySlug })
    .from(reviews)
    .where(eq(reviews.status, "published"));
  return [...new Set(rows.flatMap((r) => [r.brandSlug, r.localitySlug]).filter((s) => s !== null))];
}

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
