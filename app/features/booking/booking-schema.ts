/**
 * The booking form's schema, shared by the browser (the form's field limits) and the
 * server action (docs/architecture.md#one-schema-two-sides). Messages are the spec's
 * (docs/product.md#booking-fields); upper bounds and allowed values come from docs/decisions/0002.
 */
import { z } from "zod";
import { bookingCarBrands, serviceTypes, timeSlots } from "~/catalog/booking-options";
import { localities } from "~/catalog/localities";
import {
  UNSUPPORTED_CHARACTERS_MESSAGE as NO_CONTROL_MESSAGE,
  EMAIL_MAX,
  isPhoneNumber,
  isPlainLine,
  isPlainText,
  isUuid,
} from "~/lib/text-rules";
import { typedValues } from "~/lib/form-values";
import { phoneE164 } from "~/lib/phone";
import { VEHICLE_LIMITS } from "~/features/cars/car-schema";
import {
  REGISTRATION_SHAPE_MESSAGE,
  REGISTRATION_TYPED_MAX,
  normaliseRegistration,
} from "~/lib/registration";
import {
  BOOKING_HORIZON_DAYS,
  isCalendarDate,
  isSlotOpen,
  lastBookableDate,
  todayInKolkata,
} from "~/lib/time";

const trimmed = () => z.string().trim();

/**
 * The booking form's bounds, checked by the schema on both sides and carried by the form's
 * inputs (docs/product.md#booking-fields).
 */
export const BOOKING_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: EMAIL_MAX,
  phoneMin: 10,
  phoneMax: 15,
  /** The same bound as a car's model in My Garage (docs/product.md#garage-cars). */
  carModelMax: VEHICLE_LIMITS.modelMax,
  carYearLength: 4,
  addressMin: 10,
  addressMax: 500,
  specialRequestsMax: 1000,
} as const;
const L = BOOKING_LIMITS;

/**
 * The car choice's value for a car typed on the form rather than chosen from My Garage
 * (docs/product.md#booking-car): the form's "Another car".
 */
export const ANOTHER_CAR = "new";

/** The car choice's bounds: a car's id is a UUID (36 characters). */
const BOOKING_CAR_LIMITS = { vehicleIdMax: 36 } as const;

/** The car choice's messages (docs/product.md#booking-car), shown at the choice. */
export const BOOKING_CAR_MESSAGES = {
  choose: "Please choose your car",
  notFound: "This car is not in your garage. Please choose your car again.",
} as const;

/** Whether a car choice names one of the customer's cars (a car's id), not a typed car. */
export function isSavedCarChoice(vehicleId: string): boolean {
  return isUuid(vehicleId);
}

/** The locality choice for an area outside the catalogue's list (docs/product.md#pickups). */
export const OTHER_LOCALITY = "other";
/** The longest locality choice kept (a slug). */
const BOOKING_LOCALITY_MAX = 80;
/** The message for a locality not on the list. */
export const BOOKING_LOCALITY_MESSAGE = "Please choose your area from the list, or Other";

/**
 * Whether a locality choice is one the form offers: a catalogue locality's slug, or
 * {@link OTHER_LOCALITY}.
 */
function isLocalityChoice(value: string): boolean {
  return value === OTHER_LOCALITY || localities.some((l) => l.slug === value);
}

/** Whether a car choice is one the form sends: none, {@link ANOTHER_CAR} or a car's id. */
const isCarChoice = (v: string) => v === "" || v === ANOTHER_CAR || isSavedCarChoice(v);

// Cars on Indian roads today: from 1980 to next year's models.
const FIRST_CAR_YEAR = 1980;
const isCarYear = (s: string) =>
  /^\d{4}$/.test(s) && Number(s) >= FIRST_CAR_YEAR && Number(s) <= new Date().getFullYear() + 1;

/**
 * The spec's car fields with their messages (docs/product.md#booking-fields), and another car's
 * optional registration as on the plate (docs/decisions/0014: refused with the expected shape).
 */
const TYPED_CAR_FIELDS = {
  carBrand: trimmed()
    .min(1, "Please select your car brand")
    .refine(
      (v) => v === "" || (bookingCarBrands as readonly string[]).includes(v),
      "Please select your car brand",
    ),
  carModel: trimmed()
    .min(1, "Car model is required")
    .max(L.carModelMax, `Car model must be at most ${L.carModelMax} characters`)
    .refine(isPlainLine, NO_CONTROL_MESSAGE),
  carYear: trimmed()
    .min(L.carYearLength, "Please enter the car year")
    .max(L.carYearLength, "Please enter the car year")
    .refine(isPlainLine, NO_CONTROL_MESSAGE)
    .refine(
      (v) => v.length !== L.carYearLength || isCarYear(v),
      `Please enter a year from ${FIRST_CAR_YEAR} on`,
    ),
  registration: trimmed().refine(
    (v) => v === "" || normaliseRegistration(v) !== null,
    REGISTRATION_SHAPE_MESSAGE,
  ),
};

/** A car field as sent: any text, trimmed, "" when left out; checked by {@link TYPED_CAR_FIELDS}. */
const typedCarField = () => trimmed().optional().default("");

/**
 * The booking form's fields (docs/product.md#booking-fields), without the rule that ties the
 * car fields to the car choice: for forms that take some of its fields
 * (`RescheduleBookingSchema`).
 */
export const BookingFormFields = z.strictObject({
  serviceType: trimmed()
    .min(1, "Please select a service")
    .refine(
      (v) => v === "" || (serviceTypes as readonly string[]).includes(v),
      "Please select a service",
    ),
  customerName: trimmed()
    .min(L.nameMin, `Name must be at least ${L.nameMin} characters`)
    .max(L.nameMax, `Name must be at most ${L.nameMax} characters`)
    .refine(isPlainLine, NO_CONTROL_MESSAGE),
  customerEmail: trimmed().pipe(
    z
      .email("Please enter a valid email address")
      .max(L.emailMax, "Please enter a valid email address"),
  ),
  customerPhone: trimmed()
    .min(L.phoneMin, `Phone number must be at least ${L.phoneMin} digits`)
    .max(L.phoneMax, "Phone number is too long")
    .refine(isPlainLine, NO_CONTROL_MESSAGE)
    // Its length is counted in characters, as the spec's form does; it must also hold 10 to 15 digits.
    .refine(
      (v) => v.length < L.phoneMin || v.length > L.phoneMax || isPhoneNumber(v),
      "Please enter a valid phone number",
    )
    // Stored in E.164, converted here once (docs/decisions/0013): what follows reads it as is.
    .transform((v) => phoneE164(v) ?? v),
  /**
   * The spec's car fields, for a car typed on the form; checked with {@link TYPED_CAR_FIELDS}
   * unless one of the customer's cars is chosen (docs/product.md#booking-car).
   */
  carBrand: typedCarField(),
  carModel: typedCarField(),
  carYear: typedCarField(),
  preferredDate: z
    .string({ error: "Please select a preferred date" })
    .refine(isCalendarDate, "Please select a preferred date"),
  preferredTime: z
    .string({ error: "Please select a preferred time" })
    .min(1, "Please select a preferred time")
    .refine((v) => v === "" || timeSlots.includes(v), "Please select a preferred time"),
  address: trimmed()
    .min(L.addressMin, "Please provide a complete address with landmark")
    .max(L.addressMax, `Address must be at most ${L.addressMax} characters`)
    .refine(isPlainText, NO_CONTROL_MESSAGE),
  specialRequests: trimmed()
    .max(
      L.specialRequestsMax,
      `Special requests must be at most ${L.specialRequestsMax} characters`,
    )
    .refine(isPlainText, NO_CONTROL_MESSAGE)
    .optional()
    .default(""),
  /**
   * "yes" when the customer asks for WhatsApp updates too (docs/product.md#lifecycle-whatsapp:
   * opt-in, off by default; the consent and its time are stored on their profile).
   */
  whatsappOptIn: z.enum(["", "yes"]).optional().default(""),
  /**
   * The car (docs/product.md#booking-car): one of the customer's cars by its id,
   * {@link ANOTHER_CAR} for a car typed on the form (saved to My Garage), or empty where the
   * form offers no choice (signed out; the JSON API as before: the typed car, not saved).
   */
  vehicleId: trimmed()
    .max(BOOKING_CAR_LIMITS.vehicleIdMax, BOOKING_CAR_MESSAGES.choose)
    .refine(isCarChoice, BOOKING_CAR_MESSAGES.choose)
    .optional()
    .default(""),
  /**
   * Another car's registration, optional; checked with the typed car (docs/decisions/0014) and
   * handed on in its stored form ("TS09EA1234"), converted here once; what cannot be read is
   * handed on as typed for that check to refuse.
   */
  registration: typedCarField().transform((v) => (v === "" ? v : (normaliseRegistration(v) ?? v))),
  /**
   * "yes" for free doorstep pickup and drop (docs/product.md#pickups: the form's box is ticked
   * at first); left out, the customer drives in.
   */
  pickupAndDrop: z.enum(["", "yes"]).optional().default(""),
  /**
   * The customer's area (docs/product.md#pickups): a slug of the catalogue's localities,
   * {@link OTHER_LOCALITY} (outside the listed areas: flagged for a call), or "" when not chosen.
   */
  locality: trimmed()
    .max(BOOKING_LOCALITY_MAX, BOOKING_LOCALITY_MESSAGE)
    .refine((v) => v === "" || isLocalityChoice(v), BOOKING_LOCALITY_MESSAGE)
    .optional()
    .default(""),
});

/**
 * The booking form (docs/product.md#booking-fields, docs/product.md#booking-car): its fields,
 * and the typed car's brand, model, year and registration checked with the spec's messages
 * unless one of the customer's cars is chosen (then the server reads the car from My Garage).
 */
export const BookingFormSchema = BookingFormFields.superRefine((values, ctx) => {
  if (isSavedCarChoice(values.vehicleId)) return;
  for (const [name, schema] of Object.entries(TYPED_CAR_FIELDS)) {
    const checked = schema.safeParse(values[name as keyof typeof TYPED_CAR_FIELDS]);
    if (!checked.success)
      ctx.addIssue({ code: "custom", path: [name], message: checked.error.issues[0]!.message });
  }
});

/** The form's values as typed (all strings). */
export type BookingFormInput = z.input<typeof BookingFormSchema>;
/** The validated values. */
export type BookingFormValues = z.output<typeof BookingFormSchema>;

/** Field name → first error message. */
export type BookingFieldErrors = Partial<Record<keyof BookingFormInput, string>>;

/** Empty form values (strings everywhere, so inputs stay controlled). */
export const emptyBookingForm: Required<BookingFormInput> = {
  serviceType: "",
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  carBrand: "",
  carModel: "",
  carYear: "",
  preferredDate: "",
  preferredTime: "",
  address: "",
  specialRequests: "",
  whatsappOptIn: "",
  vehicleId: "",
  registration: "",
  pickupAndDrop: "yes",
  locality: "",
};

/**
 * The date and slot rules that depend on the clock (Asia/Kolkata): a date from today to
 * {@link BOOKING_HORIZON_DAYS} days ahead, and on today only slots not yet started.
 * @param values validated form values
 * @param now the current instant
 * @returns field errors, empty when the date and slot are bookable
 */
export function bookingTimingErrors(
  values: Pick<BookingFormValues, "preferredDate" | "preferredTime">,
  now: Date = new Date(),
): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  if (values.preferredDate < todayInKolkata(now)) {
    errors.preferredDate = "Please choose today or a later date";
  } else if (values.preferredDate > lastBookableDate(now)) {
    errors.preferredDate = `Please choose a date within the next ${BOOKING_HORIZON_DAYS} days`;
  } else if (!isSlotOpen(values.preferredDate, values.preferredTime, now)) {
    errors.preferredTime = "This time has passed for today. Please choose a later slot";
  }
  return errors;
}

/**
 * The stored car description (docs/product.md#booking-fields: one string "brand model (year)").
 * @returns e.g. "Hyundai Creta (2020)"
 */
export function formatCarModel(brand: string, model: string, year: string): string {
  return `${brand.trim()} ${model.trim()} (${year.trim()})`;
}

/**
 * The brand part of a stored car_model string, for analytics.
 * @returns the matching booking-form brand, or "Other"
 */
export function brandOfCarModel(carModel: string): string {
  const sorted = [...bookingCarBrands].sort((a, b) => b.length - a.length);
  return sorted.find((b) => carModel.startsWith(`${b} `)) ?? "Other";
}

/** The form's fields as typed (strings), shown again after a refusal and kept as the draft. */
export type BookingTypedValues = Required<{ [K in keyof BookingFormInput]: string }>;

/**
 * How much of each field is kept to show again and in the draft: its bound, or a little
 * over it where the schema counts after trimming (phone, year) or checks membership.
 */
export const BOOKING_SHOWN_MAX: Record<keyof BookingTypedValues, number> = {
  serviceType: 60,
  customerName: L.nameMax,
  customerEmail: L.emailMax,
  customerPhone: L.phoneMax * 2,
  carBrand: 40,
  carModel: L.carModelMax,
  carYear: L.carYearLength * 2,
  preferredDate: 10,
  preferredTime: 8,
  address: L.addressMax,
  specialRequests: L.specialRequestsMax,
  whatsappOptIn: 3,
  vehicleId: BOOKING_CAR_LIMITS.vehicleIdMax,
  registration: REGISTRATION_TYPED_MAX,
  pickupAndDrop: 3,
  locality: BOOKING_LOCALITY_MAX,
};

/**
 * What was typed, to show again: each field a string cut to {@link BOOKING_SHOWN_MAX}
 * (anything else shown empty).
 * @param fields the request's fields, or null when the body could not be read
 */
export function typedBookingValues(fields: Record<string, unknown> | null): BookingTypedValues {
  return typedValues(fields, BOOKING_SHOWN_MAX);
}

/** The spec's fallback text when a booking fails (docs/product.md#messages-booking). */
export const BOOKING_FAILED_FALLBACK =
  "There was an error booking your service. Please try again or contact us directly.";
