/** better-auth's HTTP endpoints at /api/auth/* (docs/architecture.md#stack). */
import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/api.auth";

/**
 * Answers with better-auth's response, never cached: its answers carry sessions, tokens
 * and account data (docs/decisions/0007).
 */
async function handle(request: Request): Promise<Response> {
  const response = await getAuth().handler(request);
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** GET /api/auth/* (session reads). */
export async function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

/** POST /api/auth/* (sign-in, sign-up, sign-out from scripts or the auth client). */
export async function action({ request }: Route.ActionArgs) {
  return handle(request);
}
