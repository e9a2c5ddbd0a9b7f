/**
 * Helpers for integration tests: real accounts and sessions through better-auth, and
 * requests carrying their cookies.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { outbox } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { COMMON_PASSWORD_MESSAGE } from "~/lib/password-policy.server";
import { sessionCookie } from "../../scripts/lib/app-server";

/**
 * A client IP from the documentation range 198.18.0.0/15, different on every call, as
 * the server would set it: each request looks like a different visitor to the per-IP
 * rate limits unless a test passes one on purpose.
 */
export function randomClientIp(): string {
  const n = Math.floor(Math.random() * 131072);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * What the auth library logs through `console.error` when it refuses a common password
 * (for `expectConsoleError`): the refusal's message after its "[Better Auth]:" tag.
 */
export const COMMON_PASSWORD_LOGGED = new RegExp(
  `\\[Better Auth\\]: ${COMMON_PASSWORD_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
);

/** A signed-up customer with a live session cookie. */
export interface TestCustomer {
  id: string;
  email: string;
  name: string;
  cookie: string;
}

/**
 * Creates an account through better-auth's sign-up (as the /auth page does).
 * @returns the user and the session cookie header value
 */
export async function signUpCustomer(name = "Test Customer"): Promise<TestCustomer> {
  const email = `customer-${randomUUID()}@example.com`;
  const response = await getAuth().api.signUpEmail({
    body: { email, password: "correct-horse-battery", name },
    asResponse: true,
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email, name, cookie: sessionCookie(response) };
}

/**
 * Verifies a customer's email as they would: opens the link of the verification email their
 * sign-up wrote to the outbox, through better-auth.
 * @throws when there is no verification email or its link is refused
 */
export async function verifyEmail(customer: TestCustomer): Promise<void> {
  const [message] = await getDb()
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.userId, customer.id), eq(outbox.kind, "email_verification")))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = message && /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no verification email for ${customer.email}`);
  const res = await getAuth().handler(new Request(link, { redirect: "manual" }));
  const landing = new URL(res.headers.get("location") ?? "", "http://localhost:3000");
  if (res.status !== 302 || landing.searchParams.get("error"))
    throw new Error(`verification refused: ${res.status} ${landing.toString()}`);
}

/**
 * A POST request to the app with a JSON body, the customer's cookie when given, and a
 * client IP (a fresh one unless `ip` is given).
 */
export function jsonRequest(
  url: string,
  body: unknown,
  customer?: TestCustomer,
  ip: string = randomClientIp(),
): Request {
  const headers = new Headers({
    "content-type": "application/json",
    origin: "http://localhost:3000",
    [CLIENT_IP_HEADER]: ip,
  });
  if (customer) headers.set("cookie", customer.cookie);
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

/** A GET request with the customer's cookie. */
export function getRequest(url: string, customer?: TestCustomer): Request {
  const headers = new Headers();
  if (customer) headers.set("cookie", customer.cookie);
  return new Request(`http://localhost:3000${url}`, { headers });
}
