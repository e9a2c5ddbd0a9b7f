/**
 * The Sitemap tab's figures (docs/product.md#route-feeds), counted from the same
 * list of public pages that /sitemap.xml is written from (`publicPages()`), so the tab and
 * the sitemap cannot disagree. Client-safe (pure).
 */
import type { PublicPage } from "~/catalog/site-pages";
import labels from "~/catalog/data/labels.json";
import { vocabulary, type ValueOf } from "~/catalog/vocabulary";

/**
 * The sections the Sitemap tab counts, in its order, with their names
 * (docs/product.md#route-feeds; the names are in `app/catalog/data/labels.json`).
 */
const sitemapSection = vocabulary(labels.sitemapSection);

/** One section id. */
export type SitemapSection = ValueOf<typeof sitemapSection>;

/** The sections in order, each with its name. */
export const sitemapSections = sitemapSection.options;

const sectionOfKind: Record<PublicPage["kind"], SitemapSection> = {
  core: "core",
  brand: "brands",
  model: "brands",
  locality: "localities",
  service: "services",
  blog: "blog",
};

/**
 * The section a page belongs to: brand and model pages count as "brands".
 * @param kind the catalogue's kind of the page
 */
export function sectionOf(kind: PublicPage["kind"]): SitemapSection {
  return sectionOfKind[kind];
}

/** Priority from which a URL counts as high priority (docs/product.md#seo: the admin card). */
export const HIGH_PRIORITY = 0.8;

/** One sitemap URL as the tab lists it. */
interface SectionedEntry {
  /** The site-relative path, e.g. "/service/bmw-service". */
  path: string;
  changefreq: PublicPage["changefreq"];
  /** 0.3 to 1.0. */
  priority: number;
  /** yyyy-MM-dd, when the page says when it last changed. */
  lastmod: string | null;
  section: SitemapSection;
}

/** What the Sitemap tab shows. */
export interface SitemapSummary {
  total: number;
  /** Entries with priority {@link HIGH_PRIORITY} or more. */
  highPriority: number;
  bySection: Record<SitemapSection, number>;
  byChangefreq: Record<string, number>;
  entries: SectionedEntry[];
}

/**
 * Counts the sitemap's URLs.
 * @param pages the public pages, in the sitemap's order (`publicPages()`)
 * @returns totals, the count at {@link HIGH_PRIORITY} or more, counts by section and by
 *   change frequency, and every URL with its section
 */
export function summariseSitemap(pages: readonly PublicPage[]): SitemapSummary {
  const bySection = Object.fromEntries(sitemapSection.values.map((id) => [id, 0])) as Record<
    SitemapSection,
    number
  >;
  const byChangefreq: Record<string, number> = {};
  const entries = pages.map((p): SectionedEntry => {
    const section = sectionOf(p.kind);
    bySection[section] += 1;
    byChangefreq[p.changefreq] = (byChangefreq[p.changefreq] ?? 0) + 1;
    return {
      path: p.path,
      changefreq: p.changefreq,
      priority: p.priority,
      lastmod: p.lastmod ?? null,
      section,
    };
  });
  return {
    total: pages.length,
    // Compared in tenths so that a priority of 0.8 is never 0.7999….
    highPriority: pages.filter((p) => Math.round(p.priority * 10) >= HIGH_PRIORITY * 10).length,
    bySection,
    byChangefreq,
    entries,
  };
}
