// The layer table of docs/architecture.md ("Layers"), as data: which folder may import which.
// eslint.config.js turns each row into a `no-restricted-imports` rule for the row's files, and
// tests/lint/layers.test.ts checks that the table in docs/architecture.md says the same.
//
// Layers point one way: routes → features → components → lib → db → catalogue. A feature may
// use only the features named in its row, and those rows form no circle.

/** The app's folders below `app/`, as an import names them (`~/lib/…` or a relative path). */
export const APP_LAYERS = ["catalog", "db", "lib", "components", "features", "routes"];

/**
 * The features and the other features each may import (through `~/features/<name>/…`).
 * Shared capabilities sit low: `messages` (the outbox, its delivery and the customer's message
 * preferences) imports no feature.
 */
export const FEATURES = {
  messages: [],
  blog: [],
  seo: ["blog"],
  marketing: ["blog", "seo"],
  legal: ["blog"],
  faq: [],
  auth: [],
  quote: ["messages"],
  photos: [],
  cars: ["messages"],
  pickups: ["cars", "messages", "photos"],
  reviews: ["messages"],
  billing: ["cars"],
  booking: ["billing", "cars", "messages", "pickups", "reviews"],
  emergency: ["messages"],
  figures: ["cars"],
  "job-card": ["billing", "booking", "cars", "photos", "pickups"],
  "health-check": ["billing", "cars", "job-card", "messages", "photos"],
  account: ["booking", "cars", "health-check", "job-card", "photos", "pickups", "quote", "reviews"],
  admin: [
    "account",
    "billing",
    "booking",
    "cars",
    "emergency",
    "messages",
    "quote",
    "reviews",
    "seo",
  ],
};

/**
 * The app's layers: the files of each, and the app layers they may import. Packages are free
 * except for the catalogue (plain data: zod only).
 */
export const LAYERS = [
  { name: "catalog", files: ["app/catalog/**"], mayImport: ["catalog"] },
  { name: "db", files: ["app/db/**"], mayImport: ["catalog", "db"] },
  { name: "lib", files: ["app/lib/**"], mayImport: ["catalog", "db", "lib"] },
  { name: "components", files: ["app/components/**"], mayImport: ["catalog", "lib", "components"] },
  {
    name: "features",
    files: ["app/features/**"],
    mayImport: ["catalog", "db", "lib", "components", "features"],
  },
  {
    name: "routes",
    files: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/routes.ts"],
    mayImport: ["catalog", "lib", "components", "features", "routes"],
  },
];

/**
 * What `server/` (the process: HTTP, database start-up, shutdown) may import of the app: lib,
 * db and catalogue, and the start-up modules of features that run beside the HTTP server (the
 * setup code, the message queue, the garage's daily job that the queue runs, the pages the
 * published reviews change, rewritten at start, and the pages the figures from the records change,
 * kept up to date).
 */
export const SERVER_FEATURE_MODULES = [
  "admin/setup-code.server",
  "messages/messaging.server",
  "cars/service-reminders.server",
  "reviews/site-reviews.server",
  "figures/site-figures.server",
];

/** Packages the catalogue may not import: it is data, read by the browser and the build alike. */
export const CATALOG_FORBIDDEN_PACKAGES = [
  "react",
  "react-dom",
  "react-router",
  "drizzle-orm",
  "pg",
  "better-auth",
  "node:",
];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The regular expressions an import source of a layer's files may not match.
 * @param {string[]} forbidden app layers the files may not import
 * @returns {string[]} one for the `~/` alias and one for relative paths, per layer
 */
function layerPatterns(forbidden) {
  if (forbidden.length === 0) return [];
  const names = forbidden.map(escape).join("|");
  return [`^~/(${names})(/|$)`, `^(\\.\\./)+(${names})(/|$)`, `^~/root(\\.tsx)?$`];
}

/**
 * The `no-restricted-imports` options for every file group, most specific last (a file takes
 * the last matching group's rule).
 * @returns {{ files: string[], patterns: { regex: string, message: string }[] }[]}
 */
export function restrictedImportGroups() {
  const groups = [];
  for (const layer of LAYERS) {
    const forbidden = APP_LAYERS.filter((l) => !layer.mayImport.includes(l));
    const message = `${layer.name} may import only ${layer.mayImport.join(", ")} of the app (docs/architecture.md#layers).`;
    const patterns = layerPatterns(forbidden).map((regex) => ({ regex, message }));
    if (layer.name === "catalog")
      for (const pkg of CATALOG_FORBIDDEN_PACKAGES)
        patterns.push({
          regex: `^${escape(pkg)}${pkg.endsWith(":") ? "" : "(/|$)"}`,
          message: `The catalogue is plain data: no ${pkg} (docs/architecture.md#layers).`,
        });
    if (layer.name !== "features") {
      groups.push({ files: layer.files, patterns });
      continue;
    }
    for (const [feature, uses] of Object.entries(FEATURES)) {
      const allowed = [feature, ...uses].map(escape).join("|");
      const featureMessage = `features/${feature} may import only these features: ${uses.join(", ") || "none"} (docs/architecture.md#layers).`;
      groups.push({
        files: [`app/features/${feature}/**`],
        patterns: [
          ...patterns,
          { regex: `^~/features/(?!(${allowed})/)`, message: featureMessage },
          // A sibling feature by a relative path (modules the build config loads without the alias).
          { regex: `^\\.\\./(?!\\.\\./)(?!(${allowed})/)`, message: featureMessage },
        ],
      });
    }
  }
  const serverAllowed = SERVER_FEATURE_MODULES.map(escape).join("|");
  groups.push({
    files: ["server/**"],
    patterns: [
      {
        regex: `(^|/)app/(routes|components|root)(/|\\.|$)`,
        message:
          "server/ may import lib, db, the catalogue and the features' start-up modules only (docs/architecture.md#layers).",
      },
      {
        regex: `(^|/)app/features/(?!(${serverAllowed})(\\.ts)?$)`,
        message: `server/ may import only these feature modules: ${SERVER_FEATURE_MODULES.join(", ")} (docs/architecture.md#layers).`,
      },
    ],
  });
  groups.push({
    files: ["scripts/**"],
    patterns: [
      {
        regex: `(^|/)app/(routes|root)(/|\\.|$)|^~/(routes|root)`,
        message:
          "Operator commands drive features, never route modules (docs/architecture.md#layers).",
      },
    ],
  });
  return groups;
}
