/**
 * Authentication (docs/decisions/0001): the better-auth instance, created lazily on first use so
 * that importing this module opens nothing (configured in `auth-instance.server.ts`), the session
 * on the server, and the guards every loader and action starts with. Roles stay in the spec's
 * `user_roles` table (docs/product.md#roles).
 */
import { and, eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import * as schema from "~/db/schema";
import { getDb, type Database, type DbOrTx } from "~/lib/db.server";
import { oncePer } from "~/lib/once-per";
import { getEnv } from "~/lib/env.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { carriesSessionCookie } from "~/lib/session-cookie";
import {
  PAGE_LANGUAGE_HEADER,
  authSessionSettings,
  createAuth,
  type Auth,
} from "./auth-instance.server";
import { localeOfPath } from "~/catalog/languages";
import { prepareSessionUser, readSession, type SessionRead } from "./session-read.server";
import type { AppRole, StaffRole } from "~/catalog/staff-roles";

/** The better-auth endpoints the site's own forms post to. */
export type AuthFormEndpoint =
  | "/sign-in/email"
  | "/sign-up/email"
  | "/sign-out"
  | "/request-password-reset"
  | "/reset-password"
  | "/send-verification-email";

/**
 * Calls a better-auth endpoint through its HTTP router, as `/api/auth/*` would, so a form
 * action passes the same rate limits, origin check and hooks as any other way in
 * (docs/decisions/0007): the client IP, cookies and browser are the request's own.
 * @param request the form's request (its client IP header, cookie and user agent are kept)
 * @param path the endpoint
 * @param body the JSON body
 * @returns better-auth's response (200 with Set-Cookie; 4xx `{ message }`; 429 when limited)
 */
export async function callAuthEndpoint(
  request: Request,
  path: AuthFormEndpoint,
  body: Record<string, unknown>,
): Promise<Response> {
  const site = getEnv().SITE_URL;
  const headers = new Headers({ "content-type": "application/json", origin: new URL(site).origin });
  for (const name of ["cookie", "user-agent", CLIENT_IP_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A form on a Telugu or Hindi page: the email it asks for is in that language.
  const language = localeOfPath(new URL(request.url).pathname);
  if (language !== "en") headers.set(PAGE_LANGUAGE_HEADER, language);
  return getAuth().handler(
    new Request(new URL(`/api/auth${path}`, site), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

/**
 * The Set-Cookie headers of a better-auth response, for a redirect to carry.
 * @param response better-auth's response
 * @returns headers holding each of its cookies
 */
export function sessionCookieHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}
let auth: Auth | undefined;

/** The better-auth instance, created on first call. */
export function getAuth(): Auth {
  auth ??= createAuth();
  return auth;
}

/** The signed-in user as the pages see it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/**
 * Whether the request carries a better-auth session cookie (plain or `__Secure-` form).
 * Without one there is no session to look up, and no database call is made.
 */
export function hasSessionCookie(request: Request): boolean {
  return carriesSessionCookie(request.headers.get("cookie"));
}

// The library's cookie names, secret and session ages, read once per instance; the session's
// statement, built once per database.
const sessionSettings = oncePer(authSessionSettings);
const sessionUserQuery = oncePer(prepareSessionUser);

/**
 * The request's session and whether its user is an admin, read afresh (docs/decisions/0028): one
 * statement in the common case; the auth library's own lookup when it would write (an expired
 * session, one due for its refresh, a "don't remember me" session).
 */
async function lookUpSession(request: Request): Promise<SessionRead | null> {
  const instance = getAuth();
  const found = await readSession(
    request.headers.get("cookie") ?? "",
    await sessionSettings(instance),
    sessionUserQuery(getDb()),
    Date.now(),
  );
  if (found.kind === "session") return found.session;
  if (found.kind === "none") return null;
  const result = await instance.api.getSession({ headers: request.headers });
  if (!result) return null;
  const { id, email, name } = result.user;
  return { user: { id, email, name }, admin: await isAdmin(id) };
}

// One session lookup per page request: the root loader and the page's loader receive the
// same Request and both ask who is signed in. Reads only (GET, HEAD): an action may sign
// in or out, so it always reads the session afresh. Nothing is kept between requests.
const sessionOfPageRequest = oncePer(lookUpSession);

/** The request's session (see {@link getSessionUser}), with the admin role. */
function sessionOf(request: Request): Promise<SessionRead | null> {
  if (!hasSessionCookie(request)) return Promise.resolve(null);
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpSession(request);
  return sessionOfPageRequest(request);
}

/**
 * Reads the session from the request's cookie, looked up once per GET or HEAD request
 * (the loaders of one page share the answer; the next request looks it up again:
 * docs/decisions/0028).
 * @returns the user, or null when signed out or the session expired
 * @throws what the session lookup throws (e.g. the database does not answer)
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await sessionOf(request))?.user ?? null;
}

/**
 * Whether the request's signed-in user holds the admin role (docs/product.md#roles: read from
 * `user_roles` with the session, on every request; docs/decisions/0028).
 * @returns false when signed out or not an admin
 * @throws what the session lookup throws
 */
export async function sessionIsAdmin(request: Request): Promise<boolean> {
  return (await sessionOf(request))?.admin ?? false;
}

/**
 * Guard for loaders and actions that need a signed-in user.
 * @param signedOut the answer thrown when signed out (an API's 401); default the sign-in redirect
 * @returns the user
 * @throws a redirect to /auth when signed out, or `signedOut()` when given
 */
export async function requireUser(
  request: Request,
  signedOut: () => Response = () => redirect("/auth"),
): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw signedOut();
  return user;
}

/**
 * Guard for pages only a signed-out visitor needs (the sign-in card,
 * `docs/product.md#route-auth`: a signed-in visitor is sent to /booking).
 * @param bookingPath where a signed-in visitor goes: /booking, or the booking page in the sign-in
 *   page's language ("/te/booking", docs/decisions/0026)
 * @returns nothing when the request carries no live session
 * @throws a redirect to `bookingPath` when signed in
 */
export async function requireAnonymous(
  request: Request,
  bookingPath: string = "/booking",
): Promise<void> {
  if (await getSessionUser(request)) throw redirect(bookingPath);
}

/** Whether a `user_roles` row (user_id, 'admin') exists, as a prepared statement. */
function prepareAdminRole(db: Database) {
  return db
    .select({ role: schema.userRoles.role })
    .from(schema.userRoles)
    .where(
      and(
        eq(schema.userRoles.userId, sql.placeholder("userId")),
        eq(schema.userRoles.role, "admin"),
      ),
    )
    .limit(1)
    .prepare("admin_role");
}

// Built once per database: every signed-in page asks it (the header's admin link), and
// building its SQL on each request was a share of every signed-in page's work.
const adminRoleQuery = oncePer(prepareAdminRole);

/**
 * Whether a user holds the admin role (docs/product.md#roles: read from `user_roles`, every
 * time; no record means role user).
 * @returns true when a `user_roles` row (user_id, 'admin') exists
 * @throws when the database fails
 */
export async function isAdmin(userId: string): Promise<boolean> {
  const rows = await adminRoleQuery(getDb()).execute({ userId });
  return rows.length > 0;
}

/**
 * Guard for every admin loader, action and resource route (docs/product.md#roles and
 * #messages-admin): the role is read from `user_roles` on every request, whatever the browser says.
 * @returns the signed-in admin
 * @throws signed out: a redirect to /auth for GET and HEAD (pages, downloads), else a 401
 *   JSON response `{ error: "Authentication Required" }` (actions); signed in without the
 *   admin role: a 403 JSON response `{ error: "Access Denied", email }` carrying nothing
 *   but the user's own email, which the /admin page shows as 'Access Denied'
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const session = await sessionOf(request);
  if (!session) {
    if (request.method === "GET" || request.method === "HEAD") throw redirect("/auth");
    throw Response.json(
      { error: "Authentication Required" },
      { status: 401, headers: { "Cache-Control": "no-store" } },
    );
  }
  const { user, admin } = session;
  if (!admin) {
    throw Response.json(
      { error: "Access Denied", email: user.email },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  return user;
}

/**
 * Serialises every change to admin roles (setup grants, panel grants and revokes, operator
 * commands, account deletion) for the rest of the transaction, so "is there an admin yet?" and "is this the
 * last admin?" cannot race.
 * @param db an open transaction
 */
export async function lockAdminRoles(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7305412001)`);
}

/**
 * The roles a user holds (docs/product.md#roles): read from `user_roles` on every call, never
 * remembered, so a revoked role counts at once. Every account is also a `user` (no row needed).
 * @returns the roles of the account's `user_roles` rows (e.g. ["driver"]), empty for a customer
 * @throws when the database fails
 */
export async function rolesOf(userId: string): Promise<AppRole[]> {
  const rows = await getDb()
    .select({ role: schema.userRoles.role })
    .from(schema.userRoles)
    .where(eq(schema.userRoles.userId, userId));
  return rows.map((r) => r.role);
}

/** A signed-in member of staff as the staff screens see them. */
export interface StaffUser extends SessionUser {
  /** Whether they are an admin (who may do everything staff do, for every leg and job card). */
  isAdmin: boolean;
}

/**
 * Guard for every staff loader and action (docs/product.md#roles, docs/decisions/0016): the
 * role is read from `user_roles` on every request, so a role revoked a moment ago is refused at
 * once. Admins pass for every staff role.
 * @param role the staff role the screen is for ("driver" or "technician")
 * @returns the signed-in user, with whether they are an admin
 * @throws signed out: a redirect to /auth; signed in without the role (nor admin): a 403
 *   response `{ error: "Access Denied" }`, which the staff screens show as 'Access Denied'
 */
export async function requireStaff(request: Request, role: StaffRole): Promise<StaffUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect("/auth");
  const roles = await rolesOf(user.id);
  const admin = roles.includes("admin");
  if (!admin && !roles.includes(role)) {
    throw Response.json(
      { error: "Access Denied" },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  return { ...user, isAdmin: admin };
}
