/**
 * The SEO Analytics tab's audit (docs/product.md#route-admin: real data instead of the spec's
 * hard-coded sample). Each public page is read as a search engine reads it, from the HTML
 * the site serves (so from the very `seoMeta` and JSON-LD code that renders it), and
 * checked: title and description lengths, exactly one h1, a canonical URL pointing at
 * itself, parseable JSON-LD, and whether it is in the sitemap; and its target keywords
 * (the keywords meta tag each page carries, docs/product.md#seo), the first
 * being its main keyword, with whether the title, h1 and description contain it.
 * Client-safe (pure).
 */
import { Parser } from "htmlparser2";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "~/catalog/page-seo-schema";

/** What a page's HTML says about it. */
export interface ParsedPage {
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** The robots meta tag's content, e.g. "noindex, nofollow". */
  robots: string | null;
  h1Count: number;
  /** The text of the first h1, tags removed; null without one. */
  h1: string | null;
  /** The keywords meta tag's keywords, in order (the first is the main keyword). */
  keywords: string[];
  /** `@type` of every JSON-LD block, including items of an `@graph`. */
  jsonLdTypes: string[];
  /** JSON-LD blocks that are not valid JSON. */
  jsonLdErrors: number;
  /** Site-relative paths of the page's links (no query or fragment), once each. */
  links: string[];
}

function jsonLdTypesOf(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) jsonLdTypesOf(item, into);
    return;
  }
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  const type = record["@type"];
  if (typeof type === "string") into.push(type);
  else if (Array.isArray(type))
    into.push(...type.filter((t): t is string => typeof t === "string"));
  if (record["@graph"]) jsonLdTypesOf(record["@graph"], into);
}

/**
 * Reads what a search engine reads from a page, with htmlparser2 (the field's forgiving HTML
 * parser: character references decoded, comments skipped, script and style contents not read
 * as markup).
 * @param html the page as served
 * @returns title, description, canonical, robots, the number of h1 elements and the first
 *   one's text, keywords, JSON-LD types (with the count of blocks that are not valid JSON) and
 *   the internal links
 */
export function parsePageHtml(html: string): ParsedPage {
  const jsonLdTypes: string[] = [];
  let jsonLdErrors = 0;
  let title: string | null = null;
  let description: string | null = null;
  let robots: string | null = null;
  let canonical: string | null = null;
  let keywords: string[] | null = null;
  let h1Count = 0;
  let h1: string | null = null;
  const links = new Set<string>();
  // What the text being read belongs to: the title, the first h1, a JSON-LD block, or nothing.
  let reading: "title" | "h1" | "json-ld" | "skip" | null = null;
  let h1Depth = 0;
  let buffer = "";

  const parser = new Parser(
    {
      onopentag(name, a) {
        if (reading === "h1") h1Depth += name === "h1" ? 1 : 0;
        switch (name) {
          case "title":
            if (title === null && reading === null) [reading, buffer] = ["title", ""];
            break;
          case "h1":
            h1Count += 1;
            if (h1 === null && reading === null) [reading, buffer, h1Depth] = ["h1", "", 1];
            break;
          case "script":
          case "style":
            if (reading === null)
              [reading, buffer] = [
                name === "script" && (a.type ?? "").toLowerCase() === "application/ld+json"
                  ? "json-ld"
                  : "skip",
                "",
              ];
            break;
          case "meta": {
            const metaName = (a.name ?? "").toLowerCase();
            const content = a.content ?? "";
            if (metaName === "description") description ??= content;
            if (metaName === "robots") robots ??= content;
            if (metaName === "keywords")
              keywords ??= content
                .split(",")
                .map((k) => k.trim())
                .filter(Boolean);
            break;
          }
          case "link":
            if ((a.rel ?? "").toLowerCase().split(/\s+/).includes("canonical"))
              canonical ??= a.href ?? "";
            break;
          case "a": {
            const href = a.href;
            if (!href || !href.startsWith("/") || href.startsWith("//")) break;
            const path = href.replace(/[?#].*$/, "");
            if (path) links.add(path);
            break;
          }
        }
      },
      ontext(text) {
        if (reading === "title" || reading === "h1" || reading === "json-ld") buffer += text;
      },
      onclosetag(name) {
        if (reading === "title" && name === "title") {
          title = buffer.trim();
          reading = null;
        } else if (reading === "h1" && name === "h1" && --h1Depth === 0) {
          h1 = buffer.replace(/\s+/g, " ").trim();
          reading = null;
        } else if (
          (reading === "json-ld" || reading === "skip") &&
          (name === "script" || name === "style")
        ) {
          if (reading === "json-ld") {
            try {
              jsonLdTypesOf(JSON.parse(buffer), jsonLdTypes);
            } catch {
              jsonLdErrors += 1;
            }
          }
          reading = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return {
    title,
    description,
    canonical,
    robots,
    h1Count,
    h1,
    keywords: keywords ?? [],
    jsonLdTypes: [...new Set(jsonLdTypes)],
    jsonLdErrors,
    links: [...links],
  };
}

/**
 * Whether a text contains a keyword: every word of the keyword appears in the text as a
 * word, in any order and letter case ("car service Hyderabad" is in "Premium Car Service
 * in Hyderabad"), as a searcher's query matches a page.
 * @returns false for a missing text or an empty keyword
 */
export function containsKeyword(text: string | null, keyword: string): boolean {
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const wanted = words(keyword);
  if (!text || wanted.length === 0) return false;
  const have = new Set(words(text));
  return wanted.every((w) => have.has(w));
}

/** A page as fetched: its path, HTTP status and body, or why it could not be fetched. */
export interface FetchedPage {
  path: string;
  inSitemap: boolean;
  status: number | null;
  html: string | null;
  error?: string;
}

/** One page's audit. */
export interface PageAudit {
  path: string;
  inSitemap: boolean;
  status: number | null;
  title: string | null;
  /** Characters (code points) of the title; 0 when missing. */
  titleLength: number;
  description: string | null;
  descriptionLength: number;
  h1Count: number;
  canonical: string | null;
  jsonLdTypes: string[];
  /** The page's target keywords (its keywords meta tag); the first is its main keyword. */
  keywords: string[];
  /** Whether the title, the h1 and the description contain the main keyword; null without keywords. */
  mainKeywordIn: { title: boolean; h1: boolean; description: boolean } | null;
  /** False when the page asks not to be indexed (robots noindex). */
  indexable: boolean;
  /** What a person should fix; empty when the page is fine. */
  problems: string[];
}

/** The whole audit and its totals. */
export interface SeoAudit {
  pages: PageAudit[];
  summary: {
    audited: number;
    inSitemap: number;
    withProblems: number;
    /** Sitemap pages whose title, description, h1, canonical and JSON-LD all pass. */
    healthy: number;
    averageTitleLength: number;
    averageDescriptionLength: number;
  };
  /** When the pages were read (ISO string). */
  checkedAt: string;
}

const length = (s: string | null) => (s ? [...s].length : 0);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Audits fetched pages.
 * @param fetched the sitemap's pages, then pages found through links that are not in it
 * @param siteUrl SITE_URL without a trailing slash (the expected canonical origin)
 * @param checkedAt when the pages were read
 * @returns one audit per page, in the order given, and the totals
 */
export function auditPages(
  fetched: readonly FetchedPage[],
  siteUrl: string,
  checkedAt: Date = new Date(),
): SeoAudit {
  const parsed = fetched.map((f) =>
    f.html !== null && f.status === 200 ? parsePageHtml(f.html) : null,
  );
  const sitemapPaths = new Set(fetched.filter((f) => f.inSitemap).map((f) => f.path));
  const canonicalOf = (path: string) => `${siteUrl}${path === "/" ? "/" : path}`;
  const sitemapUrls = new Set([...sitemapPaths].map(canonicalOf));

  // Duplicates only matter among pages meant to be indexed.
  const owners = (pick: (p: ParsedPage) => string | null) => {
    const map = new Map<string, string[]>();
    fetched.forEach((f, i) => {
      const p = parsed[i];
      if (!p || /noindex/i.test(p.robots ?? "")) return;
      const value = pick(p);
      if (value) map.set(value, [...(map.get(value) ?? []), f.path]);
    });
    return map;
  };
  const titleOwners = owners((p) => p.title);
  const descriptionOwners = owners((p) => p.description);

  const pages = fetched.map((f, i): PageAudit => {
    const p = parsed[i];
    const problems: string[] = [];
    if (!p) {
      problems.push(
        f.status === null
          ? `Could not be read${f.error ? `: ${f.error}` : ""}`
          : `Answered HTTP ${f.status}`,
      );
      return {
        path: f.path,
        inSitemap: f.inSitemap,
        status: f.status,
        title: null,
        titleLength: 0,
        description: null,
        descriptionLength: 0,
        h1Count: 0,
        canonical: null,
        jsonLdTypes: [],
        keywords: [],
        mainKeywordIn: null,
        indexable: false,
        problems,
      };
    }
    const indexable = !/noindex/i.test(p.robots ?? "");
    const titleLength = length(p.title);
    const descriptionLength = length(p.description);

    if (!p.title) problems.push("Title missing");
    else if (titleLength < TITLE_MIN || titleLength > TITLE_MAX)
      problems.push(`Title is ${titleLength} characters (aim for ${TITLE_MIN}–${TITLE_MAX})`);
    if (!p.description) problems.push("Description missing");
    else if (descriptionLength < DESCRIPTION_MIN || descriptionLength > DESCRIPTION_MAX)
      problems.push(
        `Description is ${descriptionLength} characters (aim for ${DESCRIPTION_MIN}–${DESCRIPTION_MAX})`,
      );
    if (p.h1Count === 0) problems.push("No h1 heading");
    else if (p.h1Count > 1) problems.push(`${plural(p.h1Count, "h1 heading")} (expected one)`);

    if (indexable) {
      if (!p.canonical) problems.push("Canonical URL missing");
      else if (f.inSitemap && p.canonical !== canonicalOf(f.path))
        problems.push(`Canonical points to ${p.canonical}`);
      if (p.jsonLdTypes.length === 0 && p.jsonLdErrors === 0)
        problems.push("No JSON-LD structured data");
      if (p.jsonLdErrors > 0)
        problems.push(`${plural(p.jsonLdErrors, "JSON-LD block")} not valid JSON`);
      const sameTitle = p.title ? (titleOwners.get(p.title) ?? []).filter((x) => x !== f.path) : [];
      if (sameTitle.length) problems.push(`Same title as ${sameTitle.slice(0, 3).join(", ")}`);
      const sameDescription = p.description
        ? (descriptionOwners.get(p.description) ?? []).filter((x) => x !== f.path)
        : [];
      if (sameDescription.length)
        problems.push(`Same description as ${sameDescription.slice(0, 3).join(", ")}`);
      // A linked page outside the sitemap is fine when it declares a sitemap page as its original.
      if (!f.inSitemap && !(p.canonical && sitemapUrls.has(p.canonical)))
        problems.push("Linked from the site but not in the sitemap");
    } else if (f.inSitemap) {
      problems.push("In the sitemap but marked noindex");
    }

    return {
      path: f.path,
      inSitemap: f.inSitemap,
      status: f.status,
      title: p.title,
      titleLength,
      description: p.description,
      descriptionLength,
      h1Count: p.h1Count,
      canonical: p.canonical,
      jsonLdTypes: p.jsonLdTypes,
      keywords: p.keywords,
      mainKeywordIn: p.keywords[0]
        ? {
            title: containsKeyword(p.title, p.keywords[0]),
            h1: containsKeyword(p.h1, p.keywords[0]),
            description: containsKeyword(p.description, p.keywords[0]),
          }
        : null,
      indexable,
      problems,
    };
  });

  const inSitemap = pages.filter((p) => p.inSitemap);
  const average = (values: number[]) =>
    values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0;
  return {
    pages,
    summary: {
      audited: pages.length,
      inSitemap: inSitemap.length,
      withProblems: pages.filter((p) => p.problems.length > 0).length,
      healthy: inSitemap.filter((p) => p.problems.length === 0).length,
      averageTitleLength: average(inSitemap.map((p) => p.titleLength)),
      averageDescriptionLength: average(inSitemap.map((p) => p.descriptionLength)),
    },
    checkedAt: checkedAt.toISOString(),
  };
}
