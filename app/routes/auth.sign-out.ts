/**
 * POST /auth/sign-out: ends the session on the server and goes to /auth; from /te/auth/sign-out
 * and /hi/auth/sign-out, to the sign-in page in that language (docs/decisions/0026).
 */
import { redirect } from "react-router";
import { localeOfPath, localizedPath } from "~/catalog/languages";
import { callAuthEndpoint, sessionCookieHeaders } from "~/lib/auth.server";
import type { Route } from "./+types/auth.sign-out";

/** The sign-in page in the request's language: /auth, /te/auth or /hi/auth. */
function authPathOf(request: Request): string {
  return localizedPath("/auth", localeOfPath(new URL(request.url).pathname));
}

/** Signs out: deletes the session row and clears the cookie; then redirects to /auth. */
export async function action({ request }: Route.ActionArgs) {
  const response = await callAuthEndpoint(request, "/sign-out", {});
  return redirect(`${authPathOf(request)}?signedOut=1`, {
    headers: sessionCookieHeaders(response),
  });
}

/** GET /auth/sign-out has nothing to show: back to /auth. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(authPathOf(request));
}
