/**
 * Invoice numbering, payment states and the UPI payment link (docs/decisions/0010). Client-safe:
 * the booking page and the PDF use the same rules.
 */
import { BUSINESS_TIME_ZONE } from "~/lib/time";
import { paiseToRupeeText } from "~/catalog/money";
import labels from "~/catalog/data/labels.json";
import { vocabulary, type ValueOf } from "~/catalog/vocabulary";

/**
 * The Indian financial year (April to March) of an instant, in Asia/Kolkata.
 * @param at the instant (default now)
 * @returns e.g. "2026-27" for any day from 1 April 2026 to 31 March 2027
 */
export function financialYear(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "numeric",
  }).formatToParts(at);
  const year = Number(parts.find((p) => p.type === "year")!.value);
  const month = Number(parts.find((p) => p.type === "month")!.value);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * An invoice number (docs/decisions/0010: sequential per financial year, e.g. "INV/2026-27/0001").
 * @param fy the financial year, "2026-27"
 * @param sequence the number within the year, from 1
 * @returns "INV/2026-27/0001"; five digits and more once past 9999
 */
export function invoiceNumber(fy: string, sequence: number): string {
  return `INV/${fy}/${String(sequence).padStart(4, "0")}`;
}

/** How a payment was made, with the words the payment form and the invoice use (docs/decisions/0010). */
const paymentMethod = vocabulary(labels.paymentMethod);

/** One of the payment methods. */
export type PaymentMethod = ValueOf<typeof paymentMethod>;

/** The payment methods, in the form's order. */
export const paymentMethods = paymentMethod.values;

/** Labels of the payment methods. */
export const paymentMethodLabels = paymentMethod.labels;

/** Where an invoice stands with its payments, and how each state reads. */
const paymentStateVocabulary = vocabulary(labels.paymentState);

/** Where an invoice stands with its payments. */
export type PaymentState = ValueOf<typeof paymentStateVocabulary>;

/** Labels of the payment states. */
export const paymentStateLabels = paymentStateVocabulary.labels;

/**
 * Where an invoice stands.
 * @param totalPaise the invoice total
 * @param paidPaise the sum of its payments
 * @returns "paid" once payments reach the total, "part_paid" when some is paid, else "unpaid"
 */
export function paymentState(totalPaise: number, paidPaise: number): PaymentState {
  if (paidPaise >= totalPaise) return "paid";
  return paidPaise > 0 ? "part_paid" : "unpaid";
}

/** Encodes a UPI parameter value, keeping the "@" of an address and the "/" of an invoice number readable. */
function upiValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@").replace(/%2F/g, "/");
}

/**
 * The UPI payment link of an invoice (NPCI's UPI linking specification; docs/decisions/0010):
 * `upi://pay?pa=<UPI id>&pn=<name>&am=<amount>&cu=INR&tn=<invoice number>`.
 * @param options `payeeUpiId` BUSINESS_UPI_ID, `payeeName` the workshop's name, `amountPaise`
 *   the amount to pay (the balance), `invoiceNumber` the note
 * @returns the URI; the amount in rupees with two decimals ("1234.50")
 */
export function upiPayUri(options: {
  payeeUpiId: string;
  payeeName: string;
  amountPaise: number;
  invoiceNumber: string;
}): string {
  return (
    `upi://pay?pa=${upiValue(options.payeeUpiId)}&pn=${upiValue(options.payeeName)}` +
    `&am=${paiseToRupeeText(options.amountPaise)}&cu=INR&tn=${upiValue(options.invoiceNumber)}`
  );
}
