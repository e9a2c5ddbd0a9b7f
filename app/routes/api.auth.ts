/** better-auth's HTTP endpoints at /api/auth/* (DESIGN.md "Stack": auth). */
import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/api.auth";

/** GET /api/auth/* (session reads). */
export async function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

/** POST /api/auth/* (sign-in, sign-up, sign-out from scripts or the auth client). */
export async function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
