import { Car, Clock, Mail, MapPin, Phone } from "lucide-react";
import { addressLine, formatPhone, telHref } from "~/catalog/business";
import {
  EMERGENCY_PATH,
  footerCompanyLinks,
  footerLegalLinks,
  footerLocalityLinks,
  footerServiceLinks,
} from "~/catalog/navigation";
import { emergencyHoursText, formatOpeningHours } from "~/catalog/opening-hours";
import type { LinkItem } from "~/catalog/page-seo-schema";
import { cn } from "~/lib/utils";
import { placeWords } from "~/lib/i18n";
import { useBusinessFacts } from "./root-data";
import { FragmentElement, ShellLink, useFragmentRenderer } from "./static-fragment";
import type { BusinessFacts } from "~/catalog/business-schema";
import { useLocation } from "react-router";
import { alternatesOf, linkIn, type Locale, type PageAlternate } from "~/catalog/languages";
import { LanguageSwitch } from "./language-switch";
import { TranslatorProvider, useTranslator } from "./translation";

const linkClass =
  "rounded-sm text-primary-foreground/85 underline-offset-4 transition-colors hover:text-primary-foreground hover:underline outline-none focus-visible:ring-[3px] focus-visible:ring-gold";

/** A list of footer links; `className` styles the list. */
function LinkList({ links, className }: { links: readonly LinkItem[]; className: string }) {
  const { t, locale, has } = useTranslator();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <ShellLink to={linkIn(link.path, locale)} className={linkClass}>
            {locale !== "en" && has(`shell.links.${link.path}`)
              ? t(`shell.links.${link.path}`)
              : link.name}
          </ShellLink>
        </li>
      ))}
    </ul>
  );
}

/** One titled column of footer links. */
function LinkColumn({ title, links }: { title: string; links: readonly LinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-gold uppercase">{title}</h2>
      <LinkList links={links} className="space-y-2 text-sm" />
    </nav>
  );
}

/**
 * The site footer (docs/product.md#shell): the business name, a short
 * description, address, phone, email and hours from the business facts
 * (docs/product.md#business-facts); links to Services, About Us, Contact, Book Service, Blog, FAQ,
 * the four service pages and six popular localities; Privacy Policy and Terms of Service; and a
 * copyright line with the current year (docs/product.md#shell: the spec's 2024 was a frozen value).
 * Takes no props; the business facts come from the root loader.
 */
export function SiteFooter() {
  const business = useBusinessFacts();
  const fragments = useFragmentRenderer();
  const translator = useTranslator();
  const { pathname } = useLocation();
  const view = {
    year: new Date().getFullYear(),
    locale: translator.locale,
    alternates: alternatesOf(pathname),
  };
  if (fragments) {
    const html = fragments.html(business, view, (v) => (
      <TranslatorProvider value={translator}>
        <FooterContent business={business} {...v} />
      </TranslatorProvider>
    ));
    return <FragmentElement as="footer" className={FOOTER_CLASS} html={html} />;
  }
  return (
    <footer className={FOOTER_CLASS}>
      <FooterContent business={business} {...view} />
    </footer>
  );
}

/** The footer's element classes. */
const FOOTER_CLASS = "bg-primary text-primary-foreground";

/**
 * The footer's content, from the business facts and the year alone (no router state), so that
 * a page without scripts can send it as a fragment rendered once.
 */
function FooterContent({
  business,
  year,
  locale,
  alternates,
}: {
  business: BusinessFacts;
  year: number;
  locale: Locale;
  alternates: PageAlternate[];
}) {
  const { address } = business;
  const translator = useTranslator();
  const { t } = translator;
  const english = locale === "en";
  const emergencyText = emergencyHoursText(business.hoursText);
  const emergency = english || !emergencyText ? emergencyText : t("shell.footer.emergency");

  return (
    <>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 md:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <section
          aria-labelledby="footer-business"
          className="col-span-2 space-y-4 md:col-span-3 lg:col-span-1"
        >
          <h2 id="footer-business" className="flex items-center gap-2 text-lg font-bold">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gold text-primary">
              <Car className="size-5" aria-hidden />
            </span>
            {business.name}
          </h2>
          <p className="text-sm leading-relaxed text-primary-foreground/85">
            {t("shell.footer.about", {
              city: placeWords(translator, address.city),
              locality: placeWords(translator, address.locality),
            })}
          </p>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>{addressLine(address)}</span>
            </p>
            <p className="flex gap-3">
              <Phone className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <a href={telHref(business.phone)} className={linkClass}>
                {formatPhone(business.phone)}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <a href={`mailto:${business.email}`} className={cn(linkClass, "break-all")}>
                {business.email}
              </a>
            </p>
          </address>
          <div className="flex gap-3 text-sm">
            <Clock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            <ul className="space-y-1" aria-label={t("shell.footer.openingHours")}>
              {business.openingHours.map((h) => (
                <li key={h}>{formatOpeningHours(h, locale)}</li>
              ))}
              {emergency && (
                <li>
                  <a href={EMERGENCY_PATH} className={linkClass}>
                    {emergency}
                  </a>
                </li>
              )}
            </ul>
          </div>
        </section>

        <LinkColumn title={t("shell.footer.quickLinks")} links={footerCompanyLinks} />
        <LinkColumn title={t("shell.footer.ourServices")} links={footerServiceLinks} />
        <LinkColumn title={t("shell.footer.popularAreas")} links={footerLocalityLinks} />
      </div>

      <div className="border-t border-primary-foreground/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 pb-24 text-sm md:pb-6 text-primary-foreground/85 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("shell.footer.rights", { year, name: business.name })}</p>
          <LanguageSwitch
            alternates={alternates}
            current={locale}
            linkClassName="text-primary-foreground"
          />
          <nav aria-label={t("shell.footer.legal")}>
            <LinkList links={footerLegalLinks} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </>
  );
}
