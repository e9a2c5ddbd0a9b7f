import { BOOKING_PATH, GARAGE_PATH, REVIEW_PATH, STAFF_PATH } from "~/catalog/navigation";
import { englishPath } from "~/catalog/languages";

/**
 * The site shell's rules (docs/product.md#shell): where the floating buttons show and how a
 * main-navigation link marks the current page. The links themselves are in
 * `app/catalog/navigation.ts`. Client-safe and pure: no React, no loader data.
 */

/** True when `pathname` is `base` itself or a path below it ("/auth", "/auth/x"). */
function isAtOrBelow(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Whether the floating call / WhatsApp / book buttons show on a page (docs/product.md#shell:
 * "Floating call, chat and book buttons appear on pages"). They are left off where they
 * would compete with the page's own task: the admin area (/admin, /admin-setup and
 * anything under /admin), sign-in (/auth), the booking form (/booking), My Garage
 * (/garage: its forms fill a phone's screen, docs/product.md#garage) and the staff screens
 * (/staff: their big buttons fill a phone's screen, docs/product.md#pickups-driver) and the
 * review page (/review: its form is the customer's one task, docs/product.md#reviews-page).
 * @param pathname the URL path, e.g. "/service/bmw-service"
 * @returns true to show the buttons
 */
export function showFloatingActions(pathname: string): boolean {
  if (pathname.startsWith("/admin")) return false;
  // The same pages in Telugu and Hindi (docs/decisions/0026).
  const path = englishPath(pathname);
  return !["/auth", BOOKING_PATH, GARAGE_PATH, STAFF_PATH, REVIEW_PATH].some((base) =>
    isAtOrBelow(path, base),
  );
}

/**
 * How a main-navigation link relates to the current page, for its highlight and
 * `aria-current`: "page" on the link's own page (Home also on /home, spec route table),
 * "section" below it (Services also for every /service/{slug} page, whose breadcrumb
 * parent it is), otherwise null.
 * @param linkPath the link's path, e.g. "/services"
 * @param pathname the current URL path
 * @returns "page", "section" or null
 */
export function navLinkState(linkPath: string, pathname: string): "page" | "section" | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (linkPath === "/") return path === "/" || path === "/home" ? "page" : null;
  if (path === linkPath) return "page";
  if (path.startsWith(`${linkPath}/`)) return "section";
  if (linkPath === "/services" && path.startsWith("/service/")) return "section";
  return null;
}
