import {
  bookingStatuses,
  shortBookingId,
  statusBadgeClass,
  statusColor,
  statusLabel,
} from "~/catalog/booking-status";
import { StatusSelect } from "./status-select";

/**
 * The status dropdown of one booking (docs/product.md#booking-statuses: an admin sets any of the
 * five statuses, in any order). Choosing a status posts it to the /admin action, which checks
 * the role, sets status and updated_at and records the change; the dropdown shows the
 * chosen status while that runs and the stored one afterwards, with a toast either way.
 * @param bookingId the booking; `status` its stored status
 */
export function BookingStatusSelect({ bookingId, status }: { bookingId: string; status: string }) {
  return (
    <StatusSelect
      status={status}
      statuses={bookingStatuses}
      label={statusLabel}
      colour={(s) => statusBadgeClass[statusColor(s)]}
      fields={(next) => ({ intent: "set-booking-status", bookingId, status: next })}
      ariaLabel={`Status of booking #${shortBookingId(bookingId)}`}
      className="sm:w-40"
      markStatus
    />
  );
}
