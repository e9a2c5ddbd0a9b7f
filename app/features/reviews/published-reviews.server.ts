/**
 * The published reviews as the public pages read them (docs/product.md#reviews-shown): the
 * newest, the site's average and count, and the pages they appear on.
 */
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { getLocality } from "~/catalog/localities";
import { reviews, type ReviewRow } from "~/db/schema";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { ANONYMOUS_NAME } from "./review-schema";

/** Where a published review appears: its brand page and locality page (besides the home page). */
export interface ReviewPlaces {
  brandSlug: string | null;
  localitySlug: string | null;
}

/** A published review as the public pages show it. */
export interface PublicReview {
  id: string;
  name: string;
  /** The locality's name, or "Hyderabad" when the booking named none of the catalogue's. */
  location: string;
  car: string;
  rating: number;
  text: string;
  /** The visit's month: "November 2026". */
  month: string;
  reply: string | null;
}

const monthFormat = new Intl.DateTimeFormat("en-IN", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function toPublicReview(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    name: r.displayName ?? ANONYMOUS_NAME,
    location: (r.localitySlug && getLocality(r.localitySlug)?.name) || "Hyderabad",
    car: r.car ?? "",
    rating: r.rating ?? 0,
    text: r.text ?? "",
    month: r.visitDate ? monthFormat.format(new Date(`${r.visitDate}T00:00:00Z`)) : "",
    reply: r.reply,
  };
}

/**
 * The newest published reviews (docs/product.md#reviews-shown), all or those of one brand page
 * or locality page.
 * @param where a brand page's or locality page's slug to match, or nothing for all
 * @param limit how many
 * @returns the reviews, newest published first; none while prerendering (no database)
 */
export async function publishedReviews(
  where: { slug?: string },
  limit: number,
): Promise<PublicReview[]> {
  if (getEnv().PRERENDER) return [];
  const rows = await getDb()
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.status, "published"),
        where.slug
          ? or(eq(reviews.brandSlug, where.slug), eq(reviews.localitySlug, where.slug))
          : undefined,
      ),
    )
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toPublicReview);
}

/** The rating published reviews give: the average stars (one decimal) and how many. */
export interface PublishedRating {
  value: number;
  count: number;
}

/**
 * The average and number of published reviews.
 * @param db the database or a transaction
 * @returns the average rounded to one decimal (0 with none) and the count
 */
export async function publishedRating(db: DbOrTx = getDb()): Promise<PublishedRating> {
  const [row] = await db
    .select({ n: count(), avg: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(eq(reviews.status, "published"));
  const n = row?.n ?? 0;
  return { value: n ? Math.round(Number(row!.avg) * 10) / 10 : 0, count: n };
}

/**
 * Where the published reviews appear: every brand and locality page that shows one.
 * @returns the slugs, each once
 */
export async function publishedReviewPlaces(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ brandSlug: reviews.brandSlug, localitySlug: reviews.localitySlug })
    .from(reviews)
    .where(eq(reviews.status, "published"));
  return [...new Set(rows.flatMap((r) => [r.brandSlug, r.localitySlug]).filter((s) => s !== null))];
}
