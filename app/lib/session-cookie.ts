/**
 * The session cookie's name, in one place: the auth library is configured with this
 * prefix (`app/lib/auth.server.ts`), the server skips prerendered pages for a request that
 * carries the cookie (`server/app.ts`), and deleting an account expires it
 * (`docs/product.md#route-auth`: sessions in httpOnly cookies).
 */

/** The prefix of every cookie the auth library sets (its `advanced.cookiePrefix`). */
export const AUTH_COOKIE_PREFIX = "better-auth";

/** The session token cookie's name over HTTP; over HTTPS it carries the `__Secure-` prefix. */
const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}.session_token`;

/** The cached session data cookie's name (same `__Secure-` rule). */
const SESSION_DATA_COOKIE = `${AUTH_COOKIE_PREFIX}.session_data`;

/** The name prefix the auth library adds over HTTPS (browsers then require `Secure`). */
const SECURE_PREFIX = "__Secure-";

const SESSION_COOKIE_PATTERN = new RegExp(
  `(?:^|;\\s*)(?:${SECURE_PREFIX})?${SESSION_COOKIE.replace(".", "\\.")}=`,
);

/**
 * Whether a Cookie header carries a session token cookie (plain or `__Secure-` form).
 * @param cookieHeader the request's `Cookie` header, if any
 * @returns true when the header names the session cookie (its value is not checked)
 */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE_PATTERN.test(cookieHeader ?? "");
}

/**
 * Set-Cookie headers that expire every session cookie, plain and `__Secure-`, for a
 * response after the session rows are gone (an account deleted).
 * @returns headers holding four expired cookies
 */
export function expiredSessionCookies(): Headers {
  const plain = [SESSION_COOKIE, SESSION_DATA_COOKIE];
  const headers = new Headers();
  for (const name of [...plain, ...plain.map((n) => SECURE_PREFIX + n)]) {
    const secure = name.startsWith(SECURE_PREFIX) ? "; Secure" : "";
    headers.append("set-cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}
