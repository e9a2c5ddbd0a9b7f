import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vehicleRecommendations, vehicles } from "~/db/schema";
import { changeBookingStatus } from "~/features/admin/admin-bookings.server";
import { getDb } from "~/lib/db.server";
import { insertBooking, signUpAdmin } from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";
import { serviceDueForVehicle } from "./service-due.server";

/** The recommendations among a car's due items, as the car page lists them. */
async function recommendationsDue(vehicleId: string, today: string) {
  return (await serviceDueForVehicle(vehicleId, today))
    .filter((d) => d.kind === "recommendation")
    .map((d) => `${d.title} ${d.dueOn}`);
}

/** A customer's car. */
async function carOf(userId: string): Promise<string> {
  const [car] = await getDb()
    .insert(vehicles)
    .values({ userId, make: "Maruti Suzuki", model: "Swift", year: 2019, fuel: "petrol" })
    .returning({ id: vehicles.id });
  return car!.id;
}

/** A car's recommendations as the workshop sees them: title and status. */
async function recommendationsOf(vehicleId: string) {
  const rows = await getDb()
    .select({ title: vehicleRecommendations.title, status: vehicleRecommendations.status })
    .from(vehicleRecommendations)
    .where(eq(vehicleRecommendations.vehicleId, vehicleId))
    .orderBy(vehicleRecommendations.title);
  return rows.map((r) => `${r.title}: ${r.status}`);
}

describe("recommendations on a car (docs/decisions/0014)", () => {
  it("are due on their date until a later booking of the car completes, which closes them; those declined on that booking stay open", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Anjali Rao");
    const vehicleId = await carOf(customer.id);
    const earlier = await insertBooking(customer.id, {
      vehicleId,
      status: "completed",
      preferredDate: "2026-01-10",
    });
    const later = await insertBooking(customer.id, {
      vehicleId,
      status: "in_progress",
      preferredDate: "2026-03-02",
    });
    await getDb()
      .insert(vehicleRecommendations)
      .values([
        {
          vehicleId,
          bookingId: earlier.id,
          title: "Replace wiper blades",
          suggestedOn: "2026-02-09",
        },
        { vehicleId, bookingId: later.id, title: "Replace rear tyres", suggestedOn: "2026-04-01" },
      ]);
    expect(await recommendationsDue(vehicleId, "2026-03-02")).toEqual([
      "Replace wiper blades 2026-02-09",
      "Replace rear tyres 2026-04-01",
    ]);

    expect(await changeBookingStatus(admin.id, later.id, "completed")).toMatchObject({ ok: true });

    expect(await recommendationsOf(vehicleId)).toEqual([
      "Replace rear tyres: open",
      "Replace wiper blades: done",
    ]);
    expect(await recommendationsDue(vehicleId, "2026-03-02")).toEqual([
      "Replace rear tyres 2026-04-01",
    ]);
  });

  it("leaves other cars' recommendations alone", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Anjali Rao");
    const [mine, other] = [await carOf(customer.id), await carOf(customer.id)];
    await getDb()
      .insert(vehicleRecommendations)
      .values({ vehicleId: other, title: "Replace battery", suggestedOn: "2026-05-01" });
    const booking = await insertBooking(customer.id, { vehicleId: mine, status: "confirmed" });
    await changeBookingStatus(admin.id, booking.id, "completed");
    expect(await recommendationsOf(other)).toEqual(["Replace battery: open"]);
  });
});
