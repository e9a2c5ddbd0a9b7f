import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { applyBusinessOverrides } from "~/lib/business-overrides";
import { businessFactRows } from "./settings-tab";

describe("businessFactRows", () => {
  it("shows the catalogue as the source of facts nobody overrode", () => {
    const rows = businessFactRows(defaultBusinessFacts, []);
    expect(rows.find((r) => r.label === "Phone and WhatsApp")).toEqual({
      label: "Phone and WhatsApp",
      value: "+91 98765 43210",
      source: "app/catalog/business.ts",
    });
    expect(rows.map((r) => r.label)).toContain("Address");
  });

  it("names the environment variable of an overridden fact", () => {
    const values = { BUSINESS_PHONE: "+919000000001", BUSINESS_NAME: "Madhapur Motors" };
    const rows = businessFactRows(applyBusinessOverrides(defaultBusinessFacts, values), [
      "BUSINESS_PHONE",
      "BUSINESS_NAME",
    ]);
    expect(rows.find((r) => r.label === "Phone and WhatsApp")).toMatchObject({
      value: "+91 90000 00001",
      source: "BUSINESS_PHONE environment variable",
    });
    expect(rows.find((r) => r.label === "Name")).toMatchObject({
      source: "BUSINESS_NAME environment variable",
    });
    // BUSINESS_NAME also sets the legal name, and the tab says so.
    expect(rows.find((r) => r.label === "Legal name (invoices)")).toMatchObject({
      value: "Madhapur Motors",
      source: "BUSINESS_NAME environment variable",
    });
    expect(rows.find((r) => r.label === "Email")).toMatchObject({
      source: "app/catalog/business.ts",
    });
  });
});
