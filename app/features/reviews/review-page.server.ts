/**
 * The review page `/review/<token>` (docs/product.md#reviews-page): what its loader and its
 * form's action answer. No sign-in; a plain HTML form the server answers (docs/decisions/0011);
 * every request counted against the "review" limit per client IP.
 */
import { reviewPath } from "~/catalog/navigation";
import { data, redirect } from "react-router";
import { clientIp } from "~/lib/client-ip";
import { getEnv } from "~/lib/env.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { parseSubmission, storeFailed } from "~/lib/submission.server";
import { REVIEW_LIMITS, REVIEW_MESSAGES, ReviewFormSchema } from "./review-schema";

/** The search parameter of the page the form's post leads to (the thanks). */
const SENT_PARAM = "sent";
import {
  readReviewLink,
  readWrittenReview,
  submitReview,
  type ClosedLinkState,
  type ReviewLink,
} from "./review-links.server";

/** What the review page draws. */
export type ReviewPageData =
  | { state: "open"; link: Extract<ReviewLink, { state: "open" }> }
  | {
      state: "invalid";
      link: Extract<ReviewLink, { state: "open" }>;
      message: string;
      fieldErrors: Partial<Record<"rating" | "text" | "name" | "consent", string>>;
      values: Partial<Record<"rating" | "text" | "name" | "consent", string>>;
    }
  | { state: "sent"; consent: boolean; googleReviewUrl: string | null }
  | { state: ClosedLinkState | "limited"; message: string };

const NO_STORE = { "Cache-Control": "no-store" };

const CLOSED_MESSAGES: Record<ClosedLinkState, string> = {
  used: REVIEW_MESSAGES.linkUsed,
  expired: REVIEW_MESSAGES.linkExpired,
  withdrawn: REVIEW_MESSAGES.linkWithdrawn,
  unknown: REVIEW_MESSAGES.linkUnknown,
};

function closed(state: ClosedLinkState) {
  const message = CLOSED_MESSAGES[state];
  return data<ReviewPageData>(
    { state, message },
    { status: state === "unknown" ? 404 : 410, headers: NO_STORE },
  );
}

async function limited(request: Request) {
  const counted = await consumeRateLimit("review", clientIp(request));
  if (counted.allowed) return null;
  return data<ReviewPageData>(
    { state: "limited", message: REVIEW_MESSAGES.tooMany },
    {
      status: 429,
      headers: { ...NO_STORE, "Retry-After": String(counted.retryAfterSeconds) },
    },
  );
}

/**
 * The review page's loader: the form for a link that works; 410 for a used, expired or withdrawn
 * link (its visit no longer completed, docs/decisions/0021 item 8),
 * 404 for a token that matches nothing, 429 past the limit (each a plain page, never a form);
 * with `?sent`, the thanks for a link whose review is written (where the form's post leads),
 * with the workshop's Google review link (GOOGLE_REVIEW_URL) offered to everyone.
 * @param request the page's request (its client IP is counted)
 * @param token the token from the path
 * @returns the page data, never cached
 * @throws the database's error (the app answers 503 while it is away)
 */
export async function loadReviewPage(request: Request, token: string) {
  const refused = await limited(request);
  if (refused) return refused;
  // Where the form's post leads: the thanks, for the link whose review was just written.
  if (new URL(request.url).searchParams.has(SENT_PARAM)) {
    const written = await readWrittenReview(token);
    if (written)
      return data<ReviewPageData>(
        {
          state: "sent",
          consent: written.consent,
          googleReviewUrl: getEnv().GOOGLE_REVIEW_URL ?? null,
        },
        { headers: NO_STORE },
      );
  }
  const link = await readReviewLink(token);
  if (link.state !== "open") return closed(link.state);
  return data<ReviewPageData>({ state: "open", link }, { headers: NO_STORE });
}

/**
 * The review form's post: saves the review once (docs/product.md#reviews-page) and redirects
 * (303) to the page's thanks (`?sent=1`); a
 * form with mistakes answers 400 with the messages at their fields and the typed values; a used,
 * expired or withdrawn link 410, an unknown one 404; past the limit 429; a database failure 503.
 * @param request the form's post
 * @param token the token from the path
 * @returns the redirect, or the page data
 */
export async function handleReviewPost(request: Request, token: string) {
  const refused = await limited(request);
  if (refused) return refused;
  const link = await readReviewLink(token);
  if (link.state !== "open") return closed(link.state);
  const parsed = await parseSubmission(request, ReviewFormSchema, {
    maxLengths: { text: REVIEW_LIMITS.textMax + 200 },
  });
  if (!parsed.ok)
    return data<ReviewPageData>(
      {
        state: "invalid",
        link,
        message: parsed.message,
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
      },
      { status: 400, headers: NO_STORE },
    );
  try {
    const saved = await submitReview(token, parsed.data);
    if (saved !== "saved") return closed(saved);
  } catch (error) {
    return storeFailed<ReviewPageData>("A review could not be saved:", error, {
      state: "invalid",
      link,
      message: REVIEW_MESSAGES.failed,
      fieldErrors: {},
      values: parsed.values,
    });
  }
  // Post, then redirect: a reload shows the thanks again and sends nothing twice.
  return redirect(`${reviewPath(token)}?${SENT_PARAM}=1`, 303);
}
