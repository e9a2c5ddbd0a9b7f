import {
  bookingStatuses,
  shortBookingId,
  statusBadgeClass,
  statusColor,
  statusLabel,
} from "~/catalog/booking-status";
import { StatusSelect } from "~/components/back-office/status-select";

/**
 * The status form of one booking (docs/product.md#booking-statuses: an admin sets any of the
 * five statuses, in any order). "Update" posts the chosen status to the /admin action's rule
 * (`handleAdminAction`: it checks the role, sets status and updated_at and records the
 * change); the page that answers shows the stored status and the toast
 * (docs/decisions/0020).
 * @param bookingId the booking; `status` its stored status
 * @param action where the form posts (the job card's URL there); the current page when absent
 */
export function BookingStatusSelect({
  bookingId,
  status,
  action,
}: {
  bookingId: string;
  status: string;
  action?: string;
}) {
  return (
    <StatusSelect
      status={status}
      statuses={bookingStatuses}
      label={statusLabel}
      colour={(s) => statusBadgeClass[statusColor(s)]}
      fields={{ intent: "set-booking-status", bookingId }}
      action={action}
      ariaLabel={`Status of booking #${shortBookingId(bookingId)}`}
      className="sm:w-40"
      markStatus
    />
  );
}
