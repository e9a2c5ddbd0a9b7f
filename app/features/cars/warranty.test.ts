import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { lineWarrantyMonths, longestWarrantyMonths, warrantyEndsOn } from "./warranty";

const workmanship = defaultBusinessFacts.promises.warrantyMonths;

describe("the warranty of an invoiced line (docs/product.md#garage-car-page)", () => {
  it("gives a battery fitted under Battery replacement the catalogue's 12 months, and its labour the workshop's 6", () => {
    expect(lineWarrantyMonths("Battery replacement", "part", workmanship)).toBe(12);
    expect(lineWarrantyMonths("Battery replacement", "labour", workmanship)).toBe(6);
  });

  it("gives every other line the workshop's warranty on workmanship", () => {
    expect(lineWarrantyMonths("General Service & Maintenance", "part", workmanship)).toBe(6);
    expect(lineWarrantyMonths("Engine Oil Change", "labour", 3)).toBe(3);
  });

  it("ends the warranty the months after the invoice's date", () => {
    expect(warrantyEndsOn("2026-03-14", 6)).toBe("2026-09-14");
    expect(warrantyEndsOn("2026-08-31", 6)).toBe("2027-02-28");
  });

  it("knows the longest warranty any line may carry", () => {
    expect(longestWarrantyMonths(workmanship)).toBe(12);
    expect(longestWarrantyMonths(18)).toBe(18);
  });
});
