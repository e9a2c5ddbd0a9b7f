/** POST /auth/sign-out: ends the session on the server and goes to /auth. */
import { redirect } from "react-router";
import { callAuthEndpoint, sessionCookieHeaders } from "~/lib/auth.server";
import type { Route } from "./+types/auth.sign-out";

/** Signs out: deletes the session row and clears the cookie; then redirects to /auth. */
export async function action({ request }: Route.ActionArgs) {
  const response = await callAuthEndpoint(request, "/sign-out", {});
  return redirect("/auth?signedOut=1", { headers: sessionCookieHeaders(response) });
}

/** GET /auth/sign-out has nothing to show: back to /auth. */
export function loader() {
  return redirect("/auth");
}
