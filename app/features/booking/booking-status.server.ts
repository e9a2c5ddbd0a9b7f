/**
 * A booking's status changed by the workshop (docs/product.md#booking-statuses): any status, in
 * any order, from the back office's Bookings tab, its bulk cancel and the job card alike, each
 * change with what follows from it in the same transaction: the customer's message, the audit
 * entry, a cancelled booking's legs closed, a completed visit's recommendations closed and its
 * review asked, a visit leaving completed taking its review off the site
 * (docs/decisions/0021 item 8), and the slot's capacity for a booking taken back. The pages a
 * review leaves are rewritten after the change (`changeBookingStatusAndPages`).
 */
import { eq, sql } from "drizzle-orm";
import { bookings, type BookingStatus } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { lockBooking } from "~/lib/booking-lock.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { closeRecommendationsOnCompletion } from "~/features/cars/recommendations.server";
import { kindForStatus } from "~/features/messages/message-kinds";
import { queueCustomerBookingMessages } from "~/features/messages/outbox.server";
import { closeLegsOfCancelledBooking } from "~/features/pickups/booking-legs.server";
import type { ReviewPlaces } from "~/features/reviews/published-reviews.server";
import {
  refreshAfterReviewChange,
  siteRating,
  type RefreshPrerendered,
} from "~/features/reviews/site-reviews.server";
import { askForReview } from "~/features/reviews/review-links.server";
import { withdrawPublishedReview } from "~/features/reviews/moderation.server";
import { holdsSlotPlace, lockSlot } from "./booking-slots.server";

/** The server's page writer, as the status change's callers pass it (absent in development). */
export type { RefreshPrerendered };

/** The outcome of a status change. */
export type StatusChangeOutcome =
  | {
      ok: true;
      from: BookingStatus;
      to: BookingStatus;
      changed: boolean;
      /** Where the visit's published review showed, taken off the site as it left completed. */
      reviewTakenDown: ReviewPlaces | null;
    }
  | { ok: false; reason: "not-found" }
  /** A cancelled booking cannot become active again: its slot has been filled since. */
  | { ok: false; reason: "slot-full" };

/**
 * Sets one booking's status inside the caller's transaction: the row is locked, the customer's
 * message for the new step queued and the audit entry written with it (see
 * {@link changeBookingStatus} for the rules).
 * @param tx the transaction
 * @param actorUserId the admin's id, from the session
 * @param bookingId the booking
 * @param status one of the five statuses
 */
async function setStatusInTransaction(
  tx: DbOrTx,
  actorUserId: string,
  bookingId: string,
  status: BookingStatus,
): Promise<StatusChangeOutcome> {
  const current = await lockBooking(tx, bookingId);
  if (!current) return { ok: false, reason: "not-found" } as const;
  if (current.status === status)
    return { ok: true, from: status, to: status, changed: false, reviewTakenDown: null } as const;
  // A cancelled booking gave its place up; taking it back must fit the slot's capacity.
  if (
    !holdsSlotPlace(current.status) &&
    (await lockSlot(tx, current.preferredDate, current.preferredTime)) >=
      getEnv().BOOKING_SLOT_CAPACITY
  ) {
    return { ok: false, reason: "slot-full" } as const;
  }
  const [updated] = await tx
    .update(bookings)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning();
  // docs/product.md#lifecycle-messages: the customer hears of every step, in the same transaction
  // as the change.
  const kind = kindForStatus(status);
  if (kind && updated) await queueCustomerBookingMessages(tx, kind, updated);
  // docs/product.md#pickups-legs: a cancelled booking's legs lose their drivers (the step every
  // cancellation shares).
  if (status === "cancelled")
    await closeLegsOfCancelledBooking(tx, bookingId, {
      userId: actorUserId,
      source: "admin_panel",
    });
  // docs/decisions/0014: a completed visit closes the car's open recommendations of earlier visits.
  if (status === "completed") await closeRecommendationsOnCompletion(tx, bookingId);
  // docs/product.md#reviews-ask: every completed visit is asked for a review, once.
  if (status === "completed" && updated) await askForReview(tx, updated);
  // docs/decisions/0021 item 8: a review stays on the site only while its visit is completed.
  const reviewTakenDown =
    current.status === "completed" ? await withdrawPublishedReview(tx, bookingId) : null;
  await recordAudit(tx, {
    actorUserId,
    action: "booking_status_changed",
    source: "admin_panel",
    target: bookingId,
    fromValue: current.status,
    toValue: status,
  });
  return { ok: true, from: current.status, to: status, changed: true, reviewTakenDown } as const;
}

/**
 * Sets a booking's status and updated_at, and records who changed it from what to what, in
 * one transaction (docs/product.md#booking-statuses: any status, in any order;
 * docs/product.md#roles), with the customer's message for the new step
 * (docs/product.md#lifecycle-messages: confirmed, in progress, completed, cancelled; none for
 * pending). Setting the status it already has changes nothing and records nothing. A cancelled
 * booking made pending, confirmed, in progress or completed again takes its place back only while
 * the slot has room (BOOKING_SLOT_CAPACITY, under the slot's lock): else "slot-full". A booking
 * that completes closes its car's open recommendations of earlier visits (docs/decisions/0014); a
 * booking cancelled closes its pickup and drop legs, their drivers freed
 * (docs/product.md#pickups-legs); a completed booking moved to another status takes its published
 * review off the site (docs/decisions/0021 item 8: the outcome says where it showed).
 * @param actorUserId the admin's id, from the session
 * @param bookingId the booking
 * @param status one of the five statuses
 * @throws when the database fails (nothing is written)
 */
export async function changeBookingStatus(
  actorUserId: string,
  bookingId: string,
  status: BookingStatus,
): Promise<StatusChangeOutcome> {
  return getDb().transaction((tx) => setStatusInTransaction(tx, actorUserId, bookingId, status));
}

/**
 * Cancels a set of bookings at once (docs/product.md#lifecycle-back-office: the Bookings tab's
 * ticked bookings), in one transaction: each exactly as {@link changeBookingStatus} cancels one,
 * with its own audit entry, the customer's "booking cancelled" message and its legs closed
 * (docs/product.md#pickups-legs). Bookings already
 * cancelled, and ids that match no booking, are left alone.
 * @param actorUserId the admin's id, from the session
 * @param bookingIds the bookings (at most `BULK_CANCEL_MAX`, checked by the action's schema)
 * @returns how many were cancelled now, and where the published reviews of completed visits among
 *   them showed (taken off the site, to refresh those pages)
 * @throws when the database fails (nothing is written)
 */
export async function cancelBookings(
  actorUserId: string,
  bookingIds: readonly string[],
): Promise<{ cancelled: number; reviewsTakenDown: ReviewPlaces[] }> {
  // One order for the row locks, so two admins cancelling overlapping sets cannot deadlock.
  const ids = [...new Set(bookingIds)].sort();
  return getDb().transaction(async (tx) => {
    let cancelled = 0;
    const reviewsTakenDown: ReviewPlaces[] = [];
    for (const id of ids) {
      const outcome = await setStatusInTransaction(tx, actorUserId, id, "cancelled");
      if (outcome.ok && outcome.changed) cancelled += 1;
      if (outcome.ok && outcome.reviewTakenDown) reviewsTakenDown.push(outcome.reviewTakenDown);
    }
    return { cancelled, reviewsTakenDown };
  });
}

/**
 * Rewrites the pages of the reviews a status change took off the site (docs/decisions/0021
 * item 8), as a moderation does, in the background.
 * @param refresh the server's page writer (absent in development)
 * @param places where the reviews showed
 * @param ratingBefore the site's rating before the change (`siteRating`)
 */
export async function refreshPagesOfReviewsTakenDown(
  refresh: RefreshPrerendered | undefined,
  places: readonly ReviewPlaces[],
  ratingBefore: Awaited<ReturnType<typeof siteRating>>,
): Promise<void> {
  await Promise.all(places.map((p) => refreshAfterReviewChange(refresh, p, ratingBefore)));
}

/**
 * {@link changeBookingStatus}, then the pages of a review it took off the site rewritten: the one
 * call of the back office's status form and the job card's.
 * @param actorUserId the admin's id, from the session
 * @param bookingId the booking; `status` one of the five statuses
 * @param refresh the server's page writer (absent in development)
 * @returns the outcome of the change
 * @throws when the database fails (nothing is written)
 */
export async function changeBookingStatusAndPages(
  actorUserId: string,
  bookingId: string,
  status: BookingStatus,
  refresh: RefreshPrerendered | undefined,
): Promise<StatusChangeOutcome> {
  const ratingBefore = await siteRating();
  const outcome = await changeBookingStatus(actorUserId, bookingId, status);
  if (outcome.ok && outcome.reviewTakenDown)
    await refreshPagesOfReviewsTakenDown(refresh, [outcome.reviewTakenDown], ratingBefore);
  return outcome;
}
