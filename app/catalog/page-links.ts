import { brandPages, type BrandPage } from "./brand-pages";
import { brands, type Brand } from "./brands";
import { featuredLocalities, localities } from "./localities";
import type { LinkItem } from "./page-seo-schema";
import { serviceTypePages } from "./services";

/**
 * The marketing pages' link lists, built from the catalogue: the home page's brand and
 * area lists, the /services brand centres and the 'Complete Service Portfolio' columns
 * (docs/product.md#routes). The shell's links (header, footer) are in `navigation.ts`,
 * which the browser loads without the catalogue.
 */

/**
 * Link items for brands given by slug, in the order given.
 * @param slugs brand slugs such as "bmw-service"
 * @returns one link per brand, named by the brand
 * @throws Error when a slug is not in the brand catalogue
 */
function brandLinks(slugs: string[]): LinkItem[] {
  return slugs.map((slug) => {
    const brand: Brand | undefined = brands.find((b) => b.slug === slug);
    if (!brand) throw new Error(`Unknown brand: ${slug}`);
    return { name: brand.name, path: brand.route };
  });
}

/** The home page's luxury brands list (docs/product.md#route-home). */
export const homeLuxuryBrandLinks: LinkItem[] = brandLinks([
  "mercedes-service",
  "bmw-service",
  "audi-service",
  "porsche-service",
  "jaguar-service",
  "land-rover-service",
]);

/** The home page's service areas list: the six featured localities (docs/product.md#route-home). */
export const homeServiceAreaLinks: LinkItem[] = featuredLocalities.map((l) => ({
  name: l.name,
  path: l.path,
}));

/** The nine luxury brand centres of /services (docs/product.md#route-services). */
export const servicesPageLuxuryBrands: LinkItem[] = [
  ...homeLuxuryBrandLinks,
  ...brandLinks(["lexus-service", "volvo-service", "tesla-service"]),
];

/** The six popular brands of /services, in the spec's order (docs/product.md#route-services). */
export const servicesPagePopularBrands: LinkItem[] = brandLinks([
  "maruti-service",
  "hyundai-service",
  "tata-service",
  "honda-service",
  "toyota-service",
  "mahindra-service",
]);

/** A titled column of links. */
export type LinkColumn = { heading: string; links: LinkItem[] };

/**
 * Link items for brand pages of one group.
 * @param type "luxury" or "popular"
 * @returns links to that group's brand pages in catalogue order
 */
function brandPageLinks(type: Brand["type"]): LinkItem[] {
  const typeOf = (page: BrandPage) => brands.find((b) => b.slug === page.brandSlug)?.type;
  return brandPages
    .filter((p) => typeOf(p) === type)
    .map((p) => ({ name: p.brandName, path: p.path }));
}

/**
 * The home page's 'Complete Service Portfolio' block: Luxury, Popular, Premium Locations
 * and Service Types (docs/product.md#route-home).
 */
export const servicePortfolio: LinkColumn[] = [
  { heading: "Luxury", links: brandPageLinks("luxury") },
  { heading: "Popular", links: brandPageLinks("popular") },
  { heading: "Premium Locations", links: localities.map((l) => ({ name: l.name, path: l.path })) },
  {
    heading: "Service Types",
    links: serviceTypePages().map((p) => ({ name: p.name, path: p.path })),
  },
];
