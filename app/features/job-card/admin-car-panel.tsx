/**
 * The car on the admin's job card (docs/product.md#job-card-car, docs/decisions/0014): the car
 * with its plate, last odometer, open recommendations and earlier visits; the odometer recorded
 * at check-in; and, for a booking made without a car, attaching one of the customer's cars. Its
 * forms are plain HTML forms that the server answers (they work without scripts): done, the page
 * comes back with a notice; refused, with the message at its field.
 */
import { CarFront, Gauge } from "lucide-react";
import { useState } from "react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { statusLabel } from "~/catalog/booking-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import { FUEL_LABELS, type VehicleFuelName } from "~/features/cars/car-schema";
import {
  ODOMETER_LIMITS,
  RecordOdometerSchema,
  WORKSHOP_CAR_NOTICES,
  formatKm,
  type WorkshopCarNotice,
} from "~/features/cars/workshop-car-schema";
import type { WorkshopCar, WorkshopReading } from "~/features/cars/workshop-cars.server";
import { fieldErrorsFrom } from "~/lib/form-values";
import { formatDisplayDate } from "~/lib/time";
import { Field, SectionCard } from "./admin-job-card-layout";
import { fieldError } from "./job-card-fetcher";
import type { JobCardActionResult } from "./job-card-page.server";

/** Where a reading came from, as the job card names it. */
const SOURCE_TEXT: Record<WorkshopReading["source"], string> = {
  check_in: "at check-in",
  customer: "from the customer",
  workshop: "by the workshop",
};

/** A reading as one line: "42,000 km on Sat, 21 Nov 2026, at check-in". */
function readingText(reading: WorkshopReading): string {
  return `${formatKm(reading.km)} on ${formatDisplayDate(reading.recordedOn)}, ${SOURCE_TEXT[reading.source]}`;
}

/** The notice a car form's redirect asks for (`?saved=odometer` or `?saved=car`), once done. */
function SavedNotice() {
  const [params] = useSearchParams();
  const saved = params.get("saved");
  const text =
    saved && saved in WORKSHOP_CAR_NOTICES
      ? WORKSHOP_CAR_NOTICES[saved as WorkshopCarNotice]
      : null;
  return text ? (
    <p
      role="status"
      className="rounded-md border border-emerald-300 bg-emerald-50 p-2 text-sm text-emerald-900"
    >
      {text}
    </p>
  ) : null;
}

/**
 * The odometer at check-in: whole km, and the reason when it is lower than the car's last. With
 * scripts the browser checks the fields with the server's schema before sending; the reason a
 * lower reading needs is the server's to ask (it knows the last reading).
 * @param checkIn this visit's reading, once recorded (the form then corrects it)
 */
function OdometerForm({ checkIn }: { checkIn: WorkshopReading | null }) {
  const answer = useActionData<JobCardActionResult>();
  const busy = useNavigation().formData?.get("intent") === "record-odometer";
  const [checked, setChecked] = useState<Partial<Record<string, string>> | null>(null);
  const error = (field: string) =>
    checked ? checked[field] : fieldError(answer, "record-odometer", field);
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        const parsed = RecordOdometerSchema.safeParse(
          Object.fromEntries(new FormData(event.currentTarget)),
        );
        if (parsed.success) return setChecked(null);
        event.preventDefault();
        setChecked(fieldErrorsFrom(parsed.error));
      }}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
      aria-label="Odometer at check-in"
    >
      <h3 className="flex items-center gap-2 font-semibold sm:col-span-2">
        <Gauge className="size-4" aria-hidden /> Odometer at check-in
      </h3>
      {checkIn && (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          This visit's reading is recorded{checkIn.reason ? ` (${checkIn.reason})` : ""}; recording
          it again corrects it.
        </p>
      )}
      <input type="hidden" name="intent" value="record-odometer" />
      <Field id="odometer-km" label="Odometer (km)" error={error("km")}>
        {(control) => (
          <Input
            {...control}
            name="km"
            inputMode="numeric"
            autoComplete="off"
            maxLength={ODOMETER_LIMITS.kmTypedMax}
            placeholder="e.g. 42000"
            defaultValue={checkIn ? String(checkIn.km) : ""}
          />
        )}
      </Field>
      <Field
        id="odometer-reason"
        label="Reason, if lower than the last reading"
        error={error("reason")}
      >
        {(control) => (
          <Input
            {...control}
            name="reason"
            maxLength={ODOMETER_LIMITS.reasonMax}
            placeholder="e.g. odometer replaced"
            defaultValue={checkIn?.reason ?? ""}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Recording…" : "Record odometer"}
      </Button>
    </Form>
  );
}

/**
 * Attach one of the customer's cars to a booking made without one.
 * @param cars the customer's cars in My Garage
 */
function AttachCarForm({ cars }: { cars: Array<{ id: string; label: string }> }) {
  const answer = useActionData<JobCardActionResult>();
  const busy = useNavigation().formData?.get("intent") === "attach-vehicle";
  const error = fieldError(answer, "attach-vehicle", "vehicleId");
  if (cars.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        The customer has no car in My Garage yet. Once they add it, attach it here.
      </p>
    );
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-wrap items-end gap-3"
      aria-label="Attach a car"
    >
      <input type="hidden" name="intent" value="attach-vehicle" />
      <Field
        id="attach-vehicleId"
        label="The customer's car"
        error={error}
        className="grid min-w-0 flex-1 gap-1.5"
      >
        {(control) => (
          <NativeSelect {...control} name="vehicleId" defaultValue={cars[0]!.id}>
            <SelectOptions options={cars} toValue={(car) => car.id} toLabel={(car) => car.label} />
          </NativeSelect>
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? "Attaching…" : "Attach car"}
      </Button>
    </Form>
  );
}

/**
 * The job card's "Car" section (docs/product.md#job-card-car).
 * @param car the booking's car and what the workshop knows of it, or the cars to attach
 * @returns the section: the car (plate as on the number plate, make, model, year, fuel,
 *   nickname), its last odometer reading, the odometer form, open recommendations and earlier
 *   visits (each a link to its job card); or the attach form
 */
export function AdminCarPanel({ car: section }: { car: WorkshopCar }) {
  if (!section.car)
    return (
      <SectionCard
        title="Car"
        description="This booking was made without a car from the customer's garage."
        contentClassName="grid gap-3"
      >
        <SavedNotice />
        <AttachCarForm cars={section.attachable} />
      </SectionCard>
    );
  const { car, lastReading, checkIn, history, recommendations } = section;
  return (
    <SectionCard
      title="Car"
      description="The customer's car, what we know of it, and its odometer at this visit."
      contentClassName="grid gap-4"
    >
      <SavedNotice />
      <div className="flex items-start gap-3" aria-label="The car">
        <CarFront className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="grid min-w-0 gap-0.5">
          <p className="text-lg font-semibold tracking-wide" data-testid="car-plate">
            {car.plate ?? "No registration number"}
          </p>
          <p className="break-words">
            {car.make} {car.model} ({car.year}) · {FUEL_LABELS[car.fuel as VehicleFuelName]}
            {car.nickname ? ` · “${car.nickname}”` : ""}
          </p>
          {car.removed && (
            <p className="text-sm text-muted-foreground">
              The customer has removed this car from My Garage.
            </p>
          )}
          <p className="text-sm text-muted-foreground" data-testid="car-last-reading">
            Last odometer: {lastReading ? readingText(lastReading) : "none recorded yet"}
          </p>
        </div>
      </div>
      <OdometerForm key={checkIn ? `${checkIn.km}-${checkIn.reason}` : "none"} checkIn={checkIn} />
      <section aria-labelledby="car-recommendations" className="grid gap-1.5">
        <h3 id="car-recommendations" className="font-semibold">
          Open recommendations
        </h3>
        {recommendations.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {recommendations.map((r) => (
              <li key={r.id}>
                {r.title}{" "}
                <span className="text-muted-foreground">
                  · by {formatDisplayDate(r.suggestedOn)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="car-history" className="grid gap-1.5">
        <h3 id="car-history" className="font-semibold">
          Earlier visits
        </h3>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">This is the car's first visit with us.</p>
        ) : (
          <ol className="grid gap-1 text-sm" aria-label="Earlier visits">
            {history.map((visit) => (
              <li key={visit.bookingId} className="flex flex-wrap gap-x-2">
                <Link
                  to={`/admin/booking/${visit.bookingId}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {formatDisplayDate(visit.date)}
                </Link>
                <span>{visit.serviceType}</span>
                <span className="text-muted-foreground">
                  {statusLabel(visit.status)}
                  {visit.odometerKm !== null ? ` · ${formatKm(visit.odometerKm)}` : ""}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </SectionCard>
  );
}
