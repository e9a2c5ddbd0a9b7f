/**
 * The booking area's words where a component is also drawn on English pages that hydrate
 * without the area's catalogue (docs/decisions/0026); a stored service type's and status's words
 * are `serviceTypeWords` and `bookingStatusWords` in `app/lib/i18n.ts`, which My Garage, the
 * review page and the messages use too. Client-safe.
 */
import type { Translator } from "~/lib/i18n";

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
