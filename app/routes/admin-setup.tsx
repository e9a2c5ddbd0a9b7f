import { redirect, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin-setup";
import { AdminSetupCard } from "~/features/admin/admin-setup-card";
import {
  adminSetupRedirect,
  adminSetupState,
  handleAdminSetupAction,
  setupSignedOut,
} from "~/features/admin/admin-setup-page.server";
import { noindexMeta } from "~/features/seo/seo-meta";
import { getSessionUser, requireUser } from "~/lib/auth.server";
import { noStoreHeaders, privateData } from "~/lib/route-handle";

/** The page's title; kept out of search results. */
export const meta = () => noindexMeta("Admin Setup");

/**
 * Signed out: to /auth; admins: to /admin (docs/product.md#route-admin-setup); anyone
 * else: their email and id, and whether a code can be used now.
 * @throws a redirect to /auth (signed out) or /admin (already an admin)
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const onward = await adminSetupRedirect(user);
  if (onward) throw redirect(onward);
  const state = await adminSetupState(request);
  return privateData({ user: { id: user.id, email: user.email }, ...state });
}

/**
 * 'Make Me Admin' with the setup code; see `handleAdminSetupAction`. Signed out, the card
 * shows 'You must be signed in to become an admin.' (answered with 401, not thrown).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) return setupSignedOut();
  return handleAdminSetupAction(user, request);
}

/**
 * After 'Make Me Admin' this page is not reloaded behind the user's back: the card shows
 * the result, and after a success reloads the page itself a second later
 * (docs/product.md#route-admin-setup), which then sends the new admin on to /admin.
 */
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formAction === "/admin-setup" ? false : defaultShouldRevalidate;
}

/** Personal page: never stored by browsers or proxies. */
export const headers = noStoreHeaders;

/**
 * /admin-setup: the self-service admin grant, secured by the setup code
 * (docs/product.md#route-admin-setup).
 */
export default function AdminSetupPage() {
  const { user, open, pausedForMinutes } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10">
      <div className="text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">Admin Setup</h1>
        <p className="mt-2 text-muted-foreground">Enter the setup code to get admin access.</p>
      </div>
      <AdminSetupCard user={user} open={open} pausedForMinutes={pausedForMinutes} />
    </div>
  );
}
