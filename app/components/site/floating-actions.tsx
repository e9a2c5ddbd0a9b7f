import { Siren } from "lucide-react";
import { useLocation } from "react-router";
import { EMERGENCY_PATH } from "~/catalog/navigation";
import { CtaButton } from "./cta-button";
import { showFloatingActions } from "./site-config";
import { useTranslator } from "./translation";

/**
 * The floating call, WhatsApp and book buttons (docs/product.md#shell: floating call, chat and
 * book buttons appear on pages), and the way to a roadside emergency request
 * (docs/product.md#emergency-form): compact round icons fixed at the bottom right, clear of
 * the phone's safe area, each named for screen readers. On phones they sit in a row (one
 * line of text covered at a time, not the right edge of many); from md they stack in the
 * page margin. Hidden on /admin*, /auth and
 * /booking (see {@link showFloatingActions}). Takes no props.
 * @returns the buttons, or null on pages that leave them off
 */
export function FloatingActions() {
  const { pathname } = useLocation();
  const { t } = useTranslator();
  if (!showFloatingActions(pathname)) return null;
  return (
    <div
      role="group"
      aria-label={t("shell.quickContact")}
      className="fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 flex flex-row items-center gap-3 md:flex-col print:hidden"
    >
      <CtaButton variant="floating" action="whatsapp" />
      <CtaButton variant="floating" action="call" />
      <CtaButton variant="floating" action="book" />
      <a
        href={EMERGENCY_PATH}
        aria-label={t("shell.emergencyHelp")}
        className="inline-flex size-12 items-center justify-center rounded-full bg-red-700 text-white shadow-lg ring-2 ring-white hover:bg-red-800 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none [&_svg]:size-5"
      >
        <Siren aria-hidden />
      </a>
    </div>
  );
}
