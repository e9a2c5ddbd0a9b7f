import { Navigation } from "lucide-react";
import { useTranslator } from "~/components/site/translation";
import { cn } from "~/lib/utils";
import { useBusinessFacts } from "~/components/site/root-data";
import { directionsHref } from "~/catalog/business";

/** Props of {@link DirectionsButton}. */
export interface DirectionsButtonProps {
  /** "onNavy" for use on the navy hero, "onLight" elsewhere. Default "onLight". */
  tone?: "onNavy" | "onLight";
  className?: string;
}

/**
 * 'Get Directions': a Google Maps directions link to the workshop's coordinates from the
 * effective business facts (docs/product.md#route-service-pages, the generic template, and
 * #route-about workshop section). Opens in a new tab.
 */
export function DirectionsButton({ tone = "onLight", className }: DirectionsButtonProps) {
  const business = useBusinessFacts();
  const { t } = useTranslator();
  return (
    <a
      href={directionsHref(business.geo)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex h-12 items-center justify-center gap-2 rounded-md border-2 px-6 text-base font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 [&_svg]:size-5",
        tone === "onNavy"
          ? "border-white bg-transparent text-white hover:bg-white/10"
          : "border-primary bg-white text-primary hover:bg-secondary",
        className,
      )}
    >
      <Navigation aria-hidden />
      {t("contact.directions")}
      <span className="sr-only">{t("shell.mapsNewTab")}</span>
    </a>
  );
}
