// The public origin (README.md#configuration: SITE_URL, default http://localhost:$PORT), worked
// out in one place for the three readers that cannot share a TypeScript module at run time:
// the settings (app/lib/env.server.ts), `npm start` (scripts/start.mjs, plain Node) and the
// build's record of the origin its prerendered pages carry (react-router.config.ts).

/**
 * The site's origin without a trailing slash.
 * @param {string | undefined} siteUrl SITE_URL as set, or undefined/empty when unset
 * @param {string | number | undefined} port PORT as set (default 3000)
 * @returns {string} e.g. "https://www.example.in" or "http://localhost:3000"
 */
export function siteOrigin(siteUrl, port) {
  return (siteUrl || `http://localhost:${port || 3000}`).replace(/\/$/, "");
}
