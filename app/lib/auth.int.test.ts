import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user, userRoles } from "~/db/schema";
import { getAuth, getSessionUser, isAdmin } from "~/lib/auth.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { getDb } from "~/lib/db.server";
import { COMMON_PASSWORD_MESSAGE } from "~/lib/password-policy.server";
import { action as authAction } from "~/routes/auth";
import { loader as apiAuthLoader } from "~/routes/api.auth";
import {
  COMMON_PASSWORD_LOGGED,
  getRequest,
  randomClientIp,
  signUpCustomer,
} from "../../tests/integration/helpers";
import { expectConsoleError } from "../../tests/support/console-error";

/** A request to the auth API as the server hands it on: JSON body, same-site, a client IP. */
function authRequest(path: string, body: unknown, ip = "203.0.113.10", cookie?: string): Request {
  const headers = new Headers({
    "content-type": "application/json",
    origin: "http://localhost:3000",
    [CLIENT_IP_HEADER]: ip,
  });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`http://localhost:3000/api/auth${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

// A fresh client address per call: rate limits are per IP.
const uniqueIp = randomClientIp;

describe("sign-up and sign-in rules (docs/product.md#security)", () => {
  it("refuses common passwords and passwords outside 8-128 characters, creating no account", async () => {
    expectConsoleError(COMMON_PASSWORD_LOGGED);
    for (const password of ["password123", "qwertyuiop", "short1", "x".repeat(129)]) {
      const email = `weak-${randomUUID()}@example.com`;
      const res = await getAuth().handler(
        authRequest("/sign-up/email", { name: "Weak Password", email, password }, uniqueIp()),
      );
      expect(res.status, password).toBe(400);
      const body = (await res.json()) as { message: string };
      if (password.length >= 8 && password.length <= 128)
        expect(body.message).toBe(COMMON_PASSWORD_MESSAGE);
      expect(await getDb().select().from(user).where(eq(user.email, email))).toEqual([]);
    }
  });

  it("answers an unknown email and a wrong password with the same message", async () => {
    const customer = await signUpCustomer("Same Message");
    const unknown = await getAuth().handler(
      authRequest(
        "/sign-in/email",
        { email: `nobody-${randomUUID()}@example.com`, password: "correct-horse-battery" },
        uniqueIp(),
      ),
    );
    const wrong = await getAuth().handler(
      authRequest(
        "/sign-in/email",
        { email: customer.email, password: "wrong-horse-battery" },
        uniqueIp(),
      ),
    );
    expect(unknown.status).toBe(wrong.status);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      ((await wrong.json()) as { message: string }).message,
    );
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const res = await getAuth().handler(
      authRequest(
        "/sign-up/email",
        {
          name: "Cookie Check",
          email: `cookie-${randomUUID()}@example.com`,
          password: "correct-horse-battery",
        },
        uniqueIp(),
      ),
    );
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("limits sign-in attempts per client IP (database-backed), while another IP still gets through", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await getAuth().handler(
        authRequest(
          "/sign-in/email",
          { email: `flood-${i}@example.com`, password: "correct-horse-battery" },
          ip,
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const other = await getAuth().handler(
      authRequest(
        "/sign-in/email",
        { email: "flood-x@example.com", password: "correct-horse-battery" },
        uniqueIp(),
      ),
    );
    expect(other.status).toBe(401);
  });
});

describe("sessions (docs/product.md#security)", () => {
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

/** A post of the /auth page's form, from a client IP, as the server hands it on. */
function authFormPost(fields: Record<string, string>, ip: string): Request {
  const headers = new Headers({
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost:3000",
    [CLIENT_IP_HEADER]: ip,
  });
  return new Request("http://localhost:3000/auth", {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    return (result as { init?: { status?: number } | null }).init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("every way into sign-in counts against one limit (docs/decisions/0007)", () => {
  it("the /auth form: after AUTH_RATE_LIMIT wrong passwords from one IP, even the right one is refused with 429", async () => {
    const customer = await signUpCustomer("Form Guessing");
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        await statusOf(() =>
          authAction({
            request: authFormPost(
              { mode: "signin", email: customer.email, password: `guess-number-${i}` },
              ip,
            ),
            params: {},
            context: {},
          } as never),
        ),
      );
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const right = await authAction({
      request: authFormPost(
        { mode: "signin", email: customer.email, password: "correct-horse-battery" },
        ip,
      ),
      params: {},
      context: {},
    } as never);
    expect((right as { init?: { status?: number } }).init?.status).toBe(429);
    // The API path shares the same budget.
    const api = await getAuth().handler(
      authRequest(
        "/sign-in/email",
        { email: customer.email, password: "correct-horse-battery" },
        ip,
      ),
    );
    expect(api.status).toBe(429);
    // Another IP signs in as usual, and the form's success carries the session cookie.
    const other = await statusOf(() =>
      authAction({
        request: authFormPost(
          { mode: "signin", email: customer.email, password: "correct-horse-battery" },
          uniqueIp(),
        ),
        params: {},
        context: {},
      } as never),
    );
    expect(other).toBe(302);
  });

  it("the /auth form: sign-ups count too", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const fields = {
        mode: "signup",
        fullName: "Mass Signup",
        email: `mass-${randomUUID()}@example.com`,
        password: "correct-horse-battery",
      };
      statuses.push(
        await statusOf(() =>
          authAction({ request: authFormPost(fields, ip), params: {}, context: {} } as never),
        ),
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(302));
    expect(statuses[10]).toBe(429);
  });

  it("the /auth form refuses a JSON body, a file and unknown fields with 400, never 500", async () => {
    const json = new Request("http://localhost:3000/auth", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        [CLIENT_IP_HEADER]: uniqueIp(),
      },
      body: JSON.stringify({
        mode: "signin",
        email: "x@example.com",
        password: "whatever-it-is",
        role: "admin",
      }),
    });
    expect(
      await statusOf(() => authAction({ request: json, params: {}, context: {} } as never)),
    ).toBe(400);
    const multipart = new FormData();
    multipart.set("mode", "signin");
    multipart.set("email", "x@example.com");
    multipart.set("password", new Blob(["x".repeat(1000)]), "password.txt");
    const withFile = new Request("http://localhost:3000/auth", {
      method: "POST",
      headers: { origin: "http://localhost:3000", [CLIENT_IP_HEADER]: uniqueIp() },
      body: multipart,
    });
    expect(
      await statusOf(() => authAction({ request: withFile, params: {}, context: {} } as never)),
    ).toBe(400);
  });
});

describe("the auth API's other doors (docs/decisions/0007)", () => {
  it("refuses the account's own email as a new password, and a new password ends every other session", async () => {
    expectConsoleError(COMMON_PASSWORD_LOGGED);
    const customer = await signUpCustomer("Change Password");
    const second = await getAuth().handler(
      authRequest(
        "/sign-in/email",
        { email: customer.email, password: "correct-horse-battery" },
        uniqueIp(),
      ),
    );
    const secondCookie = second.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(
      await getSessionUser(getRequest("/booking", { ...customer, cookie: secondCookie })),
    ).not.toBeNull();

    const ownEmail = await getAuth().handler(
      authRequest(
        "/change-password",
        { currentPassword: "correct-horse-battery", newPassword: customer.email },
        uniqueIp(),
        customer.cookie,
      ),
    );
    expect(ownEmail.status).toBe(400);
    expect(((await ownEmail.json()) as { message: string }).message).toBe(COMMON_PASSWORD_MESSAGE);

    const changed = await getAuth().handler(
      authRequest(
        "/change-password",
        {
          currentPassword: "correct-horse-battery",
          newPassword: "a-quite-different-passphrase-7",
          revokeOtherSessions: false,
        },
        uniqueIp(),
        customer.cookie,
      ),
    );
    expect(changed.status).toBe(200);
    expect(
      await getSessionUser(getRequest("/booking", { ...customer, cookie: secondCookie })),
    ).toBeNull();
  });

  it("does not offer a password check over HTTP", async () => {
    const customer = await signUpCustomer("Oracle");
    const res = await getAuth().handler(
      authRequest(
        "/verify-password",
        { password: "correct-horse-battery" },
        uniqueIp(),
        customer.cookie,
      ),
    );
    expect(res.status).toBe(404);
  });

  it("answers the session list with no-store", async () => {
    const customer = await signUpCustomer("Sessions");
    const res = await apiAuthLoader({
      request: getRequest("/api/auth/list-sessions", customer),
      params: {},
      context: {},
    } as never);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    ["a NUL in the name", { name: "Venkat\u0000Rao" }],
    [
      "a 60 KB name with terminal escapes and a right-to-left override",
      { name: "\u001b[2J\u202E" + "x".repeat(60_000) },
    ],
    ["a right-to-left override in the name", { name: "\u202Enimda" }],
    ["a profile picture", { image: "https://evil.example/x.png" }],
  ])("refuses %s in a name change with 400, changing nothing", async (_what, body) => {
    const customer = await signUpCustomer("Unchanged Name");
    const res = await getAuth().handler(
      authRequest("/update-user", body, uniqueIp(), customer.cookie),
    );
    expect(res.status).toBe(400);
    const [row] = await getDb().select().from(user).where(eq(user.id, customer.id));
    expect(row!.name).toBe("Unchanged Name");
    expect(row!.image).toBeNull();
  });

  it("refuses a 60 KB name with terminal escapes at sign-up, creating no account", async () => {
    const email = `ansi-${randomUUID()}@example.com`;
    const res = await getAuth().handler(
      authRequest(
        "/sign-up/email",
        { name: "\u001b[31m\u202E" + "n".repeat(60_000), email, password: "correct-horse-battery" },
        uniqueIp(),
      ),
    );
    expect(res.status).toBe(400);
    expect(await getDb().select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});
