/**
 * The customer's health check report on their booking's page (docs/product.md#health-check):
 * the 25 points grouped by the three findings the blog post explains, what needs attention
 * first, each with its area, measurement, note and photos.
 */
import {
  HEALTH_FINDINGS,
  healthAreas,
  reportFindingOrder,
  type HealthFinding,
} from "~/catalog/health-check";
import { cn } from "~/lib/utils";
import type { HealthCheckView, HealthPointView } from "./health-check.server";
import { FINDING_TONES } from "./point-form";
import { PointPhotos } from "./point-photos";

const areaLabel = (id: string) => healthAreas.find((a) => a.id === id)?.label ?? "";

/** One finding's points. */
function FindingGroup({ finding, points }: { finding: HealthFinding; points: HealthPointView[] }) {
  const words = HEALTH_FINDINGS[finding];
  // Points with nothing more to say than their finding stand as one short list.
  const hasDetail = (p: HealthPointView) =>
    p.photos.length > 0 || Boolean(p.result?.note || p.result?.measurementText);
  const plain = finding === "fine" ? points.filter((p) => !hasDetail(p)) : [];
  const detailed = points.filter((p) => !plain.includes(p));
  return (
    <section aria-labelledby={`finding-${finding}`} className="grid gap-2">
      <h3 id={`finding-${finding}`} className="flex flex-wrap items-baseline gap-2">
        <span
          className={cn(
            "rounded-full border px-2 py-0.5 text-sm font-semibold",
            FINDING_TONES[finding],
          )}
        >
          {words.label} ({points.length})
        </span>
        <span className="text-sm text-muted-foreground">{words.meaning}</span>
      </h3>
      {plain.length > 0 && (
        <ul className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2" aria-label={words.label}>
          {plain.map((p) => (
            <li key={p.id}>
              {p.label} <span className="text-muted-foreground">({areaLabel(p.area)})</span>
            </li>
          ))}
        </ul>
      )}
      {detailed.length > 0 && (
        <ul className="grid gap-2">
          {detailed.map((p) => (
            <li key={p.id} className="grid gap-1 rounded-md border p-3">
              <p className="font-medium">{p.label}</p>
              <p className="text-xs text-muted-foreground">{areaLabel(p.area)}</p>
              {p.result?.measurementText && (
                <p className="text-sm">Measured: {p.result.measurementText}</p>
              )}
              {p.result?.note && <p className="text-sm">{p.result.note}</p>}
              {p.result?.estimateLineId && (
                <p className="text-sm font-medium">On your estimate below.</p>
              )}
              {p.result?.recommended && (
                <p className="text-sm">Added to your car's recommendations in My Garage.</p>
              )}
              <PointPhotos label={p.label} photos={p.photos} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The report, once the technician has marked it done.
 * @param report the booking's health check, or null
 * @returns the report's section, or nothing while there is no finished report
 */
export function HealthReport({ report }: { report: HealthCheckView | null }) {
  if (!report?.completedAt) return null;
  return (
    <section
      id="health-check"
      aria-labelledby="health-report-title"
      className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="health-report-title" className="text-xl font-semibold">
          Your 25-point health check
        </h2>
        <p className="text-sm text-muted-foreground">
          What our technician found on each of the 25 points. For anything that needs attention we
          send a written estimate; nothing is done without your approval.
        </p>
      </div>
      {reportFindingOrder.map((f) => (
        <FindingGroup
          key={f}
          finding={f}
          points={report.points.filter((p) => p.result?.finding === f)}
        />
      ))}
    </section>
  );
}
