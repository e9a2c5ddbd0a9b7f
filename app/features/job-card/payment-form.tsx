/**
 * The admin's form that records a payment against the live invoice (docs/decisions/0010:
 * part payments allowed, never more than the balance; docs/decisions/0013: never dated
 * before the invoice's day).
 */
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { paiseToRupeeText } from "~/catalog/money";
import { todayInKolkata } from "~/lib/time";
import { Field, SelectField } from "~/features/job-card/admin-job-card-layout";
import { paymentMethodLabels, paymentMethods } from "~/features/billing/invoice-rules";
import type { InvoiceView } from "~/features/billing/invoice-views.server";
import { formAnswerOf, type JobCardFormProps } from "~/features/job-card/job-card-fetcher";

const methodOptions = paymentMethods.map((m) => ({ value: m, text: paymentMethodLabels[m] }));

/**
 * Record a payment: method, amount (starting at the balance, in rupees), reference and the
 * day received, between the invoice's day and today (Asia/Kolkata).
 * @param invoice the live invoice with a balance due; `today` today in Asia/Kolkata (yyyy-MM-dd)
 * @param action the job card's URL, which the form posts to (docs/decisions/0020); `answer`
 *   the action's answer when the page is one (its errors at their fields, what was typed)
 * @returns the form; it posts with intent "record-payment"
 */
export function PaymentForm({
  invoice,
  today,
  action,
  answer,
}: JobCardFormProps & {
  invoice: InvoiceView;
  today: string;
}) {
  const { error: payErr, typed } = formAnswerOf(answer, "record-payment");
  return (
    <form
      method="post"
      action={action}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
      aria-label="Record a payment"
    >
      <h3 className="font-semibold sm:col-span-2">Record a payment</h3>
      <input type="hidden" name="intent" value="record-payment" />
      <input type="hidden" name="invoiceId" value={invoice.id} />
      <SelectField
        id="method"
        label="Method"
        options={methodOptions}
        name="method"
        defaultValue={typed.method ?? "upi"}
      />
      <Field id="amount" label="Amount (₹)" error={payErr("amount")}>
        <Input
          id="amount"
          name="amount"
          inputMode="decimal"
          defaultValue={typed.amount ?? paiseToRupeeText(invoice.balancePaise)}
          className="h-11"
          aria-invalid={!!payErr("amount")}
        />
      </Field>
      <Field id="reference" label="Reference (UTR, cheque no.)" error={payErr("reference")}>
        <Input
          id="reference"
          name="reference"
          maxLength={100}
          defaultValue={typed.reference}
          className="h-11"
        />
      </Field>
      <Field id="paidOn" label="Received on" error={payErr("paidOn")}>
        <Input
          id="paidOn"
          name="paidOn"
          type="date"
          defaultValue={typed.paidOn ?? today}
          className="h-11"
          min={todayInKolkata(new Date(invoice.issuedAt))}
          max={today}
          aria-invalid={!!payErr("paidOn")}
        />
      </Field>
      <Button type="submit" className="min-h-11 justify-self-start">
        Record payment
      </Button>
    </form>
  );
}
