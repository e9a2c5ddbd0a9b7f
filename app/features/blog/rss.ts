/**
 * The blog's RSS 2.0 feed at /rss.xml (docs/product.md#route-feeds; docs/product.md#seo:
 * pages reference an RSS feed). A pure function of the posts, so the route and the tests
 * build the same document.
 */
import type { BlogPostSummary } from "./post-schema";

/** Escapes the five XML special characters. */
function xmlEscape(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A publish date as an RFC 822 date-time, at midnight in the workshop's time zone.
 * @param date "yyyy-MM-dd"
 * @returns e.g. "Sat, 14 Mar 2026 00:00:00 +0530"
 */
export function rfc822Date(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday}, ${String(d).padStart(2, "0")} ${MONTHS[m - 1]} ${y} 00:00:00 +0530`;
}

/**
 * An instant as an RFC 822 date-time in GMT.
 * @returns e.g. "Sat, 21 Nov 2026 04:59:45 GMT"
 */
function rfc822Instant(instant: Date): string {
  return instant.toUTCString();
}

/** What the feed says about the site. */
export interface FeedChannel {
  /** SITE_URL without a trailing slash. */
  siteUrl: string;
  /** The business name, e.g. "Madhapur Premium Car Service". */
  businessName: string;
}

/**
 * The RSS 2.0 document: a channel (title, link to /blog, description, language en-IN,
 * lastBuildDate, an atom:link to itself) with one item per post (title, link, a permalink
 * guid, description, pubDate, author as dc:creator, one category per tag).
 * @param posts the posts, newest first
 * @param channel SITE_URL and the business name
 * @param now the build time used as lastBuildDate when there are no posts; otherwise the
 *   newest post's date is used, so the document only changes when a post does
 * @returns the XML document
 */
export function rssXml(
  posts: readonly BlogPostSummary[],
  channel: FeedChannel,
  now: Date = new Date(),
): string {
  const { siteUrl, businessName } = channel;
  const newest = posts.reduce<string | undefined>(
    (max, p) => (max === undefined || p.date > max ? p.date : max),
    undefined,
  );
  const lastBuildDate = newest ? rfc822Date(newest) : rfc822Instant(now);
  const items = posts.map((p) => {
    const link = xmlEscape(`${siteUrl}${p.path}`);
    const categories = p.tags.map((t) => `\n      <category>${xmlEscape(t)}</category>`).join("");
    return [
      "    <item>",
      `      <title>${xmlEscape(p.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${xmlEscape(p.description)}</description>`,
      `      <pubDate>${rfc822Date(p.date)}</pubDate>`,
      `      <dc:creator>${xmlEscape(p.author.name)}</dc:creator>${categories}`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlEscape(`${businessName} | Car Care Blog`)}</title>`,
    `    <link>${xmlEscape(`${siteUrl}/blog`)}</link>`,
    `    <description>${xmlEscape(`Car care advice for Hyderabad drivers from the technicians and service team of ${businessName}.`)}</description>`,
    "    <language>en-IN</language>",
    `    <lastBuildDate>${lastBuildDate}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
