/** POST /auth/sign-out: ends the session on the server and goes to /auth. */
import { redirect } from "react-router";
import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/auth.sign-out";

/** Signs out: deletes the session row and clears the cookie; then redirects to /auth. */
export async function action({ request }: Route.ActionArgs) {
  const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect("/auth?signedOut=1", { headers });
}

/** GET /auth/sign-out has nothing to show: back to /auth. */
export function loader() {
  return redirect("/auth");
}
