import { z } from "zod";

/** A price in whole rupees, as every catalogue price is stated (spec section 9). */
export const RupeesSchema = z.number().int().positive();

/**
 * Formats a rupee amount with the Indian digit grouping the site's prices use
 * (spec section 9 writes "2,499", and larger figures group in lakhs: "1,00,000").
 * Done by hand rather than with Intl so server and browser render the same text.
 * @param amount rupees; rounded to the nearest whole rupee
 * @returns e.g. formatRupees(3999) → "₹3,999", formatRupees(100000) → "₹1,00,000",
 *   formatRupees(-500) → "-₹500"
 * @throws RangeError when the amount is not a finite number
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a rupee amount: ${amount}`);
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}` : lastThree;
  return `${amount < 0 && rounded !== 0 ? "-" : ""}₹${grouped}`;
}

/**
 * The "from" wording used on cards and heroes.
 * @param amount the starting price in rupees
 * @returns e.g. "from ₹1,999" (the Maruti page's wording, spec section 2 "Brand pages")
 */
export function fromPriceText(amount: number): string {
  return `from ${formatRupees(amount)}`;
}

/**
 * The four price tiers of the core services, cheapest first (spec section 3 "Core service":
 * pricing by tier economy, premium, luxury, superLuxury).
 */
export const priceTiers = ["economy", "premium", "luxury", "superLuxury"] as const;

/** One of the four price tiers. */
export type PriceTier = (typeof priceTiers)[number];

/** Display names of the price tiers. */
export const priceTierLabels: Record<PriceTier, string> = {
  economy: "Economy",
  premium: "Premium",
  luxury: "Luxury",
  superLuxury: "Super Luxury",
};
