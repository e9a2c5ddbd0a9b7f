/**
 * The technician's screens (docs/product.md#health-check), built for one hand on a phone at
 * 390 px: the list of job cards assigned to them, and one job card: the car, its check-in
 * walk-round and odometer, and the 25 points, area by area. No money, no exports, no customer's
 * contact details. Plain HTML forms (docs/decisions/0011).
 */
import { belongings } from "~/catalog/pickup-legs";
import { healthAreas, healthPoints } from "~/catalog/health-check";
import { staffJobPath } from "~/catalog/navigation";
import { statusLabel } from "~/catalog/booking-status";
import { PointForm } from "./point-form";
import type { StaffJobData, StaffJobItem, StaffJobRefusal } from "./technician-page.server";
import { HEALTH_POINT_COUNT } from "./health-check-schema";

/**
 * The job cards assigned to the signed-in technician, each a large link to its page.
 * @param jobs the job cards, newest booking day first
 * @returns the list, or a sentence when there are none
 */
export function StaffJobsList({ jobs }: { jobs: StaffJobItem[] }) {
  if (jobs.length === 0)
    return <p className="text-muted-foreground">No job cards are assigned to you yet.</p>;
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
              {j.day}, {j.slot} · #{j.shortId} · {statusLabel(j.status)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The check-in walk-round and the odometer, as the technician reads them. */
function CheckInCard({ data }: { data: StaffJobData }) {
  const c = data.checkIn;
  const items = c ? belongings.filter((b) => c.belongings.includes(b.id)).map((b) => b.label) : [];
  return (
    <section aria-labelledby="check-in-title" className="grid gap-2 rounded-lg border bg-card p-4">
      <h2 id="check-in-title" className="text-lg font-semibold">
        Check-in
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Odometer</dt>
        <dd>
          {data.odometerKm !== null
            ? `${data.odometerKm.toLocaleString("en-IN")} km`
            : "Not recorded"}
        </dd>
        {c && (
          <>
            <dt className="text-muted-foreground">Fuel</dt>
            <dd>{c.fuelEighths !== null ? `${c.fuelEighths}/8` : "Not recorded"}</dd>
            <dt className="text-muted-foreground">In the car</dt>
            <dd>
              {[
                ...items.filter((l) => l !== "Other"),
                ...(c.belongingsOther ? [c.belongingsOther] : []),
              ].join(", ") || "Nothing listed"}
            </dd>
            {c.notes && (
              <>
                <dt className="text-muted-foreground">Notes</dt>
                <dd>{c.notes}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Customer</dt>
            <dd>{c.confirmed ? "Confirmed" : "Not confirmed yet"}</dd>
          </>
        )}
      </dl>
      {!c && <p className="text-sm text-muted-foreground">No check-in walk-round recorded.</p>}
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
          {statusLabel(data.booking.status)}
        </p>
      </header>
      <CheckInCard data={data} />
      <section aria-labelledby="health-title" className="grid gap-3">
        <h2 id="health-title" className="text-lg font-semibold">
          25-point health check
        </h2>
        <p className="text-sm" aria-live="polite">
          {locked
            ? "Report done: the customer has it."
            : `${recorded} of ${HEALTH_POINT_COUNT} points recorded.`}
        </p>
        {refusal && !refusal.pointId && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {refusal.message}
          </p>
        )}
        {healthAreas.map((area) => (
          <div key={area.id} className="grid gap-3">
            <h3 className="pt-2 text-base font-semibold text-muted-foreground">{area.label}</h3>
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
              When all {HEALTH_POINT_COUNT} points are recorded, mark the report done: the customer
              is told it is ready.
            </p>
            <button
              type="submit"
              className="min-h-12 w-full rounded-md bg-primary px-4 text-base font-semibold text-primary-foreground"
            >
              Report done
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
