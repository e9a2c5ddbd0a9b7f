/**
 * The My Garage forms as the server answers them (docs/product.md#garage, docs/decisions/0011):
 * each reads the body with the shared schema, checks the car is the customer's before anything
 * else (another customer's car is a 404 and nothing is written), and answers a refusal with the
 * page (the messages at their fields, what was typed kept) or a success with a redirect, so a
 * reload never posts twice. The routes call these after their guard (`requireUser`). On a Telugu
 * or Hindi page the messages are the language's and the redirects stay in it (docs/decisions/0026).
 */
import { data, redirect } from "react-router";
import { requireUser } from "~/lib/auth.server";
import { consumeRateLimit, retryAfterText } from "~/lib/rate-limit.server";
import { parseSubmission, storeFailed } from "~/lib/submission.server";
import { messageIn, type Translator } from "~/lib/i18n";
import { UNSUPPORTED_CHARACTERS_MESSAGE } from "~/lib/text-rules";
import { languages, linkIn } from "~/catalog/languages";
import { ODOMETER_LIMITS } from "./workshop-car-schema";
import { GARAGE_PATH, garageCarPath } from "~/catalog/navigation";
import { withNotice } from "./garage-notices";
import {
  CarPageActionSchema,
  VEHICLE_LIMITS,
  VEHICLE_MESSAGES,
  VEHICLE_SHOWN_MAX,
  VehicleFormSchema,
  vehicleYearRange,
  yearRangeMessage,
  type VehicleFieldErrors,
  type VehicleFormValues,
  type VehicleTypedValues,
} from "./car-schema";
import {
  addVehicle,
  editVehicle,
  getVehicle,
  registrationTakenMessage,
  removeVehicle,
  setVehicleReminders,
  type VehicleSaveResult,
  type VehicleView,
} from "./cars.server";
import { notFoundResponse } from "~/lib/not-found.server";
import { formatPhone } from "~/catalog/business";
import { getBusinessFacts } from "~/lib/env.server";

/** What a car form's page shows after a post the server refused. */
export interface CarFormAnswer {
  ok: false;
  message: string;
  fieldErrors?: VehicleFieldErrors;
  values: VehicleTypedValues;
}

/** What the car page shows after one of its forms was refused. */
export interface CarPageAnswer {
  ok: false;
  message: string;
}

/** Shown when a car could not be stored (the database failed; nothing was changed). */
const CAR_SAVE_FAILED =
  "We could not save your car just now. Nothing was changed; please try again.";

/** The start of the message for a customer over the "garage" limit (the wait follows it). */
const CARS_CHANGED_OFTEN = "You have changed your cars several times in a short time.";

/** Shown when the car page's forms could not change the car (nothing was changed). */
const CAR_CHANGE_FAILED =
  "We could not change your car just now. Nothing was changed; please try again.";

/**
 * A message of the car forms in the page's language (docs/decisions/0026): each English
 * message under its name in `content.garage.errors`; one the page does not send (a field it has not)
 * reads as the form's general one.
 * @param t the page's translator
 * @param message the English message
 * @returns the message in the page's language
 */
function carMessageIn(t: Translator, message: string): string {
  if (t.locale !== "en" && message.startsWith(CARS_CHANGED_OFTEN))
    return t.t("content.garage.errors.tooMany");
  const years = vehicleYearRange();
  const messages = {
    ...VEHICLE_MESSAGES,
    year: yearRangeMessage(),
    registrationTaken: registrationTakenMessage(),
    unsupported: UNSUPPORTED_CHARACTERS_MESSAGE,
    saveFailed: CAR_SAVE_FAILED,
    changeFailed: CAR_CHANGE_FAILED,
  };
  const values = {
    ...years,
    phone: formatPhone(getBusinessFacts().phone),
    modelMax: VEHICLE_LIMITS.modelMax,
    nicknameMax: VEHICLE_LIMITS.nicknameMax,
    carsMax: VEHICLE_LIMITS.carsMax,
    kmMax: ODOMETER_LIMITS.kmMax.toLocaleString(languages[t.locale].intl),
  };
  return messageIn(t, "content.garage.errors", messages, message, "invalid", values);
}

/** A refusal's messages, the general one and each field's, in the page's language. */
function carAnswerIn<A extends { message: string; fieldErrors?: VehicleFieldErrors }>(
  t: Translator,
  answer: A,
): A {
  if (t.locale === "en") return answer;
  const fieldErrors = answer.fieldErrors
    ? Object.fromEntries(
        Object.entries(answer.fieldErrors).map(([k, m]) => [k, m && carMessageIn(t, m)]),
      )
    : undefined;
  return { ...answer, message: carMessageIn(t, answer.message), fieldErrors } as A;
}

/** The 404 every route of a car answers for a car that is not the customer's. */
function notFound(): never {
  throw notFoundResponse();
}

/**
 * A car the customer has in My Garage, or the 404 thrown.
 * @param userId the session's user id
 * @param vehicleId the path's id
 * @returns the car
 * @throws a 404 for an unknown, malformed, removed or another customer's car alike
 */
async function requireOwnVehicle(userId: string, vehicleId: string): Promise<VehicleView> {
  return (await getVehicle(userId, vehicleId)) ?? notFound();
}

/**
 * The signed-in customer and one of their cars, for the car's own pages
 * (docs/product.md#garage-car-page).
 * @param request the page's request
 * @param vehicleId the path's id
 * @returns `{ user, car }`
 * @throws the redirect to /auth when signed out; a 404 for an unknown, malformed, removed or
 *   another customer's car alike
 */
export async function requireOwnCar(request: Request, vehicleId: string) {
  const user = await requireUser(request);
  return { user, car: await requireOwnVehicle(user.id, vehicleId) };
}

/**
 * A car's details as the edit form shows them.
 * @param car the car
 * @returns each field as a string (the registration as on the plate; the odometer empty: a
 *   reading given with the form is a new one)
 */
export function carFormValues(car: VehicleView): VehicleTypedValues {
  return {
    registration: car.plate ?? "",
    make: car.make,
    model: car.model,
    year: String(car.year),
    fuel: car.fuel,
    vin: car.vin ?? "",
    nickname: car.nickname ?? "",
    odometer: "",
  };
}

/**
 * Reads a car form, counts it against the customer's "garage" limit and saves it with `save`.
 * @returns `{ saved }` with the car, or `{ answer }` for a refusal (400 bad fields, 429 over the
 *   limit, 409 a registration in use or a full garage, 503 the database failed)
 * @throws a 404 when `save` finds the car is no longer the customer's
 */
async function saveCarForm(
  request: Request,
  userId: string,
  t: Translator,
  save: (values: VehicleFormValues) => Promise<VehicleSaveResult | null>,
) {
  const submission = await parseSubmission(request, VehicleFormSchema, {
    maxLengths: VEHICLE_SHOWN_MAX,
  });
  const values = submission.values as VehicleTypedValues;
  const refuse = (
    status: number,
    answer: Omit<CarFormAnswer, "ok" | "values">,
    headers?: HeadersInit,
  ) => ({
    answer: data<CarFormAnswer>(
      { ok: false, values, ...carAnswerIn(t, answer) },
      { status, headers },
    ),
  });
  if (!submission.ok)
    return refuse(400, { message: submission.message, fieldErrors: submission.fieldErrors });
  let result: VehicleSaveResult | null;
  try {
    const limit = await consumeRateLimit("garage", userId);
    if (!limit.allowed)
      return refuse(
        429,
        {
          message: `${CARS_CHANGED_OFTEN} ${retryAfterText(limit.retryAfterSeconds)}`,
        },
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    result = await save(submission.data);
  } catch (error) {
    return {
      answer: storeFailed<CarFormAnswer>("Car could not be saved", error, {
        ok: false,
        values,
        message: carMessageIn(t, CAR_SAVE_FAILED),
      }),
    };
  }
  // Removed or changed hands between the check and the save.
  if (result === null) return notFound();
  if (!result.ok) return refuse(409, { message: result.message, fieldErrors: result.fieldErrors });
  return { saved: result };
}

/**
 * The /garage "Add a car" form (docs/product.md#garage-cars).
 * @param request the form's post
 * @param userId the session's user id
 * @param t the page's translator (its URL's language)
 * @returns a redirect to the car's page (`?saved=added`, or `restored` for a car the account had
 *   removed); or the page's answer with the messages at their fields: 400, 409 (the registration
 *   is in this garage already, or another account's: the workshop's phone and nothing of the
 *   owner; or the garage is full), 429, 503
 */
export async function handleAddCarPost(request: Request, userId: string, t: Translator) {
  const outcome = await saveCarForm(request, userId, t, (values) => addVehicle(userId, values));
  if ("answer" in outcome) return outcome.answer;
  const { vehicle, restored } = outcome.saved;
  const path = withNotice(garageCarPath(vehicle.id), restored ? "restored" : "added");
  return redirect(linkIn(path, t.locale));
}

/**
 * The /garage/<id>/edit form (docs/product.md#garage-cars).
 * @param request the form's post
 * @param userId the session's user id
 * @param vehicleId the path's id
 * @param t the page's translator (its URL's language)
 * @returns a redirect to the car's page (`?saved=edited`), or the page's answer as
 *   {@link handleAddCarPost}'s
 * @throws a 404 (before the body is read) when the car is not the customer's
 */
export async function handleEditCarPost(
  request: Request,
  userId: string,
  vehicleId: string,
  t: Translator,
) {
  await requireOwnVehicle(userId, vehicleId);
  const outcome = await saveCarForm(request, userId, t, (values) =>
    editVehicle(userId, vehicleId, values),
  );
  if ("answer" in outcome) return outcome.answer;
  return redirect(linkIn(withNotice(garageCarPath(vehicleId), "edited"), t.locale));
}

/**
 * The car page's forms (docs/product.md#garage-car-page): "remove" hides the car from My Garage
 * (its records stay) and goes back to /garage; "reminders" turns the car's service-due reminders
 * on or off and comes back to the car.
 * @param request the form's post
 * @param userId the session's user id
 * @param vehicleId the path's id
 * @param t the page's translator (its URL's language)
 * @returns the redirect, or 400 with a message for a body the page does not send, 503 when the
 *   database failed (nothing changed)
 * @throws a 404 (before the body is read) when the car is not the customer's
 */
export async function handleCarPagePost(
  request: Request,
  userId: string,
  vehicleId: string,
  t: Translator,
) {
  await requireOwnVehicle(userId, vehicleId);
  const submission = await parseSubmission(request, CarPageActionSchema);
  if (!submission.ok)
    return data<CarPageAnswer>(
      { ok: false, message: carMessageIn(t, submission.message) },
      { status: 400 },
    );
  const form = submission.data;
  let changed: boolean;
  try {
    changed =
      form.intent === "remove"
        ? await removeVehicle(userId, vehicleId)
        : await setVehicleReminders(userId, vehicleId, form.value === "on");
  } catch (error) {
    return storeFailed<CarPageAnswer>("Car could not be changed", error, {
      ok: false,
      message: carMessageIn(t, CAR_CHANGE_FAILED),
    });
  }
  if (!changed) return notFound();
  const next =
    form.intent === "remove"
      ? withNotice(GARAGE_PATH, "removed")
      : withNotice(garageCarPath(vehicleId), `reminders-${form.value}`);
  return redirect(linkIn(next, t.locale));
}
