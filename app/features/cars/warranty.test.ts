import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import {
  invoiceLineWarranties,
  lineWarrantyMonths,
  longestWarrantyMonths,
  warrantyEndsOn,
  warrantyReworkNote,
} from "./warranty";

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

describe("warranty rework (docs/product.md#warranty-rework)", () => {
  it("names the invoice and its line", () => {
    expect(warrantyReworkNote("INV/2026-27/0005", 2)).toBe(
      "Under warranty: INV/2026-27/0005, line 2",
    );
  });

  it("gives each invoice line its warranty; a rework line carries none of its own", () => {
    const lines = invoiceLineWarranties(
      {
        id: "i1",
        number: "INV/2026-27/0005",
        invoicedOn: "2026-08-31",
        serviceType: "Battery replacement",
        lines: [
          { kind: "part", description: "Battery 65Ah" },
          { kind: "labour", description: "Fitting" },
          {
            kind: "labour",
            description: "Refit",
            warrantyOf: "Under warranty: INV/2026-27/0001, line 1",
          },
        ],
      },
      6,
    );
    expect(lines).toEqual([
      expect.objectContaining({ line: 1, months: 12, endsOn: "2027-08-31" }),
      expect.objectContaining({ line: 2, months: 6, endsOn: "2027-02-28", invoiceId: "i1" }),
    ]);
  });
});
