/**
 * The job card's car forms (docs/product.md#job-card-car, docs/decisions/0014), one schema for the
 * browser (the fields' limits) and the server (docs/architecture.md#one-schema-two-sides): the
 * odometer at check-in, in whole kilometres from 0 to 2,000,000, with the reason a reading lower
 * than the car's last one needs; and attaching one of the customer's cars to a booking made
 * without one. Client-safe.
 */
import { z } from "zod";
import { ODOMETER_KM_RANGE } from "~/catalog/odometer";
import { asciiDigits } from "~/lib/phone";
import { isPlainLine, UNSUPPORTED_CHARACTERS_MESSAGE } from "~/lib/text-rules";

/** The odometer's bounds (docs/decisions/0014, "Odometer"). */
export const ODOMETER_LIMITS = {
  kmMin: ODOMETER_KM_RANGE.min,
  kmMax: ODOMETER_KM_RANGE.max,
  /** The longest reason for a lower reading. */
  reasonMax: 200,
  /** The longest reading as typed: 2,000,000 with its commas and some spaces. */
  kmTypedMax: 16,
} as const;

/**
 * Kilometres as the job card shows them, grouped the Indian way.
 * @param km whole kilometres
 * @returns e.g. "42,000 km" or "1,20,000 km"
 */
export function formatKm(km: number): string {
  return `${km.toLocaleString("en-IN")} km`;
}

/** The job card's car forms' messages, shown at their fields (or above the form). */
export const WORKSHOP_CAR_MESSAGES = {
  km: `Enter the odometer in whole km, from ${ODOMETER_LIMITS.kmMin} to ${ODOMETER_LIMITS.kmMax.toLocaleString("en-US")}`,
  reasonMax: `Keep the reason to ${ODOMETER_LIMITS.reasonMax} characters`,
  noCar: "Attach the customer's car to this booking first, then record its odometer.",
  chooseCar: "Choose one of the customer's cars",
  carNotFound: "That car is not one of this customer's cars.",
  hasCar: "This booking already has its car.",
  recorded: "Odometer recorded.",
  attached: "Car attached to this booking.",
} as const;

/**
 * The notices the job card shows once a car form is done: the redirect's `?saved=` names one
 * (docs/product.md#job-card-car).
 */
export const WORKSHOP_CAR_NOTICES = {
  odometer: WORKSHOP_CAR_MESSAGES.recorded,
  car: WORKSHOP_CAR_MESSAGES.attached,
} as const;

/** One of the notices. */
export type WorkshopCarNotice = keyof typeof WORKSHOP_CAR_NOTICES;

/**
 * The message for a reading lower than the car's last without a reason (docs/decisions/0014).
 * @param lastKm the car's last reading, whole km; `lastOn` its day as people read it
 * @returns e.g. "This is less than the car's last reading, 45,000 km on 12 Mar 2026. Give the
 *   reason, e.g. odometer replaced."
 */
export function lowerReadingMessage(lastKm: number, lastOn: string): string {
  return `This is less than the car's last reading, ${formatKm(lastKm)} on ${lastOn}. Give the reason, e.g. odometer replaced.`;
}

/**
 * A reading as typed: digits (ASCII, Telugu or Devanagari, read as ASCII: docs/decisions/0026),
 * with the thousands separated by commas or spaces if one likes.
 * @param typed e.g. "42,000", "1 20 000", "౪౨౦౦౦", "४२०००"
 * @returns the whole kilometres, or null when it is not a whole number within
 *   {@link ODOMETER_LIMITS}
 */
export function parseKm(typed: string): number | null {
  const digits = asciiDigits(typed.trim()).replace(/[\s,]/g, "");
  if (!/^\d{1,7}$/.test(digits)) return null;
  const km = Number(digits);
  return km >= ODOMETER_LIMITS.kmMin && km <= ODOMETER_LIMITS.kmMax ? km : null;
}

/** The odometer form: the reading at check-in and, for a lower one, the reason. */
export const RecordOdometerSchema = z.strictObject({
  intent: z.literal("record-odometer"),
  km: z
    .string({ error: WORKSHOP_CAR_MESSAGES.km })
    .max(ODOMETER_LIMITS.kmTypedMax, WORKSHOP_CAR_MESSAGES.km)
    .refine((v) => parseKm(v) !== null, WORKSHOP_CAR_MESSAGES.km)
    .transform((v) => parseKm(v)!),
  reason: z
    .string()
    .trim()
    .max(ODOMETER_LIMITS.reasonMax, WORKSHOP_CAR_MESSAGES.reasonMax)
    .refine(isPlainLine, UNSUPPORTED_CHARACTERS_MESSAGE)
    .optional()
    .transform((v) => v || null),
});

/** The form that attaches one of the customer's cars to a booking made without one. */
export const AttachVehicleSchema = z.strictObject({
  intent: z.literal("attach-vehicle"),
  vehicleId: z.uuid({ error: WORKSHOP_CAR_MESSAGES.chooseCar }),
});
