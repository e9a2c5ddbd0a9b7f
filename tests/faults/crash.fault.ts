/**
 * Fault: the server is killed with SIGKILL in the middle of a burst of bookings
 * (README.md#operations: power cut to the container, out-of-memory kill). Its embedded PostgreSQL
 * is left running without an owner; the next start on the same DATA_DIR must stop it and start
 * cleanly. Afterwards every booking whose POST was acknowledged (200) exists exactly once, and no
 * booking exists twice. And the other way round: the embedded PostgreSQL killed under a running
 * server is started again by it.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  bookingBody,
  distinctSlots,
  postBooking,
  signUp,
  type Customer,
} from "../../scripts/lib/app-server";
import { bookFirstSlot, isRunning, postmasterPid, serversStoppedAfterAll } from "./support";

const BOOKINGS = 300;
const CONCURRENCY = 16;
const KILL_AFTER_ACKNOWLEDGED = 60;

const startAppServer = serversStoppedAfterAll();

describe("kill -9 during a burst of bookings", () => {
  it("keeps every acknowledged booking exactly once after a restart", async () => {
    // Booking limits (per customer an hour, upcoming per account, per client IP a day) are
    // raised: this is about durability, not limits.
    const env = {
      BOOKING_RATE_LIMIT: "100000",
      BOOKING_ACTIVE_LIMIT: "100000",
      BOOKING_IP_DAILY_LIMIT: "100000",
    };
    const first = await startAppServer({ env });
    const customers: Customer[] = [
      await signUp(first.origin, "Asha Rao"),
      await signUp(first.origin, "Ravi Teja"),
    ];
    const slots = distinctSlots(BOOKINGS);

    const acknowledged = new Set<string>();
    const refused: number[] = [];
    let failedInFlight = 0;
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < BOOKINGS && !killed) {
        const i = next++;
        const marker = `burst-${i}`;
        try {
          const response = await postBooking(
            first.origin,
            customers[i % 2]!,
            bookingBody(slots[i]!, marker, customers[i % 2]),
          );
          const text = await response.text();
          if (response.status === 200 && text.includes(marker)) acknowledged.add(marker);
          else refused.push(response.status);
        } catch {
          failedInFlight++; // in flight when the server died: not acknowledged
        }
        if (!killed && acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const { signal } = await first.exited;
    expect(signal).toBe("SIGKILL");
    expect(refused).toEqual([]); // before the kill, nothing was refused
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

    // The killed server's PostgreSQL is still running and holds the data directory.
    const orphan = postmasterPid(first.dataDir);
    expect(isRunning(orphan)).toBe(true);

    const second = await startAppServer({ dataDir: first.dataDir, env });
    expect(isRunning(orphan)).toBe(false);
    expect(second.logs().map((l) => l.msg)).toContainEqual(
      expect.stringMatching(/^Stopping the embedded PostgreSQL \(pid \d+\) left running/),
    );

    const client = new pg.Client({
      connectionString: readFileSync(path.join(first.dataDir, "postgres-url"), "utf8").trim(),
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ marker: string; n: number }>(
        "select special_requests as marker, count(*)::int as n from bookings where special_requests like 'burst-%' group by 1",
      );
      const stored = new Map(rows.map((r) => [r.marker, r.n]));
      const lost = [...acknowledged].filter((m) => stored.get(m) !== 1);
      const duplicated = rows.filter((r) => r.n > 1);
      console.info(
        `kill -9: ${acknowledged.size} bookings acknowledged, ${stored.size} stored (${stored.size - acknowledged.size} in flight at the kill), ` +
          `${failedInFlight} requests cut off by the kill, ${lost.length} lost, ${duplicated.length} duplicated`,
      );
      expect(lost).toEqual([]);
      expect(duplicated).toEqual([]);
    } finally {
      await client.end();
    }

    // The restarted server serves the same customers (their sessions survived). My Bookings
    // shows ten a page, newest first: the first booking of the burst is on a later page.
    const pages: string[] = [];
    for (let page = 1; page <= 10 && !pages.some((p) => p.includes("burst-0")); page++) {
      const mine = await fetch(`${second.origin}/booking?tab=my-bookings&page=${page}`, {
        headers: { accept: "text/html", cookie: customers[0]!.cookie },
      });
      expect(mine.status).toBe(200);
      pages.push(await mine.text());
    }
    expect(pages.some((p) => p.includes("burst-0"))).toBe(true);
  });
});

describe("the embedded PostgreSQL killed under a running server", () => {
  it("is started again by the server, which answers 503 meanwhile and serves again after", async () => {
    const server = await startAppServer();
    const customer = await signUp(server.origin);
    const postmaster = postmasterPid(server.dataDir);
    process.kill(postmaster, "SIGKILL");

    const page = () =>
      fetch(`${server.origin}/booking?tab=my-bookings`, {
        headers: { accept: "text/html", cookie: customer.cookie },
      });
    expect((await page()).status).toBe(503);
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${server.origin}/readyz`)).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await page()).status).toBe(200);
    await bookFirstSlot(server.origin, customer, "after-database-restart");
    const messages = server.logs().map((l) => String(l.msg));
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^The embedded PostgreSQL stopped unexpectedly \(SIGKILL\): restarting it$/,
      ),
    );
    expect(messages).toContain("The embedded PostgreSQL is running again");
    expect(server.child.exitCode).toBeNull();
  });
});
