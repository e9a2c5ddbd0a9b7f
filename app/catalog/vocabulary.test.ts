import { describe, expect, it } from "vitest";
import labels from "./data/labels.json";
import { vocabulary } from "./vocabulary";

describe("vocabulary (docs/architecture.md#values-with-labels)", () => {
  const legState = vocabulary(labels.legState);

  it("keeps the declared order for the values, the labels and the options", () => {
    expect(legState.values).toEqual([
      "scheduled",
      "assigned",
      "on_the_way",
      "picked_up",
      "at_workshop",
      "out_for_delivery",
      "delivered",
    ]);
    expect(legState.labels.on_the_way).toBe("Driver on the way");
    expect(legState.options.slice(0, 2)).toEqual([
      { id: "scheduled", label: "Scheduled" },
      { id: "assigned", label: "Driver assigned" },
    ]);
  });

  it("knows its own values and nothing else", () => {
    expect(legState.includes("picked_up")).toBe(true);
    expect(legState.includes("Picked up")).toBe(false);
    expect(legState.includes("toString")).toBe(false);
    expect(legState.includes(null)).toBe(false);
  });

  it("refuses an empty set and whole-number values, whose order JavaScript would change", () => {
    expect(() => vocabulary({})).toThrow(/at least one value/);
    expect(() => vocabulary({ "01": "Jammu and Kashmir", "10": "Bihar" })).toThrow(/"10"/);
  });

  it("refuses a value without a label", () => {
    expect(() => vocabulary({ cash: "Cash", card: " " })).toThrow(/"card" needs a label/);
  });
});
