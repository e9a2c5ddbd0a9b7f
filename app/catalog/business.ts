import { z } from "zod";

/**
 * The business facts: the single source for every figure the site states about the
 * workshop (DESIGN.md decision 1). Pages and structured data read from here; nothing
 * else hard-codes a phone number, an address, hours or a rating.
 *
 * This module is client-safe (no env or Node imports). Operators may override some
 * facts by environment (`BUSINESS_PHONE`, …); the server applies those overrides in
 * `app/lib/env.server.ts` and hands the effective facts to the pages through the root
 * loader.
 */
export const BusinessFactsSchema = z.object({
  name: z.string().min(2),
  legalName: z.string().min(2),
  /** Phone in E.164 form, e.g. "+919876543210". Also the WhatsApp number (spec section 1). */
  phone: z.string().regex(/^\+\d{10,15}$/),
  email: z.email(),
  address: z.object({
    street: z.string(),
    locality: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string().regex(/^\d{6}$/),
    country: z.literal("IN"),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Opening hours as schema.org openingHours strings (DESIGN decision 1). */
  openingHours: z.array(z.string()),
  /** Header text, kept exactly as the spec's header shows it. */
  hoursText: z.string(),
  serviceRadiusKm: z.number().positive(),
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().positive() }),
  priceRange: z.string(),
  paymentMethods: z.array(z.string()),
  timeZone: z.literal("Asia/Kolkata"),
  /** Promises the pages make (spec section 9 "Promises"). Durations in the unit named. */
  promises: z.object({
    quoteContactHours: z.number(),
    bookingContactMinutes: z.number(),
    warrantyMonths: z.number(),
    emergencyResponseHours: z.number(),
    healthCheckPoints: z.number(),
    firstBookingDiscountPercent: z.number(),
  }),
  grievanceOfficer: z.object({ name: z.string(), email: z.email() }),
});

/** The shape of the business facts; see {@link BusinessFactsSchema}. */
export type BusinessFacts = z.infer<typeof BusinessFactsSchema>;

/** Default business facts (DESIGN.md decision 1 defaults; rating 4.9 from 350 reviews). */
export const defaultBusinessFacts: BusinessFacts = BusinessFactsSchema.parse({
  name: "Madhapur Premium Car Service",
  legalName: "Madhapur Premium Car Service",
  phone: "+919876543210",
  email: "care@madhapurcarservice.in",
  address: {
    street: "Plot 42, Ayyappa Society Main Road",
    locality: "Madhapur",
    city: "Hyderabad",
    region: "Telangana",
    postalCode: "500081",
    country: "IN",
  },
  geo: { latitude: 17.4483, longitude: 78.3915 },
  openingHours: ["Mo-Sa 08:00-20:00", "Su 09:00-18:00"],
  hoursText: "Mon-Sat: 8AM-8PM | Emergency: 24/7",
  serviceRadiusKm: 30,
  rating: { value: 4.9, count: 350 },
  priceRange: "₹₹₹",
  paymentMethods: ["Cash", "Credit Card", "Debit Card", "UPI", "Digital Wallets"],
  timeZone: "Asia/Kolkata",
  promises: {
    quoteContactHours: 2,
    bookingContactMinutes: 30,
    warrantyMonths: 6,
    emergencyResponseHours: 2,
    healthCheckPoints: 25,
    firstBookingDiscountPercent: 10,
  },
  grievanceOfficer: { name: "Grievance Officer", email: "privacy@madhapurcarservice.in" },
});

/**
 * Formats an E.164 Indian number for display.
 * @param e164 e.g. "+919876543210"
 * @returns "+91 98765 43210"; any other shape is returned unchanged.
 */
export function formatPhone(e164: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return m ? `+91 ${m[1]} ${m[2]}` : e164;
}

/**
 * The `tel:` link for a phone number.
 * @param e164 the number in E.164 form
 * @returns "tel:+919876543210"
 */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

/**
 * The WhatsApp deep link with a prefilled message (DESIGN.md decision 3).
 * @param e164 the WhatsApp number in E.164 form
 * @param message the greeting, sent URL-encoded
 * @returns "https://wa.me/<digits>?text=<encoded message>"
 */
export function whatsappHref(e164: string, message: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
