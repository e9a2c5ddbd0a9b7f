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
 * @returns the summary text
 */
export function lineSummary(
  line: Pick<
    InvoiceLine,
    "kind" | "hsnSac" | "quantityHundredths" | "unitPricePaise" | "gstRatePercent"
  >,
): string {
  const code = line.kind === "part" ? `HSN ${line.hsnSac}` : `SAC ${line.hsnSac}`;
  return `${line.kind === "part" ? "Part" : "Labour"} · ${code} · ${formatQuantity(line.quantityHundredths)} × ${formatPaise(line.unitPricePaise)} · GST ${line.gstRatePercent}%`;
}
