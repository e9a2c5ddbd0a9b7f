/**
 * The car on the admin job card (docs/product.md#job-card-car, docs/decisions/0014): the car with
 * its plate, last odometer, earlier visits and open recommendations; the odometer at check-in
 * (whole km, 0 to 2,000,000; lower than the car's last only with a reason), stored with its
 * source, booking, who and when; and attaching one of the customer's cars to an old booking
 * without one, audited. Bad input is answered at its field with nothing written.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { odometerReadings, vehicleRecommendations, bookings, type vehicles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.booking";
import {
  adminGet,
  adminPost,
  auditTrailOf,
  insertBooking,
  insertVehicle,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import { WORKSHOP_CAR_MESSAGES } from "~/features/cars/workshop-car-schema";
import type { AdminJobCardData } from "./job-card-page.server";

let plateIndex = 0;
/** A stored registration no other test uses. */
function freshRegistration(): string {
  const series = "ABCDEFGHJKLMNPRSTUVWXYZ"[Math.floor(Math.random() * 23)]!;
  return `TS12K${series}${1000 + Math.floor(Math.random() * 8000) + plateIndex++}`;
}

/** A diesel Creta, "Family car", with a fresh registration, in the user's garage. */
function addCar(userId: string, patch: Partial<typeof vehicles.$inferInsert> = {}) {
  return insertVehicle(userId, {
    registration: freshRegistration(),
    fuel: "diesel",
    nickname: "Family car",
    ...patch,
  });
}

function act(bookingId: string, fields: Record<string, string>, who: TestCustomer) {
  return routeOutcome(adminAction, adminPost(`/admin/booking/${bookingId}`, fields, who), {
    id: bookingId,
  });
}

async function jobCard(bookingId: string, who: TestCustomer): Promise<AdminJobCardData> {
  const outcome = await routeOutcome(adminLoader, adminGet(`/admin/booking/${bookingId}`, who), {
    id: bookingId,
  });
  expect(outcome.status).toBe(200);
  return outcome.body as AdminJobCardData;
}

const readingsOf = (vehicleId: string) =>
  getDb().select().from(odometerReadings).where(eq(odometerReadings.vehicleId, vehicleId));

describe("the car on the job card", () => {
  it("shows the car with its plate, last odometer, earlier visits and open recommendations", async () => {
    const admin = await signUpAdmin();
    const c = await signUpCustomer("Creta Owner");
    const car = await addCar(c.id);
    const earlier = await insertBooking(c.id, {
      vehicleId: car.id,
      status: "completed",
      serviceType: "General Service & Maintenance",
      preferredDate: "2026-03-14",
    });
    await getDb()
      .insert(odometerReadings)
      .values({
        vehicleId: car.id,
        bookingId: earlier.id,
        km: 31500,
        source: "check_in",
        recordedAt: new Date("2026-03-14T05:00:00Z"),
      });
    await getDb().insert(vehicleRecommendations).values({
      vehicleId: car.id,
      bookingId: earlier.id,
      title: "Rear brake pads",
      suggestedOn: "2026-04-13",
    });
    const booking = await insertBooking(c.id, { vehicleId: car.id, preferredDate: "2026-12-02" });
    const { car: section } = await jobCard(booking.id, admin);
    if (!section.car) throw new Error("no car on the job card");
    const plate = car.registration!.replace(/^(TS)(12)([A-Z]+)(\d{4})$/, "$1 $2 $3 $4");
    expect(section.car).toMatchObject({
      plate,
      make: "Hyundai",
      model: "Creta",
      year: 2021,
      nickname: "Family car",
    });
    expect(section.lastReading).toMatchObject({ km: 31500, recordedOn: "2026-03-14" });
    expect(section.checkIn).toBeNull();
    expect(section.history).toEqual([
      {
        bookingId: earlier.id,
        date: "2026-03-14",
        serviceType: "General Service & Maintenance",
        status: "completed",
        odometerKm: 31500,
      },
    ]);
    expect(section.recommendations.map((r) => r.title)).toEqual(["Rear brake pads"]);
  });
});

describe("the odometer at check-in", () => {
  it("stores whole km typed with commas, with source check_in, the booking, who and when", async () => {
    const admin = await signUpAdmin("Check-in Advisor");
    const c = await signUpCustomer();
    const car = await addCar(c.id);
    const booking = await insertBooking(c.id, { vehicleId: car.id });
    const before = Date.now();
    const outcome = await act(booking.id, { intent: "record-odometer", km: "42,000" }, admin);
    expect(outcome).toMatchObject({
      status: 302,
      location: `/admin/booking/${booking.id}?saved=odometer`,
    });
    const [reading] = await readingsOf(car.id);
    expect(reading).toMatchObject({
      km: 42000,
      source: "check_in",
      bookingId: booking.id,
      recordedBy: admin.id,
      reason: null,
    });
    expect(reading!.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const { car: section } = await jobCard(booking.id, admin);
    expect(section.car && section.checkIn).toMatchObject({ km: 42000, source: "check_in" });
  });

  it.each([["-1"], ["2000001"], ["42000.5"], ["forty"], [""], ["9".repeat(40)]])(
    "refuses %j at the field and writes nothing",
    async (km) => {
      const admin = await signUpAdmin();
      const c = await signUpCustomer();
      const car = await addCar(c.id);
      const booking = await insertBooking(c.id, { vehicleId: car.id });
      const outcome = await act(booking.id, { intent: "record-odometer", km }, admin);
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({
        ok: false,
        intent: "record-odometer",
        fieldErrors: { km: WORKSHOP_CAR_MESSAGES.km },
      });
      expect(await readingsOf(car.id)).toHaveLength(0);
    },
  );

  it("takes both bounds, 0 and 2,000,000", async () => {
    const admin = await signUpAdmin();
    const c = await signUpCustomer();
    for (const km of ["0", "2,000,000"]) {
      const car = await addCar(c.id);
      const booking = await insertBooking(c.id, { vehicleId: car.id });
      expect((await act(booking.id, { intent: "record-odometer", km }, admin)).status).toBe(302);
      expect((await readingsOf(car.id)).map((r) => r.km)).toEqual([Number(km.replace(/,/g, ""))]);
    }
  });

  it("wants a reason for a reading lower than the car's last, and keeps it", async () => {
    const admin = await signUpAdmin();
    const c = await signUpCustomer();
    const car = await addCar(c.id);
    const earlier = await insertBooking(c.id, { vehicleId: car.id, status: "completed" });
    await getDb()
      .insert(odometerReadings)
      .values({
        vehicleId: car.id,
        bookingId: earlier.id,
        km: 45000,
        source: "check_in",
        recordedAt: new Date("2026-03-12T06:00:00Z"),
      });
    const booking = await insertBooking(c.id, { vehicleId: car.id });
    const refused = await act(booking.id, { intent: "record-odometer", km: "1200" }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      fieldErrors: {
        reason:
          "This is less than the car's last reading, 45,000 km on 12 Mar 2026. Give the reason, e.g. odometer replaced.",
      },
    });
    expect(await readingsOf(car.id)).toHaveLength(1);
    const done = await act(
      booking.id,
      { intent: "record-odometer", km: "1200", reason: "odometer replaced" },
      admin,
    );
    expect(done.status).toBe(302);
    const [reading] = await getDb()
      .select()
      .from(odometerReadings)
      .where(and(eq(odometerReadings.bookingId, booking.id)));
    expect(reading).toMatchObject({ km: 1200, reason: "odometer replaced" });
  });

  it("corrects the visit's own reading when recorded again, without comparing it with itself", async () => {
    const admin = await signUpAdmin();
    const c = await signUpCustomer();
    const car = await addCar(c.id);
    const booking = await insertBooking(c.id, { vehicleId: car.id });
    expect((await act(booking.id, { intent: "record-odometer", km: "420000" }, admin)).status).toBe(
      302,
    );
    expect((await act(booking.id, { intent: "record-odometer", km: "42000" }, admin)).status).toBe(
      302,
    );
    expect((await readingsOf(car.id)).map((r) => [r.km, r.reason])).toEqual([[42000, null]]);
  });

  it("asks for the car first on a booking without one", async () => {
    const admin = await signUpAdmin();
    const c = await signUpCustomer();
    const booking = await insertBooking(c.id);
    const outcome = await act(booking.id, { intent: "record-odometer", km: "42000" }, admin);
    expect(outcome.status).toBe(409);
    expect(outcome.body).toMatchObject({ fieldErrors: { km: WORKSHOP_CAR_MESSAGES.noCar } });
    expect(
      await getDb()
        .select()
        .from(odometerReadings)
        .where(eq(odometerReadings.bookingId, booking.id)),
    ).toHaveLength(0);
  });

  it("is for admins only", async () => {
    const c = await signUpCustomer();
    const car = await addCar(c.id);
    const booking = await insertBooking(c.id, { vehicleId: car.id });
    const outcome = await act(booking.id, { intent: "record-odometer", km: "42000" }, c);
    expect(outcome.status).toBe(403);
    expect(await readingsOf(car.id)).toHaveLength(0);
  });
});

describe("attaching a car to an old booking", () => {
  it("offers the customer's cars and attaches one, with an audit entry", async () => {
    const admin = await signUpAdmin();
    const c = await signUpCustomer();
    const car = await addCar(c.id);
    await addCar(c.id, { removedAt: new Date() });
    const booking = await insertBooking(c.id);
    const before = await jobCard(booking.id, admin);
    expect(before.car.car).toBeNull();
    expect(before.car.car === null && before.car.attachable.map((a) => a.id)).toEqual([car.id]);
    const outcome = await act(booking.id, { intent: "attach-vehicle", vehicleId: car.id }, admin);
    expect(outcome).toMatchObject({
      status: 302,
      location: `/admin/booking/${booking.id}?saved=car`,
    });
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.vehicleId).toBe(car.id);
    expect(await auditTrailOf(booking.id)).toEqual([
      ["booking_vehicle_attached", "admin_panel", admin.id, null, car.id],
    ]);
    const after = await jobCard(booking.id, admin);
    expect(after.car.car?.id).toBe(car.id);
    // A second car cannot replace it.
    const other = await addCar(c.id);
    const again = await act(booking.id, { intent: "attach-vehicle", vehicleId: other.id }, admin);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ fieldErrors: { vehicleId: WORKSHOP_CAR_MESSAGES.hasCar } });
  });

  it("refuses another customer's car, a removed car and a malformed id at the field, and writes nothing", async () => {
    const admin = await signUpAdmin();
    const c = await signUpCustomer();
    const stranger = await signUpCustomer();
    const theirs = await addCar(stranger.id);
    const removed = await addCar(c.id, { removedAt: new Date() });
    const booking = await insertBooking(c.id);
    for (const vehicleId of [theirs.id, removed.id]) {
      const outcome = await act(booking.id, { intent: "attach-vehicle", vehicleId }, admin);
      expect(outcome.status).toBe(404);
      expect(outcome.body).toMatchObject({
        fieldErrors: { vehicleId: WORKSHOP_CAR_MESSAGES.carNotFound },
      });
    }
    const malformed = await act(
      booking.id,
      { intent: "attach-vehicle", vehicleId: "1; drop" },
      admin,
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      fieldErrors: { vehicleId: WORKSHOP_CAR_MESSAGES.chooseCar },
    });
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.vehicleId).toBeNull();
    expect(await auditTrailOf(booking.id)).toEqual([]);
  });
});
