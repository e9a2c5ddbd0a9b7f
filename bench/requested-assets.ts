/**
 * The JavaScript and CSS a page really costs a first-time visitor: every script and
 * stylesheet Chromium requests while loading it (module preloads, lazy chunks and all),
 * until the network is idle, each counted at its gzip size. Shared by `npm run bench:weight`
 * and the page-weight end-to-end test (docs/decisions/0011 budgets).
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";

/**
 * The budget of /booking, /contact and /auth: JavaScript + CSS, gzip bytes (docs/decisions/0011).
 */
export const FORM_PAGE_BUDGET_BYTES = 150 * 1024;

/**
 * The budget of the staff screens on a phone (the driver's /staff, the technician's
 * /staff/job/<id>): JavaScript + CSS, gzip bytes (docs/product.md#health-check).
 */
export const STAFF_PAGE_BUDGET_BYTES = 30 * 1024;

/** One script or stylesheet a page requested, with its gzip size in bytes. */
export interface RequestedAsset {
  path: string;
  gzipBytes: number;
}

/**
 * Loads a page and counts what it requests.
 * @param page a fresh page (its cache empty, so nothing is served from memory)
 * @param url the page's full URL
 * @returns the scripts and stylesheets (largest first) and their total gzip bytes
 */
export async function requestedAssets(
  page: Page,
  url: string,
): Promise<{ assets: RequestedAsset[]; totalGzipBytes: number }> {
  const pending: Array<Promise<RequestedAsset | null>> = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body).length,
        }))
        .catch(() => null),
    );
  };
  page.on("response", onResponse);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  const assets = (await Promise.all(pending))
    .filter((a): a is RequestedAsset => a !== null)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { assets, totalGzipBytes: assets.reduce((sum, a) => sum + a.gzipBytes, 0) };
}
