/**
 * One amount of the job card as a row of a description list: its label and the sum in
 * rupees, as the estimate's totals and the invoice's total, paid and balance show it.
 */
import { formatPaise } from "~/catalog/money";
import { cn } from "~/lib/utils";

/**
 * A label and an amount on one line, the amount right-aligned in tabular figures.
 * @param label what the amount is; `paise` the amount in paise; `strong` larger and bold
 *   (totals and the balance due)
 * @returns a `<div>` holding `<dt>` and `<dd>`, for use inside a `<dl>`
 */
export function MoneyRow({
  label,
  paise,
  strong = false,
}: {
  label: string;
  paise: number;
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex items-baseline justify-between gap-4",
        strong && "text-base font-semibold",
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatPaise(paise)}</dd>
    </div>
  );
}
