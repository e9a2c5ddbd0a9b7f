/**
 * Two app instances on one PostgreSQL (README.md#operations: scaled out behind a load
 * balancer). Instance A runs the embedded database; instance B uses it through
 * DATABASE_URL; both share AUTH_SECRET, as instances of one deployment do. A session made
 * on one works on the other, a booking made on one is listed by the other, and signing
 * out on one ends the session on both. Also checks the operations promises on real
 * traffic: every log line is JSON with a request id, and no password or session token is
 * ever written.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  bookingBody,
  distinctSlots,
  postBooking,
  signIn,
  signUp,
  type AppServer,
  type Customer,
} from "../../scripts/lib/app-server";
import { bookFirstSlot, serversStoppedAfterAll } from "./support";

const env = {
  AUTH_SECRET: "two-instances-shared-secret-0123456789abcdef",
  BOOKING_RATE_LIMIT: "1000",
  BOOKING_ACTIVE_LIMIT: "1000",
  BOOKING_IP_DAILY_LIMIT: "1000",
};
const startAppServer = serversStoppedAfterAll();
let a: AppServer;
let b: AppServer;
let customer: Customer;

beforeAll(async () => {
  a = await startAppServer({ env });
  const databaseUrl = readFileSync(path.join(a.dataDir, "postgres-url"), "utf8").trim();
  b = await startAppServer({ env: { ...env, DATABASE_URL: databaseUrl } });
  customer = await signUp(a.origin);
});

const session = async (server: AppServer, cookie: string) =>
  (await (
    await fetch(`${server.origin}/api/auth/get-session`, { headers: { cookie } })
  ).json()) as { user?: { email: string } } | null;

describe("two instances on one database", () => {
  it("share sessions: signed up on A, signed in on B", async () => {
    expect((await session(b, customer.cookie))?.user?.email).toBe(customer.email);
    const page = await fetch(`${b.origin}/booking?tab=my-bookings`, {
      headers: { accept: "text/html", cookie: customer.cookie },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("Sign In Required");
  });

  it("share bookings: booked on B, listed on A", async () => {
    await bookFirstSlot(b.origin, customer, "booked-on-b");
    const page = await fetch(`${a.origin}/booking?tab=my-bookings`, {
      headers: { accept: "text/html", cookie: customer.cookie },
    });
    expect(await page.text()).toContain("booked-on-b");
  });

  it("end the session everywhere when the customer signs out on one", async () => {
    const cookie = await signIn(b.origin, customer.email, customer.password);
    expect((await session(a, cookie))?.user?.email).toBe(customer.email);
    const out = await fetch(`${b.origin}/api/auth/sign-out`, {
      method: "POST",
      headers: { origin: b.origin, cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(await session(a, cookie)).toBeNull();
  });

  describe("shared limits across instances", () => {
    // Rate limits and slot capacity are kept in the database, so they hold across
    // instances; the checks for each of them belong here.
    it("sign-in rate limit: attempts used up on A are refused on B too", async () => {
      const attempt = (server: AppServer) =>
        fetch(`${server.origin}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.origin },
          body: JSON.stringify({ email: customer.email, password: "not-the-password" }),
        });
      let tries = 0;
      while ((await attempt(a)).status !== 429) expect(++tries).toBeLessThan(50);
      expect((await attempt(b)).status).toBe(429);
    });
    it("quote rate limit: requests from one address are counted on A and B together", async () => {
      const quote = (server: AppServer) =>
        fetch(`${server.origin}/contact.data`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.origin },
          body: JSON.stringify({
            name: "Two Instances",
            phone: "9876543210",
            email: "",
            carBrand: "BMW",
            serviceType: "AC Repair",
            message: "",
          }),
        });
      // QUOTE_RATE_LIMIT is 5 an hour per client IP (the default); both instances see 127.0.0.1.
      const statuses: number[] = [];
      for (const server of [a, b, a, b, a, b]) {
        const response = await quote(server);
        statuses.push(response.status);
        await response.body?.cancel();
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it("slot capacity: concurrent bookings for one slot on A and B never exceed it", async () => {
      const slot = distinctSlots(400)[333]!;
      const customers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => signUp(i % 2 ? a.origin : b.origin, `Bay Rush ${i}`)),
      );
      const responses = await Promise.all(
        customers.map((c, i) =>
          postBooking(i % 2 ? a.origin : b.origin, c, bookingBody(slot, `bay-rush-${i}`, c)),
        ),
      );
      const statuses = responses.map((r) => r.status);
      await Promise.all(responses.map((r) => r.body?.cancel()));
      // BOOKING_SLOT_CAPACITY is 3 (the default): three stored, five refused as full.
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    });
  });
});

describe("logs on real traffic", () => {
  it("are JSON lines with request ids, and never carry a password or a session token", () => {
    const tokens = customer.cookie
      .split("; ")
      .map((c) => decodeURIComponent(c.split("=")[1]!.split(".")[0]!));
    for (const server of [a, b]) {
      const output = server.output();
      const lines = output.trim().split("\n");
      expect(lines.every((l) => l.startsWith("{"))).toBe(true);
      const requests = server.logs().filter((l) => l.req);
      expect(requests.length).toBeGreaterThan(0);
      for (const line of requests) expect(line.reqId).toEqual(expect.any(String));
      expect(output).not.toContain(customer.password);
      for (const token of tokens) expect(output).not.toContain(token);
    }
  });
});
