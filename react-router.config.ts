import type { Config } from "@react-router/dev/config";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { publicPages } from "./app/features/seo/public-pages.server";
import { localizedPath, translatedLocales, translatedPaths } from "./app/catalog/languages";
import { siteOrigin } from "./app/lib/site-url.mjs";

/**
 * SSR for every page; the public pages are also prerendered to static HTML at build time
 * (docs/architecture.md#stack). The server serves that HTML to visitors without a
 * session cookie and renders on request for signed-in visitors (server/main.ts).
 * The SITE_URL baked into the prerendered pages is recorded in build/site-url, so that
 * `npm start` rebuilds when it changes.
 */
export default {
  ssr: true,
  // Loaders and actions get the request as it arrived (docs/decisions/0028): one Request per
  // request instead of a copy per loader, so the loaders of a page share its session read. They
  // read only its search parameters and protocol, which the copies did not change; `.data` and
  // the framework's `_routes` parameter stay in its URL.
  future: { v8_passThroughRequests: true },
  async prerender() {
    // The Telugu and Hindi pages too (docs/decisions/0026): "/te/", "/te/contact", "/hi/" …
    const translated = translatedLocales.flatMap((locale) =>
      translatedPaths.map((path) => localizedPath(path, locale)),
    );
    return ["/home", ...publicPages().map((p) => p.path), ...translated];
  },
  buildEnd({ reactRouterConfig }) {
    const siteUrl = siteOrigin(process.env.SITE_URL, process.env.PORT);
    writeFileSync(path.join(reactRouterConfig.buildDirectory, "site-url"), siteUrl);
  },
} satisfies Config;
