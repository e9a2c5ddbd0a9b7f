import { Star } from "lucide-react";
import { Link } from "react-router";
import {
  reviewHideReasonLabels,
  reviewHideReasons,
  reviewListStatuses,
} from "~/catalog/review-status";
import { Button } from "~/components/ui/button";
import { SelectOptions } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { formatKolkataDate } from "~/lib/time";
import type { AdminReviewView } from "./moderation.server";
import { ADMIN_REVIEWS_ACTION_PATH, REVIEW_LIMITS } from "./review-schema";

/** A list's count as the link shows it: "12", or "1,000+" past the most counted. */
function reviewCountText(n: number): string {
  const max = REVIEW_LIMITS.adminCountMax;
  return n > max ? `${new Intl.NumberFormat("en-IN").format(max)}+` : String(n);
}

/** What the Reviews tab shows. */
export interface ReviewsTabData {
  /** The list open: "new", "published" or "hidden". */
  status: "new" | "published" | "hidden";
  reviews: AdminReviewView[];
  /** How many reviews each status holds. */
  counts: Record<string, number>;
  /** The last action's outcome, when the address carries one. */
  notice: { text: string; ok: boolean } | null;
}

const bigButton = "min-h-11";

function HiddenFields({ id, intent, back }: { id: string; intent: string; back: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={id} />
      <input type="hidden" name="back" value={back} />
    </>
  );
}

function ReviewItem({ review, back }: { review: AdminReviewView; back: string }) {
  const headingId = `review-${review.id}`;
  return (
    <li
      className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm"
      aria-labelledby={headingId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {review.displayName}
          <span className="font-normal text-muted-foreground">
            {" "}
            · {[review.car, review.locality].filter(Boolean).join(", ")} · written{" "}
            {formatKolkataDate(review.writtenAt)}
          </span>
        </h3>
        <p className="flex gap-0.5" role="img" aria-label={`Rated ${review.rating} out of 5`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star
              key={i}
              className={
                i < review.rating
                  ? "size-4 fill-amber-500 text-amber-600"
                  : "size-4 text-muted-foreground"
              }
              aria-hidden
            />
          ))}
        </p>
      </div>
      {review.text ? (
        <blockquote className="text-sm leading-relaxed whitespace-pre-line">
          {review.text}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground">No text: stars only.</p>
      )}
      <p className="text-sm">
        {review.consentToPublish
          ? "The customer agreed to publish it."
          : "Private: the customer did not agree to publish it."}
        {review.hiddenReason && ` Hidden: ${reviewHideReasonLabels[review.hiddenReason]}.`}
      </p>
      {review.reply && (
        <p className="rounded-md bg-secondary p-3 text-sm whitespace-pre-line">
          <span className="font-semibold">Our reply: </span>
          {review.reply}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-4">
        {review.consentToPublish && review.status !== "published" && (
          <form method="post" action={ADMIN_REVIEWS_ACTION_PATH}>
            <HiddenFields id={review.id} intent="publish" back={back} />
            <Button type="submit" className={bigButton}>
              Publish
            </Button>
          </form>
        )}
        <form
          method="post"
          action={ADMIN_REVIEWS_ACTION_PATH}
          className="flex min-w-0 flex-wrap items-end gap-2"
        >
          <HiddenFields id={review.id} intent="hide" back={back} />
          <label className="grid gap-1 text-sm">
            <span>Hide because of</span>
            <select
              name="reason"
              required
              defaultValue={review.hiddenReason ?? ""}
              className="h-11 max-w-full rounded-md border bg-background px-2"
            >
              <option value="" disabled>
                Choose a reason
              </option>
              <SelectOptions
                options={reviewHideReasons}
                toLabel={(r) => reviewHideReasonLabels[r]}
              />
            </select>
          </label>
          <Button type="submit" variant="outline" className={bigButton}>
            Hide
          </Button>
        </form>
      </div>
      <form method="post" action={ADMIN_REVIEWS_ACTION_PATH} className="grid gap-2">
        <HiddenFields id={review.id} intent="reply" back={back} />
        <label htmlFor={`reply-${review.id}`} className="text-sm font-medium">
          {review.reply ? "Change our public reply" : "Reply in public"}
        </label>
        <Textarea
          id={`reply-${review.id}`}
          name="reply"
          rows={3}
          required
          maxLength={REVIEW_LIMITS.textMax}
          defaultValue={review.reply ?? ""}
        />
        <Button type="submit" variant="secondary" className={`${bigButton} w-fit`}>
          Save reply
        </Button>
      </form>
    </li>
  );
}

/**
 * The back office's Reviews tab (docs/product.md#reviews-moderation): new, published and hidden
 * reviews, each with plain HTML forms to publish it (only with the customer's consent), hide it
 * for abuse or personal data, or reply in public. The customer's words are shown, never edited.
 * @param data the open list and its reviews, or null when they could not be read
 */
export function ReviewsTab({ data }: { data: ReviewsTabData | null }) {
  if (!data) return <p className="text-destructive">Failed to load admin data.</p>;
  return (
    <section aria-labelledby="reviews-heading" className="grid gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Reviews
      </h2>
      {data.notice && (
        <p
          role="status"
          className={
            data.notice.ok
              ? "rounded-md border border-green-700/40 p-3 text-green-800"
              : "rounded-md border border-destructive/40 p-3 text-destructive"
          }
        >
          {data.notice.text}
        </p>
      )}
      <nav aria-label="Review lists">
        <ul className="flex flex-wrap gap-2">
          {reviewListStatuses.map((s) => (
            <li key={s.id}>
              <Link
                to={`/admin?tab=reviews&status=${s.id}`}
                aria-current={s.id === data.status ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-medium aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {s.label} ({reviewCountText(data.counts[s.id] ?? 0)})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.reviews.length === 0 ? (
        <p className="text-muted-foreground">No reviews here.</p>
      ) : (
        <ul className="grid gap-4">
          {data.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} back={data.status} />
          ))}
        </ul>
      )}
    </section>
  );
}
