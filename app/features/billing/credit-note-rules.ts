/**
 * Credit notes' rules (docs/product.md#credit-notes, docs/decisions/0023; CGST Act s.34): their
 * numbers, the last day one may be issued against an invoice, and how an amount is spread over
 * an invoice's lines and split into taxable value and tax. Client-safe; amounts in paise.
 */

/**
 * A credit note's number: its own series per financial year, as invoices ("CN/2026-27/0001").
 * @param fy the financial year, "2026-27"
 * @param sequence the number within the year, from 1
 * @returns "CN/2026-27/0001" (15 characters; five digits and more once past 9999)
 */
export function creditNoteNumber(fy: string, sequence: number): string {
  return `CN/${fy}/${String(sequence).padStart(4, "0")}`;
}

/**
 * The last day a credit note may be issued against an invoice (CGST Act s.34(2)): 30 November
 * following the end of the invoice's financial year.
 * @param invoiceFy the invoice's financial year, "2026-27"
 * @returns "2027-11-30" (a day in Asia/Kolkata; credit notes dated after it are refused)
 */
export function creditNoteDeadline(invoiceFy: string): string {
  return `${Number(invoiceFy.slice(0, 4)) + 1}-11-30`;
}

/** What is left to credit on one invoice line, in paise, per tax head. */
export interface CreditableLine {
  /** The invoice line, 1-based. */
  invoiceLine: number;
  gstRatePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** The amounts credited on one line. */
export type CreditedAmounts = Omit<CreditableLine, "invoiceLine" | "gstRatePercent">;

/**
 * Splits an amount to credit on one line (tax included) into taxable value and tax heads: the
 * taxable value is amount × 100 / (100 + rate), rounded half up; the tax is the rest, split
 * CGST (the larger half) and SGST within the state, else all IGST. The whole of what is left
 * on the line is credited head by head, exactly.
 * @param left what is left on the line; `amountPaise` the amount to credit (≤ left's total)
 * @returns the amounts credited, summing to `amountPaise`
 */
export function splitCredit(left: CreditableLine, amountPaise: number): CreditedAmounts {
  if (amountPaise >= left.totalPaise) {
    const { invoiceLine: _line, gstRatePercent: _rate, ...all } = left;
    return all;
  }
  const taxable = Math.min(
    left.taxablePaise,
    Number(
      (BigInt(amountPaise) * 200n + BigInt(100 + left.gstRatePercent)) /
        (BigInt(100 + left.gstRatePercent) * 2n),
    ),
  );
  const tax = amountPaise - taxable;
  const intra = left.igstPaise === 0 && left.cgstPaise + left.sgstPaise > 0;
  const cgst = intra ? Math.min(left.cgstPaise, Math.ceil(tax / 2)) : 0;
  const sgst = intra ? tax - cgst : 0;
  return {
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: intra ? 0 : tax,
    totalPaise: amountPaise,
  };
}

/**
 * Spreads an amount over lines in proportion to what is left on each (largest remainders get
 * the odd paise), never more than a line's remainder.
 * @param lines what is left on each line
 * @param amountPaise the amount to spread (≤ the sum of the lines' totals)
 * @returns the amount for each line, in the lines' order, summing to `amountPaise`
 */
export function spreadAmount(lines: readonly CreditableLine[], amountPaise: number): number[] {
  const total = lines.reduce((s, l) => s + l.totalPaise, 0);
  if (total === 0) return lines.map(() => 0);
  const exact = lines.map((l) => (BigInt(amountPaise) * BigInt(l.totalPaise)) as bigint);
  const shares = exact.map((e) => Number(e / BigInt(total)));
  let rest = amountPaise - shares.reduce((s, v) => s + v, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: Number(e % BigInt(total)) }))
    .sort((a, b) => b.r - a.r);
  for (const { i } of byRemainder) {
    if (rest === 0) break;
    if (shares[i]! < lines[i]!.totalPaise) {
      shares[i]! += 1;
      rest -= 1;
    }
  }
  return shares;
}
