/**
 * An admin's act on money that needs a reason (cancel an invoice, remove a discount), folded
 * under its summary: a plain HTML form (docs/decisions/0020) with the reason field and a red
 * button at least 44 px tall.
 */
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field } from "~/features/job-card/admin-job-card-layout";

/**
 * The folded form.
 * @param summary the words that open it; `button` the submit's words; `label` the field's label
 * @param action the URL it posts to; `hidden` the hidden fields (the intent first)
 * @param id the reason field's id; `error` its message after a refusal; `typed` what was typed
 * @returns a `<details>` holding the form, open while it carries an error
 */
export function ReasonForm({
  summary,
  button,
  label,
  action,
  hidden,
  id,
  error,
  typed,
}: {
  summary: string;
  button: string;
  label: string;
  action: string;
  hidden: Record<string, string>;
  id: string;
  error?: string;
  typed?: string;
}) {
  return (
    <details className="text-sm" open={!!error}>
      <summary className="flex min-h-11 cursor-pointer items-center text-destructive">
        {summary}
      </summary>
      <form method="post" action={action} className="mt-2 grid gap-2">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field id={id} label={label} error={error}>
          <Input
            id={id}
            name="reason"
            maxLength={300}
            required
            defaultValue={typed}
            className="h-11"
          />
        </Field>
        <Button
          type="submit"
          variant="destructive"
          size="sm"
          className="min-h-11 justify-self-start"
        >
          {button}
        </Button>
      </form>
    </details>
  );
}
