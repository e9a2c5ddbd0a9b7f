/** GET /rss.xml: the blog's RSS 2.0 feed (docs/product.md#route-feeds; docs/product.md#seo). */
import { getAllPosts, toSummary } from "~/features/blog/posts.server";
import { rssXml } from "~/features/blog/rss";
import { getBusinessFacts, getEnv } from "~/lib/env.server";

/** Answers the feed as RSS XML, cached for an hour. */
export function loader() {
  const xml = rssXml(getAllPosts().map(toSummary), {
    siteUrl: getEnv().SITE_URL,
    businessName: getBusinessFacts().name,
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
