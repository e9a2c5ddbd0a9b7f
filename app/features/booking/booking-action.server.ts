/**
 * The /booking action's rules, kept out of the route module: read the body (JSON or form
 * data), validate with the shared schema and the clock rules, then create the booking for
 * the session's user. user_id and status never come from the browser (DESIGN decision 5).
 */
import { data } from "react-router";
import { getSessionUser } from "~/lib/auth.server";
import { databaseErrorReason } from "~/lib/db.server";
import { readFields } from "~/lib/request-body.server";
import { BOOKING_FAILED_FALLBACK, BookingFormSchema, bookingTimingErrors, fieldErrorsFrom, type BookingActionResult } from "./booking-schema";
import { createBooking } from "./bookings.server";

const INVALID_MESSAGE = "Please correct the highlighted fields and try again.";

/**
 * Handles a booking submission.
 * @returns 200 `{ ok: true, booking }`; 400 with field errors for invalid input; 401 when
 *   signed out; 503 when the database cannot store it (nothing half-written).
 */
export async function handleBookingAction(request: Request, now: Date = new Date()) {
  const user = await getSessionUser(request);
  if (!user) {
    return data<BookingActionResult>({ ok: false, message: "Please sign in to complete your booking." }, { status: 401 });
  }
  const fields = await readFields(request);
  if (!fields) return data<BookingActionResult>({ ok: false, message: INVALID_MESSAGE }, { status: 400 });

  const parsed = BookingFormSchema.safeParse(fields);
  if (!parsed.success) {
    return data<BookingActionResult>({ ok: false, message: INVALID_MESSAGE, fieldErrors: fieldErrorsFrom(parsed.error) }, { status: 400 });
  }
  const timing = bookingTimingErrors(parsed.data, now);
  if (Object.keys(timing).length > 0) {
    return data<BookingActionResult>({ ok: false, message: Object.values(timing)[0]!, fieldErrors: timing }, { status: 400 });
  }
  try {
    const booking = await createBooking(user.id, parsed.data);
    return data<BookingActionResult>({ ok: true, booking });
  } catch (error) {
    console.error("Booking could not be stored", databaseErrorReason(error));
    return data<BookingActionResult>({ ok: false, message: BOOKING_FAILED_FALLBACK }, { status: 503 });
  }
}
