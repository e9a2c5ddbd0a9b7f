/**
 * Lists and durations written as English prose, for the FAQ and the policy pages
 * (docs/product.md#route-legal). Lists use the platform's `Intl.ListFormat` (en-IN: "a, b and c",
 * no serial comma). Client-safe.
 */

const and = new Intl.ListFormat("en-IN", { type: "conjunction" });
const or = new Intl.ListFormat("en-IN", { type: "disjunction" });

/**
 * Joins items as English prose.
 * @returns "a", "a and b", "a, b and c"; "" for none
 */
export function listText(items: readonly string[]): string {
  return and.format(items);
}

/**
 * Joins alternatives as English prose.
 * @returns "a", "a or b", "a, b or c"; "" for none
 */
export function orText(items: readonly string[]): string {
  return or.format(items);
}

/**
 * A warranty length for people.
 * @param months whole months
 * @returns "1 year" for 12, "2 years" for 24, otherwise "N months"
 */
export function monthsText(months: number): string {
  if (months % 12 === 0) return months === 12 ? "1 year" : `${months / 12} years`;
  return `${months} months`;
}
