import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user, userRoles } from "~/db/schema";
import { getAuth, getSessionUser, isAdmin } from "~/lib/auth.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { getDb } from "~/lib/db.server";
import { COMMON_PASSWORD_MESSAGE } from "~/lib/password-policy.server";
import { getRequest, signUpCustomer } from "../../tests/integration/helpers";

/** A request to the auth API as the server hands it on: JSON body, same-site, a client IP. */
function authRequest(path: string, body: unknown, ip = "203.0.113.10", cookie?: string): Request {
  const headers = new Headers({ "content-type": "application/json", origin: "http://localhost:3000", [CLIENT_IP_HEADER]: ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`http://localhost:3000/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

const uniqueIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

describe("sign-up and sign-in rules (issue 5 'Sessions and sign-in')", () => {
  it("refuses common passwords and passwords outside 8-128 characters, creating no account", async () => {
    for (const password of ["password123", "qwertyuiop", "short1", "x".repeat(129)]) {
      const email = `weak-${randomUUID()}@example.com`;
      const res = await getAuth().handler(authRequest("/sign-up/email", { name: "Weak Password", email, password }, uniqueIp()));
      expect(res.status, password).toBe(400);
      const body = (await res.json()) as { message: string };
      if (password.length >= 8 && password.length <= 128) expect(body.message).toBe(COMMON_PASSWORD_MESSAGE);
      expect(await getDb().select().from(user).where(eq(user.email, email))).toEqual([]);
    }
  });

  it("answers an unknown email and a wrong password with the same message", async () => {
    const customer = await signUpCustomer("Same Message");
    const unknown = await getAuth().handler(authRequest("/sign-in/email", { email: `nobody-${randomUUID()}@example.com`, password: "correct-horse-battery" }, uniqueIp()));
    const wrong = await getAuth().handler(authRequest("/sign-in/email", { email: customer.email, password: "wrong-horse-battery" }, uniqueIp()));
    expect(unknown.status).toBe(wrong.status);
    expect(((await unknown.json()) as { message: string }).message).toBe(((await wrong.json()) as { message: string }).message);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const res = await getAuth().handler(
      authRequest("/sign-up/email", { name: "Cookie Check", email: `cookie-${randomUUID()}@example.com`, password: "correct-horse-battery" }, uniqueIp()),
    );
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("limits sign-in attempts per client IP (database-backed), while another IP still gets through", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await getAuth().handler(authRequest("/sign-in/email", { email: `flood-${i}@example.com`, password: "correct-horse-battery" }, ip));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const other = await getAuth().handler(authRequest("/sign-in/email", { email: "flood-x@example.com", password: "correct-horse-battery" }, uniqueIp()));
    expect(other.status).toBe(401);
  });
});

describe("sessions (issue 5 'Sessions and sign-in')", () => {
  it("sign-out ends the session on the server: the old cookie no longer works", async () => {
    const customer = await signUpCustomer("Sign Out");
    expect(await getSessionUser(getRequest("/booking", customer))).not.toBeNull();
    const res = await getAuth().handler(authRequest("/sign-out", {}, uniqueIp(), customer.cookie));
    expect(res.status).toBe(200);
    expect(await getSessionUser(getRequest("/booking", customer))).toBeNull();
    expect(await getDb().select().from(session).where(eq(session.userId, customer.id))).toEqual([]);
  });

  it("a role change takes effect on the next request", async () => {
    const customer = await signUpCustomer("Role Change");
    expect(await isAdmin(customer.id)).toBe(false);
    await getDb().insert(userRoles).values({ userId: customer.id, role: "admin" });
    expect(await isAdmin(customer.id)).toBe(true);
    await getDb().delete(userRoles).where(eq(userRoles.userId, customer.id));
    expect(await isAdmin(customer.id)).toBe(false);
  });
});
