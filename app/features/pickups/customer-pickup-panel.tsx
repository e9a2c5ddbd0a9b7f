import { LEG_KIND_LABELS, LEG_STATE_LABELS, statesOf } from "~/catalog/pickup-legs";
import { windowText } from "~/features/pickups/pickup-window";
import type { CustomerLegView } from "./customer-legs.server";
import type { WalkroundView } from "./walkrounds.server";
import { WalkroundRecord } from "./walkround-record";
import { useTranslator } from "~/components/site/translation";

/**
 * The pickup and drop, and the walk-rounds, on the customer's booking page
 * (docs/product.md#pickups, #check-in): each leg's state, window and driver's first name, then
 * each walk-round as recorded. Nothing for a booking without pickup and without walk-rounds.
 * @param legs the booking's legs; `walkrounds` its walk-rounds; `bookingId` the booking
 * Its words are the page's language (docs/decisions/0026; the walk-rounds' records stay as written).
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
  const { t, locale } = useTranslator();
  if (legs.length === 0 && walkrounds.length === 0) return null;
  const english = locale === "en";
  return (
    <section
      aria-labelledby="pickup-heading"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-6"
    >
      <h2 id="pickup-heading" className="text-xl font-semibold">
        {t("booking.pickup.heading")}
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
                <h3 className="font-semibold">
                  {english ? LEG_KIND_LABELS[leg.kind] : t(`booking.pickup.kind.${leg.kind}`)}
                </h3>
                <p className="text-lg font-bold" data-leg-state={leg.state}>
                  {english ? LEG_STATE_LABELS[leg.state] : t(`booking.pickup.state.${leg.state}`)}
                </p>
                <p className="text-sm text-muted-foreground">
                  {english ? (
                    <>
                      Window: {windowText(leg.windowStart, leg.windowEnd)}
                      {leg.driverFirstName ? ` · Driver: ${leg.driverFirstName}` : ""}
                    </>
                  ) : (
                    t(
                      leg.driverFirstName ? "booking.pickup.windowDriver" : "booking.pickup.window",
                      {
                        window:
                          leg.windowStart && leg.windowEnd
                            ? windowText(leg.windowStart, leg.windowEnd)
                            : t("booking.pickup.notSet"),
                        driver: leg.driverFirstName ?? "",
                      },
                    )
                  )}
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
            {w.kind === "check_in" ? t("booking.pickup.checkIn") : t("booking.pickup.return")}
          </h3>
          <WalkroundRecord walkround={w} bookingId={bookingId} />
        </div>
      ))}
    </section>
  );
}
