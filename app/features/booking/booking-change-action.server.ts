/**
 * The action behind the cancel and reschedule dialogs (docs/product.md#lifecycle-changes), kept out
 * of the route module: guard first, one schema with the dialogs, then the rules of
 * `booking-changes.server.ts`. user_id and status never come from the browser.
 */
import { data } from "react-router";
import { z } from "zod";
import { formatPhone } from "~/catalog/business";
import { requireUser } from "~/lib/auth.server";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { firstFieldError, parseSubmission, refusalOf, storeFailed } from "~/lib/submission.server";
import { secondsToNextKolkataDay } from "~/lib/time";
import { BookingChangeSchema, type BookingChangeResult } from "./booking-change-schema";
import { changesLimitMessage, movesLimitMessage } from "./booking-limits.server";
import {
  cancelBookingByCustomer,
  rescheduleBookingByCustomer,
  type ChangeRefusal,
} from "./booking-changes.server";

/**
 * The words of a refusal, naming the workshop's phone where the customer must call.
 * @param now the current instant (when the day's changes start afresh)
 * @returns the message and the HTTP status; for the day's changes used up (429), the seconds
 *   until the next Asia/Kolkata midnight
 */
export function refusalMessage(
  refusal: ChangeRefusal,
  cutoffHours: number,
  phone: string,
  now: Date = new Date(),
): {
  message: string;
  status: number;
  field?: "preferredDate" | "preferredTime";
  retryAfterSeconds?: number;
} {
  switch (refusal.reason) {
    case "moves":
      return { message: movesLimitMessage(phone), status: 409 };
    case "changes-today":
      return {
        message: changesLimitMessage(phone),
        status: 429,
        retryAfterSeconds: secondsToNextKolkataDay(now),
      };
    case "not-found":
      return { message: "We could not find that booking.", status: 404 };
    case "status":
      return {
        message: `This booking can no longer be changed online. Please call us on ${phone}.`,
        status: 409,
      };
    case "cutoff":
      return {
        message: `Your slot starts in less than ${cutoffHours} hours, so it can no longer be changed online. Please call us on ${phone}.`,
        status: 409,
      };
    case "same-slot":
      return {
        message: "That is your booking's current date and slot. Please choose another.",
        status: 400,
        field: refusal.field,
      };
    case "slot-full":
      return {
        message: "This time slot is fully booked. Please choose another time or date.",
        status: 409,
        field: refusal.field,
      };
    case "timing":
      return { message: refusal.message, status: 400, field: refusal.field };
  }
}

/**
 * Cancels or moves the signed-in customer's booking.
 * @param request the dialog's POST (`intent` cancel with `reason`, or reschedule with
 *   `preferredDate` and `preferredTime`)
 * @param bookingId the booking from the URL
 * @returns 200 `{ ok: true }`; 400 with field errors for bad input; 404 for an unknown or
 *   someone else's booking; 409 past the cut-off, for a status that cannot change, a full
 *   slot, or a booking already moved MOVES_PER_BOOKING times; 429 with Retry-After once the
 *   customer made CHANGES_PER_DAY changes this Asia/Kolkata day
 *   (docs/product.md#lifecycle-changes); 503 when the database fails (nothing written)
 * @throws a redirect to /auth when signed out
 */
export async function handleBookingChange(
  request: Request,
  bookingId: string,
  now: Date = new Date(),
) {
  const user = await requireUser(request);
  if (!z.uuid().safeParse(bookingId).success)
    return data<BookingChangeResult>(
      { ok: false, message: "We could not find that booking." },
      { status: 404 },
    );
  const submission = await parseSubmission(request, BookingChangeSchema, {
    invalidMessage: firstFieldError,
  });
  if (!submission.ok)
    return data<BookingChangeResult>(refusalOf(submission), { status: submission.status });
  const change = submission.data;
  const env = getEnv();
  const ctx = { userId: user.id, now, cutoffHours: env.BOOKING_CHANGE_CUTOFF_HOURS };
  try {
    const outcome =
      change.intent === "cancel"
        ? await cancelBookingByCustomer(ctx, bookingId, change.reason)
        : await rescheduleBookingByCustomer(ctx, bookingId, change, env.BOOKING_SLOT_CAPACITY);
    if (!outcome.ok) {
      const refusal = refusalMessage(
        outcome,
        env.BOOKING_CHANGE_CUTOFF_HOURS,
        formatPhone(getBusinessFacts().phone),
        now,
      );
      return data<BookingChangeResult>(
        {
          ok: false,
          message: refusal.message,
          fieldErrors: refusal.field ? { [refusal.field]: refusal.message } : undefined,
        },
        {
          status: refusal.status,
          headers: refusal.retryAfterSeconds
            ? { "Retry-After": String(refusal.retryAfterSeconds) }
            : undefined,
        },
      );
    }
    const message =
      change.intent === "cancel"
        ? "Your booking is cancelled. We have emailed you a confirmation."
        : "Your booking has moved. We will call you to confirm the new time.";
    return data<BookingChangeResult>({ ok: true, intent: change.intent, message });
  } catch (error) {
    return storeFailed<BookingChangeResult>("Booking change could not be stored", error, {
      ok: false,
      message:
        "We could not change your booking just now. Nothing was changed; please try again or call us.",
    });
  }
}
