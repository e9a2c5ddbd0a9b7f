import { MessageCircle } from "lucide-react";
import { useTranslator } from "~/components/site/translation";
import { whatsappHref } from "~/catalog/business";
import { cn } from "~/lib/utils";
import { useBusinessFacts } from "~/components/site/root-data";

/** Props of {@link WhatsAppButton}. */
export interface WhatsAppButtonProps {
  /** The prefilled message, e.g. a greeting naming the brand. */
  message: string;
  /** The visible label. Default "WhatsApp Us" in the page's language (`cta.hero.whatsapp`). */
  label?: string;
  /** "large" for heroes and closing blocks, "default" elsewhere. */
  size?: "default" | "large";
  className?: string;
}

/**
 * A WhatsApp button with a page-specific greeting (docs/product.md#route-service-pages: the chat
 * message opens in a new tab with a greeting that mentions the brand; docs/product.md#shell).
 * The number is the effective business phone from the root loader. Opens in a new tab with
 * `rel="noopener noreferrer"`; the accessible name says so.
 */
export function WhatsAppButton({
  message,
  label,
  size = "default",
  className,
}: WhatsAppButtonProps) {
  const { t } = useTranslator();
  const business = useBusinessFacts();
  return (
    <a
      href={whatsappHref(business.phone, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md bg-emerald-700 font-semibold text-white shadow-xs transition-colors outline-none hover:bg-emerald-800 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 [&_svg]:shrink-0",
        size === "large"
          ? "h-12 px-6 text-base [&_svg]:size-5"
          : "h-10 px-4 text-sm [&_svg]:size-4",
        className,
      )}
    >
      <MessageCircle aria-hidden />
      {label ?? t("cta.hero.whatsapp")}
      <span className="sr-only">{t("shell.whatsappNewTab")}</span>
    </a>
  );
}
