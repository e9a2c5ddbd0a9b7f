import { z } from "zod";
import healthCheckData from "./data/health-check.json";

/**
 * The free 25-point health check (docs/product.md#health-check): the 25 points in the order the
 * technician works through a car, the five areas they are grouped in, the three findings a point
 * can have, and the measurements some points take with their bounds, written in
 * `data/health-check.json` and checked here when the module loads. The blog post "What Our Free
 * 25-Point Health Check Covers" renders its list from this data, so the post, the technician's
 * screen and the customer's report always name the same 25 points.
 */

/** `data/health-check.json` as written, whose keys name the findings and the measurements. */
type Written = typeof healthCheckData;

/** A point's finding. */
export type HealthFinding = Extract<keyof Written["findings"], string>;

/** A kind of measurement. */
export type HealthMeasurementKind = Extract<keyof Written["measurements"], string>;

/**
 * A finding's or a measurement's key: a word as the database stores it (`"tread_mm"`), never a
 * whole number, whose place among an object's keys JavaScript would move.
 */
const KeySchema = z.string().regex(/^[a-z]+(_[a-z]+)*$/);

/** How a finding is named and what it means. */
const FindingWordsSchema = z.strictObject({
  label: z.string().min(3),
  meaning: z.string().min(5),
});

/** Whether a number is a whole number of tenths (0.1 is not exactly a tenth in binary). */
function inTenths(n: number): boolean {
  return Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;
}

/**
 * A measurement: its label, unit, bounds and step. Stored in tenths of the unit, so the step is
 * whole tenths and the bounds whole steps; the bounds are from 0 (the form takes no minus sign)
 * to at most 100, as the database's check on the stored tenths allows (0 to 1000).
 */
const MeasurementSchema = z
  .strictObject({
    label: z.string().min(3),
    unit: z.string().min(1),
    min: z.number().min(0),
    max: z.number().max(100),
    step: z.number().positive(),
  })
  .superRefine((m, ctx) => {
    if (m.min >= m.max) ctx.addIssue({ code: "custom", message: "min must be below max" });
    if (!inTenths(m.step))
      ctx.addIssue({ code: "custom", message: "The step must be whole tenths" });
    const steps = Math.round(m.step * 10);
    for (const bound of [m.min, m.max])
      if (!inTenths(bound) || Math.round(bound * 10) % steps !== 0)
        ctx.addIssue({ code: "custom", message: `${bound} is not a whole number of steps` });
  });

/** The whole of `data/health-check.json`; the areas and points are checked further below. */
const HealthCheckDataSchema = z
  .strictObject({
    /** The findings in the post's order, each with its name and meaning. */
    findings: z.record(KeySchema, FindingWordsSchema),
    /** The findings in the customer's report's order: each finding once. */
    reportFindingOrder: z.array(z.string()),
    /** What a point may measure, by kind. */
    measurements: z.record(KeySchema, MeasurementSchema),
    areas: z.array(z.unknown()),
    points: z.array(z.unknown()),
  })
  .superRefine((d, ctx) => {
    const findings = Object.keys(d.findings);
    const order = d.reportFindingOrder;
    if (order.length !== findings.length || findings.some((f) => !order.includes(f)))
      ctx.addIssue({
        code: "custom",
        path: ["reportFindingOrder"],
        message: "The report's order lists each finding once",
      });
  });

const data = HealthCheckDataSchema.parse(healthCheckData);

/**
 * The keys of a record in their written order, as `pgEnum` and `z.enum` take them.
 * @throws Error when the record is empty: a mistake in the data, found when the module loads
 */
function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): readonly [K, ...K[]] {
  const keys = Object.keys(record) as K[];
  if (keys.length === 0) throw new Error("data/health-check.json lists none");
  return keys as [K, ...K[]];
}

/** How a finding is named and what it means (the post's "What happens after the check"). */
export const HEALTH_FINDINGS = data.findings as Record<
  HealthFinding,
  { label: string; meaning: string }
>;

/** The three findings, in the order the post lists them, as `pgEnum` and `z.enum` take them. */
export const healthFindings = keysOf(HEALTH_FINDINGS);

/**
 * The findings in the order the customer's report shows them: what needs attention first.
 * The post's order is {@link healthFindings}.
 */
export const reportFindingOrder = data.reportFindingOrder as readonly HealthFinding[];

/**
 * What a point may measure, its unit, bounds and step (docs/product.md#health-check). Values are
 * stored in tenths of the unit (an integer), so 3.5 mm is 35.
 */
export const HEALTH_MEASUREMENTS = data.measurements as Readonly<
  Record<HealthMeasurementKind, Readonly<z.infer<typeof MeasurementSchema>>>
>;

/** One of the five areas the points are grouped in, as the post's sections are. */
const HealthAreaSchema = z.object({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  label: z.string().min(3),
  /** The post's sentence under the area's heading. */
  intro: z.string().min(20),
});

/** An area; see {@link HealthAreaSchema}. */
export type HealthArea = z.infer<typeof HealthAreaSchema>;

/** One of the 25 points. */
const HealthPointSchema = z.object({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  area: z.string(),
  /** The point's name, bold in the post. */
  label: z.string().min(3).max(80),
  /** What the post writes after the name, its leading comma, colon or space included. */
  detail: z.string(),
  measurement: z.enum(keysOf(HEALTH_MEASUREMENTS)).optional(),
});

/** A point; see {@link HealthPointSchema}. */
export type HealthPoint = z.infer<typeof HealthPointSchema>;

/** The five areas, in the technician's order. */
export const healthAreas: readonly HealthArea[] = z
  .array(HealthAreaSchema)
  .length(5)
  .superRefine((areas, ctx) => {
    const ids = areas.map((a) => a.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", message: "Duplicate area id" });
  })
  .parse(data.areas);

/** The 25 points, in the order the technician works through a car. */
export const healthPoints: readonly HealthPoint[] = z
  .array(HealthPointSchema)
  .length(25)
  .superRefine((points, ctx) => {
    const ids = points.map((p) => p.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: "Duplicate id" });
    for (const p of points)
      if (!healthAreas.some((a) => a.id === p.area))
        ctx.addIssue({ code: "custom", message: `Unknown area ${p.area} of ${p.id}` });
    for (const a of healthAreas)
      if (!points.some((p) => p.area === a.id))
        ctx.addIssue({ code: "custom", message: `No point in the area ${a.id}` });
    // Points of one area stand together, in the areas' order.
    const order = points.map((p) => healthAreas.findIndex((a) => a.id === p.area));
    if (order.some((o, i) => i > 0 && o < order[i - 1]!))
      ctx.addIssue({ code: "custom", message: "Points must follow the areas' order" });
  })
  .parse(data.points);

/** The longest note a technician may write on one point, in characters. */
export const HEALTH_NOTE_MAX = 300;

/** Photos one point may hold. */
export const HEALTH_PHOTOS_PER_POINT = 3;

/**
 * Days after the report is done that a "Keep an eye on" point is suggested for, as a
 * recommendation on the car in My Garage (docs/product.md#health-check).
 */
export const HEALTH_WATCH_DAYS = 90;

/**
 * One point by id.
 * @returns the point, or undefined for an id the catalogue does not have
 */
export function getHealthPoint(id: string): HealthPoint | undefined {
  return healthPoints.find((p) => p.id === id);
}

/**
 * A measurement as typed (e.g. "3.5") to tenths of its unit.
 * @param kind the point's measurement
 * @param text what was typed; empty means none
 * @returns the tenths (e.g. 35), null when empty, or undefined when it is not a number within
 *   the measurement's bounds and step
 */
export function parseMeasurement(
  kind: HealthMeasurementKind,
  text: string,
): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d{1,3}(\.\d)?$/.test(trimmed)) return undefined;
  const { min, max, step } = HEALTH_MEASUREMENTS[kind];
  const tenths = Math.round(Number(trimmed) * 10);
  const stepTenths = Math.round(step * 10);
  if (tenths < min * 10 || tenths > max * 10 || tenths % stepTenths !== 0) return undefined;
  return tenths;
}

/**
 * A stored measurement for reading: "3.5 mm", "82 %", "6.5 °C".
 * @param kind the point's measurement; `tenths` the stored value
 * @returns the value with its unit, no more decimals than the step needs
 */
export function formatMeasurement(kind: HealthMeasurementKind, tenths: number): string {
  const { unit, step } = HEALTH_MEASUREMENTS[kind];
  const value = step >= 1 ? String(Math.round(tenths / 10)) : (tenths / 10).toFixed(1);
  return `${value} ${unit}`;
}

/**
 * The bounds of a measurement as the form states them: "0 to 12 mm".
 * @returns the text
 */
export function measurementBoundsText(kind: HealthMeasurementKind): string {
  const { min, max, unit } = HEALTH_MEASUREMENTS[kind];
  return `${min} to ${max} ${unit}`;
}

/**
 * The post's list of the 25 points as Markdown: each area's heading and sentence, then its points
 * numbered on from the area before (docs/product.md#health-check: the post renders from the data).
 * @returns Markdown
 */
export function healthPointsMarkdown(): string {
  let n = 0;
  return healthAreas
    .map((area) => {
      const items = healthPoints
        .filter((p) => p.area === area.id)
        .map((p) => `${++n}. **${p.label}**${p.detail}`);
      return [`## ${area.label}`, "", area.intro, "", ...items].join("\n");
    })
    .join("\n\n");
}

/**
 * The post's list of the three findings as Markdown, in the post's order.
 * @returns Markdown
 */
export function healthFindingsMarkdown(): string {
  return healthFindings
    .map((f) => `- **${HEALTH_FINDINGS[f].label}**: ${HEALTH_FINDINGS[f].meaning}`)
    .join("\n");
}
