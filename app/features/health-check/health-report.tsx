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
import { useTranslator } from "~/components/site/translation";
import type { Translator } from "~/lib/i18n";

/**
 * The report's words in the page's language (docs/decisions/0026): the catalogue's English on
 * English pages, else the booking area's (`booking.health`).
 */
function reportWords(translator: Translator) {
  const { t, locale } = translator;
  const english = locale === "en";
  return {
    area: (id: string) =>
      english
        ? (healthAreas.find((a) => a.id === id)?.label ?? "")
        : t(`booking.health.areas.${id}`),
    point: (p: HealthPointView) => (english ? p.label : t(`booking.health.points.${p.id}`)),
    finding: (f: HealthFinding) =>
      english
        ? HEALTH_FINDINGS[f]
        : {
            label: t(`booking.health.findings.${f}.label`),
            meaning: t(`booking.health.findings.${f}.meaning`),
          },
  };
}

/** One finding's points. */
function FindingGroup({ finding, points }: { finding: HealthFinding; points: HealthPointView[] }) {
  const translator = useTranslator();
  const { t } = translator;
  const named = reportWords(translator);
  const areaLabel = named.area;
  const words = named.finding(finding);
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
              {named.point(p)} <span className="text-muted-foreground">({areaLabel(p.area)})</span>
            </li>
          ))}
        </ul>
      )}
      {detailed.length > 0 && (
        <ul className="grid gap-2">
          {detailed.map((p) => (
            <li key={p.id} className="grid gap-1 rounded-md border p-3">
              <p className="font-medium">{named.point(p)}</p>
              <p className="text-xs text-muted-foreground">{areaLabel(p.area)}</p>
              {p.result?.measurementText && (
                <p className="text-sm">
                  {t("booking.health.measured", { value: p.result.measurementText })}
                </p>
              )}
              {p.result?.note && <p className="text-sm">{p.result.note}</p>}
              {p.result?.estimateLineId && (
                <p className="text-sm font-medium">{t("booking.health.onEstimate")}</p>
              )}
              {p.result?.recommended && (
                <p className="text-sm">{t("booking.health.recommended")}</p>
              )}
              <PointPhotos label={named.point(p)} photos={p.photos} />
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
  const { t } = useTranslator();
  if (!report?.completedAt) return null;
  return (
    <section
      id="health-check"
      aria-labelledby="health-report-title"
      className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="health-report-title" className="text-xl font-semibold">
          {t("booking.health.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("booking.health.intro")}</p>
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
