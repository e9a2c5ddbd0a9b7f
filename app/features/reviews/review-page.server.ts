/**
 * The review page `/review/<token>` (docs/product.md#reviews-page): what its loader and its
 * form's action answer. No sign-in; a plain HTML form the server answers (docs/decisions/0011);
 * every request counted against the "review" limit per client IP.
 */
import { linkIn, localizedPath } from "~/catalog/languages";
import { REVIEW_PATH, reviewPath } from "~/catalog/navigation";
import { data, redirect } from "react-router";
import { clientIp } from "~/lib/client-ip";
import { getEnv } from "~/lib/env.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { Translator } from "~/lib/i18n";
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

/** The review page's search fields in Telugu or Hindi (docs/decisions/0026); null in English. */
type ReviewPageSeo = { title: string; description: string; path: string } | null;

/** What the review page draws. */
export type ReviewPageData = { seo?: ReviewPageSeo } & (
  | { state: "open"; link: Extract<ReviewLink, { state: "open" }> }
  | {
      state: "invalid";
      link: Extract<ReviewLink, { state: "open" }>;
      message: string;
      fieldErrors: Partial<Record<"rating" | "text" | "name" | "consent", string>>;
      values: Partial<Record<"rating" | "text" | "name" | "consent", string>>;
    }
  | { state: "sent"; consent: boolean; googleReviewUrl: string | null }
  | { state: ClosedLinkState | "limited"; message: string }
);

/**
 * The review page's title, description and path in the page's language, for its `meta`.
 * @param t the page's translator
 * @returns the fields from `seo./review/{token}`, or null on an English page
 */
function reviewPageSeo(t: Translator): ReviewPageSeo {
  if (t.locale === "en") return null;
  return {
    title: t.t("seo./review/{token}.title"),
    description: t.t("seo./review/{token}.description"),
    path: localizedPath(REVIEW_PATH, t.locale),
  };
}

/** The page's data with its search fields, as the response's body. */
function pageData(t: Translator, page: ReviewPageData, init: ResponseInit) {
  return data<ReviewPageData>({ ...page, seo: reviewPageSeo(t) }, init);
}

const NO_STORE = { "Cache-Control": "no-store" };

const CLOSED_MESSAGES: Record<ClosedLinkState, string> = {
  used: REVIEW_MESSAGES.linkUsed,
  expired: REVIEW_MESSAGES.linkExpired,
  withdrawn: REVIEW_MESSAGES.linkWithdrawn,
  unknown: REVIEW_MESSAGES.linkUnknown,
};

function closed(t: Translator, state: ClosedLinkState) {
  const message = CLOSED_MESSAGES[state];
  return pageData(
    t,
    { state, message },
    { status: state === "unknown" ? 404 : 410, headers: NO_STORE },
  );
}

async function limited(request: Request, t: Translator) {
  const counted = await consumeRateLimit("review", clientIp(request));
  if (counted.allowed) return null;
  return pageData(
    t,
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
 * @param t the page's translator (the link's language): its search fields
 * @returns the page data, never cached
 * @throws the database's error (the app answers 503 while it is away)
 */
export async function loadReviewPage(request: Request, token: string, t: Translator) {
  const refused = await limited(request, t);
  if (refused) return refused;
  // Where the form's post leads: the thanks, for the link whose review was just written.
  if (new URL(request.url).searchParams.has(SENT_PARAM)) {
    const written = await readWrittenReview(token);
    if (written)
      return pageData(
        t,
        {
          state: "sent",
          consent: written.consent,
          googleReviewUrl: getEnv().GOOGLE_REVIEW_URL ?? null,
        },
        { headers: NO_STORE },
      );
  }
  const link = await readReviewLink(token);
  if (link.state !== "open") return closed(t, link.state);
  return pageData(t, { state: "open", link }, { headers: NO_STORE });
}

/**
 * The review form's post: saves the review once (docs/product.md#reviews-page) and redirects
 * (303) to the page's thanks (`?sent=1`), in the language of the page it was sent from
 * (/te/review/…, /hi/review/…: docs/decisions/0026); a
 * form with mistakes answers 400 with the messages at their fields and the typed values; a used,
 * expired or withdrawn link 410, an unknown one 404; past the limit 429; a database failure 503.
 * @param request the form's post
 * @param token the token from the path
 * @param t the page's translator (the link's language): its search fields and where the thanks is
 * @returns the redirect, or the page data
 */
export async function handleReviewPost(request: Request, token: string, t: Translator) {
  const refused = await limited(request, t);
  if (refused) return refused;
  const link = await readReviewLink(token);
  if (link.state !== "open") return closed(t, link.state);
  const parsed = await parseSubmission(request, ReviewFormSchema, {
    maxLengths: { text: REVIEW_LIMITS.textMax + 200 },
  });
  if (!parsed.ok)
    return pageData(
      t,
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
    if (saved !== "saved") return closed(t, saved);
  } catch (error) {
    return storeFailed<ReviewPageData>("A review could not be saved:", error, {
      seo: reviewPageSeo(t),
      state: "invalid",
      link,
      message: REVIEW_MESSAGES.failed,
      fieldErrors: {},
      values: parsed.values,
    });
  }
  // Post, then redirect: a reload shows the thanks again and sends nothing twice.
  return redirect(linkIn(`${reviewPath(token)}?${SENT_PARAM}=1`, t.locale), 303);
}
