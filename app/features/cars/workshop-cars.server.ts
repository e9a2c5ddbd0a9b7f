/**
 * The car as the workshop sees it (docs/product.md#job-card-car, docs/decisions/0014): the car of
 * a booking on its job card with its last odometer reading, its earlier visits and open
 * recommendations; the odometer recorded at check-in; one of the customer's cars attached to a
 * booking made without one (with an audit entry, as every admin change); the customers' cars on
 * the Users list; bookings found by a registration typed any way. Callers check the admin role
 * first (`requireAdmin`): nothing here is scoped to a customer.
 */
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { bookings, odometerReadings, vehicles, type VehicleRow } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { getDb } from "~/lib/db.server";
import { normaliseRegistration, plateForDisplay } from "~/lib/registration";
import { formatKolkataDate, todayInKolkata } from "~/lib/time";
import { carLabel } from "./booking-cars.server";
import { ownCar } from "./cars.server";
import { openRecommendations, type CarRecommendation } from "./car-record.server";
import { WORKSHOP_CAR_MESSAGES, lowerReadingMessage } from "./workshop-car-schema";
import { lockBooking } from "~/lib/booking-lock.server";

/** A car as the job card shows it. */
interface WorkshopCarDetails {
  id: string;
  /** As on the plate, e.g. "TS 09 EA 1234"; null for a car saved without one. */
  plate: string | null;
  make: string;
  model: string;
  year: number;
  fuel: VehicleRow["fuel"];
  nickname: string | null;
  /** Whether the customer has removed it from My Garage (the workshop's records stay). */
  removed: boolean;
}

/** An odometer reading as the job card shows it. */
export interface WorkshopReading {
  km: number;
  /** The day it was taken, "yyyy-MM-dd" (Asia/Kolkata). */
  recordedOn: string;
  source: "check_in" | "customer" | "workshop";
  /** Why it is lower than the reading before it, when it is. */
  reason: string | null;
}

/** An earlier booking of the car, as its history on the job card lists it. */
interface WorkshopVisit {
  bookingId: string;
  /** The booked day, "yyyy-MM-dd". */
  date: string;
  serviceType: string;
  status: string;
  /** The check-in reading of that visit, whole km; null when none was taken. */
  odometerKm: number | null;
}

/** The job card's car section: the car and what the workshop knows of it, or what to attach. */
export type WorkshopCar =
  | {
      car: WorkshopCarDetails;
      /** The car's latest reading, from any visit or source; null before the first. */
      lastReading: WorkshopReading | null;
      /** This booking's check-in reading, once recorded. */
      checkIn: WorkshopReading | null;
      /** The car's other bookings, newest first (at most {@link WORKSHOP_HISTORY_MAX}). */
      history: WorkshopVisit[];
      recommendations: CarRecommendation[];
    }
  | {
      car: null;
      /** The customer's cars in My Garage that can be attached (id and label). */
      attachable: Array<{ id: string; label: string }>;
    };

/** The most earlier visits the job card lists. */
const WORKSHOP_HISTORY_MAX = 20;

const readingView = (r: {
  km: number;
  recordedAt: Date;
  source: WorkshopReading["source"];
  reason: string | null;
}): WorkshopReading => ({
  km: r.km,
  recordedOn: todayInKolkata(r.recordedAt),
  source: r.source,
  reason: r.reason,
});

/**
 * The car section of a booking's job card (docs/product.md#job-card-car).
 * @param bookingId the booking (the caller has found it)
 * @returns its car with the last reading, this visit's check-in reading, its other bookings and
 *   open recommendations; or, for a booking without a car, the customer's cars to attach
 */
export async function workshopCarOfBooking(bookingId: string): Promise<WorkshopCar> {
  const db = getDb();
  const [booking] = await db
    .select({ userId: bookings.userId, vehicleId: bookings.vehicleId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return { car: null, attachable: [] };
  if (!booking.vehicleId) {
    // A booking whose account was erased has no customer left to take a car from.
    if (!booking.userId) return { car: null, attachable: [] };
    const cars = await db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.userId, booking.userId), isNull(vehicles.removedAt)))
      .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
    return { car: null, attachable: cars.map((c) => ({ id: c.id, label: carLabel(c) })) };
  }
  const vehicleId = booking.vehicleId;
  const [[car], [last], [checkIn], visits, recommendations] = await Promise.all([
    db.select().from(vehicles).where(eq(vehicles.id, vehicleId)),
    db
      .select()
      .from(odometerReadings)
      .where(eq(odometerReadings.vehicleId, vehicleId))
      .orderBy(desc(odometerReadings.recordedAt))
      .limit(1),
    db
      .select()
      .from(odometerReadings)
      .where(checkInOf(vehicleId, bookingId))
      .orderBy(desc(odometerReadings.recordedAt))
      .limit(1),
    db
      .select({
        bookingId: bookings.id,
        date: bookings.preferredDate,
        serviceType: bookings.serviceType,
        status: bookings.status,
      })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicleId), ne(bookings.id, bookingId)))
      .orderBy(desc(bookings.preferredDate), desc(bookings.createdAt))
      .limit(WORKSHOP_HISTORY_MAX),
    openRecommendations(vehicleId),
  ]);
  const visitReadings = visits.length
    ? await db
        .select({ bookingId: odometerReadings.bookingId, km: odometerReadings.km })
        .from(odometerReadings)
        .where(
          and(
            inArray(
              odometerReadings.bookingId,
              visits.map((v) => v.bookingId),
            ),
            eq(odometerReadings.source, "check_in"),
          ),
        )
        .orderBy(desc(odometerReadings.recordedAt))
    : [];
  return {
    car: {
      id: car!.id,
      plate: plateForDisplay(car!.registration),
      make: car!.make,
      model: car!.model,
      year: car!.year,
      fuel: car!.fuel,
      nickname: car!.nickname,
      removed: car!.removedAt !== null,
    },
    lastReading: last ? readingView(last) : null,
    checkIn: checkIn ? readingView(checkIn) : null,
    history: visits.map((v) => ({
      ...v,
      odometerKm: visitReadings.find((r) => r.bookingId === v.bookingId)?.km ?? null,
    })),
    recommendations,
  };
}

/** A booking's check-in readings of its car. */
const checkInOf = (vehicleId: string, bookingId: string) =>
  and(
    eq(odometerReadings.vehicleId, vehicleId),
    eq(odometerReadings.bookingId, bookingId),
    eq(odometerReadings.source, "check_in"),
  );

/** What a job card's car form did: done, or refused with a message (at a field, when it has one). */
export type WorkshopCarOutcome =
  | { ok: true }
  | { ok: false; status: 404 | 409; message: string; field?: "km" | "reason" | "vehicleId" };

/**
 * Records the odometer at check-in (docs/decisions/0014, "Odometer"): whole km, source
 * `check_in`, the booking, the admin who recorded it and the time. Recording it again for the
 * same booking corrects this visit's reading (one check-in reading per visit). A reading lower
 * than the car's last one (from any other visit or source) needs a reason. The car's row is
 * locked, so two readings of one car are decided one after the other.
 * @param adminId the admin's id, from the session
 * @param bookingId the booking being checked in
 * @param km whole kilometres, already within 0 to 2,000,000 (`RecordOdometerSchema`)
 * @param reason why it is lower than the last reading, or null
 * @returns ok; or refused: 404 for an unknown booking, 409 for a booking without a car or a
 *   lower reading without a reason (at `reason`); nothing written when refused
 */
export async function recordCheckInOdometer(
  adminId: string,
  bookingId: string,
  km: number,
  reason: string | null,
): Promise<WorkshopCarOutcome> {
  return getDb().transaction(async (tx) => {
    const [booking] = await tx
      .select({ vehicleId: bookings.vehicleId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) return { ok: false, status: 404, message: "Booking not found." };
    const vehicleId = booking.vehicleId;
    if (!vehicleId)
      return { ok: false, status: 409, message: WORKSHOP_CAR_MESSAGES.noCar, field: "km" };
    await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId))
      .for("update");
    const [last] = await tx
      .select({ km: odometerReadings.km, recordedAt: odometerReadings.recordedAt })
      .from(odometerReadings)
      .where(
        and(
          eq(odometerReadings.vehicleId, vehicleId),
          or(
            isNull(odometerReadings.bookingId),
            ne(odometerReadings.bookingId, bookingId),
            ne(odometerReadings.source, "check_in"),
          ),
        ),
      )
      .orderBy(desc(odometerReadings.recordedAt))
      .limit(1);
    if (last && km < last.km && !reason) {
      const message = lowerReadingMessage(
        last.km,
        formatKolkataDate(last.recordedAt.toISOString()),
      );
      return { ok: false, status: 409, message, field: "reason" };
    }
    const reading = {
      km,
      reason: last && km < last.km ? reason : null,
      recordedBy: adminId,
      recordedAt: new Date(),
    };
    const updated = await tx
      .update(odometerReadings)
      .set(reading)
      .where(checkInOf(vehicleId, bookingId))
      .returning({ id: odometerReadings.id });
    if (updated.length === 0)
      await tx
        .insert(odometerReadings)
        .values({ ...reading, vehicleId, bookingId, source: "check_in" });
    return { ok: true };
  });
}

/**
 * Attaches one of the customer's cars to their booking made without one (docs/product.md#job-card-car),
 * with the audit entry `booking_vehicle_attached` (to: the car's id) in the same transaction.
 * @param adminId the admin's id, from the session
 * @param bookingId the booking
 * @param vehicleId a car of the booking's customer, in My Garage
 * @returns ok; or refused: 404 for an unknown booking or a car that is not the customer's in
 *   use (at `vehicleId`), 409 when the booking already has a car; nothing written when refused
 */
export async function attachVehicleToBooking(
  adminId: string,
  bookingId: string,
  vehicleId: string,
): Promise<WorkshopCarOutcome> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return { ok: false, status: 404, message: "Booking not found." };
    if (booking.vehicleId)
      return { ok: false, status: 409, message: WORKSHOP_CAR_MESSAGES.hasCar, field: "vehicleId" };
    const [car] = booking.userId
      ? await tx
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(ownCar(booking.userId, vehicleId))
          .for("share")
      : [];
    if (!car)
      return {
        ok: false,
        status: 404,
        message: WORKSHOP_CAR_MESSAGES.carNotFound,
        field: "vehicleId",
      };
    await tx
      .update(bookings)
      .set({ vehicleId, updatedAt: sql`now()` })
      .where(eq(bookings.id, bookingId));
    await recordAudit(tx, {
      actorUserId: adminId,
      action: "booking_vehicle_attached",
      source: "admin_panel",
      target: bookingId,
      fromValue: null,
      toValue: vehicleId,
    });
    return { ok: true };
  });
}

/** A customer's car as the Users list shows it. */
export interface CustomerCar {
  id: string;
  /** As on the plate; null for a car saved without one. */
  plate: string | null;
  /** "Hyundai Creta (2021)". */
  makeModel: string;
}

/**
 * The cars of some accounts, as the back office's Users list shows them (docs/product.md#route-admin):
 * each account's cars in My Garage, oldest first.
 * @param userIds the accounts of one page of the list
 * @returns account id → its cars (accounts without cars are absent)
 */
export async function carsOfUsers(userIds: readonly string[]): Promise<Map<string, CustomerCar[]>> {
  const byUser = new Map<string, CustomerCar[]>();
  if (userIds.length === 0) return byUser;
  const rows = await getDb()
    .select()
    .from(vehicles)
    .where(and(inArray(vehicles.userId, [...userIds]), isNull(vehicles.removedAt)))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  for (const car of rows) {
    const list = byUser.get(car.userId) ?? [];
    list.push({
      id: car.id,
      plate: plateForDisplay(car.registration),
      makeModel: `${car.make} ${car.model} (${car.year})`,
    });
    byUser.set(car.userId, list);
  }
  return byUser;
}

/**
 * The bookings of the cars a search text names by registration, typed any way
 * (docs/product.md#route-admin): `ts 09 ea 1234`, `TS09EA1234`, `ts-9-ea-1234` find the same car;
 * a part of one (`EA1234`, at least four letters and digits with a digit) finds the cars
 * holding it. Removed cars count: their bookings are the workshop's records.
 * @param q the search text as typed
 * The cars are read first (an array), so the condition is one index lookup on
 * `bookings_vehicle_id_idx` that an OR with other indexed conditions can combine, rather than a
 * subquery run against every booking (docs/decisions/0018). A whole plate is looked up by
 * `vehicles_registration_idx` first, and only when no car has it are the plates holding it read
 * from `vehicles_registration_trgm_idx`: the trigrams every Hyderabad plate shares ('TS0', 'S09')
 * make that index read long lists (docs/decisions/0025, item 16).
 * @returns a condition on `bookings`, or undefined when the text cannot be a registration
 */
export function bookingRegistrationMatch(q: string): SQL | undefined {
  const compact = q.toUpperCase().replace(/[\s.-]/g, "");
  if (!/^[0-9A-Z]{4,12}$/.test(compact) || !/\d/.test(compact)) return undefined;
  const exact = normaliseRegistration(q);
  const holding = sql`array(select ${vehicles.id} from ${vehicles} where ${vehicles.registration} like ${`%${compact}%`})`;
  // An empty array is null to coalesce, so the part is read only when the whole plate found no car
  // (PostgreSQL runs each uncorrelated subquery when it is first needed).
  const cars = exact
    ? sql`coalesce(nullif(array(select ${vehicles.id} from ${vehicles} where ${vehicles.registration} = ${exact}), '{}'), ${holding})`
    : holding;
  return sql`${bookings.vehicleId} = any(${cars})`;
}
