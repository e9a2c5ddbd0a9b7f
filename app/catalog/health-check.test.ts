import { describe, expect, it } from "vitest";
import {
  HEALTH_FINDINGS,
  formatMeasurement,
  getHealthPoint,
  healthAreas,
  healthFindings,
  healthPoints,
  parseMeasurement,
} from "./health-check";

describe("the 25-point health check (docs/product.md#health-check)", () => {
  it("has 25 points with unique ids, in five areas, in the areas' order", () => {
    const ids = healthPoints.map((p) => p.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(healthAreas.map((a) => a.label)).toEqual([
      "Under the hood",
      "Brakes and tyres",
      "Electricals",
      "Underbody",
      "Interior",
    ]);
    expect(healthAreas.map((a) => healthPoints.filter((p) => p.area === a.id).length)).toEqual([
      7, 7, 5, 4, 2,
    ]);
  });

  it("measures brake pads and tread in mm, the battery in % and the AC's vent in °C", () => {
    const measured = healthPoints.filter((p) => p.measurement).map((p) => [p.id, p.measurement]);
    expect(measured).toEqual([
      ["front-brake-pads", "brake_pad_mm"],
      ["rear-brakes", "brake_pad_mm"],
      ["tyre-tread", "tread_mm"],
      ["battery-health", "battery_percent"],
      ["ac-performance", "ac_vent_c"],
    ]);
  });

  it("names the post's three findings", () => {
    expect(healthFindings.map((f) => HEALTH_FINDINGS[f].label)).toEqual([
      "Fine for now",
      "Keep an eye on",
      "Needs attention",
    ]);
  });

  it("takes measurements within their bounds and steps, in tenths", () => {
    expect(parseMeasurement("tread_mm", "3.5")).toBe(35);
    expect(parseMeasurement("tread_mm", " 0 ")).toBe(0);
    expect(parseMeasurement("tread_mm", "12")).toBe(120);
    expect(parseMeasurement("tread_mm", "")).toBeNull();
    expect(parseMeasurement("tread_mm", "12.1")).toBeUndefined();
    expect(parseMeasurement("tread_mm", "-1")).toBeUndefined();
    expect(parseMeasurement("tread_mm", "3.55")).toBeUndefined();
    expect(parseMeasurement("tread_mm", "abc")).toBeUndefined();
    expect(parseMeasurement("brake_pad_mm", "20")).toBe(200);
    expect(parseMeasurement("brake_pad_mm", "20.5")).toBeUndefined();
    expect(parseMeasurement("battery_percent", "82")).toBe(820);
    expect(parseMeasurement("battery_percent", "82.5")).toBeUndefined();
    expect(parseMeasurement("battery_percent", "101")).toBeUndefined();
    expect(parseMeasurement("ac_vent_c", "6.5")).toBe(65);
    expect(parseMeasurement("ac_vent_c", "6.3")).toBeUndefined();
    expect(parseMeasurement("ac_vent_c", "41")).toBeUndefined();
  });

  it("writes measurements back with their unit", () => {
    expect(formatMeasurement("tread_mm", 35)).toBe("3.5 mm");
    expect(formatMeasurement("battery_percent", 820)).toBe("82 %");
    expect(formatMeasurement("ac_vent_c", 65)).toBe("6.5 °C");
  });

  it("finds a point by id", () => {
    expect(getHealthPoint("seat-belts")?.label).toBe("Seat belts");
    expect(getHealthPoint("nope")).toBeUndefined();
  });
});
