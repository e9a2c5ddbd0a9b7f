/**
 * The figures of estimate and invoice lines as the screens show them (docs/decisions/0023): per
 * line gross (quantity × rate), discount, taxable value, CGST and SGST (or IGST) and total, and
 * the totals with the discount named. Client-safe.
 */
import { formatPaise } from "~/catalog/money";
import type { InvoiceLine } from "~/db/schema";
import type { TaxTotals } from "./gst";
import { lineSummary } from "./line-summary";
import { MoneyRow } from "./money-row";
import { useTranslator } from "~/components/site/translation";
import type { Translator } from "~/lib/i18n";

/**
 * The figures' words in the page's language (docs/decisions/0026): English as written on the
 * English pages (the back office among them), else the booking area's.
 */
function billingWord(t: Translator, key: string, english: string, values?: Record<string, string>) {
  return t.locale === "en" ? english : t.t(`booking.billing.${key}`, values);
}

/**
 * A line's kind words ("Part", "Labour") in the page's language, for `lineSummary`.
 * @param t the page's translator
 */
export function lineKindWords(t: Translator): { part: string; labour: string } {
  return { part: billingWord(t, "part", "Part"), labour: billingWord(t, "labour", "Labour") };
}

/** What a line shows: an invoice line's fields without the estimate line's id. */
export type FiguresLine = Omit<InvoiceLine, "estimateLineId">;

/**
 * One line's figures in a row: "Gross ₹2,117.80 · Discount −₹211.78 · Taxable ₹1,906.02 ·
 * CGST ₹171.54 · SGST ₹171.54" (IGST between states; the discount only when there is one).
 * @param line the line (paise); `intraState` true for CGST + SGST
 * @returns a small paragraph
 */
export function LineFigures({ line, intraState }: { line: FiguresLine; intraState: boolean }) {
  const t = useTranslator();
  const discount = line.discountPaise ?? 0;
  const parts: [string, string][] = [
    [billingWord(t, "gross", "Gross"), formatPaise(line.grossPaise ?? line.taxablePaise)],
    ...(discount > 0
      ? ([[billingWord(t, "discount", "Discount"), `−${formatPaise(discount)}`]] as [
          string,
          string,
        ][])
      : []),
    [billingWord(t, "taxable", "Taxable"), formatPaise(line.taxablePaise)],
    ...((intraState
      ? [
          ["CGST", formatPaise(line.cgstPaise)],
          ["SGST", formatPaise(line.sgstPaise)],
        ]
      : [["IGST", formatPaise(line.igstPaise)]]) as [string, string][]),
  ];
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums">
      {parts.map(([label, value]) => (
        <span key={label}>
          {label} {value}
        </span>
      ))}
    </p>
  );
}

/**
 * An invoice's lines, each with its description, what it is, a warranty rework's note and its
 * figures, total at the right.
 * @param lines the invoice's lines as issued; `intraState` true for CGST + SGST
 */
export function InvoiceLineList({
  lines,
  intraState,
}: {
  lines: readonly FiguresLine[];
  intraState: boolean;
}) {
  const t = useTranslator();
  return (
    <ol
      className="grid gap-2"
      aria-label={t.locale === "en" ? "Invoice lines" : t.t("booking.invoice.lines")}
    >
      {lines.map((line, i) => (
        <li key={i} className="grid gap-1 rounded-lg border p-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words">
                {i + 1}. {line.description}
              </p>
              <p className="text-xs text-muted-foreground">{lineSummary(line, lineKindWords(t))}</p>
              {line.warrantyOf && (
                <p className="text-xs font-medium text-emerald-800">{line.warrantyOf}</p>
              )}
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatPaise(line.totalPaise)}</p>
          </div>
          <LineFigures line={line} intraState={intraState} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The gross and the discount above the taxable value, when a discount was given.
 * @param totals the totals (paise); `discountNote` the offer named ("First online booking, 10%")
 * @returns two rows for a `<dl>`, or nothing without a discount
 */
export function DiscountRows({
  totals,
  discountNote,
}: {
  totals: Pick<TaxTotals, "grossPaise" | "discountPaise">;
  discountNote: string | null;
}) {
  const t = useTranslator();
  if (totals.discountPaise <= 0) return null;
  const discount =
    t.locale === "en"
      ? `Discount${discountNote ? ` (${discountNote})` : ""}`
      : discountNote
        ? t.t("booking.billing.discountNamed", { note: discountNote })
        : t.t("booking.billing.discount");
  return (
    <>
      <MoneyRow label={billingWord(t, "gross", "Gross")} paise={totals.grossPaise} />
      <div className="flex items-baseline justify-between gap-4 text-emerald-800">
        <dt>{discount}</dt>
        <dd className="tabular-nums">−{formatPaise(totals.discountPaise)}</dd>
      </div>
    </>
  );
}
