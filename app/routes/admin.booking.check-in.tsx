import type { Route } from "./+types/admin.booking.check-in";
import { adminBookingCheckInPath, adminBookingPath } from "~/catalog/navigation";
import { shortBookingId } from "~/catalog/booking-status";
import { AdminRouteError } from "~/features/admin/admin-denied";
import { adminPageMeta } from "~/features/admin/admin-meta";
import {
  handleCounterCheckIn,
  loadCounterCheckIn,
} from "~/features/pickups/counter-check-in-page.server";
import {
  LegNoticeLine,
  WalkroundSection,
  type LegFormAnswer,
} from "~/features/pickups/walkround-forms";
import { requireAdmin } from "~/lib/auth.server";
import { noStoreHeaders, privateData, staticPageHandle } from "~/lib/route-handle";

/** The counter's check-in; kept out of search results. */
export const meta = () => adminPageMeta("Check-in at the Counter");

/** Plain forms the server answers: no framework scripts (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * The booking and its check-in (docs/product.md#check-in); see `loadCounterCheckIn`.
 * @throws see `requireAdmin`: a redirect to /auth when signed out, 403 without the admin role;
 *   404 for an unknown booking
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return privateData(await loadCounterCheckIn(params.id, request));
}

/** The check-in's forms; see `handleCounterCheckIn`. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return handleCounterCheckIn(admin.id, params.id, request);
}

/** Admin pages are personal: never stored by browsers or proxies. */
export const headers = noStoreHeaders;

/** /admin/booking/{id}/check-in: the walk-round of a car driven in, confirmed by the customer. */
export default function CounterCheckInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, checkIn, notice } = loaderData;
  const answer = actionData as LegFormAnswer | undefined;
  const action = adminBookingCheckInPath(booking.id);
  return (
    <div className="mx-auto grid max-w-xl gap-5 px-4 py-6">
      <a href={adminBookingPath(booking.id)} className="font-semibold text-primary underline">
        ← Job card #{shortBookingId(booking.id)}
      </a>
      <div>
        <h1 className="text-2xl font-bold">Check-in at the counter</h1>
        <p className="break-words text-muted-foreground">
          {booking.customerName} · {booking.carModel} · {booking.serviceType}
        </p>
      </div>
      <LegNoticeLine notice={notice} />
      <WalkroundSection
        kind="check_in"
        walkround={checkIn}
        bookingId={booking.id}
        action={action}
        answer={answer}
      />
    </div>
  );
}

/** 403 'Access Denied', 401 'Authentication Required', 404 for an unknown booking. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Check-in" notFoundText="Booking not found." />;
}
