import type { Route } from "./+types/staff.jobs";
import { StaffJobsList } from "~/features/health-check/staff-job";
import { loadStaffJobs } from "~/features/health-check/technician-page.server";
import { staffPageSeo, translatedStaffHead } from "~/components/site/staff-pages";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireStaff } from "~/lib/auth.server";
import { keepLoaderCacheControl, privateData, staffScreenHandle } from "~/lib/route-handle";
import { getDb } from "~/lib/db.server";
import { translatorFor } from "~/lib/i18n.server";
import { StaffRouteError } from "~/components/site/staff-route-error";
import { accountLanguage, refusedInAccountLanguage } from "~/features/messages/preferences.server";
import { useTranslator } from "~/components/site/translation";

/** Not for search engines: a technician's own work. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  seoMeta({ ...staffPageSeo("jobs"), ...data?.head }, matches);

/**
 * No framework scripts: links and plain forms only (docs/decisions/0011); in the technician's
 * language (docs/decisions/0026).
 */
export const handle = staffScreenHandle;

/**
 * The job cards assigned to the signed-in technician (docs/product.md#health-check). The role is
 * read on every request (`requireStaff`: signed out to /auth, no role 403; admins pass).
 */
export function loader({ request }: Route.LoaderArgs) {
  return refusedInAccountLanguage(request, async () => {
    const user = await requireStaff(request, "technician");
    const language = await accountLanguage(getDb(), user.id);
    const jobs = await loadStaffJobs(user, language);
    const head = translatedStaffHead(translatorFor(language), "jobs");
    return privateData({ jobs, language, head });
  });
}

/** Keeps the loader's Cache-Control ("no-store"). */
export const headers = keepLoaderCacheControl;

/** /staff/jobs: the technician's job cards, each a large link to its page. */
export default function StaffJobsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t("staff.health.title")}</h1>
      <StaffJobsList jobs={loaderData.jobs} />
    </div>
  );
}

/** 403 without the role, 404 for a job card not theirs, in the account's language; see `StaffRouteError`. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRouteError error={error} />;
}
