import { z } from "zod";
import { defaultBusinessFacts, directionsHref } from "./business";
import { serviceTypes } from "./booking-options";
import { BrandModelSchema, brands } from "./brands";
import { brandGreeting } from "./greetings";
import brandPageData from "./data/brand-pages.json";
import { RupeesSchema, formatRupees, fromPriceText } from "./money";
import { getBrandOffer } from "./offers";
import { factPlaceholders, fillPlaceholders } from "./placeholders";
import {
  PathSchema,
  ServicePageSeoSchema,
  SlugSchema,
  fieldIssues,
  servicePath,
} from "./page-seo-schema";

/**
 * Brand page content (docs/product.md#route-service-pages): hero, models, a grid of service
 * offerings with 'Book This … Service' buttons, the coverage areas and the closing call,
 * chat and book block. Most brands use the brand template; Audi, Honda and Toyota use the
 * generic template with 'Book Service Now' and 'Get Directions' and the six services of
 * the shared template for their group. The pages are written in `data/brand-pages.json`;
 * this module checks them and derives what the brand entry, the offers and the business
 * facts already hold.
 */

/** What an offering is, so pages can link it and tests can check its price. */
export const offeringKinds = [
  "comprehensive",
  "periodic",
  "engine",
  "brakes",
  "ac",
  "transmission",
  "battery",
  "oil",
  "electrical",
  "suspension",
  "bodywork",
  "tyres",
  "general-repair",
  "special",
] as const;

/** One offering kind. */
export type OfferingKind = (typeof offeringKinds)[number];

/**
 * A service offering on a brand page: title, description, starting price in rupees, the
 * booking-form service type its button preselects and, when it is particular to the brand
 * (DSG, turbo, hybrid, 4x4 …), `brandSpecific: true`.
 */
export const BrandOfferingSchema = z.object({
  kind: z.enum(offeringKinds),
  title: z.string().min(5),
  description: z.string().min(60).max(260),
  priceFrom: RupeesSchema,
  brandSpecific: z.boolean(),
  bookingServiceType: z.enum(serviceTypes),
  servicePath: PathSchema.optional(),
});

/** A brand page offering; see {@link BrandOfferingSchema}. */
export type BrandOffering = z.infer<typeof BrandOfferingSchema>;

/**
 * The generic template's two buttons (docs/product.md#route-service-pages: 'Book Service Now', 'Get
 * Directions').
 */
export const GenericCtaSchema = z.object({
  bookLabel: z.literal("Book Service Now"),
  bookPath: z.literal("/booking"),
  directionsLabel: z.literal("Get Directions"),
  directionsHref: z.url(),
});

/** The generic template's buttons; see {@link GenericCtaSchema}. */
export type GenericCta = z.infer<typeof GenericCtaSchema>;

/**
 * A brand page. `slug` equals the brand's slug; `coverageAreas` are locality slugs;
 * `priceFromText` is the cheapest offering ("from ₹1,999"); `comprehensiveFrom` is the
 * brand's full-service starting price used by the hero and structured data.
 */
export const BrandPageSchema = ServicePageSeoSchema.safeExtend({
  brandSlug: SlugSchema,
  brandName: z.string().min(2),
  template: z.enum(["brand", "generic"]),
  heading: z.string().min(10),
  intro: z.string().min(150).max(600),
  models: z.array(BrandModelSchema).min(4),
  services: z.array(BrandOfferingSchema).min(6),
  coverageAreas: z.array(SlugSchema).min(6),
  whatsappGreeting: z.string().min(20),
  hasWhatsApp: z.boolean(),
  priceFromText: z.string().regex(/^from ₹[\d,]+$/),
  comprehensiveFrom: RupeesSchema,
  cta: GenericCtaSchema.optional(),
}).superRefine((page, ctx) => {
  const issue = fieldIssues(ctx);
  if (page.slug !== page.brandSlug) issue("slug", "A brand page's slug is its brand's slug");
  if (page.template === "generic" && !page.cta)
    issue("cta", "Generic pages carry Book Service Now and Get Directions");
  if (page.template === "brand" && page.cta)
    issue("cta", "Only generic pages carry the generic buttons");
  const cheapest = Math.min(...page.services.map((s) => s.priceFrom));
  if (page.priceFromText !== fromPriceText(cheapest))
    issue("priceFromText", `Must be ${fromPriceText(cheapest)}`);
  if (!page.whatsappGreeting.includes(page.brandName))
    issue("whatsappGreeting", "The greeting names the brand");
  const titles = page.services.map((s) => s.title);
  if (new Set(titles).size !== titles.length)
    issue("services", "Offering titles must be unique on a page");
  if (page.template === "brand" && !page.services.some((s) => s.brandSpecific)) {
    issue("services", "Brand-template pages have at least one brand-specific offering");
  }
});

/** A brand page; see {@link BrandPageSchema}. */
export type BrandPage = z.infer<typeof BrandPageSchema>;

/**
 * What `data/brand-pages.json` holds per offering kind: its default title, description
 * (with `{brand}` for the brand name), booking service type and, where one exists, the
 * service page it links to.
 */
const OfferingKindDefaultsSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(60).max(260),
  bookingServiceType: z.enum(serviceTypes),
  servicePage: SlugSchema.optional(),
});

/**
 * An offering as written: kind and price ("offer" for the brand's structured-data offer
 * price), with optional title and description overrides. "special" offerings are written
 * out in full.
 */
const OfferingInputSchema = z
  .object({
    kind: z.enum(offeringKinds),
    priceFrom: z.union([RupeesSchema, z.literal("offer")]),
    title: z.string().optional(),
    description: z.string().optional(),
    brandSpecific: z.boolean().optional(),
    bookingServiceType: z.enum(serviceTypes).optional(),
  })
  .refine((o) => o.kind !== "special" || (o.title && o.description), {
    message: "A special offering needs its title and description",
  });

/** What is written per brand page; the rest is derived from the brand entry. */
const BrandPageInputSchema = z.object({
  brandSlug: SlugSchema,
  template: z.enum(["brand", "generic"]),
  /** Defaults to true; the Maruti page has no chat button (docs/product.md#route-service-pages). */
  hasWhatsApp: z.boolean().optional(),
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  intro: z.string(),
  services: z.array(OfferingInputSchema),
});

/** The whole of `data/brand-pages.json`. */
const BrandPageDataSchema = z.object({
  /** The nine coverage areas of every brand page, as locality slugs. */
  coverageAreas: z.array(SlugSchema),
  offeringKinds: z.record(z.enum(offeringKinds).exclude(["special"]), OfferingKindDefaultsSchema),
  pages: z.array(BrandPageInputSchema),
});

const data = BrandPageDataSchema.parse(brandPageData);

/** The nine coverage areas of every brand page (docs/product.md#route-service-pages). */
export const brandCoverageAreas: string[] = data.coverageAreas;

/**
 * The six services of the shared brand template for a brand group
 * (docs/product.md#route-service-pages: premium brands offer Engine, AC, Brake, Battery, Oil
 * Change, Transmission; mainstream brands offer Periodic Service, AC, Brake, Battery, Oil Change,
 * General Repair). Pages on the generic template list exactly these, in this order.
 * @param type "luxury" for the premium group, "popular" for the mainstream group
 * @returns the six offering kinds in the spec's order
 */
export function sharedTemplateKinds(type: "luxury" | "popular"): OfferingKind[] {
  return type === "luxury"
    ? ["engine", "ac", "brakes", "battery", "oil", "transmission"]
    : ["periodic", "ac", "brakes", "battery", "oil", "general-repair"];
}

/**
 * Completes a written brand page from its brand entry, its structured-data offer, the
 * offering kinds' defaults and the business facts.
 * @param input the written page
 * @returns the page (checked by {@link BrandPageSchema} afterwards)
 * @throws Error when the brand slug is unknown, an offering asks for an offer price the
 *   brand lacks, or a generic page does not list its group's six shared services
 */
function brandPage(input: z.infer<typeof BrandPageInputSchema>): BrandPage {
  const brand = brands.find((b) => b.slug === input.brandSlug);
  if (!brand) throw new Error(`Unknown brand: ${input.brandSlug}`);
  const offer = getBrandOffer(brand.slug);
  const services: BrandOffering[] = input.services.map((o) => {
    if (o.priceFrom === "offer" && !offer) throw new Error(`No offer price for ${brand.slug}`);
    const priceFrom = o.priceFrom === "offer" ? offer!.priceFrom : o.priceFrom;
    if (o.kind === "special") {
      return {
        kind: "special",
        title: o.title!,
        description: o.description!,
        priceFrom,
        brandSpecific: true,
        bookingServiceType: o.bookingServiceType ?? "Luxury Car Service",
      };
    }
    const defaults = data.offeringKinds[o.kind]!;
    return {
      kind: o.kind,
      title: o.title ?? defaults.title,
      description: o.description ?? fillPlaceholders(defaults.description, { brand: brand.name }),
      priceFrom,
      brandSpecific: o.brandSpecific ?? false,
      bookingServiceType: o.bookingServiceType ?? defaults.bookingServiceType,
      ...(defaults.servicePage ? { servicePath: servicePath(defaults.servicePage) } : {}),
    };
  });
  if (input.template === "generic") {
    const shared = sharedTemplateKinds(brand.type).join();
    if (services.map((s) => s.kind).join() !== shared)
      throw new Error(`${brand.slug} on the generic template lists ${shared}`);
  }
  const main = services.find((s) => s.kind === "comprehensive" || s.kind === "periodic");
  const comprehensiveFrom = offer?.priceFrom ?? main?.priceFrom;
  if (comprehensiveFrom === undefined) throw new Error(`No comprehensive price for ${brand.slug}`);
  const cheapest = Math.min(...services.map((s) => s.priceFrom));
  const text = fillPlaceholders(
    { title: input.title, description: input.description, intro: input.intro },
    {
      ...factPlaceholders(),
      ...(offer ? { offerPrice: formatRupees(offer.priceFrom) } : {}),
      cheapestPrice: formatRupees(cheapest),
    },
  );
  return {
    brandSlug: brand.slug,
    brandName: brand.name,
    slug: brand.slug,
    path: brand.route,
    template: input.template,
    ...text,
    keywords: input.keywords,
    heading: `${brand.name} Service in Hyderabad`,
    models: brand.models,
    services,
    coverageAreas: brandCoverageAreas,
    whatsappGreeting: brandGreeting(brand.name),
    hasWhatsApp: input.hasWhatsApp ?? true,
    priceFromText: fromPriceText(cheapest),
    comprehensiveFrom,
    ...(input.template === "generic"
      ? {
          cta: {
            bookLabel: "Book Service Now",
            bookPath: "/booking",
            directionsLabel: "Get Directions",
            directionsHref: directionsHref(defaultBusinessFacts.geo),
          } as const,
        }
      : {}),
  };
}

/** Every brand page, in brand catalogue order (docs/product.md#route-service-pages). */
export const brandPages: BrandPage[] = z.array(BrandPageSchema).parse(data.pages.map(brandPage));

/**
 * Looks a brand page up by slug.
 * @param slug e.g. "jeep-service"
 * @returns the page, or undefined when no brand page has that slug
 */
export function getBrandPage(slug: string): BrandPage | undefined {
  return brandPages.find((p) => p.slug === slug);
}
