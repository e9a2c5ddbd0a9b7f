/**
 * The pickups' forms, bounds and messages: the legs, the walk-rounds and the job card's staff panel
 * (docs/product.md#pickups, #check-in; docs/decisions/0016), shared by the browser and the server.
 * Client-safe: no database or Node.
 */
import { z } from "zod";
import { belongingIds, legStates, walkroundKinds } from "~/catalog/pickup-legs";
import { RecordOdometerSchema } from "~/features/cars/workshop-car-schema";
import { asciiDigits } from "~/lib/phone";
import { UNSUPPORTED_CHARACTERS_MESSAGE, isPlainLine, isPlainText, isUuid } from "~/lib/text-rules";

/** A user id as better-auth makes them (letters, digits, `_` and `-`), or "" for none. */
const OptionalUserId = z
  .string()
  .trim()
  .max(100)
  .regex(/^[A-Za-z0-9_-]*$/, "Choose someone from the list.")
  .transform((v) => (v === "" ? null : v));

/** The job card's staff forms (docs/decisions/0016), one schema per `intent`. */
export const JobCardStaffSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("assign-technician"), technicianId: OptionalUserId }),
  z.strictObject({
    intent: z.literal("assign-driver"),
    legId: z.string().refine(isUuid, "Unknown leg."),
    driverId: OptionalUserId,
  }),
  z.strictObject({
    intent: z.literal("set-leg-state"),
    legId: z.string().refine(isUuid, "Unknown leg."),
    state: z.string().max(40),
  }),
  z.strictObject({
    intent: z.literal("set-drop-window"),
    legId: z.string().refine(isUuid, "Unknown leg."),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the day."),
    time: z.string().regex(/^\d{2}:\d{2}$/, "Choose the time."),
  }),
]);

/** What the job card's staff forms answer, shown above the staff panel after the redirect. */
export const STAFF_NOTICES = {
  saved: "Saved.",
  "not-technician": "That account is not a technician any more. Choose another.",
  "not-driver": "That account is not a driver any more. Choose another.",
  "driver-full": "That driver already has the most legs allowed in that window. Choose another.",
  "bad-state": "A leg moves one step at a time; only an admin may move it back.",
  "no-leg": "That leg is not this booking's.",
  cancelled: "This booking was cancelled: its pickup and drop are closed.",
  "drop-pickup-open":
    "The car is not at the workshop yet: the drop can start once the pickup has brought it in.",
  "drop-job-open":
    "The job is not completed yet: the drop can start once the workshop marks the booking completed.",
  "drop-no-window": "The drop's window is not set yet: the workshop sets it on the job card.",
  invalid: "That request was not understood. Please try again.",
  failed: "That could not be saved. Please try again.",
} as const;

/** A notice's key. */
export type StaffNotice = keyof typeof STAFF_NOTICES;

/**
 * Reads the notice key of a redirect's `?staff=` query.
 * @returns the key, or null for anything else
 */
export function staffNoticeOf(value: string | null): StaffNotice | null {
  return value && value in STAFF_NOTICES ? (value as StaffNotice) : null;
}

/** The check-in walk-round's bounds (docs/product.md#check-in). */
export const WALKROUND_LIMITS = {
  /** Damage photos a check-in may hold. */
  maxPhotos: 12,
  /** The fuel gauge, in eighths of a tank. */
  fuelMin: 0,
  fuelMax: 8,
  notesMax: 1000,
  otherMax: 200,
  /** The code the customer is sent: digits, minutes it lasts, wrong tries allowed. */
  codeDigits: 6,
  codeMinutes: 10,
  codeTries: 5,
} as const;

/** The walk-round's words. */
export const WALKROUND_MESSAGES = {
  fuel: `Choose the fuel level, from ${WALKROUND_LIMITS.fuelMin} to ${WALKROUND_LIMITS.fuelMax} eighths`,
  notesMax: `Keep the notes to ${WALKROUND_LIMITS.notesMax} characters`,
  otherMax: `Keep "other" to ${WALKROUND_LIMITS.otherMax} characters`,
  photoCount: `A check-in may hold at most ${WALKROUND_LIMITS.maxPhotos} photos`,
  code: `Enter the ${WALKROUND_LIMITS.codeDigits}-digit code the customer was sent`,
  codeWrong: "That code is not right. Ask the customer to read it again.",
  codeExpired: "That code has expired or was used up. Send a new one.",
  codeSent: "Code sent to the customer. Ask them to read it to you.",
  codeLimited: "Too many codes sent. Wait a few minutes, then send another.",
  confirmed: "Confirmed by the customer. This record no longer changes.",
  locked: "This record was confirmed by the customer and no longer changes.",
  saved: "Saved. Send the code to the customer when the walk-round is complete.",
  noCheckIn: "Record the walk-round first.",
  returned: "Returned as received: confirmed by the customer.",
} as const;

/** The belongings field: the ids ticked. */
const BelongingsSchema = z.array(z.enum(belongingIds)).max(belongingIds.length);

/** A walk-round's typed notes, at check-in or at return: optional, "" when left empty. */
const WalkroundNotesSchema = z
  .string()
  .trim()
  .max(WALKROUND_LIMITS.notesMax, WALKROUND_MESSAGES.notesMax)
  .refine(isPlainText, UNSUPPORTED_CHARACTERS_MESSAGE)
  .optional()
  .default("");

/** The forms of a leg's page on the staff screen (docs/product.md#pickups, #check-in). */
export const StaffLegActionSchema = z.discriminatedUnion("intent", [
  /** The leg's next state, as its one button names it. */
  z.strictObject({ intent: z.literal("move"), to: z.enum(legStates) }),
  /** The check-in walk-round (docs/product.md#check-in). */
  z.strictObject({
    intent: z.literal("save-check-in"),
    km: RecordOdometerSchema.shape.km,
    fuelEighths: z
      .string({ error: WALKROUND_MESSAGES.fuel })
      .regex(/^[0-8]$/, WALKROUND_MESSAGES.fuel)
      .transform(Number),
    belongings: BelongingsSchema.optional().default([]),
    belongingsOther: z
      .string()
      .trim()
      .max(WALKROUND_LIMITS.otherMax, WALKROUND_MESSAGES.otherMax)
      .refine(isPlainLine, UNSUPPORTED_CHARACTERS_MESSAGE)
      .optional()
      .default(""),
    notes: WalkroundNotesSchema,
  }),
  /** At drop: notes before the customer confirms the car is returned as received. */
  z.strictObject({
    intent: z.literal("save-return"),
    notes: WalkroundNotesSchema,
  }),
  /** Sends the customer a fresh code for the walk-round. */
  z.strictObject({ intent: z.literal("send-code"), kind: z.enum(walkroundKinds) }),
  /** The code the customer reads out. */
  z.strictObject({
    intent: z.literal("confirm-code"),
    kind: z.enum(walkroundKinds),
    // Read out and typed on a Telugu or Hindi keyboard, the digits are read as ASCII.
    code: z
      .string({ error: WALKROUND_MESSAGES.code })
      .trim()
      .transform(asciiDigits)
      .pipe(
        z
          .string()
          .regex(new RegExp(`^\\d{${WALKROUND_LIMITS.codeDigits}}$`), WALKROUND_MESSAGES.code),
      ),
  }),
]);

/** The notices a leg's page shows after its forms (`?done=`). */
export const LEG_NOTICES = {
  moved: "Updated.",
  saved: WALKROUND_MESSAGES.saved,
  "code-sent": WALKROUND_MESSAGES.codeSent,
  "code-held":
    "The code could not be sent: the customer has no confirmed email address. Call the workshop.",
  confirmed: WALKROUND_MESSAGES.confirmed,
  photo: "Photo added.",
} as const;

/** A leg page notice's key. */
export type LegNotice = keyof typeof LEG_NOTICES;

/**
 * Reads a leg page's `?done=` notice.
 * @returns the key, or null for anything else
 */
export function legNoticeOf(value: string | null): LegNotice | null {
  return value && value in LEG_NOTICES ? (value as LegNotice) : null;
}
