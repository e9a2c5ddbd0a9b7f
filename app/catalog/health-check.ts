import { z } from "zod";

/**
 * The free 25-point health check (docs/product.md#health-check): the 25 points in the order the
 * technician works through a car, the five areas they are grouped in, the three findings a point
 * can have, and the measurements some points take with their bounds. The blog post "What Our Free
 * 25-Point Health Check Covers" renders its list from this data, so the post, the technician's
 * screen and the customer's report always name the same 25 points.
 */

/** The three findings, in the order the post lists them. */
export const healthFindings = ["fine", "watch", "attention"] as const;

/** A point's finding. */
export type HealthFinding = (typeof healthFindings)[number];

/** How a finding is named and what it means (the post's "What happens after the check"). */
export const HEALTH_FINDINGS: Record<HealthFinding, { label: string; meaning: string }> = {
  fine: { label: "Fine for now", meaning: "nothing needed" },
  watch: {
    label: "Keep an eye on",
    meaning: "wear that is normal but will need attention at a later service",
  },
  attention: {
    label: "Needs attention",
    meaning: "something that affects safety or could cause bigger damage if left",
  },
};

/**
 * The findings in the order the customer's report shows them: what needs attention first.
 * The post's order is {@link healthFindings}.
 */
export const reportFindingOrder: readonly HealthFinding[] = ["attention", "watch", "fine"];

/**
 * What a point may measure, its unit, bounds and step (docs/product.md#health-check). Values are
 * stored in tenths of the unit (an integer), so 3.5 mm is 35.
 */
export const HEALTH_MEASUREMENTS = {
  tread_mm: { label: "Lowest tread depth", unit: "mm", min: 0, max: 12, step: 0.1 },
  brake_pad_mm: { label: "Lining left", unit: "mm", min: 0, max: 20, step: 0.1 },
  battery_percent: { label: "Battery health", unit: "%", min: 0, max: 100, step: 1 },
  ac_vent_c: { label: "Air at the centre vent", unit: "°C", min: 0, max: 40, step: 0.5 },
} as const;

/** A kind of measurement. */
export type HealthMeasurementKind = keyof typeof HEALTH_MEASUREMENTS;

/** One of the five areas the points are grouped in, as the post's sections are. */
export const HealthAreaSchema = z.object({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  label: z.string().min(3),
  /** The post's sentence under the area's heading. */
  intro: z.string().min(20),
});

/** An area; see {@link HealthAreaSchema}. */
export type HealthArea = z.infer<typeof HealthAreaSchema>;

/** One of the 25 points. */
export const HealthPointSchema = z.object({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  area: z.string(),
  /** The point's name, bold in the post. */
  label: z.string().min(3).max(80),
  /** What the post writes after the name, its leading comma, colon or space included. */
  detail: z.string(),
  measurement: z.enum(Object.keys(HEALTH_MEASUREMENTS) as [HealthMeasurementKind]).optional(),
});

/** A point; see {@link HealthPointSchema}. */
export type HealthPoint = z.infer<typeof HealthPointSchema>;

/** The five areas, in the technician's order. */
export const healthAreas: readonly HealthArea[] = z.array(HealthAreaSchema).parse([
  {
    id: "under-the-hood",
    label: "Under the hood",
    intro:
      "The technician starts with the engine bay, where most fluid and wear problems first show up.",
  },
  {
    id: "brakes-and-tyres",
    label: "Brakes and tyres",
    intro:
      "These are the checks that matter most for safety, particularly before the monsoon or a long highway drive.",
  },
  {
    id: "electricals",
    label: "Electricals",
    intro:
      "Modern cars depend on their electrical systems, and faults here are often the hardest to spot while driving.",
  },
  {
    id: "underbody",
    label: "Underbody",
    intro: "With the car raised, the technician looks at parts you never see in daily use.",
  },
  { id: "interior", label: "Interior", intro: "The final checks happen from the driver's seat." },
]);

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
    // Points of one area stand together, in the areas' order.
    const order = points.map((p) => healthAreas.findIndex((a) => a.id === p.area));
    if (order.some((o, i) => i > 0 && o < order[i - 1]!))
      ctx.addIssue({ code: "custom", message: "Points must follow the areas' order" });
  })
  .parse([
    {
      id: "engine-oil",
      area: "under-the-hood",
      label: "Engine oil level and condition",
      detail: ", including colour and any sign of contamination",
    },
    {
      id: "coolant",
      area: "under-the-hood",
      label: "Coolant level and condition",
      detail: ", important in a city where summer temperatures cross 40°C",
    },
    {
      id: "brake-fluid",
      area: "under-the-hood",
      label: "Brake fluid level and colour",
      detail: "",
    },
    {
      id: "steering-transmission-fluid",
      area: "under-the-hood",
      label: "Power steering and transmission fluid levels",
      detail: ", where the car has a dipstick or reservoir",
    },
    {
      id: "drive-belt",
      area: "under-the-hood",
      label: "Drive belt condition",
      detail: ", looking for cracks, glazing or fraying",
    },
    {
      id: "radiator-hoses",
      area: "under-the-hood",
      label: "Radiator and hoses",
      detail: ", checking for leaks, swelling or soft spots",
    },
    {
      id: "air-filter",
      area: "under-the-hood",
      label: "Engine air filter",
      detail: ", which clogs quickly on dusty roads",
    },
    {
      id: "front-brake-pads",
      area: "brakes-and-tyres",
      label: "Front brake pads",
      detail: ", remaining thickness",
      measurement: "brake_pad_mm",
    },
    {
      id: "rear-brakes",
      area: "brakes-and-tyres",
      label: "Rear brake pads or shoes",
      detail: "",
      measurement: "brake_pad_mm",
    },
    {
      id: "brake-discs",
      area: "brakes-and-tyres",
      label: "Brake discs",
      detail: ", for scoring, lips or uneven wear",
    },
    {
      id: "parking-brake",
      area: "brakes-and-tyres",
      label: "Handbrake or electronic parking brake operation",
      detail: "",
    },
    {
      id: "tyre-tread",
      area: "brakes-and-tyres",
      label: "Tyre tread depth",
      detail: " on all four tyres",
      measurement: "tread_mm",
    },
    {
      id: "tyre-pressures",
      area: "brakes-and-tyres",
      label: "Tyre pressures, including the spare",
      detail: "",
    },
    {
      id: "tyre-sidewalls",
      area: "brakes-and-tyres",
      label: "Tyre sidewalls and wear pattern",
      detail: ", which can reveal alignment or suspension problems",
    },
    {
      id: "battery-health",
      area: "electricals",
      label: "Battery health test",
      detail: ", using an electronic tester rather than a simple voltage reading",
      measurement: "battery_percent",
    },
    {
      id: "battery-terminals",
      area: "electricals",
      label: "Battery terminals and mounting",
      detail: "",
    },
    {
      id: "exterior-lights",
      area: "electricals",
      label: "Exterior lights",
      detail: ": headlamps, brake lights, indicators, reverse and fog lamps",
    },
    { id: "horn-wipers", area: "electricals", label: "Horn, wipers and washers", detail: "" },
    {
      id: "warning-lights",
      area: "electricals",
      label: "Warning lights and stored fault codes",
      detail: ", read with a diagnostic scanner",
    },
    {
      id: "suspension",
      area: "underbody",
      label: "Shock absorbers and suspension bushes",
      detail: ", for leaks and wear",
    },
    {
      id: "steering-linkages",
      area: "underbody",
      label: "Steering linkages and rubber boots",
      detail: "",
    },
    {
      id: "exhaust",
      area: "underbody",
      label: "Exhaust system",
      detail: ", for leaks, damaged mountings and corrosion",
    },
    {
      id: "fluid-leaks",
      area: "underbody",
      label: "Oil and fluid leaks",
      detail: " from the engine, gearbox and axles",
    },
    {
      id: "ac-performance",
      area: "interior",
      label: "AC performance",
      detail: ", measuring how cold the air at the vents actually gets",
      measurement: "ac_vent_c",
    },
    {
      id: "seat-belts",
      area: "interior",
      label: "Seat belts",
      detail: ", checking that each one latches, locks and retracts properly",
    },
  ]);

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
