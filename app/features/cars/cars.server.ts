/**
 * A customer's cars in My Garage (docs/product.md#garage, docs/decisions/0014): list, read,
 * add, edit and remove them (the history and warranty are `car-record.server.ts`). Every query is scoped by
 * the session's user id (docs/product.md#roles): another customer's car reads as no car at
 * all (the routes answer 404). A registration belongs to one account while neither has
 * removed the car; a second account adding it is told to call the workshop and learns nothing
 * of the owner. Removing a car hides it from the customer; the workshop's records stay.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { formatPhone } from "~/catalog/business";
import { odometerReadings, profiles, vehicles, type VehicleRow } from "~/db/schema";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { getBusinessFacts } from "~/lib/env.server";

import { plateForDisplay } from "~/lib/registration";
import { isUuid } from "~/lib/text-rules";

import {
  VEHICLE_LIMITS,
  VEHICLE_MESSAGES,
  type VehicleFieldErrors,
  type VehicleFormValues,
  type VehicleFuelName,
} from "./car-schema";

/** A car as its owner sees it. */
export interface VehicleView {
  id: string;
  /** Stored form, e.g. "TS09EA1234"; null for a car saved from a booking without one. */
  registration: string | null;
  /** As on the plate, e.g. "TS 09 EA 1234"; null without a registration. */
  plate: string | null;
  make: string;
  model: string;
  year: number;
  fuel: VehicleFuelName;
  vin: string | null;
  nickname: string | null;
  /** Whether this car's service-due reminders are on. */
  remindersEnabled: boolean;
}

/**
 * A car row as its owner sees it (no user id, no removal time).
 * @param row a `vehicles` row
 */
function toVehicleView(row: VehicleRow): VehicleView {
  return {
    id: row.id,
    registration: row.registration,
    plate: plateForDisplay(row.registration),
    make: row.make,
    model: row.model,
    year: row.year,
    fuel: row.fuel,
    vin: row.vin,
    nickname: row.nickname,
    remindersEnabled: row.remindersEnabled,
  };
}

/** Whether a path's id can be a car's at all (anything else is a 404, never a database error). */
export function isVehicleId(id: string): boolean {
  return isUuid(id);
}

/**
 * The condition on `vehicles` for one car a customer has in My Garage: theirs and not removed
 * (docs/product.md#garage-cars).
 * @param userId the customer's user id
 * @param vehicleId the car's id
 */
export const ownCar = (userId: string, vehicleId: string) =>
  and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId), isNull(vehicles.removedAt));

/**
 * The customer's cars in My Garage, oldest first.
 * @param userId the session's user id
 * @returns the cars not removed
 */
export async function listVehicles(userId: string): Promise<VehicleView[]> {
  const rows = await getDb()
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), isNull(vehicles.removedAt)))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  return rows.map(toVehicleView);
}

/**
 * One of the customer's cars.
 * @param userId the session's user id
 * @param vehicleId the car's id from the path (any text)
 * @returns the car, or null when the id is malformed, unknown, another customer's or removed
 */
export async function getVehicle(userId: string, vehicleId: string): Promise<VehicleView | null> {
  if (!isVehicleId(vehicleId)) return null;
  const [row] = await getDb().select().from(vehicles).where(ownCar(userId, vehicleId));
  return row ? toVehicleView(row) : null;
}

/**
 * The message for a registration another account holds (docs/decisions/0014): it names the
 * workshop's phone and nothing of the owner.
 * @returns "This car is already registered with us. Please call us on +91 … and we will sort it out."
 */
export function registrationTakenMessage(): string {
  return `This car is already registered with us. Please call us on ${formatPhone(getBusinessFacts().phone)} and we will sort it out.`;
}

/** What saving a car did. */
export type VehicleSaveResult =
  | { ok: true; vehicle: VehicleView; restored: boolean }
  | { ok: false; fieldErrors: VehicleFieldErrors; message: string };

/** A car's details as saved: the car form's, the odometer reading optional (the booking form has none). */
type VehicleSaveValues = Omit<VehicleFormValues, "odometer"> & { odometer?: number | null };

const refused = (
  field: "registration" | "form" | "odometer",
  message: string,
): VehicleSaveResult => ({
  ok: false,
  fieldErrors: { [field]: message },
  message,
});

/**
 * Locks one registration for the rest of the transaction (a PostgreSQL advisory lock), so two
 * accounts adding the same car at once are decided one after the other.
 * @param tx the transaction
 * @param registration the stored form
 */
async function lockRegistration(tx: DbOrTx, registration: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration:${registration}`}))`);
}

/**
 * Who holds a registration among the cars in use, besides `exceptId`.
 * @returns "mine", "other" or null when no car in use holds it
 */
async function registrationHolder(
  tx: DbOrTx,
  userId: string,
  registration: string,
  exceptId?: string,
): Promise<"mine" | "other" | null> {
  const rows = await tx
    .select({ userId: vehicles.userId })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.registration, registration),
        isNull(vehicles.removedAt),
        exceptId ? ne(vehicles.id, exceptId) : undefined,
      ),
    );
  if (rows.length === 0) return null;
  return rows.some((r) => r.userId === userId) ? "mine" : "other";
}

/** A refusal for a registration held by a car in use, or null when it is free. */
async function registrationRefusal(
  tx: DbOrTx,
  userId: string,
  registration: string,
  exceptId?: string,
): Promise<VehicleSaveResult | null> {
  const holder = await registrationHolder(tx, userId, registration, exceptId);
  if (holder === "mine") return refused("registration", VEHICLE_MESSAGES.alreadyYours);
  if (holder === "other") return refused("registration", registrationTakenMessage());
  return null;
}

/** Whether a database error is the unique index of registrations in use. */
function isRegistrationInUse(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505" && constraint === "vehicles_registration_active_idx") return true;
  }
  return false;
}

/**
 * The refusal of a reading the customer gave that is lower than the car's last one (the
 * workshop records a replaced odometer, with its reason: docs/decisions/0014, "Odometer").
 * @returns the refusal at the odometer field, or null when the reading may be recorded
 */
async function lowerReadingRefusal(
  tx: DbOrTx,
  vehicleId: string,
  km: number | null | undefined,
): Promise<VehicleSaveResult | null> {
  if (km === null || km === undefined) return null;
  const [last] = await tx
    .select({ km: odometerReadings.km })
    .from(odometerReadings)
    .where(eq(odometerReadings.vehicleId, vehicleId))
    .orderBy(desc(odometerReadings.recordedAt))
    .limit(1);
  return last && km < last.km ? refused("odometer", VEHICLE_MESSAGES.odometerLower) : null;
}

/**
 * Records the odometer the customer gave with the car form, if any: a `customer` reading of
 * today, by them (docs/decisions/0014, "Odometer"). The caller has checked it with
 * {@link lowerReadingRefusal}.
 */
async function recordCustomerReading(
  tx: DbOrTx,
  userId: string,
  vehicleId: string,
  km: number | null | undefined,
): Promise<void> {
  if (km === null || km === undefined) return;
  await tx
    .insert(odometerReadings)
    .values({ vehicleId, km, source: "customer", recordedBy: userId, recordedAt: new Date() });
}

/**
 * Saves a car in one transaction that holds its registration's lock (docs/product.md#garage-cars).
 * @param db the database, or a transaction to save in
 * @param registration the registration saved
 * @param save the writes, given the transaction
 * @returns what `save` returns; the refusal at the registration when a car saved elsewhere
 *   without the lock took it first (the unique index of registrations in use)
 * @throws what the database throws for anything else
 */
async function saveWithRegistration<T>(
  db: DbOrTx,
  registration: string,
  save: (tx: DbOrTx) => Promise<T>,
): Promise<T | VehicleSaveResult> {
  try {
    return await db.transaction(async (tx) => {
      await lockRegistration(tx, registration);
      return save(tx);
    });
  } catch (error) {
    if (isRegistrationInUse(error)) return refused("registration", registrationTakenMessage());
    throw error;
  }
}

/**
 * Adds a car to the customer's garage (docs/product.md#garage-cars). A car the same account
 * removed earlier, with the same registration, is restored with the details given (its history
 * comes back with it).
 * @param userId the session's user id
 * @param values the parsed car form (with the odometer today, if given: recorded as a `customer`
 *   reading; one lower than the car's last reading is refused at its field)
 * @param db the database, or a transaction to add the car in
 * @returns the car and whether it was restored; or a refusal at its field: the registration in
 *   this garage already, held by another account (the workshop's phone, nothing of the owner), or
 *   {@link VEHICLE_LIMITS}.carsMax cars already kept (nothing written)
 * @throws what the database throws for anything else
 */
export async function addVehicle(
  userId: string,
  { odometer, ...values }: VehicleSaveValues,
  db: DbOrTx = getDb(),
): Promise<VehicleSaveResult> {
  return saveWithRegistration<VehicleSaveResult>(db, values.registration, async (tx) => {
    const refusal = await registrationRefusal(tx, userId, values.registration);
    if (refusal) return refusal;
    const [kept] = await tx
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.userId, userId), isNull(vehicles.removedAt)));
    if ((kept?.n ?? 0) >= VEHICLE_LIMITS.carsMax) return refused("form", VEHICLE_MESSAGES.carsMax);
    const details = { ...values, updatedAt: new Date() };
    const [removed] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.userId, userId),
          eq(vehicles.registration, values.registration),
          isNotNull(vehicles.removedAt),
        ),
      )
      .orderBy(desc(vehicles.removedAt))
      .limit(1);
    if (removed) {
      const lower = await lowerReadingRefusal(tx, removed.id, odometer);
      if (lower) return lower;
      const [row] = await tx
        .update(vehicles)
        .set({ ...details, removedAt: null })
        .where(eq(vehicles.id, removed.id))
        .returning();
      await recordCustomerReading(tx, userId, removed.id, odometer);
      return { ok: true, vehicle: toVehicleView(row!), restored: true };
    }
    const [row] = await tx
      .insert(vehicles)
      .values({ ...values, userId })
      .returning();
    await recordCustomerReading(tx, userId, row!.id, odometer);
    return { ok: true, vehicle: toVehicleView(row!), restored: false };
  });
}

/**
 * Changes a car's details (docs/product.md#garage-cars).
 * @param userId the session's user id
 * @param vehicleId the car's id from the path
 * @param values the parsed car form (with the odometer today, if given: recorded as a `customer`
 *   reading; one lower than the car's last reading is refused at its field)
 * @returns null when the car is not one of the customer's cars in use (nothing written); else
 *   the car, or a refusal at the registration when another car in use holds it
 * @throws what the database throws for anything else
 */
export async function editVehicle(
  userId: string,
  vehicleId: string,
  { odometer, ...values }: VehicleFormValues,
): Promise<VehicleSaveResult | null> {
  if (!isVehicleId(vehicleId)) return null;
  return saveWithRegistration<VehicleSaveResult | null>(
    getDb(),
    values.registration,
    async (tx) => {
      const [car] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(ownCar(userId, vehicleId))
        .for("update");
      if (!car) return null;
      const refusal =
        (await registrationRefusal(tx, userId, values.registration, vehicleId)) ??
        (await lowerReadingRefusal(tx, vehicleId, odometer));
      if (refusal) return refusal;
      const [row] = await tx
        .update(vehicles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(vehicles.id, vehicleId))
        .returning();
      await recordCustomerReading(tx, userId, vehicleId, odometer);
      return { ok: true, vehicle: toVehicleView(row!), restored: false };
    },
  );
}

/**
 * Removes a car from My Garage: it is hidden from the customer (`removed_at` set); its
 * bookings, readings and recommendations stay in the workshop's records, and adding the same
 * registration again restores it (docs/product.md#garage-cars).
 * @param userId the session's user id
 * @param vehicleId the car's id from the path
 * @param now the removal time
 * @returns false when it is not one of the customer's cars in use (nothing written)
 */
export async function removeVehicle(
  userId: string,
  vehicleId: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isVehicleId(vehicleId)) return false;
  const rows = await getDb()
    .update(vehicles)
    .set({ removedAt: now, updatedAt: now })
    .where(ownCar(userId, vehicleId))
    .returning({ id: vehicles.id });
  return rows.length > 0;
}

/**
 * Turns one car's service-due reminders on or off (docs/product.md#garage-car-page).
 * @param userId the session's user id
 * @param vehicleId the car's id from the path
 * @param enabled the new setting
 * @returns false when it is not one of the customer's cars in use (nothing written)
 */
export async function setVehicleReminders(
  userId: string,
  vehicleId: string,
  enabled: boolean,
): Promise<boolean> {
  if (!isVehicleId(vehicleId)) return false;
  const rows = await getDb()
    .update(vehicles)
    .set({ remindersEnabled: enabled, updatedAt: new Date() })
    .where(ownCar(userId, vehicleId))
    .returning({ id: vehicles.id });
  return rows.length > 0;
}

/**
 * Whether the account's service-due reminders are on (the switch at /account); a car's own
 * switch counts only while this is on.
 * @param userId the session's user id
 * @returns the profile's setting; true without a profile (the default)
 */
export async function accountServiceRemindersEnabled(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ on: profiles.serviceRemindersEnabled })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.on ?? true;
}
