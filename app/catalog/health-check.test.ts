import { describe, expect, it } from "vitest";
import healthCheckData from "./data/health-check.json";
import {
  HEALTH_FINDINGS,
  HEALTH_MEASUREMENTS,
  formatMeasurement,
  getHealthPoint,
  healthAreas,
  healthFindings,
  healthFindingsMarkdown,
  healthPoints,
  healthPointsMarkdown,
  measurementBoundsText,
  parseMeasurement,
  reportFindingOrder,
  type HealthMeasurementKind,
} from "./health-check";

const measurementKinds = Object.keys(HEALTH_MEASUREMENTS) as HealthMeasurementKind[];

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

  it("gives every area a unique id and points that stand together, every point a known area", () => {
    const areaIds = healthAreas.map((a) => a.id);
    expect(new Set(areaIds).size).toBe(areaIds.length);
    for (const p of healthPoints) expect(areaIds, p.id).toContain(p.area);
    const runs = healthPoints.map((p) => p.area).filter((a, i, all) => a !== all[i - 1]);
    expect(runs).toEqual(areaIds);
  });

  it("reads the points and areas from data/health-check.json, as written", () => {
    expect(healthAreas).toEqual(healthCheckData.areas);
    expect(healthPoints).toEqual(healthCheckData.points);
    expect(HEALTH_MEASUREMENTS).toEqual(healthCheckData.measurements);
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

  it("keeps measurements sane: whole tenths, whole steps, within what the database stores", () => {
    for (const kind of measurementKinds) {
      const { min, max, step, unit, label } = HEALTH_MEASUREMENTS[kind];
      expect(label.length, kind).toBeGreaterThanOrEqual(3);
      expect(unit, kind).not.toBe("");
      expect(min, kind).toBeGreaterThanOrEqual(0);
      expect(min, kind).toBeLessThan(max);
      // Stored in tenths, at most 1000 (the check on health_check_results.measurement_tenths).
      expect(max * 10, kind).toBeLessThanOrEqual(1000);
      expect(Math.abs(step * 10 - Math.round(step * 10)), kind).toBeLessThan(1e-9);
      // The form takes both bounds as typed, and says them.
      expect(parseMeasurement(kind, String(min)), kind).toBe(Math.round(min * 10));
      expect(parseMeasurement(kind, String(max)), kind).toBe(Math.round(max * 10));
      expect(measurementBoundsText(kind)).toBe(`${min} to ${max} ${unit}`);
    }
    expect(measurementKinds.filter((k) => !healthPoints.some((p) => p.measurement === k))).toEqual(
      [],
    );
  });

  it("keeps the findings' stored order, and shows what needs attention first in the report", () => {
    // The order of the health_finding enum in the database: changing it needs a migration.
    expect(healthFindings).toEqual(["fine", "watch", "attention"]);
    expect(reportFindingOrder).toEqual(["attention", "watch", "fine"]);
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

  it("writes the post's lists: five areas, the points numbered 1 to 25, three findings", () => {
    const points = healthPointsMarkdown();
    expect(points.match(/^## /gm)).toHaveLength(5);
    expect(points.match(/^\d+\. \*\*/gm)?.map((l) => parseInt(l, 10))).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(points).toContain("1. **Engine oil level and condition**, including colour");
    expect(healthFindingsMarkdown().split("\n")).toEqual([
      "- **Fine for now**: nothing needed",
      "- **Keep an eye on**: wear that is normal but will need attention at a later service",
      "- **Needs attention**: something that affects safety or could cause bigger damage if left",
    ]);
  });

  it("finds a point by id", () => {
    expect(getHealthPoint("seat-belts")?.label).toBe("Seat belts");
    expect(getHealthPoint("nope")).toBeUndefined();
  });
});
