/**
 * The car form of My Garage (docs/product.md#garage-cars, docs/decisions/0014), one schema for
 * the browser (the form's field limits) and the server (docs/architecture.md#one-schema-two-sides):
 * the registration read and normalised by `app/lib/registration.ts`, the make from the booking
 * form's brands, the model with the booking form's bounds, the year from 1950 to next year
 * (Asia/Kolkata), the fuel, an optional VIN and nickname, and optionally the odometer today (whole
 * km, the job card's bounds; Telugu and Devanagari digits read as ASCII). Also the car page's two small forms
 * (remove, the reminders switch). Client-safe.
 */
import { z } from "zod";
import { bookingCarBrands } from "~/catalog/booking-options";
import labels from "~/catalog/data/labels.json";
import { vocabulary, type ValueOf } from "~/catalog/vocabulary";
import {
  REGISTRATION_SHAPE_MESSAGE,
  REGISTRATION_TYPED_MAX,
  normaliseRegistration,
  normaliseVin,
} from "~/lib/registration";
import { UNSUPPORTED_CHARACTERS_MESSAGE, isPlainLine } from "~/lib/text-rules";
import { todayInKolkata } from "~/lib/time";
import { ODOMETER_LIMITS, WORKSHOP_CAR_MESSAGES, parseKm } from "./workshop-car-schema";

/** A car's fuels, as stored (the `vehicle_fuel` enum), with the words the form and the car page use. */
const vehicleFuel = vocabulary(labels.vehicleFuel);

/** One of the fuels. */
export type VehicleFuelName = ValueOf<typeof vehicleFuel>;

/** The fuels, in the form's order. */
export const vehicleFuels = vehicleFuel.values;

/** The fuels as the form and the car page name them. */
export const FUEL_LABELS = vehicleFuel.labels;

/**
 * The car form's bounds (docs/product.md#garage-cars). The model's are the booking form's
 * (`BOOKING_LIMITS.carModelMax` reads `modelMax`); `carsMax` is how many cars one account keeps
 * in My Garage at a time.
 */
export const VEHICLE_LIMITS = {
  modelMax: 60,
  nicknameMax: 40,
  firstYear: 1950,
  vinLength: 17,
  carsMax: 30,
} as const;

/** The car form's messages, shown at their fields (docs/product.md#garage-cars). */
export const VEHICLE_MESSAGES = {
  registrationRequired: "Please enter the registration number",
  registrationShape: REGISTRATION_SHAPE_MESSAGE,
  make: "Please select your car brand",
  modelRequired: "Car model is required",
  modelMax: `Car model must be at most ${VEHICLE_LIMITS.modelMax} characters`,
  fuel: "Please select the fuel",
  vin: "A VIN has 17 letters and digits, without I, O or Q. Leave it empty if you do not have it.",
  nicknameMax: `Nickname must be at most ${VEHICLE_LIMITS.nicknameMax} characters`,
  odometer: WORKSHOP_CAR_MESSAGES.km,
  odometerLower:
    "This is less than your car's last odometer reading with us. If its odometer was replaced, please call us.",
  alreadyYours: "This car is already in your garage.",
  carsMax: `You can keep up to ${VEHICLE_LIMITS.carsMax} cars in My Garage. Remove one you no longer have, or call us.`,
} as const;

/**
 * The years a car may have: from 1950 to next year, next year read from the Asia/Kolkata
 * calendar (docs/decisions/0014).
 * @param now the instant to read, default the current time
 * @returns the first and last years accepted
 */
export function vehicleYearRange(now: Date = new Date()): { first: number; last: number } {
  return { first: VEHICLE_LIMITS.firstYear, last: Number(todayInKolkata(now).slice(0, 4)) + 1 };
}

/**
 * The year field's message, naming the range.
 * @param now the instant to read, default the current time
 * @returns e.g. "Enter a year from 1950 to 2027"
 */
export function yearRangeMessage(now: Date = new Date()): string {
  const { first, last } = vehicleYearRange(now);
  return `Enter a year from ${first} to ${last}`;
}

/** Whether a typed year is four digits within {@link vehicleYearRange} now. */
function isVehicleYear(typed: string): boolean {
  if (!/^\d{4}$/.test(typed)) return false;
  const { first, last } = vehicleYearRange();
  return Number(typed) >= first && Number(typed) <= last;
}

const trimmed = (message: string) => z.string({ error: message }).trim();

/**
 * The car form's fields (docs/product.md#garage-cars). Its output is what is stored: the
 * registration normalised (`TS09EA1234`), the year a number, the VIN in upper case or null, the
 * nickname or null.
 */
export const VehicleFormSchema = z.strictObject({
  registration: trimmed(VEHICLE_MESSAGES.registrationRequired)
    .min(1, VEHICLE_MESSAGES.registrationRequired)
    .refine((v) => v === "" || normaliseRegistration(v) !== null, REGISTRATION_SHAPE_MESSAGE)
    .transform((v) => normaliseRegistration(v)!),
  make: trimmed(VEHICLE_MESSAGES.make).refine(
    (v) => (bookingCarBrands as readonly string[]).includes(v),
    VEHICLE_MESSAGES.make,
  ),
  model: trimmed(VEHICLE_MESSAGES.modelRequired)
    .min(1, VEHICLE_MESSAGES.modelRequired)
    .max(VEHICLE_LIMITS.modelMax, VEHICLE_MESSAGES.modelMax)
    .refine(isPlainLine, UNSUPPORTED_CHARACTERS_MESSAGE),
  year: z
    .string({ error: () => yearRangeMessage() })
    .trim()
    .refine(isVehicleYear, { error: () => yearRangeMessage() })
    .transform(Number),
  fuel: z.enum(vehicleFuels, { error: VEHICLE_MESSAGES.fuel }),
  vin: trimmed(VEHICLE_MESSAGES.vin)
    .refine((v) => v === "" || normaliseVin(v) !== null, VEHICLE_MESSAGES.vin)
    .transform((v) => (v === "" ? null : normaliseVin(v)))
    .optional()
    .transform((v) => v ?? null),
  nickname: trimmed(VEHICLE_MESSAGES.nicknameMax)
    .max(VEHICLE_LIMITS.nicknameMax, VEHICLE_MESSAGES.nicknameMax)
    .refine(isPlainLine, UNSUPPORTED_CHARACTERS_MESSAGE)
    .transform((v) => (v === "" ? null : v))
    .optional()
    .transform((v) => v ?? null),
  // The reading today, if the customer gives it: stored as a `customer` reading
  // (docs/decisions/0014, "Odometer"), in ASCII whatever digits were typed.
  odometer: z
    .string({ error: VEHICLE_MESSAGES.odometer })
    .trim()
    .max(ODOMETER_LIMITS.kmTypedMax, VEHICLE_MESSAGES.odometer)
    .refine((v) => v === "" || parseKm(v) !== null, VEHICLE_MESSAGES.odometer)
    .transform((v) => (v === "" ? null : parseKm(v)))
    .optional()
    .transform((v) => v ?? null),
});

/** The form's values as typed. */
type VehicleFormInput = z.input<typeof VehicleFormSchema>;
/** A car's details as stored. */
export type VehicleFormValues = z.output<typeof VehicleFormSchema>;
/** Field name → the first message. */
export type VehicleFieldErrors = Partial<Record<keyof VehicleFormInput | "form", string>>;
/** The form's fields as typed, each a string: what the form shows again after a refusal. */
export type VehicleTypedValues = Required<{ [K in keyof VehicleFormInput]: string }>;

/** An empty car form. */
export const emptyVehicleForm: VehicleTypedValues = {
  registration: "",
  make: "",
  model: "",
  year: "",
  fuel: "",
  vin: "",
  nickname: "",
  odometer: "",
};

/** How much of each field is kept to show again: its bound, or a little over where it is trimmed or compacted. */
export const VEHICLE_SHOWN_MAX: Record<keyof VehicleTypedValues, number> = {
  registration: REGISTRATION_TYPED_MAX,
  make: 40,
  model: VEHICLE_LIMITS.modelMax,
  year: 8,
  fuel: 10,
  vin: VEHICLE_LIMITS.vinLength * 2,
  nickname: VEHICLE_LIMITS.nicknameMax,
  odometer: ODOMETER_LIMITS.kmTypedMax,
};

/**
 * The car page's forms (docs/product.md#garage-car-page): removing the car (after the page's
 * confirmation), and the car's service-due reminders on or off.
 */
export const CarPageActionSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("remove") }),
  z.strictObject({ intent: z.literal("reminders"), value: z.enum(["on", "off"]) }),
]);
