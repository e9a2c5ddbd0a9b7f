import { Fragment } from "react";
import { englishPath, linkIn } from "~/catalog/languages";
import { useTranslator } from "./translation";
import { useLocation } from "react-router";
import { ChevronRight, Home } from "lucide-react";
import { breadcrumbLabel } from "~/catalog/breadcrumb-names";
import { shortBookingId } from "~/catalog/booking-status";
import {
  ADMIN_BOOKINGS_PATH,
  CONFIRM_EMAIL_PATH,
  emergencyStatusPath,
  REVIEW_PATH,
  STAFF_JOBS_PATH,
} from "~/catalog/navigation";
import type { LinkItem } from "~/catalog/page-seo-schema";
import { isUuid } from "~/lib/text-rules";
import { FragmentElement, ShellLink, useFragmentRenderer } from "./static-fragment";

/**
 * The breadcrumb trail of a URL path (docs/product.md#shell: A breadcrumb bar shows Home plus each
 * path segment with a friendly name); also the source of the BreadcrumbList JSON-LD.
 * Names come from the catalogue's `breadcrumbLabel` (brands, localities, services, pages),
 * which capitalises unknown segments. The "service" segment has no page of its own, so it
 * reads "Services" and links to the /services listing; likewise "/admin/booking" reads
 * "Bookings" and links to the back office's Bookings tab. "/home" is the home page itself.
 * A uuid segment (a booking's page) reads "#" and its first 8 characters.
 * Empty segments (a trailing or doubled slash) are ignored.
 * @param pathname a URL path such as "/service/bmw-service"
 * @returns e.g. [{ name: "Home", path: "/" }, { name: "Services", path: "/services" },
 *   { name: "BMW Service", path: "/service/bmw-service" }]
 */
export function breadcrumbTrail(pathname: string): LinkItem[] {
  const segments = pathname.split("/").filter(Boolean);
  const trail: LinkItem[] = [{ name: "Home", path: "/" }];
  if (segments.length === 1 && segments[0] === "home") return trail;
  // A link's token (a review's, an address confirmation's) is the customer's own: the trail
  // names the page, never the token (docs/product.md#reviews-page).
  const tokenPage = TOKEN_PAGES.get(`/${segments[0]}`);
  if (tokenPage) return [...trail, { name: tokenPage, path: `/${segments[0]}` }];
  // A technician's job cards and one job card: the list is their page, not /staff (the drivers')
  // nor /staff/job (docs/product.md#health-check-technician).
  if (segments[0] === "staff" && (segments[1] === "jobs" || segments[1] === "job")) {
    trail.push({ name: "My job cards", path: STAFF_JOBS_PATH });
    if (segments[1] === "job" && segments[2])
      trail.push({
        name: isUuid(segments[2])
          ? `#${shortBookingId(segments[2])}`
          : breadcrumbLabel(segments[2]),
        path: `/staff/job/${segments[2]}`,
      });
    return trail;
  }
  let path = "";
  for (const segment of segments) {
    path += `/${segment}`;
    // An emergency request's status link: its token is the visitor's own, never shown
    // (docs/product.md#emergency-status).
    if (path === EMERGENCY_STATUS_SEGMENTS) {
      trail.push({ name: breadcrumbLabel(segment), path });
      break;
    }
    if (path === "/service") trail.push({ name: "Services", path: "/services" });
    // A booking's job card in the back office sits under the Bookings tab (docs/decisions/0010).
    else if (path === "/admin/booking") trail.push({ name: "Bookings", path: ADMIN_BOOKINGS_PATH });
    // A record id (a booking's uuid) reads as its short form, as the booking shows it.
    else if (isUuid(segment)) trail.push({ name: `#${shortBookingId(segment)}`, path });
    else trail.push({ name: breadcrumbLabel(segment), path });
  }
  return trail;
}

/** The path before an emergency request's token: "/emergency/status". */
const EMERGENCY_STATUS_SEGMENTS = emergencyStatusPath("").replace(/\/$/, "");

/** The pages reached by a link with a token in its path, and the name each shows instead of it. */
const TOKEN_PAGES = new Map([
  [REVIEW_PATH, "Your review"],
  [CONFIRM_EMAIL_PATH, "Confirm your email"],
]);

/**
 * Whether the breadcrumb bar shows on a page: everywhere except the home page (/ and /home).
 * @param pathname a URL path
 * @returns false on the home page
 */
export function showBreadcrumbs(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed !== "" && trimmed !== "/home";
}

/**
 * The breadcrumb bar (docs/product.md#shell): a nav named "Breadcrumb" with
 * Home and each segment of the current URL ({@link breadcrumbTrail}); the last item is the
 * current page (aria-current="page"). Renders nothing on the home page. Takes no props.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const fragments = useFragmentRenderer();
  const { t, has, locale } = useTranslator();
  // A translated page's trail is its English page's, in its language (docs/decisions/0026);
  // a segment the language has no name for (a car's id on My Garage's pages, a private link's
  // token) is left out.
  const path = englishPath(pathname);
  if (!showBreadcrumbs(path)) return null;
  const trail = breadcrumbTrail(path);
  const view = {
    label: t("shell.breadcrumb"),
    trail:
      locale === "en"
        ? trail
        : trail
            .filter((item) => has(`shell.links.${item.path}`))
            .map((item) => ({
              name: t(`shell.links.${item.path}`),
              path: linkIn(item.path, locale),
            })),
  };
  // The bar depends on the trail alone: on a page without scripts it is drawn once per
  // trail (docs/decisions/0012).
  const html = fragments?.html(breadcrumbScope, view, (v) => <BreadcrumbList {...v} />);
  if (html !== undefined)
    return (
      <FragmentElement as="nav" aria-label={view.label} className={BREADCRUMB_CLASS} html={html} />
    );
  return (
    <nav aria-label={view.label} className={BREADCRUMB_CLASS}>
      <BreadcrumbList {...view} />
    </nav>
  );
}

/** The bar's element classes. */
const BREADCRUMB_CLASS = "border-b bg-secondary/60";

/** The scope of the bars' fragments: they depend on nothing but their trail. */
const breadcrumbScope = {};

/** The trail's items, the last one the current page. */
function BreadcrumbList({ trail }: { trail: LinkItem[]; label?: string }) {
  return (
    <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1.5 gap-y-1 px-4 py-2.5 text-sm text-muted-foreground">
      {trail.map((item, i) => {
        const last = i === trail.length - 1;
        return (
          <Fragment key={`${item.path}-${i}`}>
            {i > 0 && (
              <li role="presentation" aria-hidden className="flex items-center">
                <ChevronRight className="size-3.5" />
              </li>
            )}
            <li className="flex min-w-0 items-center">
              {last ? (
                <span aria-current="page" className="font-medium break-words text-foreground">
                  {item.name}
                </span>
              ) : (
                <ShellLink
                  to={item.path}
                  className="inline-flex items-center gap-1 rounded-sm underline-offset-4 transition-colors outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
                >
                  {i === 0 && <Home className="size-3.5" aria-hidden />}
                  {item.name}
                </ShellLink>
              )}
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
