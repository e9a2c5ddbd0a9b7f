/** GET /robots.txt: crawl rules and the sitemap's address. */
import { robotsTxt } from "~/features/seo/sitemap";
import { getEnv } from "~/lib/env.server";

/** Answers robots.txt as plain text, cached for a day. */
export function loader() {
  return new Response(robotsTxt(getEnv().SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
