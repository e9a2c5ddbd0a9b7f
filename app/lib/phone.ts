/**
 * Phone numbers as people type them, read once and the same way everywhere
 * (docs/decisions/0013): the booking and quote forms accept a number exactly when it can be
 * brought to E.164 here, and every WhatsApp message, wa.me link and tel: link to a customer
 * uses the E.164 form from here. Reading is libphonenumber-js's, with India as the country of
 * numbers typed without one. Client-safe: no Node or database imports.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The country a number typed without a country code belongs to (the workshop is in Hyderabad). */
export const DEFAULT_PHONE_COUNTRY = "IN";

/** Digits a phone number holds at the least and at the most (E.164 allows 15). */
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 15;

/**
 * A phone number as people type it: digits, an optional leading +, spaces, dashes, brackets.
 * Anything else (letters, a + inside, line breaks) is not a number, even when
 * libphonenumber-js could find one in it.
 */
const PHONE_SHAPE = /^\+?[\d ()-]+$/;

/**
 * A typed phone number in E.164 form.
 * @param typed as typed: digits with spaces, dashes and brackets; a number without a country
 *   code is Indian ("98765 43210", "098765 43210", "040 2345 6789"); "+91", "91" and "0091"
 *   before an Indian number, or "+" and another country's code, are read as such
 * @returns e.g. "+919876543210", "+914023456789", "+447911123456"; null when it is not a
 *   valid number (10 to 15 digits as typed, of a length and prefix its country uses)
 */
export function phoneE164(typed: string): string | null {
  const text = typed.trim();
  if (!PHONE_SHAPE.test(text)) return null;
  const digits = text.replace(/\D/g, "").length;
  if (digits < PHONE_DIGITS_MIN || digits > PHONE_DIGITS_MAX) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}
