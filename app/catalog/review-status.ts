/**
 * Where a customer's review stands, and why the workshop may hide one
 * (docs/product.md#reviews). Plain data: the `review_status` and `review_hide_reason` enums in
 * `app/db/schema/reviews.ts` read these lists; the back office and the review page read the labels
 * (`app/catalog/data/labels.json`).
 */
import labels from "./data/labels.json";
import { vocabulary, type ValueOf } from "./vocabulary";

/**
 * `asked`: the link is out, nothing written yet; `new`: written, waiting for the workshop;
 * `published`: shown on the site; `hidden`: kept off the site, with its reason.
 */
export const reviewStatuses = ["asked", "new", "published", "hidden"] as const;

/** One review status. */
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * The only reasons a review may be hidden (docs/product.md#reviews-moderation): the customer's
 * words are never edited, and a review is never hidden for being unfavourable.
 */
const reviewHideReason = vocabulary(labels.reviewHideReason);

/** One reason for hiding a review. */
export type ReviewHideReason = ValueOf<typeof reviewHideReason>;

/** The reasons, as stored. */
export const reviewHideReasons = reviewHideReason.values;

/** The reasons as the back office shows them. */
export const reviewHideReasonLabels = reviewHideReason.labels;

/** The statuses the back office's Reviews tab lists, in its order, with their labels. */
export const reviewListStatuses = [
  { id: "new", label: "New" },
  { id: "published", label: "Published" },
  { id: "hidden", label: "Hidden" },
] as const satisfies ReadonlyArray<{ id: ReviewStatus; label: string }>;
