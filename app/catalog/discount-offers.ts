import { z } from "zod";
import { serviceTypes, type ServiceType } from "./booking-options";
import { defaultBusinessFacts } from "./business";
import data from "./data/offers.json";
import { SlugSchema } from "./page-seo-schema";

/**
 * The discounts the pages promise, as data (docs/product.md#offers, docs/decisions/0023): the
 * first online booking's discount (its percent is the business facts'
 * `promises.firstBookingDiscountPercent`) and the promotions, each with what it applies to
 * (labour, parts or both), the service types it covers, when it is valid (India time) and
 * whether it combines with another offer.
 */

/** What a discount applies to: labour lines, part lines, or both. */
export const OFFER_APPLIES_TO = ["labour", "parts", "both"] as const;

/** What a discount applies to; see {@link OFFER_APPLIES_TO}. */
export type OfferAppliesTo = (typeof OFFER_APPLIES_TO)[number];

/** The service types an offer covers: every one, or the ones named. */
const OfferServicesSchema = z.union([
  z.literal("all"),
  z.array(z.enum(serviceTypes)).min(1, "Name at least one service type, or say all"),
]);

/** An India (Asia/Kolkata, UTC+05:30 all year) local date and time, "2026-12-01T00:00". */
const IndiaDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Write India time as yyyy-MM-ddTHH:mm")
  .refine((v) => !Number.isNaN(indiaInstant(v).getTime()), "Not a real date and time");

/**
 * The instant an India local date-time stands for. India keeps UTC+05:30 all year (no summer
 * time), so the offset is fixed.
 * @param local "yyyy-MM-ddTHH:mm" in Asia/Kolkata
 * @returns the instant (an invalid Date for a malformed value)
 */
export function indiaInstant(local: string): Date {
  return new Date(`${local}:00+05:30`);
}

/** The first online booking's terms; the percent is the business facts'. */
export const FirstBookingOfferSchema = z.strictObject({
  name: z.string().min(5),
  appliesTo: z.enum(OFFER_APPLIES_TO),
  services: OfferServicesSchema,
  combinable: z.boolean(),
});

/**
 * A promotion: valid from `validFrom` until `validTo` (India time; it ends at `validTo`), its
 * banner text, terms in one sentence, and its discount.
 */
export const PromotionSchema = z
  .strictObject({
    id: SlugSchema,
    name: z.string().min(5),
    bannerText: z.string().min(5),
    terms: z.string().min(20),
    percent: z.number().int().min(1).max(100),
    appliesTo: z.enum(OFFER_APPLIES_TO),
    services: OfferServicesSchema,
    validFrom: IndiaDateTimeSchema,
    validTo: IndiaDateTimeSchema,
    combinable: z.boolean(),
  })
  .refine((p) => indiaInstant(p.validFrom) < indiaInstant(p.validTo), {
    message: "A promotion must end after it starts",
    path: ["validTo"],
  });

/** A promotion; see {@link PromotionSchema}. */
export type Promotion = z.infer<typeof PromotionSchema>;

/** The first online booking's terms (docs/product.md#offers). */
export const firstBookingTerms = FirstBookingOfferSchema.parse(data.firstOnlineBooking);

/** The promotions, past, present and future (docs/product.md#offers). */
export const promotions: Promotion[] = z
  .array(PromotionSchema)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "Promotion ids repeat")
  .parse(data.promotions);

/** The id a booking records for the first online booking's discount. */
export const FIRST_BOOKING_OFFER_ID = "first-online-booking";

/**
 * A discount a booking is entitled to, as recorded when the booking is made (the customer keeps
 * it even if the promotion ends before the visit).
 */
export interface BookingOffer {
  /** {@link FIRST_BOOKING_OFFER_ID} or a promotion's id. */
  offerId: string;
  name: string;
  /** Whole percent, 1 to 100. */
  percent: number;
  appliesTo: OfferAppliesTo;
  combinable: boolean;
}

/** The pages whose hero shows the promotion banner (rewritten when a promotion starts or ends). */
export const PROMOTION_PAGES: readonly string[] = ["/", "/home"];

/**
 * Whether a promotion is valid at an instant: from `validFrom` (included) to `validTo` (excluded).
 * @param promotion the promotion
 * @param at the instant
 */
export function isPromotionValid(promotion: Promotion, at: Date): boolean {
  return indiaInstant(promotion.validFrom) <= at && at < indiaInstant(promotion.validTo);
}

/**
 * The promotion the banner shows at an instant: the first valid one in the catalogue's order.
 * @param at the instant (default now)
 * @returns the promotion, or undefined when none is valid (the banner is not shown)
 */
export function bannerPromotion(at: Date = new Date()): Promotion | undefined {
  return promotions.find((p) => isPromotionValid(p, at));
}

/**
 * When the next promotion starts or ends after an instant, so that the pages showing the
 * banner can be rewritten then.
 * @param at the instant
 * @returns the earliest `validFrom` or `validTo` after it, or null when none is left
 */
export function nextPromotionChange(at: Date): Date | null {
  const times = promotions
    .flatMap((p) => [indiaInstant(p.validFrom), indiaInstant(p.validTo)])
    .filter((t) => t > at)
    .sort((a, b) => a.getTime() - b.getTime());
  return times[0] ?? null;
}

function covers(services: "all" | ServiceType[], serviceType: string): boolean {
  return services === "all" || (services as string[]).includes(serviceType);
}

/**
 * The offers a booking is entitled to when it is made (docs/product.md#offers): the first online
 * booking's discount when it is the customer's first (decided by the caller, who can see the
 * records) and every promotion valid at that instant, each only when it covers the booking's
 * service type.
 * @param serviceType the booking's service type
 * @param at when the booking is made
 * @param firstBooking whether no earlier booking of the account, its phone or its car exists
 * @returns the offers, the first booking's first
 */
export function offersForBooking(
  serviceType: string,
  at: Date,
  firstBooking: boolean,
): BookingOffer[] {
  const offers: BookingOffer[] = [];
  if (firstBooking && covers(firstBookingTerms.services, serviceType))
    offers.push({
      offerId: FIRST_BOOKING_OFFER_ID,
      name: firstBookingTerms.name,
      percent: defaultBusinessFacts.promises.firstBookingDiscountPercent,
      appliesTo: firstBookingTerms.appliesTo,
      combinable: firstBookingTerms.combinable,
    });
  for (const p of promotions)
    if (isPromotionValid(p, at) && covers(p.services, serviceType))
      offers.push({
        offerId: p.id,
        name: p.name,
        percent: p.percent,
        appliesTo: p.appliesTo,
        combinable: p.combinable,
      });
  return offers;
}
