/**
 * The back office's review actions (docs/product.md#reviews-moderation): publish, hide with a
 * reason, reply. Plain HTML forms post here and are answered with a redirect back to the Reviews
 * tab, which shows the outcome (docs/decisions/0011).
 */
import { redirect } from "react-router";
import { reviewListStatuses } from "~/catalog/review-status";
import type { SessionUser } from "~/lib/auth.server";
import { logDatabaseError } from "~/lib/db.server";
import { parseSubmission } from "~/lib/submission.server";
import {
  refreshAfterReviewChange,
  siteRating,
  type RefreshPrerendered,
} from "./site-reviews.server";
import { REVIEW_MESSAGES, ReviewModerationSchema } from "./review-schema";
import { listReviewsForAdmin, moderateReview } from "./moderation.server";
import type { ReviewsTabData } from "./reviews-tab";

/** The outcomes the Reviews tab can show, by the `notice` key its address carries. */
const moderationNotices = {
  published: REVIEW_MESSAGES.published,
  hidden: REVIEW_MESSAGES.hidden,
  replied: REVIEW_MESSAGES.replied,
  "not-found": REVIEW_MESSAGES.notFound,
  "not-written": REVIEW_MESSAGES.notWritten,
  "no-consent": REVIEW_MESSAGES.noConsent,
  "not-completed": REVIEW_MESSAGES.notCompleted,
  "no-reason": REVIEW_MESSAGES.reasonRequired,
  "no-reply": REVIEW_MESSAGES.replyRequired,
  failed: REVIEW_MESSAGES.moderationFailed,
} as const;

/** One outcome's key. */
export type ModerationNotice = keyof typeof moderationNotices;

/**
 * The Reviews tab's address.
 * @param status the list to open ("new", "published" or "hidden")
 * @param notice the outcome to show
 */
export function reviewsTabPath(status: string, notice?: ModerationNotice): string {
  const params = new URLSearchParams({ tab: "reviews", status });
  if (notice) params.set("notice", notice);
  return `/admin?${params.toString()}`;
}

/**
 * Reads the list the Reviews tab shows from its address.
 * @param value the `status` search parameter
 * @returns "new" (the default), "published" or "hidden"
 */
function parseReviewListStatus(value: string | null): "new" | "published" | "hidden" {
  return reviewListStatuses.find((s) => s.id === value)?.id ?? "new";
}

/**
 * Answers one review action of the back office: the change and its audit entry in one
 * transaction, then the pages the review appears on rewritten in the background
 * (docs/decisions/0017). Always a 303 back to the Reviews tab with the outcome; a form with
 * mistakes and a database failure too (nothing is changed then).
 * @param admin the signed-in admin, from `requireAdmin`
 * @param request the form's post (`intent`, `reviewId`, `reason` or `reply`; `back`: the list it
 *   came from)
 * @param refresh the server's page writer, from the load context (absent in development)
 * @returns the redirect
 */
export async function handleReviewModeration(
  admin: SessionUser,
  request: Request,
  refresh: RefreshPrerendered | undefined,
) {
  const parsed = await parseSubmission(request, ReviewModerationSchema, { extraFields: ["back"] });
  const back = parseReviewListStatus(
    typeof parsed.fields?.back === "string" ? parsed.fields.back : null,
  );
  if (!parsed.ok) {
    const notice = parsed.fieldErrors.reason
      ? "no-reason"
      : parsed.fieldErrors.reply
        ? "no-reply"
        : "not-found";
    return redirect(reviewsTabPath(back, notice), 303);
  }
  try {
    const before = await siteRating();
    const outcome = await moderateReview(admin.id, parsed.data);
    if (!outcome.ok) return redirect(reviewsTabPath(back, outcome.reason), 303);
    const shown = parsed.data.intent !== "reply" || outcome.wasPublished;
    if (outcome.changed && shown) await refreshAfterReviewChange(refresh, outcome.places, before);
    const notice =
      parsed.data.intent === "publish"
        ? "published"
        : parsed.data.intent === "hide"
          ? "hidden"
          : "replied";
    return redirect(reviewsTabPath(back, notice), 303);
  } catch (error) {
    logDatabaseError("A review could not be changed:", error);
    return redirect(reviewsTabPath(back, "failed"), 303);
  }
}

/**
 * The Reviews tab's data (docs/product.md#reviews-moderation).
 * @param params the /admin address's query: `status` (the list), `notice` (the last outcome)
 * @returns the list open, its newest reviews, the counts and the notice to show
 * @throws when the database fails (the tab shows its failure text)
 */
export async function loadReviewsTab(params: URLSearchParams): Promise<ReviewsTabData> {
  const status = parseReviewListStatus(params.get("status"));
  const key = params.get("notice");
  const notice =
    key && Object.hasOwn(moderationNotices, key)
      ? {
          text: moderationNotices[key as ModerationNotice],
          ok: ["published", "hidden", "replied"].includes(key),
        }
      : null;
  const { reviews, counts } = await listReviewsForAdmin(status);
  return { status, reviews, counts, notice };
}
