/**
 * Chromium for end-to-end tests (tests/support/browser.ts): each user gets a browser of
 * their own with a fresh context, so no cookies or storage carry between users.
 */
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { startAppServer, type AppServer, type StartOptions } from "../../scripts/lib/app-server";
import { requestedAssets } from "../../bench/requested-assets";
import { launchChromium, newBrowserPage } from "../support/browser";

/** An open browser for one user, with the console errors it saw. */
export interface E2EBrowser {
  context: BrowserContext;
  page: Page;
  baseURL: string;
  consoleErrors: string[];
  close: () => Promise<void>;
}

/**
 * Opens a fresh Chromium at a viewport width (390 phone, 1280 laptop).
 * @param options.javaScript false to browse with JavaScript disabled (what a page does
 *   before or without its scripts)
 * @returns the context, its first page and the base URL of the server under test
 */
export async function openBrowser(
  width = 390,
  options: { javaScript?: boolean } = {},
): Promise<E2EBrowser> {
  const browser = await launchChromium();
  const { context, page } = await newBrowserPage(browser, { width, ...options });
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(String(err)));
  page.setDefaultTimeout(15_000);
  return {
    context,
    page,
    baseURL: inject("baseURL"),
    consoleErrors,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}

/** Waits until React has hydrated the page (the root sets `data-hydrated` on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until the page is ready for a user: loaded, and hydrated when it loads the app's
 * scripts (static pages ship none, docs/decisions/0004).
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  const scripted = await page.evaluate(
    () => document.querySelector('script[type="module"]') !== null,
  );
  if (scripted) await waitForHydration(page);
}

/**
 * Saves a screenshot under test-results/screenshots/NAME.png for people to look at: the
 * full page, or (`fullPage` false) the viewport, which shows an open dropdown in place.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = path.resolve(import.meta.dirname, "../../test-results/screenshots");
  mkdirSync(dir, { recursive: true });
  // caret "initial": Playwright's default hides the caret with an inline style, which
  // would show up as a hydration mismatch on a page that has not hydrated yet.
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, caret: "initial" });
}

/**
 * Screenshots the page (see {@link screenshot}) at 390 px (844 high) and 1280 px (900 high) as
 * NAME-390.png and NAME-1280.png (a phone and a desk), then sets the viewport back to `back` px
 * wide (844 high below 500 px, else 900).
 */
export async function screenshotBoth(
  page: Page,
  name: string,
  fullPage = true,
  back = 390,
): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await screenshot(page, `${name}-${width}`, fullPage);
  }
  await page.setViewportSize({ width: back, height: back < 500 ? 844 : 900 });
}

/**
 * Browsers opened by one test file, closed together.
 * @returns `open(width, options)` (see {@link openBrowser}), the browsers still open
 *   (oldest first) and `closeAll()`
 */
export function browserPool() {
  const opened: E2EBrowser[] = [];
  return {
    opened,
    async open(width: number, options: { javaScript?: boolean } = {}): Promise<E2EBrowser> {
      const b = await openBrowser(width, options);
      opened.push(b);
      return b;
    },
    async closeAll(): Promise<void> {
      while (opened.length) await opened.pop()!.close();
    },
  };
}

/**
 * A {@link browserPool} closed after each test (`"each"`) or after the file (`"all"`).
 * Call it at the top of a test file.
 */
export function usesBrowsers(closeAfter: "each" | "all" = "each") {
  const pool = browserPool();
  (closeAfter === "each" ? afterEach : afterAll)(() => pool.closeAll());
  return pool;
}

/**
 * A production server of the file's own (its own DATA_DIR, e.g. for an admin made with the
 * operator command), started before the file's tests (up to 240 s, a build included) and
 * stopped after them, and browsers on it. Call it at the top of a test file.
 * @param options what {@link startAppServer} takes, e.g. `env` for this server's settings
 * @returns the server's `origin` and `dataDir` (read them inside tests and hooks), and
 *   `open(width, options)`: a browser as {@link openBrowser} opens it, its baseURL this server,
 *   closed after the file
 */
export function usesOwnServer(options: StartOptions) {
  const browsers = usesBrowsers("all");
  let server: AppServer | undefined;
  beforeAll(async () => {
    server = await startAppServer(options);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });
  const running = (): AppServer => {
    if (!server) throw new Error("the file's server has not started");
    return server;
  };
  return {
    get origin(): string {
      return running().origin;
    },
    get dataDir(): string {
      return running().dataDir;
    },
    async open(width: number, options: { javaScript?: boolean } = {}): Promise<E2EBrowser> {
      const b = await browsers.open(width, options);
      b.baseURL = running().origin;
      return b;
    },
  };
}

/**
 * Waits (up to 20 s) until the text is visible: a toast, a message, an entry of a list.
 * @param scope the page, or the part of it (a form, a list) the text must be in
 * @param text the words, or a pattern for them
 */
export async function expectText(scope: Page | Locator, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => scope.getByText(text).first().isVisible(), { timeout: 20_000 })
    .toBe(true);
}

/**
 * Opens `url` in `page` (fresh, its cache empty) and expects the JavaScript and CSS it requests
 * to weigh at most `budgetBytes` gzip (see bench/requested-assets.ts); the failure lists each
 * asset with its bytes.
 */
export async function expectAssetsWithin(
  page: Page,
  url: string,
  budgetBytes: number,
): Promise<void> {
  const { totalGzipBytes, assets } = await requestedAssets(page, url);
  expect(
    totalGzipBytes,
    assets.map((a) => `${a.path} ${a.gzipBytes}`).join(", "),
  ).toBeLessThanOrEqual(budgetBytes);
}

/**
 * The page's serious and critical accessibility violations under WCAG 2.1 A and AA, as axe
 * finds them (in the element `include` selects, when given).
 * @returns one "rule: first element" line per violation; empty when there are none
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const axe = await builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);
}
