/**
 * GST on the job card: the one place where a line's taxable value, its CGST, SGST or IGST,
 * the totals and the amount in words are computed (docs/decisions/0010). Every amount is an integer
 * number of paise; no floating point touches money here. Client-safe: the estimate editor shows the
 * same figures the invoice prints.
 *
 * Rounding (docs/decisions/0023): per line, the gross (unit price × quantity) is rounded to the
 * nearest paisa, halves up; the discount is the gross × percent, rounded the same way; the
 * taxable value is the gross less the discount, exactly; each tax head (CGST, SGST or IGST) is
 * computed separately on the taxable value and rounded, halves up. Totals are exact sums of the
 * rounded line figures, so the printed columns always add up.
 */

/** GST rates a line may carry, in percent (the rates in force on goods and services). */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;

/** A GST rate in percent; one of {@link GST_RATES}. */
export type GstRate = (typeof GST_RATES)[number];

/** The rate a new line starts with (docs/decisions/0010: 18% on car servicing and most parts). */
export const DEFAULT_GST_RATE: GstRate = 18;

/** SAC of the workshop's labour: maintenance and repair services of motor vehicles. */
export const SAC_MOTOR_VEHICLE_REPAIR = "998714";

/** `numerator / denominator` rounded to the nearest integer, halves up; exact for any safe integers. */
function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * A line's taxable value: unit price × quantity, rounded to the paisa.
 * @param unitPricePaise price of one unit before tax, in paise (≥ 0)
 * @param quantityHundredths quantity in hundredths of a unit (150 = 1.5 litres)
 * @returns the taxable value in paise
 */
export function lineTaxableValue(unitPricePaise: number, quantityHundredths: number): number {
  return divideRounded(BigInt(unitPricePaise) * BigInt(quantityHundredths), 100n);
}

/** The taxes of one line, in paise: CGST and SGST inside Telangana, IGST otherwise. */
export interface LineTax {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The GST on a taxable value (CGST Act and IGST Act: an intra-state supply is taxed half
 * as CGST and half as SGST; an inter-state one as IGST at the full rate).
 * @param taxablePaise the line's taxable value in paise
 * @param ratePercent the line's GST rate, e.g. 18
 * @param intraState true when the place of supply is Telangana (36)
 * @returns CGST and SGST (each at half the rate, each rounded) or IGST (rounded)
 */
export function lineTax(taxablePaise: number, ratePercent: number, intraState: boolean): LineTax {
  if (intraState) {
    const half = divideRounded(BigInt(taxablePaise) * BigInt(ratePercent), 200n);
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  return {
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: divideRounded(BigInt(taxablePaise) * BigInt(ratePercent), 100n),
  };
}

/** What the tax computation needs of a line. */
export interface PricedLine {
  unitPricePaise: number;
  quantityHundredths: number;
  gstRatePercent: number;
}

/**
 * A line's discount: the gross × percent, rounded to the paisa, halves up (docs/decisions/0023).
 * @param grossPaise the line's gross (unit price × quantity) in paise
 * @param percent the discount in whole percent, 0 to 100
 * @returns the discount in paise, never more than the gross
 */
function lineDiscount(grossPaise: number, percent: number): number {
  return Math.min(grossPaise, divideRounded(BigInt(grossPaise) * BigInt(percent), 100n));
}

/** A line with its computed figures, in paise. */
export type TaxedLine<L extends PricedLine = PricedLine> = L &
  LineTax & {
    /** Unit price × quantity, before the discount. */
    grossPaise: number;
    /** The discount given at supply on this line. */
    discountPaise: number;
    /** Gross less the discount: the value GST is charged on (CGST Act s.15(3)(a)). */
    taxablePaise: number;
    /** Taxable value plus its taxes. */
    totalPaise: number;
  };

/** The sums of a set of taxed lines, in paise. */
export interface TaxTotals {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
}

/**
 * Computes every line's gross, discount, taxable value and taxes, and the totals.
 * @param lines the lines (unit prices in paise, quantities in hundredths)
 * @param intraState true when the place of supply is Telangana (CGST + SGST), false for IGST
 * @param discountPercent the discount of each line in whole percent (default none)
 * @returns the lines with their figures, and the totals (exact sums of the line figures)
 */
export function computeTaxes<L extends PricedLine>(
  lines: readonly L[],
  intraState: boolean,
  discountPercent: (line: L) => number = () => 0,
): { lines: TaxedLine<L>[]; totals: TaxTotals } {
  const taxed = lines.map((line) => {
    const grossPaise = lineTaxableValue(line.unitPricePaise, line.quantityHundredths);
    const discountPaise = lineDiscount(grossPaise, discountPercent(line));
    const taxablePaise = grossPaise - discountPaise;
    const tax = lineTax(taxablePaise, line.gstRatePercent, intraState);
    return {
      ...line,
      ...tax,
      grossPaise,
      discountPaise,
      taxablePaise,
      totalPaise: taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise,
    };
  });
  const sum = (pick: (l: TaxedLine<L>) => number) => taxed.reduce((s, l) => s + pick(l), 0);
  const totals = {
    grossPaise: sum((l) => l.grossPaise),
    discountPaise: sum((l) => l.discountPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    taxPaise: 0,
    totalPaise: sum((l) => l.totalPaise),
  };
  totals.taxPaise = totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
  return { lines: taxed, totals };
}

/**
 * A quantity as people write it.
 * @param hundredths e.g. 150
 * @returns "1.5"; whole quantities without decimals ("2")
 */
export function formatQuantity(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const frac = hundredths % 100;
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, "0").replace(/0$/, "")}`;
}

/**
 * Reads a typed quantity into hundredths of a unit.
 * @param text e.g. "2", "1.5", "0.25"
 * @returns the hundredths (150 for "1.5"), or null unless 0.01 to 9999.99 with at most two decimals
 */
export function parseQuantity(text: string): number | null {
  const m = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return value > 0 ? value : null;
}

// ---------------------------------------------------------------- amount in words

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1–99 in words ("Forty-Two"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : "");
}

/** 1–999 in words ("Four Hundred Five"). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

/**
 * A whole number in words in the Indian system: crore (10^7), lakh (10^5), thousand,
 * hundred. Crores above 99 are themselves read in the Indian system ("One Hundred Crore").
 * @param n a whole number ≥ 0
 * @returns e.g. 12345678 → "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight"; 0 → "Zero"
 */
export function numberInIndianWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/**
 * An amount in words as a tax invoice states it (docs/decisions/0010: "in the Indian system").
 * @param paise a whole, non-negative number of paise
 * @returns e.g. 12345650 → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only"
 */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInIndianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}
