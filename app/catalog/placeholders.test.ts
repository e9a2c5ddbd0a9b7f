import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "./business";
import { factPlaceholders, fillPlaceholders } from "./placeholders";

describe("catalogue placeholders", () => {
  it("fill every string of nested data and leave other values alone", () => {
    const data = { title: "From {price}", list: ["{name} in {area}", 3], flag: true };
    expect(fillPlaceholders(data, { price: "₹1,999", name: "BMW", area: "Madhapur" })).toEqual({
      title: "From ₹1,999",
      list: ["BMW in Madhapur", 3],
      flag: true,
    });
  });

  it("refuse a placeholder the table lacks", () => {
    expect(() => fillPlaceholders("{missing}", {})).toThrow(/Unknown placeholder \{missing\}/);
  });

  it("name the business facts by their dotted paths", () => {
    const facts = factPlaceholders();
    expect(facts["promises.warrantyMonths"]).toBe(defaultBusinessFacts.promises.warrantyMonths);
    expect(facts["name"]).toBe(defaultBusinessFacts.name);
  });

  it("leave no placeholder unfilled in the catalogue", async () => {
    const catalog = await import("./index");
    expect(JSON.stringify(catalog)).not.toMatch(/\{[A-Za-z][\w.]*\}/);
  });
});
