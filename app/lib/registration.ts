/**
 * Indian registration numbers (docs/decisions/0014): read as people type them, stored normalised
 * (upper case, no spaces, dashes or dots; the district code padded to two digits and the number
 * to four) and shown grouped as on the plate. State and union-territory series
 * (`TS 09 EA 1234`) and the Bharat series (`22 BH 1234 AB`). Client-safe: the garage form checks
 * as the customer types and the server checks again.
 */
import { REGISTRATION_STATE_CODES } from "~/catalog/registration-series";

/** Shown when a registration cannot be read. */
export const REGISTRATION_SHAPE_MESSAGE =
  "Enter the registration as on the number plate, e.g. TS 09 EA 1234 or 22 BH 1234 AB.";

/** The longest registration accepted as typed (spaces and dashes included). */
export const REGISTRATION_TYPED_MAX = 20;

/**
 * The registration input's attributes on every form that takes one (docs/decisions/0014):
 * typed as on the plate, in capitals, never completed or spell-checked by the browser, at most
 * {@link REGISTRATION_TYPED_MAX} characters.
 */
export const REGISTRATION_INPUT_ATTRS = {
  autoCapitalize: "characters",
  autoComplete: "off",
  spellCheck: false,
  maxLength: REGISTRATION_TYPED_MAX,
  placeholder: "e.g. TS 09 EA 1234",
} as const;

const STATE_SERIES = new RegExp(
  `^(${REGISTRATION_STATE_CODES.join("|")})(\\d{1,2})([A-Z]{0,3})(\\d{1,4})$`,
);
const BHARAT_SERIES = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/;

/** A registration read into its parts. */
export type Registration =
  | { kind: "state"; state: string; district: string; series: string; number: string }
  | { kind: "bharat"; year: string; number: string; series: string };

/**
 * Reads a registration as typed.
 * @param typed what the customer typed, any case, with spaces, dashes or dots
 * @returns its parts (district padded to 2 digits, number to 4), or null when it is not a
 *   registration of a known series
 */
export function parseRegistration(typed: string): Registration | null {
  if (typed.length > REGISTRATION_TYPED_MAX) return null;
  const compact = typed.toUpperCase().replace(/[\s.-]/g, "");
  const bharat = BHARAT_SERIES.exec(compact);
  if (bharat) return { kind: "bharat", year: bharat[1]!, number: bharat[2]!, series: bharat[3]! };
  const state = STATE_SERIES.exec(compact);
  if (!state) return null;
  const [, code, district, series, number] = state;
  if (Number(district) === 0 || Number(number) === 0) return null;
  return {
    kind: "state",
    state: code!,
    district: district!.padStart(2, "0"),
    series: series!,
    number: number!.padStart(4, "0"),
  };
}

/**
 * The stored form of a registration.
 * @param typed what the customer typed
 * @returns e.g. "TS09EA1234" or "22BH1234AB"; null when it cannot be read
 */
export function normaliseRegistration(typed: string): string | null {
  const parsed = parseRegistration(typed);
  if (!parsed) return null;
  return parsed.kind === "bharat"
    ? `${parsed.year}BH${parsed.number}${parsed.series}`
    : `${parsed.state}${parsed.district}${parsed.series}${parsed.number}`;
}

/**
 * A registration as the plate shows it.
 * @param registration stored (or typed) form
 * @returns e.g. "TS 09 EA 1234" or "22 BH 1234 AB"; the input unchanged when it cannot be read
 */
export function formatRegistration(registration: string): string {
  const parsed = parseRegistration(registration);
  if (!parsed) return registration;
  return parsed.kind === "bharat"
    ? `${parsed.year} BH ${parsed.number} ${parsed.series}`
    : [parsed.state, parsed.district, parsed.series, parsed.number].filter(Boolean).join(" ");
}

/**
 * A vehicle identification number's shape: 17 characters, digits and letters without I, O or Q.
 * @returns the VIN in upper case, or null when it is not one
 */
export function normaliseVin(typed: string): string | null {
  const vin = typed.toUpperCase().replace(/\s/g, "");
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) ? vin : null;
}

/**
 * This car's plate, for display (docs/decisions/0014): the registration is stored normalised by
 * the form schemas (car forms and the booking form's another car), so reading it is formatting
 * only.
 * @param stored the stored registration (e.g. "TS09EA1234"), or null/undefined/"" without one
 * @returns e.g. "TS 09 EA 1234" or "22 BH 1234 AB"; null when the car has no registration
 */
export function plateForDisplay(stored: string | null | undefined): string | null {
  return stored ? formatRegistration(stored) : null;
}

/**
 * A car as one line, with its plate first when it has one (the reminder's details, the cars-due
 * list; docs/decisions/0014).
 * @param car its stored registration, make, model and year
 * @returns e.g. "TS 09 EA 1234, Hyundai Creta (2021)", or "Hyundai Creta (2021)" without a
 *   registration
 */
export function carLineWithPlate(car: {
  registration: string | null;
  make: string;
  model: string;
  year: number | string;
}): string {
  const model = `${car.make} ${car.model} (${car.year})`;
  const plate = plateForDisplay(car.registration);
  return plate ? `${plate}, ${model}` : model;
}
