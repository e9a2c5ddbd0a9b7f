/**
 * A request's session read in one statement (docs/decisions/0028): the session cookie's signature
 * checked in this process (HMAC-SHA256, as the auth library signs it), then the session, its user
 * and whether the user is an admin in one prepared statement by the session's token. Nothing is
 * remembered between requests: a session signed out, ended by a password reset, an account
 * erased or a role revoked on any instance is seen by the very next request. The auth library
 * stays the answer whenever it would write (a session expired or due for its daily refresh, a
 * "don't remember me" session): the caller asks it then (`auth.server.ts`).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import * as schema from "~/db/schema";
import type { Database } from "~/lib/db.server";
import type { AuthSessionSettings } from "./auth-instance.server";

/** The signed-in user and whether they hold the admin role (docs/product.md#roles). */
export interface SessionRead {
  user: { id: string; email: string; name: string };
  admin: boolean;
}

/**
 * What reading a session found: a live session, none (no cookie, a forged or unknown one), or
 * one only the auth library may answer (expired, due for its refresh, "don't remember me").
 */
export type SessionReadResult =
  { kind: "session"; session: SessionRead } | { kind: "none" } | { kind: "ask-auth-library" };

/**
 * The first value of a cookie in a `Cookie` header, percent-decoded (a value that does not decode
 * is kept as it is), as the auth library's cookie parser reads it.
 * @param header the request's `Cookie` header
 * @param name the cookie's name
 * @returns the value, or undefined when the header has no such cookie
 */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The token of a signed session cookie value (`token.base64(HMAC-SHA256(secret, token))`), when
 * its signature is the secret's: the same check as the auth library's signed cookies, done
 * synchronously.
 * @param signed the cookie's decoded value
 * @param secret the auth secret
 * @returns the token, or null when the value is malformed or its signature is not the secret's
 */
function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The session by its token, with its user and the admin role, as one prepared statement. */
export function prepareSessionUser(db: Database) {
  return db
    .select({
      expiresAt: schema.session.expiresAt,
      id: schema.user.id,
      email: schema.user.email,
      name: schema.user.name,
      admin: sql<boolean>`exists (select 1 from ${schema.userRoles} where ${and(
        eq(schema.userRoles.userId, schema.user.id),
        eq(schema.userRoles.role, "admin"),
      )})`,
    })
    .from(schema.session)
    .innerJoin(schema.user, eq(schema.user.id, schema.session.userId))
    .where(eq(schema.session.token, sql.placeholder("token")))
    .prepare("session_user");
}

/**
 * Reads a request's session (docs/decisions/0028).
 * @param cookieHeader the request's `Cookie` header
 * @param settings the auth library's cookie names, secret and session ages
 * @param query the statement of {@link prepareSessionUser}
 * @param now the time, in ms since the epoch
 * @returns the session; none; or "ask-auth-library" when the library would write (an expired
 *   session deleted, a session due for its refresh extended, a "don't remember me" session)
 * @throws what the database throws
 */
export async function readSession(
  cookieHeader: string,
  settings: AuthSessionSettings,
  query: ReturnType<typeof prepareSessionUser>,
  now: number,
): Promise<SessionReadResult> {
  const signed = cookieValue(cookieHeader, settings.sessionCookie);
  if (!signed) return { kind: "none" };
  const token = verifiedToken(signed, settings.secret);
  if (!token) return { kind: "none" };
  if (cookieValue(cookieHeader, settings.dontRememberCookie) !== undefined)
    return { kind: "ask-auth-library" };
  const [row] = await query.execute({ token });
  if (!row) return { kind: "none" };
  const expires = row.expiresAt.getTime();
  // The library extends a session once `updateAge` has passed since it was last extended.
  const dueForRefresh =
    expires - settings.expiresInSeconds * 1000 + settings.updateAgeSeconds * 1000 <= now;
  if (expires < now || dueForRefresh) return { kind: "ask-auth-library" };
  return {
    kind: "session",
    session: { user: { id: row.id, email: row.email, name: row.name }, admin: row.admin },
  };
}
