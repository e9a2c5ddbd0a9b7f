/**
 * Which of a booking's offers discounts its lines (docs/product.md#offers-discount,
 * docs/decisions/0023): each offer alone, and the combinable ones together, are tried on the
 * lines; the one giving the larger discount wins, as the terms say. Client-safe: the estimate
 * on the booking page and the invoice use the same choice.
 */
import type { BookingOffer } from "~/catalog/discount-offers";
import { computeTaxes, type PricedLine } from "./gst";

/** What the choice needs of a line: its price and whether it is a part or labour. */
export type DiscountableLine = PricedLine & { kind: "part" | "labour" };

/** The offers chosen and the percent each line gets from them. */
export interface ChosenDiscount {
  offers: BookingOffer[];
  /** The discount of a line in whole percent (0 when no chosen offer applies to its kind). */
  percentFor: (line: DiscountableLine) => number;
}

/**
 * Whether an offer applies to a line of this kind.
 * @param offer the offer ("labour", "parts" or "both")
 * @param kind the line's kind
 */
function offerAppliesToKind(
  offer: Pick<BookingOffer, "appliesTo">,
  kind: "part" | "labour",
): boolean {
  return offer.appliesTo === "both" || (offer.appliesTo === "parts") === (kind === "part");
}

function percentOf(offers: readonly BookingOffer[]): ChosenDiscount["percentFor"] {
  return (line) =>
    Math.min(
      100,
      offers.filter((o) => offerAppliesToKind(o, line.kind)).reduce((s, o) => s + o.percent, 0),
    );
}

/**
 * The discount a set of lines gets from a booking's offers: every offer alone, and all the
 * combinable ones together (their percents added on a line, at most 100), are worked out on the
 * lines; the largest discount in paise wins, the earlier candidate on a tie (the first online
 * booking's comes first).
 * @param lines the lines to be discounted (unit prices in paise, quantities in hundredths)
 * @param offers the booking's offers still in force (not removed)
 * @returns the chosen offers and each line's percent, or null when no offer gives any discount
 */
export function chooseDiscount(
  lines: readonly DiscountableLine[],
  offers: readonly BookingOffer[],
): ChosenDiscount | null {
  const combinable = offers.filter((o) => o.combinable);
  const candidates: BookingOffer[][] = offers.map((o) => [o]);
  if (combinable.length > 1) candidates.push(combinable);
  let best: { offers: BookingOffer[]; paise: number } | null = null;
  for (const set of candidates) {
    const paise = computeTaxes(lines, true, percentOf(set)).totals.discountPaise;
    if (paise > 0 && (!best || paise > best.paise)) best = { offers: set, paise };
  }
  return best ? { offers: best.offers, percentFor: percentOf(best.offers) } : null;
}

/**
 * The discount as the invoice names it: "First online booking, 10%"; several joined with "; ".
 * @param offers the chosen offers
 */
export function discountNote(offers: readonly BookingOffer[]): string {
  return offers.map((o) => `${o.name}, ${o.percent}%`).join("; ");
}
