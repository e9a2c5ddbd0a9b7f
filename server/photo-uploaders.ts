/**
 * Who may send a photo's body to a photo route (README.md "Deploying on a VPS",
 * `app/lib/photo-routes.ts`): a valid better-auth session (docs/decisions/0001) whose account
 * holds one of the route's roles in `user_roles`, read on every request (docs/product.md#roles).
 * The server asks before a byte of a body above the 64 KB limit is read (`photoUploadersOnly`,
 * server/security.ts); the route's own guard still decides what the upload may do.
 */
import type express from "express";
import { getSessionUser, rolesOf } from "../app/lib/auth.server.ts";
import type { PhotoRoute } from "../app/lib/photo-routes.ts";
import { carriesSessionCookie } from "../app/lib/session-cookie.ts";

/**
 * Whether a request's session may send a photo to `route`.
 * @param req the request (only its Cookie header is read; no cookie, no database call)
 * @param route the photo route its path matched
 * @returns true for a live session whose account holds one of `route.roles`; false when signed
 *   out, the session expired or was forged, or the account lacks the roles
 * @throws what the session or role lookup throws (the database does not answer)
 */
export async function mayUploadPhoto(req: express.Request, route: PhotoRoute): Promise<boolean> {
  const cookie = req.headers.cookie;
  if (!cookie || !carriesSessionCookie(cookie)) return false;
  // Only the cookie matters to the lookup; a POST is looked up afresh, never from a page's cache.
  const user = await getSessionUser(
    new Request("http://localhost/", { method: "POST", headers: { cookie } }),
  );
  if (!user) return false;
  const roles = await rolesOf(user.id);
  return route.roles.some((role) => roles.includes(role));
}
