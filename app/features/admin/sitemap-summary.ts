/**
 * The Sitemap tab's figures (spec section 9 "Sitemap"), read from the very XML that
 * /sitemap.xml serves, so the tab and the sitemap cannot disagree. Client-safe (pure).
 */

/** One <url> of the sitemap. */
export interface SitemapEntry {
  /** The absolute URL as listed. */
  loc: string;
  /** The site-relative path, e.g. "/service/bmw-service". */
  path: string;
  changefreq: string | null;
  /** 0.0 to 1.0; null when the entry has none. */
  priority: number | null;
  lastmod: string | null;
}

function xmlText(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

function tag(block: string, name: string): string | null {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(block);
  return m ? xmlText(m[1]!) : null;
}

/**
 * Reads a sitemaps.org urlset.
 * @param xml the sitemap document
 * @returns its entries in document order; an entry's path is its URL's path ("/" for the home page)
 */
export function parseSitemapXml(xml: string): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const m of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const block = m[1]!;
    const loc = tag(block, "loc");
    if (!loc) continue;
    let path: string;
    try {
      path = new URL(loc).pathname;
    } catch {
      path = loc;
    }
    const priority = tag(block, "priority");
    entries.push({
      loc,
      path,
      changefreq: tag(block, "changefreq"),
      priority: priority === null ? null : Number(priority),
      lastmod: tag(block, "lastmod"),
    });
  }
  return entries;
}

/** The sections the Sitemap tab counts (spec section 9). */
export const sitemapSections = [
  { id: "core", label: "Core pages" },
  { id: "brands", label: "Brand and model pages" },
  { id: "localities", label: "Locality pages" },
  { id: "services", label: "Service pages" },
  { id: "blog", label: "Blog posts" },
] as const;

/** One section id. */
export type SitemapSection = (typeof sitemapSections)[number]["id"];

/** The catalogue's page kinds (app/catalog/site-pages.ts `pageKinds`). */
export type PageKind = "core" | "brand" | "model" | "service" | "locality" | "blog";

/**
 * The section a page belongs to.
 * @param path the page's path
 * @param kind the catalogue's kind for that path, when the catalogue knows it
 * @returns brand and model pages count as "brands"; without a kind, /blog/… is "blog",
 *   /service/… is "services" and anything else "core"
 */
export function sectionOf(path: string, kind: PageKind | undefined): SitemapSection {
  switch (kind) {
    case "core":
      return "core";
    case "brand":
    case "model":
      return "brands";
    case "locality":
      return "localities";
    case "service":
      return "services";
    case "blog":
      return "blog";
    default:
      if (path.startsWith("/blog/")) return "blog";
      if (path.startsWith("/service/")) return "services";
      return "core";
  }
}

/** Priority from which a URL counts as high priority (spec section 9: the admin card). */
export const HIGH_PRIORITY = 0.8;

/** An entry with its section. */
export interface SectionedEntry extends SitemapEntry {
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
 * Counts a sitemap's entries.
 * @param entries the parsed sitemap
 * @param kindOf the catalogue's kind of a path, or undefined when it does not know it
 */
export function summariseSitemap(
  entries: readonly SitemapEntry[],
  kindOf: (path: string) => PageKind | undefined,
): SitemapSummary {
  const bySection = Object.fromEntries(sitemapSections.map((s) => [s.id, 0])) as Record<
    SitemapSection,
    number
  >;
  const byChangefreq: Record<string, number> = {};
  const sectioned = entries.map((e) => {
    const section = sectionOf(e.path, kindOf(e.path));
    bySection[section] += 1;
    const freq = e.changefreq ?? "unspecified";
    byChangefreq[freq] = (byChangefreq[freq] ?? 0) + 1;
    return { ...e, section };
  });
  return {
    total: entries.length,
    // Compared in tenths so that 0.8 read from "0.8" is never 0.7999….
    highPriority: entries.filter(
      (e) => e.priority !== null && Math.round(e.priority * 10) >= HIGH_PRIORITY * 10,
    ).length,
    bySection,
    byChangefreq,
    entries: sectioned,
  };
}
