/**
 * Every view that takes a day in its URL answers any `?date=` without a 500 (docs/decisions/0021
 * item 7): a day beyond two years from today, or before, shows today instead.
 */
import { describe, expect, it } from "vitest";
import { userRoles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import { loader as adminLoader } from "~/routes/admin";
import { loader as pickupsLoader } from "~/routes/admin.pickups";
import { loader as staffLoader } from "~/routes/staff";
import { adminGet, routeOutcome, signUpAdmin } from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";

const farDays = ["9999-12-31", "0001-01-01", "2400-02-29"];

describe("day views with a day far from today", () => {
  it.each(farDays)("/staff?date=%s shows the driver today's legs", async (day) => {
    const driver = await signUpCustomer("Day View Driver");
    await getDb().insert(userRoles).values({ userId: driver.id, role: "driver" });
    const page = await routeOutcome(staffLoader, adminGet(`/staff?date=${day}`, driver));
    expect(page.status).toBe(200);
    expect((page.body as { date: string }).date).toBe(todayInKolkata());
  });

  it.each(farDays)("/admin/pickups?date=%s and the schedule tab show today", async (day) => {
    const admin = await signUpAdmin();
    const pickups = await routeOutcome(
      pickupsLoader,
      adminGet(`/admin/pickups?date=${day}`, admin),
    );
    expect(pickups.status).toBe(200);
    expect((pickups.body as { date: string }).date).toBe(todayInKolkata());
    const schedule = await routeOutcome(
      adminLoader,
      adminGet(`/admin?tab=schedule&date=${day}`, admin),
    );
    expect(schedule.status).toBe(200);
    expect((schedule.body as { date: string }).date).toBe(todayInKolkata());
  });

  it("the Bookings tab filtered from and to a far day answers with no bookings", async () => {
    const admin = await signUpAdmin();
    const list = await routeOutcome(
      adminLoader,
      adminGet(`/admin?tab=bookings&from=9999-12-31&to=9999-12-31`, admin),
    );
    expect(list.status).toBe(200);
  });
});
