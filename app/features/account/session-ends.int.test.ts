/**
 * A session read once per request and never kept between requests (docs/decisions/0028): every
 * way a session ends is seen by the very next request, and the one-statement read agrees with
 * the auth library on forged, expired and ageing sessions.
 */
import { createHmac } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, verification } from "~/db/schema";
import {
  getAuth,
  getSessionUser,
  requireAdmin,
  requireStaff,
  sessionIsAdmin,
} from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { getRequest, signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import { deleteAccount } from "./account.server";
import { changeAdminRole, changeStaffRole } from "./roles.server";

const operator = { source: "operator_command", userId: null } as const;

/** A new GET request of a page with the customer's cookie: nothing shared with earlier ones. */
const page = (customer: TestCustomer, path = "/booking") => getRequest(path, customer);

/** The status a guard answers with: 200 when it lets the request through. */
async function guardStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

/** A second session of the same account (another browser). */
async function secondSession(customer: TestCustomer): Promise<TestCustomer> {
  const response = await getAuth().api.signInEmail({
    body: { email: customer.email, password: "correct-horse-battery" },
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { ...customer, cookie };
}

describe("a session ends on the very next request (docs/decisions/0028)", () => {
  it("signed out: the old cookie is refused at once", async () => {
    const customer = await signUpCustomer("Signed Out Once");
    expect(await getSessionUser(page(customer))).toMatchObject({ id: customer.id });
    const out = await getAuth().api.signOut({ headers: page(customer).headers, asResponse: true });
    expect(out.status).toBe(200);
    expect(await getSessionUser(page(customer))).toBeNull();
  });

  it("a password reset ends the account's other sessions at once", async () => {
    const customer = await signUpCustomer("Reset Elsewhere");
    const other = await secondSession(customer);
    expect(await getSessionUser(page(other))).toMatchObject({ id: customer.id });
    await getAuth().api.requestPasswordReset({
      body: { email: customer.email, redirectTo: "/auth/reset-password" },
    });
    const [link] = await getDb()
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(
        and(eq(verification.value, customer.id), like(verification.identifier, "reset-password:%")),
      );
    const token = link!.identifier.slice("reset-password:".length);
    await getAuth().api.resetPassword({ body: { token, newPassword: "a-brand-new-secret-42" } });
    expect(await getSessionUser(page(other))).toBeNull();
    expect(await getSessionUser(page(customer))).toBeNull();
  });

  it("an erased account is refused at once", async () => {
    const customer = await signUpCustomer("Erased At Once");
    expect(await getSessionUser(page(customer))).toMatchObject({ id: customer.id });
    await deleteAccount(customer.id);
    expect(await getSessionUser(page(customer))).toBeNull();
  });

  it("a revoked driver is refused at once", async () => {
    const driver = await signUpCustomer("Revoked Driver");
    await changeStaffRole(getDb(), operator, { id: driver.id }, "driver", true);
    expect(await guardStatus(() => requireStaff(page(driver, "/staff"), "driver"))).toBe(200);
    await changeStaffRole(getDb(), operator, { id: driver.id }, "driver", false);
    expect(await guardStatus(() => requireStaff(page(driver, "/staff"), "driver"))).toBe(403);
  });

  it("a revoked admin is refused at once, and the header stops offering the back office", async () => {
    const keeper = await signUpCustomer("Keeps Admin");
    const admin = await signUpCustomer("Revoked Admin");
    await changeAdminRole(getDb(), operator, { id: keeper.id }, true);
    await changeAdminRole(getDb(), operator, { id: admin.id }, true);
    expect(await guardStatus(() => requireAdmin(page(admin, "/admin")))).toBe(200);
    expect(await sessionIsAdmin(page(admin))).toBe(true);
    await changeAdminRole(getDb(), operator, { id: admin.id }, false);
    expect(await guardStatus(() => requireAdmin(page(admin, "/admin")))).toBe(403);
    expect(await sessionIsAdmin(page(admin))).toBe(false);
  });
});

describe("the one-statement read agrees with the auth library (docs/decisions/0028)", () => {
  /** The cookie header with the session token's signature replaced. */
  const forged = (customer: TestCustomer, secret: string) => {
    const [name, value] = customer.cookie.split(";")[0]!.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0]!;
    const signature = createHmac("sha256", secret).update(token).digest("base64");
    return { ...customer, cookie: `${name}=${encodeURIComponent(`${token}.${signature}`)}` };
  };

  it("refuses a real token signed with another secret, and takes one signed with the secret", async () => {
    const customer = await signUpCustomer("Forged Cookie");
    expect(
      await getSessionUser(page(forged(customer, "not-the-secret-0123456789abcdef"))),
    ).toBeNull();
    const { secret } = await getAuth().$context;
    expect(await getSessionUser(page(forged(customer, secret)))).toMatchObject({
      id: customer.id,
    });
  });

  it("refuses an expired session and lets the library delete it", async () => {
    const customer = await signUpCustomer("Expired Session");
    await getDb()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, customer.id));
    expect(await getSessionUser(page(customer))).toBeNull();
    expect(await getDb().select().from(session).where(eq(session.userId, customer.id))).toEqual([]);
  });

  it("a session a day old is still the user's, and the library extends it", async () => {
    const customer = await signUpCustomer("Ageing Session");
    const sixDays = new Date(Date.now() + 6 * 24 * 3600 * 1000);
    await getDb()
      .update(session)
      .set({ expiresAt: sixDays })
      .where(eq(session.userId, customer.id));
    expect(await getSessionUser(page(customer))).toMatchObject({ id: customer.id });
    const [row] = await getDb()
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, customer.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(sixDays.getTime());
  });
});
