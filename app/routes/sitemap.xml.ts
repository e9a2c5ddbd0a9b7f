/**
 * GET /sitemap.xml: every public URL, blog posts included, with change frequency and priority
 * (docs/product.md#seo).
 */
import { publicPages } from "~/features/seo/public-pages.server";
import { sitemapXml } from "~/features/seo/sitemap";
import { getEnv } from "~/lib/env.server";

/** Answers the sitemap as XML, cached for an hour. */
export function loader() {
  return new Response(sitemapXml(publicPages(), getEnv().SITE_URL), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
