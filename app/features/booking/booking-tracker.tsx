import { CheckCircle2, Circle } from "lucide-react";
import { cn } from "~/lib/utils";
import { trackerSteps } from "./booking-status";

/**
 * The 4-step status tracker (spec section 4 "Tracker steps") for one booking.
 * @param status the booking's status
 */
export function BookingTracker({ status }: { status: string }) {
  const steps = trackerSteps(status);
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Booking progress">
      {steps.map((step, i) => (
        <li key={step.title} className="flex items-center gap-2 text-sm" data-done={step.done}>
          {step.done ? (
            <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden />
          ) : (
            <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          )}
          <span className={cn(step.done ? "font-medium text-foreground" : "text-muted-foreground")}>
            <span className="sr-only">{`Step ${i + 1}: `}</span>
            {step.title}
            <span className="sr-only">{step.done ? " (done)" : " (not yet)"}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
