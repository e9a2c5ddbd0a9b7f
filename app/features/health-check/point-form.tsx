/**
 * One point of the health check on the technician's phone (docs/product.md#health-check): a plain
 * multipart form (docs/decisions/0011) with the three findings as large choices, the measurement
 * where the point takes one, a note and a camera photo, and for admins the one step that makes a
 * point needing attention an estimate line. In the technician's language (docs/decisions/0026).
 */
import {
  HEALTH_MEASUREMENTS,
  HEALTH_NOTE_MAX,
  HEALTH_PHOTOS_PER_POINT,
  healthFindings,
  type HealthFinding,
} from "~/catalog/health-check";
import type { ComponentProps } from "react";
import { FieldError, fieldErrorId, type FieldControlProps } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { useTranslator } from "~/components/site/translation";
import type { HealthPointView } from "./health-check.server";
import { PointPhotos } from "./point-photos";
import type { StaffJobRefusal } from "./technician-page.server";

/** The colour of each finding's choice when chosen, and of its badge. */
export const FINDING_TONES: Record<HealthFinding, string> = {
  fine: "border-emerald-600 bg-emerald-50 text-emerald-900",
  watch: "border-amber-500 bg-amber-50 text-amber-900",
  attention: "border-red-600 bg-red-50 text-red-900",
};

/** A finding's choice when it is the one chosen (literal classes, so the CSS build finds them). */
const CHOSEN_TONES: Record<HealthFinding, string> = {
  fine: "has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50",
  watch: "has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50",
  attention: "has-[:checked]:border-red-600 has-[:checked]:bg-red-50",
};

const big = "min-h-12 w-full rounded-md border px-3 text-base";

/** A point's control: an input, or with `as: "textarea"` a text area, with its own attributes. */
type PointControl =
  ({ as?: "input" } & ComponentProps<"input">) | ({ as: "textarea" } & ComponentProps<"textarea">);

/**
 * One of a point's inputs on the technician's phone: its label, the control, and the error under
 * it; while there is an error the control carries `aria-invalid` and `aria-describedby` naming it
 * (docs/decisions/0011: the server's messages are shown at their fields).
 * @param id the control's id; the error's is `<id>-error`
 * @param label the label's text; `error` the field's message, if any
 * @param control the rest: the control's kind (`as`) and its own attributes (name, bounds, value)
 * @returns the input's wrapper
 */
function PointInput({
  id,
  label,
  error,
  ...control
}: { id: string; label: string; error: string | undefined } & PointControl) {
  const errorId = fieldErrorId(id);
  const wiring: FieldControlProps = error
    ? { id, "aria-invalid": true, "aria-describedby": errorId }
    : { id };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control.as === "textarea" ? (
        <textarea {...wiring} {...withoutAs(control)} />
      ) : (
        <input {...wiring} {...withoutAs(control)} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A control's own attributes, without the kind {@link PointInput} reads. */
function withoutAs<T extends { as?: string }>({ as: _as, ...attrs }: T) {
  return attrs;
}

/**
 * A point's form.
 * @param number the point's number (1 to 25); `point` its recorded state and photos
 * @param refusal the page's refused post when it concerns this point: its errors and typed values
 * @param locked the report is done: the point is shown, not edited
 * @param admin the viewer is an admin: a point needing attention offers "Add to estimate"
 * @returns the point's section (`id="point-{id}"`, the anchor the page returns to)
 */
export function PointForm({
  number,
  point,
  refusal,
  locked,
  admin,
}: {
  number: number;
  point: HealthPointView;
  refusal?: StaffJobRefusal;
  locked: boolean;
  admin: boolean;
}) {
  const { t } = useTranslator();
  const say = (key: string, values?: Record<string, string | number>) =>
    t(`staff.health.${key}`, values);
  const label = say(`points.${point.id}`);
  const errors = refusal?.fieldErrors ?? {};
  const typed = refusal?.values;
  const finding = (typed?.finding ?? point.result?.finding) as HealthFinding | undefined;
  const note = typed?.note ?? point.result?.note ?? "";
  const measured =
    typed?.measurement ??
    (point.result?.measurementTenths != null && point.measurement
      ? String(
          HEALTH_MEASUREMENTS[point.measurement].step >= 1
            ? point.result.measurementTenths / 10
            : (point.result.measurementTenths / 10).toFixed(1),
        )
      : "");
  const m = point.measurement ? HEALTH_MEASUREMENTS[point.measurement] : null;
  const base = `p-${point.id}`;
  const result = point.result;
  return (
    <section
      id={`point-${point.id}`}
      data-recorded={result?.finding}
      aria-labelledby={`${base}-title`}
      className="grid scroll-mt-4 gap-3 rounded-lg border bg-card p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={`${base}-title`} className="font-semibold">
          {number}. {label}
        </h3>
        {result && (
          <span
            className={cn(
              "shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium",
              FINDING_TONES[result.finding],
            )}
          >
            {say(`findings.${result.finding}`)}
          </span>
        )}
      </div>
      {refusal && !refusal.fieldErrors && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal.message}
        </p>
      )}
      {locked ? (
        <div className="grid gap-1 text-sm">
          {result?.measurementText && <p>{say("measured", { value: result.measurementText })}</p>}
          {result?.note && <p>{result.note}</p>}
        </div>
      ) : (
        <form method="post" encType="multipart/form-data" className="grid gap-3">
          <input type="hidden" name="intent" value="record-point" />
          <input type="hidden" name="pointId" value={point.id} />
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.finding ? `${base}-finding-error` : undefined}
          >
            <legend className="sr-only">{say("findingFor", { point: label })}</legend>
            {healthFindings.map((f) => (
              <label
                key={f}
                className={cn(
                  "flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-3 text-base has-[:checked]:font-semibold",
                  CHOSEN_TONES[f],
                )}
              >
                <input
                  type="radio"
                  name="finding"
                  value={f}
                  defaultChecked={finding === f}
                  required
                  className="size-5"
                />
                {say(`findings.${f}`)}
              </label>
            ))}
            <FieldError id={`${base}-finding-error`} message={errors.finding} />
          </fieldset>
          {m && point.measurement && (
            <PointInput
              id={`${base}-measurement`}
              label={say("measurementLabel", {
                label: say(`measurements.${point.measurement}`),
                unit: m.unit,
                min: m.min,
                max: m.max,
              })}
              error={errors.measurement}
              name="measurement"
              type="number"
              inputMode="decimal"
              min={m.min}
              max={m.max}
              step={m.step}
              defaultValue={measured}
              className={big}
            />
          )}
          <PointInput
            as="textarea"
            id={`${base}-note`}
            label={say("note")}
            error={errors.note}
            name="note"
            rows={2}
            maxLength={HEALTH_NOTE_MAX}
            defaultValue={note}
            className="w-full rounded-md border px-3 py-2 text-base"
          />
          <PointPhotos label={label} photos={point.photos} />
          {point.photos.length < HEALTH_PHOTOS_PER_POINT && (
            <PointInput
              id={`${base}-photo`}
              label={say("photo")}
              error={errors.photo}
              name="photo"
              type="file"
              accept="image/*"
              capture="environment"
              className="min-h-12 w-full rounded-md border px-3 py-2 text-base"
            />
          )}
          <button
            type="submit"
            className="min-h-12 w-full rounded-md bg-primary px-4 text-base font-semibold text-primary-foreground"
          >
            {say("savePoint", { n: number })}
          </button>
        </form>
      )}
      {locked && <PointPhotos label={label} photos={point.photos} />}
      {admin && result?.finding === "attention" && <EstimateStep point={point} refusal={refusal} />}
    </section>
  );
}

/** An admin's "Add to estimate" for a point that needs attention, or where it went. */
function EstimateStep({ point, refusal }: { point: HealthPointView; refusal?: StaffJobRefusal }) {
  const { t } = useTranslator();
  if (point.result?.estimateLineId)
    return <p className="text-sm font-medium text-emerald-800">{t("staff.health.onEstimate")}</p>;
  const id = `p-${point.id}-price`;
  const error = refusal?.fieldErrors?.price;
  return (
    <form method="post" className="grid gap-2 border-t pt-3">
      <input type="hidden" name="intent" value="add-to-estimate" />
      <input type="hidden" name="pointId" value={point.id} />
      <label htmlFor={id} className="text-sm font-medium">
        {t("staff.health.price")}
      </label>
      <input
        id={id}
        name="price"
        inputMode="decimal"
        required
        defaultValue={refusal?.values?.price ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={big}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="min-h-12 w-full rounded-md border border-primary px-4 text-base font-semibold text-primary"
      >
        {t("staff.health.addToEstimate")}
      </button>
    </form>
  );
}
