/**
 * The admin's form that records a payment against the live invoice (docs/decisions/0010:
 * part payments allowed, never more than the balance; docs/decisions/0013: never dated
 * before the invoice's day), or a refund against a credit note (docs/product.md#credit-notes).
 */
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { paiseToRupeeText } from "~/catalog/money";
import { todayInKolkata } from "~/lib/time";
import { Field, SelectField } from "~/features/job-card/admin-job-card-layout";
import { paymentMethodLabels, paymentMethods } from "~/features/billing/invoice-rules";
import { formAnswerOf, type JobCardFormProps } from "~/features/job-card/job-card-fetcher";

const methodOptions = paymentMethods.map((m) => ({ value: m, text: paymentMethodLabels[m] }));

/** What a money form records: a payment against an invoice, or a refund against a credit note. */
const MONEY_FORMS = {
  payment: {
    intent: "record-payment",
    idField: "invoiceId",
    dayField: "paidOn",
    title: "Record a payment",
    dayLabel: "Received on",
    button: "Record payment",
  },
  refund: {
    intent: "record-refund",
    idField: "creditNoteId",
    dayField: "refundedOn",
    title: "Record the refund",
    dayLabel: "Paid back on",
    button: "Record refund",
  },
} as const;

/**
 * Record money moved: method, amount (starting at what is due, in rupees), reference and the
 * day, between the document's day and today (Asia/Kolkata).
 * @param kind "payment" (against an invoice) or "refund" (against a credit note)
 * @param documentId the invoice's or credit note's id; `issuedAt` its issue time (ISO), the
 *   earliest day; `duePaise` the amount the field starts at
 * @param today today in Asia/Kolkata (yyyy-MM-dd)
 * @param action the job card's URL, which the form posts to (docs/decisions/0020); `answer`
 *   the action's answer when the page is one (its errors at their fields, what was typed)
 * @returns the form; it posts with intent "record-payment" or "record-refund"
 */
export function PaymentForm({
  kind = "payment",
  documentId,
  issuedAt,
  duePaise,
  today,
  action,
  answer,
}: JobCardFormProps & {
  kind?: keyof typeof MONEY_FORMS;
  documentId: string;
  issuedAt: string;
  duePaise: number;
  today: string;
}) {
  const form = MONEY_FORMS[kind];
  const { error: payErr, typed } = formAnswerOf(answer, form.intent);
  const id = (name: string) => `${kind}-${documentId}-${name}`;
  return (
    <form
      method="post"
      action={action}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
      aria-label={form.title}
    >
      <h3 className="font-semibold sm:col-span-2">{form.title}</h3>
      <input type="hidden" name="intent" value={form.intent} />
      <input type="hidden" name={form.idField} value={documentId} />
      <SelectField
        id={id("method")}
        label="Method"
        options={methodOptions}
        name="method"
        defaultValue={typed.method ?? "upi"}
      />
      <Field id={id("amount")} label="Amount (₹)" error={payErr("amount")}>
        <Input
          id={id("amount")}
          name="amount"
          inputMode="decimal"
          defaultValue={typed.amount ?? paiseToRupeeText(duePaise)}
          className="h-11"
          aria-invalid={!!payErr("amount")}
        />
      </Field>
      <Field id={id("reference")} label="Reference (UTR, cheque no.)" error={payErr("reference")}>
        <Input
          id={id("reference")}
          name="reference"
          maxLength={100}
          defaultValue={typed.reference}
          className="h-11"
        />
      </Field>
      <Field id={id(form.dayField)} label={form.dayLabel} error={payErr(form.dayField)}>
        <Input
          id={id(form.dayField)}
          name={form.dayField}
          type="date"
          defaultValue={typed[form.dayField] ?? today}
          className="h-11"
          min={todayInKolkata(new Date(issuedAt))}
          max={today}
          aria-invalid={!!payErr(form.dayField)}
        />
      </Field>
      <Button type="submit" className="min-h-11 justify-self-start">
        {form.button}
      </Button>
    </form>
  );
}
