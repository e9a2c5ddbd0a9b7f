import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * A status chooser that is an HTML form (docs/decisions/0020; booking and lead statuses:
 * docs/product.md#booking-statuses, #lead-statuses): the browser's own select and an "Update"
 * button that posts the chosen status with the form's hidden fields; the page that answers
 * shows the stored status and the action's toast.
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
      <div className={cn("min-w-0 flex-1", className)}>
        <NativeSelect
          name="status"
          defaultValue={status}
          aria-label={ariaLabel}
          className={cn("h-11 font-medium", colour(status))}
        >
          <SelectOptions options={statuses} toLabel={label} />
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="min-h-11">
        Update
      </Button>
    </form>
  );
}
