/**
 * What a customer may learn of the workshop's staff (docs/decisions/0016: staff are not named to
 * customers beyond a driver's first name; docs/decisions/0021 item 6): the booking's page data
 * (what `.data` sends too) and the data export carry no staff account's id or full name.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pickupLegs, userRoles } from "~/db/schema";
import { exportAccountData } from "~/features/account/account.server";
import { createPickupLegs } from "~/features/pickups/booking-legs.server";
import { assignTechnician } from "~/features/job-card/technician-assignments.server";
import { assignDriver } from "~/features/pickups/leg-changes.server";
import { getDb } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import { loader as bookingLoader } from "~/routes/booking.detail";
import {
  adminGet,
  insertBooking,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";

async function signUpStaff(name: string, role: "driver" | "technician") {
  const who = await signUpCustomer(name);
  await getDb().insert(userRoles).values({ userId: who.id, role });
  return who;
}

/** Today's booking with pickup, its pickup leg given to a driver and its job to a technician. */
async function staffedBooking() {
  const admin = await signUpAdmin();
  const customer = await signUpCustomer("Meera Iyer");
  const driver = await signUpStaff("Suresh Kumar Naidu", "driver");
  const technician = await signUpStaff("Ravi Shankar Varma", "technician");
  const booking = await insertBooking(customer.id, {
    customerEmail: customer.email,
    preferredDate: todayInKolkata(),
    preferredTime: "06:30 PM",
    pickupAndDrop: true,
  });
  await createPickupLegs(getDb(), booking);
  const [pickup] = await getDb()
    .select()
    .from(pickupLegs)
    .where(eq(pickupLegs.bookingId, booking.id))
    .orderBy(pickupLegs.kind);
  expect(await assignDriver(admin.id, booking.id, pickup!.id, driver.id)).toMatchObject({
    ok: true,
  });
  expect(await assignTechnician(admin.id, booking.id, technician.id)).toMatchObject({ ok: true });
  return { customer, driver, technician, booking };
}

describe("staff as the customer sees them", () => {
  it("the booking's page data gives the driver's first name only, and no staff id", async () => {
    const { customer, driver, technician, booking } = await staffedBooking();
    const page = await routeOutcome(bookingLoader, adminGet(`/booking/${booking.id}`, customer), {
      id: booking.id,
    });
    expect(page.status).toBe(200);
    const body = page.body as { legs: Array<{ kind: string; driverFirstName: string | null }> };
    expect(body.legs.find((l) => l.kind === "pickup")?.driverFirstName).toBe("Suresh");
    expect(body.legs.find((l) => l.kind === "drop")?.driverFirstName).toBeNull();
    const sent = JSON.stringify(page.body);
    for (const secret of [driver.id, technician.id, "Kumar", "Naidu", "Ravi", "Shankar"])
      expect(sent).not.toContain(secret);
  });

  it("the export tells of a driver and a technician assigned without their ids", async () => {
    const { customer, driver, technician, booking } = await staffedBooking();
    const exported = (await exportAccountData(customer.id))!;
    const changes = exported.bookings.find((b) => b.id === booking.id)!.changes;
    expect(changes.map((c) => [c.change, c.from, c.to, c.by])).toEqual(
      expect.arrayContaining([
        ["leg_driver_assigned", null, "a driver", "the workshop"],
        ["technician_assigned", null, "a technician", "the workshop"],
      ]),
    );
    const sent = JSON.stringify(exported);
    for (const secret of [driver.id, technician.id, "Suresh", "Ravi"])
      expect(sent).not.toContain(secret);
  });
});
