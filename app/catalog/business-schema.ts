import { z } from "zod";

/**
 * The zod schema of the business facts (docs/product.md#business-facts). Kept apart from the facts
 * themselves so that pages can read the facts without loading zod into the browser; the
 * default facts are checked against this schema in `business.test.ts`, and the server's
 * environment overrides in `app/lib/env.server.ts`.
 */
export const BusinessFactsSchema = z.object({
  name: z.string().min(2),
  legalName: z.string().min(2),
  /**
   * GSTIN printed on tax invoices (docs/decisions/0010; `BUSINESS_GSTIN`); state code 36,
   * Telangana.
   */
  gstin: z.string().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/),
  /**
   * The UPI id invoices are paid to (docs/decisions/0010; `BUSINESS_UPI_ID`), e.g.
   * "workshop@icici".
   */
  upiId: z.string().regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/),
  /**
   * Phone in E.164 form, e.g. "+919876543210". Also the WhatsApp number
   * (docs/product.md#business-facts).
   */
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
  /** Opening hours as schema.org openingHours strings (docs/product.md#business-facts). */
  openingHours: z.array(z.string()),
  /** Header text, kept exactly as the spec's header shows it. */
  hoursText: z.string(),
  serviceRadiusKm: z.number().positive(),
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().positive() }),
  priceRange: z.string(),
  paymentMethods: z.array(z.string()),
  timeZone: z.literal("Asia/Kolkata"),
  /** Promises the pages make (docs/product.md#business-facts). Durations in the unit named. */
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
