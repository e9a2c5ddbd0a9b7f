/**
 * The /booking action's rules, kept out of the route module: read the body (JSON or form
 * data), validate with the shared schema and the clock rules, then create the booking for
 * the session's user. user_id and status never come from the browser (docs/product.md#roles).
 */
import { data, redirect } from "react-router";
import { bookedPath } from "~/catalog/navigation";
import { localizedPath, type Locale } from "~/catalog/languages";
import type { Translator } from "~/lib/i18n";
import { BOOKING_HORIZON_DAYS } from "~/lib/time";
import { getSessionUser, requireUser } from "~/lib/auth.server";
import { clientIp } from "~/lib/client-ip";
import { logDatabaseError } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isUuid } from "~/lib/text-rules";
import {
  consumeDailyRateLimit,
  consumeRateLimit,
  refundDailyRateLimit,
  refundRateLimit,
  retryAfterText,
} from "~/lib/rate-limit.server";
import {
  INVALID_SUBMISSION_MESSAGE as INVALID_MESSAGE,
  parseSubmission,
  refusalOf,
  type Submission,
} from "~/lib/submission.server";
import { BookingCarError } from "~/features/cars/booking-cars.server";
import { clearBookingDraft, keepBookingDraft } from "./booking-draft.server";
import {
  BOOKING_FAILED_FALLBACK,
  BOOKING_SHOWN_MAX,
  BookingFormSchema,
  bookingTimingErrors,
  type BookingFieldErrors,
  type BookingTypedValues,
} from "./booking-schema";
import { ActiveBookingLimitError, IP_DAILY_LIMIT_MESSAGE } from "./booking-limits.server";
import { SlotFullError, createBooking } from "./booking-create.server";
import type { BookingView } from "./bookings.server";

/** What the /booking action answers a JSON submission. */
type BookingActionResult =
  | { ok: true; booking: BookingView }
  | { ok: false; message: string; fieldErrors?: BookingFieldErrors };

/**
 * The form's idempotency key (docs/product.md#idempotency: one booking per form, however often it
 * is sent).
 * @returns the key, undefined when none was sent, or null when one was sent malformed
 */
function idempotencyKeyOf(fields: Record<string, unknown>): string | undefined | null {
  const key = fields.idempotencyKey;
  if (key === undefined || key === "") return undefined;
  return isUuid(key) ? key.toLowerCase() : null;
}

/** An answer: the HTTP status, the body and any headers (Retry-After). */
interface BookingOutcome {
  status: number;
  result: BookingActionResult;
  headers?: Record<string, string>;
}

/**
 * Reads a booking form's submission: its fields (plus the idempotency key), checked with
 * `BookingFormSchema`, and what was typed.
 */
function readBooking(request: Request) {
  return parseSubmission(request, BookingFormSchema, {
    extraFields: ["idempotencyKey"],
    maxLengths: BOOKING_SHOWN_MAX,
  });
}

/**
 * Decides a signed-in customer's booking from its submission.
 * @param ip the client IP, counted against BOOKING_IP_DAILY_LIMIT
 * @returns 200 with the booking (also when the same form, by its idempotency key, was
 *   already stored: the earlier booking); 400 with field errors for invalid input, and for
 *   a field the form does not have (user_id, status, `__proto__` …); 409 when the slot is
 *   full (BOOKING_SLOT_CAPACITY) or the account already holds BOOKING_ACTIVE_LIMIT upcoming
 *   bookings (docs/product.md#booking-limits); 429 when the customer has made
 *   BOOKING_RATE_LIMIT bookings in the last hour, or BOOKING_IP_DAILY_LIMIT bookings came from
 *   the client IP this Asia/Kolkata day (Retry-After: the next midnight there); 404 at the car
 *   choice when the car is not one of the customer's, 409 at the registration when another
 *   account holds it (docs/product.md#booking-car); 503 when the database cannot store it
 *   (nothing half-written). A booking not made is not counted.
 * @param language the language of the page booked from when not English: the account's
 *   language becomes it, with the booking (docs/decisions/0026)
 */
async function decideBooking(
  userId: string,
  ip: string,
  submission: Submission<typeof BookingFormSchema, keyof typeof BOOKING_SHOWN_MAX>,
  now: Date,
  language?: Exclude<Locale, "en">,
): Promise<BookingOutcome> {
  const refuse = (
    status: number,
    result: BookingActionResult,
    headers?: Record<string, string>,
  ): BookingOutcome => ({ status, result, headers });
  if (!submission.ok) return refuse(submission.status, refusalOf(submission));
  const timing = bookingTimingErrors(submission.data, now);
  if (Object.keys(timing).length > 0)
    return refuse(400, { ok: false, message: Object.values(timing)[0]!, fieldErrors: timing });
  const idempotencyKey = idempotencyKeyOf(submission.fields);
  if (idempotencyKey === null) return refuse(400, { ok: false, message: INVALID_MESSAGE });
  const env = getEnv();
  // Gives back what a booking that was not made had counted.
  let counted = { user: false, ip: false };
  const refund = async () => {
    if (counted.user) await refundRateLimit("booking", userId).catch(() => {});
    if (counted.ip) await refundDailyRateLimit("booking-ip", ip, now).catch(() => {});
    counted = { user: false, ip: false };
  };
  try {
    const limit = await consumeRateLimit("booking", userId);
    if (!limit.allowed) {
      return refuse(
        429,
        {
          ok: false,
          message: `You have made several bookings in a short time. ${retryAfterText(limit.retryAfterSeconds)} For anything urgent, please call us.`,
        },
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    }
    counted.user = true;
    // docs/product.md#booking-limits: new bookings per client IP per Asia/Kolkata day.
    const fromIp = await consumeDailyRateLimit("booking-ip", ip, now);
    if (!fromIp.allowed) {
      await refund();
      return refuse(
        429,
        { ok: false, message: IP_DAILY_LIMIT_MESSAGE },
        { "Retry-After": String(fromIp.retryAfterSeconds) },
      );
    }
    counted.ip = true;
    const result = await createBooking(userId, submission.data, {
      slotCapacity: env.BOOKING_SLOT_CAPACITY,
      activeLimit: env.BOOKING_ACTIVE_LIMIT,
      idempotencyKey,
      now,
      language,
    });
    if (!result.created) await refund();
    return { status: 200, result: { ok: true, booking: result.booking } };
  } catch (error) {
    await refund();
    if (error instanceof SlotFullError) {
      return refuse(409, {
        ok: false,
        message: error.message,
        fieldErrors: { preferredTime: error.message },
      });
    }
    if (error instanceof ActiveBookingLimitError)
      return refuse(409, { ok: false, message: error.message });
    // docs/product.md#booking-car: another customer's car (404), a registration held elsewhere (409).
    if (error instanceof BookingCarError) {
      return refuse(error.status, {
        ok: false,
        message: error.message,
        fieldErrors: { [error.field]: error.message },
      });
    }
    logDatabaseError("Booking could not be stored", error);
    return refuse(503, { ok: false, message: BOOKING_FAILED_FALLBACK });
  }
}

/**
 * What a signed-out submit is told (docs/product.md#messages-booking: the 'Sign In Required'
 * toast).
 */
const SIGN_IN_TO_BOOK_MESSAGE = "Please sign in to complete your booking.";

/**
 * Handles a booking submitted as JSON (the API the load benchmark and the tests drive).
 * @returns the status and body of {@link decideBooking}
 * @throws a 401 `{ ok: false, message }` when signed out
 */
export async function handleBookingAction(request: Request, now: Date = new Date()) {
  const user = await requireUser(request, () =>
    Response.json({ ok: false, message: SIGN_IN_TO_BOOK_MESSAGE } satisfies BookingActionResult, {
      status: 401,
    }),
  );
  const outcome = await decideBooking(user.id, clientIp(request), await readBooking(request), now);
  return data(outcome.result, { status: outcome.status, headers: outcome.headers });
}

/** What the booking page shows after a form post it refused: the message, the errors and what was typed. */
export interface BookingFormAnswer {
  ok: false;
  message: string;
  fieldErrors?: BookingFieldErrors;
  values: BookingTypedValues;
  /** Signed out: the draft is kept and the visitor is sent to /auth. */
  signInRequired?: boolean;
  /** The submitted form's idempotency key, kept so sending it again still books once. */
  idempotencyKey?: string;
}

/**
 * Handles the booking form posted as an HTML form (docs/decisions/0011). Signed out: keeps
 * the draft in a cookie and answers 401 with `signInRequired` (the page then shows the
 * spec's toast and moves to /auth after 2 s). Booked: clears the draft and redirects to
 * My Bookings with the new booking's id (`?tab=my-bookings&booked=<id>`), so a reload does
 * not post again. Refused: the status of {@link decideBooking} with the message, the
 * errors at their fields and the typed values. From a Telugu or Hindi page (`t`): the messages
 * are the language's, My Bookings opens in it, and the account's language becomes it with the
 * booking (docs/decisions/0026).
 * @param t the page's translator; English when absent
 */
export async function handleBookingFormPost(
  request: Request,
  now: Date = new Date(),
  t?: Translator,
) {
  const translated = t && t.locale !== "en" ? t : undefined;
  // Not the guard: signed out, the form's values are kept as a draft before going to /auth.
  const user = await getSessionUser(request);
  const submission = await readBooking(request);
  const { values, fields } = submission;
  if (!user) {
    return data<BookingFormAnswer>(
      {
        ok: false,
        message: translated ? translated.t("booking.errors.signIn") : SIGN_IN_TO_BOOK_MESSAGE,
        values,
        signInRequired: true,
      },
      {
        status: 401,
        headers: fields ? { "Set-Cookie": keepBookingDraft(values, request) } : undefined,
      },
    );
  }
  const outcome = await decideBooking(
    user.id,
    clientIp(request),
    submission,
    now,
    translated?.locale as Exclude<Locale, "en"> | undefined,
  );
  const key = fields ? idempotencyKeyOf(fields) : undefined;
  if (outcome.result.ok) {
    return redirect(localizedPath(bookedPath(outcome.result.booking.id), t?.locale ?? "en"), {
      headers: { "Set-Cookie": clearBookingDraft(request) },
    });
  }
  const refused = translated ? bookingRefusalIn(translated, outcome) : outcome.result;
  return data<BookingFormAnswer>(
    { ...refused, values, idempotencyKey: key ?? undefined },
    { status: outcome.status, headers: outcome.headers },
  );
}

/**
 * A refused booking in a Telugu or Hindi page's language (docs/decisions/0026), by its status
 * and the fields it was refused at: each field's message, and the toast's reason.
 * @param t the page's translator
 * @param outcome the refusal as {@link decideBooking} answered it (its words English)
 * @returns the refusal with the language's message and field errors
 */
function bookingRefusalIn(
  t: Translator,
  outcome: BookingOutcome,
): Extract<BookingActionResult, { ok: false }> {
  const english = outcome.result as Extract<BookingActionResult, { ok: false }>;
  const fields = Object.keys(english.fieldErrors ?? {});
  const message = (field: string) => {
    // 409 at the slot: full; 404 or 409 at the car: not theirs, or a registration held elsewhere.
    if (outcome.status === 409 && field === "preferredTime") return t.t("booking.errors.slotFull");
    if (outcome.status === 404) return t.t("booking.errors.carNotFound");
    if (outcome.status === 409) return t.t("booking.errors.registrationTaken");
    return t.t(`booking.errors.fields.${field}`, { days: BOOKING_HORIZON_DAYS });
  };
  const fieldErrors: BookingFieldErrors | undefined =
    fields.length > 0 ? Object.fromEntries(fields.map((f) => [f, message(f)])) : undefined;
  const reason =
    outcome.status === 400
      ? t.t("booking.errors.invalid")
      : outcome.status === 429
        ? t.t(
            english.message === IP_DAILY_LIMIT_MESSAGE
              ? "booking.errors.ipDaily"
              : "booking.errors.tooMany",
          )
        : outcome.status === 409 && !fieldErrors
          ? t.t("booking.errors.activeLimit", { limit: getEnv().BOOKING_ACTIVE_LIMIT })
          : outcome.status === 503
            ? t.t("booking.errors.failed")
            : undefined;
  return {
    ok: false,
    message: reason ?? Object.values(fieldErrors ?? {})[0] ?? t.t("booking.errors.failed"),
    fieldErrors,
  };
}
