import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import {
  bookAs,
  bookingForm,
  randomClientIp,
  signUpCustomer,
  slotSource,
  type TestCustomer,
  usesSettings,
} from "../../../tests/integration/helpers";
import { handleBookingFormPost } from "./booking-page.server";

// Dates and slots of their own, far from other test files' bookings.
const freshSlot = slotSource(45, 20, 7);
const body = (patch: Record<string, unknown> = {}) => bookingForm(freshSlot(), patch);

const book = bookAs;

/** The booking form posted as an HTML form (no script), as a browser sends it. */
function formPost(customer: TestCustomer, fields: Record<string, string>, ip = randomClientIp()) {
  return new Request("http://localhost:3000/booking", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost:3000",
      cookie: customer.cookie,
      [CLIENT_IP_HEADER]: ip,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function heldBy(userId: string) {
  return getDb().select().from(bookings).where(eq(bookings.userId, userId));
}

const setSettings = usesSettings("BOOKING_ACTIVE_LIMIT", "BOOKING_IP_DAILY_LIMIT");

describe("upcoming bookings per account (docs/product.md#booking-limits: BOOKING_ACTIVE_LIMIT, default 3)", () => {
  it("refuses a fourth upcoming booking with a clear message, as JSON and as the HTML form with what was typed kept", async () => {
    const c = await signUpCustomer("Calendar Filler");
    for (let i = 0; i < 3; i++) expect((await book(c, body())).status).toBe(200);

    const refused = await book(c, body());
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe(
      "You already have 3 upcoming bookings, the most one account can hold online. Please cancel one you no longer need, or call us to book more.",
    );

    const typed = body({ customerName: "Kiran Rao Senior", specialRequests: "Pick up at 9" });
    const page = await handleBookingFormPost(formPost(c, typed));
    expect(page).not.toBeInstanceOf(Response);
    const answer = page as unknown as {
      init: { status: number };
      data: { message: string; values: Record<string, string> };
    };
    expect(answer.init.status).toBe(409);
    expect(answer.data.message).toBe(refused.data.message);
    expect(answer.data.values).toMatchObject({
      customerName: "Kiran Rao Senior",
      specialRequests: "Pick up at 9",
      preferredDate: typed.preferredDate,
    });
    expect(await heldBy(c.id)).toHaveLength(3);
  });

  it("counts only pending and confirmed bookings from today on: a cancelled or past one frees a place", async () => {
    const c = await signUpCustomer("Regular Customer");
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await book(c, body())).data.booking!.id);
    await getDb().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, made[0]!));
    await getDb()
      .update(bookings)
      .set({ preferredDate: addDaysYmd(todayInKolkata(), -1) })
      .where(eq(bookings.id, made[1]!));
    await getDb().update(bookings).set({ status: "completed" }).where(eq(bookings.id, made[2]!));
    for (let i = 0; i < 3; i++) expect((await book(c, body())).status).toBe(200);
    expect((await book(c, body())).status).toBe(409);
  });

  it("holds under concurrent submissions: eight at once from one account store three", async () => {
    const c = await signUpCustomer("Rushed Filler");
    const results = await Promise.all(Array.from({ length: 8 }, () => book(c, body())));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await heldBy(c.id)).toHaveLength(3);
  });

  it("answers a form sent again with the booking it made, even at the limit", async () => {
    const c = await signUpCustomer("Double Clicker");
    await book(c, body());
    await book(c, body());
    const key = randomUUID();
    const third = body({ idempotencyKey: key });
    const first = await book(c, third);
    const again = await book(c, third);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.data.booking!.id).toBe(first.data.booking!.id);
  });

  it("follows BOOKING_ACTIVE_LIMIT", async () => {
    setSettings({ BOOKING_ACTIVE_LIMIT: "1" });
    const c = await signUpCustomer("One At A Time");
    expect((await book(c, body())).status).toBe(200);
    const refused = await book(c, body());
    expect(refused.status).toBe(409);
    expect(refused.data.message).toMatch(/^You already have 1 upcoming booking, /);
  });
});

describe("new bookings per client IP a day (docs/product.md#booking-limits: BOOKING_IP_DAILY_LIMIT, default 10)", () => {
  it("refuses the eleventh booking from one IP in an India day, whatever the account, with 429 and Retry-After", async () => {
    const ip = randomClientIp();
    const accounts = await Promise.all([1, 2, 3, 4].map((i) => signUpCustomer(`Farm ${i}`)));
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof book>> | undefined;
    for (const c of accounts)
      for (let i = 0; i < 3; i++) {
        last = await book(c, body(), ip);
        statuses.push(last.status);
      }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect(last!.data.message).toBe(
      "Too many bookings have been made from your network today. Please try again tomorrow, or call us and we will book you in.",
    );
    const retryAfter = Number(last!.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    const stored = await getDb()
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.userId,
          accounts.map((a) => a.id),
        ),
      );
    expect(stored).toHaveLength(10);
    // Another visitor is not held back.
    expect((await book(accounts[3]!, body())).status).toBe(200);
  });

  it("does not count a refused booking (full slot, account limit) against the IP", async () => {
    setSettings({ BOOKING_IP_DAILY_LIMIT: "2" });
    const ip = randomClientIp();
    const c = await signUpCustomer("Unlucky Booker");
    const slot = freshSlot();
    const others = await Promise.all([1, 2, 3].map((i) => signUpCustomer(`Bay ${i}`)));
    for (const o of others) expect((await book(o, body(slot))).status).toBe(200);
    expect((await book(c, body(slot), ip)).status).toBe(409);
    expect((await book(c, body(), ip)).status).toBe(200);
    expect((await book(c, body(), ip)).status).toBe(200);
    expect((await book(c, body(), ip)).status).toBe(429);
    const [row] = await getDb()
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, c.id), eq(bookings.status, "pending")));
    expect(row).toBeDefined();
  });
});
