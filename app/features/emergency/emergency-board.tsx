import { MapPin, Phone, Siren } from "lucide-react";
import { EMERGENCY_PROBLEM_LABELS, EMERGENCY_STATUS_LABELS } from "~/catalog/emergency";
import { staffEmergencyPath } from "~/catalog/navigation";
import { useTranslator } from "~/components/site/translation";
import type { Translator } from "~/lib/i18n";
import { phoneCallHref, phoneForDisplay } from "~/lib/phone";
import { formatKolkataTime } from "~/lib/time";
import { minutesText, promiseClock } from "./emergency-clock";
import type { EmergencyBoardData } from "./emergency-board-page.server";
import { EMERGENCY_LIMITS } from "./emergency-schema";
import type { EmergencyView } from "./emergency.server";

const BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-md px-5 text-base font-semibold";

/** A number of minutes as people read it, in the page's language: "25 min", "1 h 5 min". */
function minutesIn(t: Translator["t"], minutes: number): string {
  return minutesText(minutes, {
    min: (m) => t("staff.emergency.min", { m }),
    h: (h) => t("staff.emergency.h", { h }),
    hMin: (h, m) => t("staff.emergency.hMin", { h, m }),
  });
}

/** The clock's line: waited, and left (or late) against the promise. */
function ClockLine({ request, now }: { request: EmergencyView; now: Date }) {
  const { t } = useTranslator();
  const clock = promiseClock(request, now);
  const time = formatKolkataTime(request.dueAt);
  const left = minutesIn(t, clock.left);
  return (
    <p className={clock.late ? "font-bold text-red-800" : "font-semibold"} data-clock>
      {t("staff.emergency.waiting", { waited: minutesIn(t, clock.waited) })} ·{" "}
      {clock.late
        ? t("staff.emergency.late", { left, time })
        : t("staff.emergency.left", { left, time })}
    </p>
  );
}

/** The step forms a viewer may use on a request. */
function StepForms({
  request,
  action,
  canMove,
}: {
  request: EmergencyView;
  action: string;
  canMove: boolean;
}) {
  const { t } = useTranslator();
  if (request.status === "sent")
    return (
      <form method="post" action={action} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="take" />
        <label className="grid gap-1 text-sm font-medium">
          {t("staff.emergency.eta")}
          <input
            name="eta"
            type="number"
            inputMode="numeric"
            required
            min={EMERGENCY_LIMITS.etaMin}
            max={EMERGENCY_LIMITS.etaMax}
            className="h-12 w-28 rounded-md border px-3 text-base"
          />
        </label>
        <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}>
          {t("staff.emergency.onMyWay")}
        </button>
      </form>
    );
  if (!canMove)
    return (
      <p className="text-sm">
        {request.expectedAt
          ? t("staff.emergency.takenByExpected", {
              name: request.takerName ?? t("staff.emergency.colleague"),
              time: formatKolkataTime(request.expectedAt),
            })
          : t("staff.emergency.takenBy", {
              name: request.takerName ?? t("staff.emergency.colleague"),
            })}
      </p>
    );
  const intents =
    request.status === "taken"
      ? [{ intent: "arrive", label: t("staff.emergency.arrive") }]
      : [
          { intent: "resolve", label: t("staff.emergency.resolve") },
          { intent: "tow", label: t("staff.emergency.tow") },
        ];
  return (
    <div className="flex flex-wrap gap-2">
      {intents.map((i) => (
        <form key={i.intent} method="post" action={action}>
          <input type="hidden" name="intent" value={i.intent} />
          <button type="submit" className={`${BUTTON} bg-primary text-primary-foreground`}>
            {i.label}
          </button>
        </form>
      ))}
    </div>
  );
}

/**
 * The open emergency requests, at the top of the driver's /staff screen and of the back office
 * (docs/product.md#emergency-alerts): oldest first, each with what happened, the customer's phone
 * as a call link, the place with its map link and distance, the clock against the promise, and
 * the one step its viewer may take (take with an ETA; then, for its taker or an admin, arrived;
 * then resolved or towed). Plain forms, big targets; nothing when no request is open except the
 * last step's notice.
 * @param board the open requests, the instant drawn at, the viewer and the last step's notice
 * @param from where the forms come back to: "staff" or "admin"
 */
export function EmergencyBoard({
  board,
  from,
}: {
  board: EmergencyBoardData;
  from: "staff" | "admin";
}) {
  const { t, locale } = useTranslator();
  // What happened and the step: the catalogue's words, or the language's (docs/decisions/0026).
  const problemOf = (r: EmergencyView) =>
    locale === "en"
      ? EMERGENCY_PROBLEM_LABELS[r.problem]
      : t(`content.emergency.problems.${r.problem}`);
  const statusOf = (r: EmergencyView) =>
    locale === "en"
      ? EMERGENCY_STATUS_LABELS[r.status]
      : t(`content.emergency.statuses.${r.status}`);
  const now = new Date(board.now);
  if (board.requests.length === 0 && !board.notice) return null;
  return (
    <section
      aria-labelledby="emergency-board-heading"
      className="grid gap-3 rounded-xl border-2 border-red-700 bg-red-50/60 p-4"
    >
      <h2
        id="emergency-board-heading"
        className="flex items-center gap-2 text-xl font-bold text-red-800"
      >
        <Siren className="size-5" aria-hidden />
        {t("staff.emergency.title", { count: board.requests.length })}
      </h2>
      {board.notice && (
        <p role="status" className="rounded-md bg-white p-3 text-sm">
          {t(`staff.emergency.notices.${board.notice}`)}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {t("staff.emergency.asOf", { time: formatKolkataTime(board.now) })}
      </p>
      <ul className="grid gap-3">
        {board.requests.map((r) => {
          const call = phoneCallHref(r.phone);
          return (
            <li
              key={r.id}
              className="grid gap-2 rounded-lg border bg-white p-4"
              aria-label={t("staff.emergency.item", { problem: problemOf(r) })}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-bold">{problemOf(r)}</h3>
                <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">
                  {statusOf(r)}
                </span>
              </div>
              <ClockLine request={r} now={now} />
              <p>
                {r.name ?? t("staff.emergency.noName")}
                {r.car ? ` · ${r.car}` : ""}
              </p>
              {call && (
                <a
                  href={call}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline"
                >
                  <Phone className="size-4" aria-hidden />
                  {phoneForDisplay(r.phone)}
                </a>
              )}
              <a
                href={r.mapHref}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 text-primary underline"
              >
                <MapPin className="size-4" aria-hidden />
                {r.landmark}, {r.locality}
              </a>
              <p className="text-sm text-muted-foreground">
                {r.distanceKm === null
                  ? t("staff.emergency.noLocation")
                  : t(r.withinRadius ? "staff.emergency.within" : "staff.emergency.outside", {
                      km: r.distanceKm,
                    })}
              </p>
              <StepForms
                request={r}
                action={`${staffEmergencyPath(r.id)}?from=${from}`}
                canMove={board.viewer.isAdmin || r.takenBy === board.viewer.id}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
