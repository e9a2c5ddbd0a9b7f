/**
 * `npm run bench:weight`: the JavaScript and CSS of every kind of page, gzip-compressed.
 * Starts the production server (building when needed) and loads, in Chromium with an empty
 * cache, a public page of each kind (home, a brand page, a locality page, /services), the
 * pages that win a customer signed out (/booking, /contact, /auth) and the back office as
 * an admin (each /admin tab, /staff and /staff/jobs), counting every script and stylesheet
 * each requests (`requested-assets.ts`). Prints one line per page and its files; exits 1
 * when the home page is over 100 KB (docs/decisions/0004), a form page over 150 KB
 * (docs/decisions/0011) or a back-office page over 150 KB (docs/decisions/0020).
 * `tests/e2e/page-weight.e2e.ts` holds the same budgets over the build the tests run.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The home page's budget for initial JavaScript + CSS, gzip bytes (docs/decisions/0004). */
export const HOME_BUDGET_BYTES = 100 * 1024;

/** One asset a page loads up front, with its gzip size in bytes. */
export interface InitialAsset {
  path: string;
  gzipBytes: number;
}

/**
 * The stylesheets and scripts a prerendered page loads before it is interactive.
 * @param clientDir the build's client folder (build/client)
 * @param pagePath a site path, e.g. "/" or "/service/bmw-service"
 * @returns the assets (sorted by path) and their total gzip bytes
 * @throws when the page was not prerendered or names an asset that is missing
 */
export function initialAssets(
  clientDir: string,
  pagePath: string,
): { assets: InitialAsset[]; totalGzipBytes: number } {
  const file = pagePath === "/" ? "index.html" : path.join(pagePath.slice(1), "index.html");
  const html = readFileSync(path.join(clientDir, file), "utf8");
  const refs = new Set<string>();
  for (const m of html.matchAll(/<link rel="(?:stylesheet|modulepreload)" href="([^"]+)"/g))
    refs.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) refs.add(m[1]!);
  const assets = [...refs]
    .filter((r) => r.startsWith("/assets/"))
    .sort()
    .map((r) => ({ path: r, gzipBytes: gzipSync(readFileSync(path.join(clientDir, r))).length }));
  return { assets, totalGzipBytes: assets.reduce((sum, a) => sum + a.gzipBytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { launchChromium, newBrowserPage } = await import("../tests/support/browser");
  const { FORM_PAGE_BUDGET_BYTES, requestedAssets } = await import("./requested-assets");
  const { grantAdmin, signUp, startAppServer } = await import("../scripts/lib/app-server");
  const server = await startAppServer();
  let over = false;
  try {
    const admin = await signUp(server.origin, "Weight Check");
    grantAdmin(server.dataDir, admin.email);
    const browser = await launchChromium();
    const pages: Array<{ path: string; budget?: number; asAdmin?: boolean }> = [
      { path: "/", budget: HOME_BUDGET_BYTES },
      { path: "/service/bmw-service" },
      { path: "/service/gachibowli" },
      { path: "/services" },
      { path: "/booking", budget: FORM_PAGE_BUDGET_BYTES },
      { path: "/contact", budget: FORM_PAGE_BUDGET_BYTES },
      { path: "/auth", budget: FORM_PAGE_BUDGET_BYTES },
      ...["/admin", "/admin?tab=overview", "/admin?tab=bookings", "/admin?tab=schedule"]
        .concat(["/admin?tab=seo", "/admin?tab=sitemap", "/admin?tab=settings"])
        .concat(["/admin?tab=reviews", "/staff", "/staff/jobs", "/admin/pickups"])
        .map((path) => ({ path, budget: FORM_PAGE_BUDGET_BYTES, asAdmin: true })),
    ];
    for (const { path: pagePath, budget, asAdmin } of pages) {
      const { context, page } = await newBrowserPage(browser, {
        cookie: asAdmin ? { header: admin.cookie, origin: server.origin } : undefined,
      });
      const { assets, totalGzipBytes } = await requestedAssets(page, server.origin + pagePath);
      const overBudget = budget !== undefined && totalGzipBytes > budget;
      over ||= overBudget;
      console.log(
        `${pagePath}${asAdmin ? " (admin)" : ""}: ${kb(totalGzipBytes)} gzip JS+CSS in ${assets.length} files${budget ? ` (budget ${kb(budget)}${overBudget ? ", OVER" : ""})` : ""}`,
      );
      for (const a of assets) console.log(`  ${kb(a.gzipBytes).padStart(9)}  ${a.path}`);
      await context.close();
    }
    await browser.close();
  } finally {
    await server.stop();
  }
  process.exitCode = over ? 1 : 0;
}
