import { defaultBusinessFacts, type BusinessFacts } from "./business";

/**
 * Placeholders in the catalogue's JSON text. Figures the business facts or another entry
 * already hold (warranty months, service radius, a brand's offer price) are written as
 * `{name}` in the data and filled here when the module loads, so each figure stays in one
 * place and the data never freezes a copy of it (docs/product.md#business-facts).
 */

const placeholderPattern = /\{([A-Za-z][\w.]*)\}/g;

/**
 * Fills every `{name}` in a string, or in every string of an array or object, from a table.
 * @param value the data as read from JSON
 * @param values placeholder name → text or number to write in its place
 * @returns a copy of `value` with the placeholders filled
 * @throws Error when a string names a placeholder the table lacks
 */
export function fillPlaceholders<T>(value: T, values: Record<string, string | number>): T {
  if (typeof value === "string") {
    return value.replace(placeholderPattern, (_, name: string) => {
      const filled = values[name];
      if (filled === undefined) throw new Error(`Unknown placeholder {${name}} in "${value}"`);
      return String(filled);
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)]),
    ) as T;
  }
  return value;
}

/**
 * The business facts as placeholders: `{name}`, `{serviceRadiusKm}`,
 * `{promises.warrantyMonths}`, `{rating.value}` … (every text or number of the facts,
 * nested names joined with dots).
 * @param facts the business facts; defaults to {@link defaultBusinessFacts}
 * @returns placeholder name → value
 */
export function factPlaceholders(
  facts: BusinessFacts = defaultBusinessFacts,
): Record<string, string | number> {
  const table: Record<string, string | number> = {};
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === "string" || typeof value === "number") table[prefix] = value;
    else if (value !== null && typeof value === "object" && !Array.isArray(value))
      for (const [key, item] of Object.entries(value))
        walk(item, prefix ? `${prefix}.${key}` : key);
  };
  walk(facts, "");
  return table;
}
