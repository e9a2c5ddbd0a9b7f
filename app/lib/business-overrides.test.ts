import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import {
  applyBusinessOverrides,
  businessOverrides,
  overridesInForce,
  overridingVariable,
} from "./business-overrides";
import { EnvSchema } from "./env.server";

describe("businessOverrides", () => {
  it("names only variables the environment schema knows", () => {
    for (const { variable } of businessOverrides) expect(EnvSchema.shape).toHaveProperty(variable);
  });

  it("are the variables the README's Configuration table lists", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    for (const { variable } of businessOverrides) expect(readme).toContain(`| \`${variable}\``);
  });

  it("applies the set variables; BUSINESS_LEGAL_NAME beats the legal name BUSINESS_NAME sets", () => {
    expect(applyBusinessOverrides(defaultBusinessFacts, {})).toEqual(defaultBusinessFacts);
    expect(
      applyBusinessOverrides(defaultBusinessFacts, {
        BUSINESS_NAME: "Madhapur Motors",
        BUSINESS_EMAIL: "",
      }),
    ).toEqual({
      ...defaultBusinessFacts,
      name: "Madhapur Motors",
      legalName: "Madhapur Motors",
    });
    const both = { BUSINESS_NAME: "Madhapur Motors", BUSINESS_LEGAL_NAME: "MM Services LLP" };
    expect(applyBusinessOverrides(defaultBusinessFacts, both)).toMatchObject({
      name: "Madhapur Motors",
      legalName: "MM Services LLP",
    });
    expect(overridesInForce(both)).toEqual(["BUSINESS_NAME", "BUSINESS_LEGAL_NAME"]);
    expect(overridingVariable("legalName", overridesInForce(both))).toBe("BUSINESS_LEGAL_NAME");
    expect(overridingVariable("legalName", ["BUSINESS_NAME"])).toBe("BUSINESS_NAME");
    expect(overridingVariable("phone", ["BUSINESS_NAME"])).toBeNull();
  });
});
