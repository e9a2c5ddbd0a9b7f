/**
 * Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH) driven by playwright-core, with
 * the flags this kind of machine needs (no sandbox, no GPU, no background traffic): the one
 * way the end-to-end tests, the benchmarks and the screenshot script open a browser.
 * Playwright's own browser download is not used.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** The Chromium executable: CHROMIUM_PATH, default Debian's /usr/bin/chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Command-line flags for a headless Chromium in a container without GPU or sandbox. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Starts a headless Chromium.
 * @returns the browser; the caller closes it
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Options of {@link newBrowserPage}. */
export interface PageOptions {
  /** Viewport width in CSS pixels (390 phone, 1280 laptop); the height follows (844 or 900). */
  width?: number;
  /** false to browse with JavaScript disabled (what a page does before or without its scripts). */
  javaScript?: boolean;
  /** A session to carry: a `Cookie` header value (`name=value; …`) sent to `origin`. */
  cookie?: { header: string; origin: string };
}

/**
 * A fresh context (its own cookies and cache, locale en-IN, time zone Asia/Kolkata) and its
 * page at a viewport width.
 * @returns the context (close it when done) and its page
 */
export async function newBrowserPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 390;
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    javaScriptEnabled: options.javaScript ?? true,
  });
  if (options.cookie) await addCookies(context, options.cookie.header, options.cookie.origin);
  return { context, page: await context.newPage() };
}

/**
 * Puts the cookies of a `Cookie` header value (`a=1; b=2`, as a sign-up response gives them)
 * into a browser context for an origin, so its pages are signed in.
 */
export async function addCookies(
  context: BrowserContext,
  header: string,
  origin: string,
): Promise<void> {
  await context.addCookies(
    header.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    }),
  );
}
