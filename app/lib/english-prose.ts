/**
 * Lists and durations written as English prose, for the FAQ and the policy pages
 * (docs/product.md#route-legal). Lists use the platform's `Intl.ListFormat` (en-IN: "a, b and c",
 * no serial comma; te-IN and hi-IN on the Telugu and Hindi pages, docs/decisions/0026).
 * Client-safe.
 */
import { languages, type Locale } from "~/catalog/languages";
import type { Translator } from "./i18n";

const listFormats = new Map<string, Intl.ListFormat>();

/** The list format of a language and kind, made once. */
function listFormat(locale: Locale, type: "conjunction" | "disjunction"): Intl.ListFormat {
  const key = `${locale} ${type}`;
  let format = listFormats.get(key);
  if (!format)
    listFormats.set(key, (format = new Intl.ListFormat(languages[locale].intl, { type })));
  return format;
}

/**
 * Joins items as prose.
 * @param items the items, in order
 * @param locale the page's language (default English)
 * @returns "a", "a and b", "a, b and c" ("a, b మరియు c", "a, b, और c"); "" for none
 */
export function listText(items: readonly string[], locale: Locale = "en"): string {
  return listFormat(locale, "conjunction").format(items);
}

/**
 * Joins alternatives as prose.
 * @param items the alternatives, in order
 * @param locale the page's language (default English)
 * @returns "a", "a or b", "a, b or c" ("a, b లేదా c", "a, b या c"); "" for none
 */
export function orText(items: readonly string[], locale: Locale = "en"): string {
  return listFormat(locale, "disjunction").format(items);
}

/**
 * A warranty length for people.
 * @param months whole months
 * @param translator the page's translator, for its language's words and plurals
 *   (`faq.duration`); English's own when absent
 * @returns "1 year" for 12, "2 years" for 24, otherwise "N months" ("1 సంవత్సరం", "2 साल" …)
 */
export function monthsText(months: number, translator?: Translator): string {
  if (translator)
    return months % 12 === 0
      ? translator.t("faq.duration.years", { count: months / 12 })
      : translator.t("faq.duration.months", { count: months });
  if (months % 12 === 0) return months === 12 ? "1 year" : `${months / 12} years`;
  return `${months} months`;
}

/**
 * A payment method of the business facts in a page's language (docs/decisions/0026).
 * @param method as configured, e.g. "Credit Card"
 * @param translator the page's translator
 * @returns its words in the language (`content.faq.paymentMethods`), or the method as
 *   configured when English or when the catalogue does not name it
 */
export function paymentMethodIn(method: string, { t, has }: Translator): string {
  const key = `content.faq.paymentMethods.${method}`;
  return has(key) ? t(key) : method;
}
