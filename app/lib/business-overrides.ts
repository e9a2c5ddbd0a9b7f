/**
 * Which business facts the environment may override, and with which variable
 * (docs/product.md#business-facts). The one list: `getBusinessFacts` in `env.server.ts`
 * applies it, the back office's Settings tab shows it, and the README's Configuration table
 * names the same variables. Client-safe (no env or Node imports): the list is data, the
 * values are read by the server.
 */
import type { BusinessFacts } from "~/catalog/business";

/** The business facts an environment variable may set (all of them strings). */
export type OverridableFact = "name" | "legalName" | "phone" | "email" | "gstin" | "upiId";

/**
 * Each overriding variable and the facts it sets, in the order they are applied: a later
 * one wins, so `BUSINESS_LEGAL_NAME` beats the legal name that `BUSINESS_NAME` also sets.
 */
export const businessOverrides = [
  { variable: "BUSINESS_PHONE", facts: ["phone"] },
  { variable: "BUSINESS_NAME", facts: ["name", "legalName"] },
  { variable: "BUSINESS_EMAIL", facts: ["email"] },
  { variable: "BUSINESS_LEGAL_NAME", facts: ["legalName"] },
  { variable: "BUSINESS_GSTIN", facts: ["gstin"] },
  { variable: "BUSINESS_UPI_ID", facts: ["upiId"] },
] as const satisfies ReadonlyArray<{
  variable: `BUSINESS_${string}`;
  facts: readonly OverridableFact[];
}>;

/** One overriding environment variable, e.g. "BUSINESS_PHONE". */
export type BusinessOverrideVariable = (typeof businessOverrides)[number]["variable"];

/** The overriding variables' values, as the parsed environment holds them (unset: undefined). */
export type BusinessOverrideValues = Partial<Record<BusinessOverrideVariable, string | undefined>>;

/**
 * The business facts with the environment's overrides applied.
 * @param defaults the catalogue's facts (`defaultBusinessFacts`)
 * @param values the variables' values; empty or unset ones override nothing
 * @returns a new facts object
 */
export function applyBusinessOverrides(
  defaults: BusinessFacts,
  values: BusinessOverrideValues,
): BusinessFacts {
  const facts = { ...defaults };
  for (const { variable, facts: set } of businessOverrides) {
    const value = values[variable];
    if (value) for (const fact of set) facts[fact] = value;
  }
  return facts;
}

/**
 * The overriding variables that are set.
 * @param values the variables' values
 * @returns their names, in {@link businessOverrides} order
 */
export function overridesInForce(values: BusinessOverrideValues): BusinessOverrideVariable[] {
  return businessOverrides.filter((o) => values[o.variable]).map((o) => o.variable);
}

/**
 * Which variable a fact's value comes from.
 * @param fact the fact
 * @param inForce the variables that are set ({@link overridesInForce})
 * @returns the last variable in force that sets the fact, or null when the catalogue's value stands
 */
export function overridingVariable(
  fact: OverridableFact,
  inForce: readonly BusinessOverrideVariable[],
): BusinessOverrideVariable | null {
  const setters = businessOverrides.filter(
    (o) => inForce.includes(o.variable) && (o.facts as readonly OverridableFact[]).includes(fact),
  );
  return setters.at(-1)?.variable ?? null;
}
