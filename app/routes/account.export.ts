import type { Route } from "./+types/account.export";
import { exportAccountData } from "~/features/account/account.server";
import { requireUser } from "~/lib/auth.server";

/**
 * GET /account/export: the signed-in customer's data as a JSON download (docs/product.md#privacy:
 * DPDP Act 2023 right of access). Signed out: redirect to /auth.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const held = await exportAccountData(user.id, now);
  if (!held) throw new Response("Not Found", { status: 404 });
  return new Response(JSON.stringify(held, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
