import type * as React from "react";
import { useTranslator } from "./translation";
import { linkIn } from "~/catalog/languages";
import { Link } from "react-router";
import { CalendarCheck, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import { useBusinessFacts } from "./root-data";
import {
  type CtaAction,
  type CtaVariant,
  ctaDefaultLabel,
  ctaHref,
  ctaOpensNewTab,
  ctaUrgencyBadge,
} from "./cta";

/** Props of {@link CtaButton}. */
export interface CtaButtonProps {
  /** Where the button sits: hero, emergency, floating (round icon) or section. */
  variant: CtaVariant;
  /** What it does: open /booking, call the business, or open WhatsApp. */
  action: CtaAction;
  /**
   * For `action="book"`: the chosen service title, passed to /booking as the
   * `selectedService` search parameter (docs/product.md#route-home: Book This Service).
   */
  service?: string;
  /** For `action="book"`: the page's car brand, passed to /booking as `carBrand` (see `ctaHref`). */
  brand?: string;
  /** Show the urgency badge (docs/product.md#shell: shown by default). Default true. */
  showUrgencyBadge?: boolean;
  /** Overrides the default label; for `floating` it is the accessible name. */
  label?: string;
  /** Extra classes, merged last. */
  className?: string;
  /** Called on activation, before navigation (e.g. to close a menu). */
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
}

const icons: Record<CtaAction, LucideIcon> = {
  book: CalendarCheck,
  call: Phone,
  whatsapp: MessageCircle,
};

const base =
  "relative inline-flex items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 [&_svg]:pointer-events-none [&_svg]:shrink-0";

// Colour pairs chosen for contrast (all ≥ 4.5:1): navy on gold, white on navy, white on
// emerald-700 and red-700. Never gold text on white.
const actionColours: Record<CtaVariant, Record<CtaAction, string>> = {
  hero: {
    book: "bg-gold text-primary hover:bg-gold/90 shadow-md",
    call: "border-2 border-primary bg-white text-primary hover:bg-secondary shadow-md",
    whatsapp: "bg-emerald-700 text-white hover:bg-emerald-800 shadow-md",
  },
  emergency: {
    book: "border-2 border-red-700 bg-white text-red-700 hover:bg-red-50",
    call: "bg-red-700 text-white hover:bg-red-800 shadow-md",
    whatsapp: "bg-emerald-700 text-white hover:bg-emerald-800 shadow-md",
  },
  floating: {
    book: "bg-gold text-primary hover:bg-gold/90",
    call: "bg-primary text-primary-foreground hover:bg-primary/90",
    whatsapp: "bg-emerald-700 text-white hover:bg-emerald-800",
  },
  section: {
    book: "bg-primary text-primary-foreground hover:bg-primary/90 shadow-xs",
    call: "border bg-background text-foreground hover:bg-accent shadow-xs",
    whatsapp: "bg-emerald-700 text-white hover:bg-emerald-800 shadow-xs",
  },
};

const sizes: Record<CtaVariant, string> = {
  hero: "h-12 rounded-md px-6 text-base [&_svg]:size-5",
  emergency: "h-12 rounded-md px-6 text-base [&_svg]:size-5",
  floating: "size-12 rounded-full shadow-lg ring-2 ring-white [&_svg]:size-5",
  section: "h-10 rounded-md px-4 text-sm [&_svg]:size-4",
};

// The badge must contrast with both the button and the page behind its corner.
const badgeColours: Record<CtaVariant, Record<CtaAction, string>> = {
  hero: {
    book: "bg-primary text-primary-foreground",
    call: "bg-red-700 text-white",
    whatsapp: "bg-primary text-primary-foreground",
  },
  emergency: {
    book: "bg-red-700 text-white",
    call: "bg-white text-red-700 ring-red-700",
    whatsapp: "bg-primary text-primary-foreground",
  },
  floating: {
    book: "bg-red-700 text-white",
    call: "bg-red-700 text-white",
    whatsapp: "bg-red-700 text-white",
  },
  section: {
    book: "bg-red-700 text-white",
    call: "bg-red-700 text-white",
    whatsapp: "bg-primary text-primary-foreground",
  },
};

/**
 * A call-to-action button (docs/product.md#shell: variants hero, emergency, floating and section;
 * an urgency badge shown unless `showUrgencyBadge` is false). `action="book"` links to
 * /booking (with `?selectedService=<service>` when `service` is given); `"call"` is a tel: link and `"whatsapp"` a wa.me link with the greeting, opened
 * in a new tab, both to the business phone from the root loader's business facts
 * (docs/product.md#business-facts and #shell). The `floating` variant is a round icon whose label
 * is its accessible name.
 * @returns a link styled as a button
 */
export function CtaButton({
  variant,
  action,
  service,
  brand,
  showUrgencyBadge = true,
  label,
  className,
  onClick,
}: CtaButtonProps) {
  const business = useBusinessFacts();
  const { t, locale } = useTranslator();
  // English reads cta.ts's labels; a translated page its catalogue's (docs/decisions/0026).
  const text =
    label ?? (locale === "en" ? ctaDefaultLabel(variant, action) : t(`cta.${variant}.${action}`));
  const englishBadge = showUrgencyBadge ? ctaUrgencyBadge(variant, action) : null;
  const badge =
    locale === "en" || !englishBadge
      ? englishBadge
      : englishBadge === "24/7"
        ? englishBadge
        : t(action === "book" ? "cta.limitedSlots" : "cta.freeEstimate");
  const Icon = icons[action];
  const floating = variant === "floating";
  const classes = cn(base, sizes[variant], actionColours[variant][action], className);

  const content = (
    <>
      <Icon aria-hidden />
      <span className={floating ? "sr-only" : undefined}>{text}</span>
      {badge && (
        <span
          data-slot="urgency-badge"
          className={cn(
            "pointer-events-none absolute rounded-full px-2 py-0.5 text-[0.6875rem] leading-none font-bold whitespace-nowrap shadow-sm ring-1 ring-white",
            floating ? "-top-1.5 -left-2 px-1.5" : "-top-2.5 right-2",
            badgeColours[variant][action],
          )}
        >
          {/* Read as part of the name after a pause: "Call Now, 24/7". */}
          <span className="sr-only">, </span>
          {badge}
        </span>
      )}
    </>
  );

  if (action === "book") {
    return (
      <Link
        to={linkIn(ctaHref(action, business, service, brand), locale)}
        className={classes}
        title={floating ? text : undefined}
        onClick={onClick}
      >
        {content}
      </Link>
    );
  }
  const newTab = ctaOpensNewTab(action);
  return (
    <a
      href={ctaHref(action, business)}
      className={classes}
      title={floating ? text : undefined}
      onClick={onClick}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {content}
    </a>
  );
}
