/** Small wording helpers for the FAQ and the policy pages. Client-safe. */

/**
 * Joins items as English prose.
 * @returns "a", "a and b", "a, b and c"; "" for none
 */
export function listText(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Joins alternatives as English prose.
 * @returns "a", "a or b", "a, b or c"; "" for none
 */
export function orText(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
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
