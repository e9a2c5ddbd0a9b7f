/**
 * The reviews' bounds, forms and messages, shared by the browser and the server
 * (docs/architecture.md#one-schema-two-sides; docs/product.md#reviews). Client-safe: no database
 * or Node.
 */
import { z } from "zod";
import { reviewHideReasons } from "~/catalog/review-status";
import { UNSUPPORTED_CHARACTERS_MESSAGE, isPlainText, isUuid } from "~/lib/text-rules";

/** The reviews' bounds (docs/product.md#reviews). */
export const REVIEW_LIMITS = {
  /** The most characters of a review's text, and of the workshop's reply. */
  textMax: 1000,
  /** How long a review link works after the ask, in days. */
  linkDays: 30,
  /** Days after the ask that the one reminder goes, if the review is still unwritten. */
  reminderDays: 3,
  /** Reviews the home page shows; until this many are published, the catalogue's testimonials stay. */
  homeCount: 6,
  /** Reviews a brand or locality page shows (the newest). */
  pageCount: 6,
  /** Reviews the back office lists per page. */
  adminPageSize: 20,
  /**
   * The most reviews of a status the back office counts; past it the list's link says "1,000+"
   * (docs/decisions/0025: counting every review grows with the table).
   */
  adminCountMax: 1000,
} as const;

/** The path the back office's review forms post to. */
export const ADMIN_REVIEWS_ACTION_PATH = "/admin/reviews";

/** How the customer's name is shown: first name and initial, or not at all. */
const nameChoices = ["initial", "anonymous"] as const;

/** The name shown for a review whose writer chose not to be named. */
export const ANONYMOUS_NAME = "Anonymous";

/** The name shown for a review kept after its writer's account was erased. */
export const ERASED_NAME = "A customer";

/** The review page's and the back office's words (docs/product.md#reviews). */
export const REVIEW_MESSAGES = {
  ratingRequired: "Please choose from 1 to 5 stars.",
  textTooLong: `Please keep your review to ${REVIEW_LIMITS.textMax} characters.`,
  nameRequired: "Please choose how your name is shown.",
  unknownField: "Please send the review form only.",
  linkUnknown: "We could not find this review link. Please check the address in your message.",
  linkUsed: "This review link has already been used. Thank you: we have your review.",
  linkExpired: "This review link has expired: links work for 30 days after the visit.",
  linkWithdrawn:
    "This review link no longer works: the visit it was sent for is no longer marked completed.",
  tooMany: "Too many requests from your connection. Please try again in a while.",
  sent: "Thank you: we have your review.",
  sentConsent: "Once the workshop has read it, it appears on our site.",
  sentPrivate: "You asked us to keep it to ourselves: it will not appear on our site.",
  google: "Would you also share it on Google? It helps other car owners find us.",
  failed: "We could not save your review just now. Please try again in a minute.",
  // The back office.
  published: "The review is published.",
  hidden: "The review is hidden.",
  replied: "Your reply is saved.",
  notFound: "That review is no longer there.",
  noConsent: "The customer did not agree to publish this review: it cannot be shown on the site.",
  notCompleted:
    "This review's visit is no longer marked completed: it cannot be shown on the site.",
  notWritten: "That review has not been written yet.",
  reasonRequired: "Choose why the review is hidden: abuse or personal data.",
  replyRequired: `Write a reply of at most ${REVIEW_LIMITS.textMax} characters.`,
  moderationFailed: "The review could not be changed. Please try again.",
} as const;

/**
 * The name a review shows by default: the first name and the initial of the last
 * ("Priya Sharma" → "Priya S."; "Priya" → "Priya").
 * @param fullName the name on the booking
 * @returns the shown name, or {@link ANONYMOUS_NAME} for a blank name
 */
export function firstNameAndInitial(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return ANONYMOUS_NAME;
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : "";
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/**
 * The review form (docs/product.md#reviews-page): 1 to 5 stars, optional text up to 1,000
 * characters, how the name is shown, and consent to publish (an unticked box sends nothing).
 */
export const ReviewFormSchema = z.strictObject({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  text: z
    .string()
    .optional()
    .transform((t) => (t ?? "").replace(/\r\n/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.textTooLong)
        .refine(isPlainText, UNSUPPORTED_CHARACTERS_MESSAGE),
    ),
  name: z.enum(nameChoices, { error: REVIEW_MESSAGES.nameRequired }),
  consent: z
    .literal("yes")
    .optional()
    .transform((v) => v === "yes"),
});

/** A parsed review form. */
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

const reviewId = z.string().refine(isUuid, REVIEW_MESSAGES.notFound);

/** The back office's review actions (docs/product.md#reviews-moderation). */
export const ReviewModerationSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("publish"), reviewId }),
  z.strictObject({
    intent: z.literal("hide"),
    reviewId,
    reason: z.enum(reviewHideReasons, { error: REVIEW_MESSAGES.reasonRequired }),
  }),
  z.strictObject({
    intent: z.literal("reply"),
    reviewId,
    reply: z
      .string({ error: REVIEW_MESSAGES.replyRequired })
      .transform((t) => t.replace(/\r\n/g, "\n").trim())
      .pipe(
        z
          .string()
          .min(1, REVIEW_MESSAGES.replyRequired)
          .max(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.replyRequired)
          .refine(isPlainText, UNSUPPORTED_CHARACTERS_MESSAGE),
      ),
  }),
]);

/** One back office review action. */
export type ReviewModeration = z.infer<typeof ReviewModerationSchema>;
