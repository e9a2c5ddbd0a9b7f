/**
 * The slugs of the service pages (docs/product.md#catalogue and #route-service-pages), apart
 * from their content so that the list of translated pages (`languages.ts`, read by the
 * browser's shell) names them without carrying the service catalogue. Client-safe.
 */

/**
 * The path of a page under /service (docs/product.md#route-service-pages: "/service/{slug}: one
 * page per brand, model, service type or locality").
 * @param slug a kebab-case slug such as "bmw-service"
 * @returns "/service/bmw-service"
 */
export function servicePath(slug: string): string {
  return `/service/${slug}`;
}

/** The ids of the six core services (docs/product.md#catalogue). */
export const coreServiceIds = [
  "periodic-service",
  "ac-service",
  "denting-painting",
  "battery-replacement",
  "tire-service",
  "custom-repairs",
] as const;

/**
 * The slugs of the service-type pages listed in the sitemap (docs/product.md#route-service-pages
 * and #route-feeds).
 */
export const serviceTypeSlugs = [
  "ac-service",
  "engine-service",
  "battery-service",
  "brake-service",
  "oil-change",
] as const;

/**
 * Every service page's slug, once: the core services, then the service-type pages ("ac-service"
 * is both, docs/product.md#route-service-pages), in the order of `servicePages`.
 */
export const servicePageSlugs: readonly string[] = [
  ...new Set<string>([...coreServiceIds, ...serviceTypeSlugs]),
];
