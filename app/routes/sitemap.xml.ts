/** GET /sitemap.xml: every public URL with change frequency and priority (DESIGN decision 10). */
import { allPublicPages } from "~/catalog/site-pages";
import { sitemapXml } from "~/features/seo/sitemap";
import { getEnv } from "~/lib/env.server";

/** Answers the sitemap as XML, cached for an hour. */
export function loader() {
  return new Response(sitemapXml(allPublicPages(), getEnv().SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
