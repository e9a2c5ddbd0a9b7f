import { Check, Download, FileText, QrCode, Smartphone, X } from "lucide-react";
import { bookingDetailPath, bookingEstimatePath, invoicePdfPath } from "~/catalog/navigation";
import { useMemo, useState, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatPaise } from "~/catalog/money";
import { formatKolkataDate, formatKolkataDateTime } from "~/lib/time";
import { cn } from "~/lib/utils";
import { ALL_LINES_FIELD, LINE_FIELD_PREFIX } from "~/features/billing/billing-schema";
import type { EstimateView } from "~/features/billing/estimates.server";
import type { InvoiceView } from "~/features/billing/invoice-views.server";
import { JobCardToasts, useJobCardFetcher } from "./job-card-fetcher";
import type { JobCardView } from "./job-card-loader.server";
import { lineSummary } from "~/features/billing/line-summary";
import { DiscountRows, InvoiceLineList, LineFigures } from "~/features/billing/line-figures";
import { CreditNoteList } from "./credit-notes-panel";
import { MoneyRow } from "~/features/billing/money-row";
import { PaymentList, PaymentStateBadge } from "~/features/billing/payment-status";
import { PhotoGallery } from "./photo-gallery";
import { localizedPath } from "~/catalog/languages";
import { useTranslator } from "~/components/site/translation";
import { lineKindWords } from "~/features/billing/line-figures";

type Choice = "approved" | "declined" | undefined;

/** Whether the page has hydrated never changes once it has: nothing to subscribe to. */
const noSubscription = () => () => {};

/** The buttons that answer every open line at once, with their words' keys. */
const bulkChoices = [
  ["approved", "booking.estimate.approveAll"],
  ["declined", "booking.estimate.declineAll"],
] as const;

/**
 * The newest estimate for the customer to answer line by line (docs/decisions/0010): each line
 * approved or declined, or all at once; the approved total follows the choices as they are made;
 * approved lines are final. A plain HTML form posted to the booking's page before the script has
 * loaded (docs/decisions/0011: `line-{id}` radios, or `all` from the bulk buttons); once
 * hydrated, sent as JSON to POST /booking/:id/estimate with the total following each choice.
 * @param bookingId the booking; `estimate` its newest version; `photos` the inspection photos
 * @param chosen the answers as chosen on a plain form the server refused (line id → answer)
 * Its words, dates and plain form's address are the page's language (docs/decisions/0026).
 */
function EstimateApproval({
  bookingId,
  estimate,
  photos,
  chosen,
}: {
  bookingId: string;
  estimate: EstimateView;
  photos: JobCardView["photos"];
  chosen?: Record<string, string>;
}) {
  const fetcher = useJobCardFetcher("estimate-decision");
  const translator = useTranslator();
  const { t, locale } = translator;
  const stored = useMemo(
    () =>
      Object.fromEntries(estimate.lines.map((l) => [l.id, l.decision ?? undefined])) as Record<
        string,
        Choice
      >,
    [estimate],
  );
  const [choices, setChoices] = useState<Record<string, Choice>>(() => ({
    ...stored,
    ...(chosen as Record<string, Choice> | undefined),
  }));
  // Before the script has loaded, the buttons are the plain form's: none may be disabled.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // A new version (or the saved decision coming back) starts from what is stored.
  const [seen, setSeen] = useState(estimate);
  if (seen !== estimate) {
    setSeen(estimate);
    setChoices(stored);
  }
  const open = estimate.lines.filter((l) => l.decision !== "approved");
  const changed = Object.entries(choices).filter(
    (entry): entry is [string, "approved" | "declined"] =>
      !!entry[1] && entry[1] !== stored[entry[0]],
  );
  // Each line's total already carries the booking's discount (docs/decisions/0023).
  const approvedTotal = estimate.lines
    .filter((l) => choices[l.id] === "approved")
    .reduce((sum, l) => sum + l.totalPaise, 0);
  const busy = fetcher.state !== "idle";
  const setAll = (choice: Choice) =>
    setChoices((prev) => ({ ...prev, ...Object.fromEntries(open.map((l) => [l.id, choice])) }));
  const submit = () =>
    fetcher.submit(
      { intent: "decide", estimateId: estimate.id, decisions: Object.fromEntries(changed) },
      { method: "post", action: bookingEstimatePath(bookingId), encType: "application/json" },
    );

  return (
    <form
      method="post"
      action={localizedPath(bookingDetailPath(bookingId), locale)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="estimateId" value={estimate.id} />
      <Card className="gap-4" aria-labelledby="estimate-heading">
        <CardHeader>
          <CardTitle>
            <h2 id="estimate-heading" className="flex items-center gap-2 text-xl">
              <FileText className="size-5 text-gold" aria-hidden />
              {t("booking.estimate.title")}
            </h2>
          </CardTitle>
          <CardDescription>
            {t("booking.estimate.intro", {
              version: estimate.version,
              sent: formatKolkataDateTime(estimate.sentAt, locale),
            })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {estimate.note && (
            <p className="whitespace-pre-line rounded-lg bg-accent/40 p-3 text-sm">
              {estimate.note}
            </p>
          )}
          <PhotoGallery photos={photos} />
          <ul className="grid gap-3" aria-label={t("booking.estimate.lines")}>
            {estimate.lines.map((line) => {
              const choice = choices[line.id];
              const final = line.decision === "approved";
              return (
                <li
                  key={line.id}
                  className={cn(
                    "grid gap-3 rounded-lg border p-3",
                    // A final approval has no radio: the stored answer marks it; a choice being
                    // made is marked by CSS, before the script too.
                    choice === "approved" && "border-emerald-300 bg-emerald-50/50",
                    choice === "declined" && "bg-muted/50",
                    "has-[input[value=approved]:checked]:border-emerald-300 has-[input[value=approved]:checked]:bg-emerald-50/50 has-[input[value=declined]:checked]:bg-muted/50",
                  )}
                  data-line-id={line.id}
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{line.description}</p>
                      <p className="text-xs text-muted-foreground">
                        {lineSummary(line, lineKindWords(translator))}
                      </p>
                      {line.warrantyOf && (
                        <p className="text-xs font-medium text-emerald-800">{line.warrantyOf}</p>
                      )}
                      <LineFigures line={line} intraState />
                    </div>
                    <p className="shrink-0 font-semibold tabular-nums">
                      {formatPaise(line.totalPaise)}
                    </p>
                  </div>
                  {final ? (
                    <p className="flex items-center gap-1 text-sm font-medium text-emerald-800">
                      <Check className="size-4" aria-hidden />{" "}
                      {t("booking.estimate.approvedOn", {
                        date: line.decidedAt ? formatKolkataDateTime(line.decidedAt, locale) : "",
                      }).trim()}
                    </p>
                  ) : (
                    <fieldset className="flex flex-wrap gap-2" disabled={busy}>
                      <legend className="sr-only">{line.description}</legend>
                      {(["approved", "declined"] as const).map((value) => (
                        <label
                          key={value}
                          // The chosen answer is marked by CSS, so it shows before the script too.
                          className={cn(
                            "inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                            value === "approved"
                              ? "has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-600 has-[:checked]:text-white"
                              : "has-[:checked]:border-foreground/40 has-[:checked]:bg-foreground/10",
                          )}
                        >
                          <input
                            type="radio"
                            className="sr-only"
                            name={`${LINE_FIELD_PREFIX}${line.id}`}
                            value={value}
                            checked={choice === value}
                            onChange={() => setChoices((prev) => ({ ...prev, [line.id]: value }))}
                          />
                          {value === "approved" ? (
                            <Check className="size-4" aria-hidden />
                          ) : (
                            <X className="size-4" aria-hidden />
                          )}
                          {value === "approved"
                            ? t("booking.estimate.approve")
                            : t("booking.estimate.decline")}
                        </label>
                      ))}
                      {line.decision === "declined" && (
                        <span className="self-center text-xs text-muted-foreground">
                          {t("booking.estimate.declinedOn", {
                            date: line.decidedAt
                              ? locale === "en"
                                ? formatKolkataDate(line.decidedAt)
                                : formatKolkataDateTime(line.decidedAt, locale)
                              : "",
                          }).trim()}
                        </span>
                      )}
                    </fieldset>
                  )}
                </li>
              );
            })}
          </ul>
          {open.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {bulkChoices.map(([choice, key]) => (
                <Button
                  key={choice}
                  type="submit"
                  name={ALL_LINES_FIELD}
                  value={choice}
                  variant="outline"
                  size="sm"
                  onClick={(event) => {
                    event.preventDefault();
                    setAll(choice);
                  }}
                  disabled={busy}
                >
                  {t(key)}
                </Button>
              ))}
            </div>
          )}
          <dl className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
            <DiscountRows totals={estimate.totals} discountNote={estimate.discountNote} />
            <MoneyRow label={t("booking.estimate.total")} paise={estimate.totals.totalPaise} />
            <div
              className="flex items-baseline justify-between gap-4 text-base font-semibold"
              aria-live="polite"
            >
              <dt>{t("booking.estimate.approvedTotal")}</dt>
              <dd className="tabular-nums" data-testid="approved-total">
                {formatPaise(approvedTotal)}
              </dd>
            </div>
          </dl>
          {open.length > 0 && (
            <Button
              type="submit"
              disabled={hydrated && (busy || changed.length === 0)}
              className="justify-self-start"
            >
              {busy ? t("booking.estimate.sending") : t("booking.estimate.send")}
            </Button>
          )}
        </CardContent>
      </Card>
    </form>
  );
}

/**
 * An invoice as its customer sees it (docs/decisions/0010): number, date, payment state,
 * total, paid and balance, the PDF, and while a balance is due the UPI QR code and, on a
 * phone, a "Pay with any UPI app" link with the same URI.
 * @param bookingId the booking; `invoice` its invoice
 * Its words are the page's language; the PDF stays English, a tax document (docs/decisions/0026).
 */
function InvoicePanel({ bookingId, invoice }: { bookingId: string; invoice: InvoiceView }) {
  const { t, locale } = useTranslator();
  const balance = formatPaise(invoice.balancePaise);
  const issued =
    locale === "en"
      ? formatKolkataDate(invoice.issuedAt)
      : formatKolkataDateTime(invoice.issuedAt, locale);
  return (
    <Card className="gap-4" aria-labelledby="invoice-heading">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>
            <h2 id="invoice-heading" className="text-xl">
              {t("booking.invoice.title", { number: invoice.number })}
            </h2>
          </CardTitle>
          <CardDescription>{t("booking.invoice.issued", { date: issued })}</CardDescription>
        </div>
        <PaymentStateBadge state={invoice.paymentState} />
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-[1fr_auto]">
        <div className="grid content-start gap-4">
          <InvoiceLineList lines={invoice.lines} intraState={invoice.intraState} />
          <dl className="grid gap-1 text-sm">
            <DiscountRows totals={invoice.totals} discountNote={invoice.discountNote} />
            <MoneyRow label={t("booking.invoice.taxable")} paise={invoice.totals.taxablePaise} />
            {invoice.intraState ? (
              <>
                <MoneyRow label="CGST" paise={invoice.totals.cgstPaise} />
                <MoneyRow label="SGST" paise={invoice.totals.sgstPaise} />
              </>
            ) : (
              <MoneyRow label="IGST" paise={invoice.totals.igstPaise} />
            )}
            <MoneyRow label={t("booking.invoice.total")} paise={invoice.totals.totalPaise} strong />
            <MoneyRow label={t("booking.invoice.paid")} paise={invoice.paidPaise} />
            <MoneyRow label={t("booking.invoice.balance")} paise={invoice.balancePaise} strong />
          </dl>
          <PaymentList payments={invoice.payments} className="text-muted-foreground" />
          <Button asChild variant="outline" className="justify-self-start">
            <a href={invoicePdfPath(bookingId)} download>
              <Download aria-hidden />
              {t("booking.invoice.download")}
            </a>
          </Button>
        </div>
        {invoice.upiUri && invoice.upiQrDataUrl && (
          <div className="grid justify-items-center gap-2 rounded-lg border p-3 text-center text-sm">
            <p className="flex items-center gap-1 font-medium">
              <QrCode className="size-4" aria-hidden />{" "}
              {t("booking.invoice.payByUpi", { amount: balance })}
            </p>
            <img
              src={invoice.upiQrDataUrl}
              alt={t("booking.invoice.qrAlt", { amount: balance, number: invoice.number })}
              width={200}
              height={200}
              className="size-48"
            />
            <p className="text-xs break-all text-muted-foreground">
              {t("booking.invoice.upiId", { id: invoice.upiId ?? "" })}
            </p>
            <Button asChild variant="gold" className="md:hidden">
              <a href={invoice.upiUri}>
                <Smartphone aria-hidden />
                {t("booking.invoice.payWithApp")}
              </a>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The job card on the customer's booking page: the newest estimate to answer (with the
 * photos), the live invoice to pay, its credit notes (docs/product.md#credit-notes), and
 * invoices that were cancelled. Nothing when the
 * workshop has sent no estimate yet.
 * @param bookingId the booking; `jobCard` its job card (the loader checked ownership)
 */
export function CustomerJobCard({
  bookingId,
  jobCard,
  chosen,
}: {
  bookingId: string;
  jobCard: JobCardView;
  chosen?: Record<string, string>;
}) {
  const [latest] = jobCard.estimates;
  const live = jobCard.invoices.find((i) => i.status === "issued");
  const cancelled = jobCard.invoices.filter((i) => i.status === "cancelled");
  const { t } = useTranslator();
  if (!latest && !live) return null;
  return (
    <div className="grid gap-6">
      <JobCardToasts keys={["estimate-decision"]} />
      {live && <InvoicePanel bookingId={bookingId} invoice={live} />}
      <CreditNoteList bookingId={bookingId} notes={jobCard.creditNotes} />
      {latest && (
        <EstimateApproval
          bookingId={bookingId}
          estimate={latest}
          photos={jobCard.photos}
          chosen={chosen}
        />
      )}
      {cancelled.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t("booking.invoice.cancelled", {
            list: cancelled.map((i) => `${i.number} (${i.cancelReason})`).join("; "),
          })}
        </p>
      )}
    </div>
  );
}
