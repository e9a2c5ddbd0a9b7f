import { z } from "zod";
import { defaultBusinessFacts } from "./business";
import { RupeesSchema } from "./money";
import { SlugSchema } from "./seo";

/**
 * Offers, promises and claims the pages state (spec section 1 "Offer stated on the pages"
 * and "Claims shown"; spec section 9 "Offers", "Promises" and structured-data offers).
 * Figures already held by the business facts (rating, warranty, response times, first
 * booking discount, payment methods) are read from there, never repeated here
 * (DESIGN.md decision 1).
 */

const facts = defaultBusinessFacts;

/** The promotional banner text (spec section 1 "Promo text"). */
export const promoText = "Limited Time: FREE Pickup & Drop + 20% OFF";

/**
 * The one reading of each claimed figure the site uses (spec section 1 lists conflicting
 * readings; DESIGN.md decision 1 asks for one). Rating and review count are not here:
 * they come from the business facts.
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

/** Claimed figures: 1000+ customers, 2500+ cars, 15+ years, 98% / 95% / 99% (spec section 1). */
export const businessClaims: BusinessClaims = BusinessClaimsSchema.parse({
  happyCustomers: 1000,
  carsServiced: 2500,
  yearsOfExperience: 15,
  satisfiedPercent: 98,
  repeatCustomerPercent: 95,
  firstTimeFixPercent: 99,
  averageResponseHours: 24,
});

/** A figure with its label, as stat strips show it. */
export const StatSchema = z.object({ value: z.string().min(1), label: z.string().min(3) });

/** A stat; see {@link StatSchema}. */
export type Stat = z.infer<typeof StatSchema>;

/** The headline stats: customers, cars serviced, rating and experience. */
export const headlineStats: Stat[] = z.array(StatSchema).parse([
  { value: `${businessClaims.happyCustomers}+`, label: "Happy Customers" },
  { value: `${businessClaims.carsServiced}+`, label: "Cars Serviced" },
  { value: `${facts.rating.value}/5`, label: `Rating from ${facts.rating.count} reviews` },
  { value: `${businessClaims.yearsOfExperience}+`, label: "Years of Experience" },
]);

/** Secondary stats (about page): satisfaction, repeat customers, first-time fixes, response. */
export const trustStats: Stat[] = z.array(StatSchema).parse([
  { value: `${businessClaims.satisfiedPercent}%`, label: "Customers Satisfied" },
  { value: `${businessClaims.repeatCustomerPercent}%`, label: "Repeat Customers" },
  { value: `${businessClaims.firstTimeFixPercent}%`, label: "First-Time Fix Rate" },
  { value: `${businessClaims.averageResponseHours} hrs`, label: "Average Response Time" },
]);

/** A promise or guarantee with a short explanation. */
export const GuaranteeSchema = z.object({
  title: z.string().min(5),
  text: z.string().min(30),
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
});

/** A promise; see {@link GuaranteeSchema}. */
export type Guarantee = z.infer<typeof GuaranteeSchema>;

/** The promises stated across the pages (spec section 1 "Offer stated on the pages"). */
export const guarantees: Guarantee[] = z.array(GuaranteeSchema).parse([
  {
    title: "Free Doorstep Pickup & Delivery",
    text: `We collect your car and bring it back anywhere within ${facts.serviceRadiusKm} km of our Madhapur workshop, at no charge.`,
    icon: "Truck",
  },
  {
    title: "Same-Day Service",
    text: "Most repairs and routine services are finished and delivered the same day.",
    icon: "Clock",
  },
  {
    title: "Genuine Parts",
    text: "Genuine and OEM parts only, named on every estimate and invoice.",
    icon: "ShieldCheck",
  },
  {
    title: "Certified Technicians",
    text: "Trained technicians who specialise in luxury and popular brands alike.",
    icon: "Award",
  },
  {
    title: "Free Diagnosis & Transparent Quotes",
    text: "Diagnosis and estimates are free, and no work starts until you approve the written quote.",
    icon: "FileText",
  },
  {
    title: "24/7 Emergency Line",
    text: `Call us at any hour; our emergency team aims to reach you within ${facts.promises.emergencyResponseHours} hours.`,
    icon: "Phone",
  },
  {
    title: `${facts.promises.warrantyMonths}-Month Service Warranty`,
    text: `Every job is covered by our ${facts.promises.warrantyMonths}-month warranty on workmanship.`,
    icon: "BadgeCheck",
  },
  {
    title: "100% Satisfaction or Money Back",
    text: "If we do not put it right, you do not pay for the work in question.",
    icon: "ThumbsUp",
  },
  {
    title: `${facts.promises.firstBookingDiscountPercent}% Off Your First Online Booking`,
    text: `Book your first service online and save ${facts.promises.firstBookingDiscountPercent}% on labour and parts.`,
    icon: "Percent",
  },
  {
    title: `Free ${facts.promises.healthCheckPoints}-Point Health Checkup`,
    text: `Bring your car to our monthly checkup events for a free ${facts.promises.healthCheckPoints}-point inspection.`,
    icon: "Stethoscope",
  },
]);

/** Offer timings and the structured-data-only discount (spec section 9 "Offers"). */
export const offerRules = {
  /** Offers in structured data are valid for this many days from today. */
  offerValidityDays: 30,
  /** The instant-booking discount window, in days. */
  instantBookingWindowDays: 7,
  /** Discount when a car is not serviced the same day (structured data only). */
  notSameDayDiscountPercent: 20,
} as const;

/**
 * The last day an offer is valid: today plus the offer validity (30 days, spec section 9
 * "Offers"), as a calendar date in the workshop's time zone.
 * @param now the current instant
 * @returns "yyyy-MM-dd", e.g. for 2025-01-10T10:00Z → "2025-02-09"
 */
export function offerValidUntil(now: Date): string {
  const until = new Date(now.getTime() + offerRules.offerValidityDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: facts.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(until);
}

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
 * and Porsche from ₹9,999 (spec section 9 "Other prices"). These are the starting prices
 * of each brand's comprehensive service.
 */
export const brandOffers: BrandOffer[] = z.array(BrandOfferSchema).parse([
  { brandSlug: "mercedes-service", name: "Mercedes-Benz Comprehensive Service", priceFrom: 8999 },
  { brandSlug: "bmw-service", name: "BMW Comprehensive Service", priceFrom: 8999 },
  { brandSlug: "audi-service", name: "Audi Comprehensive Service", priceFrom: 9999 },
  { brandSlug: "porsche-service", name: "Porsche Comprehensive Service", priceFrom: 9999 },
]);

/**
 * The structured-data offer for a brand, when it has one.
 * @param brandSlug e.g. "audi-service"
 * @returns the offer, or undefined
 */
export function getBrandOffer(brandSlug: string): BrandOffer | undefined {
  return brandOffers.find((o) => o.brandSlug === brandSlug);
}

/** Other structured-data prices (spec section 9 "Other prices"). */
export const structuredDataPricing = {
  currency: "INR",
  /** The generic offer on locality pages. */
  locationOfferFrom: 4999,
  /** The overall offer range. */
  offerRange: { low: 3999, high: 19999 },
} as const;

/**
 * Payment methods for structured data: the business's own list plus the transfer methods
 * only the structured data names (spec section 1 "Payment").
 */
export const structuredDataPaymentMethods: string[] = [
  ...facts.paymentMethods,
  "Bank Transfer",
  "Cheque",
  "NEFT",
  "RTGS",
];
