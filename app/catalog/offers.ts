import { z } from "zod";
import { defaultBusinessFacts } from "./business";
import data from "./data/offers.json";
import { RupeesSchema } from "./money";
import { factPlaceholders, fillPlaceholders } from "./placeholders";
import { SlugSchema } from "./page-seo-schema";

/**
 * Offers, promises and claims the pages state (docs/product.md#business-facts
 * and "Claims shown"; docs/product.md#business-facts and structured-data offers).
 * Figures already held by the business facts (rating, warranty, response times, first
 * booking discount, payment methods) are read from there, never repeated here
 * (docs/product.md#business-facts).
 */

/**
 * The one claimed fact that no record can count: the workshop's years of experience. Every other
 * figure the pages state is counted from the records ({@link SiteFigures}, docs/decisions/0024);
 * rating and review count come from the business facts or the published reviews.
 */
export const BusinessClaimsSchema = z.object({
  yearsOfExperience: z.number().int().positive(),
});

/** The claimed facts; see {@link BusinessClaimsSchema}. */
export type BusinessClaims = z.infer<typeof BusinessClaimsSchema>;

/** Years of experience (docs/product.md#business-facts). */
export const businessClaims: BusinessClaims = BusinessClaimsSchema.parse(data.businessClaims);

/** Placeholders of the offers' texts: the business facts and `{claims.…}` for the claims. */
const text: Record<string, string | number> = {
  ...factPlaceholders(),
  ...Object.fromEntries(Object.entries(businessClaims).map(([k, v]) => [`claims.${k}`, v])),
};

/** A figure with its label, as stat strips show it. */
export const StatSchema = z.object({ value: z.string().min(1), label: z.string().min(3) });

/** A stat; see {@link StatSchema}. */
export type Stat = z.infer<typeof StatSchema>;

/**
 * The figures the site states, counted from the records (docs/product.md#site-figures,
 * docs/decisions/0024): each null while it is not shown (a count of none, a percentage or average
 * on fewer records than the settings ask for). Counts include the declared opening figures.
 */
export interface SiteFigures {
  customersServed: number | null;
  carsServiced: number | null;
  /** Whole percent. */
  satisfiedPercent: number | null;
  repeatPercent: number | null;
  firstTimeFixPercent: number | null;
  averageResponseMinutes: number | null;
  /** The year the declared opening figures count from; null: the records alone. */
  since: number | null;
}

/** No figure shown: while prerendering, or before any record. */
export const NO_FIGURES: SiteFigures = {
  customersServed: null,
  carsServiced: null,
  satisfiedPercent: null,
  repeatPercent: null,
  firstTimeFixPercent: null,
  averageResponseMinutes: null,
  since: null,
};

/** One stat of a strip, as the catalogue words it. */
const StatTemplateSchema = z.object({
  figure: z.enum([
    "customersServed",
    "carsServiced",
    "rating",
    "years",
    "satisfiedPercent",
    "repeatPercent",
    "firstTimeFixPercent",
    "averageResponseMinutes",
  ]),
  value: z.string().min(1),
  valueInHours: z.string().min(1).optional(),
  label: z.string().min(3),
  labelWithoutSince: z.string().min(3).optional(),
});

const headlineTemplates = z.array(StatTemplateSchema).parse(data.headlineStats);
const trustTemplates = z.array(StatTemplateSchema).parse(data.trustStats);

/** Whole numbers with Indian grouping ("12,345"). */
const count = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Above this many minutes the average response reads in hours. */
const MINUTES_SHOWN_AS_HOURS = 120;

/** The stats of a strip, each from its figure; a figure not shown leaves its stat out. */
function statsOf(
  templates: z.infer<typeof StatTemplateSchema>[],
  figures: SiteFigures,
  rating: { value: number; count: number },
): Stat[] {
  return templates.flatMap((t): Stat[] => {
    const values: Record<string, string | number> = {
      ...text,
      "rating.value": rating.value,
      "rating.count": rating.count,
    };
    let value = t.value;
    let label = t.label;
    switch (t.figure) {
      case "rating":
      case "years":
        break;
      case "customersServed":
      case "carsServiced": {
        const n = figures[t.figure];
        if (n === null) return [];
        values.count = count.format(n);
        if (figures.since === null) label = t.labelWithoutSince ?? label;
        else values.since = figures.since;
        break;
      }
      case "averageResponseMinutes": {
        const m = figures.averageResponseMinutes;
        if (m === null) return [];
        if (m > MINUTES_SHOWN_AS_HOURS && t.valueInHours) {
          value = t.valueInHours;
          values.hours = Math.round((m / 60) * 10) / 10;
        } else values.minutes = Math.round(m);
        break;
      }
      default: {
        const p = figures[t.figure];
        if (p === null) return [];
        values.percent = p;
      }
    }
    return [StatSchema.parse(fillPlaceholders({ value, label }, values))];
  });
}

/**
 * The home page's headline stats (docs/product.md#site-figures): customers served, cars serviced,
 * the rating and the years of experience; a count not shown is left out.
 * @param figures the figures counted from the records
 * @param rating the rating shown (the published reviews' once there are enough, else the facts')
 * @returns the stats in the catalogue's order
 */
export function headlineStatsOf(
  figures: SiteFigures,
  rating: { value: number; count: number } = defaultBusinessFacts.rating,
): Stat[] {
  return statsOf(headlineTemplates, figures, rating);
}

/**
 * The about page's trust stats (docs/product.md#site-figures): customers satisfied, repeat
 * customers, first-time fix rate and average response time, each only once it rests on enough
 * records, each saying what it counts.
 * @param figures the figures counted from the records
 * @returns the stats shown, in the catalogue's order
 */
export function trustStatsOf(figures: SiteFigures): Stat[] {
  return statsOf(trustTemplates, figures, defaultBusinessFacts.rating);
}

/** A promise or guarantee with a short explanation. */
export const GuaranteeSchema = z.object({
  title: z.string().min(5),
  text: z.string().min(30),
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
});

/** A promise; see {@link GuaranteeSchema}. */
export type Guarantee = z.infer<typeof GuaranteeSchema>;

/** The promises stated across the pages (docs/product.md#business-facts). */
export const guarantees: Guarantee[] = z
  .array(GuaranteeSchema)
  .parse(fillPlaceholders(data.guarantees, text));

/** A structured-data offer for a brand's service, priced "from". */
export const BrandOfferSchema = z.object({
  brandSlug: SlugSchema,
  name: z.string().min(5),
  priceFrom: RupeesSchema,
});

/** A brand offer; see {@link BrandOfferSchema}. */
export type BrandOffer = z.infer<typeof BrandOfferSchema>;

/**
 * Brand service offers of the structured data: Mercedes-Benz and BMW from ₹8,999, Audi
 * and Porsche from ₹9,999 (docs/product.md#catalogue). These are the starting prices
 * of each brand's comprehensive service.
 */
export const brandOffers: BrandOffer[] = z.array(BrandOfferSchema).parse(data.brandOffers);

/**
 * The structured-data offer for a brand, when it has one.
 * @param brandSlug e.g. "audi-service"
 * @returns the offer, or undefined
 */
export function getBrandOffer(brandSlug: string): BrandOffer | undefined {
  return brandOffers.find((o) => o.brandSlug === brandSlug);
}

/** Other structured-data prices (docs/product.md#catalogue). */
export const structuredDataPricing = z
  .object({
    currency: z.literal("INR"),
    /** The generic offer on locality pages. */
    locationOfferFrom: RupeesSchema,
    /** The overall offer range. */
    offerRange: z.object({ low: RupeesSchema, high: RupeesSchema }),
  })
  .parse(data.structuredDataPricing);

/**
 * Payment methods for structured data: the business's own list plus the transfer methods
 * only the structured data names (docs/product.md#business-facts).
 */
export const structuredDataPaymentMethods: string[] = [
  ...defaultBusinessFacts.paymentMethods,
  ...data.structuredDataExtraPaymentMethods,
];
