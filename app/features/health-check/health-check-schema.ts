/**
 * The health check's forms and messages (docs/product.md#health-check), shared by the browser
 * and the server (docs/architecture.md#one-schema-two-sides): the technician's point form, the
 * report's "done", and an admin's "add to the estimate". Client-safe.
 */
import { z } from "zod";
import {
  HEALTH_NOTE_MAX,
  HEALTH_PHOTOS_PER_POINT,
  getHealthPoint,
  healthFindings,
  healthPoints,
  measurementBoundsText,
  parseMeasurement,
} from "~/catalog/health-check";
import { asciiDigits } from "~/lib/phone";
import { isPlainText, UNSUPPORTED_CHARACTERS_MESSAGE } from "~/lib/text-rules";
import { positiveRupees } from "~/features/billing/billing-schema";

/** What the health check's forms and actions say. */
export const HEALTH_CHECK_MESSAGES = {
  point: "Choose one of the 25 points",
  finding: "Choose Fine for now, Keep an eye on or Needs attention",
  note: `A note may be at most ${HEALTH_NOTE_MAX} characters`,
  measurement: (bounds: string) => `Enter a number from ${bounds}`,
  noMeasurement: "This point takes no measurement",
  saved: "Point saved.",
  photoAdded: "Point saved with its photo.",
  photoCount: `A point may hold at most ${HEALTH_PHOTOS_PER_POINT} photos`,
  notAllRecorded: (missing: number) =>
    `Record every point before marking the report done (${missing} still to do)`,
  done: "Report done: the customer has been told it is ready.",
  alreadyDone: "This report is done and no longer changes.",
  cancelled: "This booking is cancelled.",
  price: "Price in rupees, more than 0, e.g. 1499 or 1499.50",
  notAttention: "Only a point that needs attention becomes an estimate line",
  alreadyOnEstimate: "This point is already on the estimate",
  addedToEstimate: "Added to a new estimate version for the customer to approve.",
  storeFailed: "The health check could not be saved just now. Please try again in a minute.",
} as const;

const pointId = z.string().refine((id) => getHealthPoint(id) !== undefined, {
  message: HEALTH_CHECK_MESSAGES.point,
});

/**
 * The technician's form for one point: its finding, an optional note and the measurement as
 * typed (checked against the point's bounds; empty when it takes none or none was taken).
 * Parsed, `measurementTenths` is the value in tenths of its unit or null.
 */
export const RecordPointSchema = z
  .strictObject({
    intent: z.literal("record-point"),
    pointId,
    finding: z.enum(healthFindings, { message: HEALTH_CHECK_MESSAGES.finding }),
    note: z
      .string()
      .trim()
      .max(HEALTH_NOTE_MAX, HEALTH_CHECK_MESSAGES.note)
      .refine(isPlainText, UNSUPPORTED_CHARACTERS_MESSAGE)
      .optional()
      .default(""),
    // Typed on a Telugu or Hindi keyboard, the digits read as ASCII (docs/decisions/0026).
    measurement: z.string().trim().max(10).transform(asciiDigits).optional().default(""),
  })
  .transform((v, ctx) => {
    const point = getHealthPoint(v.pointId)!;
    let measurementTenths: number | null = null;
    if (v.measurement !== "") {
      const parsed = point.measurement
        ? parseMeasurement(point.measurement, v.measurement)
        : undefined;
      if (parsed === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["measurement"],
          message: point.measurement
            ? HEALTH_CHECK_MESSAGES.measurement(measurementBoundsText(point.measurement))
            : HEALTH_CHECK_MESSAGES.noMeasurement,
        });
        return z.NEVER;
      }
      measurementTenths = parsed;
    }
    return {
      pointId: v.pointId,
      finding: v.finding,
      note: v.note,
      measurementTenths,
    };
  });

/** A point's result ready to store. */
export type PointValues = z.output<typeof RecordPointSchema>;

/** The technician's "Report done". */
const CompleteReportSchema = z.strictObject({ intent: z.literal("complete") });

/** An admin's "Add to estimate" on a point that needs attention, with its price in rupees. */
export const AddToEstimateSchema = z.strictObject({
  intent: z.literal("add-to-estimate"),
  pointId,
  price: positiveRupees(HEALTH_CHECK_MESSAGES.price),
});

/** The staff job page's forms that carry no file, one schema per `intent`. */
export const StaffJobFormSchema = z.discriminatedUnion("intent", [
  CompleteReportSchema,
  AddToEstimateSchema,
]);

/** How many points the report has. */
export const HEALTH_POINT_COUNT = healthPoints.length;
