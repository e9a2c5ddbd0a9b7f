import { z } from "zod";
import { serviceTypes } from "./booking-options";
import { coreServiceIds, serviceTypeSlugs } from "./service-slugs";
import serviceData from "./data/services.json";
import { factPlaceholders, fillPlaceholders } from "./placeholders";
import { RupeesSchema, formatRupees, priceTiers, priceTierLabels, type PriceTier } from "./money";
import {
  FaqSchema,
  KeywordsSchema,
  PathSchema,
  SeoDescriptionSchema,
  SeoTitleSchema,
  SlugSchema,
  servicePath,
} from "./page-seo-schema";

export { formatRupees } from "./money";

/**
 * The service catalogue: the six core services with their tier prices (docs/product.md#catalogue,
 * prices from docs/product.md#catalogue), the home page's four headline services and extra services
 * list (docs/product.md#catalogue), and the service-type pages of the sitemap
 * (docs/product.md#route-feeds). Every service with a page is exposed once, as a {@link
 * ServicePage}, through {@link servicePages}.
 */

/**
 * Fills the placeholders of a service as written in `data/services.json`: the business
 * facts (`{promises.warrantyMonths}` …) and `{startingPrice}`, the price its title states.
 * @param written a core service or service-type page from the JSON
 * @param startingPrice the service's starting price: a core service's economy tier, a
 *   service-type page's first price line
 * @returns the entry with its text filled in
 * @throws Error when the text names an unknown placeholder
 */
function fillServiceText<T>(written: T, startingPrice: ServicePrice): T {
  return fillPlaceholders(written, {
    ...factPlaceholders(),
    startingPrice: formatServicePrice(startingPrice),
  });
}

/** A price in rupees, or "On Request" where the work is quoted after inspection. */
export const ServicePriceSchema = z.union([RupeesSchema, z.literal("On Request")]);

/** A catalogue price; see {@link ServicePriceSchema}. */
export type ServicePrice = z.infer<typeof ServicePriceSchema>;

/**
 * Formats a catalogue price for display.
 * @param price rupees or "On Request"
 * @returns "₹2,499" for a number (see {@link formatRupees}); "On Request" unchanged
 */
export function formatServicePrice(price: ServicePrice): string {
  return price === "On Request" ? price : formatRupees(price);
}

/** Page content shared by every service page: heading, intro, inclusions and questions. */
const ServicePageContentSchema = z.object({
  title: SeoTitleSchema,
  description: SeoDescriptionSchema,
  keywords: KeywordsSchema,
  heading: z.string().min(10),
  intro: z.string().min(120),
  included: z.array(z.string().min(5)).min(5),
  faqs: z.array(FaqSchema).min(2),
});

/**
 * A core service (docs/product.md#catalogue): id, title, description, lucide-react icon name,
 * features, price per tier, popular flag and the brand pages (by slug) for which the workshop
 * follows a brand-specific procedure. `page` is the content of its /service/{id} page.
 */
export const CoreServiceSchema = z.object({
  id: z.enum(coreServiceIds),
  path: PathSchema,
  title: z.string().min(3),
  description: z.string().min(40).max(200),
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/, "A lucide-react icon component name"),
  features: z.array(z.string().min(3)).min(4),
  pricing: z.object({
    economy: ServicePriceSchema,
    premium: ServicePriceSchema,
    luxury: ServicePriceSchema,
    superLuxury: ServicePriceSchema,
  }),
  popular: z.boolean(),
  brandSpecific: z.array(SlugSchema),
  warrantyMonths: z.number().int().positive().optional(),
  bookingServiceType: z.enum(serviceTypes),
  page: ServicePageContentSchema,
});

/** A core service; see {@link CoreServiceSchema}. */
export type CoreService = z.infer<typeof CoreServiceSchema>;

/** The six core services, in the spec's order (docs/product.md#catalogue). */
export const coreServices: CoreService[] = z.array(CoreServiceSchema).parse(
  serviceData.coreServices.map((service) => ({
    ...fillServiceText(service, service.pricing.economy as ServicePrice),
    path: servicePath(service.id),
  })),
);

/**
 * Looks a core service up by id.
 * @param id e.g. "ac-service"
 * @returns the core service, or undefined when none has that id
 */
export function getCoreService(id: string): CoreService | undefined {
  return coreServices.find((s) => s.id === id);
}

/**
 * The 'Starting' price a /services card shows: the economy-tier price
 * (docs/product.md#route-services: "a 'Starting' price taken from the economy tier").
 * @param service a core service
 * @returns the economy price, or "On Request"
 */
export function startingPrice(service: CoreService): ServicePrice {
  return service.pricing.economy;
}

/**
 * The price of a core service for a given tier.
 * @param service a core service
 * @param tier one of economy, premium, luxury, superLuxury (docs/product.md#catalogue)
 * @returns that tier's price
 */
export function tierPrice(service: CoreService, tier: PriceTier): ServicePrice {
  return service.pricing[tier];
}

/**
 * A home page service card (docs/product.md#catalogue): title, description, features
 * and price text, plus the page it links to and the booking-form service type its
 * 'Book This Service' button preselects.
 */
export const HeadlineServiceSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(40).max(200),
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
  features: z.array(z.string().min(3)).min(3),
  priceFrom: RupeesSchema,
  priceText: z.string(),
  path: PathSchema,
  bookingServiceType: z.enum(serviceTypes),
});

/** A home page service card; see {@link HeadlineServiceSchema}. */
export type HeadlineService = z.infer<typeof HeadlineServiceSchema>;

/**
 * The four headline services of the home page with their starting prices
 * (docs/product.md#catalogue).
 */
export const headlineServices: HeadlineService[] = z.array(HeadlineServiceSchema).parse(
  serviceData.headlineServices.map(({ page, ...service }) => ({
    ...service,
    path: servicePath(page),
    priceText: `Starting from ${formatRupees(service.priceFrom)}`,
  })),
);

/** An entry of the home page's extra services list; `path` is set where a page exists. */
export const ExtraServiceSchema = z.object({
  name: z.string().min(3),
  path: PathSchema.optional(),
});

/** An extra service; see {@link ExtraServiceSchema}. */
export type ExtraService = z.infer<typeof ExtraServiceSchema>;

/** The extra services listed on the home page, in the spec's order (docs/product.md#catalogue). */
export const extraServices: ExtraService[] = z
  .array(ExtraServiceSchema)
  .parse(
    serviceData.extraServices.map(({ name, page }) =>
      page ? { name, path: servicePath(page) } : { name },
    ),
  );

/** A priced line on a service page. */
export const PriceLineSchema = z.object({
  label: z.string().min(3),
  price: ServicePriceSchema,
  note: z.string().optional(),
});

/** A priced line; see {@link PriceLineSchema}. */
export type PriceLine = z.infer<typeof PriceLineSchema>;

/**
 * A service page as templates render it: the six core services and the service-type pages
 * in one shape. `kind` tells which; `name` is the short display name.
 */
export const ServicePageSchema = ServicePageContentSchema.extend({
  kind: z.enum(["core", "service-type"]),
  slug: SlugSchema,
  path: PathSchema,
  name: z.string().min(3),
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
  prices: z.array(PriceLineSchema).min(1),
  bookingServiceType: z.enum(serviceTypes),
}).refine((p) => p.path === servicePath(p.slug), "A service page lives at /service/{slug}");

/** A service page; see {@link ServicePageSchema}. */
export type ServicePage = z.infer<typeof ServicePageSchema>;

/**
 * Builds the page of a core service: tier prices become price lines labelled by tier.
 * @param service a core service
 * @returns its {@link ServicePage}
 */
function corePage(service: CoreService): ServicePage {
  return {
    kind: "core",
    slug: service.id,
    path: service.path,
    name: service.title,
    icon: service.icon,
    bookingServiceType: service.bookingServiceType,
    ...service.page,
    prices: priceTiers.map((tier) => ({
      label: priceTierLabels[tier],
      price: service.pricing[tier],
    })),
  };
}

/**
 * Every service page, one per slug: the six core services followed by the service-type
 * pages. The service type "ac-service" shares the core AC page rather than having a page
 * of its own (docs/product.md#route-service-pages: `ac-service` is both).
 */
export const servicePages: ServicePage[] = z.array(ServicePageSchema).parse([
  ...coreServices.map(corePage),
  ...serviceData.serviceTypePages.map((page) => ({
    ...fillServiceText(page, page.prices[0]?.price as ServicePrice),
    path: servicePath(page.slug),
  })),
]);

/**
 * Looks a service page up by slug.
 * @param slug e.g. "oil-change" or "periodic-service"
 * @returns the page, or undefined when no service page has that slug
 */
export function getServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((p) => p.slug === slug);
}

/**
 * The five service-type pages of the sitemap (docs/product.md#route-feeds: oil change, brake,
 * engine, AC, battery), resolved to their pages.
 * @returns the pages in {@link serviceTypeSlugs} order; "ac-service" is the core AC page
 */
export function serviceTypePages(): ServicePage[] {
  return serviceTypeSlugs.map((slug) => {
    const page = getServicePage(slug);
    if (!page) throw new Error(`Service-type page missing: ${slug}`);
    return page;
  });
}
