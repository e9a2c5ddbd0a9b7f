/**
 * `npm run bench:weight`: the JavaScript and CSS a phone downloads before a page is
 * interactive (the stylesheets, module scripts and module preloads named in its
 * prerendered HTML), gzip-compressed, against the 100 KB budget of issue 3. Run after
 * `npm run build`. Prints one line per file and the total for the home page, a brand page,
 * a locality page, /services and /contact; exits 1 when the home page is over budget.
 * `tests/e2e/page-weight.e2e.ts` checks the same figure over the build the tests run.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The home page's budget for initial JavaScript + CSS, gzip bytes (issue 3). */
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
export function initialAssets(clientDir: string, pagePath: string): { assets: InitialAsset[]; totalGzipBytes: number } {
  const file = pagePath === "/" ? "index.html" : path.join(pagePath.slice(1), "index.html");
  const html = readFileSync(path.join(clientDir, file), "utf8");
  const refs = new Set<string>();
  for (const m of html.matchAll(/<link rel="(?:stylesheet|modulepreload)" href="([^"]+)"/g)) refs.add(m[1]!);
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
  const client = path.resolve(import.meta.dirname, "../build/client");
  let homeTotal = 0;
  for (const page of ["/", "/service/bmw-service", "/service/gachibowli", "/services", "/contact"]) {
    const { assets, totalGzipBytes } = initialAssets(client, page);
    if (page === "/") homeTotal = totalGzipBytes;
    console.log(`${page}: ${kb(totalGzipBytes)} gzip initial JS+CSS`);
    for (const a of assets) console.log(`  ${kb(a.gzipBytes).padStart(9)}  ${a.path}`);
  }
  console.log(`home initial JS+CSS: ${kb(homeTotal)} gzip (budget ${kb(HOME_BUDGET_BYTES)})`);
  process.exitCode = homeTotal <= HOME_BUDGET_BYTES ? 0 : 1;
}
