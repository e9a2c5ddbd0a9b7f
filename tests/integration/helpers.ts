/**
 * Helpers for integration tests: real accounts and sessions through better-auth, and
 * requests carrying their cookies.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { timeSlots } from "~/catalog/booking-options";
import { outbox } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { COMMON_PASSWORD_MESSAGE } from "~/lib/password-policy.server";
import { handleBookingAction } from "~/features/booking/booking-page.server";
import { resetEnvCache } from "~/lib/env.server";
import { resetRateLimiters } from "~/lib/rate-limit.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { sessionCookie } from "../../scripts/lib/app-server";
import type { TestSlot } from "../support/booking-form";
import { startMailSink, type MailSink } from "../support/mail-sink";

export { bookingForm, type TestSlot } from "../support/booking-form";

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
 * @param options.verified true to verify the email too, as the customer would (see
 *   {@link verifyEmail}): booking emails go to a verified address only
 *   (docs/product.md#lifecycle-messages)
 * @returns the user and the session cookie header value
 */
export async function signUpCustomer(
  name = "Test Customer",
  options: { verified?: boolean } = {},
): Promise<TestCustomer> {
  const email = `customer-${randomUUID()}@example.com`;
  const response = await getAuth().api.signUpEmail({
    body: { email, password: "correct-horse-battery", name },
    asResponse: true,
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const customer = { id: body.user.id, email, name, cookie: sessionCookie(response) };
  if (options.verified) await verifyEmail(customer);
  return customer;
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

/** What the /booking action answered a JSON booking, as tests read it. */
export interface BookingAnswer {
  status: number;
  headers: Headers;
  data: {
    ok: boolean;
    message?: string;
    booking?: { id: string };
    fieldErrors?: Record<string, string>;
  };
}

/**
 * Books as the customer: the booking form's JSON posted through the /booking action.
 * @param ip the client IP (a fresh one unless given)
 * @returns the status, headers (Retry-After) and answer
 */
export async function bookAs(
  customer: TestCustomer,
  payload: unknown,
  ip?: string,
): Promise<BookingAnswer> {
  const res = await handleBookingAction(jsonRequest("/booking", payload, customer, ip));
  return {
    status: res.init?.status ?? 200,
    headers: new Headers(res.init?.headers),
    data: res.data as BookingAnswer["data"],
  };
}

/** A GET request with the customer's cookie. */
export function getRequest(url: string, customer?: TestCustomer): Request {
  const headers = new Headers();
  if (customer) headers.set("cookie", customer.cookie);
  return new Request(`http://localhost:3000${url}`, { headers });
}

/**
 * A real SMTP server for a test file (tests/support/mail-sink.ts): started before its tests, the
 * app's SMTP_URL and STAFF_EMAIL pointed at it before each test, both cleared and the server
 * stopped after them. Call it at the top of the file, before hooks that send mail.
 * @param staffEmail where the workshop's alerts go (STAFF_EMAIL)
 * @returns `{ sink }`: the running sink, once the file's tests run
 */
export function usesMailSink(staffEmail: string): { readonly sink: MailSink } {
  let sink: MailSink | undefined;
  beforeAll(async () => {
    sink = await startMailSink();
  });
  beforeEach(() => {
    process.env.SMTP_URL = sink!.url;
    process.env.STAFF_EMAIL = staffEmail;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.STAFF_EMAIL;
    resetEnvCache();
    await sink?.close();
  });
  return {
    get sink() {
      if (!sink) throw new Error("the mail sink starts before the file's tests");
      return sink;
    },
  };
}

/**
 * Settings (README "Configuration") that a test file's tests change: each change starts the
 * settings and the rate limiters afresh, and after each test the named settings are cleared
 * again (their defaults back). Call it at the top of the file.
 * @param names the settings the file's tests may set
 * @returns `set(values)`: the settings for the rest of the current test
 */
export function usesSettings(...names: string[]): (values: Record<string, string>) => void {
  const fresh = () => {
    resetEnvCache();
    resetRateLimiters();
  };
  afterEach(() => {
    for (const name of names) delete process.env[name];
    fresh();
  });
  return (values) => {
    Object.assign(process.env, values);
    fresh();
  };
}

/**
 * Dates and slots of a test file's own, so that other files' bookings never fill them (slot
 * capacity, docs/product.md#slot-capacity): each call gives the next of `days` days from
 * `firstDay` days ahead (Asia/Kolkata), with the slot `slotStep` places on.
 * @returns the next date and slot, on each call
 */
export function slotSource(firstDay: number, days: number, slotStep = 1): () => TestSlot {
  let n = 0;
  return () => {
    n += 1;
    return {
      preferredDate: addDaysYmd(todayInKolkata(), firstDay + (n % days)),
      preferredTime: timeSlots[(n * slotStep) % timeSlots.length]!,
    };
  };
}

/**
 * The kinds of the messages queued about a booking, sorted (docs/product.md#lifecycle-messages).
 * @returns e.g. `["booking_cancelled", "staff_booking_cancelled"]`
 */
export async function queuedKindsOf(bookingId: string): Promise<string[]> {
  const rows = await getDb()
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId));
  return rows.map((r) => r.kind).sort();
}
