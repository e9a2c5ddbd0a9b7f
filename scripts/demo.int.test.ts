import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { verifyPassword } from "better-auth/crypto";
import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultBusinessFacts } from "../app/catalog/business";
import {
  account,
  adminAudit,
  bookings,
  odometerReadings,
  reviews,
  user,
  userRoles,
  vehicles,
  type BookingRow,
} from "../app/db/schema";
import { serviceDueForVehicle } from "../app/features/cars/service-due.server";
import { loadHealthCheck } from "../app/features/health-check/health-check.server";
import { loadJobCard } from "../app/features/job-card/job-card-loader.server";
import { legMoveHold } from "../app/features/pickups/leg-rules";
import type { LegDetails } from "../app/features/pickups/pickup-legs.server";
import { homeReviewCards } from "../app/features/reviews/site-reviews.server";
import { openEmergencyRequests } from "../app/features/emergency/emergency.server";
import { loadEmergencyPromise } from "../app/features/emergency/emergency-promise.server";
import { REVIEW_LIMITS } from "../app/features/reviews/review-schema";
import { closeDb, getDb } from "../app/lib/db.server";
import { resetEnvCache } from "../app/lib/env.server";
import { addDaysYmd, todayInKolkata } from "../app/lib/time";
import { openDatabaseForCommand } from "../server/database";
import { routeOutcome } from "../tests/integration/admin-fixtures";
import { signUpCustomer } from "../tests/integration/helpers";
import { DEMO_EMAIL_DOMAIN, fillDemo } from "./demo";
import { sessionCookie } from "./lib/app-server";

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

const DEMO_LINE = /^Demo (customer|admin|driver|technician): (\S+) (\S+)$/;

/** An account the demo printed: its email and password. */
interface Printed {
  email: string;
  password: string;
}

/**
 * Each role's first look (README.md#demo-data), signed in with the password the demo printed as
 * a person would, through the routes' own loaders: the driver's day at /staff, the technician's
 * job cards at /staff/jobs, and the demo customer's booking whose health check is done. The app's
 * modules are loaded afresh for it, so that their auth instance opens on the demo's database
 * (this file's own was made on the test database by the test before).
 * @param logins the driver, the technician and the demo customer as printed
 * @param rows every booking of the demo
 */
async function checkEveryRole(
  logins: Record<"driver" | "technician" | "customer", Printed>,
  rows: readonly BookingRow[],
): Promise<void> {
  vi.resetModules();
  const fresh = {
    auth: await import("../app/lib/auth.server"),
    db: await import("../app/lib/db.server"),
    staffDay: await import("../app/routes/staff"),
    staffJobs: await import("../app/routes/staff.jobs"),
    bookingPage: await import("../app/routes/booking.detail"),
  };
  try {
    const signedIn = async (who: Printed) => {
      const response = await fresh.auth.getAuth().api.signInEmail({
        body: { email: who.email, password: who.password },
        asResponse: true,
      });
      expect(response.status).toBe(200);
      return sessionCookie(response);
    };
    const get = (path: string, cookie: string) =>
      new Request(`http://localhost:3000${path}`, { headers: { cookie } });
    const today = todayInKolkata();

    // The driver's day: two pickups (one on the way, one at the workshop) and their two drops,
    // each with its window today; the drop of the car still on its way waits for it, the other
    // may leave (docs/product.md#pickups-legs).
    const day = await routeOutcome(
      fresh.staffDay.loader,
      get("/staff", await signedIn(logins.driver)),
    );
    expect(day.status).toBe(200);
    const { date, legs } = day.body as { date: string; legs: LegDetails[] };
    expect(date).toBe(today);
    expect(legs.map((l) => `${l.kind} ${l.state}`).sort()).toEqual([
      "drop assigned",
      "drop assigned",
      "pickup at_workshop",
      "pickup on_the_way",
    ]);
    const [driverAccount] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, logins.driver.email));
    expect(legs.every((l) => l.driverId === driverAccount!.id)).toBe(true);
    expect(legs.every((l) => l.windowStart !== null && l.windowEnd !== null)).toBe(true);
    const holds = legs
      .filter((l) => l.kind === "drop")
      .map((drop) => {
        const pickup = legs.find((l) => l.kind === "pickup" && l.bookingId === drop.bookingId);
        const booking = rows.find((b) => b.id === drop.bookingId)!;
        expect(booking.preferredDate).toBe(today);
        return legMoveHold("drop", "out_for_delivery", {
          pickupState: pickup!.state,
          bookingStatus: booking.status,
          windowSet: drop.windowStart !== null,
        });
      });
    expect(holds.sort()).toEqual(["drop-pickup-open", null]);

    // The technician's job cards: one health check done, one under way.
    const jobs = await routeOutcome(
      fresh.staffJobs.loader,
      get("/staff/jobs", await signedIn(logins.technician)),
    );
    expect(jobs.status).toBe(200);
    const assigned = (jobs.body as { jobs: { bookingId: string }[] }).jobs;
    expect(assigned).toHaveLength(2);
    const checks = await Promise.all(assigned.map((j) => loadHealthCheck(j.bookingId)));
    const done = checks.filter((c) => c?.completedAt);
    const underWay = checks.filter((c) => c && !c.completedAt);
    expect(done.map((c) => c!.recorded)).toEqual([25]);
    expect(underWay).toHaveLength(1);
    expect(underWay[0]!.recorded).toBeGreaterThan(0);
    expect(underWay[0]!.recorded).toBeLessThan(25);

    // The report done is on the demo customer's booking, and their booking's page shows it.
    const doneId = done[0]!.bookingId;
    const page = await routeOutcome(
      fresh.bookingPage.loader,
      get(`/booking/${doneId}`, await signedIn(logins.customer)),
      { id: doneId },
    );
    expect(page.status).toBe(200);
    const shown = page.body as { healthCheck: { completedAt: string | null; recorded: number } };
    expect(shown.healthCheck.completedAt).not.toBeNull();
    expect(shown.healthCheck.recorded).toBe(25);
  } finally {
    await fresh.db.closeDb();
  }
}

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

  it("on a fresh DATA_DIR prints its four accounts and a hint, nothing else; the demo is complete, its emails are queued, only its own admin is an admin, and each role has its first look", async () => {
    const dir = freshDataDir();
    let database: Awaited<ReturnType<typeof openDatabaseForCommand>> | undefined;
    const testDatabaseUrl = process.env.DATABASE_URL;
    try {
      const first = await runDemo([], { DATA_DIR: dir });
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      const lines = first.stdout.trimEnd().split("\n");
      expect(lines).toHaveLength(5);
      const printed = lines.slice(0, 4).map((l) => DEMO_LINE.exec(l));
      expect(printed.map((l) => l?.[1])).toEqual(["customer", "admin", "driver", "technician"]);
      expect(lines[4]).toMatch(/npm start/);
      const [customerLine, adminLine, driverLine, technicianLine] = printed;
      const [customerEmail, customerPassword] = [customerLine![2]!, customerLine![3]!];
      const [adminEmail, adminPassword] = [adminLine![2]!, adminLine![3]!];
      const driver = { email: driverLine![2]!, password: driverLine![3]! };
      const technician = { email: technicianLine![2]!, password: technicianLine![3]! };
      expect(customerEmail).toBe(`kavya.reddy@${DEMO_EMAIL_DOMAIN}`);
      expect(driver.email).toBe(`driver@${DEMO_EMAIL_DOMAIN}`);
      expect(technician.email).toBe(`technician@${DEMO_EMAIL_DOMAIN}`);
      expect(new Set(printed.map((l) => l![3])).size).toBe(4);

      // Look at what it left, on the same database (the app's modules pointed at it).
      database = await openDatabaseForCommand(undefined, dir);
      process.env.DATABASE_URL = database.url;
      resetEnvCache();
      await closeDb();
      const db = getDb();
      const accounts = await db.select().from(user);
      expect(accounts).toHaveLength(15);
      expect(accounts.every((a) => a.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true);
      const adminEmails = () =>
        db
          .select({ email: user.email })
          .from(userRoles)
          .innerJoin(user, eq(user.id, userRoles.userId))
          .where(eq(userRoles.role, "admin"));
      expect(await adminEmails()).toEqual([{ email: adminEmail }]);
      // The staff roles, each given as the Users list gives it, with its audit entry.
      const staffRoles = await db
        .select({ email: user.email, role: userRoles.role })
        .from(userRoles)
        .innerJoin(user, eq(user.id, userRoles.userId))
        .where(inArray(userRoles.role, ["driver", "technician"]));
      expect(staffRoles.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
        { email: driver.email, role: "driver" },
        { email: technician.email, role: "technician" },
      ]);
      expect(
        await db
          .select({ role: adminAudit.toValue })
          .from(adminAudit)
          .where(eq(adminAudit.action, "staff_role_granted")),
      ).toHaveLength(2);
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
      expect(queued.rows[0]).toEqual({ messages: 15, jobs: 15 });

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
      // docs/product.md#offers-discount, #credit-notes: the demo customer's first invoice carries
      // the 10% first online booking discount, and a partial credit note with its refund.
      const discounted = own.flatMap((c) => c.invoices).filter((i) => i.totals.discountPaise > 0);
      expect(discounted.map((i) => i.discountNote)).toEqual(["First online booking, 10%"]);
      const notes = own.flatMap((c) => c.creditNotes);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ invoiceId: discounted[0]!.id, refundedPaise: 50000 });
      expect(notes[0]!.totals.totalPaise).toBeLessThan(discounted[0]!.totals.totalPaise);
      // docs/product.md#warranty-rework: a later invoice reworks line 1 of the first at ₹0.
      const reworked = own
        .flatMap((c) => c.invoices)
        .flatMap((i) => i.lines)
        .filter((l) => l.warrantyOf);
      expect(reworked).toHaveLength(1);
      expect(reworked[0]).toMatchObject({
        totalPaise: 0,
        warrantyOf: expect.stringMatching(/^Under warranty: INV\/\d{4}-\d{2}\/\d{4}, line 1$/),
      });

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

      // Reviews of completed visits only: published ones (enough for the home page to show
      // them) and one waiting for the workshop (docs/product.md#reviews).
      const written = await db.select().from(reviews);
      expect(
        written.every((r) => rows.find((b) => b.id === r.bookingId)?.status === "completed"),
      ).toBe(true);
      const published = written.filter((r) => r.status === "published");
      expect(published.length).toBeGreaterThanOrEqual(REVIEW_LIMITS.homeCount);
      expect(published.every((r) => r.consentToPublish && r.rating !== null)).toBe(true);
      expect(published.some((r) => r.reply !== null)).toBe(true);
      expect(written.filter((r) => r.status === "new")).toHaveLength(1);
      expect(await homeReviewCards()).toHaveLength(REVIEW_LIMITS.homeCount);

      // Two roadside emergencies (docs/product.md#emergency): one resolved within the promise,
      // one open, so the staff screens show the clock.
      const emergencies = await openEmergencyRequests();
      expect(emergencies.map((e) => e.status)).toEqual(["sent"]);
      const sum = (key: "requests" | "arrived" | "arrivedWithinPromise") =>
        months.reduce((n, m) => n + m[key], 0);
      const months = await loadEmergencyPromise();
      expect([sum("requests"), sum("arrived"), sum("arrivedWithinPromise")]).toEqual([2, 1, 1]);

      await checkEveryRole(
        { driver, technician, customer: { email: customerEmail, password: customerPassword } },
        rows,
      );

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
      expect(forced.stdout).toMatch(
        new RegExp(`^Demo driver: driver\\+\\w+@${DEMO_EMAIL_DOMAIN} \\S+$`, "m"),
      );
      expect(forced.stdout).toMatch(
        new RegExp(`^Demo technician: technician\\+\\w+@${DEMO_EMAIL_DOMAIN} \\S+$`, "m"),
      );
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
