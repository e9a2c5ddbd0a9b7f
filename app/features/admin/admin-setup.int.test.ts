/**
 * /admin-setup (docs/product.md#route-admin-setup; docs/decisions/0007): the right code grants
 * admin with an audit entry in one transaction; a wrong code grants nothing and is counted; 5
 * wrong codes from one client IP (or 20 from everyone) in 15 minutes pause it, even for
 * the right code; any code works only until the first admin exists.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminAudit, userRoles } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { getDb } from "~/lib/db.server";
import { resetEnvCache, startSettings } from "~/lib/env.server";
import * as setupRoute from "~/routes/admin-setup";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import { expectConsoleError } from "../../../tests/support/console-error";
import {
  adminGet,
  adminPost,
  hasAdminRole,
  setAsideAdmins,
  routeOutcome,
  signUpAdmin,
  type Outcome,
} from "../../../tests/integration/admin-fixtures";
import { ADMIN_MESSAGES } from "./admin-schema";
import { SETUP_CLOSED_MESSAGE } from "./admin-setup-page.server";
import { prepareAdminSetupCode } from "./setup-code.server";

const CODE = "Workshop-Setup-2026";
const TEST_IP = "203.0.113.77";
const fromIp = (request: Request, ip: string) => {
  request.headers.set(CLIENT_IP_HEADER, ip);
  return request;
};
const submit = (code: string | undefined, who?: TestCustomer, ip = TEST_IP) =>
  routeOutcome(
    setupRoute.action,
    fromIp(adminPost("/admin-setup", code === undefined ? {} : { code }, who), ip),
  );
const load = (who?: TestCustomer, ip = TEST_IP) =>
  routeOutcome(setupRoute.loader, fromIp(adminGet("/admin-setup", who), ip));

async function auditOf(userId: string, action?: "admin_setup_failed" | "admin_granted") {
  return getDb()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.target, userId), action ? eq(adminAudit.action, action) : undefined));
}

/**
 * Expects a refused code: the answer's status and body, its exact message, the customer still
 * no admin and `failures` failed attempts recorded against them.
 */
async function expectRefused(
  customer: TestCustomer,
  outcome: Outcome,
  failures: number,
  expected: { status: number; body: Record<string, unknown>; message: string },
) {
  expect(outcome).toMatchObject({ status: expected.status, body: expected.body });
  expect((outcome.body as { message: string }).message).toBe(expected.message);
  expect(await hasAdminRole(customer.id)).toBe(false);
  expect(await auditOf(customer.id, "admin_setup_failed")).toHaveLength(failures);
}

function useEnvCode(code: string | undefined) {
  if (code === undefined) delete process.env.ADMIN_SETUP_CODE;
  else process.env.ADMIN_SETUP_CODE = code;
  resetEnvCache();
}

afterAll(() => useEnvCode(undefined));

// Setup is for the first admin: this shared test database may hold admins and wrong codes
// from other tests, so each test starts with none and puts the admins back afterwards.
let restoreAdmins: () => Promise<void>;
beforeEach(async () => {
  restoreAdmins = await setAsideAdmins();
  await getDb().delete(adminAudit).where(eq(adminAudit.action, "admin_setup_failed"));
});
afterEach(() => restoreAdmins());

describe("with ADMIN_SETUP_CODE set", () => {
  beforeEach(() => useEnvCode(CODE));

  it("sends visitors to /auth and admins to /admin; shows a customer their email and id, and that setup is open", async () => {
    expect(await load()).toMatchObject({ status: 302, location: "/auth" });
    const customer = await signUpCustomer();
    const page = await load(customer);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      user: { id: customer.id, email: customer.email },
      open: true,
      pausedForMinutes: null,
    });
    expect(JSON.stringify(page.body)).not.toContain(CODE);
    expect(await load(await signUpAdmin())).toMatchObject({ status: 302, location: "/admin" });
  });

  it("stops working once an admin exists: a revoked admin cannot grant themselves again", async () => {
    const first = await signUpCustomer();
    expect(await submit(CODE, first)).toMatchObject({ status: 200, body: { status: "granted" } });
    const revoked = await signUpAdmin();
    await getDb().delete(userRoles).where(eq(userRoles.userId, revoked.id));
    expect((await load(revoked)).body).toMatchObject({ open: false });
    expect(await submit(CODE, revoked)).toMatchObject({
      status: 403,
      body: { ok: false, reason: "closed", message: SETUP_CLOSED_MESSAGE },
    });
    expect(await hasAdminRole(revoked.id)).toBe(false);
  });

  it("tells a signed-out visitor 'You must be signed in to become an admin.'", async () => {
    expect(await submit(CODE)).toMatchObject({
      status: 401,
      body: { ok: false, reason: "signed-out", message: ADMIN_MESSAGES.setupSignedOut },
    });
  });

  it("grants admin for the right code, with an audit entry saying who, from, to and when", async () => {
    const customer = await signUpCustomer();
    const before = Date.now();
    expect(await submit(` ${CODE} `, customer)).toMatchObject({
      status: 200,
      body: { ok: true, status: "granted" },
    });
    expect(await hasAdminRole(customer.id)).toBe(true);
    const [entry] = await auditOf(customer.id, "admin_granted");
    expect(entry).toMatchObject({
      actorUserId: customer.id,
      source: "admin_setup",
      fromValue: "user",
      toValue: "admin",
    });
    expect(entry!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    // Asking again: 'Already Admin', nothing more written.
    expect(await submit(CODE, customer)).toMatchObject({
      status: 200,
      body: { ok: true, status: "already-admin" },
    });
    expect(await auditOf(customer.id)).toHaveLength(1);
  });

  it("grants nothing for a wrong code, records the attempt and says how many are left", async () => {
    const customer = await signUpCustomer();
    await expectRefused(customer, await submit("workshop-setup-2026", customer), 1, {
      status: 403,
      body: { ok: false, reason: "wrong-code", attemptsLeft: 4 },
      message: "That setup code is not right. 4 attempts left before a 15-minute pause.",
    });
  });

  it("answers 400 for an empty or missing code, and for a body that is not a form, recording nothing", async () => {
    const customer = await signUpCustomer();
    expect(await submit("   ", customer)).toMatchObject({
      status: 400,
      body: { ok: false, reason: "invalid", message: "Please enter the setup code." },
    });
    expect(await submit(undefined, customer)).toMatchObject({ status: 400 });
    const garbage = new Request("http://localhost:3000/admin-setup", {
      method: "POST",
      headers: { cookie: customer.cookie, "content-type": "application/json" },
      body: "{oops",
    });
    expect((await routeOutcome(setupRoute.action, garbage)).status).toBe(400);
    expect(await auditOf(customer.id)).toEqual([]);
  });

  it("after 5 wrong codes from one IP in 15 minutes refuses even the right code, then accepts it once the window has passed", async () => {
    const customer = await signUpCustomer();
    for (let i = 4; i >= 0; i--)
      expect(await submit(`wrong-${i}`, customer)).toMatchObject({
        status: 403,
        body: { attemptsLeft: i },
      });
    await expectRefused(customer, await submit(CODE, customer), 5, {
      status: 429,
      body: { ok: false, reason: "rate-limited", retryInMinutes: 15 },
      message: "Too many wrong codes. Please try again in 15 minutes.",
    });
    expect((await load(customer)).body).toMatchObject({ pausedForMinutes: 15 });

    // Ten minutes later: still paused, 5 minutes to go.
    await getDb().execute(
      sql`update admin_audit set created_at = created_at - interval '10 minutes' where target = ${customer.id}`,
    );
    expect(await submit(CODE, customer)).toMatchObject({
      status: 429,
      body: { retryInMinutes: 5 },
    });
    // Sixteen minutes after the wrong codes: the right code works.
    await getDb().execute(
      sql`update admin_audit set created_at = created_at - interval '6 minutes' where target = ${customer.id}`,
    );
    expect(await submit(CODE, customer)).toMatchObject({
      status: 200,
      body: { ok: true, status: "granted" },
    });
    expect(await hasAdminRole(customer.id)).toBe(true);
  });

  it("counts wrong codes per client IP, not per account: a fresh account from the same IP is paused, another IP is not", async () => {
    const noisy = await signUpCustomer();
    for (let i = 0; i < 5; i++) await submit(`wrong-${i}`, noisy);
    const fresh = await signUpCustomer();
    expect(await submit(CODE, fresh)).toMatchObject({
      status: 429,
      body: { reason: "rate-limited" },
    });
    expect((await load(fresh)).body).toMatchObject({ pausedForMinutes: 15 });
    expect(await submit(CODE, fresh, "203.0.113.78")).toMatchObject({
      status: 200,
      body: { status: "granted" },
    });
  });

  it("after 20 wrong codes from everyone together, pauses every IP", async () => {
    for (let i = 0; i < 20; i++) {
      const outcome = await submit(`spread-${i}`, await signUpCustomer(), `198.51.100.${i + 1}`);
      expect(outcome.status).toBe(403);
    }
    const honest = await signUpCustomer();
    expect(await submit(CODE, honest, "192.0.2.1")).toMatchObject({
      status: 429,
      body: { reason: "rate-limited" },
    });
    expect(await hasAdminRole(honest.id)).toBe(false);
  });

  it("lets no more than 5 wrong codes through when they arrive all at once", async () => {
    const customer = await signUpCustomer();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => submit(`burst-${i}`, customer)),
    );
    expect(outcomes.filter((o) => o.status === 403)).toHaveLength(5);
    expect(outcomes.filter((o) => o.status === 429)).toHaveLength(3);
    expect(await auditOf(customer.id, "admin_setup_failed")).toHaveLength(5);
  });

  it("grants nothing when the audit entry cannot be written: 'Failed to assign admin role. Please try again.'", async () => {
    expectConsoleError(/^Admin role could not be assigned: P0001 audit refused/);
    const customer = await signUpCustomer();
    await getDb().execute(sql`
      create or replace function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$;
      create trigger refuse_audit before insert on admin_audit for each row execute function refuse_audit();
    `);
    try {
      expect(await submit(CODE, customer)).toMatchObject({
        status: 503,
        body: { ok: false, reason: "failed", message: ADMIN_MESSAGES.grantFailed },
      });
    } finally {
      await getDb().execute(
        sql`drop trigger refuse_audit on admin_audit; drop function refuse_audit();`,
      );
    }
    expect(await hasAdminRole(customer.id)).toBe(false);
  });
});

describe("with a code generated at start", () => {
  const GENERATED = "K7QF-2M9X-PR4T-HW8D";

  beforeEach(() => useEnvCode(undefined));
  afterEach(() => resetEnvCache());

  it("is made at start only while no admin exists and no ADMIN_SETUP_CODE is set", async () => {
    const url = process.env.DATABASE_URL!;
    const code = await prepareAdminSetupCode(url, { ADMIN_SETUP_CODE: undefined });
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);

    expect(await prepareAdminSetupCode(url, { ADMIN_SETUP_CODE: CODE })).toBeNull();

    await signUpAdmin();
    expect(await prepareAdminSetupCode(url, { ADMIN_SETUP_CODE: undefined })).toBeNull();
  });

  it("makes the first admin, typed in any case, then stops working", async () => {
    startSettings({ generatedSetupCode: GENERATED });
    const first = await signUpCustomer();
    expect((await load(first)).body).toMatchObject({ open: true });
    expect(await submit("k7qf 2m9x pr4t hw8d", first)).toMatchObject({
      status: 200,
      body: { status: "granted" },
    });

    const second = await signUpCustomer();
    expect((await load(second)).body).toMatchObject({ open: false });
    expect(await submit(GENERATED, second)).toMatchObject({
      status: 403,
      body: { ok: false, reason: "closed", message: SETUP_CLOSED_MESSAGE },
    });
    expect(await hasAdminRole(second.id)).toBe(false);
    // A closed setup is not a wrong code: nothing is counted against the user.
    expect(await auditOf(second.id)).toEqual([]);
  });

  it("without any code, setup is closed", async () => {
    const customer = await signUpCustomer();
    expect(await submit("anything", customer)).toMatchObject({
      status: 403,
      body: { reason: "closed" },
    });
    const [n] = await getDb()
      .select({ n: count() })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"));
    expect(n!.n).toBe(0);
  });
});
