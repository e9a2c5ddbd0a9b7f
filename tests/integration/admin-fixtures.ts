/**
 * Fixtures for the back office's integration tests: admins, bookings and leads written
 * straight to the database, requests as the /admin page sends them, and a way to read any
 * loader's or action's answer (returned, thrown, redirect or data()) the same way.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { and, asc, eq, sql } from "drizzle-orm";
import { TransactionRollbackError } from "drizzle-orm/errors";
import { adminAudit, bookings, leads, userRoles, vehicles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import * as adminRoute from "~/routes/admin";
import { signUpCustomer, type TestCustomer } from "./helpers";

/**
 * Runs the operator command `npm run admin -- ARGV…` (scripts/admin.ts, README "The first admin")
 * against the test database, with at most 60 s to finish.
 * @returns its stdout and stderr; rejects when it exits with an error (its usage text included)
 */
export function runAdminCommand(...argv: string[]): Promise<{ stdout: string; stderr: string }> {
  const root = path.resolve(import.meta.dirname, "../..");
  return promisify(execFile)(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/admin.ts", ...argv],
    { cwd: root, env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL }, timeout: 60_000 },
  );
}

/** Signs up an account and gives it the admin role. */
export async function signUpAdmin(name = "Test Admin"): Promise<TestCustomer> {
  const admin = await signUpCustomer(name);
  await getDb().insert(userRoles).values({ userId: admin.id, role: "admin" }).onConflictDoNothing();
  return admin;
}

/**
 * Takes every admin role away, for tests that need to know who the admins are (the shared
 * test database may hold admins from other tests).
 * @returns a function that removes the admins made meanwhile and gives the old ones back
 */
export async function setAsideAdmins(): Promise<() => Promise<void>> {
  const saved = await getDb()
    .delete(userRoles)
    .where(eq(userRoles.role, "admin"))
    .returning({ userId: userRoles.userId });
  return async () => {
    await getDb().delete(userRoles).where(eq(userRoles.role, "admin"));
    if (saved.length)
      await getDb()
        .insert(userRoles)
        .values(saved.map((a) => ({ userId: a.userId, role: "admin" as const })))
        .onConflictDoNothing();
  };
}

/**
 * The audit entries about one booking, lead or user, each as
 * [action, source, actor's id, from, to], oldest first.
 */
export async function auditTrailOf(target: string) {
  const rows = await getDb()
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.target, target))
    .orderBy(asc(adminAudit.createdAt), asc(adminAudit.id));
  return rows.map((a) => [a.action, a.source, a.actorUserId, a.fromValue, a.toValue]);
}

/** Whether an account holds the admin role, read from `user_roles`. */
export async function hasAdminRole(userId: string): Promise<boolean> {
  const rows = await getDb()
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  return rows.length > 0;
}

/** Writes a booking for a user; every field can be set, created_at included. */
export async function insertBooking(
  userId: string,
  patch: Partial<typeof bookings.$inferInsert> = {},
) {
  const [row] = await getDb()
    .insert(bookings)
    .values({
      userId,
      serviceType: "Engine Oil Change",
      customerName: `Priya Sharma ${randomUUID().slice(0, 6)}`,
      customerEmail: "priya@example.com",
      // As the booking form stores it: E.164 (docs/decisions/0013).
      customerPhone: "+919876543210",
      carModel: "Hyundai Creta (2021)",
      preferredDate: "2026-12-01",
      preferredTime: "02:00 PM",
      address: "Flat 12, Sri Sai Residency, Madhapur, Hyderabad",
      ...patch,
    })
    .returning();
  return row!;
}

/**
 * An admin and a customer, signed up side by side, as the back office's tests begin.
 * @param customerName the customer's name (a default one when not given)
 * @param adminName the admin's name (see {@link signUpAdmin})
 * @returns both signed in, each with a session cookie
 */
export async function signUpAdminAndCustomer(
  customerName?: string,
  adminName?: string,
): Promise<{ admin: TestCustomer; customer: TestCustomer }> {
  const [admin, customer] = await Promise.all([
    signUpAdmin(adminName),
    signUpCustomer(customerName),
  ]);
  return { admin, customer };
}

/**
 * An admin, a customer and a booking of the customer's, as most job card tests begin.
 * @param patch the booking's fields (see {@link insertBooking})
 */
export async function bookingWithAdmin(patch: Partial<typeof bookings.$inferInsert> = {}) {
  const { admin, customer } = await signUpAdminAndCustomer();
  const booking = await insertBooking(customer.id, patch);
  return { admin, customer, booking };
}

/** Writes a car in a user's garage: a 2021 Hyundai Creta, petrol, unless `patch` says otherwise. */
export async function insertVehicle(
  userId: string,
  patch: Partial<typeof vehicles.$inferInsert> = {},
) {
  const [row] = await getDb()
    .insert(vehicles)
    .values({ userId, make: "Hyundai", model: "Creta", year: 2021, fuel: "petrol", ...patch })
    .returning();
  return row!;
}

/** Writes a lead. */
export async function insertLead(patch: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(leads)
    .values({
      name: `Anil Varma ${randomUUID().slice(0, 6)}`,
      phone: "98765 01234",
      carBrand: "BMW",
      serviceType: "Brake Service",
      ...patch,
    })
    .returning();
  return row!;
}

/** A GET to the app as the browser sends it, with the person's cookie when given. */
export function adminGet(path: string, who?: TestCustomer): Request {
  const headers = new Headers();
  if (who) headers.set("cookie", who.cookie);
  return new Request(`http://localhost:3000${path}`, { headers });
}

/** A form POST to the app as a fetcher sends it, with the person's cookie when given. */
export function adminPost(
  path: string,
  fields: Record<string, string>,
  who?: TestCustomer,
): Request {
  const headers = new Headers({
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost:3000",
  });
  if (who) headers.set("cookie", who.cookie);
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

/** A loader's or action's answer, however it was given. */
export interface Outcome {
  status: number;
  /** The redirect target, for 3xx answers. */
  location: string | null;
  headers: Headers;
  body: unknown;
}

async function toOutcome(value: unknown): Promise<Outcome> {
  if (value instanceof Response) {
    const type = value.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await value.json() : await value.text();
    return {
      status: value.status,
      location: value.headers.get("location"),
      headers: value.headers,
      body,
    };
  }
  if (
    value &&
    typeof value === "object" &&
    "type" in value &&
    (value as { type: unknown }).type === "DataWithResponseInit"
  ) {
    const d = value as unknown as { data: unknown; init: ResponseInit | null };
    return {
      status: d.init?.status ?? 200,
      location: null,
      headers: new Headers(d.init?.headers),
      body: d.data,
    };
  }
  return { status: 200, location: null, headers: new Headers(), body: value };
}

/**
 * Runs a loader or action and reads its answer, returned or thrown (redirects and
 * `requireAdmin`'s 401/403 are thrown). Anything else thrown is a real failure and rethrown.
 */
export async function outcomeOf(run: () => unknown): Promise<Outcome> {
  try {
    return await toOutcome(await run());
  } catch (error) {
    if (error instanceof Response) return toOutcome(error);
    throw error;
  }
}

/**
 * A route module's loader or action arguments for a request, as React Router passes them
 * (the route functions read only `request` and `params`).
 */
export function routeArgs(request: Request, params: Record<string, string> = {}): never {
  return { request, params, context: {} } as never;
}

/**
 * Runs a route module's loader or action for a request, as React Router would, and reads its
 * answer (see {@link outcomeOf}).
 * @param route the loader or action
 * @param request the request; `params` the path's parameters
 */
export function routeOutcome(
  route: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<Outcome> {
  return outcomeOf(() => route(routeArgs(request, params)));
}

/**
 * Runs a route module's loader that answers with a file (a download, a photo) and returns its
 * Response as sent, body unread.
 * @param route the loader
 * @param request the request; `params` the path's parameters
 */
export async function routeResponse(
  route: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  return (await route(routeArgs(request, params))) as Response;
}

/** Submits fields to the /admin action as `who` and returns its outcome. */
export function adminAct(fields: Record<string, string>, who: TestCustomer): Promise<Outcome> {
  return routeOutcome(adminRoute.action, adminPost("/admin", fields, who));
}

/** A transaction of the test database, as `getDb().transaction` hands it. */
export type Transaction = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/**
 * Runs `work` in a transaction that starts with no bookings and is rolled back, so it sees
 * exactly the bookings it writes and leaves the test database as it was.
 */
export async function withOnlyTheseBookings(
  work: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await getDb()
    .transaction(async (tx) => {
      // TRUNCATE … CASCADE also empties the job card's tables, whose invoices may not be
      // deleted row by row (their trigger refuses); rolled back like the rest.
      await tx.execute(sql`truncate bookings cascade`);
      await work(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
}
