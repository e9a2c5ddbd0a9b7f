import { SelectOptions } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";

/**
 * A status chooser that is an HTML form (docs/decisions/0020; booking and lead statuses:
 * docs/product.md#booking-statuses, #lead-statuses): the browser's own select and an "Update"
 * button that posts the chosen status with the form's hidden fields; the page that answers
 * shows the stored status and the action's toast. Drawn with the `row-select` and
 * `row-button` classes of app.css (the field and outline button styles, the chevron a
 * background): a list draws one per row, and a busy day's Schedule draws two hundred, so each
 * is a few short elements (docs/decisions/0025, item 14).
 * @param status the stored status; `statuses` every choice, in order
 * @param label a status's visible name; `colour` its badge classes
 * @param fields the action's fields besides the status (intent, id)
 * @param ariaLabel the select's accessible name; `className` the select's width
 * @param action where the form posts; the current page (with its query) when absent
 * @param markStatus also put the stored status in `data-status` (for the bookings list)
 */
export function StatusSelect<S extends string>({
  status,
  statuses,
  label,
  colour,
  fields,
  ariaLabel,
  className,
  action,
  markStatus = false,
}: {
  status: S;
  statuses: readonly S[];
  label: (status: S) => string;
  colour: (status: S) => string;
  fields: Record<string, string>;
  ariaLabel: string;
  className: string;
  action?: string;
  markStatus?: boolean;
}) {
  return (
    <form
      method="post"
      action={action}
      className="flex w-full items-center gap-2 sm:w-auto"
      data-status={markStatus ? status : undefined}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <select
        name="status"
        defaultValue={status}
        aria-label={ariaLabel}
        className={cn("row-select", className, colour(status))}
      >
        <SelectOptions options={statuses} toLabel={label} />
      </select>
      <button type="submit" className="row-button">
        Update
      </button>
    </form>
  );
}
