/**
 * My Garage as the browser reaches it (docs/product.md#garage): cars added typed any way, one
 * registration per account (a second account is told to call and learns nothing of the owner),
 * a removed car restored with its history, another customer's car a 404 on every loader and
 * action with nothing written, and a car's history and warranty after a completed, invoiced
 * visit.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatPhone } from "~/catalog/business";
import { bookingPhotos, odometerReadings, vehicles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getBusinessFacts } from "~/lib/env.server";
import { REGISTRATION_SHAPE_MESSAGE, formatRegistration } from "~/lib/registration";
import { addDaysYmd, addMonthsYmd, todayInKolkata } from "~/lib/time";
import { action as garageAction, loader as garageLoader } from "~/routes/garage";
import { action as carAction, loader as carLoader } from "~/routes/garage.detail";
import { action as editAction, loader as editLoader } from "~/routes/garage.edit";
import {
  adminGet,
  adminPost,
  insertBooking,
  type Outcome,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import {
  completedBookingWithApprovals,
  issueTelanganaInvoice,
} from "../../../tests/integration/job-card-fixtures";
import { GARAGE_SAVES_PER_HOUR } from "~/lib/rate-limit.server";
import {
  VEHICLE_LIMITS,
  VEHICLE_MESSAGES,
  VehicleFormSchema,
  yearRangeMessage,
} from "./car-schema";
import { addVehicle } from "./cars.server";
import { carForm } from "../../../tests/support/car-form";

let plates = 0;
/** A registration no other test of the run uses, typed the way people type it. */
function freshRegistration(): string {
  plates += 1;
  const letters = randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 2)
    .toUpperCase()
    .padEnd(2, "X");
  return `ka-${10 + (plates % 80)}-${letters}-${1000 + Math.floor(Math.random() * 9000)}`;
}

/** Posts the "Add a car" form as `who`. */
function addCar(who: TestCustomer, fields: Record<string, string>): Promise<Outcome> {
  return routeOutcome(garageAction, adminPost("/garage", fields, who));
}

/** Adds a car as `who` and returns its id (from the redirect to its page). */
async function addedCarId(who: TestCustomer, fields: Record<string, string>): Promise<string> {
  const outcome = await addCar(who, fields);
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(302);
  const id = /^\/garage\/([0-9a-f-]{36})\?saved=/.exec(outcome.location ?? "")?.[1];
  if (!id) throw new Error(`no car page in ${outcome.location}`);
  return id;
}

/** The car page's loader as `who`. */
function openCar(who: TestCustomer, id: string, query = ""): Promise<Outcome> {
  return routeOutcome(carLoader, adminGet(`/garage/${id}${query}`, who), { id });
}

/** The rows of a user's cars. */
function carsOf(userId: string) {
  return getDb().select().from(vehicles).where(eq(vehicles.userId, userId));
}

describe("adding a car to My Garage", () => {
  it("stores the registration typed any way normalised, shows it as on the plate, and lists the car", async () => {
    const customer = await signUpCustomer("Lakshmi Reddy");
    const typed = freshRegistration();
    const outcome = await addCar(customer, carForm(`  ${typed} `, { nickname: "Amma's car" }));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/garage\/[0-9a-f-]{36}\?saved=added$/);
    const [row] = await carsOf(customer.id);
    const stored = typed.toUpperCase().replace(/-/g, "");
    expect(row).toMatchObject({
      registration: stored,
      make: "Hyundai",
      model: "Creta",
      year: 2021,
      fuel: "petrol",
      vin: null,
      nickname: "Amma's car",
      removedAt: null,
    });
    const list = await routeOutcome(garageLoader, adminGet("/garage", customer));
    expect(list.body).toMatchObject({
      cars: [{ id: row!.id, plate: formatRegistration(stored), nickname: "Amma's car" }],
    });
    expect(formatRegistration(stored)).toMatch(/^KA \d{2} [A-Z]{2} \d{4}$/);
  });

  it("answers bad fields with the messages at their fields and what was typed, writing nothing", async () => {
    const customer = await signUpCustomer();
    const outcome = await addCar(
      customer,
      carForm("TS 09 EA 12345", { year: "1949", make: "", vin: "123" }),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      ok: false,
      fieldErrors: {
        registration: REGISTRATION_SHAPE_MESSAGE,
        year: yearRangeMessage(),
        make: VEHICLE_MESSAGES.make,
        vin: VEHICLE_MESSAGES.vin,
      },
      values: { registration: "TS 09 EA 12345", year: "1949", model: "Creta", vin: "123" },
    });
    expect(await carsOf(customer.id)).toEqual([]);
    // A field the form does not have (an owner's id) is refused, not used.
    const smuggled = await addCar(customer, { ...carForm(freshRegistration()), userId: "x" });
    expect(smuggled.status).toBe(400);
    expect(await carsOf(customer.id)).toEqual([]);
  });

  it("refuses a registration another account holds with the workshop's phone and nothing of the owner", async () => {
    const owner = await signUpCustomer("Venkat Raghavan");
    const other = await signUpCustomer("Imran Qureshi");
    const typed = freshRegistration();
    const ownerCar = await addedCarId(owner, carForm(typed, { nickname: "Venkat's tourer" }));
    const outcome = await addCar(
      other,
      carForm(typed.replace(/-/g, " ").toLowerCase(), { make: "Kia", model: "Seltos" }),
    );
    expect(outcome.status).toBe(409);
    const message = `This car is already registered with us. Please call us on ${formatPhone(getBusinessFacts().phone)} and we will sort it out.`;
    expect(outcome.body).toMatchObject({ fieldErrors: { registration: message } });
    const said = JSON.stringify(outcome.body);
    for (const secret of [owner.id, owner.email, owner.name, "Venkat", ownerCar, "Hyundai"])
      expect(said).not.toContain(secret);
    expect(await carsOf(other.id)).toEqual([]);
    // The owner adding it twice is told it is theirs already.
    const again = await addCar(owner, carForm(typed));
    expect(again.body).toMatchObject({
      fieldErrors: { registration: VEHICLE_MESSAGES.alreadyYours },
    });
    // Changing another car's registration to it is refused the same way.
    const otherCar = await addedCarId(other, carForm(freshRegistration()));
    const edit = await routeOutcome(
      editAction,
      adminPost(`/garage/${otherCar}/edit`, carForm(typed), other),
      {
        id: otherCar,
      },
    );
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ fieldErrors: { registration: message } });
  });

  it("restores a car the same account removed, with its history; after a removal another account may add it", async () => {
    const customer = await signUpCustomer();
    const typed = freshRegistration();
    const id = await addedCarId(customer, carForm(typed));
    const booking = await insertBooking(customer.id, { vehicleId: id, status: "completed" });

    const removed = await routeOutcome(
      carAction,
      adminPost(`/garage/${id}`, { intent: "remove" }, customer),
      { id },
    );
    expect(removed).toMatchObject({ status: 302, location: "/garage?saved=removed" });
    expect((await carsOf(customer.id))[0]!.removedAt).not.toBeNull();
    expect((await openCar(customer, id)).status).toBe(404);
    const list = await routeOutcome(garageLoader, adminGet("/garage", customer));
    expect(list.body).toMatchObject({ cars: [] });

    const back = await addCar(customer, carForm(typed, { model: "Creta N Line", year: "2022" }));
    expect(back).toMatchObject({ status: 302, location: `/garage/${id}?saved=restored` });
    const rows = await carsOf(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, removedAt: null, model: "Creta N Line", year: 2022 });
    const page = await openCar(customer, id);
    expect(page.body).toMatchObject({ history: { total: 1, visits: [{ bookingId: booking.id }] } });

    // Removed by its owner, the registration is free for another account (a sold car).
    await routeOutcome(carAction, adminPost(`/garage/${id}`, { intent: "remove" }, customer), {
      id,
    });
    const buyer = await signUpCustomer();
    const bought = await addedCarId(buyer, carForm(typed));
    expect(bought).not.toBe(id);
    // The seller adding it again now meets the buyer's car.
    expect((await addCar(customer, carForm(typed))).status).toBe(409);
  });
});

describe("the garage's limits (docs/product.md#security)", () => {
  it("holds one customer to GARAGE_SAVES_PER_HOUR car saves an hour, answering 429 with Retry-After and writing nothing", async () => {
    const customer = await signUpCustomer();
    const id = await addedCarId(customer, carForm(freshRegistration()));
    const edit = (model: string) =>
      routeOutcome(
        editAction,
        adminPost(`/garage/${id}/edit`, carForm(freshRegistration(), { model }), customer),
        { id },
      );
    for (let i = 1; i < GARAGE_SAVES_PER_HOUR; i += 1)
      expect((await edit(`Model ${i}`)).status).toBe(302);
    const refused = await edit("One too many");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ values: { model: "One too many" } });
    expect((await carsOf(customer.id))[0]!.model).toBe(`Model ${GARAGE_SAVES_PER_HOUR - 1}`);
  });

  it("keeps at most VEHICLE_LIMITS.carsMax cars in one garage", async () => {
    const customer = await signUpCustomer();
    for (let i = 0; i < VEHICLE_LIMITS.carsMax; i += 1)
      expect(
        (await addVehicle(customer.id, VehicleFormSchema.parse(carForm(freshRegistration())))).ok,
      ).toBe(true);
    const refused = await addVehicle(
      customer.id,
      VehicleFormSchema.parse(carForm(freshRegistration())),
    );
    expect(refused).toMatchObject({ ok: false, fieldErrors: { form: VEHICLE_MESSAGES.carsMax } });
    expect(await carsOf(customer.id)).toHaveLength(VEHICLE_LIMITS.carsMax);
  });
});

describe("another customer's car", () => {
  it("is a 404 on every loader and action, and nothing is written", async () => {
    const owner = await signUpCustomer();
    const stranger = await signUpCustomer();
    const id = await addedCarId(owner, carForm(freshRegistration(), { nickname: "Mine" }));
    const [before] = await carsOf(owner.id);

    const answers = [
      await openCar(stranger, id),
      await routeOutcome(editLoader, adminGet(`/garage/${id}/edit`, stranger), { id }),
      await routeOutcome(
        editAction,
        adminPost(`/garage/${id}/edit`, carForm(freshRegistration(), { model: "X" }), stranger),
        { id },
      ),
      await routeOutcome(carAction, adminPost(`/garage/${id}`, { intent: "remove" }, stranger), {
        id,
      }),
      await routeOutcome(
        carAction,
        adminPost(`/garage/${id}`, { intent: "reminders", value: "off" }, stranger),
        {
          id,
        },
      ),
      // A body the page never sends is still a 404 first: nothing about the car is told.
      await routeOutcome(carAction, adminPost(`/garage/${id}`, { intent: "steal" }, stranger), {
        id,
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await carsOf(owner.id)).toEqual([before]);
    expect(await carsOf(stranger.id)).toEqual([]);

    // Malformed ids are 404s too, never a database error.
    for (const bad of ["not-a-car", "1234", `${id}x`])
      expect((await openCar(owner, bad)).status, bad).toBe(404);
    // Signed out, every page and form goes to sign-in.
    const signedOut = await routeOutcome(carLoader, adminGet(`/garage/${id}`), { id });
    expect(signedOut).toMatchObject({ status: 302, location: "/auth" });
    const postSignedOut = await routeOutcome(
      garageAction,
      adminPost("/garage", carForm(freshRegistration())),
    );
    expect(postSignedOut).toMatchObject({ status: 302, location: "/auth" });
  });

  it("lets the owner edit the car and switch its reminders", async () => {
    const owner = await signUpCustomer();
    const id = await addedCarId(owner, carForm(freshRegistration()));
    const edited = await routeOutcome(
      editAction,
      adminPost(
        `/garage/${id}/edit`,
        carForm("22 bh 1234 ab".replace("1234", String(1000 + plates)), {
          fuel: "cng",
          vin: "wba3a5c5xdf123456",
        }),
        owner,
      ),
      { id },
    );
    expect(edited).toMatchObject({ status: 302, location: `/garage/${id}?saved=edited` });
    expect((await carsOf(owner.id))[0]).toMatchObject({
      registration: `22BH${1000 + plates}AB`,
      fuel: "cng",
      vin: "WBA3A5C5XDF123456",
    });
    const off = await routeOutcome(
      carAction,
      adminPost(`/garage/${id}`, { intent: "reminders", value: "off" }, owner),
      { id },
    );
    expect(off).toMatchObject({ status: 302, location: `/garage/${id}?saved=reminders-off` });
    expect((await carsOf(owner.id))[0]!.remindersEnabled).toBe(false);
  });
});

describe("a car's page", () => {
  it("shows a completed, invoiced visit: date, service, odometer, status, approved work, invoice, photos and the warranty's end", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Sunita Rao");
    const id = await addedCarId(customer, carForm(freshRegistration()));
    const visit = await completedBookingWithApprovals(
      customer.id,
      admin.id,
      ["approved", "approved", "declined"],
      { vehicleId: id, serviceType: "General Service & Maintenance", preferredDate: "2026-03-14" },
    );
    await getDb()
      .insert(odometerReadings)
      .values({ vehicleId: id, bookingId: visit.id, km: 42_000, source: "check_in" });
    const [photo] = await getDb()
      .insert(bookingPhotos)
      .values({
        bookingId: visit.id,
        storageKey: `bookings/${visit.id}/${randomUUID()}.webp`,
        width: 800,
        height: 600,
        bytes: 1000,
      })
      .returning();
    const invoice = await issueTelanganaInvoice(visit.id, admin.id);
    // An older visit invoiced eight months ago: in the history, out of warranty.
    const older = await completedBookingWithApprovals(customer.id, admin.id, [], {
      vehicleId: id,
      serviceType: "Engine Oil Change",
      preferredDate: "2025-06-01",
    });
    const eightMonthsAgo = new Date(Date.now() - 240 * 24 * 60 * 60 * 1000);
    await issueTelanganaInvoice(older.id, admin.id, "", eightMonthsAgo);
    // A booking of the customer's without the car is not the car's history.
    await insertBooking(customer.id, { status: "completed" });

    const page = await openCar(customer, id);
    expect(page.status).toBe(200);
    const today = todayInKolkata();
    const invoicedOn = today;
    expect(page.body).toMatchObject({
      history: {
        total: 2,
        visits: [
          {
            bookingId: visit.id,
            date: "2026-03-14",
            serviceType: "General Service & Maintenance",
            status: "completed",
            odometerKm: 42_000,
            approvedLines: [
              { description: "Periodic service labour", quantityHundredths: 100 },
              { description: "Engine oil 5W-30", quantityHundredths: 450 },
            ],
            invoice: { number: invoice.number, pdfUrl: `/booking/${visit.id}/invoice.pdf` },
            photos: [{ id: photo!.id, url: `/booking/${visit.id}/photos/${photo!.id}` }],
          },
          { bookingId: older.id, date: "2025-06-01", odometerKm: null },
        ],
      },
      warranty: [
        {
          description: "Periodic service labour",
          invoiceNumber: invoice.number,
          invoicedOn,
          months: 6,
          endsOn: addMonthsYmd(invoicedOn, 6),
        },
        {
          description: "Engine oil 5W-30",
          invoiceNumber: invoice.number,
          months: 6,
          endsOn: addMonthsYmd(invoicedOn, 6),
        },
      ],
      // The declined line is recommended, 30 days after the decision (docs/decisions/0014).
      recommendations: [{ title: "Rear brake pads", suggestedOn: addDaysYmd(today, 30) }],
    });
    expect((page.body as { warranty: unknown[] }).warranty).toHaveLength(2);
  });
});
