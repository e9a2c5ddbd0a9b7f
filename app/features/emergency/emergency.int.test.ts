import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emergencyRequests, outbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import {
  EMERGENCY_REQUESTS_PER_IP_PER_HOUR,
  EMERGENCY_REQUESTS_PER_PHONE_PER_HOUR,
} from "~/lib/rate-limit.server";
import * as staffEmergencyRoute from "~/routes/staff.emergency";
import * as statusRoute from "~/routes/emergency.status";
import * as emergencyRoute from "~/routes/emergency";
import { catalogues } from "~/lib/i18n.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import {
  adminPost,
  outcomeOf,
  routeOutcome,
  adminGet,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { jsonRequest, randomClientIp, signUpCustomer } from "../../../tests/integration/helpers";
import { signUpWithRole } from "../../../tests/integration/staff-fixtures";
import { handleEmergencyAction } from "./emergency-page.server";
import { EMERGENCY_LIMIT_MESSAGE } from "./emergency-schema";
import { moveEmergencyRequest, openEmergencyRequests } from "./emergency.server";

/** A phone number no other test uses, so the per-phone limit starts afresh. */
function freshPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

function requestBody(patch: Record<string, string> = {}) {
  return {
    phone: freshPhone(),
    name: "Kiran Rao",
    car: "BMW 5 Series",
    problem: "flat_tyre",
    landmark: "Opposite Inorbit Mall gate 2",
    locality: "Madhapur",
    latitude: "17.4344",
    longitude: "78.3866",
    ...patch,
  };
}

/** Sends the form and reads the token from the redirect to the status page. */
async function send(body: Record<string, string>, ip = randomClientIp()) {
  const outcome = await outcomeOf(() =>
    handleEmergencyAction(jsonRequest("/emergency", body, undefined, ip)),
  );
  const token = /^\/emergency\/status\/([\w-]+)\?sent=1$/.exec(outcome.location ?? "")?.[1] ?? null;
  return { ...outcome, token };
}

async function rowOf(token: string) {
  const status = await routeOutcome(statusRoute.loader, adminGet(`/emergency/status/${token}`), {
    token,
  });
  const id = (status.body as { request: { id: string } }).request.id;
  const [row] = await getDb().select().from(emergencyRequests).where(eq(emergencyRequests.id, id));
  return row!;
}

describe("an emergency request anyone can send (docs/product.md#emergency-form)", () => {
  it("records a request without an account, alerts the on-call staff with a map link, and answers with a private status link", async () => {
    const body = requestBody();
    const sent = await send(body);
    expect(sent.status).toBe(302);
    expect(sent.token).toMatch(/^[\w-]{32}$/);
    const row = await rowOf(sent.token!);
    expect(row).toMatchObject({
      phone: `+91${body.phone}`,
      name: "Kiran Rao",
      car: "BMW 5 Series",
      problem: "flat_tyre",
      status: "sent",
      withinRadius: true,
      promiseMinutes: 120,
    });
    expect(row.distanceKm).toBeGreaterThan(1);
    expect(row.distanceKm).toBeLessThan(3);
    // Only the hash of the token is kept.
    expect(row.tokenHash).not.toContain(sent.token);
    const alerts = await getDb().select().from(outbox).where(eq(outbox.kind, "staff_emergency"));
    const alert = alerts.find((m) => m.text.includes(body.phone.slice(-5)));
    expect(alert).toMatchObject({ channel: "email", status: "pending" });
    expect(alert!.text).toContain(
      "https://www.google.com/maps/search/?api=1&query=17.4344,78.3866",
    );
    expect(alert!.subject).toMatch(/^Emergency: Flat tyre/);
  });

  it("says plainly when the place is outside the service radius, and records the request all the same", async () => {
    const sent = await send(
      requestBody({ latitude: "16.5062", longitude: "80.6480", locality: "Vijayawada" }),
    );
    expect(sent.status).toBe(302);
    const row = await rowOf(sent.token!);
    expect(row.withinRadius).toBe(false);
    expect(row.distanceKm).toBeGreaterThan(240);
    const page = await routeOutcome(
      statusRoute.loader,
      adminGet(`/emergency/status/${sent.token}`),
      {
        token: sent.token!,
      },
    );
    expect(page.body).toMatchObject({ request: { withinRadius: false }, justSent: false });
  });

  it("measures the radius by great-circle distance: 29 km in is inside, 31 km out is not", async () => {
    // Due north of the workshop (17.4483, 78.3915): one degree of latitude is about 111.2 km.
    const inside = await send(
      requestBody({ latitude: String(17.4483 + 29 / 111.2), longitude: "78.3915" }),
    );
    const outside = await send(
      requestBody({ latitude: String(17.4483 + 31 / 111.2), longitude: "78.3915" }),
    );
    expect((await rowOf(inside.token!)).withinRadius).toBe(true);
    expect((await rowOf(outside.token!)).withinRadius).toBe(false);
  });

  it("takes a place in words alone when no location was sent", async () => {
    const sent = await send(requestBody({ latitude: "", longitude: "" }));
    const row = await rowOf(sent.token!);
    expect(row).toMatchObject({ latitude: null, distanceKm: null, withinRadius: null });
  });

  it("refuses a form without a landmark or with half a location, keeps what was typed and stores nothing", async () => {
    const body = requestBody({ landmark: "" });
    const before = await getDb().select().from(emergencyRequests);
    const refused = await send(body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { landmark: "Please tell us a landmark near you" },
      values: { phone: body.phone, car: "BMW 5 Series" },
    });
    const half = await send(requestBody({ longitude: "" }));
    expect(half.status).toBe(400);
    expect(await getDb().select().from(emergencyRequests)).toHaveLength(before.length);
  });

  it(`refuses a phone number's request past ${EMERGENCY_REQUESTS_PER_PHONE_PER_HOUR} an hour, from any address, with the number to call`, async () => {
    const phone = freshPhone();
    for (let i = 0; i < EMERGENCY_REQUESTS_PER_PHONE_PER_HOUR; i++)
      expect((await send(requestBody({ phone }))).status).toBe(302);
    const refused = await send(requestBody({ phone }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ ok: false, message: EMERGENCY_LIMIT_MESSAGE });
  });

  it(`refuses a client IP's request past ${EMERGENCY_REQUESTS_PER_IP_PER_HOUR} an hour, whatever the numbers`, async () => {
    const ip = randomClientIp();
    for (let i = 0; i < EMERGENCY_REQUESTS_PER_IP_PER_HOUR; i++)
      expect((await send(requestBody(), ip)).status).toBe(302);
    const refused = await send(requestBody(), ip);
    expect(refused.status).toBe(429);
    expect(await send(requestBody())).toMatchObject({ status: 302 });
  });
});

/** A Telugu message of the catalogue, e.g. "emergency.errors.phone". */
function telugu(key: string): string {
  return key
    .split(".")
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogues.te) as string;
}

/** Converts ASCII digits to Telugu ones ("98" → "౯౮"). */
function teluguDigits(text: string): string {
  return text.replace(/\d/g, (d) => String.fromCharCode(0x0c66 + Number(d)));
}

describe("the request form in Telugu, without JavaScript (docs/decisions/0026)", () => {
  /** Posts the form as a browser does, to /te/emergency's action. */
  async function postTelugu(fields: Record<string, string>) {
    const request = adminPost("/te/emergency", fields);
    request.headers.set(CLIENT_IP_HEADER, randomClientIp());
    return routeOutcome(emergencyRoute.action, request);
  }

  it("refuses a bad phone number with the Telugu message, keeps what was typed and stores nothing", async () => {
    const body = requestBody({ phone: "౯౮౭౬", landmark: "ఇనార్బిట్ మాల్ గేట్ 2 ఎదురుగా" });
    const before = await getDb().select().from(emergencyRequests);
    const refused = await postTelugu(body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      message: telugu("emergency.invalid"),
      fieldErrors: { phone: telugu("emergency.errors.phone") },
      values: {
        phone: "౯౮౭౬",
        name: "Kiran Rao",
        car: "BMW 5 Series",
        problem: "flat_tyre",
        landmark: "ఇనార్బిట్ మాల్ గేట్ 2 ఎదురుగా",
        locality: "Madhapur",
      },
    });
    expect(await getDb().select().from(emergencyRequests)).toHaveLength(before.length);
  });

  it("reads a phone typed in Telugu digits as ASCII, and sends the visitor to the Telugu status page", async () => {
    const phone = freshPhone();
    const sent = await postTelugu(requestBody({ phone: teluguDigits(phone) }));
    expect(sent.status).toBe(302);
    const token = /^\/te\/emergency\/status\/([\w-]+)\?sent=1$/.exec(sent.location ?? "")?.[1];
    expect(token).toBeDefined();
    expect((await rowOf(token!)).phone).toBe(`+91${phone}`);
    const page = await routeOutcome(
      statusRoute.loader,
      adminGet(`/te/emergency/status/${token}?sent=1`),
      { token: token! },
    );
    expect(page.body).toMatchObject({
      justSent: true,
      path: `/te/emergency/status/${token}`,
      title: telugu("emergency.status.title"),
    });
    // The staff's alert stays English.
    const alerts = await getDb().select().from(outbox).where(eq(outbox.kind, "staff_emergency"));
    const alert = alerts.find((m) => m.text.includes(phone.slice(-5)));
    expect(alert!.subject).toMatch(/^Emergency: Flat tyre/);
  });
});

describe("the steps of a request (docs/product.md#emergency-steps)", () => {
  async function openRequest() {
    const sent = await send(requestBody());
    return rowOf(sent.token!);
  }

  it("lets one driver take it with an ETA, refuses a second taker, and skips no step", async () => {
    const row = await openRequest();
    const [a, b] = await Promise.all([
      signUpWithRole("Ravi Driver", "driver"),
      signUpWithRole("Suresh Driver", "driver"),
    ]);
    const ravi = { id: a.id, name: a.name, isAdmin: false };
    const suresh = { id: b.id, name: b.name, isAdmin: false };
    expect(await moveEmergencyRequest(ravi, row.id, { intent: "arrive" })).toEqual({
      ok: false,
      reason: "out-of-order",
    });
    const [first, second] = await Promise.all([
      moveEmergencyRequest(ravi, row.id, { intent: "take", eta: 25 }),
      moveEmergencyRequest(suresh, row.id, { intent: "take", eta: 10 }),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const taker = first.ok ? ravi : suresh;
    const other = first.ok ? suresh : ravi;
    expect(first.ok ? second : first).toEqual({ ok: false, reason: "taken-by-other" });
    expect(await moveEmergencyRequest(other, row.id, { intent: "arrive" })).toEqual({
      ok: false,
      reason: "taken-by-other",
    });
    expect(await moveEmergencyRequest(taker, row.id, { intent: "resolve" })).toEqual({
      ok: false,
      reason: "out-of-order",
    });
    expect(await moveEmergencyRequest(taker, row.id, { intent: "arrive" })).toMatchObject({
      ok: true,
    });
    expect(await moveEmergencyRequest(taker, row.id, { intent: "resolve" })).toMatchObject({
      ok: true,
    });
    expect(await moveEmergencyRequest(taker, row.id, { intent: "tow" })).toEqual({
      ok: false,
      reason: "out-of-order",
    });
    const [done] = await getDb()
      .select()
      .from(emergencyRequests)
      .where(eq(emergencyRequests.id, row.id));
    expect(done).toMatchObject({
      status: "resolved",
      takenBy: taker.id,
      etaMinutes: taker === ravi ? 25 : 10,
    });
    expect(done!.takenAt!.getTime()).toBeGreaterThanOrEqual(done!.createdAt.getTime());
    expect(done!.arrivedAt!.getTime()).toBeGreaterThanOrEqual(done!.takenAt!.getTime());
    expect(done!.closedAt!.getTime()).toBeGreaterThanOrEqual(done!.arrivedAt!.getTime());
    expect((await openEmergencyRequests()).map((r) => r.id)).not.toContain(row.id);
  });

  it("lets an admin move a request a driver took, and a tow writes a booking with the car and the customer's phone", async () => {
    const row = await openRequest();
    const driver = await signUpWithRole("Mahesh Driver", "driver");
    const admin = await signUpAdmin("Emergency Admin");
    await moveEmergencyRequest({ id: driver.id, name: driver.name, isAdmin: false }, row.id, {
      intent: "take",
      eta: 30,
    });
    const boss = { id: admin.id, name: admin.name, isAdmin: true };
    expect(await moveEmergencyRequest(boss, row.id, { intent: "arrive" })).toMatchObject({
      ok: true,
    });
    const towed = await moveEmergencyRequest(boss, row.id, { intent: "tow" });
    expect(towed).toMatchObject({ ok: true, status: "towed" });
    const [booking] = await getDb()
      .select()
      .from(bookings)
      .where(eq(bookings.id, (towed as { bookingId: string }).bookingId));
    expect(booking).toMatchObject({
      customerPhone: row.phone,
      carModel: "BMW 5 Series",
      serviceType: "Emergency Roadside Assistance",
      status: "pending",
    });
    const [done] = await getDb()
      .select()
      .from(emergencyRequests)
      .where(eq(emergencyRequests.id, row.id));
    expect(done!.bookingId).toBe(booking!.id);
  });

  it("keeps the database from recording a step without the one before", async () => {
    const row = await openRequest();
    await expect(
      getDb()
        .update(emergencyRequests)
        .set({ status: "arrived", arrivedAt: new Date() })
        .where(eq(emergencyRequests.id, row.id)),
    ).rejects.toThrow();
  });

  it("takes steps through the staff form: a driver with an ETA, the status link then shows it; a customer is refused", async () => {
    const sent = await send(requestBody());
    const row = await rowOf(sent.token!);
    const driver = await signUpWithRole("Anand Driver", "driver");
    const path = `/staff/emergency/${row.id}`;
    const bad = await routeOutcome(
      staffEmergencyRoute.action,
      adminPost(path, { intent: "take", eta: "" }, driver),
      { id: row.id },
    );
    expect(bad.location).toBe("/staff?emergency=invalid");
    const took = await routeOutcome(
      staffEmergencyRoute.action,
      adminPost(path, { intent: "take", eta: "20" }, driver),
      { id: row.id },
    );
    expect(took).toMatchObject({ status: 302, location: "/staff?emergency=taken" });
    const page = await routeOutcome(
      statusRoute.loader,
      adminGet(`/emergency/status/${sent.token}`),
      { token: sent.token! },
    );
    expect(page.body).toMatchObject({
      request: { status: "taken", etaMinutes: 20, takerName: "Anand" },
    });
    const customer = await signUpCustomer("Not Staff");
    const refused = await routeOutcome(
      staffEmergencyRoute.action,
      adminPost(path, { intent: "arrive" }, customer),
      { id: row.id },
    );
    expect(refused.status).toBe(403);
    const unknown = await routeOutcome(
      statusRoute.loader,
      adminGet(`/emergency/status/${randomUUID()}x`),
      {
        token: `${randomUUID()}x`,
      },
    );
    expect(unknown.status).toBe(404);
  });
});

describe("the promise measured (docs/product.md#emergency-promise)", () => {
  it("gives per month the count, median and 90th-percentile minutes to take and to arrive, and how many arrived within the promise", async () => {
    // Four requests in January 2020, India time; minutes after sending: taken, arrived, promise.
    const sentAt = new Date("2020-01-15T04:30:00Z"); // 10:00 in Kolkata
    const cases: Array<[number | null, number | null, number]> = [
      [5, 40, 120],
      [10, 90, 120],
      [20, 130, 120], // late
      [null, null, 120], // never taken
    ];
    const minutesAfter = (m: number | null) =>
      m === null ? null : new Date(sentAt.getTime() + m * 60_000);
    await getDb()
      .insert(emergencyRequests)
      .values(
        cases.map(([take, arrive, promise]) => ({
          tokenHash: randomUUID(),
          phone: "+919800000000",
          problem: "battery",
          landmark: "Near the lake",
          locality: "Madhapur",
          promiseMinutes: promise,
          status:
            arrive !== null
              ? ("arrived" as const)
              : take !== null
                ? ("taken" as const)
                : ("sent" as const),
          takenAt: minutesAfter(take),
          etaMinutes: take === null ? null : 30,
          arrivedAt: minutesAfter(arrive),
          createdAt: sentAt,
        })),
      );
    const { loadEmergencyPromise } = await import("./emergency-promise.server");
    const january = (await loadEmergencyPromise()).find((m) => m.month === "2020-01");
    expect(january).toEqual({
      month: "2020-01",
      requests: 4,
      medianTakeMinutes: 10,
      p90TakeMinutes: 18, // 10 + 0.8 × (20 − 10)
      medianArriveMinutes: 90,
      p90ArriveMinutes: 122, // 90 + 0.8 × (130 − 90)
      arrived: 3,
      arrivedWithinPromise: 2,
    });
  });
});
