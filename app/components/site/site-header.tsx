import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { CalendarCheck, Car, Clock, Menu, MessageCircle, Phone, X } from "lucide-react";
import { formatPhone, telHref } from "~/catalog/business";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useBusinessFacts, useRootData } from "./root-data";
import { businessWhatsappHref } from "~/catalog/greetings";
import { BOOKING_PATH, GARAGE_PATH, headerNav } from "~/catalog/navigation";
import { navLinkState } from "./site-config";
import { FragmentElement, ShellLink, useFragmentRenderer } from "./static-fragment";
import { AccountActions, type Account } from "./account-actions";
import type { BusinessFacts } from "~/catalog/business-schema";
import {
  alternatesOf,
  englishPath,
  linkIn,
  type Locale,
  type PageAlternate,
} from "~/catalog/languages";
import { formatOpeningHours } from "~/catalog/opening-hours";
import { LanguageSwitch } from "./language-switch";
import { TranslatorProvider, useTranslator } from "./translation";

/** The header's tagline (docs/product.md#shell, kept exactly). */
const HEADER_TAGLINE = "Premium Service Across Hyderabad";

const focusRing = "outline-none focus-visible:ring-[3px] focus-visible:ring-ring";

/**
 * The sticky site header (docs/product.md#shell):
 * - on md+ screens a top info bar with the business phone (tel link), the tagline and the
 *   hours text from the business facts (docs/product.md#business-facts);
 * - the wordmark linking to /, the main links (Home, Services, About Us, Contact), a Book
 *   Service button to /booking and the account buttons ({@link AccountActions});
 * - below md a menu button (aria-expanded / aria-controls, named "Open menu" / "Close menu")
 *   that opens a panel with the same links plus WhatsApp, Call Now and Book Service and the
 *   account buttons. Choosing any item, a route change or Escape closes it.
 * The call buttons use the business phone (docs/product.md#shell). Takes no props: the user,
 * the admin flag and the business facts come from the root loader. On a page without scripts
 * the header is a fragment rendered once per business facts, account state, active link and
 * whether the page is My Garage's (./static-fragment.tsx).
 */
export function SiteHeader() {
  const business = useBusinessFacts();
  const root = useRootData();
  const { pathname } = useLocation();
  const fragments = useFragmentRenderer();
  const translator = useTranslator();
  const view: HeaderView = {
    locale: translator.locale,
    alternates: alternatesOf(pathname),
    account: !root?.user ? "visitor" : root.isAdmin ? "admin" : "customer",
    nav: headerNav.map((link) => navLinkState(link.path, englishPath(pathname))),
    garage: navLinkState(GARAGE_PATH, englishPath(pathname)),
  };
  if (fragments) {
    const html = fragments.html(business, view, (v) => (
      <TranslatorProvider value={translator}>
        <HeaderContent business={business} view={v} />
      </TranslatorProvider>
    ));
    return <FragmentElement as="header" className={HEADER_CLASS} html={html} />;
  }
  return <LiveHeader business={business} view={view} />;
}

/** What the header shows besides the business facts: the account state and each main link's state. */
interface HeaderView {
  /** The page's language (docs/decisions/0026). */
  locale: Locale;
  /** The page's language versions, for the language switch. */
  alternates: PageAlternate[];
  account: Account;
  /** {@link navLinkState} of each {@link headerNav} link on the current page, in order. */
  nav: Array<ReturnType<typeof navLinkState>>;
  /** {@link navLinkState} of My Garage's link (an account button) on the current page. */
  garage: ReturnType<typeof navLinkState>;
}

/** The header's element classes. */
const HEADER_CLASS =
  "sticky top-0 z-40 bg-background/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/85";

/** The header of a hydrated page: its menu closes on a choice, a route change or Escape. */
function LiveHeader({ business, view }: { business: BusinessFacts; view: HeaderView }) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // The menu is a <details> disclosure, so it opens and closes without JavaScript on the
  // static pages (docs/decisions/0004). Where the page is hydrated, choosing an item, a
  // route change (also back/forward) or Escape closes it.
  const close = () => {
    if (menuRef.current) menuRef.current.open = false;
  };
  useEffect(close, [location.pathname, location.search, location.hash]);
  // Listening from hydration on (not from when React has seen the menu open), so an
  // Escape pressed right after opening is never missed.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const menu = menuRef.current;
      if (event.key === "Escape" && menu?.open) {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <header className={HEADER_CLASS}>
      <HeaderContent business={business} view={view} menuRef={menuRef} onNavigate={close} />
    </header>
  );
}

/**
 * The header's content, from the business facts and the view alone (no router state), so
 * that a page without scripts can send it as a fragment rendered once.
 * @param menuRef, onNavigate the live header's menu handling (absent in a fragment)
 */
function HeaderContent({
  business,
  view,
  menuRef,
  onNavigate,
}: {
  business: BusinessFacts;
  view: HeaderView;
  menuRef?: React.Ref<HTMLDetailsElement>;
  onNavigate?: () => void;
}) {
  const phoneText = formatPhone(business.phone);
  const { t } = useTranslator();
  const english = view.locale === "en";
  // The hours in the page's language: the business facts' text in English, else the opening
  // hours through Intl (docs/decisions/0026).
  const hoursText = english
    ? business.hoursText
    : t("shell.hoursBar", {
        hours: formatOpeningHours(business.openingHours[0] ?? "", view.locale),
      });
  const tagline = english ? HEADER_TAGLINE : t("shell.tagline");
  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:ring-[3px] focus:ring-ring"
      >
        {t("shell.skip")}
      </a>

      {/* Info bar: md and up (docs/product.md#shell). */}
      <div className="hidden bg-primary text-primary-foreground md:block">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-sm">
          <a
            href={telHref(business.phone)}
            className={cn(
              "inline-flex items-center gap-2 rounded-sm font-semibold hover:underline",
              focusRing,
            )}
          >
            <Phone className="size-4 text-gold" aria-hidden />
            <span>{phoneText}</span>
          </a>
          <p className="font-medium">{tagline}</p>
          <div className="flex items-center gap-3">
            <p className="inline-flex items-center gap-2">
              <Clock className="size-4 text-gold" aria-hidden />
              <span>{hoursText}</span>
            </p>
            {/* The language switch: in this bar from md (the main bar has no room beside the
                account's buttons), in the menu below md. */}
            <LanguageSwitch
              alternates={view.alternates}
              current={view.locale}
              className="shrink-0"
              linkClassName="min-h-8 text-primary-foreground"
            />
          </div>
        </div>
      </div>

      {/* Main bar. */}
      <div className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 lg:gap-3">
          <ShellLink
            to={linkIn("/", view.locale)}
            className={cn("flex min-w-0 items-center gap-2 rounded-md md:shrink-0", focusRing)}
            onClick={onNavigate}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-gold">
              <Car className="size-5" aria-hidden />
            </span>
            <span className="line-clamp-2 max-w-[13rem] text-[0.95rem] leading-tight font-bold text-primary md:max-w-[10rem] md:text-sm lg:max-w-[12rem] lg:text-base xl:max-w-[15rem] xl:text-lg">
              {business.name}
            </span>
          </ShellLink>

          <MainNav
            states={view.nav}
            locale={view.locale}
            className="hidden md:block"
            listClassName="flex items-center lg:gap-1"
            linkClassName="px-1.5 py-2 text-sm whitespace-nowrap text-foreground/80 hover:text-primary lg:px-3 xl:px-2"
          />

          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="gold" size="sm">
              <ShellLink to={linkIn(BOOKING_PATH, view.locale)}>
                <CalendarCheck aria-hidden />
                {/* Named "Book Service" at every width; tablets show "Book" to leave room
                    for the business name. */}
                <span>
                  {t("shell.book")}
                  <span className="sr-only lg:not-sr-only lg:whitespace-nowrap">
                    {t("shell.bookRest")}
                  </span>
                </span>
              </ShellLink>
            </Button>
            <AccountActions layout="bar" account={view.account} garage={view.garage} />
          </div>

          <div className="flex shrink-0 items-center gap-1 md:hidden">
            <a
              href={telHref(business.phone)}
              aria-label={t("shell.callPhone", { phone: phoneText })}
              className={cn(buttonVariants({ variant: "outline", size: "icon" }), "text-primary")}
            >
              <Phone aria-hidden />
            </a>
            {/* Mobile menu: below md only (docs/product.md#shell). */}
            <details ref={menuRef} className="group">
              <summary
                className={cn(
                  buttonVariants({ variant: "ghost", size: "icon" }),
                  "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
                )}
              >
                <Menu className="size-6 group-open:hidden" aria-hidden />
                <X className="hidden size-6 group-open:block" aria-hidden />
                <span className="sr-only group-open:hidden">{t("shell.openMenu")}</span>
                <span className="sr-only hidden group-open:inline">{t("shell.closeMenu")}</span>
              </summary>
              <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-md">
                <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4">
                  <MainNav
                    states={view.nav}
                    locale={view.locale}
                    onNavigate={onNavigate}
                    listClassName="flex flex-col gap-1"
                    linkClassName="px-3 py-3 text-base text-foreground"
                  />
                  <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
                    <a
                      href={businessWhatsappHref(business)}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={onNavigate}
                      className={cn(
                        buttonVariants({ size: "lg" }),
                        "bg-emerald-700 text-white hover:bg-emerald-800",
                      )}
                    >
                      <MessageCircle aria-hidden />
                      <span>{t("shell.whatsapp")}</span>
                    </a>
                    <a
                      href={telHref(business.phone)}
                      onClick={onNavigate}
                      className={cn(buttonVariants({ size: "lg" }))}
                    >
                      <Phone aria-hidden />
                      <span>{t("shell.callNow")}</span>
                    </a>
                    <Button asChild variant="gold" size="lg" className="min-[360px]:col-span-2">
                      <ShellLink to={linkIn(BOOKING_PATH, view.locale)} onClick={onNavigate}>
                        <CalendarCheck aria-hidden />
                        <span>{t("shell.bookService")}</span>
                      </ShellLink>
                    </Button>
                  </div>
                  <div className="border-t pt-4">
                    <AccountActions
                      layout="menu"
                      account={view.account}
                      garage={view.garage}
                      onNavigate={onNavigate}
                    />
                  </div>
                  <LanguageSwitch
                    alternates={view.alternates}
                    current={view.locale}
                    className="flex justify-center border-t pt-2"
                    linkClassName="px-4 text-base text-primary"
                  />
                  <p className="text-center text-sm text-muted-foreground">
                    {tagline} · {hoursText}
                  </p>
                </div>
              </div>
            </details>
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * The main navigation ({@link headerNav}), in the bar or the mobile menu. Each link is
 * highlighted on its page (aria-current="page") and on the pages below it
 * (aria-current="true"; Services for every /service page), see {@link navLinkState}.
 */
function MainNav({
  states,
  locale,
  className,
  listClassName,
  linkClassName,
  onNavigate,
}: {
  states: HeaderView["nav"];
  locale: Locale;
  className?: string;
  listClassName: string;
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslator();
  return (
    <nav aria-label={t("shell.mainNav")} className={className}>
      <ul className={listClassName}>
        {headerNav.map((link, i) => {
          const state = states[i];
          return (
            <li key={link.path}>
              <ShellLink
                to={linkIn(link.path, locale)}
                onClick={onNavigate}
                aria-current={state === "page" ? "page" : state === "section" ? "true" : undefined}
                data-active={state ? "true" : undefined}
                className={cn(
                  "block rounded-md font-medium transition-colors hover:bg-secondary data-[active=true]:bg-secondary data-[active=true]:font-semibold data-[active=true]:text-primary",
                  focusRing,
                  linkClassName,
                )}
              >
                {locale === "en" ? link.name : t(`shell.links.${link.path}`)}
              </ShellLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
