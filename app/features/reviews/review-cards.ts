/**
 * Published reviews as the public pages' testimonial cards draw them
 * (docs/product.md#reviews-shown): the shown name, its initials, the locality, the car, the
 * stars, the words, "Verified service" with the visit's month, and the workshop's reply.
 * Client-safe, plain data.
 */
import { initials, type TestimonialCardProps } from "~/catalog/testimonials";
import type { PublicReview } from "./published-reviews.server";

/** A review as a testimonial card's props: always with its "Verified service" line and reply. */
export type ReviewCard = TestimonialCardProps & { verified: string; reply: string | null };

/**
 * One published review as a card.
 * @param review the review
 * @returns the card's props
 */
export function reviewCard(review: PublicReview): ReviewCard {
  return {
    name: review.name,
    initials: initials(review.name) || "?",
    location: review.location,
    car: review.car,
    rating: review.rating,
    text: review.text,
    verified: review.month ? `Verified service, ${review.month}` : "Verified service",
    reply: review.reply,
  };
}
