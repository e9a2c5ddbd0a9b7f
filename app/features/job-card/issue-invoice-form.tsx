/**
 * The admin's form that issues a booking's tax invoice (docs/decisions/0010): the customer's
 * state (CGST + SGST in Telangana, IGST elsewhere) and optional GSTIN.
 */
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { GST_STATES, HOME_STATE_CODE } from "~/catalog/gstin";
import { Field, SectionCard, SelectField } from "~/features/job-card/admin-job-card-layout";
import { formAnswerOf, type JobCardFormProps } from "~/features/job-card/job-card-fetcher";

const stateOptions = GST_STATES.map((s) => ({ value: s.code, text: `${s.name} (${s.code})` }));

/**
 * Issue the invoice: the customer's state (IGST outside Telangana) and optional GSTIN.
 * @param canIssue whether the booking may be invoiced now (completed, with approved lines)
 * @param reason why not, shown in place of the description; null when it can
 * @param action the job card's URL, which the form posts to (docs/decisions/0020); `answer`
 *   the action's answer when the page is one (its errors at their fields, the GSTIN as typed)
 * @returns the section; its form posts with intent "issue-invoice"
 */
export function IssueInvoiceForm({
  canIssue,
  reason,
  action,
  answer,
}: JobCardFormProps & {
  canIssue: boolean;
  reason: string | null;
}) {
  const { error: err, typed } = formAnswerOf(answer, "issue-invoice");
  return (
    <SectionCard
      title="Tax invoice"
      description={
        reason ??
        "Bills the approved lines. An issued invoice never changes; cancel it with a reason to correct it."
      }
    >
      <form
        method="post"
        action={action}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="issue-invoice" />
        <SelectField
          id="customerStateCode"
          label="Customer's state"
          error={err("customerStateCode")}
          options={stateOptions}
          name="customerStateCode"
          defaultValue={typed.customerStateCode ?? HOME_STATE_CODE}
        />
        <Field id="customerGstin" label="Customer's GSTIN (optional)" error={err("customerGstin")}>
          <Input
            id="customerGstin"
            name="customerGstin"
            maxLength={15}
            autoCapitalize="characters"
            defaultValue={typed.customerGstin}
            className="h-11"
            aria-invalid={!!err("customerGstin")}
          />
        </Field>
        <Button type="submit" disabled={!canIssue} className="min-h-11">
          Issue invoice
        </Button>
      </form>
    </SectionCard>
  );
}
