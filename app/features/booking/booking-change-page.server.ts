/**
 * The action behind the cancel and reschedule dialogs and their plain forms
 * (docs/product.md#lifecycle-changes), kept out of the route modules: guard first, one schema with
 * the dialogs, then the rules of `booking-changes.server.ts`. user_id and status never come from
 * the browser.
 */
import { data, redirect } from "react-router";
import { formatPhone } from "~/catalog/business";
import { bookingChangedPath } from "~/catalog/navigation";
import { requireUser } from "~/lib/auth.server";
import { orFallback } from "~/lib/db.server";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { firstFieldError, parseSubmission, refusalOf } from "~/lib/submission.server";
import { isUuid } from "~/lib/text-rules";
import { BOOKING_HORIZON_DAYS, secondsToNextKolkataDay } from "~/lib/time";
import { localizedPath } from "~/catalog/languages";
import type { Translator } from "~/lib/i18n";
import {
  BookingChangeSchema,
  CHANGE_DONE,
  changeIntentOf,
  type BookingChangeAnswer,
  type BookingChangeResult,
} from "./booking-change-schema";
import { changesLimitMessage, movesLimitMessage } from "./booking-limits.server";
import {
  cancelBookingByCustomer,
  rescheduleBookingByCustomer,
  type ChangeRefusal,
} from "./booking-changes.server";

/** A booking id that is not the customer's, or no booking at all. */
const NOT_FOUND_MESSAGE = "We could not find that booking.";

/** A change the database could not store. */
const STORE_FAILED =
  "We could not change your booking just now. Nothing was changed; please try again or call us.";

/**
 * The words of a refusal, naming the workshop's phone where the customer must call.
 * @param now the current instant (when the day's changes start afresh)
 * @returns the message and the HTTP status; for the day's changes used up (429), the seconds
 *   until the next Asia/Kolkata midnight
 */
function refusalMessage(
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
      return { message: NOT_FOUND_MESSAGE, status: 404 };
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

/** A change decided: the HTTP status, the answer, any headers (Retry-After) and what was sent. */
interface ChangeOutcome {
  status: number;
  result: BookingChangeResult;
  headers?: Record<string, string>;
  values: BookingChangeAnswer["values"];
}

/**
 * Decides a change of the signed-in customer's booking: reads the body with the dialogs' schema,
 * then applies the rules of `booking-changes.server.ts`.
 * @returns the outcome (see {@link handleBookingChange} for the statuses)
 * @throws a redirect to /auth when signed out
 */
async function decideChange(
  request: Request,
  bookingId: string,
  now: Date,
): Promise<ChangeOutcome> {
  const user = await requireUser(request);
  const notFound = { ok: false as const, message: NOT_FOUND_MESSAGE };
  if (!isUuid(bookingId)) return { status: 404, result: notFound, values: {} };
  const submission = await parseSubmission(request, BookingChangeSchema, {
    invalidMessage: firstFieldError,
  });
  const values = submission.values;
  if (!submission.ok) return { status: submission.status, result: refusalOf(submission), values };
  const change = submission.data;
  const env = getEnv();
  const ctx = { userId: user.id, now, cutoffHours: env.BOOKING_CHANGE_CUTOFF_HOURS };
  const outcome = await orFallback(
    "Booking change could not be stored",
    () =>
      change.intent === "cancel"
        ? cancelBookingByCustomer(ctx, bookingId, change.reason)
        : rescheduleBookingByCustomer(ctx, bookingId, change, env.BOOKING_SLOT_CAPACITY),
    null,
  );
  if (!outcome) return { status: 503, result: { ok: false, message: STORE_FAILED }, values };
  if (outcome.ok) {
    const message = CHANGE_DONE[change.intent].message;
    return { status: 200, result: { ok: true, intent: change.intent, message }, values };
  }
  const refusal = refusalMessage(
    outcome,
    env.BOOKING_CHANGE_CUTOFF_HOURS,
    formatPhone(getBusinessFacts().phone),
    now,
  );
  return {
    status: refusal.status,
    result: {
      ok: false,
      message: refusal.message,
      fieldErrors: refusal.field ? { [refusal.field]: refusal.message } : undefined,
    },
    headers: refusal.retryAfterSeconds
      ? { "Retry-After": String(refusal.retryAfterSeconds) }
      : undefined,
    values,
  };
}

/**
 * Cancels or moves the signed-in customer's booking, for the dialogs.
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
  const outcome = await decideChange(request, bookingId, now);
  return data<BookingChangeResult>(outcome.result, {
    status: outcome.status,
    headers: outcome.headers,
  });
}

/**
 * Cancels or moves the signed-in customer's booking from the plain form on its page, which works
 * before any script has loaded (docs/decisions/0011).
 * @param request the form's POST, with the dialogs' fields
 * @param bookingId the booking from the URL
 * @returns a redirect to the booking's page with the change's toast (`?changed=`); refused, the
 *   status of {@link handleBookingChange} with a {@link BookingChangeAnswer}: the message, the
 *   errors at their fields and what was sent
 * @param t the page's translator: from a Telugu or Hindi page the way back is that page and
 *   the refusal is in its language (docs/decisions/0026); English when absent
 * @throws a redirect to /auth when signed out
 */
export async function handleBookingChangeForm(
  request: Request,
  bookingId: string,
  now: Date = new Date(),
  t?: Translator,
) {
  const outcome = await decideChange(request, bookingId, now);
  const locale = t?.locale ?? "en";
  if (outcome.result.ok)
    return redirect(localizedPath(bookingChangedPath(bookingId, outcome.result.intent), locale));
  const refused =
    t && locale !== "en" ? changeRefusalIn(t, outcome.status, outcome.result) : outcome.result;
  return data<BookingChangeAnswer>(
    {
      ...refused,
      intent: changeIntentOf(outcome.values.intent) ?? undefined,
      values: outcome.values,
    },
    { status: outcome.status, headers: outcome.headers },
  );
}

/**
 * A refused change in a Telugu or Hindi page's language (docs/decisions/0026), by its status:
 * the message at each field the form was refused at, else the reason the booking cannot change.
 * @param t the page's translator; `status` the refusal's HTTP status; `result` the English refusal
 */
function changeRefusalIn(
  t: Translator,
  status: number,
  result: Extract<BookingChangeResult, { ok: false }>,
): Extract<BookingChangeResult, { ok: false }> {
  const phone = formatPhone(getBusinessFacts().phone);
  const days = BOOKING_HORIZON_DAYS;
  const fieldErrors = result.fieldErrors
    ? Object.fromEntries(
        Object.keys(result.fieldErrors).map((field) => [
          field,
          status === 409
            ? t.t("booking.change.errors.slotFull")
            : t.t(`booking.change.errors.${field}`, { days }),
        ]),
      )
    : undefined;
  const message = fieldErrors
    ? Object.values(fieldErrors)[0]!
    : status === 404
      ? t.t("booking.change.errors.notFound")
      : status === 429
        ? t.t("booking.change.errors.tooMany", { phone })
        : status === 409
          ? t.t("booking.change.errors.closed", { phone })
          : t.t("booking.change.errors.failed");
  return { ...result, message, fieldErrors };
}
