/**
 * How the reviews reach the public pages (docs/product.md#reviews-shown, docs/decisions/0017):
 * the site's rating from published reviews once there are enough, and which prerendered pages a
 * published or hidden review changes. The pages themselves are rewritten by the server process
 * (`refreshPrerendered` in the load context, server/prerendered-pages.ts).
 */
import type { BusinessFacts } from "~/catalog/business";
import { servicePath } from "~/catalog/page-seo-schema";
import { getEnv } from "~/lib/env.server";
import { logDatabaseError, orFallback } from "~/lib/db.server";
import { reviewCard, type ReviewCard } from "./review-cards";
import { REVIEW_LIMITS } from "./review-schema";
import {
  publishedRating,
  publishedReviewPlaces,
  publishedReviews,
  type PublishedRating,
  type ReviewPlaces,
} from "./published-reviews.server";

/** Rewrites prerendered pages: the paths given, or every one ("all"). */
export type RefreshPrerendered = (pages: readonly string[] | "all") => Promise<void>;

/** How long a process keeps the site's rating before reading it again, in milliseconds. */
const RATING_CACHE_MS = 60_000;

/** How long a page waits for the first reading of the rating, in milliseconds. */
const FIRST_READ_TIMEOUT_MS = 1_000;

let cached: { at: number; rating: PublishedRating | null } | undefined;
let reading: Promise<void> | undefined;

function read(): Promise<void> {
  reading ??= publishedRating()
    .then((r) => {
      cached = {
        at: Date.now(),
        rating: r.count >= getEnv().REVIEWS_MIN_FOR_RATING ? r : null,
      };
    })
    .catch((error: unknown) => {
      logDatabaseError("The site's rating could not be read:", error);
      // Keep what was known, and try again in a few seconds.
      cached = { at: Date.now() - RATING_CACHE_MS + 5_000, rating: cached?.rating ?? null };
    })
    .finally(() => (reading = undefined));
  return reading;
}

/**
 * The site's rating (docs/product.md#reviews-shown): the average and count of published reviews
 * once there are at least REVIEWS_MIN_FOR_RATING, else null (the catalogue's figures stay).
 * Read from the database at most once a minute per process (or after {@link forgetSiteRating});
 * a stale value is answered at once while a fresh one is read; the first reading waits at most
 * a second. While prerendering (no database) it is null.
 * @returns the rating, or null
 */
export async function siteRating(): Promise<PublishedRating | null> {
  if (getEnv().PRERENDER) return null;
  if (!cached) {
    await Promise.race([read(), new Promise((r) => setTimeout(r, FIRST_READ_TIMEOUT_MS))]);
    return knownRating();
  }
  if (Date.now() - cached.at > RATING_CACHE_MS) void read();
  return cached.rating;
}

/** The rating last read, or null while none has been. */
function knownRating(): PublishedRating | null {
  return cached?.rating ?? null;
}

/** Forgets the rating, so the next page reads it afresh (after a review is published or hidden). */
export function forgetSiteRating(): void {
  cached = undefined;
}

const withRatings = new WeakMap<BusinessFacts, { key: string; facts: BusinessFacts }>();

/**
 * The business facts the pages show, with the rating from published reviews once there are
 * enough (docs/product.md#reviews-shown). The same object is returned while the rating stands,
 * so what is kept per facts object (the JSON-LD, the shell fragments: docs/decisions/0012)
 * stays kept.
 * @param base the effective business facts (`getBusinessFacts`)
 * @returns `base` itself while the catalogue's figures stand, else a copy with the rating
 */
export async function businessFactsWithReviews(base: BusinessFacts): Promise<BusinessFacts> {
  const rating = await siteRating();
  if (!rating) return base;
  const key = `${rating.value}/${rating.count}`;
  const known = withRatings.get(base);
  if (known?.key === key) return known.facts;
  const facts = { ...base, rating: { value: rating.value, count: rating.count } };
  withRatings.set(base, { key, facts });
  return facts;
}

/**
 * The pages one review appears on: the home page (at / and /home), its brand page and its
 * locality page.
 * @param places the review's brand and locality slugs
 * @returns the paths
 */
function pagesShowingReview(places: ReviewPlaces): string[] {
  return [
    "/",
    "/home",
    ...[places.brandSlug, places.localitySlug].flatMap((s) => (s ? [servicePath(s)] : [])),
  ];
}

/**
 * Refreshes the prerendered pages after a review was published or hidden (docs/decisions/0017):
 * its own pages first; then, while the site's rating comes from the reviews (before or after the
 * change), every page, since each carries the rating in its JSON-LD and the home and about pages
 * in their figures. Runs in the background: a failure is logged, the pages stay as they were.
 * @param refresh the server's page writer (absent in development, where pages render live)
 * @param places the review's brand and locality
 * @param ratingBefore the site's rating before the change
 */
export async function refreshAfterReviewChange(
  refresh: RefreshPrerendered | undefined,
  places: ReviewPlaces,
  ratingBefore: PublishedRating | null,
): Promise<void> {
  forgetSiteRating();
  const ratingAfter = await siteRating();
  if (!refresh) return;
  const own = pagesShowingReview(places);
  void refresh(own)
    .then(() => (ratingBefore || ratingAfter ? refresh("all") : undefined))
    .catch((error: unknown) => logDatabaseError("Review pages could not be refreshed:", error));
}

/**
 * Refreshes the pages of published reviews whose shown name changed (an erased account's reviews
 * now say "A customer"), in the background; the rating does not change.
 * @param refresh the server's page writer (absent in development)
 * @param places where the changed reviews appear
 */
export function refreshPagesShowing(
  refresh: RefreshPrerendered | undefined,
  places: readonly ReviewPlaces[],
): void {
  if (!refresh || places.length === 0) return;
  void refresh(places.flatMap(pagesShowingReview)).catch((error: unknown) =>
    logDatabaseError("Review pages could not be refreshed:", error),
  );
}

/**
 * The prerendered pages that differ from the build's because of published reviews, for the
 * server to rewrite at start (docs/decisions/0017): none while no review is published; every
 * page while the rating comes from the reviews; else the home page and the brand and locality
 * pages that show one.
 * @returns the paths, or "all"
 * @throws when the database cannot be read
 */
export async function pagesShowingReviews(): Promise<string[] | "all"> {
  const rating = await publishedRating();
  if (rating.count === 0) return [];
  if (rating.count >= getEnv().REVIEWS_MIN_FOR_RATING) return "all";
  const slugs = await publishedReviewPlaces();
  return ["/", "/home", ...slugs.map(servicePath)];
}

/**
 * The home page's testimonials (docs/product.md#reviews-shown): the six newest published reviews
 * once six exist, else none (the catalogue's testimonials stay). A database failure leaves the
 * catalogue's too.
 * @returns the cards, six or none
 */
export async function homeReviewCards(): Promise<ReviewCard[]> {
  const latest = await orFallback(
    "Published reviews could not be read:",
    () => publishedReviews({}, REVIEW_LIMITS.homeCount),
    [],
  );
  return latest.length >= REVIEW_LIMITS.homeCount ? latest.map(reviewCard) : [];
}

/**
 * The published reviews of one brand or locality page, newest first (at most
 * {@link REVIEW_LIMITS.pageCount}); none after a database failure.
 * @param slug the page's slug ("bmw-service", "gachibowli")
 * @returns the cards
 */
export async function pageReviewCards(slug: string): Promise<ReviewCard[]> {
  const rows = await orFallback(
    "Published reviews could not be read:",
    () => publishedReviews({ slug }, REVIEW_LIMITS.pageCount),
    [],
  );
  return rows.map(reviewCard);
}
