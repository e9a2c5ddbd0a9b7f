/**
 * /sitemap.xml and /robots.txt bodies (docs/product.md#seo), generated from the
 * catalogue's list of public pages, so the sitemap, the admin Sitemap tab and the pages
 * themselves share one source. Client-safe (pure functions).
 */
import { alternatesOf, languages, localizedPath, type Locale } from "~/catalog/languages";
import type { PublicPage } from "~/catalog/site-pages";

/** Escapes the five XML special characters. */
function xmlEscape(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/** A page's URL under SITE_URL. */
function urlOf(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}

/**
 * The language alternates of a translated page, as xhtml:link elements: each language's URL
 * under its hreflang, and x-default for the English one (docs/decisions/0026).
 */
function alternateLinks(path: string, siteUrl: string): string {
  const alternates = alternatesOf(path);
  if (alternates.length < 2) return "";
  const link = (hreflang: string, href: string) =>
    `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(urlOf(siteUrl, href))}"/>`;
  return [
    ...alternates.map((a) => link(languages[a.locale].hreflang, a.path)),
    link("x-default", path),
  ].join("");
}

/**
 * The sitemap's URLs as pages: a page that exists in Telugu and Hindi once per language, at its
 * path in that language (docs/decisions/0026); every other page once. The one list the sitemap,
 * the Sitemap tab and the SEO audit count.
 * @param pages public pages with their English paths, in the sitemap's order
 * @returns the pages, each translated one followed by its versions, paths localized
 */
export function sitemapUrlPages<T extends { path: string }>(pages: readonly T[]): T[] {
  return pages.flatMap((p) => {
    const alternates = alternatesOf(p.path);
    if (alternates.length < 2) return [p];
    return alternates.map((a) => ({ ...p, path: localizedPath(p.path, a.locale) }));
  });
}

/**
 * A sitemaps.org 0.9 urlset. A page that exists in Telugu and Hindi is listed in each language,
 * each entry naming all three and x-default as xhtml:link alternates (docs/decisions/0026).
 * @param pages public pages with path, changefreq, priority and optional lastmod (yyyy-MM-dd)
 * @param siteUrl SITE_URL without a trailing slash
 * @returns the XML document
 */
export function sitemapXml(
  pages: ReadonlyArray<Pick<PublicPage, "path" | "changefreq" | "priority"> & { lastmod?: string }>,
  siteUrl: string,
): string {
  const urls = pages.flatMap((p) => {
    const alternates = alternateLinks(p.path, siteUrl);
    const versions: Locale[] = alternates ? alternatesOf(p.path).map((a) => a.locale) : ["en"];
    return versions.map((locale) => {
      const loc = xmlEscape(urlOf(siteUrl, localizedPath(p.path, locale)));
      const lastmod = p.lastmod ? `\n    <lastmod>${xmlEscape(p.lastmod)}</lastmod>` : "";
      return `  <url>\n    <loc>${loc}</loc>${lastmod}\n    <changefreq>${p.changefreq}</changefreq>\n    <priority>${p.priority.toFixed(1)}</priority>${alternates}\n  </url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
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
