/**
 * An estimate or invoice line described in one short line of text (docs/decisions/0010: HSN
 * for parts, SAC for labour). Client-safe.
 */
import { formatPaise } from "~/catalog/money";
import type { InvoiceLine } from "~/db/schema";
import { formatQuantity } from "./gst";

/**
 * What a line is, as one short line: "Part · HSN 27101980 · 4.5 × ₹450.00 · GST 18%".
 * @param line an estimate or invoice line (quantity in hundredths, unit price in paise,
 *   GST rate in percent)
 * @param kinds the words for a part and for labour in the page's language (docs/decisions/0026);
 *   English when absent
 * @returns the summary text
 */
export function lineSummary(
  line: Pick<
    InvoiceLine,
    "kind" | "hsnSac" | "quantityHundredths" | "unitPricePaise" | "gstRatePercent"
  >,
  kinds: { part: string; labour: string } = { part: "Part", labour: "Labour" },
): string {
  const code = line.kind === "part" ? `HSN ${line.hsnSac}` : `SAC ${line.hsnSac}`;
  return `${line.kind === "part" ? kinds.part : kinds.labour} · ${code} · ${formatQuantity(line.quantityHundredths)} × ${formatPaise(line.unitPricePaise)} · GST ${line.gstRatePercent}%`;
}
