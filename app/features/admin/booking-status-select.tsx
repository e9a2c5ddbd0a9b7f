import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import {
  bookingStatuses,
  shortBookingId,
  statusBadgeClass,
  statusColor,
  statusLabel,
} from "~/features/booking/booking-status";
import { cn } from "~/lib/utils";
import { useAdminAction } from "./use-admin-action";

/**
 * The status dropdown of one booking (spec section 4: an admin sets any of the five
 * statuses, in any order). Choosing a status posts it to the /admin action, which checks
 * the role, sets status and updated_at and records the change; the dropdown shows the
 * chosen status while that runs and the stored one afterwards, with a toast either way.
 * @param bookingId the booking; `status` its stored status
 */
export function BookingStatusSelect({ bookingId, status }: { bookingId: string; status: string }) {
  const { fetcher, submit } = useAdminAction();
  const pending = fetcher.state !== "idle" ? fetcher.formData?.get("status") : null;
  const value = typeof pending === "string" ? pending : status;
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        if (next !== status) submit({ intent: "set-booking-status", bookingId, status: next });
      }}
      disabled={fetcher.state !== "idle"}
    >
      <SelectTrigger
        aria-label={`Status of booking #${shortBookingId(bookingId)}`}
        className={cn("h-9 w-full font-medium sm:w-40", statusBadgeClass[statusColor(value)])}
        data-status={value}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {bookingStatuses.map((s) => (
          <SelectItem key={s} value={s}>
            {statusLabel(s)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
