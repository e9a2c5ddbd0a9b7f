import { MapPin, Phone, Siren } from "lucide-react";
import { EMERGENCY_PROBLEM_LABELS, EMERGENCY_STATUS_LABELS } from "~/catalog/emergency";
import { staffEmergencyPath } from "~/catalog/navigation";
import { phoneCallHref, phoneForDisplay } from "~/lib/phone";
import { formatKolkataTime } from "~/lib/time";
import { minutesText, promiseClock } from "./emergency-clock";
import type { EmergencyBoardData } from "./emergency-board-page.server";
import { EMERGENCY_LIMITS, EMERGENCY_NOTICES } from "./emergency-schema";
import type { EmergencyView } from "./emergency.server";

const BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-md px-5 text-base font-semibold";

/** The clock's line: waited, and left (or late) against the promise. */
function ClockLine({ request, now }: { request: EmergencyView; now: Date }) {
  const clock = promiseClock(request, now);
  return (
    <p className={clock.late ? "font-bold text-red-800" : "font-semibold"} data-clock>
      Waiting {minutesText(clock.waited)} ·{" "}
      {clock.late
        ? `Late by ${minutesText(clock.left)} (promised by ${formatKolkataTime(request.dueAt)})`
        : `${minutesText(clock.left)} left to reach them (by ${formatKolkataTime(request.dueAt)})`}
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
  if (request.status === "sent")
    return (
      <form method="post" action={action} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="take" />
        <label className="grid gap-1 text-sm font-medium">
          ETA in minutes
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
          On my way
        </button>
      </form>
    );
  if (!canMove)
    return (
      <p className="text-sm">
        Taken by {request.takerName ?? "a colleague"}
        {request.expectedAt ? `, expected by ${formatKolkataTime(request.expectedAt)}` : ""}.
      </p>
    );
  const intents =
    request.status === "taken"
      ? [{ intent: "arrive", label: "Arrived" }]
      : [
          { intent: "resolve", label: "Resolved" },
          { intent: "tow", label: "Towed to the workshop" },
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
        Emergency requests ({board.requests.length})
      </h2>
      {board.notice && (
        <p role="status" className="rounded-md bg-white p-3 text-sm">
          {EMERGENCY_NOTICES[board.notice]}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        As of {formatKolkataTime(board.now)}; reload for the latest.
      </p>
      <ul className="grid gap-3">
        {board.requests.map((r) => {
          const call = phoneCallHref(r.phone);
          return (
            <li
              key={r.id}
              className="grid gap-2 rounded-lg border bg-white p-4"
              aria-label={`Emergency: ${EMERGENCY_PROBLEM_LABELS[r.problem]}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-bold">{EMERGENCY_PROBLEM_LABELS[r.problem]}</h3>
                <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">
                  {EMERGENCY_STATUS_LABELS[r.status]}
                </span>
              </div>
              <ClockLine request={r} now={now} />
              <p>
                {r.name ?? "Name not given"}
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
                  ? "No location sent: confirm on the call."
                  : r.withinRadius
                    ? `${r.distanceKm} km from the workshop.`
                    : `${r.distanceKm} km from the workshop: outside the service radius.`}
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
