/**
 * The review link (docs/product.md#reviews, docs/decisions/0017): the ask when a booking is
 * completed, with its personal link; reading the link for its page; saving the review written
 * through it.
 */
import { reviewPath } from "~/catalog/navigation";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { brands } from "~/catalog/brands";
import { getLocality } from "~/catalog/localities";
import { bookings, reviews, type BookingRow, type ReviewRow } from "~/db/schema";
import { lockBooking } from "~/lib/booking-lock.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { tokenHash } from "~/features/messages/contact-emails.server";
import { queueReviewRequestMessages } from "~/features/messages/outbox.server";
import {
  ANONYMOUS_NAME,
  REVIEW_LIMITS,
  firstNameAndInitial,
  type ReviewForm,
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
  | { state: ClosedLinkState };

/**
 * Why a review link no longer opens its form: written already, past its 30 days, its visit no
 * longer completed ("withdrawn", docs/decisions/0021 item 8), or no such link.
 */
export type ClosedLinkState = "used" | "expired" | "withdrawn" | "unknown";

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
): "open" | ClosedLinkState {
  if (!row || row.booking.anonymizedAt || !row.review.userId) return "unknown";
  if (row.review.status !== "asked") return "used";
  // docs/decisions/0021 item 8: a review is written only for a visit completed now.
  if (row.booking.status !== "completed") return "withdrawn";
  if (row.review.linkExpiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

/**
 * Reads a review link (docs/product.md#reviews-page). Opening it changes nothing.
 * @param token the token from the link's path
 * @param now the current instant
 * @returns the visit and the default shown name for a link that works; "used" once its review
 *   is written, "expired" after 30 days, "withdrawn" once its visit is no longer completed,
 *   "unknown" for a token that matches no booking
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
): Promise<"saved" | ClosedLinkState> {
  return getDb().transaction(async (tx) => {
    // The booking's row first, as a status change takes it (`lockBooking`): a review is never
    // saved for a visit being moved away from completed (docs/decisions/0021 item 8).
    const found = await reviewByToken(tx, token, false);
    if (found) await lockBooking(tx, found.booking.id);
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
