import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { cn } from "~/lib/utils";
import { useAdminAction } from "./use-admin-action";

/**
 * A status dropdown that posts the chosen status to the /admin action (booking and lead
 * statuses: docs/product.md#booking-statuses, #lead-statuses). It shows the chosen status
 * while the action runs and the stored one afterwards, with the action's toast either way;
 * choosing the stored status again posts nothing.
 * @param status the stored status; `statuses` every choice, in order
 * @param label a status's visible name; `colour` its badge classes
 * @param fields the action's fields for a new status (intent, id, status)
 * @param ariaLabel the dropdown's accessible name; `className` its width
 * @param markStatus also put the shown status in `data-status` (for the bookings list)
 */
export function StatusSelect<S extends string>({
  status,
  statuses,
  label,
  colour,
  fields,
  ariaLabel,
  className,
  markStatus = false,
}: {
  status: S;
  statuses: readonly S[];
  label: (status: S) => string;
  colour: (status: S) => string;
  fields: (next: string) => Record<string, string>;
  ariaLabel: string;
  className: string;
  markStatus?: boolean;
}) {
  const { fetcher, submit } = useAdminAction();
  const pending = fetcher.state !== "idle" ? fetcher.formData?.get("status") : null;
  const value = (typeof pending === "string" ? pending : status) as S;
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        if (next !== status) submit(fields(next));
      }}
      disabled={fetcher.state !== "idle"}
    >
      <SelectTrigger
        aria-label={ariaLabel}
        className={cn("h-9 w-full font-medium", className, colour(value))}
        data-status={markStatus ? value : undefined}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {statuses.map((s) => (
          <SelectItem key={s} value={s}>
            {label(s)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
