/**
 * The /booking action's rules, kept out of the route module: read the body (JSON or form
 * data), validate with the shared schema and the clock rules, then create the booking for
 * the session's user. user_id and status never come from the browser (DESIGN decision 5).
 */
import { data } from "react-router";
import { getSessionUser } from "~/lib/auth.server";
import { databaseErrorReason } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { consumeRateLimit, refundRateLimit, retryAfterText } from "~/lib/rate-limit.server";
import { readFields, unexpectedField } from "~/lib/request-body.server";
import { BOOKING_FAILED_FALLBACK, BookingFormSchema, bookingTimingErrors, fieldErrorsFrom, type BookingActionResult } from "./booking-schema";
import { SlotFullError, createBooking } from "./bookings.server";

const INVALID_MESSAGE = "Please correct the highlighted fields and try again.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The form's idempotency key (issue 5: one booking per form, however often it is sent).
 * @returns the key, undefined when none was sent, or null when one was sent malformed
 */
function idempotencyKeyOf(fields: Record<string, unknown>): string | undefined | null {
  const key = fields.idempotencyKey;
  if (key === undefined || key === "") return undefined;
  return typeof key === "string" && UUID.test(key) ? key.toLowerCase() : null;
}

/**
 * Handles a booking submission.
 * @returns 200 `{ ok: true, booking }` (also when the same form, by its idempotency key,
 *   was already stored: the earlier booking); 400 with field errors for invalid input, and
 *   for a field the form does not have (user_id, status, `__proto__` …); 401
 *   when signed out; 409 when the slot is full (BOOKING_SLOT_CAPACITY); 429 when the
 *   customer has made BOOKING_RATE_LIMIT bookings in the last hour; 503 when the database
 *   cannot store it (nothing half-written).
 */
export async function handleBookingAction(request: Request, now: Date = new Date()) {
  const user = await getSessionUser(request);
  if (!user) {
    return data<BookingActionResult>({ ok: false, message: "Please sign in to complete your booking." }, { status: 401 });
  }
  const fields = await readFields(request);
  if (!fields) return data<BookingActionResult>({ ok: false, message: INVALID_MESSAGE }, { status: 400 });

  const extra = unexpectedField(fields, [...Object.keys(BookingFormSchema.shape), "idempotencyKey"]);
  if (extra !== undefined) return data<BookingActionResult>({ ok: false, message: `The form sent a field it does not have (${extra.slice(0, 40)}). Please reload the page and try again.` }, { status: 400 });

  const parsed = BookingFormSchema.safeParse(fields);
  if (!parsed.success) {
    return data<BookingActionResult>({ ok: false, message: INVALID_MESSAGE, fieldErrors: fieldErrorsFrom(parsed.error) }, { status: 400 });
  }
  const timing = bookingTimingErrors(parsed.data, now);
  if (Object.keys(timing).length > 0) {
    return data<BookingActionResult>({ ok: false, message: Object.values(timing)[0]!, fieldErrors: timing }, { status: 400 });
  }
  const idempotencyKey = idempotencyKeyOf(fields);
  if (idempotencyKey === null) return data<BookingActionResult>({ ok: false, message: INVALID_MESSAGE }, { status: 400 });
  const env = getEnv();
  try {
    const limit = await consumeRateLimit("booking", user.id);
    if (!limit.allowed) {
      return data<BookingActionResult>(
        { ok: false, message: `You have made several bookings in a short time. ${retryAfterText(limit.retryAfterSeconds)} For anything urgent, please call us.` },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const result = await createBooking(user.id, parsed.data, { slotCapacity: env.BOOKING_SLOT_CAPACITY, idempotencyKey });
    if (!result.created) await refundRateLimit("booking", user.id);
    return data<BookingActionResult>({ ok: true, booking: result.booking });
  } catch (error) {
    if (error instanceof SlotFullError) {
      await refundRateLimit("booking", user.id).catch(() => {});
      return data<BookingActionResult>({ ok: false, message: error.message, fieldErrors: { preferredTime: error.message } }, { status: 409 });
    }
    console.error("Booking could not be stored", databaseErrorReason(error));
    return data<BookingActionResult>({ ok: false, message: BOOKING_FAILED_FALLBACK }, { status: 503 });
  }
}
