/**
 * A customer's cars in their own data (docs/product.md#privacy, docs/decisions/0014): what the
 * account's download holds of them, and their erasure with the account. The account feature
 * calls these inside its export and its erasure transaction.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { odometerReadings, vehicleRecommendations, vehicles } from "~/db/schema";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { plateForDisplay } from "~/lib/registration";
import type { VehicleView } from "./cars.server";

/**
 * A car as the customer's download shows it, with everything recorded about it: the fields of
 * {@link VehicleView}, the registration as on the plate ("TS 09 EA 1234"; null for a car saved
 * without one), and when it was added and removed.
 */
export interface ExportedCar extends Pick<
  VehicleView,
  "make" | "model" | "year" | "fuel" | "vin" | "nickname" | "remindersEnabled"
> {
  registration: string | null;
  addedAt: string;
  /** When the customer removed it from My Garage; null while it is shown. */
  removedAt: string | null;
  /** Odometer readings, oldest first: whole km, where they came from, why a lower one was taken. */
  odometerReadings: Array<{
    km: number;
    source: string;
    reason: string | null;
    recordedAt: string;
    bookingId: string | null;
  }>;
  /** The work the workshop recommended, with the date suggested and whether it is still open. */
  recommendations: Array<{
    title: string;
    suggestedOn: string;
    status: string;
    recommendedAt: string;
  }>;
}

/**
 * Rows grouped by their car, in their order.
 * @param rows rows that name a car (`vehicleId`)
 * @returns the rows of one car (empty for a car with none)
 */
function byCar<T extends { vehicleId: string }>(rows: readonly T[]): (vehicleId: string) => T[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.vehicleId);
    if (group) group.push(row);
    else groups.set(row.vehicleId, [row]);
  }
  return (vehicleId) => groups.get(vehicleId) ?? [];
}

/**
 * Every car of the account, removed ones too, oldest first, with its readings and
 * recommendations.
 * @param userId the session's user id
 * @returns the cars as the download shows them
 */
export async function exportCars(userId: string): Promise<ExportedCar[]> {
  const db = getDb();
  const cars = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.userId, userId))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  const ids = cars.map((c) => c.id);
  if (ids.length === 0) return [];
  const [readings, recommendations] = await Promise.all([
    db
      .select()
      .from(odometerReadings)
      .where(inArray(odometerReadings.vehicleId, ids))
      .orderBy(asc(odometerReadings.recordedAt), asc(odometerReadings.id)),
    db
      .select()
      .from(vehicleRecommendations)
      .where(inArray(vehicleRecommendations.vehicleId, ids))
      .orderBy(asc(vehicleRecommendations.createdAt), asc(vehicleRecommendations.id)),
  ]);
  const readingsOf = byCar(readings);
  const recommendationsOf = byCar(recommendations);
  return cars.map((car) => ({
    registration: plateForDisplay(car.registration),
    make: car.make,
    model: car.model,
    year: car.year,
    fuel: car.fuel,
    vin: car.vin,
    nickname: car.nickname,
    remindersEnabled: car.remindersEnabled,
    addedAt: car.createdAt.toISOString(),
    removedAt: car.removedAt?.toISOString() ?? null,
    odometerReadings: readingsOf(car.id).map((r) => ({
      km: r.km,
      source: r.source,
      reason: r.reason,
      recordedAt: r.recordedAt.toISOString(),
      bookingId: r.bookingId,
    })),
    recommendations: recommendationsOf(car.id).map((r) => ({
      title: r.title,
      suggestedOn: r.suggestedOn,
      status: r.status,
      recommendedAt: r.createdAt.toISOString(),
    })),
  }));
}

/**
 * Deletes every car of the account, removed ones too, in the erasure's transaction: their
 * odometer readings, recommendations and reminders go with them (foreign keys on delete
 * cascade), and the bookings that named a car keep their `car_model` text without the link.
 * @param tx the erasure's transaction
 * @param userId the account being erased
 * @returns how many cars were deleted
 */
export async function eraseCars(tx: DbOrTx, userId: string): Promise<number> {
  const deleted = await tx
    .delete(vehicles)
    .where(eq(vehicles.userId, userId))
    .returning({ id: vehicles.id });
  return deleted.length;
}
