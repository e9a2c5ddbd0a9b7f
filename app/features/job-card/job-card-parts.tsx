import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { formatPaise } from "~/catalog/money";
import { cn } from "~/lib/utils";
import { formatQuantity } from "./gst";
import { paymentMethodLabels, paymentStateLabels, type PaymentState } from "./invoice-rules";
import type { JobCardActionResult } from "./job-card-page.server";
import type { EstimateLineView, InvoiceView, JobCardView } from "./job-card.server";

/**
 * The shared fetcher of one job-card form (keyed, so the page's {@link JobCardToasts}
 * sees its result even after the form itself is gone, e.g. once an invoice is issued).
 * @param key the form's intent, e.g. "issue-invoice"
 * @returns the fetcher; field errors stay in `fetcher.data` for the form to show
 */
export function useJobCardFetcher(key: string) {
  return useFetcher<JobCardActionResult>({ key });
}

/** Toasts one keyed fetcher's results, once each. */
function ResultToast({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useJobCardFetcher(fetcherKey);
  const handled = useRef<JobCardActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error("Error", { description: fetcher.data.message });
  }, [fetcher.state, fetcher.data]);
  return null;
}

/**
 * Toasts the results of the job card's forms (success, or the refusal's message). Placed
 * once on a page, where it stays mounted while the forms come and go.
 * @param keys the forms' fetcher keys
 */
export function JobCardToasts({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((k) => (
        <ResultToast key={k} fetcherKey={k} />
      ))}
    </>
  );
}

/** The error a failed action gave a field, if it is this form's. */
export function fieldError(
  result: JobCardActionResult | undefined,
  intent: string,
  field: string,
): string | undefined {
  return result && !result.ok && result.intent === intent ? result.fieldErrors?.[field] : undefined;
}

const paymentBadgeClass: Record<PaymentState, string> = {
  unpaid: "border-amber-300 bg-amber-50 text-amber-900",
  part_paid: "border-sky-300 bg-sky-50 text-sky-900",
  paid: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

/** An invoice's payment state as a badge: Unpaid, Part paid or Paid. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <Badge
      variant="outline"
      className={cn("text-sm", paymentBadgeClass[state])}
      data-payment-state={state}
    >
      {paymentStateLabels[state]}
    </Badge>
  );
}

/**
 * What a line is, as one short line: "Part · HSN 27101980 · 4.5 × ₹450.00 · GST 18%".
 * @param line an estimate or invoice line
 */
export function lineSummary(
  line: Pick<
    EstimateLineView,
    "kind" | "hsnSac" | "quantityHundredths" | "unitPricePaise" | "gstRatePercent"
  >,
): string {
  const code = line.kind === "part" ? `HSN ${line.hsnSac}` : `SAC ${line.hsnSac}`;
  return `${line.kind === "part" ? "Part" : "Labour"} · ${code} · ${formatQuantity(line.quantityHundredths)} × ${formatPaise(line.unitPricePaise)} · GST ${line.gstRatePercent}%`;
}

/**
 * The inspection photos as a grid of thumbnails, each opening the full photo.
 * @param photos the booking's photos (URLs served by the photo route)
 */
export function PhotoGallery({ photos }: { photos: JobCardView["photos"] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Inspection photos">
      {photos.map((p, i) => (
        <li key={p.id}>
          <a
            href={p.url}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-lg border bg-muted"
          >
            <img
              src={p.url}
              alt={`Inspection photo ${i + 1}`}
              width={p.width}
              height={p.height}
              loading="lazy"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A label and an amount on one line, the amount right-aligned in tabular figures. */
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

/**
 * An invoice's payments, oldest first: day received, amount, method and reference.
 * @param payments the invoice's payments; nothing is shown when there are none
 */
export function PaymentList({
  payments,
  className,
}: {
  payments: InvoiceView["payments"];
  className?: string;
}) {
  if (payments.length === 0) return null;
  return (
    <ul className={cn("grid gap-1 text-sm", className)} aria-label="Payments">
      {payments.map((p) => (
        <li key={p.id}>
          {p.paidOn}: {formatPaise(p.amountPaise)} by {paymentMethodLabels[p.method]}
          {p.reference ? ` (ref. ${p.reference})` : ""}
        </li>
      ))}
    </ul>
  );
}
