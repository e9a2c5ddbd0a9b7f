import type { Route } from "./+types/staff";
import { STAFF_PATH } from "~/catalog/navigation";
import { formatDisplayDate } from "~/lib/time";
import { LegCard } from "~/features/pickups/leg-card";
import { StaffRouteError } from "~/components/site/staff-route-error";
import { loadStaffDay } from "~/features/pickups/driver-page.server";
import { EmergencyBoard } from "~/features/emergency/emergency-board";
import { loadEmergencyBoard } from "~/features/emergency/emergency-board-page.server";
import { staffPageSeo } from "~/components/site/staff-pages";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireStaff } from "~/lib/auth.server";
import { keepLoaderCacheControl, privateData, staticPageHandle } from "~/lib/route-handle";

/** Not for search engines: a driver's own day. */
export const meta: Route.MetaFunction = ({ matches }) => seoMeta(staffPageSeo("day"), matches);

/** No framework scripts: links and plain forms only (docs/decisions/0011, 0016). */
export const handle = staticPageHandle;

/**
 * The signed-in driver's legs of today (docs/product.md#pickups); an admin sees every leg of the
 * day. The open emergency requests come first, for every driver (docs/product.md#emergency-alerts).
 * The role is read on every request (`requireStaff`: signed out to /auth, no role 403).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "driver");
  const [day, emergencies] = await Promise.all([
    loadStaffDay(staff, request),
    loadEmergencyBoard(staff, request),
  ]);
  return privateData({ ...day, emergencies });
}

/** Keeps the loader's Cache-Control ("no-store"). */
export const headers = keepLoaderCacheControl;

/** /staff: the open emergency requests, then a day's legs, each with its facts, its next step and a link to its walk-round. */
export default function StaffDayPage({ loaderData }: Route.ComponentProps) {
  const { date, today, tomorrow, legs, emergencies } = loaderData;
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
        <h1 className="text-2xl font-bold">My pickups and drops</h1>
        <p className="text-muted-foreground">{formatDisplayDate(date)}</p>
      </div>
      <nav aria-label="Day" className="flex gap-2">
        {dayLink(today, "Today")}
        {dayLink(tomorrow, "Tomorrow")}
      </nav>
      {legs.length === 0 ? (
        <p className="rounded-xl border p-4">No pickups or drops for you on this day.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Legs of the day">
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
