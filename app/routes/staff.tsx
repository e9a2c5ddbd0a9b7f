import type { Route } from "./+types/staff";
import { STAFF_PATH } from "~/catalog/navigation";
import { formatDisplayDate } from "~/lib/time";
import { LegCard } from "~/features/pickups/leg-card";
import { StaffRouteError } from "~/components/site/staff-route-error";
import { loadStaffDay } from "~/features/pickups/driver-page.server";
import { EmergencyBoard } from "~/features/emergency/emergency-board";
import { loadEmergencyBoard } from "~/features/emergency/emergency-board-page.server";
import { staffPageSeo, translatedStaffHead } from "~/components/site/staff-pages";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireStaff } from "~/lib/auth.server";
import { keepLoaderCacheControl, privateData, staffScreenHandle } from "~/lib/route-handle";
import { getDb } from "~/lib/db.server";
import { translatorFor } from "~/lib/i18n.server";
import { accountLanguage, refusedInAccountLanguage } from "~/features/messages/preferences.server";
import { useTranslator } from "~/components/site/translation";

/** Not for search engines: a driver's own day. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  seoMeta({ ...staffPageSeo("day"), ...data?.head }, matches);

/**
 * No framework scripts: links and plain forms only (docs/decisions/0011, 0016); in the driver's
 * language (docs/decisions/0026).
 */
export const handle = staffScreenHandle;

/**
 * The signed-in driver's legs of today (docs/product.md#pickups); an admin sees every leg of the
 * day. The open emergency requests come first, for every driver (docs/product.md#emergency-alerts).
 * The role is read on every request (`requireStaff`: signed out to /auth, no role 403). The page
 * is in the account's language (docs/decisions/0026).
 */
export function loader({ request }: Route.LoaderArgs) {
  return refusedInAccountLanguage(request, async () => {
    const staff = await requireStaff(request, "driver");
    const [day, emergencies, language] = await Promise.all([
      loadStaffDay(staff, request),
      loadEmergencyBoard(staff, request),
      accountLanguage(getDb(), staff.id),
    ]);
    const head = translatedStaffHead(translatorFor(language), "day");
    return privateData({ ...day, emergencies, language, head });
  });
}

/** Keeps the loader's Cache-Control ("no-store"). */
export const headers = keepLoaderCacheControl;

/** /staff: the open emergency requests, then a day's legs, each with its facts, its next step and a link to its walk-round. */
export default function StaffDayPage({ loaderData }: Route.ComponentProps) {
  const { date, today, tomorrow, legs, emergencies } = loaderData;
  const { t, locale } = useTranslator();
  const dayLink = (day: string, label: string) => (
    <a
      href={day === today ? STAFF_PATH : `${STAFF_PATH}?date=${day}`}
      aria-current={day === date ? "page" : undefined}
      className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border px-4 font-semibold aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
    >
      {label}
    </a>
  );
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-6">
      <EmergencyBoard board={emergencies} from="staff" />
      <div>
        <h1 className="text-2xl font-bold">{t("staff.day.title")}</h1>
        <p className="text-muted-foreground">{formatDisplayDate(date, locale)}</p>
      </div>
      <nav aria-label={t("staff.day.nav")} className="flex gap-2">
        {dayLink(today, t("staff.day.today"))}
        {dayLink(tomorrow, t("staff.day.tomorrow"))}
      </nav>
      {legs.length === 0 ? (
        <p className="rounded-xl border p-4">{t("staff.day.none")}</p>
      ) : (
        <ul className="grid gap-4" aria-label={t("staff.day.list")}>
          {legs.map((leg) => (
            <LegCard key={leg.id} leg={leg} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** 403 'Access Denied' without the driver role; see `StaffRouteError`. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRouteError error={error} />;
}
