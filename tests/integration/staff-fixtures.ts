/**
 * Fixtures for the staff screens' integration tests (docs/decisions/0016): drivers and
 * technicians, bookings with their pickup and drop legs written as a new booking's are, and the
 * forms of the job card's staff panel, the driver's leg page and the counter's check-in as the
 * browser posts them.
 */
import { and, eq } from "drizzle-orm";
import { outbox, pickupLegs, userRoles, type BookingRow, type bookings } from "~/db/schema";
import { createPickupLegs } from "~/features/pickups/booking-legs.server";
import { getDb } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import * as staffLegRoute from "~/routes/staff.leg";
import * as bookingStaffRoute from "~/routes/admin.booking.staff";
import * as counterRoute from "~/routes/admin.booking.check-in";
import { adminPost, insertBooking, routeOutcome } from "./admin-fixtures";
import { signUpCustomer, type TestCustomer } from "./helpers";

/** Signs up an account and gives it a staff role. */
export async function signUpWithRole(name: string, role: "driver" | "technician") {
  const who = await signUpCustomer(name);
  await getDb().insert(userRoles).values({ userId: who.id, role });
  return who;
}

/** A multipart POST with one file named "photo", as the leg page's photo form sends it. */
export function photoPost(path: string, photo: Buffer, who: TestCustomer): Request {
  const form = new FormData();
  form.set("intent", "add-photo");
  form.set("photo", new File([new Uint8Array(photo)], "damage.jpg", { type: "image/jpeg" }));
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { cookie: who.cookie, origin: "http://localhost:3000" },
    body: form,
  });
}

/**
 * A booking with pickup for a customer, today unless `patch` says otherwise, its legs written as
 * a new booking's are.
 * @param time the slot (the pickup's window is the hour before it)
 * @param patch the booking's other fields (see `insertBooking`)
 * @returns the booking and its pickup and drop legs
 */
export async function bookingWithPickup(
  customer: TestCustomer,
  time = "06:30 PM",
  patch: Partial<typeof bookings.$inferInsert> = {},
) {
  const booking = await insertBooking(customer.id, {
    customerEmail: customer.email,
    customerName: "Lakshmi Reddy",
    preferredDate: todayInKolkata(),
    preferredTime: time,
    pickupAndDrop: true,
    locality: "other",
    ...patch,
  });
  await createPickupLegs(getDb(), booking);
  const legs = await getDb().select().from(pickupLegs).where(eq(pickupLegs.bookingId, booking.id));
  return {
    booking,
    pickup: legs.find((l) => l.kind === "pickup")!,
    drop: legs.find((l) => l.kind === "drop")!,
  };
}

/** A leg as stored now. */
export async function legRow(legId: string) {
  const [leg] = await getDb().select().from(pickupLegs).where(eq(pickupLegs.id, legId));
  return leg!;
}

/** The booking's staff form (/admin/booking/<id>/staff) posted by `who`. */
export const staffFormPost = (
  bookingId: string,
  fields: Record<string, string>,
  who?: TestCustomer,
) =>
  routeOutcome(
    bookingStaffRoute.action,
    adminPost(`/admin/booking/${bookingId}/staff`, fields, who),
    { id: bookingId },
  );

/** An admin assigns a leg's driver on the job card. */
export function assignDriverAs(
  admin: TestCustomer,
  booking: BookingRow,
  legId: string,
  driverId: string,
) {
  return staffFormPost(booking.id, { intent: "assign-driver", legId, driverId }, admin);
}

/** A form of the leg's page (/staff/leg/<id>) posted by `who`. */
export const legPost = (legId: string, fields: Record<string, string>, who?: TestCustomer) =>
  routeOutcome(staffLegRoute.action, adminPost(`/staff/leg/${legId}`, fields, who), { id: legId });

/** The desk at /admin/booking/<id>/check-in posted by `who`. */
export const counterPost = (
  bookingId: string,
  fields: Record<string, string>,
  who?: TestCustomer,
) =>
  routeOutcome(
    counterRoute.action,
    adminPost(`/admin/booking/${bookingId}/check-in`, fields, who),
    { id: bookingId },
  );

/** The six-digit code the customer was sent for a booking's walk-round, and a wrong one. */
export async function sentCode(bookingId: string) {
  const [message] = await getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, "walkround_code")));
  const code = /code to them: (\d{6})/.exec(message!.text)![1]!;
  return { code, wrong: code === "000000" ? "111111" : "000000" };
}

/**
 * A booking with pickup today whose pickup leg `admin` has given to `driver`, and whose check-in
 * walk-round the driver has saved (docs/product.md#check-in).
 * @param fields the walk-round's fields besides the intent: `km`, `fuelEighths`, belongings, notes
 * @returns the booking and its legs, as {@link bookingWithPickup}
 */
export async function pickupWithCheckIn(
  customer: TestCustomer,
  time: string,
  admin: TestCustomer,
  driver: TestCustomer,
  fields: Record<string, string>,
) {
  const trip = await bookingWithPickup(customer, time);
  await assignDriverAs(admin, trip.booking, trip.pickup.id, driver.id);
  await legPost(trip.pickup.id, { intent: "save-check-in", ...fields }, driver);
  return trip;
}

/**
 * The driver sends the customer the code that confirms the pickup's check-in.
 * @returns the code sent and a wrong one, as {@link sentCode}
 */
export async function sendCheckInCode(
  trip: { booking: { id: string }; pickup: { id: string } },
  driver: TestCustomer,
) {
  await legPost(trip.pickup.id, { intent: "send-code", kind: "check_in" }, driver);
  return sentCode(trip.booking.id);
}
