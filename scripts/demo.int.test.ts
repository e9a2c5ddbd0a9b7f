import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "../app/catalog/business";
import { bookings, user } from "../app/db/schema";
import { loadJobCard } from "../app/features/job-card/job-card.server";
import { getDb } from "../app/lib/db.server";
import { resetEnvCache } from "../app/lib/env.server";
import { signUpCustomer } from "../tests/integration/helpers";
import { fillDemo } from "./demo";

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

describe("npm run demo", () => {
  it("refuses a database that already has customers unless forced", async () => {
    await signUpCustomer();
    await expect(fillDemo({ force: false })).rejects.toThrow(
      /already has \d+ customer account\(s\)\. Run `npm run demo -- --force`/,
    );
  });

  it("fills a realistic demo: every status, estimates, photos, invoices and payments; the demo customer holds a paid and an unpaid invoice", async () => {
    const { customerEmail, adminEmail } = await fillDemo({ force: true });
    expect(customerEmail).toMatch(/^kavya\.reddy\+\w+@demo\./);
    expect(adminEmail).toMatch(/^service\.manager/);
    const suffix = customerEmail.slice(customerEmail.indexOf("+"), customerEmail.indexOf("@"));
    const accounts = await getDb().select().from(user);
    const demoAccounts = accounts.filter((a) => a.email.includes(`${suffix}@demo.`));
    expect(demoAccounts).toHaveLength(13);
    const rows = await getDb()
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.userId,
          demoAccounts.map((a) => a.id),
        ),
      );
    expect(new Set(rows.map((b) => b.status))).toEqual(
      new Set(["pending", "confirmed", "in_progress", "completed", "cancelled"]),
    );
    expect(
      new Set(
        rows.map((b) => b.address.includes("Hyderabad") || b.address.includes("Secunderabad")),
      ),
    ).toEqual(new Set([true]));

    const [demoCustomer] = await getDb().select().from(user).where(eq(user.email, customerEmail));
    const own = rows.filter((b) => b.userId === demoCustomer!.id);
    const cards = await Promise.all(own.map((b) => loadJobCard(b.id, defaultBusinessFacts)));
    const states = cards.flatMap((c) => c.invoices.map((i) => i.paymentState));
    expect(states).toContain("paid");
    expect(states).toContain("unpaid");
    const all = await Promise.all(rows.map((b) => loadJobCard(b.id, defaultBusinessFacts)));
    expect(all.some((c) => c.photos.length > 0)).toBe(true);
    expect(all.some((c) => c.estimates[0]?.lines.some((l) => l.decision === null))).toBe(true);
    expect(all.some((c) => c.estimates[0]?.lines.some((l) => l.decision === "declined"))).toBe(
      true,
    );
    expect(all.flatMap((c) => c.invoices.map((i) => i.paymentState))).toContain("part_paid");
  }, 120_000);
});
