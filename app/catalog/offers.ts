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
 * The one reading of each claimed figure the site uses (the original pages disagreed;
 * docs/product.md#business-facts keeps one). Rating and review count are not here: they come from
 * the business facts.
 */
export const BusinessClaimsSchema = z.object({
  happyCustomers: z.number().int().positive(),
  carsServiced: z.number().int().positive(),
  yearsOfExperience: z.number().int().positive(),
  satisfiedPercent: z.number().min(0).max(100),
  repeatCustomerPercent: z.number().min(0).max(100),
  firstTimeFixPercent: z.number().min(0).max(100),
  averageResponseHours: z.number().positive(),
});

/** The claimed figures; see {@link BusinessClaimsSchema}. */
export type BusinessClaims = z.infer<typeof BusinessClaimsSchema>;

/**
 * Claimed figures: 1000+ customers, 2500+ cars, 15+ years, 98% / 95% / 99%
 * (docs/product.md#business-facts).
 */
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

/** The headline stats: customers, cars serviced, rating and experience. */
export const headlineStats: Stat[] = z
  .array(StatSchema)
  .parse(fillPlaceholders(data.headlineStats, text));

/**
 * The headline stats with another rating: the one published reviews give once there are enough
 * (docs/product.md#reviews-shown).
 * @param rating the average stars and the number of reviews
 * @returns the stats, the rating's figures in place of the business facts'
 */
export function headlineStatsWithRating(rating: { value: number; count: number }): Stat[] {
  return z.array(StatSchema).parse(
    fillPlaceholders(data.headlineStats, {
      ...text,
      "rating.value": rating.value,
      "rating.count": rating.count,
    }),
  );
}

/** Secondary stats (about page): satisfaction, repeat customers, first-time fixes, response. */
export const trustStats: Stat[] = z
  .array(StatSchema)
  .parse(fillPlaceholders(data.trustStats, text));

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
