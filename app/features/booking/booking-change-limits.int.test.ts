/**
 * How often a customer may change bookings online (docs/product.md#lifecycle-changes): each
 * booking moves at most three times, and an account makes at most ten changes an India day; the
 * customer's emails and the workshop's alerts go with the changes that are allowed only.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { insertBooking } from "../../../tests/integration/admin-fixtures";
import {
  jsonRequest,
  queuedKindsOf,
  signUpCustomer,
  type TestCustomer,
} from "../../../tests/integration/helpers";
import { handleBookingChange } from "./booking-change-page.server";

let n = 0;
/** A date and slot of their own for each move, far from other files' bookings. */
function freshSlot() {
  n += 1;
  const slots = ["09:00 AM", "10:30 AM", "12:00 PM", "01:30 PM", "03:00 PM", "04:30 PM"];
  return {
    preferredDate: addDaysYmd(todayInKolkata(), 60 + (Math.floor(n / slots.length) % 25)),
    preferredTime: slots[n % slots.length]!,
  };
}

async function change(customer: TestCustomer, bookingId: string, body: Record<string, string>) {
  const res = await handleBookingChange(
    jsonRequest(`/booking/${bookingId}/change`, body, customer),
    bookingId,
  );
  return {
    status: res.init?.status ?? 200,
    headers: new Headers(res.init?.headers),
    data: res.data as { ok: boolean; message: string },
  };
}

const move = (c: TestCustomer, id: string) =>
  change(c, id, { intent: "reschedule", ...freshSlot() });

const PHONE = "+91 98765 43210";

describe("moves per booking (docs/product.md#lifecycle-changes: at most 3 online)", () => {
  it("refuses the fourth move of a booking, naming the phone; cancelling is still possible", async () => {
    const c = await signUpCustomer("Restless Mover");
    const booking = await insertBooking(c.id, { ...freshSlot(), customerEmail: c.email });
    for (let i = 0; i < 3; i++) expect((await move(c, booking.id)).status).toBe(200);
    const refused = await move(c, booking.id);
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe(
      `This booking has been moved 3 times already, the most we can take online. Please call us on ${PHONE} to move it again.`,
    );
    expect((await change(c, booking.id, { intent: "cancel" })).status).toBe(200);
  });

  it("twenty moves at once move it three times, with three emails and three alerts", async () => {
    const c = await signUpCustomer("Burst Mover");
    const booking = await insertBooking(c.id, { ...freshSlot(), customerEmail: c.email });
    const results = await Promise.all(Array.from({ length: 20 }, () => move(c, booking.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const kinds = await queuedKindsOf(booking.id);
    expect(kinds.filter((k) => k === "booking_rescheduled")).toHaveLength(3);
    expect(kinds.filter((k) => k === "staff_booking_rescheduled")).toHaveLength(3);
  });
});

describe("changes per account a day (docs/product.md#lifecycle-changes: at most 10 an India day)", () => {
  it("refuses the eleventh change of the day, move or cancel, with 429 and when to try again", async () => {
    const c = await signUpCustomer("Busy Planner");
    const made = [];
    for (let i = 0; i < 4; i++)
      made.push(await insertBooking(c.id, { ...freshSlot(), customerEmail: c.email }));
    const statuses: number[] = [];
    for (const b of made.slice(0, 3))
      for (let i = 0; i < 3; i++) statuses.push((await move(c, b.id)).status);
    statuses.push((await move(c, made[3]!.id)).status);
    expect(statuses).toEqual(Array(10).fill(200));

    const moveRefused = await move(c, made[3]!.id);
    const cancelRefused = await change(c, made[3]!.id, { intent: "cancel" });
    for (const refused of [moveRefused, cancelRefused]) {
      expect(refused.status).toBe(429);
      expect(refused.data.message).toBe(
        `You have made 10 changes to your bookings today, the most we can take online. Please try again tomorrow, or call us on ${PHONE}.`,
      );
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, made[3]!.id));
    expect(row!.status).toBe("pending");
    // The workshop heard of the ten changes only.
    const alerts = (await Promise.all(made.map((b) => queuedKindsOf(b.id))))
      .flat()
      .filter((k) => k.startsWith("staff_"));
    expect(alerts).toHaveLength(10);
    // Another customer is not held back.
    const other = await signUpCustomer("Calm Planner");
    const theirs = await insertBooking(other.id, { ...freshSlot(), customerEmail: other.email });
    expect((await move(other, theirs.id)).status).toBe(200);
  });
});
