import { data } from "react-router";
import { localeOfPath, locales, type Locale } from "~/catalog/languages";

/**
 * What a route module may declare in its `handle` export (React Router's per-route
 * metadata), read by the document in `app/root.tsx`.
 */
export interface RouteHandle {
  /**
   * `false` for pages that are complete as HTML and need no JavaScript (marketing pages,
   * the 404 page): the document then ships no scripts at all, so the page is interactive
   * as soon as it is painted (docs/decisions/0004: the home page's JavaScript + CSS budget
   * of 100 KB gzip, docs/decisions/0004). Links on such pages are plain page loads.
   * Default: the page is hydrated.
   */
  hydrate?: boolean;
  /**
   * `"account"` for the staff screens (docs/decisions/0026): the page is in the signed-in
   * account's language, which its loader returns as `language`, whatever the URL.
   */
  language?: "account";
}

/** The handle of a static page that ships no JavaScript; see {@link RouteHandle.hydrate}. */
export const staticPageHandle: RouteHandle = { hydrate: false };

/**
 * The handle of a staff screen: no JavaScript, and in the signed-in account's language
 * (docs/decisions/0026); its loader returns the account's `language`.
 */
export const staffScreenHandle: RouteHandle = { hydrate: false, language: "account" };

/**
 * The language of a staff screen: its loader's `language`, where a matched route's handle says
 * the page is in the account's language ({@link staffScreenHandle}).
 * @param matches the matched routes, root first, each with its handle and its loader's data
 * @returns the account's language, or null for a page in its URL's language (or a staff screen
 *   that answered with an error, whose loader handed on nothing)
 */
export function accountScreenLocale(
  matches: ReadonlyArray<{ handle?: unknown; data?: unknown }>,
): Locale | null {
  for (const m of matches) {
    if ((m.handle as RouteHandle | undefined)?.language !== "account") continue;
    const language = (m.data as { language?: unknown } | null | undefined)?.language;
    if ((locales as readonly unknown[]).includes(language)) return language as Locale;
  }
  return null;
}

/**
 * Whether the document for these matched routes loads the app's scripts.
 * @param matches the matched routes, root first (React Router's `useMatches()`), with their paths
 * @returns false when any matched route declares `handle.hydrate === false`, or is a Telugu or
 *   Hindi page (rendered on the server only, docs/decisions/0026), else true
 */
export function shouldHydrate(
  matches: ReadonlyArray<{ handle?: unknown; pathname?: string }>,
): boolean {
  return !matches.some(
    (m) =>
      (m.handle as RouteHandle | undefined)?.hydrate === false ||
      (m.pathname !== undefined && localeOfPath(m.pathname) !== "en"),
  );
}

/**
 * A route's `headers` for pages that are a customer's own (docs/decisions/0007): the
 * loader's Cache-Control kept on the document, "no-store" when the loader set none.
 * @param args React Router's headers arguments: the loader's headers
 * @returns the document's Cache-Control header
 */
export function keepLoaderCacheControl({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE["Cache-Control"] };
}

/** The headers of an answer that is someone's own: never stored by browsers or proxies. */
const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * A loader's data for a page that is someone's own (docs/decisions/0007), sent with
 * "Cache-Control: no-store" so no browser or proxy keeps it; pair it with
 * {@link keepLoaderCacheControl} or {@link noStoreHeaders} as the route's `headers`.
 * @param value what the loader returns to the page
 * @returns React Router's data answer carrying the value and the header
 */
export function privateData<T>(value: T) {
  return data(value, { headers: NO_STORE });
}

/**
 * A route's `headers` for pages that are always someone's own (the back office, a
 * confirmation link, a review request): "Cache-Control: no-store" whatever the loader said.
 * @returns the document's Cache-Control header
 */
export function noStoreHeaders() {
  return { ...NO_STORE };
}
