/*
 * The business facts: the single source for every figure the site states about the
 * workshop (docs/product.md#business-facts). Pages and structured data read from here; nothing
 * else hard-codes a phone number, an address, hours or a rating.
 *
 * This module is client-safe (no env or Node imports). Operators may override some
 * facts by environment (`BUSINESS_PHONE`, …); the server applies those overrides in
 * `app/lib/env.server.ts` and hands the effective facts to the pages through the root
 * loader.
 */

import type { BusinessFacts } from "./business-schema";

export type { BusinessFacts } from "./business-schema";

/**
 * Default business facts (docs/product.md#business-facts defaults; rating 4.9 from 350 reviews).
 */
export const defaultBusinessFacts: BusinessFacts = {
  name: "Madhapur Premium Car Service",
  legalName: "Madhapur Premium Car Service",
  // A well-formed placeholder (the check character is right); set BUSINESS_GSTIN before issuing real invoices.
  gstin: "36AABCM1234C1Z4",
  upiId: "madhapurcarservice@upi",
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
};

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
 * The workshop's postal address on one line (footer, contact page, settings, messages).
 * @param address the business facts' address
 * @returns e.g. "Plot 42, Ayyappa Society Main Road, Madhapur, Hyderabad, Telangana 500081"
 */
export function addressLine(address: BusinessFacts["address"]): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`;
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
 * The Google Maps directions link to the workshop ('Get Directions' on the contact page and
 * the brand pages; docs/product.md#business-facts).
 * @param geo the workshop's latitude and longitude in degrees
 * @returns "https://www.google.com/maps/dir/?api=1&destination=LAT,LNG"
 */
export function directionsHref(geo: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${geo.latitude},${geo.longitude}`;
}

/**
 * The WhatsApp deep link with a prefilled message (docs/product.md#shell).
 * @param e164 the WhatsApp number in E.164 form
 * @param message the greeting, sent URL-encoded
 * @returns "https://wa.me/<digits>?text=<encoded message>"
 */
export function whatsappHref(e164: string, message: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
