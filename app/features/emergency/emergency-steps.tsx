import { Check, Circle } from "lucide-react";
import { EMERGENCY_STATUS_LABELS, type EmergencyStatus } from "~/catalog/emergency";
import { formatKolkataTime } from "~/lib/time";
import type { EmergencyView } from "./emergency.server";

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
 * (docs/product.md#emergency-status); the taken step names the taker and their ETA.
 * @param request the request's view
 */
export function EmergencySteps({ request }: { request: EmergencyView }) {
  return (
    <ol className="grid gap-3" aria-label="Steps">
      {stepsOf(request).map(({ status, at }) => (
        <li key={status} className="flex items-start gap-3">
          {at ? (
            <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
          ) : (
            <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          )}
          <div>
            <p className={at ? "font-semibold" : "text-muted-foreground"}>
              {EMERGENCY_STATUS_LABELS[status]}
              {at && (
                <span className="font-normal text-muted-foreground">
                  {" "}
                  · {formatKolkataTime(at)}
                </span>
              )}
            </p>
            {status === "taken" && request.etaMinutes !== null && request.expectedAt && (
              <p className="text-sm">
                {request.takerName ?? "Our team"} expects to reach you in {request.etaMinutes}{" "}
                minutes, by {formatKolkataTime(request.expectedAt)}.
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
