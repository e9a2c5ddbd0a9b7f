/**
 * docs/product.md#security: a catalogue of bad inputs against the booking, quote and auth
 * endpoints. For each: a clear error (4xx with a message), no row written, never a 500.
 */
import { randomUUID } from "node:crypto";
import { addDays, format, subDays } from "date-fns";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, leads, user } from "../app/db/schema";
import { handleBookingAction } from "../app/features/booking/booking-page.server";
import { handleQuoteAction } from "../app/features/quote/quote-page.server";
import { getAuth } from "../app/lib/auth.server";
import { CLIENT_IP_HEADER } from "../app/lib/client-ip";
import { getDb } from "../app/lib/db.server";
import { adminAudit, userRoles } from "../app/db/schema";
import { adminAct, insertBooking, signUpAdmin } from "../tests/integration/admin-fixtures";
import {
  COMMON_PASSWORD_LOGGED,
  randomClientIp,
  signUpCustomer,
  type TestCustomer,
} from "../tests/integration/helpers";
import { expectConsoleError } from "../tests/support/console-error";

const SITE = "http://localhost:3000";
const inDays = (n: number) => format(addDays(new Date(), n), "yyyy-MM-dd");

const goodBooking = {
  serviceType: "Brake Service & Repair",
  customerName: "Venkat Rao",
  customerEmail: "venkat@example.com",
  customerPhone: "9849098490",
  carBrand: "Mercedes-Benz",
  carModel: "E-Class",
  carYear: "2022",
  preferredDate: inDays(12),
  preferredTime: "10:00 AM",
  address: "Villa 12, Aparna Hill Park, Chandanagar, Hyderabad",
  specialRequests: "",
};
const goodQuote = {
  name: "Kiran Goud",
  phone: "9000090000",
  email: "kiran@example.com",
  carBrand: "Volvo",
  serviceType: "Brake Service",
  message: "",
};

type Body = { json: unknown } | { raw: string; type: string } | { form: Array<[string, string]> };
const json = (patch: Record<string, unknown>, base: Record<string, unknown>) => ({
  json: { ...base, ...patch },
});
/** `base` as raw JSON with a `__proto__` key holding `pollution` put first. */
const withProtoKey = (base: Record<string, unknown>, pollution: Record<string, unknown>): Body => ({
  raw: JSON.stringify(base).replace(/^\{/, `{"__proto__":${JSON.stringify(pollution)},`),
  type: "application/json",
});
/** `base` as a form with `field` sent a second time, as `value`. */
const withFieldTwice = (base: Record<string, string>, field: string, value: string): Body => ({
  form: [...Object.entries(base), [field, value]],
});

/** Cases that each set one field of `base`, grouped by field: their names and bodies, as JSON. */
const byField = (
  base: Record<string, unknown>,
  fields: Record<string, Record<string, unknown>>,
): Array<[string, Body]> =>
  Object.entries(fields).flatMap(([field, cases]) =>
    Object.entries(cases).map(([name, value]): [string, Body] => [
      name,
      json({ [field]: value }, base),
    ]),
  );

const bookingCases: Array<[string, Body]> = [
  ...byField(goodBooking, {
    preferredDate: {
      "a malformed date": "2026-13-45",
      "a date in words": "next Monday",
      "a past date": format(subDays(new Date(), 1), "yyyy-MM-dd"),
      "a date beyond 90 days": inDays(120),
      "an SQL string as the date": "2026-12-01'; DROP TABLE bookings;--",
      "an array as the date": [inDays(12)],
    },
    preferredTime: {
      "a slot that does not exist": "11:31 AM",
      "a script as the slot": "<script>alert(1)</script>",
      "an object as the slot": { $gt: "" },
    },
    serviceType: { "an unknown service type": "Free Car" },
    carBrand: { "an unknown brand": "DeLorean" },
    customerName: {
      "a one-letter name": "A",
      "a 101-character name": "N".repeat(101),
      "a NUL in the name": "Venkat\u0000Rao",
      "a number as the name": 12345,
    },
    address: {
      "a control character in the address": "Villa 12\u0007, Chandanagar, Hyderabad",
      "a 9-character address": "Road No 1",
      "a 501-character address": "A".repeat(501),
    },
    customerPhone: {
      "a 9-character phone": "984909849",
      "a 16-character phone": "9849098490123456",
      "an SQL string as the phone": "9849' OR '1'='1",
    },
    customerEmail: { "a malformed email": "venkat-at-example" },
    specialRequests: { "1001 characters of special requests": "R".repeat(1001) },
    carYear: { "a car year of 1800": "1800" },
    idempotencyKey: { "a malformed idempotency key": "1 OR 1=1" },
    user_id: { "a user_id": "someone-else" },
    status: { "a status": "completed" },
    constructor: { "a constructor.prototype key": { prototype: { isAdmin: true } } },
  }),
  ["a __proto__ key", withProtoKey(goodBooking, { status: "completed" })],
  ["a field sent twice", withFieldTwice(goodBooking, "customerName", "Someone Else")],
  ["a JSON array", { json: [goodBooking] }],
  ["JSON null", { json: null }],
  ["a truncated JSON body", { raw: '{"customerName": "Venk', type: "application/json" }],
];

const quoteCases: Array<[string, Body]> = [
  ...byField(goodQuote, {
    name: { "a 101-character name": "K".repeat(101) },
    message: {
      "a 2001-character message": "M".repeat(2001),
      "a NUL in the message": "hello\u0000world",
    },
    phone: { "an SQL string as the phone": "9000' OR 1=1 --", "a wrong type": 9000090000 },
    carBrand: { "a script as the brand": "<img src=x onerror=alert(1)>" },
    serviceType: { "an unknown service": "Teleportation" },
    status: { "a status": "closed" },
  }),
  ["a __proto__ key", withProtoKey(goodQuote, { polluted: true })],
  ["a field sent twice", withFieldTwice(goodQuote, "phone", "9111191111")],
];

function request(path: string, body: Body, cookie?: string): Request {
  const headers = new Headers({ origin: SITE, [CLIENT_IP_HEADER]: randomClientIp() });
  if (cookie) headers.set("cookie", cookie);
  let payload: BodyInit;
  if ("json" in body) {
    headers.set("content-type", "application/json");
    payload = JSON.stringify(body.json);
  } else if ("raw" in body) {
    headers.set("content-type", body.type);
    payload = body.raw;
  } else {
    payload = new URLSearchParams(body.form);
  }
  return new Request(`${SITE}${path}`, { method: "POST", headers, body: payload });
}

async function count(table: PgTable) {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(table);
  return row!.n;
}

let customer: TestCustomer;
beforeAll(async () => {
  customer = await signUpCustomer("Bad Input Tester");
});

describe("bad input (docs/product.md#security)", () => {
  it.each(bookingCases)("booking: %s gets a clear 400, writes nothing", async (_name, body) => {
    const before = await count(bookings);
    const res = await handleBookingAction(request("/booking", body, customer.cookie));
    const status = res.init?.status ?? 200;
    expect(status).toBe(400);
    expect((res.data as { message: string }).message.length).toBeGreaterThan(10);
    expect(await count(bookings)).toBe(before);
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });

  it.each(quoteCases)("quote: %s gets a clear 400, writes nothing", async (_name, body) => {
    const before = await count(leads);
    const res = await handleQuoteAction(request("/contact", body));
    expect(res.init?.status ?? 200).toBe(400);
    expect((res.data as { message: string }).message.length).toBeGreaterThan(10);
    expect(await count(leads)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // The fourth item: what the auth library logs as an error while refusing, if anything.
  const authCases: Array<[string, string, Body, RegExp?]> = [
    [
      "sign-up with a malformed email",
      "/sign-up/email",
      { json: { name: "Mal Formed", email: "not-an-email", password: "correct-horse-battery" } },
    ],
    [
      "sign-up with a 200-character password",
      "/sign-up/email",
      {
        json: {
          name: "Long Pass",
          email: `long-${randomUUID()}@example.com`,
          password: "p".repeat(200),
        },
      },
    ],
    [
      "sign-up with a common password",
      "/sign-up/email",
      {
        json: {
          name: "Common Pass",
          email: `common-${randomUUID()}@example.com`,
          password: "password123",
        },
      },
      COMMON_PASSWORD_LOGGED,
    ],
    [
      "sign-up with a number as the name",
      "/sign-up/email",
      {
        json: {
          name: 42,
          email: `number-${randomUUID()}@example.com`,
          password: "correct-horse-battery",
        },
      },
    ],
    [
      "sign-up with an array body",
      "/sign-up/email",
      { json: [{ email: `array-${randomUUID()}@example.com`, password: "correct-horse-battery" }] },
    ],
    [
      "sign-in with a truncated body",
      "/sign-in/email",
      { raw: '{"email": "x@ex', type: "application/json" },
    ],
    [
      "sign-in with an object as the password",
      "/sign-in/email",
      { json: { email: "x@example.com", password: { $ne: "" } } },
    ],
  ];
  it.each(authCases)(
    "auth: %s gets a clear 4xx, creates no account",
    async (_name, path, body, logged) => {
      if (logged) expectConsoleError(logged);
      const before = await count(user);
      const res = await getAuth().handler(request(`/api/auth${path}`, body));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await count(user)).toBe(before);
    },
  );

  const adminCases: Array<[string, (bookingId: string) => Record<string, string>]> = [
    [
      "a status that does not exist",
      (id) => ({ intent: "set-booking-status", bookingId: id, status: "hacked" }),
    ],
    [
      "a status in another case",
      (id) => ({ intent: "set-booking-status", bookingId: id, status: "Completed" }),
    ],
    [
      "an SQL string as the booking id",
      () => ({ intent: "set-booking-status", bookingId: "1' OR '1'='1", status: "completed" }),
    ],
    [
      "a script as the lead status",
      () => ({
        intent: "set-lead-status",
        leadId: "00000000-0000-4000-8000-000000000000",
        status: "<script>",
      }),
    ],
    [
      "an SQL string as the user id",
      () => ({ intent: "grant-admin", userId: "x'; DROP TABLE user_roles;--" }),
    ],
    ["an unknown intent", () => ({ intent: "drop-database" })],
    ["no intent at all", (id) => ({ bookingId: id, status: "completed" })],
  ];
  it.each(adminCases)("admin: %s gets a clear 400, changes nothing", async (_name, fields) => {
    const admin = await signUpAdmin("Bad Input Admin");
    const booking = await insertBooking(customer.id);
    const before = { roles: await count(userRoles), audit: await count(adminAudit) };
    const outcome = await adminAct(fields(booking.id), admin);
    expect(outcome.status).toBe(400);
    expect(JSON.stringify(outcome.body).length).toBeGreaterThan(10);
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("pending");
    expect({ roles: await count(userRoles), audit: await count(adminAudit) }).toEqual(before);
    await getDb().delete(userRoles).where(eq(userRoles.userId, admin.id));
  });

  it("has at least 30 bad inputs in the catalogue", () => {
    expect(
      bookingCases.length + quoteCases.length + authCases.length + adminCases.length,
    ).toBeGreaterThanOrEqual(30);
  });

  it("stores Telugu, Hindi and emoji in a booking unchanged", async () => {
    const name = "వెంకట్ राव 🚗";
    // A customer of their own: the one above holds the admin cases' upcoming bookings, more than
    // one account may hold (docs/product.md#booking-limits).
    const writer = await signUpCustomer(name);
    const res = await handleBookingAction(
      request(
        "/booking",
        json(
          {
            customerName: name,
            specialRequests: "కారు శబ్దం చేస్తోంది — कृपया देखें 🙏🏽",
            preferredDate: inDays(13),
          },
          goodBooking,
        ),
        writer.cookie,
      ),
    );
    expect(res.init?.status ?? 200).toBe(200);
    const [row] = await getDb().select().from(bookings).where(eq(bookings.customerName, name));
    expect(row?.specialRequests).toBe("కారు శబ్దం చేస్తోంది — कृपया देखें 🙏🏽");
  });
});
