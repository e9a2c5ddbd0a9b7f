/**
 * Who may use the staff screens (docs/product.md#roles, docs/decisions/0016): a driver, another
 * driver, a technician, a customer, a visitor and an admin against every staff route this
 * feature adds; a role revoked is refused on the very next request; and the pickup rules a
 * driver or an admin meets there (docs/product.md#pickups, #check-in): one step forward only,
 * an admin's move back audited, the capacity per driver per window, the code that confirms a
 * walk-round (wrong tries counted, single use, the record closed for good), and the customer's
 * message at "on the way" delivered to a real SMTP server.
 */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox, pickupLegs, walkrounds } from "~/db/schema";
import { changeStaffRole } from "~/features/account/roles.server";
import { deliverMessage } from "~/features/messages/outbox-delivery.server";
import { deleteAccount, exportAccountData } from "~/features/account/account.server";
import { getDb } from "~/lib/db.server";
import * as staffRoute from "~/routes/staff";
import * as staffLegRoute from "~/routes/staff.leg";
import * as staffLegPhotoRoute from "~/routes/staff.leg-photo";
import * as pickupsRoute from "~/routes/admin.pickups";
import * as counterRoute from "~/routes/admin.booking.check-in";
import { todayInKolkata } from "~/lib/time";
import {
  signUpCustomer,
  usesMailSink,
  usesSettings,
  type TestCustomer,
} from "../../../tests/integration/helpers";
import {
  runAdminCommand,
  adminGet,
  adminPost,
  auditTrailOf,
  insertBooking,
  routeOutcome,
  signUpAdmin,
  type Outcome,
} from "../../../tests/integration/admin-fixtures";
import {
  assignDriverAs as assign,
  bookingWithPickup,
  counterPost,
  legPost,
  photoPost,
  pickupWithCheckIn,
  sendCheckInCode,
  sentCode,
  signUpWithRole,
  staffFormPost,
} from "../../../tests/integration/staff-fixtures";
import { addCheckInPhoto } from "./walkrounds.server";

const smtp = usesMailSink("workshop@example.com");
const setSettings = usesSettings("PICKUP_DRIVER_CAPACITY");

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#a33" } })
    .jpeg()
    .toBuffer();

/** The driver's screen, /staff, as `who` opens it. */
const staffScreen = (who?: TestCustomer) =>
  routeOutcome(staffRoute.loader, adminGet("/staff", who));

/** The walk-round of a booking, as stored. */
async function walkroundOf(bookingId: string) {
  const [row] = await getDb().select().from(walkrounds).where(eq(walkrounds.bookingId, bookingId));
  return row;
}

let admin: TestCustomer;
let driver: TestCustomer;
let otherDriver: TestCustomer;
let technician: TestCustomer;
let customer: TestCustomer;
let own: Awaited<ReturnType<typeof bookingWithPickup>>;
let photoId: string;

beforeAll(async () => {
  admin = await signUpAdmin();
  driver = await signUpWithRole("Ravi Kumar", "driver");
  otherDriver = await signUpWithRole("Suresh Babu", "driver");
  technician = await signUpWithRole("Arjun Rao", "technician");
  customer = await signUpCustomer("Lakshmi Reddy", { verified: true });
  own = await bookingWithPickup(customer);
  expect((await assign(admin, own.booking, own.pickup.id, driver.id)).location).toContain(
    "staff=saved",
  );
  await legPost(
    own.pickup.id,
    { intent: "save-check-in", km: "42,000", fuelEighths: "4", notes: "Scratch on rear bumper" },
    driver,
  );
  photoId = await addCheckInPhoto(
    { via: "leg", staff: { ...driver, isAdmin: false }, legId: own.pickup.id },
    await jpeg(),
  );
});

type Who = "visitor" | "customer" | "technician" | "other driver" | "driver" | "admin";
const person = (who: Who): TestCustomer | undefined =>
  ({
    visitor: undefined,
    customer,
    technician,
    "other driver": otherDriver,
    driver,
    admin,
  })[who];

/**
 * A back-office route: a visitor sent to sign in (`"/auth"`, a page) or refused (401, a form),
 * every other person but the admin 403, and the admin's answer.
 */
const adminOnly = (
  visitor: "/auth" | 401,
  admin: number | string,
): Record<Who, number | string> => ({
  visitor,
  customer: 403,
  technician: 403,
  "other driver": 403,
  driver: 403,
  admin,
});

/**
 * A driver's route: a visitor sent to sign in, a customer and a technician 403, and the
 * answers of a driver not on the leg, the leg's driver and the admin.
 */
const forDrivers = (
  otherDriver: number,
  driver: number,
  admin: number,
): Record<Who, number | string> => ({
  visitor: "/auth",
  customer: 403,
  technician: 403,
  "other driver": otherDriver,
  driver,
  admin,
});

interface RouteCase {
  name: string;
  run: (who: TestCustomer | undefined) => Promise<Outcome>;
  /** The status (or redirect target) each person gets. */
  expect: Record<Who, number | string>;
}

const routes: RouteCase[] = [
  { name: "GET /staff", run: staffScreen, expect: forDrivers(200, 200, 200) },
  {
    name: "GET /staff/leg/<own leg>",
    run: (who) =>
      routeOutcome(staffLegRoute.loader, adminGet(`/staff/leg/${own.pickup.id}`, who), {
        id: own.pickup.id,
      }),
    expect: forDrivers(404, 200, 200),
  },
  {
    name: "GET /staff/leg/<unknown>",
    run: (who) =>
      routeOutcome(staffLegRoute.loader, adminGet(`/staff/leg/not-a-leg`, who), { id: "x" }),
    expect: forDrivers(404, 404, 404),
  },
  {
    // A second press of a button that moved nothing: 409 for the leg's own driver.
    name: "POST /staff/leg/<own leg> move to picked up",
    run: (who) => legPost(own.pickup.id, { intent: "move", to: "picked_up" }, who),
    expect: forDrivers(404, 409, 409),
  },
  {
    name: "GET /staff/leg/<own leg>/photos/<photo>",
    run: (who) =>
      routeOutcome(
        staffLegPhotoRoute.loader,
        adminGet(`/staff/leg/${own.pickup.id}/photos/${photoId}`, who),
        { id: own.pickup.id, photoId },
      ),
    expect: forDrivers(404, 200, 200),
  },
  {
    name: "GET /admin/pickups",
    run: (who) => routeOutcome(pickupsRoute.loader, adminGet("/admin/pickups", who)),
    expect: adminOnly("/auth", 200),
  },
  {
    name: "POST /admin/pickups assign-driver",
    run: (who) =>
      routeOutcome(
        pickupsRoute.action,
        adminPost(
          "/admin/pickups",
          {
            intent: "assign-driver",
            date: todayInKolkata(),
            bookingId: own.booking.id,
            legId: own.pickup.id,
            driverId: driver.id,
          },
          who,
        ),
      ),
    expect: adminOnly(401, "/admin/pickups"),
  },
  {
    name: "POST /admin/booking/<id>/staff",
    run: (who) =>
      staffFormPost(
        own.booking.id,
        { intent: "assign-technician", technicianId: technician.id },
        who,
      ),
    expect: adminOnly(401, `/admin/booking/`),
  },
  {
    name: "GET /admin/booking/<id>/check-in",
    run: (who) =>
      routeOutcome(
        counterRoute.loader,
        adminGet(`/admin/booking/${own.booking.id}/check-in`, who),
        {
          id: own.booking.id,
        },
      ),
    expect: adminOnly("/auth", 200),
  },
  {
    name: "POST /admin/booking/<id>/check-in send-code",
    run: (who) => counterPost(own.booking.id, { intent: "send-code", kind: "check_in" }, who),
    expect: adminOnly(401, "done=code-sent"),
  },
];

describe("who may use the staff routes", () => {
  for (const route of routes)
    for (const who of Object.keys(route.expect) as Who[])
      it(`${route.name} as ${who}`, async () => {
        const outcome = await route.run(person(who));
        const expected = route.expect[who];
        if (typeof expected === "string") expect(outcome.location).toContain(expected);
        else expect(outcome.status).toBe(expected);
      });

  it("shows a driver only their own legs of the day, with what they need at the door", async () => {
    const mine = await staffScreen(driver);
    const theirs = await staffScreen(otherDriver);
    const legs = (mine.body as { legs: Array<Record<string, unknown>> }).legs;
    expect(legs.map((l) => l.id)).toEqual([own.pickup.id]);
    expect(legs[0]).toMatchObject({
      customerName: "Lakshmi Reddy",
      customerPhone: "+919876543210",
      state: "assigned",
      windowStart: own.pickup.windowStart!.toISOString(),
      windowEnd: own.pickup.windowEnd!.toISOString(),
    });
    expect((theirs.body as { legs: unknown[] }).legs).toEqual([]);
  });

  it("refuses a driver whose role was revoked on their very next request", async () => {
    const gone = await signUpWithRole("Mahesh Goud", "driver");
    const before = await staffScreen(gone);
    expect(before.status).toBe(200);
    await changeStaffRole(
      getDb(),
      { source: "admin_panel", userId: admin.id },
      { id: gone.id },
      "driver",
      false,
    );
    const after = await staffScreen(gone);
    expect(after.status).toBe(403);
    expect((await auditTrailOf(gone.id)).at(-1)).toEqual([
      "staff_role_revoked",
      "admin_panel",
      admin.id,
      "driver",
      null,
    ]);
  });
});

describe("staff roles from a shell", () => {
  const run = runAdminCommand;

  it("npm run admin -- grant|revoke EMAIL driver gives and takes the role, audited as an operator command", async () => {
    const someone = await signUpCustomer("Shell Driver");
    expect((await run("grant", someone.email, "driver")).stdout).toContain(
      `${someone.email} is now a driver.`,
    );
    expect((await staffScreen(someone)).status).toBe(200);
    expect((await run("revoke", someone.email, "driver")).stdout).toContain(
      `${someone.email} is no longer a driver.`,
    );
    expect((await staffScreen(someone)).status).toBe(403);
    expect(await auditTrailOf(someone.id)).toEqual([
      ["staff_role_granted", "operator_command", null, null, "driver"],
      ["staff_role_revoked", "operator_command", null, "driver", null],
    ]);
    await expect(run("grant", someone.email, "pilot")).rejects.toThrow(/Usage/);
  });
});

describe("legs and walk-rounds on the staff screen", () => {
  it("moves a leg one step at a time, messages the customer at 'on the way', and lets only an admin move it back (audited)", async () => {
    const trip = await bookingWithPickup(customer, "06:00 PM");
    await assign(admin, trip.booking, trip.pickup.id, driver.id);
    expect(
      (await legPost(trip.pickup.id, { intent: "move", to: "picked_up" }, driver)).status,
    ).toBe(409);
    const moved = await legPost(trip.pickup.id, { intent: "move", to: "on_the_way" }, driver);
    expect(moved.location).toBe(`/staff/leg/${trip.pickup.id}?done=moved`);
    const [message] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, trip.booking.id), eq(outbox.kind, "pickup_on_the_way")));
    expect(message!.recipient).toBe(customer.email);
    await deliverMessage(message!.id, false);
    const mail = await smtp.sink.waitFor(
      (m) => m.subject?.startsWith("Your driver is on the way") === true,
      "on-the-way email",
    );
    expect(mail.text).toContain("Ravi from our workshop is on the way");
    // Back by the driver: refused; by an admin: done and recorded.
    expect((await legPost(trip.pickup.id, { intent: "move", to: "assigned" }, driver)).status).toBe(
      409,
    );
    const back = await staffFormPost(
      trip.booking.id,
      { intent: "set-leg-state", legId: trip.pickup.id, state: "assigned" },
      admin,
    );
    expect(back.location).toContain("staff=saved");
    expect((await auditTrailOf(trip.booking.id)).at(-1)).toEqual([
      "leg_state_changed",
      "admin_panel",
      admin.id,
      "on_the_way",
      "assigned",
    ]);
  });

  it("gives a driver at most PICKUP_DRIVER_CAPACITY legs in one window", async () => {
    setSettings({ PICKUP_DRIVER_CAPACITY: "1" });
    const busy = await signUpWithRole("Kiran Naidu", "driver");
    const first = await bookingWithPickup(customer, "05:00 PM");
    const second = await bookingWithPickup(customer, "05:00 PM");
    expect((await assign(admin, first.booking, first.pickup.id, busy.id)).location).toContain(
      "staff=saved",
    );
    expect((await assign(admin, second.booking, second.pickup.id, busy.id)).location).toContain(
      "staff=driver-full",
    );
    const [leg] = await getDb()
      .select()
      .from(pickupLegs)
      .where(eq(pickupLegs.id, second.pickup.id));
    expect(leg).toMatchObject({ driverId: null, state: "scheduled" });
  });

  it("sends the code with what it confirms: odometer, fuel, belongings, damage photos and notes", async () => {
    const trip = await pickupWithCheckIn(customer, "03:30 PM", admin, driver, {
      km: "42310",
      fuelEighths: "5",
      belongings: "spare_wheel",
      notes: "Dent on the left rear door",
    });
    const photo = await routeOutcome(
      staffLegRoute.action,
      photoPost(`/staff/leg/${trip.pickup.id}`, await jpeg(), driver),
      { id: trip.pickup.id },
    );
    expect(photo.status).toBe(302);
    await legPost(trip.pickup.id, { intent: "send-code", kind: "check_in" }, driver);
    const [email] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, trip.booking.id), eq(outbox.kind, "walkround_code")));
    for (const line of [
      "Odometer: 42,310 km",
      "Fuel: 5/8",
      "Belongings in the car: Spare wheel",
      "Existing damage photos: 1",
      "Notes: Dent on the left rear door",
    ])
      expect(email!.text).toContain(line);
    expect(email!.html).toContain("Dent on the left rear door");
    expect(email!.html).toContain("42,310 km");
  });

  it("confirms a check-in only with the customer's code: wrong tries counted, single use, then closed for good", async () => {
    const trip = await bookingWithPickup(customer, "05:30 PM");
    await assign(admin, trip.booking, trip.pickup.id, driver.id);
    const saved = await legPost(
      trip.pickup.id,
      {
        intent: "save-check-in",
        km: "9999999",
        fuelEighths: "9",
      },
      driver,
    );
    expect(saved.status).toBe(400);
    expect((saved.body as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      km: expect.stringContaining("odometer"),
      fuelEighths: expect.stringContaining("fuel"),
    });
    await legPost(
      trip.pickup.id,
      { intent: "save-check-in", km: "15000", fuelEighths: "6", belongings: "spare_wheel" },
      driver,
    );
    const photo = await routeOutcome(
      staffLegRoute.action,
      photoPost(`/staff/leg/${trip.pickup.id}`, Buffer.from("not a photo"), driver),
      { id: trip.pickup.id },
    );
    expect(photo.status).toBe(400);
    expect(
      (await legPost(trip.pickup.id, { intent: "send-code", kind: "check_in" }, driver)).location,
    ).toContain("done=code-sent");
    const { code, wrong } = await sentCode(trip.booking.id);
    const refused = await legPost(
      trip.pickup.id,
      { intent: "confirm-code", kind: "check_in", code: wrong },
      driver,
    );
    expect(refused.status).toBe(409);
    const row = await walkroundOf(trip.booking.id);
    expect(row!.codeTries).toBe(1);
    expect(row!.codeHash).not.toContain(code);
    expect(
      (await legPost(trip.pickup.id, { intent: "confirm-code", kind: "check_in", code }, driver))
        .location,
    ).toContain("done=confirmed");
    // Used once: the same code again, and any change, are refused.
    expect(
      (await legPost(trip.pickup.id, { intent: "confirm-code", kind: "check_in", code }, driver))
        .status,
    ).toBe(409);
    const change = await legPost(
      trip.pickup.id,
      { intent: "save-check-in", km: "16000", fuelEighths: "2" },
      driver,
    );
    expect(change.status).toBe(409);
    const after = await walkroundOf(trip.booking.id);
    expect(after).toMatchObject({ odometerKm: 15000, fuelEighths: 6, belongings: ["spare_wheel"] });
    expect(after!.confirmedAt).not.toBeNull();
    // The database itself refuses a change, as it does for an issued invoice; only erasure's
    // clearing of what was typed passes.
    const databaseAnswer = await getDb()
      .update(walkrounds)
      .set({ odometerKm: 1 })
      .where(eq(walkrounds.id, after!.id))
      .then(
        () => "changed",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(databaseAnswer).toContain("was confirmed by the customer and cannot change");
    await getDb().update(walkrounds).set({ notes: null }).where(eq(walkrounds.id, after!.id));
  });

  it("stops a code after five wrong tries", async () => {
    const trip = await pickupWithCheckIn(customer, "04:30 PM", admin, driver, {
      km: "1000",
      fuelEighths: "1",
    });
    const { code, wrong } = await sendCheckInCode(trip, driver);
    for (let i = 0; i < 5; i++)
      await legPost(
        trip.pickup.id,
        { intent: "confirm-code", kind: "check_in", code: wrong },
        driver,
      );
    const late = await legPost(
      trip.pickup.id,
      { intent: "confirm-code", kind: "check_in", code },
      driver,
    );
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toContain("expired");
  });

  it("records a car driven in at the counter, confirmed by the customer's code, and shows it on the booking", async () => {
    const drivenIn = await insertBooking(customer.id, {
      customerEmail: customer.email,
      preferredDate: todayInKolkata(),
      preferredTime: "04:00 PM",
    });
    const counter = (fields: Record<string, string>) => counterPost(drivenIn.id, fields, admin);
    expect(
      (await counter({ intent: "move", to: "on_the_way" })).status,
      "a counter has no leg to move",
    ).toBe(400);
    expect(
      (await counter({ intent: "save-check-in", km: "88,000", fuelEighths: "8" })).location,
    ).toBe(`/admin/booking/${drivenIn.id}/check-in?done=saved`);
    await counter({ intent: "send-code", kind: "check_in" });
    const { code } = await sentCode(drivenIn.id);
    expect((await counter({ intent: "confirm-code", kind: "check_in", code })).location).toContain(
      "done=confirmed",
    );
    const row = await walkroundOf(drivenIn.id);
    expect(row).toMatchObject({
      kind: "check_in",
      odometerKm: 88000,
      fuelEighths: 8,
      recordedBy: admin.id,
    });
    expect(row!.confirmedAt).not.toBeNull();
  });

  it("keeps another driver's leg out of reach for every form", async () => {
    const forms: Array<Record<string, string>> = [
      { intent: "save-check-in", km: "1", fuelEighths: "1" },
      { intent: "send-code", kind: "check_in" },
      { intent: "confirm-code", kind: "check_in", code: "123456" },
    ];
    for (const fields of forms)
      expect((await legPost(own.pickup.id, fields, otherDriver)).status).toBe(404);
  });
});

describe("a customer's pickups and walk-rounds in their data", () => {
  it("are in the export, and erasure takes what was typed on the walk-round", async () => {
    const someone = await signUpCustomer("Farah Khan");
    const trip = await pickupWithCheckIn(someone, "03:00 PM", admin, driver, {
      km: "5000",
      fuelEighths: "2",
      belongings: "other",
      belongingsOther: "Farah's laptop bag",
      notes: "Farah says the horn is weak",
    });
    const exported = await exportAccountData(someone.id);
    expect(exported!.bookings[0]!.pickup).toMatchObject({
      legs: [
        { kind: "pickup", state: "assigned" },
        { kind: "drop", state: "scheduled", windowStart: null },
      ],
      walkrounds: [
        {
          kind: "check_in",
          odometerKm: 5000,
          belongingsOther: "Farah's laptop bag",
          notes: "Farah says the horn is weak",
        },
      ],
    });
    await deleteAccount(someone.id);
    const row = await walkroundOf(trip.booking.id);
    expect(row).toMatchObject({ odometerKm: 5000, notes: null, belongingsOther: null });
  });
});
