import { z } from "zod";
import labels from "./data/labels.json";
import { vocabulary, type ValueOf } from "./vocabulary";

/** A price in whole rupees, as every catalogue price is stated (docs/product.md#catalogue). */
export const RupeesSchema = z.number().int().positive();

/**
 * Formats a rupee amount with the Indian digit grouping the site's prices use
 * (docs/product.md#catalogue writes "2,499", and larger figures group in lakhs: "1,00,000").
 * Done by hand rather than with Intl so server and browser render the same text.
 * @param amount rupees; rounded to the nearest whole rupee
 * The Telugu and Hindi pages (rendered on the server only) format through Intl with te-IN and
 * hi-IN, Latin digits, the same grouping (docs/decisions/0026).
 * @param locale the page's language: "en" (default), "te" or "hi"
 * @returns e.g. formatRupees(3999) → "₹3,999", formatRupees(100000) → "₹1,00,000",
 *   formatRupees(-500) → "-₹500"
 * @throws RangeError when the amount is not a finite number
 */
export function formatRupees(amount: number, locale: "en" | "te" | "hi" = "en"): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a rupee amount: ${amount}`);
  if (locale !== "en") return rupeesIn(locale).format(Math.round(amount));
  const rounded = Math.round(Math.abs(amount));
  return `${amount < 0 && rounded !== 0 ? "-" : ""}₹${groupIndian(rounded)}`;
}

const rupeeFormats = new Map<string, Intl.NumberFormat>();

/** Whole rupees in Telugu or Hindi, through Intl (te-IN, hi-IN), Latin digits. */
function rupeesIn(locale: "te" | "hi"): Intl.NumberFormat {
  let format = rupeeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-IN`, {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
      numberingSystem: "latn",
    });
    rupeeFormats.set(locale, format);
  }
  return format;
}

/** "1234567" → "12,34,567": the last three digits, then groups of two (lakh, crore). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}` : lastThree;
}

/**
 * Formats an amount in paise as rupees with two decimals and Indian grouping, the way the
 * job card, invoices and payments show money (docs/decisions/0010: integer paise, rupees
 * only when shown).
 * @param paise a whole number of paise
 * @returns e.g. formatPaise(12345650) → "₹1,23,456.50", formatPaise(-500) → "-₹5.00"
 * @throws RangeError when the amount is not a safe integer
 */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a paise amount: ${paise}`);
  const abs = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * An amount in paise as the decimal rupee text of a form field or a UPI link, without
 * grouping or symbol.
 * @param paise a whole, non-negative number of paise
 * @returns e.g. 123450 → "1234.50"
 */
export function paiseToRupeeText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/**
 * Reads a rupee amount typed by a person into paise, without floating point.
 * @param text e.g. "1499", "1,499.5", "₹ 2,000.00"
 * @returns the amount in paise (149950 for "1,499.5"), or null when the text is not an
 *   amount of at most two decimals below ₹1,00,00,000 (one crore)
 */
export function parseRupeesToPaise(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "");
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/**
 * The "from" wording used on cards and heroes.
 * @param amount the starting price in rupees
 * @returns e.g. "from ₹1,999" (the Maruti page's wording, docs/product.md#route-service-pages)
 */
export function fromPriceText(amount: number): string {
  return `from ${formatRupees(amount)}`;
}

/**
 * The four price tiers of the core services, cheapest first, with their display names
 * (docs/product.md#catalogue: pricing by tier economy, premium, luxury, superLuxury).
 */
const priceTier = vocabulary(labels.priceTier);

/** One of the four price tiers. */
export type PriceTier = ValueOf<typeof priceTier>;

/** The price tiers, cheapest first. */
export const priceTiers = priceTier.values;

/** Display names of the price tiers. */
export const priceTierLabels = priceTier.labels;
