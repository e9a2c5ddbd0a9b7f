/**
 * Reads the public site as visitors and search engines get it, for the Sitemap and SEO
 * Analytics tabs. The URLs are `publicPages()`, the very list /sitemap.xml is written from;
 * the pages are fetched from this server over loopback without cookies, so they are the
 * exact HTML the public receives.
 */
import { publicPages } from "./public-pages.server";
import { getEnv, type Env } from "~/lib/env.server";
import { auditPages, parsePageHtml, type FetchedPage, type SeoAudit } from "./seo-audit";
import { summariseSitemap, type SitemapSummary } from "./sitemap-summary";
import { sitemapUrlPages } from "./sitemap";

/**
 * The Sitemap tab: totals, high-priority URLs and counts by section, from the pages
 * /sitemap.xml lists.
 * @throws when the list of public pages cannot be made (e.g. an invalid blog post file)
 */
export function loadSitemapSummary(): SitemapSummary {
  return summariseSitemap(sitemapUrlPages(publicPages()));
}

/**
 * Where this server can be reached from itself: loopback on PORT when it listens on every
 * interface, else the interface it listens on.
 * @param env the parsed environment (HOST, PORT)
 * @returns e.g. "http://127.0.0.1:3000"
 */
export function selfOrigin(env: Pick<Env, "HOST" | "PORT">): string {
  const host = ["0.0.0.0", "::", ""].includes(env.HOST) ? "127.0.0.1" : env.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}`;
}

/** Fetches one page's HTML: the path, status and body, or why it failed. */
export type PageFetcher = (path: string) => Promise<{ status: number; html: string | null }>;

/**
 * A {@link PageFetcher} that asks this server over HTTP, without cookies, not following
 * redirects, giving each page 10 seconds.
 * @param origin where the server answers, see {@link selfOrigin}
 */
function httpPageFetcher(origin: string): PageFetcher {
  return async (path) => {
    const response = await fetch(`${origin}${path}`, {
      redirect: "manual",
      headers: { accept: "text/html", "user-agent": "SiteAudit/1.0 (back office)" },
      signal: AbortSignal.timeout(10_000),
    });
    const isHtml = (response.headers.get("content-type") ?? "").includes("text/html");
    if (response.ok && isHtml) return { status: response.status, html: await response.text() };
    await response.body?.cancel();
    return { status: response.status, html: null };
  };
}

/** Paths never audited: accounts, the back office, the API and files. */
export function isAuditablePath(path: string): boolean {
  if (/^\/(admin|admin-setup|api)(\/|$)/.test(path)) return false;
  if (path.startsWith("/assets/")) return false;
  return !/\.[a-z0-9]+$/i.test(path);
}

/** Options of {@link crawlAndAudit}. */
export interface CrawlOptions {
  /** The sitemap's paths, audited first. */
  sitemapPaths: readonly string[];
  fetchPage: PageFetcher;
  siteUrl: string;
  /** Pages fetched at once (default 4: the machine also serves visitors). */
  concurrency?: number;
  /** The most linked pages outside the sitemap that are read (default 40). */
  maxExtraPages?: number;
}

/**
 * Reads every sitemap page, then the pages they link to that the sitemap lacks, and
 * audits them all.
 * @returns the audit; a page that cannot be read is listed with the reason as its problem
 */
export async function crawlAndAudit({
  sitemapPaths,
  fetchPage,
  siteUrl,
  concurrency = 4,
  maxExtraPages = 40,
}: CrawlOptions): Promise<SeoAudit> {
  const read = async (path: string, inSitemap: boolean): Promise<FetchedPage> => {
    try {
      const { status, html } = await fetchPage(path);
      return { path, inSitemap, status, html };
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.name === "TimeoutError"
            ? "timed out"
            : error.message
          : "unknown error";
      return { path, inSitemap, status: null, html: null, error: reason };
    }
  };
  const readAll = async (paths: readonly string[], inSitemap: boolean) => {
    const results: FetchedPage[] = new Array(paths.length);
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const i = next++;
        results[i] = await read(paths[i]!, inSitemap);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
    return results;
  };

  const listed = await readAll(sitemapPaths, true);
  const known = new Set(sitemapPaths);
  const extra: string[] = [];
  for (const page of listed) {
    if (!page.html) continue;
    for (const link of parsePageHtml(page.html).links) {
      if (known.has(link) || !isAuditablePath(link)) continue;
      known.add(link);
      if (extra.length < maxExtraPages) extra.push(link);
    }
  }
  const linked = (await readAll(extra, false)).filter((p) => p.status !== null && p.status < 300);
  return auditPages([...listed, ...linked], siteUrl);
}

/** How long an audit is reused before the pages are read again, in milliseconds. */
export const AUDIT_CACHE_MS = 2 * 60_000;
/**
 * How old an audit must be before a refresh reads every page again, in milliseconds: a
 * refresh link followed again and again (or by many tabs) costs one crawl, not one each.
 */
export const AUDIT_REFRESH_MIN_MS = 30_000;

/**
 * Keeps the last audit: reused for {@link AUDIT_CACHE_MS}, or when a refresh is asked for
 * {@link AUDIT_REFRESH_MIN_MS}; calls that arrive during a crawl share it.
 * @param crawl reads every page and audits them
 * @param now the clock, in epoch milliseconds
 * @returns `load(fresh)`, resolving to the audit
 */
export function auditCache(
  crawl: () => Promise<SeoAudit>,
  now: () => number = Date.now,
): (fresh?: boolean) => Promise<SeoAudit> {
  let cached: { at: number; audit: SeoAudit } | undefined;
  let crawling: Promise<SeoAudit> | undefined;
  return (fresh = false) => {
    if (cached && now() - cached.at < (fresh ? AUDIT_REFRESH_MIN_MS : AUDIT_CACHE_MS))
      return Promise.resolve(cached.audit);
    crawling ??= crawl()
      .then((audit) => {
        cached = { at: now(), audit };
        return audit;
      })
      .finally(() => {
        crawling = undefined;
      });
    return crawling;
  };
}

/**
 * The SEO audit of the live site (see {@link auditCache} for when the pages are read again).
 * @param fresh read the pages again, unless the last audit is younger than {@link AUDIT_REFRESH_MIN_MS}
 * @throws when the sitemap cannot be generated (unreadable pages are reported per page)
 */
export const loadSeoAudit = auditCache(crawlSite);

async function crawlSite(): Promise<SeoAudit> {
  const env = getEnv();
  const audit = await crawlAndAudit({
    sitemapPaths: sitemapUrlPages(publicPages()).map((p) => p.path),
    fetchPage: httpPageFetcher(selfOrigin(env)),
    siteUrl: env.SITE_URL,
  });
  return audit;
}
