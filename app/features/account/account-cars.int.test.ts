/**
 * A customer's cars in their data (docs/product.md#privacy, docs/decisions/0014): the download
 * holds every car with its odometer readings and recommendations; deleting the account deletes
 * the cars (and with them their readings, recommendations and reminders), while the bookings and
 * invoices stay as the law requires.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bookings,
  invoices,
  odometerReadings,
  serviceReminders,
  vehicleRecommendations,
  vehicles,
} from "~/db/schema";
import { addVehicle, removeVehicle } from "~/features/cars/cars.server";
import { VehicleFormSchema } from "~/features/cars/car-schema";
import { getDb } from "~/lib/db.server";
import { signUpAdmin } from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";
import {
  completedBookingWithApprovals,
  issueTelanganaInvoice,
} from "../../../tests/integration/job-card-fixtures";
import { countAccountData, deleteAccount, exportAccountData } from "./account.server";

/** Adds a car to a customer's garage and returns its id. */
async function carOf(userId: string, registration: string, nickname = "") {
  const saved = await addVehicle(
    userId,
    VehicleFormSchema.parse({
      registration,
      make: "Maruti Suzuki",
      model: "Swift",
      year: "2019",
      fuel: "petrol",
      nickname,
    }),
  );
  if (!saved.ok) throw new Error(saved.message);
  return saved.vehicle.id;
}

const suffix = () => String(1000 + Math.floor(Math.random() * 9000));

describe("a customer's cars in their data", () => {
  it("are in the download with their odometer readings and recommendations, removed cars too, and nobody else's", async () => {
    const customer = await signUpCustomer();
    const stranger = await signUpCustomer();
    const plate = `AP 39 CX ${suffix()}`;
    const kept = await carOf(customer.id, plate, "Daily");
    const gone = await carOf(customer.id, `TG 08 DZ ${suffix()}`);
    await removeVehicle(customer.id, gone);
    await carOf(stranger.id, `TS 07 FA ${suffix()}`, "Not yours");
    await getDb()
      .insert(odometerReadings)
      .values([
        { vehicleId: kept, km: 41_000, source: "customer", recordedAt: new Date("2026-01-10") },
        {
          vehicleId: kept,
          km: 120,
          source: "workshop",
          reason: "odometer replaced",
          recordedAt: new Date("2026-02-10"),
        },
      ]);
    await getDb()
      .insert(vehicleRecommendations)
      .values({ vehicleId: kept, title: "Wiper blades", suggestedOn: "2026-03-01" });

    const held = await exportAccountData(customer.id);
    expect(held?.cars).toHaveLength(2);
    expect(held?.cars[0]).toMatchObject({
      registration: plate,
      make: "Maruti Suzuki",
      model: "Swift",
      year: 2019,
      fuel: "petrol",
      vin: null,
      nickname: "Daily",
      remindersEnabled: true,
      removedAt: null,
      odometerReadings: [
        { km: 41_000, source: "customer", reason: null, recordedAt: "2026-01-10T00:00:00.000Z" },
        {
          km: 120,
          source: "workshop",
          reason: "odometer replaced",
          recordedAt: "2026-02-10T00:00:00.000Z",
        },
      ],
      recommendations: [{ title: "Wiper blades", suggestedOn: "2026-03-01", status: "open" }],
    });
    expect(held?.cars[1]?.removedAt).toEqual(expect.any(String));
    expect(JSON.stringify(held)).not.toContain("Not yours");
    // Removed cars are held too, until the account is erased.
    expect(await countAccountData(customer.id)).toMatchObject({ cars: 2 });
  });

  it("go with the account's erasure: cars, readings, recommendations and reminders deleted; the bookings and invoice stay without the car", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer();
    const car = await carOf(customer.id, `KA 05 MN ${suffix()}`);
    const visit = await completedBookingWithApprovals(customer.id, admin.id, [], {
      vehicleId: car,
    });
    const invoice = await issueTelanganaInvoice(visit.id, admin.id);
    await getDb()
      .insert(odometerReadings)
      .values({ vehicleId: car, bookingId: visit.id, km: 42_000, source: "check_in" });
    await getDb().insert(vehicleRecommendations).values({
      vehicleId: car,
      bookingId: visit.id,
      title: "Brake fluid",
      suggestedOn: "2026-05-01",
    });
    await getDb()
      .insert(serviceReminders)
      .values({ vehicleId: car, item: "Engine Oil Change", dueOn: "2026-06-01", stage: "before" });

    const erased = await deleteAccount(customer.id);
    expect(erased).toMatchObject({ carsDeleted: 1 });
    expect(await getDb().select().from(vehicles).where(eq(vehicles.id, car))).toEqual([]);
    for (const table of [odometerReadings, vehicleRecommendations, serviceReminders])
      expect(await getDb().select().from(table).where(eq(table.vehicleId, car))).toEqual([]);
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.id, visit.id));
    expect(booking).toMatchObject({ vehicleId: null, userId: null });
    expect(
      await getDb()
        .select()
        .from(invoices)
        .where(inArray(invoices.id, [invoice.id])),
    ).toHaveLength(1);
  });
});
