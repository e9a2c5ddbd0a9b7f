import { Phone } from "lucide-react";
import { formatPhone, telHref } from "~/catalog/business";
import { EMERGENCY_PROBLEM_LABELS, EMERGENCY_STATUS_LABELS } from "~/catalog/emergency";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatKolkataTime } from "~/lib/time";
import type { EmergencyStatusData } from "./emergency-page.server";
import { EmergencySteps } from "./emergency-steps";

/** Props of {@link EmergencyStatus}. */
export interface EmergencyStatusProps {
  data: EmergencyStatusData;
  /** The business phone (E.164). */
  phone: string;
  /** The workshop's service radius in km (the business facts). */
  radiusKm: number;
  /** The site's origin, so the private link is shown whole. */
  siteUrl: string;
}

/**
 * A request's private status page (docs/product.md#emergency-status): right after sending, what
 * happens next; always the number to call, the place as sent (and plainly when it is outside the
 * service radius), each step with its time, the taker's ETA, and the link itself to keep. No
 * script: the page reloads itself every 30 seconds by its meta refresh.
 */
export function EmergencyStatus({ data, phone, radiusKm, siteUrl }: EmergencyStatusProps) {
  const { request, justSent } = data;
  const promiseHours = request.promiseMinutes / 60;
  return (
    <div className="grid gap-5">
      {justSent && (
        <section
          role="status"
          className="grid gap-2 rounded-xl border border-green-700/30 bg-green-50 p-4 text-green-950"
        >
          <h2 className="text-lg font-bold">We have your request</h2>
          <p>
            The on-call team has been alerted and will call you on {formatPhone(request.phone)} in
            the next few minutes. Once someone is on the way, this page shows who and when they
            expect to reach you. Our promise is to reach you within {promiseHours} hours.
          </p>
          <p>
            Stay with your car if it is safe, switch on the hazard lights, and keep your phone free.
          </p>
        </section>
      )}
      {request.withinRadius === false && (
        <p
          role="alert"
          className="rounded-xl border border-amber-700/40 bg-amber-50 p-4 text-amber-950"
        >
          The place you sent is about {request.distanceKm} km from our workshop, outside the{" "}
          {radiusKm} km we cover. We have recorded your request and will call you to see what we can
          arrange.
        </p>
      )}
      <a
        href={telHref(phone)}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-red-700 px-6 font-bold text-white hover:bg-red-800"
      >
        <Phone className="size-5" aria-hidden />
        Call us now: {formatPhone(phone)}
      </a>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">{EMERGENCY_STATUS_LABELS[request.status]}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <EmergencySteps request={request} />
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className="inline font-semibold">What happened: </dt>
              <dd className="inline">{EMERGENCY_PROBLEM_LABELS[request.problem]}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Where: </dt>
              <dd className="inline">
                {request.landmark}, {request.locality}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">Promised by: </dt>
              <dd className="inline">{formatKolkataTime(request.dueAt)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <section className="grid gap-2 rounded-xl border p-4 text-sm">
        <h2 className="font-semibold">Your private link</h2>
        <p>Keep this link to follow your request; anyone with it can see this page.</p>
        <p className="break-all font-mono">
          <a href={data.path} className="underline">
            {siteUrl}
            {data.path}
          </a>
        </p>
      </section>
    </div>
  );
}
