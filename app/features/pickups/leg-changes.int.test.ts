/**
 * What a leg may and may not become, on every path that changes it (docs/product.md#pickups,
 * #check-in): a driver never holds more than `PICKUP_DRIVER_CAPACITY` legs in one window, whether
 * a driver is assigned, the drop's window is set or the customer moves the booking; a cancelled
 * booking closes its legs, from the customer's change, an admin's status change or the bulk
 * cancel, and every staff path refuses them; a drop waits for the pickup, the job and its window;
 * and a photo for a leg not the driver's, or for a confirmed check-in, is refused before the image
 * is decoded.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, outbox } from "~/db/schema";
import { handleBookingChange } from "~/features/booking/booking-change-page.server";
import { getDb } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import * as staffLegRoute from "~/routes/staff.leg";
import * as pickupsRoute from "~/routes/admin.pickups";
import * as bookingDetailRoute from "~/routes/booking.detail";
import {
  jsonRequest,
  queuedKindsOf,
  signUpCustomer,
  slotSource,
  type TestCustomer,
  usesSettings,
} from "../../../tests/integration/helpers";
import {
  adminAct,
  adminGet,
  adminPost,
  auditTrailOf,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import {
  assignDriverAs,
  bookingWithPickup,
  counterPost,
  legPost,
  legRow,
  photoPost,
  pickupWithCheckIn,
  sendCheckInCode,
  signUpWithRole,
  staffFormPost,
} from "../../../tests/integration/staff-fixtures";
import { STAFF_NOTICES, WALKROUND_MESSAGES } from "./pickup-schema";

const setSettings = usesSettings("PICKUP_DRIVER_CAPACITY");
/** Days of this file's own for bookings a customer moves or cancels (past the cut-off). */
const nextSlot = slotSource(8, 10, 5);

let admin: TestCustomer;
beforeAll(async () => {
  admin = await signUpAdmin();
});

/** The customer's change of their booking, as the dialogs post it. */
async function customerChange(
  customer: TestCustomer,
  bookingId: string,
  body: Record<string, string>,
) {
  const res = await handleBookingChange(
    jsonRequest(`/booking/${bookingId}/change`, body, customer),
    bookingId,
  );
  return { status: res.init?.status ?? 200, data: res.data };
}

/** The leg's page as `who` opens it. */
const legPage = (legId: string, who: TestCustomer) =>
  routeOutcome(staffLegRoute.loader, adminGet(`/staff/leg/${legId}`, who), { id: legId });

/** The Pickups view's driver picker posted by the admin. */
const pickupsAssign = (
  trip: Awaited<ReturnType<typeof bookingWithPickup>>,
  legId: string,
  driverId: string,
) =>
  routeOutcome(
    pickupsRoute.action,
    adminPost(
      "/admin/pickups",
      {
        intent: "assign-driver",
        date: trip.booking.preferredDate,
        bookingId: trip.booking.id,
        legId,
        driverId,
      },
      admin,
    ),
  );

/** Every form of a leg's page but the photo, with the walk-round's code. */
const legForms = (code: string): Array<Record<string, string>> => [
  { intent: "move", to: "on_the_way" },
  { intent: "save-check-in", km: "12001", fuelEighths: "5" },
  { intent: "send-code", kind: "check_in" },
  { intent: "confirm-code", kind: "check_in", code },
];

/**
 * The drivers taken off a booking's legs by `source`, as audited ('leg_driver_assigned' to none):
 * [source, actor, driver], in no order (entries of one transaction share their time).
 */
async function driversTakenOff(bookingId: string, source: string) {
  return (await auditTrailOf(bookingId))
    .filter(([action, from, , , to]) => action === "leg_driver_assigned" && from === source && !to)
    .map(([, from, actor, driverId]) => [from, actor, driverId]);
}

/** The message a refused leg form answers. */
const messageOf = (outcome: { body: unknown }) => (outcome.body as { message?: string }).message;

describe("a driver's legs in one window (docs/product.md#pickups-admin)", () => {
  it("refuses a drop window that would give the leg's driver more than PICKUP_DRIVER_CAPACITY legs in it", async () => {
    setSettings({ PICKUP_DRIVER_CAPACITY: "1" });
    const driver = await signUpWithRole("Naveen Chary", "driver");
    const customer = await signUpCustomer("Deepa Iyer");
    const first = await bookingWithPickup(customer, "05:00 PM");
    const second = await bookingWithPickup(customer, "11:00 AM");
    expect(
      (await assignDriverAs(admin, first.booking, first.pickup.id, driver.id)).location,
    ).toContain("staff=saved");
    // A drop with no window yet holds no place in any window: assigning it is allowed.
    expect(
      (await assignDriverAs(admin, second.booking, second.drop.id, driver.id)).location,
    ).toContain("staff=saved");
    // The first pickup's window is 4:00 PM, the hour before its slot.
    const full = await staffFormPost(
      second.booking.id,
      { intent: "set-drop-window", legId: second.drop.id, date: todayInKolkata(), time: "16:00" },
      admin,
    );
    expect(full.location).toContain("staff=driver-full");
    expect(await legRow(second.drop.id)).toMatchObject({ driverId: driver.id, windowStart: null });
    const free = await staffFormPost(
      second.booking.id,
      { intent: "set-drop-window", legId: second.drop.id, date: todayInKolkata(), time: "17:00" },
      admin,
    );
    expect(free.location).toContain("staff=saved");
  });

  it("takes a moved pickup off a driver with no room in the new window, audited, and tells the workshop", async () => {
    setSettings({ PICKUP_DRIVER_CAPACITY: "1" });
    const driver = await signUpWithRole("Prakash Yadav", "driver");
    const neighbour = await signUpCustomer("Meena Pillai");
    const customer = await signUpCustomer("Sanjay Gupta", { verified: true });
    const busySlot = nextSlot();
    const taken = await bookingWithPickup(neighbour, busySlot.preferredTime, {
      preferredDate: busySlot.preferredDate,
    });
    const mine = nextSlot();
    const moving = await bookingWithPickup(customer, mine.preferredTime, {
      preferredDate: mine.preferredDate,
      status: "confirmed",
    });
    await assignDriverAs(admin, taken.booking, taken.pickup.id, driver.id);
    expect(
      (await assignDriverAs(admin, moving.booking, moving.pickup.id, driver.id)).location,
    ).toContain("staff=saved");

    const moved = await customerChange(customer, moving.booking.id, {
      intent: "reschedule",
      ...busySlot,
    });
    expect(moved.status).toBe(200);
    expect(await legRow(moving.pickup.id)).toMatchObject({
      driverId: null,
      state: "scheduled",
      windowStart: taken.pickup.windowStart,
    });
    expect(await driversTakenOff(moving.booking.id, "customer")).toEqual([
      ["customer", customer.id, driver.id],
    ]);
    const [alert] = await getDb()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.bookingId, moving.booking.id),
          eq(outbox.kind, "staff_booking_rescheduled"),
          eq(outbox.channel, "email"),
        ),
      );
    expect(alert!.text).toContain(
      "Pickup: No driver: Prakash Yadav already has the most legs allowed in the new window.",
    );
    // The driver still has their one leg of that window, and no more.
    expect(await legRow(taken.pickup.id)).toMatchObject({ driverId: driver.id });
  });
});

describe("a cancelled booking's legs (docs/product.md#pickups-legs)", () => {
  it("closes the legs when the customer cancels, and every staff path refuses them", async () => {
    const driver = await signUpWithRole("Imran Sheikh", "driver");
    const customer = await signUpCustomer("Kavya Menon", { verified: true });
    const slot = nextSlot();
    const trip = await bookingWithPickup(customer, slot.preferredTime, {
      preferredDate: slot.preferredDate,
      status: "confirmed",
    });
    await assignDriverAs(admin, trip.booking, trip.pickup.id, driver.id);
    await assignDriverAs(admin, trip.booking, trip.drop.id, driver.id);
    await legPost(
      trip.pickup.id,
      { intent: "save-check-in", km: "12000", fuelEighths: "5" },
      driver,
    );
    const { code } = await sendCheckInCode(trip, driver);

    expect(
      (await customerChange(customer, trip.booking.id, { intent: "cancel", reason: "" })).status,
    ).toBe(200);
    expect(await legRow(trip.pickup.id)).toMatchObject({ driverId: null, state: "scheduled" });
    expect(await legRow(trip.drop.id)).toMatchObject({ driverId: null, state: "scheduled" });
    expect(await driversTakenOff(trip.booking.id, "customer")).toEqual([
      ["customer", customer.id, driver.id],
      ["customer", customer.id, driver.id],
    ]);

    // The customer's page shows no pickup of a cancelled booking.
    const page = await routeOutcome(
      bookingDetailRoute.loader,
      adminGet(`/booking/${trip.booking.id}`, customer),
      { id: trip.booking.id },
    );
    expect((page.body as { legs: unknown[] }).legs).toEqual([]);

    // The driver who had it: the page and every form are gone.
    expect((await legPage(trip.pickup.id, driver)).status).toBe(404);
    for (const fields of legForms(code))
      expect((await legPost(trip.pickup.id, fields, driver)).status, fields.intent).toBe(404);
    // An admin on the staff screen, the Pickups view, the job card and the counter: refused.
    expect((await legPage(trip.pickup.id, admin)).status).toBe(404);
    for (const fields of legForms(code)) {
      const refused = await legPost(trip.pickup.id, fields, admin);
      expect(refused.status, fields.intent).toBe(409);
      expect(messageOf(refused)).toBe(STAFF_NOTICES.cancelled);
    }
    expect(
      (await counterPost(trip.booking.id, { intent: "send-code", kind: "check_in" }, admin)).status,
    ).toBe(409);
    expect((await pickupsAssign(trip, trip.pickup.id, driver.id)).location).toContain(
      "staff=cancelled",
    );
    const jobCardForms: Array<Record<string, string>> = [
      { intent: "assign-driver", legId: trip.drop.id, driverId: driver.id },
      { intent: "set-leg-state", legId: trip.pickup.id, state: "on_the_way" },
      { intent: "set-drop-window", legId: trip.drop.id, date: slot.preferredDate, time: "18:00" },
    ];
    for (const fields of jobCardForms)
      expect((await staffFormPost(trip.booking.id, fields, admin)).location).toContain(
        "staff=cancelled",
      );
    expect(await queuedKindsOf(trip.booking.id)).not.toContain("pickup_on_the_way");
    expect(await legRow(trip.pickup.id)).toMatchObject({ driverId: null, state: "scheduled" });
  });

  it("closes the legs when an admin cancels one booking or ticked ones, freeing the driver's place", async () => {
    setSettings({ PICKUP_DRIVER_CAPACITY: "1" });
    const driver = await signUpWithRole("Farhan Ali", "driver");
    const customer = await signUpCustomer("Rohit Verma");
    const one = await bookingWithPickup(customer, "08:00 PM");
    const ticked = await bookingWithPickup(customer, "07:00 PM");
    await assignDriverAs(admin, one.booking, one.pickup.id, driver.id);
    await assignDriverAs(admin, ticked.booking, ticked.pickup.id, driver.id);

    const single = await adminAct(
      { intent: "set-booking-status", bookingId: one.booking.id, status: "cancelled" },
      admin,
    );
    expect(single.status).toBe(200);
    const bulk = await adminAct(
      { intent: "cancel-bookings", bookingIds: ticked.booking.id },
      admin,
    );
    expect(bulk.body).toMatchObject({ ok: true, cancelled: 1 });
    for (const trip of [one, ticked]) {
      expect(await legRow(trip.pickup.id)).toMatchObject({ driverId: null, state: "scheduled" });
      expect(await driversTakenOff(trip.booking.id, "admin_panel")).toEqual([
        ["admin_panel", admin.id, driver.id],
      ]);
      expect((await legPage(trip.pickup.id, driver)).status).toBe(404);
    }
    // The place in the 7 PM window is free again for another booking.
    const next = await bookingWithPickup(customer, "08:00 PM");
    expect(
      (await assignDriverAs(admin, next.booking, next.pickup.id, driver.id)).location,
    ).toContain("staff=saved");
  });
});

describe("the drop waits for the pickup, the job and its window (docs/product.md#pickups-legs)", () => {
  it("moves a drop past assigned only once the car is in, the booking completed and the window set", async () => {
    const driver = await signUpWithRole("Venkat Rao", "driver");
    const customer = await signUpCustomer("Asha Nair", { verified: true });
    const trip = await bookingWithPickup(customer, "09:30 AM");
    await assignDriverAs(admin, trip.booking, trip.pickup.id, driver.id);
    await assignDriverAs(admin, trip.booking, trip.drop.id, driver.id);
    const dropStep = (to: string) => legPost(trip.drop.id, { intent: "move", to }, driver);

    const early = await dropStep("out_for_delivery");
    expect(early.status).toBe(409);
    expect(messageOf(early)).toBe(STAFF_NOTICES["drop-pickup-open"]);
    for (const to of ["on_the_way", "picked_up", "at_workshop"])
      expect((await legPost(trip.pickup.id, { intent: "move", to }, driver)).location).toContain(
        "done=moved",
      );
    const pending = await dropStep("out_for_delivery");
    expect(pending.status).toBe(409);
    expect(messageOf(pending)).toBe(STAFF_NOTICES["drop-job-open"]);
    await getDb()
      .update(bookings)
      .set({ status: "completed" })
      .where(eq(bookings.id, trip.booking.id));
    const noWindow = await dropStep("out_for_delivery");
    expect(noWindow.status).toBe(409);
    expect(messageOf(noWindow)).toBe(STAFF_NOTICES["drop-no-window"]);
    // An admin is held by the same rule.
    expect(
      (
        await staffFormPost(
          trip.booking.id,
          { intent: "set-leg-state", legId: trip.drop.id, state: "delivered" },
          admin,
        )
      ).location,
    ).toContain("staff=drop-no-window");
    expect(await queuedKindsOf(trip.booking.id)).not.toContain("drop_delivered");

    await staffFormPost(
      trip.booking.id,
      { intent: "set-drop-window", legId: trip.drop.id, date: todayInKolkata(), time: "18:30" },
      admin,
    );
    expect((await dropStep("out_for_delivery")).location).toContain("done=moved");
    expect((await dropStep("delivered")).location).toContain("done=moved");
    expect(await queuedKindsOf(trip.booking.id)).toContain("drop_delivered");
  });
});

describe("a damage photo is checked against its leg before it is decoded (docs/product.md#check-in)", () => {
  it("answers 404 for another driver's leg and 409 for a confirmed check-in, not 'not an image'", async () => {
    const driver = await signUpWithRole("Gopal Krishna", "driver");
    const stranger = await signUpWithRole("Ramesh Babu", "driver");
    const customer = await signUpCustomer("Nisha Patel", { verified: true });
    const trip = await pickupWithCheckIn(customer, "12:00 PM", admin, driver, {
      km: "3000",
      fuelEighths: "3",
    });
    const notAnImage = Buffer.from("these bytes are not an image at all");
    const path = `/staff/leg/${trip.pickup.id}`;
    const photo = (who: TestCustomer) =>
      routeOutcome(staffLegRoute.action, photoPost(path, notAnImage, who), { id: trip.pickup.id });

    expect((await photo(stranger)).status).toBe(404);
    // The leg's own driver, while the check-in is open: the bytes are decoded and refused.
    expect((await photo(driver)).status).toBe(400);

    const { code } = await sendCheckInCode(trip, driver);
    await legPost(trip.pickup.id, { intent: "confirm-code", kind: "check_in", code }, driver);
    const confirmed = await photo(driver);
    expect(confirmed.status).toBe(409);
    expect(messageOf(confirmed)).toBe(WALKROUND_MESSAGES.locked);
  });
});
