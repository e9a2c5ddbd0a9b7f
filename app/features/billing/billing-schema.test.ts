import { describe, expect, it } from "vitest";
import { BILLING_MESSAGES, EstimateLineInputSchema, warrantyChoiceValue } from "./billing-schema";
import { estimateDraftOf } from "./estimate-draft";

const invoiceId = "0b6f3c1e-5d2a-4a7b-9c3e-1f2a3b4c5d6e";
const pads = {
  kind: "part",
  description: "Rear brake pads refitted",
  hsnSac: "87083000",
  quantity: "1",
  unitPrice: "3200",
  gstRate: 28,
};

describe("an estimate line marked as warranty rework (docs/product.md#warranty-rework)", () => {
  it("is charged nothing whatever price was typed, and names the invoice line", () => {
    const line = EstimateLineInputSchema.parse({
      ...pads,
      warranty: warrantyChoiceValue(invoiceId, 2),
    });
    expect(line).toMatchObject({ unitPricePaise: 0, warranty: { invoiceId, line: 2 } });
    expect(EstimateLineInputSchema.parse(pads)).toMatchObject({
      unitPricePaise: 320000,
      warranty: null,
    });
  });

  it("refuses a value that names no invoice line", () => {
    for (const warranty of ["INV/2026-27/0005", `${invoiceId}:0`, `${invoiceId}:x`, "abc:1"]) {
      const parsed = EstimateLineInputSchema.safeParse({ ...pads, warranty });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ["warranty"],
        message: BILLING_MESSAGES.warrantyChoice,
      });
    }
  });

  it("shows the editor's price as 0 once the form comes back", () => {
    const read = estimateDraftOf({
      intent: "estimate-totals",
      "lines.0.unitPrice": "3200",
      "lines.0.warranty": warrantyChoiceValue(invoiceId, 2),
      "lines.1.unitPrice": "450",
    });
    expect(read.ok && read.draft.lines.map((l) => [l.unitPrice, l.warranty])).toEqual([
      ["0", warrantyChoiceValue(invoiceId, 2)],
      ["450", ""],
    ]);
  });
});
