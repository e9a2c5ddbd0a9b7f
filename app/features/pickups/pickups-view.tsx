/**
 * The back office's Pickups view (docs/product.md#pickups): one day's legs grouped by window,
 * each with the customer, address and locality (Other: flagged for a call), car, state and a
 * driver picker; a day picker; printable (the forms are left off the printout).
 */
import { LEG_KIND_LABELS, LEG_STATE_LABELS } from "~/catalog/pickup-legs";
import { ADMIN_PATH, ADMIN_PICKUPS_PATH, adminBookingPath } from "~/catalog/navigation";
import { getLocality } from "~/catalog/localities";
import { windowText } from "~/features/pickups/pickup-window";
import { formatDisplayDate } from "~/lib/time";
import { phoneForDisplay } from "~/lib/phone";
import { SelectOptions } from "~/components/ui/native-select";
import type { PickupsDay } from "./pickups-page.server";
import type { LegDetails } from "./pickup-legs.server";
import { STAFF_NOTICES } from "./pickup-schema";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border px-4 text-sm font-semibold";

function localityText(leg: LegDetails): { text: string; call: boolean } {
  if (!leg.locality || leg.locality === "other") return { text: "Other area: call", call: true };
  return { text: getLocality(leg.locality)?.name ?? leg.locality, call: false };
}

/**
 * The view.
 * @param day the day, its legs, the drivers, the capacity per driver per window, and the last
 *   form's notice
 */
export function PickupsView({ day }: { day: PickupsDay }) {
  const windows = new Map<string, LegDetails[]>();
  for (const leg of day.legs) {
    const key = windowText(leg.windowStart, leg.windowEnd);
    windows.set(key, [...(windows.get(key) ?? []), leg]);
  }
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <a href={ADMIN_PATH} className="text-sm text-primary underline print:hidden">
            ← Back office
          </a>
          <h1 className="text-2xl font-bold">Pickups and drops</h1>
          <p className="text-muted-foreground">
            {formatDisplayDate(day.date)} · {day.legs.length}{" "}
            {day.legs.length === 1 ? "leg" : "legs"} · at most {day.capacity} per driver per window
          </p>
        </div>
        <form method="get" action={ADMIN_PICKUPS_PATH} className="flex gap-2 print:hidden">
          <label className="grid gap-1 text-sm">
            Day
            <input
              type="date"
              name="date"
              defaultValue={day.date}
              className="h-11 rounded-md border px-3"
            />
          </label>
          <button type="submit" className={`${BUTTON} self-end`}>
            Show
          </button>
        </form>
      </div>
      {day.notice && (
        <p
          role="status"
          className={`rounded-md p-3 text-sm print:hidden ${day.notice === "saved" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
        >
          {STAFF_NOTICES[day.notice]}
        </p>
      )}
      {day.legs.length === 0 ? (
        <p className="rounded-xl border p-4">No pickups or drops on this day.</p>
      ) : (
        [...windows.entries()].map(([window, legs]) => (
          <section key={window} className="grid gap-3 break-inside-avoid">
            <h2 className="text-lg font-semibold">{window}</h2>
            <ul className="grid gap-3">
              {legs.map((leg) => {
                const area = localityText(leg);
                return (
                  <li
                    key={leg.id}
                    data-leg-id={leg.id}
                    className="grid gap-3 rounded-xl border p-4 break-inside-avoid md:grid-cols-[1fr_18rem]"
                  >
                    <div className="grid gap-1 text-sm">
                      <p className="text-base font-semibold">
                        {LEG_KIND_LABELS[leg.kind]} · {LEG_STATE_LABELS[leg.state]}
                      </p>
                      <p>
                        <a href={adminBookingPath(leg.bookingId)} className="underline">
                          {leg.customerName}
                        </a>{" "}
                        · {phoneForDisplay(leg.customerPhone)}
                      </p>
                      <p className="break-words whitespace-pre-line">{leg.address}</p>
                      <p className={area.call ? "font-semibold text-red-800" : ""}>{area.text}</p>
                      <p>
                        {leg.carModel}
                        {leg.registration ? ` · ${leg.registration}` : ""}
                      </p>
                      <p className="hidden print:block">Driver: {leg.driverName ?? "—"}</p>
                    </div>
                    <form
                      method="post"
                      action={ADMIN_PICKUPS_PATH}
                      className="grid gap-2 print:hidden"
                    >
                      <input type="hidden" name="intent" value="assign-driver" />
                      <input type="hidden" name="date" value={day.date} />
                      <input type="hidden" name="bookingId" value={leg.bookingId} />
                      <input type="hidden" name="legId" value={leg.id} />
                      <label className="grid gap-1 text-sm font-medium">
                        Driver
                        <select
                          name="driverId"
                          defaultValue={leg.driverId ?? ""}
                          className="h-11 rounded-md border bg-background px-3"
                        >
                          <SelectOptions
                            options={day.drivers}
                            toValue={(d) => d.id}
                            toLabel={(d) => d.name}
                            prompt="Nobody"
                          />
                        </select>
                      </label>
                      <button type="submit" className={BUTTON}>
                        Save driver
                      </button>
                    </form>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
