/**
 * A leg as the driver's screen shows it (docs/product.md#pickups): the customer's name, a `tel:`
 * link, the address with a Google Maps directions link, the window, the car and its registration,
 * the state, and one large button for the next state. Plain links and forms: the staff pages ship
 * no framework script (docs/decisions/0011, 0016). In the page's language: the driver's own on the
 * staff screens (docs/decisions/0026).
 */
import { staffLegPath } from "~/catalog/navigation";
import { useTranslator } from "~/components/site/translation";
import { windowText } from "~/features/pickups/pickup-window";
import { phoneCallHref, phoneForDisplay } from "~/lib/phone";
import { nextDriverState } from "./leg-rules";
import type { LegDetails } from "./pickup-legs.server";

/** The big-target classes of the staff screens' buttons and links (at least 48 px tall). */
export const BIG_BUTTON =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg px-4 py-3 text-base font-semibold";

/**
 * The Google Maps directions link to an address (docs/product.md#pickups).
 * @param address the booking's address as typed
 * @returns "https://www.google.com/maps/dir/?api=1&destination=…"
 */
function directionsHref(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/**
 * The form with the leg's one next step, or nothing when the leg has none.
 * @param leg the leg; `action` where the form posts (the leg's page)
 */
export function NextStepForm({ leg, action }: { leg: LegDetails; action: string }) {
  const { t } = useTranslator();
  const next = nextDriverState(leg.kind, leg.state);
  if (!next) return null;
  return (
    <form method="post" action={action}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="to" value={next} />
      <button type="submit" className={`${BIG_BUTTON} bg-primary text-primary-foreground`}>
        {t(`staff.leg.next.${next}`)}
      </button>
    </form>
  );
}

/**
 * The leg's facts: who, where, when, which car.
 * @param leg the leg with its booking's details
 */
export function LegFacts({ leg }: { leg: LegDetails }) {
  const { t } = useTranslator();
  const tel = phoneCallHref(leg.customerPhone);
  return (
    <dl className="grid gap-2 text-base">
      <div>
        <dt className="text-sm text-muted-foreground">{t("staff.leg.window")}</dt>
        <dd className="font-semibold">
          {leg.windowStart && leg.windowEnd
            ? windowText(leg.windowStart, leg.windowEnd)
            : t("staff.leg.windowNotSet")}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">{t("staff.leg.customer")}</dt>
        <dd className="break-words">
          {leg.customerName}
          {tel && (
            <>
              {" · "}
              <a href={tel} className="font-semibold text-primary underline">
                {t("staff.leg.call", { phone: phoneForDisplay(leg.customerPhone) })}
              </a>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">{t("staff.leg.address")}</dt>
        <dd className="break-words whitespace-pre-line">{leg.address}</dd>
        <dd>
          <a
            href={directionsHref(leg.address)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary underline"
          >
            {t("staff.leg.directions")}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">{t("staff.leg.car")}</dt>
        <dd className="break-words">
          {leg.carModel}
          {leg.registration && (
            <span className="ml-2 rounded border px-1.5 font-mono font-semibold tracking-wide">
              {leg.registration}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * A leg's heading: its kind ("Pickup", "Drop") and, beside it, its state as a chip
 * (docs/product.md#pickups).
 * @param leg the leg; `level` 1 on the leg's own page, 2 on the day's list
 */
export function LegTitle({
  leg,
  level,
}: {
  leg: Pick<LegDetails, "kind" | "state">;
  level: 1 | 2;
}) {
  const { t } = useTranslator();
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <Heading className={level === 1 ? "text-2xl font-bold" : "text-lg font-bold"}>
        {t(`staff.leg.kind.${leg.kind}`)}
      </Heading>
      <span className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
        {t(`staff.leg.state.${leg.state}`)}
      </span>
    </div>
  );
}

/**
 * One leg on the day's list: its kind and state, its facts, a link to its page and its next
 * step.
 * @param leg the leg with its booking's details
 */
export function LegCard({ leg }: { leg: LegDetails }) {
  const { t } = useTranslator();
  const path = staffLegPath(leg.id);
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" data-leg-id={leg.id}>
      <LegTitle leg={leg} level={2} />
      <LegFacts leg={leg} />
      <NextStepForm leg={leg} action={path} />
      <a href={path} className={`${BIG_BUTTON} border`}>
        {t(leg.kind === "pickup" ? "staff.leg.openCheckIn" : "staff.leg.openReturn")}
      </a>
    </li>
  );
}
