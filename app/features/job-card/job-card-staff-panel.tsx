/**
 * The job card's staff panel (docs/decisions/0016, docs/product.md#pickups): the technician the
 * job card is assigned to, and the booking's pickup and drop legs with their driver, state and
 * window. Plain HTML forms (docs/decisions/0011) posting to /admin/booking/:id/staff.
 */
import { LEG_KIND_LABELS, LEG_STATE_LABELS, statesOf } from "~/catalog/pickup-legs";
import { adminBookingCheckInPath, adminBookingStaffPath } from "~/catalog/navigation";
import { Button } from "~/components/ui/button";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import { windowText } from "~/features/pickups/pickup-window";
import { todayInKolkata } from "~/lib/time";
import type { JobCardStaffData } from "./job-card-staff-page.server";
import type { LegView } from "~/features/pickups/pickup-legs.server";
import { STAFF_NOTICES, type StaffNotice } from "~/features/pickups/pickup-schema";
import type { StaffMember } from "~/lib/staff-roles.server";

function StaffSelect({
  name,
  label,
  staff,
  value,
}: {
  name: string;
  label: string;
  staff: StaffMember[];
  value: string | null;
}) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <NativeSelect name={name} defaultValue={value ?? ""} className="h-11">
        <SelectOptions
          options={staff}
          toValue={(m) => m.id}
          toLabel={(m) => `${m.name} (${m.email})`}
          prompt="Nobody"
        />
      </NativeSelect>
    </label>
  );
}

/**
 * One form of the panel: its intent (and leg), its fields, and an outline submit button.
 * @param columns the fields' and button's columns from the small breakpoint up
 */
function PanelForm({
  action,
  intent,
  legId,
  submit,
  columns = "sm:grid-cols-[1fr_auto]",
  children,
}: {
  action: string;
  intent: string;
  legId?: string;
  submit: string;
  columns?: string;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action={action} className={`grid gap-2 ${columns} sm:items-end`}>
      <input type="hidden" name="intent" value={intent} />
      {legId && <input type="hidden" name="legId" value={legId} />}
      {children}
      <Button type="submit" variant="outline" className="h-11">
        {submit}
      </Button>
    </form>
  );
}

function LegCard({
  leg,
  drivers,
  action,
}: {
  leg: LegView;
  drivers: StaffMember[];
  action: string;
}) {
  const today = todayInKolkata();
  return (
    <li className="grid gap-3 rounded-lg border p-3" data-leg-kind={leg.kind}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{LEG_KIND_LABELS[leg.kind]}</h3>
        <span className="text-sm">
          <span className="font-medium" data-leg-state={leg.state}>
            {LEG_STATE_LABELS[leg.state]}
          </span>{" "}
          · {windowText(leg.windowStart, leg.windowEnd)}
        </span>
      </div>
      <PanelForm action={action} intent="assign-driver" legId={leg.id} submit="Save driver">
        <StaffSelect
          name="driverId"
          label={`${LEG_KIND_LABELS[leg.kind]} driver`}
          staff={drivers}
          value={leg.driverId}
        />
      </PanelForm>
      <PanelForm action={action} intent="set-leg-state" legId={leg.id} submit="Save state">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">State (moving back is recorded)</span>
          <NativeSelect name="state" defaultValue={leg.state} className="h-11">
            <SelectOptions options={statesOf(leg.kind)} toLabel={(s) => LEG_STATE_LABELS[s]} />
          </NativeSelect>
        </label>
      </PanelForm>
      {leg.kind === "drop" && (
        <PanelForm
          action={action}
          intent="set-drop-window"
          legId={leg.id}
          submit="Set window"
          columns="sm:grid-cols-[1fr_1fr_auto]"
        >
          <label className="grid gap-1 text-sm">
            <span className="font-medium">Drop day</span>
            <input
              type="date"
              name="date"
              required
              min={today}
              defaultValue={leg.windowStart?.slice(0, 10) ?? ""}
              className="h-11 rounded-md border px-3"
            />
          </label>
          <label className="grid gap-1 text-sm">
            <span className="font-medium">From (India time, one hour)</span>
            <input
              type="time"
              name="time"
              required
              step={900}
              className="h-11 rounded-md border px-3"
            />
          </label>
        </PanelForm>
      )}
    </li>
  );
}

/**
 * The staff panel of /admin/booking/:id.
 * @param bookingId the booking; `staff` its technician, the staff lists and its legs;
 *   `notice` the last staff form's answer (`?staff=`), if any
 */
export function JobCardStaffPanel({
  bookingId,
  staff,
  notice,
}: {
  bookingId: string;
  staff: JobCardStaffData;
  notice: StaffNotice | null;
}) {
  const action = adminBookingStaffPath(bookingId);
  return (
    <section
      id="staff"
      aria-labelledby="staff-heading"
      className="mx-auto grid w-full max-w-4xl gap-4 px-4 pb-10"
    >
      <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs">
        <h2 id="staff-heading" className="text-xl font-semibold">
          Staff
        </h2>
        {notice && (
          <p
            role="status"
            className={
              notice === "saved"
                ? "rounded-md bg-green-50 p-2 text-sm text-green-900"
                : "rounded-md bg-red-50 p-2 text-sm text-red-900"
            }
          >
            {STAFF_NOTICES[notice]}
          </p>
        )}
        <PanelForm action={action} intent="assign-technician" submit="Save technician">
          <StaffSelect
            name="technicianId"
            label="Technician"
            staff={staff.technicians}
            value={staff.technician?.id ?? null}
          />
        </PanelForm>
        {staff.legs.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No pickup and drop: the customer drives in.{" "}
            <a
              href={adminBookingCheckInPath(bookingId)}
              className="font-medium text-primary underline"
            >
              Check-in walk-round at the counter
            </a>
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Pickup and drop">
            {staff.legs.map((leg) => (
              <LegCard key={leg.id} leg={leg} drivers={staff.drivers} action={action} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
