/**
 * The booking form's draft, kept in a cookie while a signed-out visitor signs in, so
 * nothing they typed is lost on the way (docs/product.md, booking rules: the draft kept
 * across sign-in; docs/decisions/0011). The cookie holds only the form's text fields, is
 * HttpOnly and SameSite=Lax, lives a day, and is cleared once a booking is made.
 */
import { emptyBookingForm, typedBookingValues, type BookingTypedValues } from "./booking-schema";

/** The draft cookie's name. */
export const BOOKING_DRAFT_COOKIE = "booking_draft";

/** How long a draft is kept, in seconds (a day). */
const DRAFT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Browsers keep cookies up to about 4 KB; a longer draft drops its special requests. */
const MAX_COOKIE_VALUE_BYTES = 3500;

function cookieAttributes(request: Request, maxAge: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The Set-Cookie header that keeps a draft.
 * @param values what the visitor typed (strings, already bounded by `typedBookingValues`)
 * @param request the request being answered (HTTPS decides `Secure`)
 * @returns the header's value
 */
export function keepBookingDraft(values: BookingTypedValues, request: Request): string {
  // Consent to WhatsApp is given afresh with each booking, never restored from a draft
  // (docs/product.md#lifecycle-whatsapp).
  values = { ...values, whatsappOptIn: "" };
  let encoded = Buffer.from(JSON.stringify(values)).toString("base64url");
  if (encoded.length > MAX_COOKIE_VALUE_BYTES)
    encoded = Buffer.from(JSON.stringify({ ...values, specialRequests: "" })).toString("base64url");
  if (encoded.length > MAX_COOKIE_VALUE_BYTES)
    encoded = Buffer.from(JSON.stringify({ ...values, specialRequests: "", address: "" })).toString(
      "base64url",
    );
  return `${BOOKING_DRAFT_COOKIE}=${encoded}; ${cookieAttributes(request, DRAFT_MAX_AGE_SECONDS)}`;
}

/**
 * The Set-Cookie header that forgets the draft (after a booking is made).
 * @param request the request being answered
 */
export function clearBookingDraft(request: Request): string {
  return `${BOOKING_DRAFT_COOKIE}=; ${cookieAttributes(request, 0)}`;
}

/**
 * Reads the draft a request carries.
 * @returns the typed values (each field a bounded string), or null when there is none or it
 *   cannot be read (a tampered cookie is ignored, never an error)
 */
export function readBookingDraft(request: Request): BookingTypedValues | null {
  const header = request.headers.get("cookie") ?? "";
  const raw = header
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${BOOKING_DRAFT_COOKIE}=`))
    ?.slice(BOOKING_DRAFT_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    return { ...emptyBookingForm, ...typedBookingValues(parsed as Record<string, unknown>) };
  } catch {
    return null;
  }
}
