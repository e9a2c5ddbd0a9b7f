/**
 * The admin's form that records a payment against the live invoice (docs/decisions/0010:
 * part payments allowed, never more than the balance; docs/decisions/0013: never dated
 * before the invoice's day).
 */
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { paiseToRupeeText } from "~/catalog/money";
import { todayInKolkata } from "~/lib/time";
import { Field, SelectField } from "./admin-job-card-layout";
import { paymentMethodLabels, paymentMethods } from "./invoice-rules";
import type { InvoiceView } from "./invoice-views.server";
import { fieldError, useJobCardFetcher } from "./job-card-fetcher";

const methodOptions = paymentMethods.map((m) => ({ value: m, text: paymentMethodLabels[m] }));

/**
 * Record a payment: method, amount (starting at the balance, in rupees), reference and the
 * day received, between the invoice's day and today (Asia/Kolkata).
 * @param invoice the live invoice with a balance due; `today` today in Asia/Kolkata (yyyy-MM-dd)
 * @returns the form; it posts with intent "record-payment" and starts afresh once a payment
 *   is recorded
 */
export function PaymentForm({ invoice, today }: { invoice: InvoiceView; today: string }) {
  const pay = useJobCardFetcher("record-payment");
  const payErr = (f: string) => fieldError(pay.data, "record-payment", f);
  return (
    <pay.Form
      method="post"
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
      key={invoice.paidPaise}
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
        defaultValue="upi"
      />
      <Field id="amount" label="Amount (₹)" error={payErr("amount")}>
        <Input
          id="amount"
          name="amount"
          inputMode="decimal"
          defaultValue={paiseToRupeeText(invoice.balancePaise)}
          aria-invalid={!!payErr("amount")}
        />
      </Field>
      <Field id="reference" label="Reference (UTR, cheque no.)" error={payErr("reference")}>
        <Input id="reference" name="reference" maxLength={100} />
      </Field>
      <Field id="paidOn" label="Received on" error={payErr("paidOn")}>
        <Input
          id="paidOn"
          name="paidOn"
          type="date"
          defaultValue={today}
          min={todayInKolkata(new Date(invoice.issuedAt))}
          max={today}
          aria-invalid={!!payErr("paidOn")}
        />
      </Field>
      <Button type="submit" disabled={pay.state !== "idle"} className="justify-self-start">
        Record payment
      </Button>
    </pay.Form>
  );
}
