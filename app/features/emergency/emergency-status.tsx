import { Phone } from "lucide-react";
import { formatPhone, telHref } from "~/catalog/business";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useTranslator } from "~/components/site/translation";
import { formatKolkataTime } from "~/lib/time";
import type { EmergencyStatusData } from "./emergency-page.server";
import { EmergencySteps } from "./emergency-steps";
import { problemLabel, statusLabel } from "./emergency-words";

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
 * script: the page reloads itself every 30 seconds by its meta refresh. In the page's language
 * when reached from a Telugu or Hindi page (docs/decisions/0026).
 */
export function EmergencyStatus({ data, phone, radiusKm, siteUrl }: EmergencyStatusProps) {
  const translator = useTranslator();
  const { t } = translator;
  const { request, justSent } = data;
  const promiseHours = request.promiseMinutes / 60;
  return (
    <div className="grid gap-5">
      {justSent && (
        <section
          role="status"
          className="grid gap-2 rounded-xl border border-green-700/30 bg-green-50 p-4 text-green-950"
        >
          <h2 className="text-lg font-bold">{t("emergency.status.sentTitle")}</h2>
          <p>
            {t("emergency.status.sentText", {
              phone: formatPhone(request.phone),
              hours: promiseHours,
            })}
          </p>
          <p>{t("emergency.status.sentSafety")}</p>
        </section>
      )}
      {request.withinRadius === false && (
        <p
          role="alert"
          className="rounded-xl border border-amber-700/40 bg-amber-50 p-4 text-amber-950"
        >
          {t("emergency.status.outside", { distance: request.distanceKm ?? "", radius: radiusKm })}
        </p>
      )}
      <a
        href={telHref(phone)}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-red-700 px-6 font-bold text-white hover:bg-red-800"
      >
        <Phone className="size-5" aria-hidden />
        <span>
          {`${t("emergency.status.call")} `}
          <span className="whitespace-nowrap">{formatPhone(phone)}</span>
        </span>
      </a>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">{statusLabel(request.status, translator)}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <EmergencySteps request={request} />
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className="inline font-semibold">{t("emergency.status.whatHappened")}</dt>
              <dd className="inline">{problemLabel(request.problem, translator)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t("emergency.status.where")}</dt>
              <dd className="inline">
                {request.landmark}, {request.locality}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t("emergency.status.promisedBy")}</dt>
              <dd className="inline">{formatKolkataTime(request.dueAt)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <section className="grid gap-2 rounded-xl border p-4 text-sm">
        <h2 className="font-semibold">{t("emergency.status.linkTitle")}</h2>
        <p>{t("emergency.status.linkText")}</p>
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
