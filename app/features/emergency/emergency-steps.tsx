import { Check, Circle } from "lucide-react";
import type { EmergencyStatus } from "~/catalog/emergency";
import { useTranslator } from "~/components/site/translation";
import { formatKolkataTime } from "~/lib/time";
import type { EmergencyView } from "./emergency.server";
import { statusLabel } from "./emergency-words";

/** The steps a request shows, with the time each was reached. */
function stepsOf(request: EmergencyView): Array<{ status: EmergencyStatus; at: string | null }> {
  const closing: EmergencyStatus = request.status === "towed" ? "towed" : "resolved";
  return [
    { status: "sent", at: request.sentAt },
    { status: "taken", at: request.takenAt },
    { status: "arrived", at: request.arrivedAt },
    { status: closing, at: request.closedAt },
  ];
}

/**
 * A request's steps in order, each with the time it was reached, Asia/Kolkata
 * (docs/product.md#emergency-status); the taken step names the taker and their ETA. In the
 * page's language (docs/decisions/0026).
 * @param request the request's view
 */
export function EmergencySteps({ request }: { request: EmergencyView }) {
  const translator = useTranslator();
  const { t } = translator;
  return (
    <ol className="grid gap-3" aria-label={t("emergency.status.steps")}>
      {stepsOf(request).map(({ status, at }) => (
        <li key={status} className="flex items-start gap-3">
          {at ? (
            <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
          ) : (
            <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          )}
          <div>
            <p className={at ? "font-semibold" : "text-muted-foreground"}>
              {statusLabel(status, translator)}
              {at && (
                <span className="font-normal text-muted-foreground">
                  {" "}
                  · {formatKolkataTime(at)}
                </span>
              )}
            </p>
            {status === "taken" && request.etaMinutes !== null && request.expectedAt && (
              <p className="text-sm">
                {t("emergency.status.eta", {
                  taker: request.takerName ?? t("emergency.status.ourTeam"),
                  minutes: request.etaMinutes,
                  time: formatKolkataTime(request.expectedAt),
                })}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
