/**
 * The workshop's status form of one booking (docs/product.md#booking-statuses), as the back
 * office's Bookings tab and the job card post it. Client-safe.
 */
import { z } from "zod";
import { bookingStatuses } from "~/catalog/booking-status";

/** `intent=set-booking-status`, the booking's id and the status chosen. */
export const BookingStatusFormSchema = z.strictObject({
  intent: z.literal("set-booking-status"),
  bookingId: z.uuid(),
  status: z.enum(bookingStatuses),
});
