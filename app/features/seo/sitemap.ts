/**
 * /sitemap.xml and /robots.txt bodies (docs/product.md#seo), generated from the
 * catalogue's list of public pages, so the sitemap, the admin Sitemap tab and the pages
 * themselves share one source. Client-safe (pure functions).
 */
import type { PublicPage } from "~/catalog/site-pages";

/** Escapes the five XML special characters. */
function xmlEscape(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/**
 * A sitemaps.org 0.9 urlset.
 * @param pages public pages with path, changefreq, priority and optional lastmod (yyyy-MM-dd)
 * @param siteUrl SITE_URL without a trailing slash
 * @returns the XML document
 */
export function sitemapXml(
  pages: ReadonlyArray<Pick<PublicPage, "path" | "changefreq" | "priority"> & { lastmod?: string }>,
  siteUrl: string,
): string {
  const urls = pages.map((p) => {
    const loc = xmlEscape(`${siteUrl}${p.path === "/" ? "/" : p.path}`);
    const lastmod = p.lastmod ? `\n    <lastmod>${xmlEscape(p.lastmod)}</lastmod>` : "";
    return `  <url>\n    <loc>${loc}</loc>${lastmod}\n    <changefreq>${p.changefreq}</changefreq>\n    <priority>${p.priority.toFixed(1)}</priority>\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt: everything public may be crawled; account and admin pages may not.
 * @param siteUrl SITE_URL without a trailing slash
 */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /admin-setup",
    "Disallow: /auth",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
