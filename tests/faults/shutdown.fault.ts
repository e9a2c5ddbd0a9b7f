/**
 * Fault: SIGTERM while a request is in flight (README.md#operations; a deploy or a container
 * stop). The server stops taking new connections, answers the request it is in the middle
 * of (a booking whose body is still arriving), then stops the embedded PostgreSQL and
 * exits 0. The booking is stored.
 */
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import pg from "pg";
import { bookingBody, distinctSlots, signUp } from "../../scripts/lib/app-server";
import { isRunning, postmasterPid, serversStoppedAfterAll } from "./support";
import { startEmbeddedPostgres } from "../../server/embedded-postgres";

const startAppServer = serversStoppedAfterAll();

describe("SIGTERM", () => {
  it("answers the request in flight, then stops the embedded PostgreSQL and exits 0", async () => {
    const app = await startAppServer();
    const customer = await signUp(app.origin);
    const postgres = postmasterPid(app.dataDir);
    expect(isRunning(postgres)).toBe(true);

    // A booking whose body arrives slowly: half now, the rest after SIGTERM.
    const body = Buffer.from(
      JSON.stringify(bookingBody(distinctSlots(1)[0]!, "sent-during-shutdown", customer)),
    );
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${app.origin}/booking.data`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": body.length,
            origin: app.origin,
            cookie: customer.cookie,
          },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.subarray(0, 40));
      setTimeout(() => app!.child.kill("SIGTERM"), 300);
      setTimeout(() => req.end(body.subarray(40)), 1500);
    });

    // While draining: no new connections, readiness can no longer be asked here.
    await new Promise((r) => setTimeout(r, 800));
    expect(app.child.exitCode).toBeNull();
    await expect(fetch(`${app.origin}/healthz`)).rejects.toThrow();

    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(text).toContain("sent-during-shutdown");

    const { code } = await app.exited;
    expect(code).toBe(0);
    expect(isRunning(postgres)).toBe(false);
    expect(existsSync(path.join(app.dataDir, "postgres/postmaster.pid"))).toBe(false);
    const messages = app.logs().map((l) => l.msg);
    expect(messages).toContain("SIGTERM received: answering the requests in flight, then stopping");
    expect(messages.at(-1)).toBe("Stopped (embedded PostgreSQL stopped)");

    // The booking answered during shutdown is in the database.
    const database = await startEmbeddedPostgres(app.dataDir);
    const client = new pg.Client({ connectionString: database.url });
    try {
      await client.connect();
      const { rows } = await client.query(
        "select count(*)::int as n from bookings where special_requests = 'sent-during-shutdown'",
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await client.end();
      await database.stop();
    }
  });
});
