/**
 * The live tax invoice on the admin's job card (docs/decisions/0010): its figures and
 * payments, the PDF, the payment form while a balance is due, and cancelling it with a
 * reason (its number stays used).
 */
import { Download } from "lucide-react";
import { invoicePdfPath } from "~/catalog/navigation";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatKolkataDate } from "~/lib/time";
import type { InvoiceView } from "~/features/billing/invoice-views.server";
import { fieldError, type JobCardFormProps } from "~/features/job-card/job-card-fetcher";
import { MoneyRow } from "~/features/billing/money-row";
import { DiscountRows, InvoiceLineList } from "~/features/billing/line-figures";
import { PaymentForm } from "./payment-form";
import { ReasonForm } from "./reason-form";
import { PaymentList, PaymentStateBadge } from "~/features/billing/payment-status";

/**
 * The live invoice: PDF, payments, record a payment, cancel with a reason.
 * @param bookingId the booking; `invoice` its live invoice (amounts in paise); `today`
 *   today in Asia/Kolkata (yyyy-MM-dd), the payment form's default day
 * @param action the job card's URL, which the forms post to (docs/decisions/0020); `answer`
 *   the action's answer when the page is one
 * @returns the invoice's card; the cancel form posts with intent "cancel-invoice"
 */
export function AdminInvoicePanel({
  bookingId,
  invoice,
  today,
  action,
  answer,
}: JobCardFormProps & {
  bookingId: string;
  invoice: InvoiceView;
  today: string;
}) {
  const cancelError = fieldError(answer, "cancel-invoice", "reason");
  const typedReason =
    answer && !answer.ok && answer.intent === "cancel-invoice" ? answer.values?.reason : undefined;
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>
            <h2 className="text-xl">Invoice {invoice.number}</h2>
          </CardTitle>
          <CardDescription>
            Issued {formatKolkataDate(invoice.issuedAt)} ·{" "}
            {invoice.intraState ? "CGST + SGST" : `IGST (${invoice.customerStateName})`}
          </CardDescription>
        </div>
        <PaymentStateBadge state={invoice.paymentState} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <InvoiceLineList lines={invoice.lines} intraState={invoice.intraState} />
        <dl className="grid gap-1 text-sm">
          <DiscountRows totals={invoice.totals} discountNote={invoice.discountNote} />
          <MoneyRow label="Taxable value" paise={invoice.totals.taxablePaise} />
          <MoneyRow label="Total" paise={invoice.totals.totalPaise} strong />
          <MoneyRow label="Paid" paise={invoice.paidPaise} />
          <MoneyRow label="Balance due" paise={invoice.balancePaise} strong />
        </dl>
        <PaymentList payments={invoice.payments} />
        <Button asChild variant="outline" className="justify-self-start">
          <a href={invoicePdfPath(bookingId)} target="_blank" rel="noopener">
            <Download aria-hidden /> Invoice PDF
          </a>
        </Button>
        {invoice.balancePaise > 0 && (
          <PaymentForm
            documentId={invoice.id}
            issuedAt={invoice.issuedAt}
            duePaise={invoice.balancePaise}
            today={today}
            action={action}
            answer={answer}
          />
        )}
        <ReasonForm
          summary="Cancel this invoice"
          button="Cancel invoice"
          label="Reason (the number stays used)"
          action={action}
          hidden={{ intent: "cancel-invoice", invoiceId: invoice.id }}
          id="reason"
          error={cancelError}
          typed={typedReason}
        />
      </CardContent>
    </Card>
  );
}
