import { data, isRouteErrorResponse, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import { AdminRouteError } from "~/features/admin/admin-denied";
import { ADMIN_DASHBOARD_TITLE, adminPageMeta } from "~/features/admin/admin-meta";
import { noindexMeta } from "~/features/seo/seo-meta";
import { AdminDashboard } from "~/features/admin/admin-dashboard";
import { handleAdminAction, loadAdminPage } from "~/features/admin/admin-page.server";
import { ADMIN_MESSAGES, type AdminActionResult } from "~/features/admin/admin-schema";
import { useBusinessFacts } from "~/components/site/root-data";
import { requireAdmin } from "~/lib/auth.server";
import { EmergencyBoard } from "~/features/emergency/emergency-board";
import { loadEmergencyBoard } from "~/features/emergency/emergency-board-page.server";
import { noStoreHeaders, staticPageHandle } from "~/lib/route-handle";

/**
 * The back office's title, or 'Access Denied' for a signed-in user without the admin role
 * (the page they see, docs/product.md#messages-admin); kept out of search results.
 */
export function meta({ error }: Pick<Route.MetaArgs, "error">) {
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return denied ? noindexMeta(ADMIN_MESSAGES.accessDenied) : adminPageMeta();
}

/** No framework scripts: the tabs are links and every control an HTML form (docs/decisions/0020). */
export const handle = staticPageHandle;

/**
 * The admin and the open tab's data; see `loadAdminPage`.
 * @throws see `requireAdmin`: a redirect to /auth when signed out, 403 'Access Denied' for
 *   a signed-in user without the admin role
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const [page, emergencies] = await Promise.all([
    loadAdminPage(admin, request, (context as { cspNonce?: string } | undefined)?.cspNonce),
    loadEmergencyBoard({ id: admin.id, isAdmin: true }, request),
  ]);
  return data({ ...page.data, emergencies }, page.init ?? undefined);
}

/**
 * Status changes, lead status, grant, revoke, resend, bulk cancel and sign out; see
 * `handleAdminAction`. The forms post to the page they are on (its tab and filters), which
 * answers with that page and the action's toast (docs/decisions/0020).
 * @throws see `requireAdmin`: 401 when signed out, 403 without the admin role
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return handleAdminAction(admin, request, context.refreshPrerendered);
}

/** Admin pages are personal: never stored by browsers or proxies. */
export const headers = noStoreHeaders;

/**
 * /admin (docs/product.md#route-admin): the open emergency requests on top
 * (docs/product.md#emergency-alerts), then the Enhanced Admin Dashboard.
 */
export default function AdminPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<AdminActionResult>();
  const businessName = useBusinessFacts().name;
  return (
    <>
      {page.emergencies.requests.length > 0 || page.emergencies.notice ? (
        <div className="mx-auto w-full max-w-6xl px-4 pt-6">
          <EmergencyBoard board={page.emergencies} from="admin" />
        </div>
      ) : null}
      <AdminDashboard data={page} businessName={businessName} result={result} />
    </>
  );
}

/**
 * 403: 'Access Denied' with the user's own email only; 401: 'Authentication Required';
 * anything else: 'Failed to load admin data.' (no stack trace).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title={ADMIN_DASHBOARD_TITLE} />;
}
