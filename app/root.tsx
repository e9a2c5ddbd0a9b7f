import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  Link,
  useMatches,
  useNavigation,
} from "react-router";
import { languages, localizedPath } from "~/catalog/languages";
import { partMark, useTranslator, WithParts } from "~/components/site/translation";
import { Loader2 } from "lucide-react";
import type { Route } from "./+types/root";
import { useEffect } from "react";
import stylesheet from "./app.css?url";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { BOOKING_PATH } from "~/catalog/navigation";
import { type RootData, useRootData } from "~/components/site/root-data";
import { FloatingActions } from "~/components/site/floating-actions";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { Toaster } from "~/components/ui/sonner";
import { Button } from "~/components/ui/button";
import { getSessionUser, hasSessionCookie, sessionIsAdmin } from "~/lib/auth.server";
import { autoRepairJsonLd } from "~/features/seo/business-json-ld";
import type { JsonLd } from "~/features/seo/json-ld";
import type { BusinessFacts } from "~/catalog/business-schema";
import { oncePer } from "~/lib/once-per";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { businessFactsWithReviews } from "~/features/reviews/site-reviews.server";
import { shouldHydrate } from "~/lib/route-handle";

/**
 * Root loader: who is signed in, whether they are an admin (read from `user_roles` on
 * every request, docs/product.md#roles), and the effective business facts; the value has the
 * shape of `RootData` (app/components/site/root-data.ts), which components read.
 */
// The workshop's JSON-LD for each set of facts, built once (the facts object stands while the
// settings do: getBusinessFacts).
const businessJsonLds = oncePer((_business: BusinessFacts) => new Map<string, JsonLd>());

function businessJsonLdOf(business: BusinessFacts, siteUrl: string): JsonLd {
  const bySiteUrl = businessJsonLds(business);
  let jsonLd = bySiteUrl.get(siteUrl);
  if (!jsonLd) bySiteUrl.set(siteUrl, (jsonLd = autoRepairJsonLd(business, siteUrl)));
  return jsonLd;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // No session cookie, no database: public pages are also prerendered at build time.
  const user = hasSessionCookie(request) ? await getSessionUser(request) : null;
  const admin = user ? await sessionIsAdmin(request) : false;
  // docs/product.md#reviews-shown: the rating from published reviews once there are enough.
  const business = await businessFactsWithReviews(getBusinessFacts());
  const siteUrl = getEnv().SITE_URL;
  return data(
    {
      user,
      isAdmin: admin,
      business,
      siteUrl,
      businessJsonLd: businessJsonLdOf(business, siteUrl),
      // The request's correlation id, shown on error pages (docs/product.md#security).
      requestId: context?.requestId ?? null,
    } satisfies RootData,
    // Signed-in pages carry personal data: never store them in a shared cache.
    user ? { headers: { "Cache-Control": "no-store" } } : undefined,
  );
}

/** Root-level headers: pass on the loader's Cache-Control. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cc = loaderHeaders.get("Cache-Control");
  return cc ? { "Cache-Control": cc } : {};
}

/**
 * Document-wide links: the site icon and the blog's RSS feed (docs/product.md#route-feeds:
 * referenced from every page).
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Car Care Blog (RSS)", href: "/rss.xml" },
];

/**
 * The HTML document around every page. Pages whose route declares `handle.hydrate: false`
 * (static marketing pages, docs/decisions/0004) get no scripts: no module preloads, no
 * hydration, no scroll-restoration script.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const hydrate = shouldHydrate(useMatches());
  // The page's language: its URL's, or on a staff screen the account's (docs/decisions/0026).
  const { locale } = useTranslator();
  return (
    <html lang={languages[locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A stylesheet resource with a precedence: React puts it ahead of the module
            preloads in the head, so the one render-blocking file is fetched first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {hydrate && (
          <>
            <Toaster />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * The shell (docs/product.md#shell): header, breadcrumb bar, the page, footer
 * and the floating call / WhatsApp / book buttons. Error pages use it too, so a 404 keeps
 * the site's navigation.
 * @param children the page
 */
function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <Breadcrumbs />
      {/* Bottom padding below md keeps the page's last lines clear of the floating buttons. */}
      <main id="main" tabIndex={-1} className="flex-1 pb-20 outline-none md:pb-0">
        {children}
      </main>
      <SiteFooter />
      <FloatingActions />
    </div>
  );
}

/** The app: the shell around the matched page, with a spinner while the next page loads. */
export default function App() {
  const navigation = useNavigation();
  useEffect(() => {
    // Lets scripts and tests know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SiteShell>
      {/* The next page's data, the session among it, is loading (docs/decisions/0001: a spinner
          while authentication loads). Bottom left: clear of the header and the floating
          buttons. The live region stays mounted so the change is announced. */}
      <div
        role="status"
        className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] left-[max(1rem,env(safe-area-inset-left))] z-50"
      >
        {navigation.state === "loading" && (
          <span className="flex rounded-full bg-background p-2 shadow-md ring-1 ring-border">
            <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
            <span className="sr-only">Loading…</span>
          </span>
        )}
      </div>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Error page: 404 for unknown pages; anything else gets a friendly message with the
 * request's reference (its log correlation id), never the error itself or a stack trace. In the
 * page's language (docs/decisions/0026): a Telugu or Hindi address that does not exist is
 * answered in that language, its links leading to the home and booking pages in it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The root loader's data, when it ran: the request's correlation id for the reference.
  const requestId = useRootData()?.requestId;
  const t = useTranslator();
  const title = t.t(notFound ? "shell.errorPage.notFoundTitle" : "shell.errorPage.failedTitle");
  return (
    <SiteShell>
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <title>{title}</title>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted-foreground">
          {t.t(notFound ? "shell.errorPage.notFoundText" : "shell.errorPage.failedText")}
        </p>
        {!notFound && requestId && (
          <p className="text-sm text-muted-foreground">
            <WithParts
              message={t.t("shell.errorPage.reference", { reference: partMark("reference") })}
              parts={{ reference: <span className="font-mono">{requestId}</span> }}
            />
          </p>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={localizedPath("/", t.locale)}>{t.t("shell.errorPage.home")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={localizedPath(BOOKING_PATH, t.locale)}>{t.t("shell.bookService")}</Link>
          </Button>
        </div>
      </div>
    </SiteShell>
  );
}
