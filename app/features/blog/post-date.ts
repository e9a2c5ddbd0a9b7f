/** Date wording for posts and policy pages. Client-safe and tiny: no catalogue data. */
import { languages, type Locale } from "~/catalog/languages";

/**
 * A publish date for people.
 * @param date "yyyy-MM-dd"
 * @param locale the page's language (default English); Telugu and Hindi through Intl
 *   (te-IN, hi-IN, Latin digits: docs/decisions/0026)
 * @returns e.g. "14 March 2026", "14 మార్చి, 2026", "14 मार्च 2026" (the calendar date as
 *   written; no time zone shift)
 */
export function formatPostDate(date: string, locale: Locale = "en"): string {
  const [y, m, d] = date.split("-").map(Number);
  if (locale !== "en")
    return new Intl.DateTimeFormat(languages[locale].intl, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
      numberingSystem: "latn",
    }).format(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return `${d} ${months[(m ?? 1) - 1]} ${y}`;
}
