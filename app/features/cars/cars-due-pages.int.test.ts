/**
 * The cars due list's pages without a count (docs/decisions/0025, item 15): a page is read with
 * the row after it, so Next is offered exactly while a row follows, and an old link past the end
 * shows the last page.
 */
import { describe, expect, it } from "vitest";
import { vehicleDueItems, vehicles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { signUpCustomer } from "../../../tests/integration/helpers";
import { carsDueBetween, refreshStaleDueItems } from "./service-due.server";

describe("the cars due, a page at a time without counting the list", () => {
  it("offers Next while a car follows the page, ends on the last, and takes an old link past the end to the last page", async () => {
    const owner = await signUpCustomer("Fleet Owner");
    const db = getDb();
    const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
    const cars = await db
      .insert(vehicles)
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          userId: owner.id,
          registration: `TS${tag}${String(i).padStart(4, "0")}`,
          make: "Honda",
          model: "City",
          year: 2019,
          fuel: "petrol" as const,
        })),
      )
      .returning({ id: vehicles.id });
    // Their own due items are worked out first (none yet), then each is given one in a month of
    // its own, years ahead, so the list of that month is these 51 cars.
    await refreshStaleDueItems(todayInKolkata());
    const from = "2041-03-01";
    await db.insert(vehicleDueItems).values(
      cars.map((car, i) => ({
        vehicleId: car.id,
        item: "periodic",
        title: "Periodic service",
        dueOn: addDaysYmd(from, i % 28),
        reason: "a year since the last",
      })),
    );
    const to = "2041-03-31";

    const first = await carsDueBetween(from, to, 1);
    expect(first.cars).toHaveLength(50);
    expect(first.page).toBe(1);
    expect(first.pageCount).toBe(2);

    const second = await carsDueBetween(from, to, 2);
    expect(second.cars).toHaveLength(1);
    expect(second.page).toBe(2);
    expect(second.pageCount).toBe(2);
    const listed = [...first.cars, ...second.cars];
    expect(new Set(listed.map((c) => c.vehicleId)).size).toBe(51);
    const dates = listed.map((c) => c.dueOn);
    expect(dates).toEqual([...dates].sort());

    expect(await carsDueBetween(from, to, 9)).toEqual(second);
  });
});
