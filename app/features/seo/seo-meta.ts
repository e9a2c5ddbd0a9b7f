/**
 * Per-page search metadata (docs/product.md#seo): title, description, canonical URL from
 * SITE_URL, Open Graph and Twitter tags, robots, and JSON-LD blocks, as React Router meta
 * descriptors. Client-safe.
 */
import type { MetaDescriptor } from "react-router";
import { breadcrumbTrail } from "~/components/site/breadcrumbs";
import type { SeoContext } from "~/components/site/root-data";
import { breadcrumbJsonLd } from "./json-ld";
import { alternatesOf, languages, localeOfPath } from "~/catalog/languages";

/** What a page says about itself to search engines. */
export interface PageSeoInput {
  /** The document title (unique per page; 30-60 characters is best). */
  title: string;
  /** The meta description (unique per page; 70-160 characters). */
  description: string;
  /**
   * The page's own path, e.g. "/service/bmw-service" or "/te/contact"; the canonical URL is
   * SITE_URL + path, and its language is the path's (docs/decisions/0026).
   */
  path: string;
  /** Keywords, joined into the keywords meta tag. */
  keywords?: string[];
  /** "article" for blog posts; default "website". */
  ogType?: "website" | "article";
  /** Keep the page out of search results (account pages). */
  noindex?: boolean;
  /** Extra JSON-LD objects (Service, FAQPage, BlogPosting …). The business (AutoRepair) and BreadcrumbList blocks are added automatically unless `noindex`. */
  jsonLd?: Record<string, unknown>[];
}

/**
 * Finds the root loader's data among the meta function's `matches`.
 * @returns the site URL and business facts, or defaults when the root has no data (error pages)
 */
export function seoContextFrom(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): SeoContext | undefined {
  const root = matches.find((m) => m?.id === "root")?.data as Partial<SeoContext> | undefined;
  return root?.siteUrl && root.business
    ? { siteUrl: root.siteUrl, business: root.business, businessJsonLd: root.businessJsonLd }
    : undefined;
}

/** The robots tag of a page kept out of search results (docs/product.md#seo). */
const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex, nofollow" };

/**
 * The meta of a page kept out of search results that says nothing more about itself (the back
 * office, /admin-setup): its title and the robots tag that keeps it unlisted
 * (docs/product.md#seo).
 * @param title the document title
 * @returns descriptors for React Router's `<Meta />`
 */
export function noindexMeta(title: string): MetaDescriptor[] {
  return [{ title }, NOINDEX];
}

/**
 * Builds a page's meta descriptors.
 * @param page the page's title, description, path and structured data
 * @param matches the `matches` argument of the route's meta function (for SITE_URL and business facts)
 * @returns descriptors for React Router's `<Meta />`
 */
export function seoMeta(
  page: PageSeoInput,
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): MetaDescriptor[] {
  const ctx = seoContextFrom(matches);
  const siteUrl = ctx?.siteUrl ?? "";
  const canonical = `${siteUrl}${page.path === "/" ? "/" : page.path}`;
  const siteName = ctx?.business.name ?? "";
  const locale = localeOfPath(page.path);
  const alternates = alternatesOf(page.path);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: languages[locale].ogLocale },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  // A translated page names each language's version and x-default, the English one
  // (docs/decisions/0026).
  if (alternates.length > 1 && !page.noindex) {
    for (const a of alternates)
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: languages[a.locale].hreflang,
        href: `${siteUrl}${a.path}`,
      });
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${siteUrl}${alternates[0]!.path}`,
    });
  }
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) {
    tags.push(NOINDEX);
    return tags;
  }
  if (ctx) {
    if (ctx.businessJsonLd) tags.push({ "script:ld+json": ctx.businessJsonLd });
    const trail = locale === "en" ? breadcrumbTrail(page.path) : [];
    if (trail.length > 1) tags.push({ "script:ld+json": breadcrumbJsonLd(trail, siteUrl) });
  }
  // Each page's own blocks say the language they are written in.
  for (const block of page.jsonLd ?? [])
    tags.push({ "script:ld+json": { ...block, inLanguage: languages[locale].hreflang } });
  return tags;
}
