/**
 * Phone numbers as people type them, read once and the same way everywhere
 * (docs/decisions/0013): the booking and quote forms accept a number exactly when it can be
 * brought to E.164 here, and their schemas store that E.164 form; every WhatsApp message,
 * wa.me link, tel: link and comparison uses the stored value as it is, and the pages format it
 * only for display (`phoneForDisplay`). Reading is libphonenumber-js's, with India as the
 * country of numbers typed without one. Client-safe: no Node or database imports.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The country a number typed without a country code belongs to (the workshop is in Hyderabad). */
const DEFAULT_PHONE_COUNTRY = "IN";

/** Digits a phone number holds at the least and at the most (E.164 allows 15). */
const PHONE_DIGITS_MIN = 10;
const PHONE_DIGITS_MAX = 15;

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
 *   before an Indian number, or "+" and another country's code, are read as such; Telugu and
 *   Devanagari digits count as their ASCII digits
 * @returns e.g. "+919876543210", "+914023456789", "+447911123456"; null when it is not a
 *   valid number (10 to 15 digits as typed, of a length and prefix its country uses)
 */
export function phoneE164(typed: string): string | null {
  // Telugu and Devanagari digits read as ASCII ones (docs/decisions/0026).
  const text = asciiDigits(typed.trim());
  if (!PHONE_SHAPE.test(text)) return null;
  const digits = text.replace(/\D/g, "").length;
  if (digits < PHONE_DIGITS_MIN || digits > PHONE_DIGITS_MAX) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** A phone in its stored form: E.164, "+" and 8 to 15 digits, the first not 0. */
const STORED_E164 = /^\+[1-9]\d{7,14}$/;

/**
 * Whether a stored phone is in E.164 form. Forms store every phone they accept in E.164
 * (`phoneE164`, docs/decisions/0013); a row written before that whose number the migration
 * `drizzle/0022_phones_e164.sql` could not read, or an erased booking's placeholder, is not.
 * @param stored the phone as stored
 * @returns true for e.g. "+919876543210"; false for "98765 43210" or "0000000000"
 */
export function isStoredPhone(stored: string): boolean {
  return STORED_E164.test(stored);
}

/**
 * A stored phone as people read it (display only; what is stored and compared stays E.164,
 * docs/decisions/0013).
 * @param stored the phone as stored, E.164 (e.g. "+919876543210")
 * @returns an Indian number grouped "+91 98765 43210"; another country's number in its
 *   international grouping ("+44 7911 123456"); anything that is not E.164 unchanged
 */
export function phoneForDisplay(stored: string): string {
  if (!isStoredPhone(stored)) return stored;
  const indian = /^\+91(\d{5})(\d{5})$/.exec(stored);
  if (indian) return `+91 ${indian[1]} ${indian[2]}`;
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/**
 * The `tel:` link of a stored phone (docs/decisions/0013).
 * @param stored the phone as stored
 * @returns e.g. "tel:+919876543210"; null when the stored value is not E.164 (nothing to call)
 */
export function phoneCallHref(stored: string): string | null {
  return isStoredPhone(stored) ? `tel:${stored}` : null;
}

/**
 * The digits a phone search looks for in stored phones (docs/product.md#route-admin): a whole
 * number typed any way ("098765 43210", "+91 98765-43210", "98765 43210") is brought to its
 * E.164 digits, so it finds the stored "+919876543210"; a part of a number ("98765 432") is
 * looked for as its digits, without the leading zeros of a trunk or international prefix
 * ("098765" looks for "98765"), which no stored E.164 number has.
 * @param typed the search text, a phone as typed (digits, spaces, +, - or brackets)
 * @returns the digits without "+", e.g. "919876543210", "98765" or "43210"; "" for no digits
 */
export function phoneSearchDigits(typed: string): string {
  const e164 = phoneE164(typed);
  if (e164) return e164.slice(1);
  return typed.replace(/\D/g, "").replace(/^0+/, "");
}

/** The first code point of the Telugu (U+0C66–0C6F) and Devanagari (U+0966–096F) digit blocks. */
const NATIVE_DIGIT_ZEROS = [0x0c66, 0x0966];

/**
 * Text with Telugu and Devanagari digits turned into ASCII ones, everything else kept: a phone
 * number or an odometer reading typed on a Telugu or Hindi keyboard reads and is stored as
 * ASCII (docs/decisions/0026).
 * @param text as typed, e.g. "౯౮౭౬౫ ౪౩౨౧౦" or "९८७६५ ४३२१०"
 * @returns e.g. "98765 43210"
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0C66-\u0C6F\u0966-\u096F]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = NATIVE_DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}
