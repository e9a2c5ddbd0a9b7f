/**
 * The workshop's status form of one booking (docs/product.md#booking-statuses), as the back
 * office's Bookings tab and the job card post it, its answer and its messages. Client-safe.
 * Messages in quotes are the spec's (docs/product.md#messages-admin).
 */
import { z } from "zod";
import { bookingStatuses } from "~/catalog/booking-status";

/** `intent=set-booking-status`, the booking's id and the status chosen. */
export const BookingStatusFormSchema = z.strictObject({
  intent: z.literal("set-booking-status"),
  bookingId: z.uuid(),
  status: z.enum(bookingStatuses),
});

/** The status change's texts: the spec's toast and failure, and the refused reopening. */
export const BOOKING_STATUS_MESSAGES = {
  statusUpdatedTitle: "Status Updated",
  statusFailed: "Failed to update booking status.",
  slotFull:
    "That slot has been filled since this booking was cancelled. Ask the customer to choose another date or time.",
} as const;

/**
 * The 'Status Updated' toast's text (docs/product.md#messages-admin).
 * @param statusText the new status as people read it, e.g. "Confirmed"
 * @returns "Booking status changed to Confirmed."
 */
export function statusChangedText(statusText: string): string {
  return `Booking status changed to ${statusText}.`;
}

/** What a status change answers, from the Bookings tab or the job card (the page toasts it). */
export type BookingStatusResult =
  | {
      ok: true;
      intent: "set-booking-status";
      bookingId: string;
      status: (typeof bookingStatuses)[number];
    }
  | { ok: false; intent: "set-booking-status"; message: string };
