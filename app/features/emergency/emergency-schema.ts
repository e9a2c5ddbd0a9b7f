/**
 * The emergency request form and the staff's step forms (docs/product.md#emergency-form,
 * #emergency-steps): fields, bounds and messages, shared by the page and the actions
 * (docs/architecture.md#one-schema-two-sides). Client-safe.
 */
import { z } from "zod";
import { emergencyProblems, type EmergencyStatus } from "~/catalog/emergency";
import { asciiDigits, phoneE164 } from "~/lib/phone";
import {
  UNSUPPORTED_CHARACTERS_MESSAGE,
  isPhoneNumber,
  isPlainLine,
  isPlainText,
} from "~/lib/text-rules";

/** Bounds checked on both sides. */
export const EMERGENCY_LIMITS = {
  phoneMin: 10,
  phoneMax: 15,
  nameMax: 100,
  carMax: 100,
  landmarkMax: 200,
  localityMax: 100,
  /** An ETA a taker may give, in minutes. */
  etaMin: 1,
  etaMax: 600,
} as const;

/** One of the request form's fields, as its inputs name them. */
export type EmergencyField =
  "phone" | "name" | "car" | "problem" | "landmark" | "locality" | "latitude" | "longitude";

/** The form's fields as typed (strings), shown again after a refusal. */
type EmergencyTypedValues = Record<EmergencyField, string>;

/** What the visitor reads when their request was not stored (the phone number is beside it). */
export const EMERGENCY_FAILED_MESSAGE =
  "We could not record your request just now. Please call us: the emergency line is open 24/7.";

/** The refusal past the limits (the phone number is beside it). */
export const EMERGENCY_LIMIT_MESSAGE =
  "We have received several requests from you already, and the on-call team is on them. Please call us instead: the emergency line is open 24/7.";

const PHONE_MESSAGE = "Please enter a valid phone number";
const PROBLEM_MESSAGE = "Please choose what happened";
const LANDMARK_MESSAGE = "Please tell us a landmark near you";
const LOCALITY_MESSAGE = "Please tell us the area or locality";
const COORDINATES_MESSAGE = "The location could not be read; please describe where you are";

const optionalLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine(isPlainLine, UNSUPPORTED_CHARACTERS_MESSAGE)
    .optional()
    .default("");

const requiredLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, message)
    .max(max, message)
    .refine(isPlainText, UNSUPPORTED_CHARACTERS_MESSAGE);

/** A coordinate typed or filled by the location button: empty, or a number within `limit`. */
const coordinate = (limit: number) =>
  z
    .string({ error: COORDINATES_MESSAGE })
    .trim()
    .max(20, COORDINATES_MESSAGE)
    .optional()
    .default("")
    .refine((v) => v === "" || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit), {
      message: COORDINATES_MESSAGE,
    })
    .transform((v) => (v === "" ? null : Number(v)));

/**
 * The request form (docs/product.md#emergency-form): phone required (stored in E.164), name and
 * car optional, what happened from the catalogue's list, a landmark and locality in words always,
 * and coordinates from the location button, both or neither. A strict object: a field the form
 * does not have is refused (docs/decisions/0005).
 */
export const EmergencyFormSchema = z
  .strictObject({
    phone: z
      .string({ error: PHONE_MESSAGE })
      .trim()
      .min(EMERGENCY_LIMITS.phoneMin, PHONE_MESSAGE)
      .max(EMERGENCY_LIMITS.phoneMax + 5, PHONE_MESSAGE)
      .refine(isPhoneNumber, PHONE_MESSAGE)
      .transform((v) => phoneE164(v) ?? v),
    name: optionalLine(EMERGENCY_LIMITS.nameMax, "Name must be at most 100 characters"),
    car: optionalLine(EMERGENCY_LIMITS.carMax, "The car must be at most 100 characters"),
    problem: z.enum(emergencyProblems, { error: PROBLEM_MESSAGE }),
    landmark: requiredLine(EMERGENCY_LIMITS.landmarkMax, LANDMARK_MESSAGE),
    locality: requiredLine(EMERGENCY_LIMITS.localityMax, LOCALITY_MESSAGE),
    latitude: coordinate(90),
    longitude: coordinate(180),
  } satisfies Record<EmergencyField, z.ZodType>)
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    path: ["latitude"],
    message: COORDINATES_MESSAGE,
  });

/** The validated request. */
export type EmergencyFormValues = z.output<typeof EmergencyFormSchema>;

/** Field name → first error message. */
type EmergencyFieldErrors = Partial<Record<EmergencyField, string>>;

/** What the /emergency action answers when it does not redirect to the status page. */
export interface EmergencyActionRefusal {
  ok: false;
  message: string;
  fieldErrors?: EmergencyFieldErrors;
  values?: Partial<EmergencyTypedValues>;
}

/**
 * A staff step on a request (docs/product.md#emergency-steps): take it with an ETA in minutes,
 * mark arrived, then close it as resolved or towed to the workshop.
 */
export const EmergencyStepSchema = z.discriminatedUnion("intent", [
  z.strictObject({
    intent: z.literal("take"),
    // Typed on a Telugu or Hindi keyboard, the digits read as ASCII (docs/decisions/0026).
    eta: z.preprocess(
      (v) => (typeof v === "string" ? asciiDigits(v) : v),
      z.coerce
        .number({ error: "Please give your ETA in minutes" })
        .int("Please give your ETA in whole minutes")
        .min(EMERGENCY_LIMITS.etaMin, "Please give your ETA in minutes")
        .max(EMERGENCY_LIMITS.etaMax, `An ETA is at most ${EMERGENCY_LIMITS.etaMax} minutes`),
    ),
  }),
  z.strictObject({ intent: z.literal("arrive") }),
  z.strictObject({ intent: z.literal("resolve") }),
  z.strictObject({ intent: z.literal("tow") }),
]);

/** A parsed step form. */
export type EmergencyStep = z.output<typeof EmergencyStepSchema>;

/** The step each intent moves a request to. */
export const STEP_OF_INTENT: Record<EmergencyStep["intent"], EmergencyStatus> = {
  take: "taken",
  arrive: "arrived",
  resolve: "resolved",
  tow: "towed",
};

/** What the staff read after a step (`?emergency=` on the page they came from). */
export const EMERGENCY_NOTICES = {
  taken: "You have taken the request. The customer sees your ETA.",
  arrived: "Marked arrived.",
  resolved: "Marked resolved.",
  towed: "Marked towed: a booking was made for the car.",
  "taken-by-other": "Someone else has already taken this request.",
  "out-of-order":
    "That step does not follow the request's current one; the page shows where it stands.",
  invalid: "Please give your ETA in minutes (1 to 600).",
  failed: "The step could not be saved. Please try again.",
} as const;

/** A notice's key. */
export type EmergencyNotice = keyof typeof EMERGENCY_NOTICES;

/**
 * The notice named in a URL, if it is one.
 * @param value the `?emergency=` parameter
 * @returns the key, or null
 */
export function emergencyNoticeOf(value: string | null): EmergencyNotice | null {
  return value && value in EMERGENCY_NOTICES ? (value as EmergencyNotice) : null;
}
