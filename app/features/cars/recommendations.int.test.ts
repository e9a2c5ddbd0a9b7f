import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vehicleRecommendations, vehicles } from "~/db/schema";
import { changeBookingStatus } from "~/features/booking/booking-status.server";
import { getDb } from "~/lib/db.server";
import { insertBooking, signUpAdmin } from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";
import {
  business,
  completedBookingWithApprovals,
  estimateDraft,
} from "../../../tests/integration/job-card-fixtures";
import { decideLines, sendEstimate } from "~/features/billing/estimates.server";
import { loadJobCard } from "~/features/job-card/job-card-loader.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
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
  it("come from the lines a customer declines, on the booking's car, suggested 30 days after the decision", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Anjali Rao");
    const vehicleId = await carOf(customer.id);
    await completedBookingWithApprovals(
      customer.id,
      admin.id,
      ["approved", "approved", "declined"],
      { vehicleId },
    );
    const today = todayInKolkata();
    expect(await recommendationsDue(vehicleId, today)).toEqual([
      `Rear brake pads ${addDaysYmd(today, 30)}`,
    ]);
    expect(
      (await serviceDueForVehicle(vehicleId, today)).find((d) => d.kind === "recommendation")
        ?.reason,
    ).toMatch(/^recommended by the workshop on \d{1,2} \w{3} \d{4}$/);
  });

  it("are not written for a booking without a car, and go when the declined line is approved after all", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Anjali Rao");
    const without = await completedBookingWithApprovals(customer.id, admin.id, [
      "approved",
      "approved",
      "declined",
    ]);
    expect(
      await getDb()
        .select()
        .from(vehicleRecommendations)
        .where(eq(vehicleRecommendations.bookingId, without.id)),
    ).toEqual([]);

    const vehicleId = await carOf(customer.id);
    const booking = await insertBooking(customer.id, { vehicleId, status: "in_progress" });
    await sendEstimate(booking.id, admin.id, estimateDraft);
    const [estimate] = (await loadJobCard(booking.id, business)).estimates;
    const pads = estimate!.lines.find((l) => l.description === "Rear brake pads")!;
    await decideLines(customer.id, booking.id, estimate!.id, { [pads.id]: "declined" });
    await decideLines(customer.id, booking.id, estimate!.id, { [pads.id]: "declined" });
    expect(await recommendationsOf(vehicleId)).toEqual(["Rear brake pads: open"]);
    await decideLines(customer.id, booking.id, estimate!.id, { [pads.id]: "approved" });
    expect(await recommendationsOf(vehicleId)).toEqual(["Rear brake pads: dismissed"]);
  });

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
