import { Siren } from "lucide-react";
import { EMERGENCY_PATH } from "~/catalog/navigation";
import { CtaButton } from "~/components/site/cta-button";
import { useTranslator } from "~/components/site/translation";

/** Props of {@link EmergencyBanner}. */
export interface EmergencyBannerProps {
  /**
   * Response promise in hours, from the business facts (docs/product.md#business-facts: within 2
   * hours).
   */
  responseHours: number;
}

/**
 * The emergency call-to-action (docs/product.md#route-home: an emergency call-to-action;
 * docs/product.md#business-facts: a 24/7 emergency line, response within 2 hours). White text on
 * red-700. Beside the call button, the way to send where the car is (docs/product.md#emergency-form).
 */
export function EmergencyBanner({ responseHours }: EmergencyBannerProps) {
  const { t } = useTranslator();
  return (
    <section aria-labelledby="emergency-heading" className="bg-red-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Siren className="mt-1 size-8 shrink-0" aria-hidden />
          <div>
            <h2 id="emergency-heading" className="text-2xl font-bold">
              {t("shell.emergencyBanner.title")}
            </h2>
            <p className="mt-2 text-white/90">
              {t("shell.emergencyBanner.text", { hours: responseHours })}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CtaButton
            variant="emergency"
            action="call"
            className="bg-white text-red-700 hover:bg-red-50"
            showUrgencyBadge={false}
          />
          <a
            href={EMERGENCY_PATH}
            className="inline-flex h-12 items-center justify-center rounded-md border-2 border-white px-6 text-base font-semibold text-white hover:bg-red-800"
          >
            {t("shell.emergencyBanner.send")}
          </a>
        </div>
      </div>
    </section>
  );
}
