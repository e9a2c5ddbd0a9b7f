import type { Route } from "./+types/staff.leg";
import { STAFF_PATH, staffLegPath, staffLegPhotoPath } from "~/catalog/navigation";
import { LegFacts, LegTitle, NextStepForm } from "~/features/pickups/leg-card";
import { StaffRouteError } from "~/components/site/staff-route-error";
import { handleStaffLegAction, loadStaffLeg } from "~/features/pickups/driver-page.server";
import {
  LegNoticeLine,
  WalkroundSection,
  type LegFormAnswer,
} from "~/features/pickups/walkround-forms";
import { WalkroundRecord } from "~/features/pickups/walkround-record";
import { staffPageSeo, translatedStaffHead } from "~/components/site/staff-pages";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireStaff } from "~/lib/auth.server";
import { keepLoaderCacheControl, privateData, staffScreenHandle } from "~/lib/route-handle";
import { getDb } from "~/lib/db.server";
import { translatorFor } from "~/lib/i18n.server";
import { accountLanguage, refusedInAccountLanguage } from "~/features/messages/preferences.server";
import { useTranslator } from "~/components/site/translation";
import { todayInKolkata } from "~/lib/time";

/** Not for search engines: one of a driver's legs. */
export const meta: Route.MetaFunction = ({ matches, params, data }) =>
  seoMeta({ ...staffPageSeo("leg", params.id), ...data?.head }, matches);

/**
 * No framework scripts: plain forms the server answers (docs/decisions/0011, 0016); in the
 * driver's language (docs/decisions/0026).
 */
export const handle = staffScreenHandle;

/**
 * One of the driver's legs with its walk-round (docs/product.md#pickups, #check-in).
 * @throws signed out: redirect to /auth; no driver role: 403; a leg not theirs: 404
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return refusedInAccountLanguage(request, async () => {
    const staff = await requireStaff(request, "driver");
    const [leg, language] = await Promise.all([
      loadStaffLeg(staff, params.id, request),
      accountLanguage(getDb(), staff.id),
    ]);
    const head = translatedStaffHead(translatorFor(language), "leg");
    return privateData({ ...leg, language, head });
  });
}

/** The leg's forms; see `handleStaffLegAction`. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, "driver");
  return handleStaffLegAction(staff, params.id, request);
}

/** Keeps the loader's Cache-Control ("no-store"). */
export const headers = keepLoaderCacheControl;

/** /staff/leg/{id}: the leg's facts, its next step, and its walk-round. */
export default function StaffLegPage({ loaderData, actionData }: Route.ComponentProps) {
  const { leg, walkround, checkIn, notice } = loaderData;
  const answer = actionData as LegFormAnswer | undefined;
  const action = staffLegPath(leg.id);
  const photoHref = (photoId: string) => staffLegPhotoPath(leg.id, photoId);
  const { t } = useTranslator();
  return (
    <div className="mx-auto grid max-w-xl gap-5 px-4 py-6">
      <a
        href={
          leg.windowStart
            ? `${STAFF_PATH}?date=${todayInKolkata(new Date(leg.windowStart))}`
            : STAFF_PATH
        }
        className="text-base font-semibold text-primary underline"
      >
        {t("staff.day.back")}
      </a>
      <LegTitle leg={leg} level={1} />
      <LegNoticeLine notice={notice} />
      {answer && answer.intent === "move" && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-base text-red-900">
          {answer.message}
        </p>
      )}
      <LegFacts leg={leg} />
      <NextStepForm leg={leg} action={action} />
      <WalkroundSection
        kind={leg.kind === "pickup" ? "check_in" : "return"}
        walkround={walkround}
        bookingId={leg.bookingId}
        photoHref={photoHref}
        action={action}
        answer={answer}
      />
      {leg.kind === "drop" && checkIn && (
        <section aria-labelledby="checkin-heading" className="grid gap-3 rounded-xl border p-4">
          <h2 id="checkin-heading" className="text-lg font-semibold">
            {t("staff.day.asReceived")}
          </h2>
          <WalkroundRecord walkround={checkIn} bookingId={leg.bookingId} photoHref={photoHref} />
        </section>
      )}
    </div>
  );
}

/** 403 without the driver role, 404 for a leg not theirs; see `StaffRouteError`. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRouteError error={error} />;
}
