import type { Route } from "./+types/staff.jobs";
import { StaffJobsList } from "~/features/health-check/staff-job";
import { loadStaffJobs } from "~/features/health-check/technician-page.server";
import { staffPageSeo } from "~/components/site/staff-pages";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireStaff } from "~/lib/auth.server";
import { keepLoaderCacheControl, privateData, staticPageHandle } from "~/lib/route-handle";

/** Not for search engines: a technician's own work. */
export const meta: Route.MetaFunction = ({ matches }) => seoMeta(staffPageSeo("jobs"), matches);

/** No framework scripts: links and plain forms only (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * The job cards assigned to the signed-in technician (docs/product.md#health-check). The role is
 * read on every request (`requireStaff`: signed out to /auth, no role 403; admins pass).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "technician");
  return privateData({ jobs: await loadStaffJobs(user) });
}

/** Keeps the loader's Cache-Control ("no-store"). */
export const headers = keepLoaderCacheControl;

/** /staff/jobs: the technician's job cards, each a large link to its page. */
export default function StaffJobsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">My job cards</h1>
      <StaffJobsList jobs={loaderData.jobs} />
    </div>
  );
}
