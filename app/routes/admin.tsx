import { isRouteErrorResponse, useLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import { AdminRouteError } from "~/features/admin/admin-denied";
import { AdminDashboard } from "~/features/admin/admin-dashboard";
import { handleAdminAction, loadAdminPage } from "~/features/admin/admin-page.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-schema";
import { useBusinessFacts } from "~/components/site/root-data";
import { requireAdmin } from "~/lib/auth.server";

/**
 * The back office's title, or 'Access Denied' for a signed-in user without the admin role
 * (the page they see, docs/product.md#messages-admin); kept out of search results.
 */
export function meta({ error }: Pick<Route.MetaArgs, "error">) {
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return [
    { title: denied ? ADMIN_MESSAGES.accessDenied : "Enhanced Admin Dashboard" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * The admin and the open tab's data; see `loadAdminPage`.
 * @throws see `requireAdmin`: a redirect to /auth when signed out, 403 'Access Denied' for
 *   a signed-in user without the admin role
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return loadAdminPage(admin, request);
}

/**
 * Status changes, lead status, grant, revoke, resend and sign out; see `handleAdminAction`.
 * @throws see `requireAdmin`: 401 when signed out, 403 without the admin role
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return handleAdminAction(admin, request);
}

/** Admin pages are personal: never stored by browsers or proxies. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/** /admin (docs/product.md#route-admin): the Enhanced Admin Dashboard. */
export default function AdminPage() {
  const data = useLoaderData<typeof loader>();
  const businessName = useBusinessFacts().name;
  return <AdminDashboard data={data} businessName={businessName} />;
}

/**
 * 403: 'Access Denied' with the user's own email only; 401: 'Authentication Required';
 * anything else: 'Failed to load admin data.' (no stack trace).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Enhanced Admin Dashboard" />;
}
