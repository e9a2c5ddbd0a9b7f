/**
 * Credit notes on the job card (docs/product.md#credit-notes): the list the customer and the
 * admin see (number, date, reason, amount, refunds, the PDF), and the admin's forms that issue
 * one against the live invoice and record its refund. Plain HTML forms (docs/decisions/0020).
 */
import { Download } from "lucide-react";
import { creditNotePdfPath } from "~/catalog/navigation";
import { formatPaise } from "~/catalog/money";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatDisplayDate, formatKolkataDate, formatKolkataDateTime } from "~/lib/time";
import type { CreditNoteView } from "~/features/billing/credit-notes.server";
import type { InvoiceView } from "~/features/billing/invoice-views.server";
import { paymentMethodLabels } from "~/features/billing/invoice-rules";
import { Field } from "~/features/job-card/admin-job-card-layout";
import { formAnswerOf, type JobCardFormProps } from "~/features/job-card/job-card-fetcher";
import { PaymentForm } from "./payment-form";
import { useTranslator } from "~/components/site/translation";
import type { Translator } from "~/lib/i18n";

/** The list's words in English, as the back office and the English booking page read them. */
const ENGLISH_WORDS = {
  heading: () => "Credit notes",
  note: (v: { number: string; date: string; invoice: string }) =>
    `Credit note ${v.number} · ${v.date} · against ${v.invoice}`,
  reason: (reason: string) => `Reason: ${reason}`,
  refunded: (refunded: string, total: string) => `Refunded ${refunded} of ${total}`,
  refund: (v: { date: string; amount: string; method: string; reference: string | null }) =>
    `${v.date}: ${v.amount} by ${v.method}${v.reference ? ` (ref. ${v.reference})` : ""}`,
  download: () => "Credit note (PDF)",
};

/**
 * The list's words in the page's language (docs/decisions/0026): English as written above, else
 * the catalogue's `booking.creditNotes` (a customer's booking page in Telugu or Hindi).
 */
function creditNoteWords(t: Translator): typeof ENGLISH_WORDS {
  if (t.locale === "en") return ENGLISH_WORDS;
  return {
    heading: () => t.t("booking.creditNotes.heading"),
    note: (v) => t.t("booking.creditNotes.note", v),
    reason: (reason) => t.t("booking.creditNotes.reason", { reason }),
    refunded: (refunded, total) => t.t("booking.creditNotes.refunded", { refunded, total }),
    refund: ({ reference, method, ...v }) =>
      t.t(reference ? "booking.creditNotes.refundRef" : "booking.creditNotes.refund", {
        ...v,
        method: t.t(`booking.billing.method.${method}`),
        reference: reference ?? "",
      }),
    download: () => t.t("booking.creditNotes.download"),
  };
}

/**
 * A booking's credit notes, each with its figures, refunds and PDF link, in the page's language
 * (the PDF itself stays English: a tax document, docs/decisions/0026).
 * @param bookingId the booking; `notes` its credit notes (paise)
 * @param refundForm for the admin: draws the refund form of a note not refunded in full
 * @returns the list, or nothing without credit notes
 */
export function CreditNoteList({
  bookingId,
  notes,
  refundForm,
}: {
  bookingId: string;
  notes: CreditNoteView[];
  refundForm?: (note: CreditNoteView) => React.ReactNode;
}) {
  const translator = useTranslator();
  if (notes.length === 0) return null;
  const words = creditNoteWords(translator);
  const locale = translator.locale;
  return (
    <section className="grid gap-3" aria-labelledby="credit-notes-heading">
      <h3 id="credit-notes-heading" className="font-semibold">
        {words.heading()}
      </h3>
      <ul className="grid gap-3">
        {notes.map((n) => (
          <li key={n.id} className="grid gap-2 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium">
                {words.note({
                  number: n.number,
                  date:
                    locale === "en"
                      ? formatKolkataDate(n.issuedAt)
                      : formatKolkataDateTime(n.issuedAt, locale),
                  invoice: n.invoiceNumber,
                })}
              </p>
              <p className="font-semibold tabular-nums">{formatPaise(n.totals.totalPaise)}</p>
            </div>
            <p className="text-muted-foreground">{words.reason(n.reason)}</p>
            <p className="text-muted-foreground">
              {words.refunded(formatPaise(n.refundedPaise), formatPaise(n.totals.totalPaise))}
            </p>
            {n.refunds.length > 0 && (
              <ul className="grid gap-1 text-muted-foreground">
                {n.refunds.map((r) => (
                  <li key={r.id}>
                    {words.refund({
                      date:
                        locale === "en" ? r.refundedOn : formatDisplayDate(r.refundedOn, locale),
                      amount: formatPaise(r.amountPaise),
                      method: locale === "en" ? paymentMethodLabels[r.method] : r.method,
                      reference: r.reference,
                    })}
                  </li>
                ))}
              </ul>
            )}
            <Button asChild variant="outline" size="sm" className="min-h-11 justify-self-start">
              <a href={creditNotePdfPath(bookingId, n.id)} download>
                <Download aria-hidden /> {words.download()}
              </a>
            </Button>
            {refundForm?.(n)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The admin's credit note form on the live invoice: the lines to credit (none ticked: every
 * line), the amount including GST (empty: all that is left on them) and the reason.
 * @param invoice the live invoice; `action` the job card's URL; `answer` the action's answer
 * @returns a folded form posting with intent "issue-credit-note"
 */
export function CreditNoteForm({
  invoice,
  action,
  answer,
}: JobCardFormProps & { invoice: InvoiceView }) {
  const { error: err, typed } = formAnswerOf(answer, "issue-credit-note");
  const refused = !!(err("reason") || err("amount") || err("creditLines") || err("lines"));
  return (
    <details className="text-sm" open={refused}>
      <summary className="flex min-h-11 cursor-pointer items-center text-primary">
        Issue a credit note (money back)
      </summary>
      <form method="post" action={action} className="mt-2 grid gap-3">
        <input type="hidden" name="intent" value="issue-credit-note" />
        <input type="hidden" name="invoiceId" value={invoice.id} />
        <fieldset className="grid gap-1">
          <legend className="mb-1 font-medium">Lines to credit (none ticked: every line)</legend>
          {invoice.lines.map((l, i) => (
            <label key={i} className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="creditLines" value={i + 1} className="size-5" />
              {i + 1}. {l.description} · {formatPaise(l.totalPaise)}
            </label>
          ))}
          {(err("creditLines") || err("lines")) && (
            <p className="text-destructive">{err("creditLines") ?? err("lines")}</p>
          )}
        </fieldset>
        <Field
          id="credit-amount"
          label="Amount incl. GST (₹; empty: all that is left on those lines)"
          error={err("amount")}
        >
          <Input
            id="credit-amount"
            name="amount"
            inputMode="decimal"
            defaultValue={typed.amount}
            className="h-11"
          />
        </Field>
        <Field id="credit-reason" label="Reason" error={err("reason")}>
          <Input
            id="credit-reason"
            name="reason"
            maxLength={300}
            required
            defaultValue={typed.reason}
            className="h-11"
          />
        </Field>
        <Button type="submit" className="min-h-11 justify-self-start">
          Issue credit note
        </Button>
      </form>
    </details>
  );
}

/**
 * The admin's credit notes with a refund form under each note not refunded in full.
 * @param bookingId the booking; `notes` its credit notes; `today` today in Asia/Kolkata
 * @param action the job card's URL; `answer` the action's answer
 */
export function AdminCreditNotes({
  bookingId,
  notes,
  today,
  action,
  answer,
}: JobCardFormProps & { bookingId: string; notes: CreditNoteView[]; today: string }) {
  return (
    <CreditNoteList
      bookingId={bookingId}
      notes={notes}
      refundForm={(n) =>
        n.refundedPaise < n.totals.totalPaise && (
          <PaymentForm
            kind="refund"
            documentId={n.id}
            issuedAt={n.issuedAt}
            duePaise={n.totals.totalPaise - n.refundedPaise}
            today={today}
            action={action}
            answer={answer}
          />
        )
      }
    />
  );
}
