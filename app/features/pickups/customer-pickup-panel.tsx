import { LEG_KIND_LABELS, LEG_STATE_LABELS, statesOf } from "~/catalog/pickup-legs";
import { windowText } from "~/features/pickups/pickup-window";
import type { CustomerLegView } from "./customer-legs.server";
import type { WalkroundView } from "./walkrounds.server";
import { WalkroundRecord } from "./walkround-record";

/**
 * The pickup and drop, and the walk-rounds, on the customer's booking page
 * (docs/product.md#pickups, #check-in): each leg's state, window and driver's first name, then
 * each walk-round as recorded. Nothing for a booking without pickup and without walk-rounds.
 * @param legs the booking's legs; `walkrounds` its walk-rounds; `bookingId` the booking
 */
export function CustomerPickupPanel({
  bookingId,
  legs,
  walkrounds,
}: {
  bookingId: string;
  legs: CustomerLegView[];
  walkrounds: WalkroundView[];
}) {
  if (legs.length === 0 && walkrounds.length === 0) return null;
  return (
    <section
      aria-labelledby="pickup-heading"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-6"
    >
      <h2 id="pickup-heading" className="text-xl font-semibold">
        Pickup and drop
      </h2>
      {legs.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {legs.map((leg) => {
            const order = statesOf(leg.kind);
            const at = order.indexOf(leg.state);
            return (
              <li
                key={leg.id}
                className="grid gap-1 rounded-lg border p-3"
                data-leg-kind={leg.kind}
              >
                <h3 className="font-semibold">{LEG_KIND_LABELS[leg.kind]}</h3>
                <p className="text-lg font-bold" data-leg-state={leg.state}>
                  {LEG_STATE_LABELS[leg.state]}
                </p>
                <p className="text-sm text-muted-foreground">
                  Window: {windowText(leg.windowStart, leg.windowEnd)}
                  {leg.driverFirstName ? ` · Driver: ${leg.driverFirstName}` : ""}
                </p>
                <ol className="mt-1 flex gap-1" aria-hidden>
                  {order.map((s, i) => (
                    <li
                      key={s}
                      className={`h-1.5 flex-1 rounded-full ${i <= at ? "bg-primary" : "bg-muted"}`}
                    />
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
      {walkrounds.map((w) => (
        <div key={w.id} className="grid gap-2">
          <h3 className="font-semibold">
            {w.kind === "check_in" ? "Check-in walk-round" : "Return walk-round"}
          </h3>
          <WalkroundRecord walkround={w} bookingId={bookingId} />
        </div>
      ))}
    </section>
  );
}
