/**
 * What the product accepts as text from people, in one place (docs/decisions/0007): every
 * form schema (booking, quote, sign-up, profile name) calls these rules rather than keeping
 * its own copy. Client-safe: no Node or database imports.
 */
import * as zm from "zod/mini";
import { phoneE164 } from "./phone";

/** zod's UUID rule, from its small build: the breadcrumb bar, drawn in every page's script, uses it. */
const UUID = zm.uuid();

/**
 * Whether a value is a UUID as zod's `z.uuid()` reads it (RFC 9562): the ids of bookings and
 * their records in URLs, and a form's idempotency key (docs/product.md#idempotency). Every
 * check of an id in a URL or a body uses this, so a malformed one is a 404 or a 400, never a
 * database error.
 * @param value anything
 * @returns true for a UUID string in either case
 */
export function isUuid(value: unknown): value is string {
  return UUID.safeParse(value).success;
}

/**
 * Characters refused in any text a person types: C0 and C1 control characters other than
 * tab and line breaks (a NUL cannot even be stored by PostgreSQL; an ESC starts a terminal
 * escape sequence in a log), and the bidirectional embedding, override and isolate marks
 * (U+202A-U+202E, U+2066-U+2069) that make a name read differently from what it holds.
 */
const UNSUPPORTED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** Line breaks, refused in single-line fields (names, phones). */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** The message for text holding {@link UNSUPPORTED} characters or a line break where none belongs. */
export const UNSUPPORTED_CHARACTERS_MESSAGE = "Please remove unsupported characters";

/**
 * Whether free text (an address, a message) holds only characters we accept.
 * @param text the text as typed
 * @returns false when it holds a control or bidirectional-override character
 */
export function isPlainText(text: string): boolean {
  return !UNSUPPORTED.test(text);
}

/**
 * Whether one-line text (a name, a car model) holds only characters we accept.
 * @param text the text as typed
 * @returns false when it holds a control or bidirectional-override character or a line break
 */
export function isPlainLine(text: string): boolean {
  return isPlainText(text) && !LINE_BREAK.test(text);
}

/**
 * The longest email address any form takes, in characters (RFC 5321's path limit;
 * docs/decisions/0002).
 */
export const EMAIL_MAX = 254;

/** Bounds of a person's name, in characters after trimming (docs/decisions/0002). */
const PERSON_NAME_MIN = 2;
const PERSON_NAME_MAX = 100;

/**
 * What is wrong with a person's name, if anything (sign-up, a profile's name change).
 * @param name the name as sent
 * @returns a message for the person, or null when the name is acceptable
 */
export function personNameProblem(name: unknown): string | null {
  if (typeof name !== "string") return "Please enter your name";
  const trimmed = name.trim();
  if (trimmed.length < PERSON_NAME_MIN)
    return `Name must be at least ${PERSON_NAME_MIN} characters`;
  if (trimmed.length > PERSON_NAME_MAX) return `Name must be at most ${PERSON_NAME_MAX} characters`;
  if (!isPlainLine(trimmed)) return UNSUPPORTED_CHARACTERS_MESSAGE;
  return null;
}

/**
 * Whether text is a phone number as people type it: digits with an optional leading +,
 * spaces, dashes and brackets (no line breaks), that reads as a valid number in E.164
 * (`phoneE164`, docs/decisions/0013), so that every number a form accepts can be called and
 * messaged.
 * @param text the number as typed, trimmed
 * @returns true for e.g. "98490 98490", "+91 98490-98490", "040-2311-2345"; false for
 *   "(---------1)", "1234567890123456"
 */
export function isPhoneNumber(text: string): boolean {
  return phoneE164(text) !== null;
}
