import { FiguresTable } from "~/components/back-office/figures-table";
import { formatMonth } from "~/lib/time";
import { useBusinessFacts } from "~/components/site/root-data";
import { minutesText } from "./emergency-clock";
import type { PromiseMonth } from "./emergency-promise.server";

/** Minutes as words, or a dash while none were measured. */
const minutesOrDash = (m: number | null) => (m === null ? "–" : minutesText(m));

/**
 * The emergency promise measured, per month (docs/product.md#emergency-promise): requests, the
 * median and 90th-percentile time to take and to arrive, and how many of those arrived at were
 * reached within the promise. A section of the back office's Analytics tab.
 * The promise in force today (the business facts) is named in its explanation.
 * @param months the months, newest first; null when they could not be read
 */
export function EmergencyPromiseSection({ months }: { months: PromiseMonth[] | null }) {
  const promiseHours = useBusinessFacts().promises.emergencyResponseHours;
  return (
    <section
      // min-w-0: a grid item as wide as the tab, so the wide table scrolls inside it on a phone
      // rather than widening the page.
      className="min-w-0 rounded-xl border bg-card p-4 shadow-xs"
      aria-labelledby="emergency-promise-heading"
    >
      <h3 id="emergency-promise-heading" className="mb-1 font-semibold">
        Emergency response against the promise
      </h3>
      <p className="mb-3 text-xs text-muted-foreground">
        Minutes from the request to someone taking it and to someone arriving; the promise is to
        arrive within {promiseHours} hours. Months in India Standard Time.
      </p>
      {months === null ? (
        <p className="text-sm text-red-800">The emergency figures could not be loaded.</p>
      ) : months.length === 0 ? (
        <p className="text-sm text-muted-foreground">No emergency requests yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <FiguresTable
            columns={[
              {
                heading: "Month",
                value: (m) => formatMonth(m.month),
              },
              { heading: "Requests", value: (m) => m.requests },
              { heading: "Median to take", value: (m) => minutesOrDash(m.medianTakeMinutes) },
              { heading: "90% to take", value: (m) => minutesOrDash(m.p90TakeMinutes) },
              { heading: "Median to arrive", value: (m) => minutesOrDash(m.medianArriveMinutes) },
              { heading: "90% to arrive", value: (m) => minutesOrDash(m.p90ArriveMinutes) },
              {
                heading: "Arrived within the promise",
                value: (m) => `${m.arrivedWithinPromise} of ${m.arrived}`,
              },
            ]}
            rows={months}
            rowKey={(m) => m.month}
            className="w-full min-w-[36rem] text-sm"
            cellClassName="py-1.5"
          />
        </div>
      )}
    </section>
  );
}
