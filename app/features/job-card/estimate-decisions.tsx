/**
 * The customer's answers on the newest estimate as the admin sees them (docs/decisions/0010):
 * which lines to do, when each was answered, the approved total, and the earlier versions.
 */
import { formatPaise } from "~/catalog/money";
import { formatKolkataDateTime } from "~/lib/time";
import { SectionCard } from "~/features/job-card/admin-job-card-layout";
import type { EstimateView } from "~/features/billing/estimates.server";
import { lineSummary } from "~/features/billing/line-summary";
import { DiscountRows, LineFigures } from "~/features/billing/line-figures";
import { MoneyRow } from "~/features/billing/money-row";

const decisionText = { approved: "Approved", declined: "Declined" } as const;

/**
 * The customer's answers on one estimate version: which lines to do.
 * @param estimate the newest version; `earlier` the versions before it, newest first
 * @returns the section: each line with its amount (paise shown as rupees) and answer (times
 *   in Asia/Kolkata), the approved work's total incl. GST, and the earlier versions folded
 */
export function EstimateDecisions({
  estimate,
  earlier,
}: {
  estimate: EstimateView;
  earlier: EstimateView[];
}) {
  return (
    <SectionCard
      title={<>Customer's decision (version {estimate.version})</>}
      description={
        <>
          Sent {formatKolkataDateTime(estimate.sentAt)}.{" "}
          {estimate.decidedAt
            ? `Answered ${formatKolkataDateTime(estimate.decidedAt)}.`
            : "Not answered yet."}
        </>
      }
      contentClassName="grid gap-3"
    >
      <ul className="grid gap-2" aria-label="Lines and decisions">
        {estimate.lines.map((l) => (
          <li
            key={l.id}
            className="flex flex-wrap items-start justify-between gap-2 rounded-lg border p-3 text-sm"
            data-decision={l.decision ?? "waiting"}
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{l.description}</p>
              <p className="text-xs text-muted-foreground">{lineSummary(l)}</p>
              {l.warrantyOf && (
                <p className="text-xs font-medium text-emerald-800">{l.warrantyOf}</p>
              )}
              <LineFigures line={l} intraState />
            </div>
            <div className="text-right">
              <p className="font-semibold tabular-nums">{formatPaise(l.totalPaise)}</p>
              <p
                className={
                  l.decision === "approved"
                    ? "font-medium text-emerald-800"
                    : "text-muted-foreground"
                }
              >
                {l.decision
                  ? `${decisionText[l.decision]} ${l.decidedAt ? formatKolkataDateTime(l.decidedAt) : ""}`
                  : "Waiting"}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
        <DiscountRows totals={estimate.totals} discountNote={estimate.discountNote} />
        <MoneyRow
          label="Approved work (incl. GST)"
          paise={estimate.approvedTotals.totalPaise}
          strong
        />
      </dl>
      {earlier.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-primary">
            Earlier versions ({earlier.length})
          </summary>
          <ul className="mt-2 grid gap-1">
            {earlier.map((e) => (
              <li key={e.id}>
                Version {e.version}, sent {formatKolkataDateTime(e.sentAt)}: {e.lines.length} lines,{" "}
                {formatPaise(e.totals.totalPaise)}; approved{" "}
                {formatPaise(e.approvedTotals.totalPaise)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </SectionCard>
  );
}
