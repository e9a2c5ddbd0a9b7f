/**
 * What a form sent, kept to show again after the server refuses it (docs/decisions/0011:
 * the forms are HTML forms the server answers, and bad input loses nothing).
 */

/**
 * Each named field as a string cut to its bound; anything else (a number, an object, a
 * missing field) becomes "".
 * @param fields the request's fields, or null when the body could not be read
 * @param maxLengths field name → the most characters kept
 * @returns one string per named field
 */
export function typedValues<K extends string>(
  fields: Record<string, unknown> | null,
  maxLengths: Record<K, number>,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(maxLengths) as K[]) {
    const v = fields?.[key];
    out[key] = typeof v === "string" ? v.slice(0, maxLengths[key]) : "";
  }
  return out;
}
