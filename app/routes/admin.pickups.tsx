import type { Route } from "./+types/admin.pickups";
import { AdminRouteError } from "~/features/admin/admin-denied";
import { adminPageMeta } from "~/features/admin/admin-meta";
import { PickupsView } from "~/features/pickups/pickups-view";
import { handlePickupsAction, loadPickupsDay } from "~/features/pickups/pickups-page.server";
import { requireAdmin } from "~/lib/auth.server";
import { noStoreHeaders, privateData, staticPageHandle } from "~/lib/route-handle";

/** The back office's Pickups view; kept out of search results. */
export const meta = () => adminPageMeta("Pickups");

/** Plain forms and a printable list: no framework scripts (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * One day's pickup and drop legs (docs/product.md#pickups); see `loadPickupsDay`.
 * @throws see `requireAdmin`: a redirect to /auth when signed out, 403 without the admin role
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return privateData(await loadPickupsDay(request));
}

/** Assigns a leg's driver; see `handlePickupsAction`. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return handlePickupsAction(admin.id, request);
}

/** Admin pages are personal: never stored by browsers or proxies. */
export const headers = noStoreHeaders;

/** /admin/pickups: the day's legs by window, with their drivers. */
export default function AdminPickupsPage({ loaderData }: Route.ComponentProps) {
  return <PickupsView day={loaderData} />;
}

/** 403 'Access Denied', 401 'Authentication Required', else the load failure text. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Pickups" />;
}
