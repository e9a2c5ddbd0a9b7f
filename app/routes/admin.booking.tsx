import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin.booking";
import { AdminRouteError } from "~/features/admin/admin-denied";
import { adminPageMeta } from "~/features/admin/admin-meta";
import { AdminJobCard } from "~/features/job-card/admin-job-card";
import {
  handleAdminJobCardAction,
  jobCardDoneOf,
  loadAdminJobCard,
  type JobCardActionResult,
} from "~/features/job-card/job-card-page.server";
import type { BookingStatusResult } from "~/features/booking/booking-status-schema";
import { noStoreHeaders, staticPageHandle } from "~/lib/route-handle";
import { requireAdmin } from "~/lib/auth.server";
import { staffJobPath } from "~/catalog/navigation";
import { JobCardStaffPanel } from "~/features/job-card/job-card-staff-panel";
import { loadJobCardStaff } from "~/features/job-card/job-card-staff-page.server";
import { staffNoticeOf } from "~/features/pickups/pickup-schema";

/** The back office's job card; kept out of search results. */
export const meta = () => adminPageMeta("Job Card");

/** No framework scripts: every control is an HTML form the server answers (docs/decisions/0020). */
export const handle = staticPageHandle;

/**
 * The booking, its job card and the catalogue's starting lines; see `loadAdminJobCard`.
 * @throws see `requireAdmin`: a redirect to /auth when signed out, 403 without the admin role
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const jobCard = await loadAdminJobCard(params.id);
  // The technician and the pickup and drop legs (docs/decisions/0016).
  const staff = await loadJobCardStaff(params.id);
  const search = new URL(request.url).searchParams;
  const notice = staffNoticeOf(search.get("staff"));
  return { ...jobCard, staff, staffNotice: notice, done: jobCardDoneOf(search) };
}

/**
 * Status, estimate, photos, invoice and payments; see `handleAdminJobCardAction`: done, a
 * redirect back here with `?done=`; refused, this page with the message at its field.
 * @throws see `requireAdmin`: 401 when signed out, 403 without the admin role
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return handleAdminJobCardAction(admin, request, params.id, context.refreshPrerendered);
}

/** Admin pages are personal: never stored by browsers or proxies. */
export const headers = noStoreHeaders;

/** /admin/booking/{id} (docs/decisions/0010): the job card of one booking. */
export default function AdminBookingPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<JobCardActionResult | BookingStatusResult>();
  return (
    <>
      <AdminJobCard data={data} answer={answer} done={data.done} />
      <JobCardStaffPanel bookingId={data.booking.id} staff={data.staff} notice={data.staffNotice} />
      {/* docs/product.md#health-check: the admin records it, or adds a point to the estimate. */}
      <p className="mx-auto w-full max-w-4xl px-4 pb-10">
        <a
          href={staffJobPath(data.booking.id)}
          className="inline-flex min-h-11 items-center font-medium text-primary underline"
        >
          25-point health check: record it, or add a point to the estimate
        </a>
      </p>
    </>
  );
}

/** 403 'Access Denied', 401 'Authentication Required', 404 for an unknown booking, else the spec's load failure text. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Job card" notFoundText="Booking not found." />;
}
