import { whatsappHref } from "~/catalog/business";

/**
 * The site shell's links and rules (spec section 2 "Header and shell"), as typed data so the
 * header, the mobile menu, the footer and their tests read one list. Client-safe and pure:
 * no React, no loader data.
 */

/** A link shown in the shell: its visible name and a site-relative path. */
export interface ShellLink {
  name: string;
  path: string;
}

/**
 * The main navigation (spec section 2: "Navigation links are Home (/), Services, About Us,
 * Contact, and a Book Service button to /booking"). The Book Service button is separate.
 */
export const mainNav = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
  { name: "About Us", path: "/about" },
  { name: "Contact", path: "/contact" },
] as const satisfies readonly ShellLink[];

/** The booking page, the target of every Book Service button (spec section 2). */
export const BOOKING_PATH = "/booking";

/** The footer's company links (brief for the shell; spec route table). */
export const footerCompanyLinks = [
  { name: "Services", path: "/services" },
  { name: "About Us", path: "/about" },
  { name: "Contact", path: "/contact" },
  { name: "Book Service", path: BOOKING_PATH },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
] as const satisfies readonly ShellLink[];

/** The footer's legal links (spec section 2: "The footer links to privacy, terms ..."). */
export const footerLegalLinks = [
  { name: "Privacy Policy", path: "/privacy" },
  { name: "Terms of Service", path: "/terms" },
] as const satisfies readonly ShellLink[];

/** The four service pages the footer links to (spec section 2 "Service page slugs"). */
export const footerServiceLinks = [
  { name: "Periodic Service", path: "/service/periodic-service" },
  { name: "AC Service", path: "/service/ac-service" },
  { name: "Denting & Painting", path: "/service/denting-painting" },
  { name: "Battery Replacement", path: "/service/battery-replacement" },
] as const satisfies readonly ShellLink[];

/** The popular localities in the footer (spec section 2 "Locality slugs"). */
export const footerLocalityLinks = [
  { name: "Gachibowli", path: "/service/gachibowli" },
  { name: "Banjara Hills", path: "/service/banjara-hills" },
  { name: "Jubilee Hills", path: "/service/jubilee-hills" },
  { name: "Hitech City", path: "/service/hitech-city" },
  { name: "Kondapur", path: "/service/kondapur" },
  { name: "Madhapur", path: "/service/madhapur" },
] as const satisfies readonly ShellLink[];

/**
 * The prefilled WhatsApp greeting (spec section 1: "The greeting asks for premium car
 * service assistance and names the business").
 * @param businessName the business name from the business facts
 * @returns e.g. "Hello Madhapur Premium Car Service! I would like premium car service assistance."
 */
export function whatsappGreeting(businessName: string): string {
  return `Hello ${businessName}! I would like premium car service assistance.`;
}

/**
 * The business's WhatsApp link with the greeting (DESIGN decision 3; the chat number is the
 * business phone, spec section 1).
 * @param business the effective business facts (only `name` and `phone` are read)
 * @returns "https://wa.me/<digits>?text=<encoded greeting>"
 */
export function businessWhatsappHref(business: { name: string; phone: string }): string {
  return whatsappHref(business.phone, whatsappGreeting(business.name));
}

/** True when `pathname` is `base` itself or a path below it ("/auth", "/auth/x"). */
function isAtOrBelow(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Whether the floating call / WhatsApp / book buttons show on a page (spec section 2:
 * "Floating call, chat and book buttons appear on pages"). They are left off where they
 * would compete with the page's own task: the admin area (/admin, /admin-setup and
 * anything under /admin), sign-in (/auth) and the booking form (/booking).
 * @param pathname the URL path, e.g. "/service/bmw-service"
 * @returns true to show the buttons
 */
export function showFloatingActions(pathname: string): boolean {
  if (pathname.startsWith("/admin")) return false;
  return !isAtOrBelow(pathname, "/auth") && !isAtOrBelow(pathname, BOOKING_PATH);
}

/** Weekday abbreviations of schema.org `openingHours` strings, spelled out for display. */
const dayNames: Record<string, string> = {
  Mo: "Mon",
  Tu: "Tue",
  We: "Wed",
  Th: "Thu",
  Fr: "Fri",
  Sa: "Sat",
  Su: "Sun",
};

/** "08:00" → "8AM", "20:30" → "8:30PM" (the header's own style, 'Mon-Sat: 8AM-8PM'). */
function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12}${suffix}` : `${hour12}:${String(m).padStart(2, "0")}${suffix}`;
}

/**
 * One schema.org opening-hours string as the footer shows it, in the header's style
 * (DESIGN decision 1: hours come from the business facts).
 * @param spec e.g. "Mo-Sa 08:00-20:00"
 * @returns e.g. "Mon-Sat: 8AM-8PM"; a string of any other shape is returned unchanged
 */
export function formatOpeningHours(spec: string): string {
  const m = /^([A-Z][a-z])(?:-([A-Z][a-z]))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(spec.trim());
  if (!m) return spec;
  const [, from = "", to, open = "", close = ""] = m;
  const fromName = dayNames[from];
  const toName = to ? dayNames[to] : undefined;
  if (!fromName || (to && !toName)) return spec;
  const days = toName ? `${fromName}-${toName}` : fromName;
  return `${days}: ${formatClock(open)}-${formatClock(close)}`;
}

/**
 * The emergency part of the header's hours text, for the footer's hours list (spec
 * section 1: 'Mon-Sat: 8AM-8PM | Emergency: 24/7'; DESIGN decision 1).
 * @param hoursText the business facts' `hoursText`
 * @returns e.g. "Emergency: 24/7", or null when the text names no emergency line
 */
export function emergencyHoursText(hoursText: string): string | null {
  const part = hoursText
    .split("|")
    .map((s) => s.trim())
    .find((s) => /emergency/i.test(s));
  return part || null;
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
