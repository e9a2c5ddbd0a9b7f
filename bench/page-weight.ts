/**
 * `npm run bench:weight`: the JavaScript and CSS a phone downloads before the home page
 * is interactive (the stylesheets, module scripts and module preloads named in the
 * prerendered HTML), gzip-compressed, against the 100 KB budget. Run after `npm run build`.
 * Prints one line per file and the total; exits 1 when over budget.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const client = path.resolve(import.meta.dirname, "../build/client");
const BUDGET_BYTES = 100 * 1024;

const html = readFileSync(path.join(client, "index.html"), "utf8");
const refs = new Set<string>();
for (const m of html.matchAll(/<link rel="(?:stylesheet|modulepreload)" href="([^"]+)"/g)) refs.add(m[1]!);
for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(m[1]!);
for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) refs.add(m[1]!);

let total = 0;
for (const asset of [...refs].filter((r) => r.startsWith("/assets/")).sort()) {
  const gzip = gzipSync(readFileSync(path.join(client, asset))).length;
  total += gzip;
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${asset}`);
}
console.log(`home initial JS+CSS: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
process.exitCode = total <= BUDGET_BYTES ? 0 : 1;
