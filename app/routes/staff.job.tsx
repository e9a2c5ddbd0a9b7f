import { data } from "react-router";
import type { Route } from "./+types/staff.job";
import { PageToast } from "~/components/ui/page-toast";
import { STAFF_JOBS_PATH } from "~/catalog/navigation";
import { requireTechnicianJob } from "~/features/health-check/health-check-access.server";
import { StaffJob } from "~/features/health-check/staff-job";
import {
  STAFF_JOB_NOTICES,
  handleStaffJobPost,
  loadStaffJob,
  type StaffJobRefusal,
} from "~/features/health-check/technician-page.server";
import { staffPageSeo, translatedStaffHead } from "~/components/site/staff-pages";
import { seoMeta } from "~/features/seo/seo-meta";
import { keepLoaderCacheControl, privateData, staffScreenHandle } from "~/lib/route-handle";
import { getDb } from "~/lib/db.server";
import { translatorFor } from "~/lib/i18n.server";
import { StaffRouteError } from "~/components/site/staff-route-error";
import { accountLanguage, refusedInAccountLanguage } from "~/features/messages/preferences.server";
import { staffAnswer, translatedAnswer } from "~/features/pickups/staff-answers";
import { useTranslator } from "~/components/site/translation";

/** Not for search engines: a job card. */
export const meta: Route.MetaFunction = ({ matches, params, data }) =>
  seoMeta({ ...staffPageSeo("job", params.id), ...data?.head }, matches);

/**
 * No framework scripts: every form is an HTML form the server answers (docs/decisions/0011); in
 * the technician's language (docs/decisions/0026).
 */
export const handle = staffScreenHandle;

/**
 * One job card for the technician it is assigned to, or an admin (docs/product.md#health-check):
 * another booking, or an unknown id, is 404; the role is read on every request. `?saved=` names
 * the notice of a post just made.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return refusedInAccountLanguage(request, async () => {
    const user = await requireTechnicianJob(request, params.id);
    const language = await accountLanguage(getDb(), user.id);
    const job = await loadStaffJob(params.id, user, language);
    const saved = new URL(request.url).searchParams.get("saved");
    const notice =
      saved && STAFF_JOB_NOTICES[saved]
        ? staffAnswer(translatorFor(language), STAFF_JOB_NOTICES[saved])
        : null;
    const head = translatedStaffHead(translatorFor(language), "job");
    return privateData({ job, notice, language, head });
  });
}

/**
 * The page's posts (`handleStaffJobPost`): a redirect back to the page when done, else the page
 * with the refusal at its point (400 bad input, 409 refused by the booking's state).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireTechnicianJob(request, params.id);
  const answer = await handleStaffJobPost(request, params.id, user);
  if (answer instanceof Response) return answer;
  // The refusal in the technician's language (docs/decisions/0026).
  const t = translatorFor(await accountLanguage(getDb(), user.id));
  return data(translatedAnswer(t, answer.body), { status: answer.status });
}

/** Keeps the loader's Cache-Control ("no-store"). */
export const headers = keepLoaderCacheControl;

/** /staff/job/{bookingId}: the car, its check-in and odometer, and the 25 points to record. */
export default function StaffJobPage({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData as StaffJobRefusal | undefined;
  const { t } = useTranslator();
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-6">
      {loaderData.notice && !refusal && (
        <PageToast tone="success" title={t("staff.health.saved")} description={loaderData.notice} />
      )}
      {refusal && (
        <PageToast tone="error" title={t("staff.health.notSaved")} description={refusal.message} />
      )}
      <a href={STAFF_JOBS_PATH} className="inline-flex min-h-11 items-center text-sm underline">
        {t("staff.health.all")}
      </a>
      <StaffJob data={loaderData.job} refusal={refusal} />
    </div>
  );
}

/** 403 without the role, 404 for a job card not theirs, in the account's language; see `StaffRouteError`. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRouteError error={error} />;
}
