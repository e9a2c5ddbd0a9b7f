/**
 * Fault: the database goes away under a running server, then comes back (README.md#operations). The
 * database here is a PostgreSQL the test starts and stops itself, as an operator's external
 * database would be. While it is away: requests that need it get a 503 with a clear message (a page
 * for browsers, JSON for API clients, the framework's payload for data requests), public pages
 * still load, `/healthz` stays 200 and `/readyz` turns 503, and the process keeps running. The same
 * while it hangs (connections accepted, nothing answered): requests end in seconds, not never. When
 * it returns, the same requests succeed again without restarting the app.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { freePort } from "../../scripts/lib/free-port";
import {
  bookingBody,
  distinctSlots,
  freshDataDir,
  postBooking,
  signUp,
  startAppServer,
  type AppServer,
  type Customer,
} from "../../scripts/lib/app-server";
import { startEmbeddedPostgres } from "../../server/embedded-postgres";
import type { RunningDatabase } from "../../server/running-database";

const MESSAGE =
  /Our booking system is temporarily unavailable\. Please try again in a few minutes, or call us on \+91 \d{5} \d{5}\./;

let databaseDir: string;
let databasePort: number;
let database: RunningDatabase | undefined;
let app: AppServer;
let customer: Customer;

beforeAll(async () => {
  databaseDir = freshDataDir("car-service-external-db-");
  databasePort = await freePort();
  database = await startEmbeddedPostgres(databaseDir, { port: databasePort });
  app = await startAppServer({ env: { DATABASE_URL: database.url } });
  customer = await signUp(app.origin);
});

afterAll(async () => {
  await app?.stop();
  await database?.stop();
  rmSync(databaseDir, { recursive: true, force: true });
  if (app) rmSync(app.dataDir, { recursive: true, force: true });
});

/** Runs a request, failing the test if it takes longer than `ms` (a lost database must not hang requests). */
async function timed(request: Promise<Response>, ms = 10_000): Promise<Response> {
  const started = Date.now();
  const response = await request;
  expect(Date.now() - started).toBeLessThan(ms);
  return response;
}

const page = (path: string, ms = 15_000) =>
  fetch(`${app.origin}${path}`, {
    headers: { accept: "text/html", cookie: customer.cookie },
    signal: AbortSignal.timeout(ms),
  });
const slots = distinctSlots(3);

describe("database lost mid-run", () => {
  it("serves normally before the fault", async () => {
    expect((await page("/booking?tab=my-bookings")).status).toBe(200);
    expect((await fetch(`${app.origin}/readyz`)).status).toBe(200);
  });

  it("answers 503 with a clear message while the database is away, and keeps running", async () => {
    await database!.stop();
    database = undefined;

    const document = await timed(page("/booking?tab=my-bookings"));
    expect(document.status).toBe(503);
    expect(document.headers.get("content-type")).toMatch(/^text\/html/);
    expect(document.headers.get("retry-after")).toBe("30");
    const html = await document.text();
    expect(html).toMatch(MESSAGE);
    expect(html).toContain(`Reference: ${document.headers.get("x-request-id")}`);
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/); // no stack trace

    const api = await timed(
      fetch(`${app.origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.origin },
        body: JSON.stringify({ email: customer.email, password: customer.password }),
      }),
    );
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({
      ok: false,
      message: expect.stringMatching(MESSAGE),
      requestId: api.headers.get("x-request-id"),
    });

    const booking = await timed(
      postBooking(app.origin, customer, bookingBody(slots[0]!, "during-outage")),
    );
    expect(booking.status).toBe(503);
    expect(booking.headers.get("x-remix-response")).toBe("yes"); // the page shows its own error state
    await booking.body?.cancel();

    const scripted = await timed(
      fetch(`${app.origin}/booking`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          origin: app.origin,
          cookie: customer.cookie,
        },
        body: JSON.stringify(bookingBody(slots[0]!, "during-outage")),
      }),
    );
    expect(scripted.status).toBe(503);
    expect(((await scripted.json()) as { message: string }).message).toMatch(MESSAGE);

    // Public pages need no database.
    expect(
      (await timed(fetch(`${app.origin}/services`, { headers: { accept: "text/html" } }))).status,
    ).toBe(200);
    expect((await fetch(`${app.origin}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", reason: "database" });
    expect(app.child.exitCode).toBeNull();
  });

  it("answers 503 within seconds, not never, while the database accepts connections but does not answer", async () => {
    // A frozen server or a network that drops packets: connections open, nothing comes back.
    const sockets = new Set<Socket>();
    const frozen = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((r) => frozen.listen(databasePort, "127.0.0.1", r));
    try {
      const document = await timed(page("/booking?tab=my-bookings"), 15_000);
      expect(document.status).toBe(503);
      expect(await document.text()).toMatch(MESSAGE);
      expect(
        (await timed(fetch(`${app.origin}/readyz`, { signal: AbortSignal.timeout(5_000) }), 5_000))
          .status,
      ).toBe(503);
      expect(app.child.exitCode).toBeNull();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => frozen.close(r));
    }
  });

  it("recovers by itself when the database returns, without a restart", async () => {
    const pid = app.child.pid;
    database = await startEmbeddedPostgres(databaseDir, { port: databasePort });
    const deadline = Date.now() + 15_000;
    while ((await fetch(`${app.origin}/readyz`)).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await page("/booking?tab=my-bookings")).status).toBe(200);
    const booking = await postBooking(
      app.origin,
      customer,
      bookingBody(slots[1]!, "after-recovery"),
    );
    expect(booking.status).toBe(200);
    expect(await booking.text()).toContain("after-recovery");
    const signIn = await fetch(`${app.origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.origin },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    expect(signIn.status).toBe(200);
    expect(app.child.pid).toBe(pid);
    expect(app.child.exitCode).toBeNull();
    // Nothing was stored while the database was away.
    expect(await (await page("/booking?tab=my-bookings")).text()).not.toContain("during-outage");
  });
});
