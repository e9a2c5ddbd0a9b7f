import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { verifyPassword } from "better-auth/crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "../app/catalog/business";
import { account, bookings, odometerReadings, user, userRoles, vehicles } from "../app/db/schema";
import { serviceDueForVehicle } from "../app/features/cars/service-due.server";
import { loadJobCard } from "../app/features/job-card/job-card-loader.server";
import { closeDb, getDb } from "../app/lib/db.server";
import { resetEnvCache } from "../app/lib/env.server";
import { addDaysYmd, todayInKolkata } from "../app/lib/time";
import { openDatabaseForCommand } from "../server/database";
import { signUpCustomer } from "../tests/integration/helpers";
import { DEMO_EMAIL_DOMAIN, fillDemo } from "./demo";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "demo-test-"));
beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});
afterAll(() => {
  delete process.env.DATA_DIR;
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Runs `npm run demo` as an operator would, with only the variables given (no DATABASE_URL,
 * AUTH_SECRET or SITE_URL of the tests).
 * @returns the exit code and what it printed on each stream
 */
function runDemo(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/demo.ts", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A fresh DATA_DIR the embedded PostgreSQL (run as its own user under root) can reach. */
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "demo-run-"));
  chmodSync(dir, 0o755);
  return dir;
}

const DEMO_LINE = /^Demo (customer|admin): (\S+) (\S+)$/;

describe("npm run demo (README.md#demo-data, docs/decisions/0013)", () => {
  it("refuses an https SITE_URL and a database on another host, before opening any database", async () => {
    const dir = freshDataDir();
    try {
      const https = await runDemo([], { DATA_DIR: dir, SITE_URL: "https://example.com" });
      expect(https.code).toBe(1);
      expect(https.stderr).toMatch(/^demo: .*SITE_URL is https/);
      const remote = await runDemo(["--force"], {
        DATA_DIR: dir,
        DATABASE_URL: "postgres://carservice:secret@db.example.com:5432/carservice",
      });
      expect(remote.code).toBe(1);
      expect(remote.stderr).toMatch(/^demo: .*DATABASE_URL .*db\.example\.com/);
      expect(remote.stderr).not.toContain("secret");
      expect(existsSync(path.join(dir, "postgres"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses a database that holds real customers, even with --force, and adds no account or admin", async () => {
    await signUpCustomer();
    const admins = await getDb().select().from(userRoles).where(eq(userRoles.role, "admin"));
    for (const force of [false, true])
      await expect(fillDemo({ force })).rejects.toThrow(
        /holds \d+ accounts? that (is|are) not the demo's/,
      );
    expect(
      await getDb()
        .select()
        .from(user)
        .where(like(user.email, `%@${DEMO_EMAIL_DOMAIN}`)),
    ).toEqual([]);
    expect(await getDb().select().from(userRoles).where(eq(userRoles.role, "admin"))).toEqual(
      admins,
    );
  });

  it("on a fresh DATA_DIR prints its two lines and a hint, nothing else; the demo is complete, its emails are queued, and only its own admin is an admin", async () => {
    const dir = freshDataDir();
    let database: Awaited<ReturnType<typeof openDatabaseForCommand>> | undefined;
    const testDatabaseUrl = process.env.DATABASE_URL;
    try {
      const first = await runDemo([], { DATA_DIR: dir });
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      const lines = first.stdout.trimEnd().split("\n");
      expect(lines).toHaveLength(3);
      const [customerLine, adminLine] = lines.map((l) => DEMO_LINE.exec(l));
      expect(customerLine?.[1]).toBe("customer");
      expect(adminLine?.[1]).toBe("admin");
      expect(lines[2]).toMatch(/npm start/);
      const [customerEmail, customerPassword] = [customerLine![2]!, customerLine![3]!];
      const [adminEmail, adminPassword] = [adminLine![2]!, adminLine![3]!];
      expect(customerEmail).toBe(`kavya.reddy@${DEMO_EMAIL_DOMAIN}`);
      expect(adminPassword).not.toBe(customerPassword);

      // Look at what it left, on the same database (the app's modules pointed at it).
      database = await openDatabaseForCommand(undefined, dir);
      process.env.DATABASE_URL = database.url;
      resetEnvCache();
      await closeDb();
      const db = getDb();
      const accounts = await db.select().from(user);
      expect(accounts).toHaveLength(13);
      expect(accounts.every((a) => a.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true);
      const adminEmails = () =>
        db
          .select({ email: user.email })
          .from(userRoles)
          .innerJoin(user, eq(user.id, userRoles.userId))
          .where(eq(userRoles.role, "admin"));
      expect(await adminEmails()).toEqual([{ email: adminEmail }]);
      const passwordOf = async (email: string) =>
        (
          await db
            .select({ hash: account.password })
            .from(account)
            .innerJoin(user, eq(user.id, account.userId))
            .where(eq(user.email, email))
        )[0]!.hash!;
      expect(
        await verifyPassword({ hash: await passwordOf(customerEmail), password: customerPassword }),
      ).toBe(true);
      expect(
        await verifyPassword({ hash: await passwordOf(adminEmail), password: adminPassword }),
      ).toBe(true);
      // Each account's verification email waits in the outbox with its delivery job.
      const queued = await db.execute<{ messages: number; jobs: number }>(
        `select count(*)::int as messages,
                count(j.id)::int as jobs
           from outbox o
           left join pgboss.job j on j.data->>'messageId' = o.id::text
          where o.kind = 'email_verification'`,
      );
      expect(queued.rows[0]).toEqual({ messages: 13, jobs: 13 });

      const rows = await db.select().from(bookings);
      expect(new Set(rows.map((b) => b.status))).toEqual(
        new Set(["pending", "confirmed", "in_progress", "completed", "cancelled"]),
      );
      expect(
        rows.every((b) => b.address.includes("Hyderabad") || b.address.includes("Secunderabad")),
      ).toBe(true);
      const [demoCustomer] = accounts.filter((a) => a.email === customerEmail);
      const cards = await Promise.all(rows.map((b) => loadJobCard(b.id, defaultBusinessFacts)));
      const own = cards.filter((_, i) => rows[i]!.userId === demoCustomer!.id);
      const ownStates = own.flatMap((c) => c.invoices.map((i) => i.paymentState));
      expect(ownStates).toContain("paid");
      expect(ownStates).toContain("unpaid");
      expect(cards.some((c) => c.photos.length > 0)).toBe(true);
      expect(cards.some((c) => c.estimates[0]?.lines.some((l) => l.decision === null))).toBe(true);
      expect(cards.some((c) => c.estimates[0]?.lines.some((l) => l.decision === "declined"))).toBe(
        true,
      );
      expect(cards.flatMap((c) => c.invoices.map((i) => i.paymentState))).toContain("part_paid");

      // The demo customer's two cars, each with its visits and odometer readings; one is due
      // for a service within 14 days (docs/decisions/0014).
      const cars = await db.select().from(vehicles).where(eq(vehicles.userId, demoCustomer!.id));
      expect(cars).toHaveLength(2);
      const today = todayInKolkata();
      const dueSoon: string[] = [];
      for (const car of cars) {
        const visits = rows.filter((b) => b.vehicleId === car.id);
        expect(visits.filter((b) => b.status === "completed").length).toBeGreaterThanOrEqual(2);
        expect(visits.every((b) => b.userId === demoCustomer!.id)).toBe(true);
        const readings = await db
          .select()
          .from(odometerReadings)
          .where(eq(odometerReadings.vehicleId, car.id));
        expect(readings.length).toBeGreaterThanOrEqual(2);
        for (const item of await serviceDueForVehicle(car.id, today))
          if (item.dueOn >= today && item.dueOn <= addDaysYmd(today, 14))
            dueSoon.push(`${car.model}: ${item.title}`);
      }
      expect(dueSoon).toHaveLength(1);

      // Again on the same database: refused without --force; with it, a second demo beside
      // the first, with passwords of its own and no second admin.
      const again = await runDemo([], { DATA_DIR: dir });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already holds a demo.*--force/);
      const forced = await runDemo(["--force"], { DATA_DIR: dir });
      expect(forced.stderr).toBe("");
      expect(forced.code).toBe(0);
      const second = DEMO_LINE.exec(forced.stdout.split("\n")[0]!)!;
      expect(second[2]).toMatch(new RegExp(`^kavya\\.reddy\\+\\w+@${DEMO_EMAIL_DOMAIN}$`));
      expect(second[3]).not.toBe(customerPassword);
      expect(forced.stdout).not.toMatch(/^Demo admin: \S+ \S+$/m);
      expect(await adminEmails()).toEqual([{ email: adminEmail }]);
    } finally {
      await closeDb();
      process.env.DATABASE_URL = testDatabaseUrl;
      resetEnvCache();
      await database?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
