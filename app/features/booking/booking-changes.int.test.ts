import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, bookings } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { insertBooking } from "../../../tests/integration/admin-fixtures";
import { jsonRequest, queuedKindsOf, signUpCustomer } from "../../../tests/integration/helpers";
import { handleBookingChange } from "./booking-change-page.server";

let day = 0;
/** A date of its own for each test, far from other files' bookings. */
function freshDate() {
  day += 1;
  return addDaysYmd(todayInKolkata(), 20 + day);
}

async function change(
  customer: Awaited<ReturnType<typeof signUpCustomer>>,
  bookingId: string,
  body: Record<string, string>,
  now?: Date,
) {
  const res = await handleBookingChange(
    jsonRequest(`/booking/${bookingId}/change`, body, customer),
    bookingId,
    now,
  );
  return {
    status: res.init?.status ?? 200,
    data: res.data as { ok: boolean; message: string; fieldErrors?: Record<string, string> },
  };
}

describe("customer cancels (docs/product.md#lifecycle-changes)", () => {
  it("cancels their own confirmed booking with a reason, audited and messaged", async () => {
    const customer = await signUpCustomer("Ravi Kumar");
    const booking = await insertBooking(customer.id, {
      preferredDate: freshDate(),
      status: "confirmed",
      customerEmail: customer.email,
    });
    const res = await change(customer, booking.id, {
      intent: "cancel",
      reason: "Car is out of town",
    });
    expect(res).toMatchObject({ status: 200, data: { ok: true } });
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("cancelled");
    const [audit] = await getDb()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.target, booking.id));
    expect(audit).toMatchObject({
      actorUserId: customer.id,
      source: "customer",
      fromValue: "confirmed",
      toValue: "cancelled",
      note: "Car is out of town",
    });
    expect(await queuedKindsOf(booking.id)).toEqual([
      "booking_cancelled",
      "staff_booking_cancelled",
    ]);
  });

  it("cannot touch another customer's booking (404, nothing written)", async () => {
    const owner = await signUpCustomer();
    const other = await signUpCustomer();
    const booking = await insertBooking(owner.id, { preferredDate: freshDate() });
    expect((await change(other, booking.id, { intent: "cancel" })).status).toBe(404);
    expect((await change(owner, "not-a-booking-id", { intent: "cancel" })).status).toBe(404);
    expect((await change(owner, booking.id, { intent: "delete-everything" })).status).toBe(400);
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("pending");
  });

  it("refuses within the cut-off and for a booking in progress, naming the phone", async () => {
    const customer = await signUpCustomer();
    const date = freshDate();
    const booking = await insertBooking(customer.id, {
      preferredDate: date,
      preferredTime: "02:00 PM",
    });
    // 3 hours before 02:00 PM in Kolkata (08:30 UTC).
    const soon = new Date(`${date}T05:30:00Z`);
    const late = await change(customer, booking.id, { intent: "cancel" }, soon);
    expect(late.status).toBe(409);
    expect(late.data.message).toContain("less than 4 hours");
    expect(late.data.message).toContain("+91 98765 43210");
    const busy = await insertBooking(customer.id, {
      preferredDate: freshDate(),
      status: "in_progress",
    });
    expect((await change(customer, busy.id, { intent: "cancel" })).status).toBe(409);
    expect(await queuedKindsOf(booking.id)).toEqual([]);
  });
});

describe("customer reschedules (docs/product.md#lifecycle-changes)", () => {
  it("moves the booking, back to pending, audited from what to what, and messaged", async () => {
    const customer = await signUpCustomer();
    const from = freshDate();
    const to = freshDate();
    const booking = await insertBooking(customer.id, {
      preferredDate: from,
      preferredTime: "10:00 AM",
      status: "confirmed",
      customerEmail: customer.email,
    });
    const res = await change(customer, booking.id, {
      intent: "reschedule",
      preferredDate: to,
      preferredTime: "03:30 PM",
    });
    expect(res).toMatchObject({ status: 200, data: { ok: true } });
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ preferredDate: to, preferredTime: "03:30 PM", status: "pending" });
    const [audit] = await getDb()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.target, booking.id));
    expect(audit!.action).toBe("booking_rescheduled");
    expect(audit!.fromValue).toContain("10:00 AM");
    expect(audit!.toValue).toContain("03:30 PM");
    expect(await queuedKindsOf(booking.id)).toEqual([
      "booking_rescheduled",
      "staff_booking_rescheduled",
    ]);
  });

  it("refuses a full slot with the booking form's message at the slot, and a past date at the date", async () => {
    const customer = await signUpCustomer();
    const date = freshDate();
    for (let i = 0; i < 3; i++)
      await insertBooking(customer.id, { preferredDate: date, preferredTime: "11:00 AM" });
    const booking = await insertBooking(customer.id, { preferredDate: freshDate() });
    const full = await change(customer, booking.id, {
      intent: "reschedule",
      preferredDate: date,
      preferredTime: "11:00 AM",
    });
    expect(full.status).toBe(409);
    expect(full.data.fieldErrors?.preferredTime).toBe(
      "This time slot is fully booked. Please choose another time or date.",
    );
    const past = await change(customer, booking.id, {
      intent: "reschedule",
      preferredDate: addDaysYmd(todayInKolkata(), -1),
      preferredTime: "11:00 AM",
    });
    expect(past.status).toBe(400);
    expect(past.data.fieldErrors?.preferredDate).toBe("Please choose today or a later date");
    const bad = await change(customer, booking.id, {
      intent: "reschedule",
      preferredDate: "tomorrow",
      preferredTime: "11:00 AM",
    });
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors?.preferredDate).toBeDefined();
    expect(await queuedKindsOf(booking.id)).toEqual([]);
  });
});
