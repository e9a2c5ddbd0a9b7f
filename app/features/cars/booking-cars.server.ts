/**
 * The customer's cars on the booking form (docs/product.md#booking-car, docs/decisions/0014):
 * the cars offered, and the car a booking is for, read or saved inside the booking's own
 * transaction: one of the customer's cars in use (another customer's car, a removed one or an
 * unknown id reads as none at all, which the booking answers 404), or a car typed on the form,
 * saved to My Garage by the garage's own rules (a registration another account holds is
 * refused with the workshop's phone and nothing of the owner).
 */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { vehicles } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { plateForDisplay } from "~/lib/registration";
import { VEHICLE_LIMITS, VEHICLE_MESSAGES, type VehicleFuelName } from "./car-schema";
import { addVehicle, isVehicleId, listVehicles, ownCar } from "./cars.server";

/**
 * The fuel a car typed on the booking form is saved with: the form asks for brand, model,
 * year and registration only (docs/product.md#booking-car), and the customer corrects it in
 * My Garage.
 */
const BOOKING_CAR_FUEL: VehicleFuelName = "petrol";

/** A car as the booking form offers it. */
export interface BookingCarOption {
  id: string;
  /** e.g. "TS 09 EA 1234 · Hyundai Creta (2021) · Amma's car". */
  label: string;
}

/**
 * A car's one-line description: its plate, "Brand Model (Year)" and its nickname.
 * @param car the car's registration (stored form or null), make, model, year and nickname
 * @returns e.g. "TS 09 EA 1234 · Hyundai Creta (2021) · Amma's car", or "Honda City (2018)"
 */
export function carLabel(car: {
  registration: string | null;
  make: string;
  model: string;
  year: number;
  nickname: string | null;
}): string {
  return [plateForDisplay(car.registration), `${car.make} ${car.model} (${car.year})`, car.nickname]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The cars the booking form offers a signed-in customer: their cars in My Garage, oldest
 * first (docs/product.md#booking-car).
 * @param userId the session's user id
 * @returns each car's id and label; empty when the customer has none
 */
export async function bookingCarOptions(userId: string): Promise<BookingCarOption[]> {
  return (await listVehicles(userId)).map((car) => ({ id: car.id, label: carLabel(car) }));
}

/** Why the car of a booking was refused; the booking answers with `status` and the message at `field`. */
export class BookingCarError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
    readonly field: "vehicleId" | "registration",
  ) {
    super(message);
  }
}

/** The car a booking is for, as the booking form sent it (already checked by its schema). */
export type BookingCarChoice =
  | { kind: "garage"; vehicleId: string }
  | {
      kind: "typed";
      make: string;
      model: string;
      year: number;
      /** Stored form (`TS09EA1234`), or null when none was typed. */
      registration: string | null;
      /** Whether to save it to My Garage ("another car"), or only describe the booking. */
      save: boolean;
    };

/** The car of a booking: its id in My Garage (null for a car not saved) and its details. */
export interface BookingCar {
  vehicleId: string | null;
  make: string;
  model: string;
  year: number;
}

/**
 * The car a booking is for, read or saved in the booking's transaction (docs/product.md#booking-car).
 * A car of My Garage must be the customer's and not removed. A typed car to save: with a
 * registration, added as the garage adds one (`addVehicle`: the registration's lock, one account
 * per registration, a car the account removed comes back, at most `VEHICLE_LIMITS.carsMax` cars);
 * without one, the customer's car in use of the same brand, model and year without a
 * registration is used again, else a new one is saved. Saved cars take {@link BOOKING_CAR_FUEL}.
 * @param tx the booking's transaction (the customer is locked in it)
 * @param userId the session's user id
 * @param choice the car chosen or typed
 * @param notFoundMessage the message for a car that is not the customer's
 * @returns the car's id and details
 * @throws BookingCarError: 404 at the choice for a car that is not one of the customer's in
 *   use; 409 at the registration for one in this garage already or another account's (the
 *   workshop's phone, nothing of the owner), at the choice for a full garage; nothing written
 */
export async function carForBooking(
  tx: DbOrTx,
  userId: string,
  choice: BookingCarChoice,
  notFoundMessage: string,
): Promise<BookingCar> {
  if (choice.kind === "garage") {
    const [car] = isVehicleId(choice.vehicleId)
      ? await tx.select().from(vehicles).where(ownCar(userId, choice.vehicleId)).for("share")
      : [];
    if (!car) throw new BookingCarError(notFoundMessage, 404, "vehicleId");
    return { vehicleId: car.id, make: car.make, model: car.model, year: car.year };
  }
  const { make, model, year, registration } = choice;
  if (!choice.save) return { vehicleId: null, make, model, year };
  if (registration) {
    const saved = await addVehicle(
      userId,
      { registration, make, model, year, fuel: BOOKING_CAR_FUEL, vin: null, nickname: null },
      tx,
    );
    if (!saved.ok) {
      const field = saved.fieldErrors.registration ? "registration" : "vehicleId";
      throw new BookingCarError(saved.message, 409, field);
    }
    return { vehicleId: saved.vehicle.id, make, model, year };
  }
  const [same] = await tx
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.userId, userId),
        isNull(vehicles.removedAt),
        isNull(vehicles.registration),
        eq(vehicles.make, make),
        sql`lower(${vehicles.model}) = lower(${model})`,
        eq(vehicles.year, year),
      ),
    )
    .orderBy(asc(vehicles.createdAt))
    .limit(1);
  if (same) return { vehicleId: same.id, make: same.make, model: same.model, year: same.year };
  const [kept] = await tx
    .select({ n: count() })
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), isNull(vehicles.removedAt)));
  if ((kept?.n ?? 0) >= VEHICLE_LIMITS.carsMax)
    throw new BookingCarError(VEHICLE_MESSAGES.carsMax, 409, "vehicleId");
  const [row] = await tx
    .insert(vehicles)
    .values({ userId, make, model, year, fuel: BOOKING_CAR_FUEL })
    .returning({ id: vehicles.id });
  return { vehicleId: row!.id, make, model, year };
}
