import { describe, expect, it } from "vitest";
import { AddToEstimateSchema, RecordPointSchema } from "./health-check-schema";

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("the point form (docs/product.md#health-check-points)", () => {
  it("takes a finding, a note and a measurement within the point's bounds, in tenths", () => {
    expect(
      RecordPointSchema.parse({
        intent: "record-point",
        pointId: "tyre-tread",
        finding: "attention",
        note: "  Front left below 1.6 mm ",
        measurement: "1.2",
      }),
    ).toEqual({
      pointId: "tyre-tread",
      finding: "attention",
      note: "Front left below 1.6 mm",
      measurementTenths: 12,
    });
    expect(
      RecordPointSchema.parse({ intent: "record-point", pointId: "horn-wipers", finding: "fine" }),
    ).toEqual({ pointId: "horn-wipers", finding: "fine", note: "", measurementTenths: null });
  });

  it("refuses a measurement out of bounds, one on a point that takes none, an unknown point or finding, a long note and an unknown field", () => {
    const parse = (fields: Record<string, string>) =>
      issues(RecordPointSchema.safeParse({ intent: "record-point", ...fields }));
    expect(parse({ pointId: "ac-performance", finding: "watch", measurement: "45" })).toEqual([
      "measurement: Enter a number from 0 to 40 °C",
    ]);
    expect(parse({ pointId: "seat-belts", finding: "fine", measurement: "3" })).toEqual([
      "measurement: This point takes no measurement",
    ]);
    expect(parse({ pointId: "warp-drive", finding: "fine" })).toEqual([
      "pointId: Choose one of the 25 points",
    ]);
    expect(parse({ pointId: "seat-belts", finding: "great" })).toEqual([
      "finding: Choose Fine for now, Keep an eye on or Needs attention",
    ]);
    expect(parse({ pointId: "seat-belts", finding: "fine", note: "x".repeat(301) })).toEqual([
      "note: A note may be at most 300 characters",
    ]);
    expect(parse({ pointId: "seat-belts", finding: "fine", price: "100" })).toHaveLength(1);
  });

  it("prices an estimate line in paise, more than 0", () => {
    expect(
      AddToEstimateSchema.parse({ intent: "add-to-estimate", pointId: "exhaust", price: "1499.50" })
        .price,
    ).toBe(149950);
    expect(
      AddToEstimateSchema.safeParse({ intent: "add-to-estimate", pointId: "exhaust", price: "0" })
        .success,
    ).toBe(false);
  });
});
