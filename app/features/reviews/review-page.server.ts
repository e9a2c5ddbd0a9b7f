/**
 * The review page `/review/<token>` (docs/product.md#reviews-page): what its loader and its
 * form's action answer. No sign-in; a plain HTML form the server answers (docs/decisions/0011);
 * every request counted against the "review" limit per client IP.
 */
import { data } from "react-router";
import { clientIp } from "~/lib/client-ip";
import { getEnv } from "~/lib/env.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { parseSubmission, storeFailed } from "~/lib/submission.server";
import { REVIEW_LIMITS, REVIEW_MESSAGES, ReviewFormSchema } from "./review-schema";
import { readReviewLink, submitReview, type ReviewLink } from "./reviews.server";

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
  | { state: "used" | "expired" | "unknown" | "limited"; message: string };

const NO_STORE = { "Cache-Control": "no-store" };

function closed(state: "used" | "expired" | "unknown") {
  const message =
    state === "used"
      ? REVIEW_MESSAGES.linkUsed
      : state === "expired"
        ? REVIEW_MESSAGES.linkExpired
        : REVIEW_MESSAGES.linkUnknown;
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
 * The review page's loader: the form for a link that works; 410 for a used or expired link,
 * 404 for a token that matches nothing, 429 past the limit (each a plain page, never a form).
 * @param request the page's request (its client IP is counted)
 * @param token the token from the path
 * @returns the page data, never cached
 * @throws the database's error (the app answers 503 while it is away)
 */
export async function loadReviewPage(request: Request, token: string) {
  const refused = await limited(request);
  if (refused) return refused;
  const link = await readReviewLink(token);
  if (link.state !== "open") return closed(link.state);
  return data<ReviewPageData>({ state: "open", link }, { headers: NO_STORE });
}

/**
 * The review form's post: saves the review once (docs/product.md#reviews-page) and answers the
 * thanks, with the workshop's Google review link (GOOGLE_REVIEW_URL) offered to everyone; a
 * form with mistakes answers 400 with the messages at their fields and the typed values; a used,
 * expired or unknown link 410 / 404; past the limit 429; a database failure 503.
 * @param request the form's post
 * @param token the token from the path
 * @returns the page data
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
  return data<ReviewPageData>(
    {
      state: "sent",
      consent: parsed.data.consent,
      googleReviewUrl: getEnv().GOOGLE_REVIEW_URL ?? null,
    },
    { headers: NO_STORE },
  );
}
