/**
 * A customer's change of plans (docs/product.md#lifecycle-changes): cancel with an optional reason,
 * or move to a new date and slot, while the booking is pending or confirmed and its slot starts
 * more than BOOKING_CHANGE_CUTOFF_HOURS from now. Client-safe: the dialogs and the server action
 * share these schemas and rules (docs/architecture.md#one-schema-two-sides).
 */
import { z } from "zod";
import type { BookingChangeIntent } from "~/catalog/navigation";
import { isPlainText } from "~/lib/text-rules";
import { slotStartsAt } from "~/lib/time";
import { BookingFormFields } from "./booking-schema";

/** The statuses in which a customer may still cancel or move a booking. */
const CUSTOMER_CHANGEABLE_STATUSES = ["pending", "confirmed"] as const;

/** The longest cancellation reason kept. */
export const CANCEL_REASON_MAX = 500;

/** The cancel dialog's form. */
const CancelBookingSchema = z.strictObject({
  intent: z.literal("cancel"),
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, `Please keep the reason under ${CANCEL_REASON_MAX} characters`)
    .refine(isPlainText, "The reason has characters we cannot store")
    .optional()
    .default(""),
});

/** The reschedule dialog's form: a new date and slot, with the booking form's own rules. */
const RescheduleBookingSchema = BookingFormFields.pick({
  preferredDate: true,
  preferredTime: true,
}).extend({ intent: z.literal("reschedule") });

/** Either change. */
export const BookingChangeSchema = z.discriminatedUnion("intent", [
  CancelBookingSchema,
  RescheduleBookingSchema,
]);

/** Whether a customer may change a booking now, and if not, why. */
export type ChangeState = { allowed: true } | { allowed: false; reason: "status" | "cutoff" };

/**
 * Whether a booking can still be cancelled or moved by its customer.
 * @param booking its status, date and slot (Asia/Kolkata)
 * @param now the current instant
 * @param cutoffHours BOOKING_CHANGE_CUTOFF_HOURS
 * @returns allowed, or "status" (in progress, completed or cancelled) or "cutoff" (the slot
 *   starts within `cutoffHours`, or has passed: the customer calls the workshop)
 */
export function customerChangeState(
  booking: { status: string; preferredDate: string; preferredTime: string },
  now: Date,
  cutoffHours: number,
): ChangeState {
  if (!(CUSTOMER_CHANGEABLE_STATUSES as readonly string[]).includes(booking.status))
    return { allowed: false, reason: "status" };
  const start = slotStartsAt(booking.preferredDate, booking.preferredTime).getTime();
  if (!(start - now.getTime() > cutoffHours * 3_600_000))
    return { allowed: false, reason: "cutoff" };
  return { allowed: true };
}

/** The fields of the change forms. */
export type BookingChangeField = "intent" | "reason" | "preferredDate" | "preferredTime";

/** What the change action answers. */
export type BookingChangeResult =
  | { ok: true; intent: BookingChangeIntent; message: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: Partial<Record<BookingChangeField, string>>;
    };

/**
 * What the booking's page shows after a change posted as a plain form was refused
 * (docs/decisions/0011): the message, the errors at their fields, and what was sent.
 */
export type BookingChangeAnswer = Extract<BookingChangeResult, { ok: false }> & {
  /** The change the form was for; undefined when the body named none. */
  intent?: BookingChangeIntent;
  values: Partial<Record<BookingChangeField, string>>;
};

/** The toast of a change made (docs/product.md#lifecycle-changes): its title and line. */
export const CHANGE_DONE: Record<BookingChangeIntent, { title: string; message: string }> = {
  cancel: {
    title: "Booking Cancelled",
    message: "Your booking is cancelled. We have emailed you a confirmation.",
  },
  reschedule: {
    title: "Booking Rescheduled",
    message: "Your booking has moved. We will call you to confirm the new time.",
  },
};

/** The title of the toast of a change refused for a reason that belongs to no field. */
export const CHANGE_REFUSED_TITLE = "Could not change the booking";

/**
 * The change a query value names (`?change=` or `?changed=`).
 * @returns "cancel", "reschedule", or null for anything else
 */
export function changeIntentOf(value: string | null | undefined): BookingChangeIntent | null {
  return value === "cancel" || value === "reschedule" ? value : null;
}

/**
 * The change states of a customer's bookings, for the page's loader.
 * @param list the bookings; `now` the current instant; `cutoffHours` BOOKING_CHANGE_CUTOFF_HOURS
 * @returns booking id → its state, and the cut-off
 */
export function changeStatesOf(
  list: Array<{ id: string; status: string; preferredDate: string; preferredTime: string }>,
  now: Date,
  cutoffHours: number,
) {
  return {
    states: Object.fromEntries(list.map((b) => [b.id, customerChangeState(b, now, cutoffHours)])),
    cutoffHours,
  };
}
