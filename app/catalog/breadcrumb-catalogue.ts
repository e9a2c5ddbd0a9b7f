import { brands } from "./brands";
import fixedNames from "./data/breadcrumb-names.json";
import { localities } from "./localities";
import { modelPages } from "./models";
import { servicePages } from "./services";
import { corePages } from "./site-pages";

/**
 * Friendly names for the breadcrumb bar (docs/product.md#shell: Home plus each
 * path segment with a friendly name; known names cover brands, Hyderabad localities, the
 * ac, battery, brake, engine and oil services and the site pages; unknown segments are
 * shown capitalised). Names of catalogue pages and core pages are taken from their
 * entries; `data/breadcrumb-names.json` holds only what no entry names: brands without a
 * page, the short service-type names and the signed-in pages. The browser reads the
 * generated copy (`breadcrumb-names.generated.ts`), never this module.
 */

/**
 * Builds the name map from the catalogue, the core pages and the fixed names.
 * @returns segment → friendly name
 */
function buildBreadcrumbNames(): Record<string, string> {
  const names: Record<string, string> = {};
  for (const brand of brands) {
    names[brand.slug] = `${brand.name} Service`;
    names[brand.slug.replace(/-service$/, "")] = brand.name;
  }
  for (const [slug, name] of Object.entries(fixedNames.otherBrands)) {
    names[slug] = name;
    names[`${slug}-service`] = `${name} Service`;
  }
  for (const loc of localities) names[loc.slug] = loc.name;
  for (const page of modelPages) names[page.slug] = `${page.name} Service`;
  for (const page of servicePages) names[page.slug] = page.name;
  Object.assign(names, fixedNames.serviceTypes);
  for (const page of corePages) names[page.path.slice(1) || "home"] = page.name;
  Object.assign(names, fixedNames.pages);
  return names;
}

/** Path segment → friendly name, e.g. "bmw-service" → "BMW Service", "about" → "About Us". */
export const breadcrumbNames: Record<string, string> = buildBreadcrumbNames();
