import { randomUUID } from "node:crypto";
import { format } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { loader as bookingLoader } from "~/routes/booking";
import {
  bookAs,
  bookingForm,
  getRequest,
  jsonRequest,
  randomClientIp,
  signUpCustomer,
  slotSource,
  usesSettings,
} from "../../../tests/integration/helpers";
import { handleQuoteAction } from "~/features/quote/quote-page.server";
import { listFullSlots } from "./booking-slots.server";

// A date and slot of their own for each test, far from other test files' bookings.
const freshSlot = slotSource(71, 18, 5);
const body = bookingForm;

const book = bookAs;

async function countInSlot(slot: { preferredDate: string; preferredTime: string }) {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.preferredDate, slot.preferredDate),
        eq(bookings.preferredTime, slot.preferredTime),
      ),
    );
  return row!.n;
}

const setSettings = usesSettings("BOOKING_RATE_LIMIT", "QUOTE_RATE_LIMIT");

describe("slot capacity (docs/product.md#slot-capacity: BOOKING_SLOT_CAPACITY, default 3 bays)", () => {
  it("takes three bookings in a slot and refuses the fourth with 409 at the time field; a cancelled one frees its place", async () => {
    const slot = freshSlot();
    const customers = await Promise.all(
      [1, 2, 3, 4].map((i) => signUpCustomer(`Bay Customer ${i}`)),
    );
    const results = [];
    for (const c of customers) results.push(await book(c, body(slot)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 409]);
    expect(results[3]!.data.fieldErrors?.preferredTime).toMatch(/fully booked/);
    expect(await countInSlot(slot)).toBe(3);

    await getDb()
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, results[0]!.data.booking!.id));
    expect((await book(customers[3]!, body(slot))).status).toBe(200);
    expect(await countInSlot(slot)).toBe(4);
  });

  it("never overbooks under concurrent submissions for the same slot", async () => {
    const slot = freshSlot();
    const customers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUpCustomer(`Rush Customer ${i}`)),
    );
    const results = await Promise.all(customers.map((c) => book(c, body(slot))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await countInSlot(slot)).toBe(3);
  });

  it("lists full slots for the form, from today on", async () => {
    const slot = freshSlot();
    const customers = await Promise.all([1, 2, 3].map((i) => signUpCustomer(`Full Slot ${i}`)));
    for (const c of customers) expect((await book(c, body(slot))).status).toBe(200);
    const full = await listFullSlots(format(new Date(), "yyyy-MM-dd"), 3);
    expect(full[slot.preferredDate]).toContain(slot.preferredTime);
    const loaded = await bookingLoader({
      request: getRequest("/booking", customers[0]),
      params: {},
      context: {},
    } as never);
    const form = (
      loaded as unknown as { data: { form: { calendar: { fullSlots: Record<string, string[]> } } } }
    ).data.form;
    expect(form.calendar.fullSlots[slot.preferredDate]).toContain(slot.preferredTime);
  });
});

describe("one booking per form (docs/product.md#idempotency: idempotency key)", () => {
  it("a form sent twice, one after the other, stores one booking and answers with it both times", async () => {
    const slot = freshSlot();
    const c = await signUpCustomer("Double Click");
    const key = randomUUID();
    const first = await book(c, body(slot, { idempotencyKey: key }));
    const second = await book(c, body(slot, { idempotencyKey: key }));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.data.booking!.id).toBe(first.data.booking!.id);
    expect(await countInSlot(slot)).toBe(1);
  });

  it("a form sent five times at once stores one booking", async () => {
    const slot = freshSlot();
    const c = await signUpCustomer("Retry Storm");
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => book(c, body(slot, { idempotencyKey: key }))),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.data.booking!.id)).size).toBe(1);
    expect(await countInSlot(slot)).toBe(1);
  });

  it("another customer's key does not return their booking", async () => {
    const slot = freshSlot();
    const [a, b] = await Promise.all([signUpCustomer("Key Owner"), signUpCustomer("Key Guesser")]);
    const key = randomUUID();
    const mine = await book(a, body(slot, { idempotencyKey: key }));
    const theirs = await book(b, body(slot, { idempotencyKey: key, customerName: "Key Guesser" }));
    expect(theirs.data.booking!.id).not.toBe(mine.data.booking!.id);
    expect(await countInSlot(slot)).toBe(2);
  });

  it("refuses a malformed key with 400 and stores nothing", async () => {
    const slot = freshSlot();
    const c = await signUpCustomer("Bad Key");
    expect(
      (await book(c, body(slot, { idempotencyKey: "'; drop table bookings; --" }))).status,
    ).toBe(400);
    expect(await countInSlot(slot)).toBe(0);
  });
});

describe("rate limits (docs/product.md#security)", () => {
  it("refuses a customer's bookings beyond BOOKING_RATE_LIMIT an hour with 429 and a clear message", async () => {
    setSettings({ BOOKING_RATE_LIMIT: "2" });
    const c = await signUpCustomer("Eager Booker");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await book(c, body(freshSlot())));
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(statuses[2]!.data.message).toMatch(
      /several bookings in a short time\. Please try again in \d+ minutes?\./,
    );
    expect(await getDb().select().from(bookings).where(eq(bookings.userId, c.id))).toHaveLength(2);
    // Another customer is not affected.
    expect((await book(await signUpCustomer("Patient Booker"), body(freshSlot()))).status).toBe(
      200,
    );
  });

  it("refuses quote requests from one client IP beyond QUOTE_RATE_LIMIT an hour with 429", async () => {
    setSettings({ QUOTE_RATE_LIMIT: "2" });
    const ip = randomClientIp();
    const quote = {
      name: "Farhan Ali",
      phone: "9000012345",
      carBrand: "Audi",
      serviceType: "AC Repair",
    };
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await handleQuoteAction(jsonRequest("/contact", quote, undefined, ip))).init?.status ??
          200,
      );
    expect(statuses).toEqual([200, 200, 429]);
    expect(
      (await handleQuoteAction(jsonRequest("/contact", quote, undefined, randomClientIp()))).init
        ?.status ?? 200,
    ).toBe(200);
  });
});
