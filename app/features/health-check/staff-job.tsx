/**
 * The technician's screens (docs/product.md#health-check), built for one hand on a phone at
 * 390 px: the list of job cards assigned to them, and one job card: the car, its check-in
 * walk-round and odometer, and the 25 points, area by area. No money, no exports, no customer's
 * contact details. Plain HTML forms (docs/decisions/0011). In the technician's language
 * (docs/decisions/0026).
 */
import { belongings } from "~/catalog/pickup-legs";
import { healthAreas, healthPoints } from "~/catalog/health-check";
import { staffJobPath } from "~/catalog/navigation";
import { useTranslator } from "~/components/site/translation";
import { PointForm } from "./point-form";
import type { StaffJobData, StaffJobItem, StaffJobRefusal } from "./technician-page.server";
import { HEALTH_POINT_COUNT } from "./health-check-schema";

/**
 * The job cards assigned to the signed-in technician, each a large link to its page.
 * @param jobs the job cards, newest booking day first
 * @returns the list, or a sentence when there are none
 */
export function StaffJobsList({ jobs }: { jobs: StaffJobItem[] }) {
  const { t } = useTranslator();
  if (jobs.length === 0) return <p className="text-muted-foreground">{t("staff.health.none")}</p>;
  return (
    <ul className="grid gap-3">
      {jobs.map((j) => (
        <li key={j.bookingId}>
          <a
            href={staffJobPath(j.bookingId)}
            className="grid min-h-12 gap-1 rounded-lg border bg-card p-4 hover:bg-accent"
          >
            <span className="font-semibold">{j.carModel}</span>
            <span className="text-sm">{j.serviceType}</span>
            <span className="text-sm text-muted-foreground">
              {j.day}, {j.slot} · #{j.shortId} · {t(`messages.status.${j.status}`)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The check-in walk-round and the odometer, as the technician reads them. */
function CheckInCard({ data }: { data: StaffJobData }) {
  const { t } = useTranslator();
  const say = (key: string) => t(`staff.health.${key}`);
  const c = data.checkIn;
  const items = c
    ? belongings
        .filter((b) => b.id !== "other" && c.belongings.includes(b.id))
        .map((b) => t(`staff.walkround.belonging.${b.id}`))
    : [];
  return (
    <section aria-labelledby="check-in-title" className="grid gap-2 rounded-lg border bg-card p-4">
      <h2 id="check-in-title" className="text-lg font-semibold">
        {say("checkIn")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{say("odometer")}</dt>
        <dd>
          {data.odometerKm !== null
            ? `${data.odometerKm.toLocaleString("en-IN")} km`
            : say("notRecorded")}
        </dd>
        {c && (
          <>
            <dt className="text-muted-foreground">{say("fuel")}</dt>
            <dd>{c.fuelEighths !== null ? `${c.fuelEighths}/8` : say("notRecorded")}</dd>
            <dt className="text-muted-foreground">{say("inCar")}</dt>
            <dd>
              {[...items, ...(c.belongingsOther ? [c.belongingsOther] : [])].join(", ") ||
                say("nothing")}
            </dd>
            {c.notes && (
              <>
                <dt className="text-muted-foreground">{say("notes")}</dt>
                <dd>{c.notes}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{say("customer")}</dt>
            <dd>{say(c.confirmed ? "confirmed" : "notConfirmed")}</dd>
          </>
        )}
      </dl>
      {!c && <p className="text-sm text-muted-foreground">{say("noCheckIn")}</p>}
    </section>
  );
}

/**
 * One job card on the technician's phone.
 * @param data the page's data (`loadStaffJob`)
 * @param refusal a refused post to show at its point, with what was typed
 * @returns the page's body
 */
export function StaffJob({ data, refusal }: { data: StaffJobData; refusal?: StaffJobRefusal }) {
  const { t } = useTranslator();
  const check = data.healthCheck;
  const locked = check?.completedAt != null;
  const recorded = check?.recorded ?? 0;
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{data.booking.carModel}</h1>
        <p className="text-sm">
          {data.plate && <span className="font-semibold">{data.plate} · </span>}
          {data.booking.serviceType}
        </p>
        <p className="text-sm text-muted-foreground">
          {data.booking.day}, {data.booking.slot} · #{data.booking.shortId} ·{" "}
          {t(`messages.status.${data.booking.status}`)}
        </p>
      </header>
      <CheckInCard data={data} />
      <section aria-labelledby="health-title" className="grid gap-3">
        <h2 id="health-title" className="text-lg font-semibold">
          {t("staff.health.heading")}
        </h2>
        <p className="text-sm" aria-live="polite">
          {locked
            ? t("staff.health.done")
            : t("staff.health.recorded", { recorded, total: HEALTH_POINT_COUNT })}
        </p>
        {refusal && !refusal.pointId && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {refusal.message}
          </p>
        )}
        {healthAreas.map((area) => (
          <div key={area.id} className="grid gap-3">
            <h3 className="pt-2 text-base font-semibold text-muted-foreground">
              {t(`staff.health.areas.${area.id}`)}
            </h3>
            {healthPoints
              .filter((p) => p.area === area.id)
              .map((p) => {
                const view = check?.points.find((x) => x.id === p.id) ?? {
                  id: p.id,
                  label: p.label,
                  area: p.area,
                  measurement: p.measurement ?? null,
                  result: null,
                  photos: [],
                };
                return (
                  <PointForm
                    key={p.id}
                    number={healthPoints.indexOf(p) + 1}
                    point={view}
                    refusal={refusal?.pointId === p.id ? refusal : undefined}
                    locked={locked}
                    admin={data.admin}
                  />
                );
              })}
          </div>
        ))}
        {!locked && (
          <form
            id="report-done"
            method="post"
            className="grid scroll-mt-4 gap-2 rounded-lg border bg-card p-4"
          >
            <input type="hidden" name="intent" value="complete" />
            <p className="text-sm">
              {t("staff.health.completeText", { total: HEALTH_POINT_COUNT })}
            </p>
            <button
              type="submit"
              className="min-h-12 w-full rounded-md bg-primary px-4 text-base font-semibold text-primary-foreground"
            >
              {t("staff.health.complete")}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
