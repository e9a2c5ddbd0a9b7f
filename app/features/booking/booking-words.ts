/**
 * What a booking's stored values read as in the page's language (docs/decisions/0026): the
 * service type and the status stay stored as the English words, and only what is shown is
 * translated. Client-safe.
 */
import { statusLabel } from "~/catalog/booking-status";
import type { Translator } from "~/lib/i18n";

/**
 * A service type as shown.
 * @param t the page's translator
 * @param serviceType the stored service type, e.g. "AC Service & Repair"
 * @returns the stored words in English; in Telugu or Hindi the language's name for it, or the
 *   stored words for a type the catalogue does not hold
 */
export function serviceTypeWords(t: Translator, serviceType: string): string {
  const key = `booking.serviceTypes.${serviceType}`;
  return t.locale === "en" || !t.has(key) ? serviceType : t.t(key);
}

/**
 * A booking's status as shown (docs/product.md#booking-statuses).
 * @param t the page's translator
 * @param status the stored status, e.g. "in_progress"
 * @returns `statusLabel`'s words in English ("In Progress"); in Telugu or Hindi the language's,
 *   or `statusLabel`'s for a status the catalogue does not hold
 */
export function statusWords(t: Translator, status: string): string {
  const key = `booking.status.${status}`;
  return t.locale === "en" || !t.has(key) ? statusLabel(status) : t.t(key);
}

/**
 * One of the booking area's words where the component is also drawn on English pages that
 * hydrate without the area's catalogue (the back office): English as written there, else the
 * page language's message.
 * @param t the page's translator
 * @param key the message's key under "booking."
 * @param english the English words, as the English page shows them
 * @param values what the message interpolates
 */
export function bookingWords(
  t: Translator,
  key: string,
  english: string,
  values?: Record<string, string | number>,
): string {
  return t.locale === "en" ? english : t.t(`booking.${key}`, values);
}
