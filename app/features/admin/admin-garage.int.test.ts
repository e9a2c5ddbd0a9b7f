/**
 * The customers' cars in the back office (docs/product.md#route-admin, docs/decisions/0014): the
 * Bookings tab finds bookings by registration typed any way, the Users list shows each
 * customer's cars, and Analytics lists the cars due in the next 30 days to call.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, vehicleRecommendations, vehicles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, addMonthsYmd, todayInKolkata } from "~/lib/time";
import * as adminRoute from "~/routes/admin";
import {
  adminGet,
  insertBooking,
  insertVehicle,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import type { AdminPageData } from "./admin-page.server";

async function page(path: string, who: TestCustomer): Promise<AdminPageData> {
  const outcome = await routeOutcome(adminRoute.loader, adminGet(path, who));
  expect(outcome.status).toBe(200);
  return outcome.body as AdminPageData;
}

/** The ids of the bookings the Bookings tab finds for a search text. */
async function found(q: string, who: TestCustomer): Promise<string[]> {
  const data = await page(`/admin?tab=bookings&q=${encodeURIComponent(q)}`, who);
  if (data.tab !== "bookings" || !data.bookings) throw new Error("no bookings tab");
  return data.bookings.bookings.map((b) => b.id);
}

/** The Analytics tab's cars due in the next 30 days, as the admin sees them, every page. */
async function carsDue(who: TestCustomer) {
  const cars = [];
  for (let duePage = 1; ; duePage++) {
    const data = await page(`/admin?tab=analytics&duePage=${duePage}`, who);
    if (data.tab !== "analytics" || !data.carsDue) throw new Error("no cars due");
    expect(data.carsDue.page).toBe(duePage);
    cars.push(...data.carsDue.cars);
    if (duePage >= data.carsDue.pageCount) {
      // A page past the end (an old link) shows the last page.
      const past = await page(`/admin?tab=analytics&duePage=${duePage + 5}`, who);
      if (past.tab !== "analytics" || !past.carsDue) throw new Error("no cars due");
      expect(past.carsDue).toEqual(data.carsDue);
      return cars;
    }
  }
}

/**
 * An oil change (due again every 6 months) of a car, booked for `on` ("yyyy-MM-dd") and
 * completed unless `patch` says otherwise.
 */
function oilChange(
  userId: string,
  vehicleId: string,
  on: string,
  patch: Partial<typeof bookings.$inferInsert> = {},
) {
  return insertBooking(userId, {
    vehicleId,
    status: "completed",
    serviceType: "Engine Oil Change",
    preferredDate: on,
    ...patch,
  });
}

/** A series no other test of the run uses, so the searches find only this file's cars. */
const series = `Q${"ABCDEFGHJKLMNPRSTUVWXYZ"[Math.floor(Math.random() * 23)]}`;

let admin: TestCustomer;
beforeAll(async () => {
  admin = await signUpAdmin("Front Desk");
});

describe("the Bookings tab's search by registration", () => {
  it("finds a car's bookings however the registration is typed, and only them", async () => {
    const c = await signUpCustomer("Plate Searcher");
    const car = await insertVehicle(c.id, { registration: `TS09${series}1234` });
    const other = await insertVehicle(c.id, { registration: `TS09${series}5678` });
    const first = await insertBooking(c.id, { vehicleId: car.id });
    const second = await insertBooking(c.id, { vehicleId: car.id, status: "completed" });
    await insertBooking(c.id, { vehicleId: other.id });
    await insertBooking(c.id);
    const expected = [first.id, second.id].sort();
    for (const typed of [
      `ts 09 ${series.toLowerCase()} 1234`,
      `TS09${series}1234`,
      `ts-9-${series.toLowerCase()}-1234`,
      ` TS 09 ${series} 1234 `,
    ]) {
      expect((await found(typed, admin)).sort(), typed).toEqual(expected);
    }
    // Part of a plate finds the cars holding it.
    expect((await found(`${series}1234`, admin)).sort()).toEqual(expected);
  });

  it("finds the bookings of a car the customer has since removed", async () => {
    const c = await signUpCustomer("Former Owner");
    const car = await insertVehicle(c.id, {
      registration: `AP28${series}0042`,
      removedAt: new Date(),
    });
    const booking = await insertBooking(c.id, { vehicleId: car.id });
    expect(await found(`ap 28 ${series} 42`, admin)).toEqual([booking.id]);
  });

  it("finds every car with a whole plate, a removed one and its next owner's, and nothing else", async () => {
    const first = await signUpCustomer("Sold The Car");
    const next = await signUpCustomer("Bought The Car");
    const plate = `TS10${series}2468`;
    const sold = await insertVehicle(first.id, { registration: plate, removedAt: new Date() });
    const bought = await insertVehicle(next.id, { registration: plate });
    const before = await insertBooking(first.id, { vehicleId: sold.id, status: "completed" });
    const after = await insertBooking(next.id, { vehicleId: bought.id });
    await insertBooking(next.id, {
      vehicleId: (await insertVehicle(next.id, { registration: `TS10${series}2469` })).id,
    });
    expect((await found(`ts 10 ${series} 2468`, admin)).sort()).toEqual(
      [before.id, after.id].sort(),
    );
  });

  it("finds the plates holding a whole plate no car has (a letter left off)", async () => {
    const c = await signUpCustomer("Bharat Series");
    const year = 20 + Math.floor(Math.random() * 9);
    const car = await insertVehicle(c.id, { registration: `${year}BH4321${series}` });
    const booking = await insertBooking(c.id, { vehicleId: car.id });
    // '22 BH 4321 Q' is a whole plate of its own; no car has it, so the plates holding it count.
    expect(await found(`${year} BH 4321 ${series[0]}`, admin)).toEqual([booking.id]);
  });

  it("still searches names, emails and phones as before", async () => {
    const c = await signUpCustomer("Name Searcher");
    const booking = await insertBooking(c.id, { customerName: `Venkat ${series} Rao` });
    expect(await found(`Venkat ${series}`, admin)).toEqual([booking.id]);
  });
});

describe("the Users list", () => {
  it("shows each customer's cars: registration as on the plate, and make and model", async () => {
    const c = await signUpCustomer("Two Car Owner");
    await insertVehicle(c.id, { registration: `TS09${series}7777` });
    await insertVehicle(c.id, { make: "Honda", model: "City", year: 2018 });
    await insertVehicle(c.id, { model: "Removed", removedAt: new Date() });
    const data = await page("/admin?tab=overview", admin);
    if (data.tab !== "overview" || !data.overview) throw new Error("no overview");
    const user = data.overview.users.users.find((u) => u.id === c.id);
    expect(user?.cars).toEqual([
      expect.objectContaining({ plate: `TS 09 ${series} 7777`, makeModel: "Hyundai Creta (2021)" }),
      expect.objectContaining({ plate: null, makeModel: "Honda City (2018)" }),
    ]);
  });
});

describe("Analytics: cars due in the next 30 days", () => {
  it("lists each car due with its owner, phone, item and due date, soonest first", async () => {
    const today = todayInKolkata();
    const c = await signUpCustomer("Due Owner");
    const car = await insertVehicle(c.id, { registration: `TS09${series}3030` });
    // An oil change (every 6 months) 6 months less 10 days ago: due in about 10 days.
    const servicedOn = addDaysYmd(addMonthsYmd(today, -6), 10);
    await oilChange(c.id, car.id, servicedOn, { customerPhone: "98480 22338" });
    // Not due for months: not listed.
    const later = await insertVehicle(c.id, { registration: `TS09${series}3131` });
    await oilChange(c.id, later.id, addDaysYmd(today, -5), { customerPhone: "98480 22338" });
    const listed = await carsDue(admin);
    const due = listed.filter((d) => d.vehicleId === car.id);
    expect(due).toEqual([
      expect.objectContaining({
        car: `TS 09 ${series} 3030, Hyundai Creta (2021)`,
        ownerName: "Due Owner",
        ownerPhone: "98480 22338",
        title: "Engine Oil Change",
        dueOn: addMonthsYmd(servicedOn, 6),
      }),
    ]);
    expect(listed.some((d) => d.vehicleId === later.id)).toBe(false);
    const dates = listed.map((d) => d.dueOn);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= today && d <= addDaysYmd(today, 30))).toBe(true);
  });

  it("follows each change of a car's history at the next reading: a booking, its completion, a recommendation, the car's removal (docs/decisions/0018)", async () => {
    const today = todayInKolkata();
    const dueOf = async (vehicleId: string) =>
      (await carsDue(admin)).filter((d) => d.vehicleId === vehicleId).map((d) => d.title);
    const c = await signUpCustomer("Changing Owner");
    const car = await insertVehicle(c.id, { registration: `TS09${series}3232` });
    const servicedOn = addDaysYmd(addMonthsYmd(today, -6), 10);
    await oilChange(c.id, car.id, servicedOn);
    expect(await dueOf(car.id)).toEqual(["Engine Oil Change"]);
    // Booked again: an open booking takes the car off the list.
    const next = await oilChange(c.id, car.id, today, { status: "confirmed" });
    expect(await dueOf(car.id)).toEqual([]);
    // Done today: the next oil change is six months away, so nothing is due.
    await getDb().update(bookings).set({ status: "completed" }).where(eq(bookings.id, next.id));
    expect(await dueOf(car.id)).toEqual([]);
    // A recommendation suggested for next week puts the car back on the list.
    await getDb()
      .insert(vehicleRecommendations)
      .values({
        vehicleId: car.id,
        title: "Replace the wiper blades",
        suggestedOn: addDaysYmd(today, 7),
      });
    expect(await dueOf(car.id)).toEqual(["Replace the wiper blades"]);
    // A car the customer removed is not called about.
    await getDb().update(vehicles).set({ removedAt: new Date() }).where(eq(vehicles.id, car.id));
    expect(await dueOf(car.id)).toEqual([]);
  });
});
