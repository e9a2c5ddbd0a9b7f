/**
 * The driver's screens (docs/product.md#pickups, #check-in; docs/decisions/0016): the day's legs
 * at /staff and one leg at /staff/leg/:id with its walk-round. The routes guard first with
 * `requireStaff(request, "driver")`, which reads the role on every request; a leg that is not the
 * driver's own (any leg for an admin) answers 404, the same as an unknown one. Forms are plain
 * HTML: done, a redirect back with `?done=` (a reload posts nothing again); refused, the page
 * with the message at its field and the typed values.
 */
import { PhotoError } from "~/features/photos/photo-rules";
import { PHOTO_MESSAGES } from "~/features/photos/photo-rules";
import { data, redirect } from "react-router";
import { staffLegPath } from "~/catalog/navigation";
import type { StaffUser } from "~/lib/auth.server";
import { getDb, logDatabaseError } from "~/lib/db.server";
import type { Translator } from "~/lib/i18n";
import { translatorFor } from "~/lib/i18n.server";
import { accountLanguage } from "~/features/messages/preferences.server";
import { translatedAnswer } from "./staff-answers";
import { readFields } from "~/lib/request-body.server";
import { parseSubmission } from "~/lib/submission.server";
import { addDaysYmd, dayViewDate, todayInKolkata } from "~/lib/time";
import { driverMoveLeg } from "./leg-changes.server";
import { legForStaff, legsOfDay, type LegDetails } from "./pickup-legs.server";
import { STAFF_NOTICES, StaffLegActionSchema, legNoticeOf, type LegNotice } from "./pickup-schema";
import type { LegFormAnswer } from "./walkround-forms";
import {
  WalkroundError,
  addCheckInPhoto,
  saveCheckIn,
  saveReturn,
  walkroundsOfBooking,
  type WalkroundTarget,
  type WalkroundView,
} from "./walkrounds.server";
import { confirmWalkround, sendWalkroundCode } from "./walkround-codes.server";
import { notFoundResponse } from "~/lib/not-found.server";

/**
 * The driver's legs of a day (`?date=`, default today, Asia/Kolkata: a driver may look ahead), by
 * window; an admin sees every leg of the day.
 * @param staff the signed-in driver or admin
 * @param request the page's request
 * @returns the day shown, today, the next day, and the legs
 */
export async function loadStaffDay(staff: StaffUser, request: Request) {
  const today = todayInKolkata();
  const date = dayViewDate(new URL(request.url).searchParams.get("date"));
  return {
    date,
    today,
    tomorrow: addDaysYmd(today, 1),
    legs: await legsOfDay(date, staff.isAdmin ? null : staff.id),
  };
}

/** What a leg's page shows. */
export interface StaffLegData {
  leg: LegDetails;
  walkround: WalkroundView | null;
  checkIn: WalkroundView | null;
  notice: LegNotice | null;
}

/**
 * One leg's page: the leg, its walk-round (the check-in for a pickup, the return for a drop),
 * and the check-in for reference on a drop.
 * @param staff the signed-in driver or admin; `legId` the URL's id
 * @param request the page's request (its `?done=` notice)
 * @throws 404 for a leg that is not the driver's own, unknown or malformed, or of a cancelled
 *   booking (docs/product.md#pickups-legs)
 */
export async function loadStaffLeg(
  staff: StaffUser,
  legId: string,
  request: Request,
): Promise<StaffLegData> {
  const leg = await legForStaff(staff, legId);
  if (!leg) throw notFoundResponse();
  const walkrounds = await walkroundsOfBooking(leg.bookingId);
  const kind = leg.kind === "pickup" ? "check_in" : "return";
  return {
    leg,
    walkround: walkrounds.find((w) => w.kind === kind) ?? null,
    checkIn: walkrounds.find((w) => w.kind === "check_in") ?? null,
    notice: legNoticeOf(new URL(request.url).searchParams.get("done")),
  };
}

/** A refusal as its page shows it, in no-store. */
const refusal = (answer: LegFormAnswer, status: number) =>
  data<LegFormAnswer>(answer, { status, headers: { "Cache-Control": "no-store" } });

/** The damage photo's post (multipart): one file named "photo". */
async function handlePhoto(
  target: WalkroundTarget,
  request: Request,
  done: (notice: LegNotice) => Response,
  refuse: typeof refusal,
) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse({ intent: "add-photo", message: PHOTO_MESSAGES.type }, 400);
  }
  const photo = form.get("photo");
  if (!(photo instanceof File) || form.getAll("photo").length !== 1 || photo.size === 0)
    return refuse({ intent: "add-photo", message: PHOTO_MESSAGES.type }, 400);
  await addCheckInPhoto(target, Buffer.from(await photo.arrayBuffer()));
  return done("photo");
}

/**
 * The walk-round's forms, on a leg's page or at the counter: the next state (legs only), the
 * check-in, a damage photo, the return's notes, sending the code, confirming with it.
 * @param target the leg (its driver's own, any for an admin) or the booking at the counter
 * @param request the POST (form data; multipart for a photo)
 * @param done the redirect back with a notice
 * @param t the translator of the page's reader: the driver's language on the staff screen
 *   (docs/decisions/0026), English at the counter
 * @returns a redirect back with its notice when done; 400 with field errors and typed values for
 *   a bad form; 409 with the message when the rules refuse (a wrong code, a confirmed record, a
 *   cancelled booking, a drop that may not leave yet); a photo is refused so before it is decoded;
 *   429 past the code's sending limit; 503 when the database fails
 * @throws 404 for a leg that is not the driver's own, or a booking that does not exist
 */
export async function handleWalkroundForms(
  target: WalkroundTarget,
  request: Request,
  done: (notice: LegNotice) => Response,
  t: Translator = translatorFor("en"),
): Promise<Response | ReturnType<typeof refusal>> {
  const refuse = (answer: LegFormAnswer, status: number) =>
    refusal(translatedAnswer(t, answer), status);
  let intent = "add-photo";
  try {
    if ((request.headers.get("content-type") ?? "").includes("multipart/form-data"))
      return await handlePhoto(target, request, done, refuse);
    const fields = await readFields(request, { lists: ["belongings"] });
    const parsed = await parseSubmission(request, StaffLegActionSchema, { fields });
    intent = typeof fields?.intent === "string" ? fields.intent : "";
    if (!parsed.ok)
      return refuse(
        {
          intent,
          message: parsed.message,
          fieldErrors: parsed.fieldErrors as Record<string, string>,
          values: (fields ?? {}) as Record<string, string | string[]>,
        },
        400,
      );
    const action = parsed.data;
    switch (action.intent) {
      case "move": {
        if (target.via !== "leg") return refuse({ intent, message: STAFF_NOTICES.invalid }, 400);
        const outcome = await driverMoveLeg(target.staff, target.legId, action.to);
        if (!outcome.ok && outcome.reason === "no-leg") throw notFoundResponse();
        // A leg of a cancelled booking, a step out of order, a drop that may not leave yet:
        // 409 with what holds it (docs/product.md#pickups-legs).
        if (!outcome.ok) return refuse({ intent, message: STAFF_NOTICES[outcome.reason] }, 409);
        return done("moved");
      }
      case "save-check-in":
        await saveCheckIn(target, action);
        return done("saved");
      case "save-return":
        await saveReturn(target, action.notes);
        return done("saved");
      case "send-code":
        return done((await sendWalkroundCode(target)) ? "code-sent" : "code-held");
      case "confirm-code":
        await confirmWalkround(target, action.code);
        return done("confirmed");
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof WalkroundError) {
      if (error.status === 404) throw notFoundResponse();
      return refuse({ intent, message: error.message }, error.status);
    }
    if (error instanceof PhotoError) return refuse({ intent, message: error.message }, 400);
    logDatabaseError("Walk-round action failed:", error);
    return refuse({ intent, message: STAFF_NOTICES.failed }, 503);
  }
}

/**
 * The forms of a leg's page (see {@link handleWalkroundForms}), answered with a redirect back to
 * the leg's page, or refused in the driver's language (docs/decisions/0026).
 * @param staff the signed-in driver or admin; `legId` the URL's id
 * @throws 404 for a leg that is not the driver's own
 */
export async function handleStaffLegAction(staff: StaffUser, legId: string, request: Request) {
  return handleWalkroundForms(
    { via: "leg", staff, legId },
    request,
    (notice) => redirect(`${staffLegPath(legId)}?done=${notice}`),
    translatorFor(await accountLanguage(getDb(), staff.id)),
  );
}
