/**
 * Users, roles and leads in the back office (docs/decisions/0006 and docs/product.md#leads): grant
 * and revoke from the panel with audit entries, the Users and Leads lists, lead statuses, and the
 * operator command writing the same audit entries. The rules of role changes themselves
 * (the last admin among them) are tested in admin-roles.int.test.ts.
 */
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, leads, profiles, user, userRoles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import * as adminRoute from "~/routes/admin";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import {
  runAdminCommand,
  adminAct,
  adminGet,
  auditTrailOf,
  hasAdminRole,
  insertLead,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import type { AdminPageData } from "~/features/admin/admin-page.server";

async function overview(who: TestCustomer, query = "") {
  const outcome = await routeOutcome(
    adminRoute.loader,
    adminGet(`/admin?tab=overview${query}`, who),
  );
  const data = outcome.body as AdminPageData;
  if (data.tab !== "overview" || !data.overview) throw new Error("no overview");
  return data.overview;
}

describe("granting and revoking admin from the panel", () => {
  let admin: TestCustomer;
  beforeAll(async () => {
    admin = await signUpAdmin("Owner Admin");
  });

  it("grants admin to a customer, recording who did it", async () => {
    const customer = await signUpCustomer("New Manager");
    const outcome = await adminAct({ intent: "grant-admin", userId: customer.id }, admin);
    expect(outcome).toMatchObject({
      status: 200,
      body: { ok: true, intent: "grant-admin", userId: customer.id, email: customer.email },
    });
    expect(await hasAdminRole(customer.id)).toBe(true);
    expect(await auditTrailOf(customer.id)).toEqual([
      ["admin_granted", "admin_panel", admin.id, "user", "admin"],
    ]);
    // The new admin can open the panel on their next request.
    expect(
      await routeOutcome(adminRoute.loader, adminGet("/admin?tab=settings", customer)),
    ).toMatchObject({ status: 200 });
  });

  it("revokes another admin, recording it; they are refused at once", async () => {
    const other = await signUpAdmin("Leaving Admin");
    expect(await adminAct({ intent: "revoke-admin", userId: other.id }, admin)).toMatchObject({
      status: 200,
      body: { ok: true, intent: "revoke-admin" },
    });
    expect(await hasAdminRole(other.id)).toBe(false);
    expect(await auditTrailOf(other.id)).toEqual([
      ["admin_revoked", "admin_panel", admin.id, "admin", "user"],
    ]);
    expect(await routeOutcome(adminRoute.loader, adminGet("/admin", other))).toMatchObject({
      status: 403,
    });
  });

  it("answers an unknown or malformed user id with 'Failed to assign admin role. Please try again.'", async () => {
    expect(await adminAct({ intent: "grant-admin", userId: "no-such-user" }, admin)).toMatchObject({
      status: 404,
      body: { ok: false, message: "Failed to assign admin role. Please try again." },
    });
    expect(await adminAct({ intent: "grant-admin", userId: "bad id!" }, admin)).toMatchObject({
      status: 400,
      body: { ok: false, intent: "grant-admin" },
    });
  });
});

describe("the Users list", () => {
  it("shows each account's name, email, phone, joined date and role, newest first, with the counts", async () => {
    const admin = await signUpAdmin("List Admin");
    const customer = await signUpCustomer("Meera Iyer");
    await getDb().update(profiles).set({ phone: "9123456780" }).where(eq(profiles.id, customer.id));
    const data = await overview(admin);
    expect(data.users.users[0]).toMatchObject({
      id: customer.id,
      name: "Meera Iyer",
      email: customer.email,
      phone: "9123456780",
      role: "user",
    });
    expect(data.users.users[1]).toMatchObject({ id: admin.id, role: "admin" });
    expect(new Date(data.users.users[0]!.joinedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [accounts] = await getDb().select({ n: count() }).from(user);
    const [profileRows] = await getDb().select({ n: count() }).from(profiles);
    const [admins] = await getDb()
      .select({ n: count() })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"));
    expect(data.counts).toMatchObject({
      users: accounts!.n,
      profiles: profileRows!.n,
      admins: admins!.n,
    });
    expect(data.users.total).toBe(accounts!.n);
    expect(data.users.users.length).toBe(Math.min(20, accounts!.n));
  });

  it("keeps its counts exact through a role removed and an account deleted with its profile and roles", async () => {
    const admin = await signUpAdmin("Counting Admin");
    const leaving = await signUpAdmin("Leaving Staff");
    const before = (await overview(admin)).counts;
    await adminAct({ intent: "revoke-admin", userId: leaving.id }, admin);
    expect((await overview(admin)).counts).toMatchObject({
      users: before.users,
      profiles: before.profiles,
      admins: before.admins - 1,
    });
    const gone = await signUpCustomer("Gone Customer");
    await getDb()
      .insert(userRoles)
      .values({ userId: gone.id, role: "admin" })
      .onConflictDoNothing();
    expect((await overview(admin)).counts).toMatchObject({
      users: before.users + 1,
      profiles: before.profiles + 1,
      admins: before.admins,
    });
    // The account's profile and roles go with it (on delete cascade).
    await getDb().delete(user).where(eq(user.id, gone.id));
    const after = (await overview(admin)).counts;
    expect(after).toMatchObject({
      users: before.users,
      profiles: before.profiles,
      admins: before.admins - 1,
    });
    const [accounts] = await getDb().select({ n: count() }).from(user);
    expect(after.users).toBe(accounts!.n);
  });
});

describe("leads", () => {
  it("are listed newest first with the number still new", async () => {
    const admin = await signUpAdmin();
    // Both stamped by the database's clock, one after the other.
    const older = await insertLead();
    const newer = await insertLead();
    const data = await overview(admin);
    expect(data.leads.leads.slice(0, 2).map((l) => l.id)).toEqual([newer.id, older.id]);
    const [fresh] = await getDb().select({ n: count() }).from(leads).where(eq(leads.status, "new"));
    expect(data.leads.newCount).toBe(fresh!.n);
    expect(data.counts.newLeads).toBe(fresh!.n);
  });

  it("move to contacted, then closed, each change recorded; a wrong status changes nothing", async () => {
    const admin = await signUpAdmin();
    const lead = await insertLead({ updatedAt: new Date("2026-01-01T00:00:00Z") });
    expect(
      await adminAct({ intent: "set-lead-status", leadId: lead.id, status: "contacted" }, admin),
    ).toMatchObject({ status: 200, body: { ok: true, status: "contacted" } });
    expect(
      await adminAct({ intent: "set-lead-status", leadId: lead.id, status: "closed" }, admin),
    ).toMatchObject({ status: 200 });
    expect(
      await adminAct({ intent: "set-lead-status", leadId: lead.id, status: "won" }, admin),
    ).toMatchObject({ status: 400, body: { message: "Failed to update lead status." } });
    const [row] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe("closed");
    expect(row!.updatedAt.getTime()).toBeGreaterThan(new Date("2026-01-01T00:00:00Z").getTime());
    const audit = await getDb()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.target, lead.id), eq(adminAudit.action, "lead_status_changed")));
    expect(audit.map((a) => [a.fromValue, a.toValue]).sort()).toEqual([
      ["contacted", "closed"],
      ["new", "contacted"],
    ]);
  });
});

describe("npm run admin (operator command)", () => {
  const run = runAdminCommand;

  it("grants and revokes with audit entries marked as operator commands", async () => {
    const customer = await signUpCustomer("Shell Granted");
    expect((await run("grant", customer.email.toUpperCase())).stdout).toContain(
      `${customer.email} is now an admin.`,
    );
    expect(await hasAdminRole(customer.id)).toBe(true);
    expect((await run("grant", customer.email)).stdout).toContain("was already an admin");
    expect((await run("revoke", customer.email)).stdout).toContain(
      `${customer.email} is no longer an admin.`,
    );
    expect(await hasAdminRole(customer.id)).toBe(false);
    expect(await auditTrailOf(customer.id)).toEqual([
      ["admin_granted", "operator_command", null, "user", "admin"],
      ["admin_revoked", "operator_command", null, "admin", "user"],
    ]);
  }, 120_000);
});
