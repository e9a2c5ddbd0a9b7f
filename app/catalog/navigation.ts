import { generatedBreadcrumbNames } from "./breadcrumb-names.generated";
import type { LinkItem } from "./page-seo-schema";

/**
 * The site shell's links (docs/product.md#shell): the header's main navigation (also the
 * mobile menu's), the footer's columns and legal links, and the booking page every Book
 * Service button opens. The one source for the header, the mobile menu, the footer and
 * their tests. Client-safe and small: the service and area links take their names from
 * the generated catalogue name map (`breadcrumb-names.generated.ts`), so the browser never
 * loads the catalogue itself; `navigation.test.ts` checks them against the catalogue.
 */

/** The core pages the shell links to, with the names the shell shows (docs/product.md#routes). */
export const shellPages = {
  home: { name: "Home", path: "/" },
  services: { name: "Services", path: "/services" },
  about: { name: "About Us", path: "/about" },
  contact: { name: "Contact", path: "/contact" },
  booking: { name: "Book Service", path: "/booking" },
  garage: { name: "My Garage", path: "/garage" },
  blog: { name: "Blog", path: "/blog" },
  faq: { name: "FAQ", path: "/faq" },
  emergency: { name: "Emergency Help", path: "/emergency" },
  privacy: { name: "Privacy Policy", path: "/privacy" },
  terms: { name: "Terms of Service", path: "/terms" },
} as const satisfies Record<string, LinkItem>;

/** The booking page, the target of every Book Service button (docs/product.md#shell). */
export const BOOKING_PATH = shellPages.booking.path;

/** My Garage, the signed-in customer's cars (docs/product.md#garage), linked from the header. */
export const GARAGE_PATH = shellPages.garage.path;

/**
 * A car's page in My Garage (docs/product.md#garage-car-page).
 * @param vehicleId the car's id (a UUID)
 * @returns "/garage/{id}"
 */
export function garageCarPath(vehicleId: string): string {
  return `${GARAGE_PATH}/${vehicleId}`;
}

/**
 * The form changing a car's details (docs/product.md#garage-cars).
 * @returns "/garage/{id}/edit"
 */
export function garageCarEditPath(vehicleId: string): string {
  return `${garageCarPath(vehicleId)}/edit`;
}

/**
 * The booking form with one of the customer's cars chosen, and a service when given
 * (docs/product.md#garage-car-page).
 * @param vehicleId the car's id
 * @param serviceType one of the service types, or none
 * @returns "/booking?vehicle={id}" or "/booking?vehicle={id}&service={service, encoded}"
 */
export function bookForCarPath(vehicleId: string, serviceType?: string): string {
  const service = serviceType ? `&service=${encodeURIComponent(serviceType)}` : "";
  return `${BOOKING_PATH}?vehicle=${vehicleId}${service}`;
}

/** The admin's back office, whose tabs are `?tab=` (docs/product.md#route-admin). */
export const ADMIN_PATH = "/admin";

/**
 * A booking's own page, where its customer follows and changes it
 * (docs/product.md#lifecycle-changes).
 * @param bookingId the booking's id (a UUID)
 * @returns "/booking/{id}", relative to the site
 */
export function bookingDetailPath(bookingId: string): string {
  return `${BOOKING_PATH}/${bookingId}`;
}

/** The two changes a customer may make to a booking (docs/product.md#lifecycle-changes). */
export type BookingChangeIntent = "cancel" | "reschedule";

/**
 * The booking's page with a change's plain form open (`?change=`), where the cancel and
 * reschedule buttons lead before the page's script has loaded (docs/decisions/0011); it posts
 * to the same address.
 * @returns "/booking/{id}?change=cancel" or "…?change=reschedule"
 */
export function bookingChangeFormPath(bookingId: string, intent: BookingChangeIntent): string {
  return `${bookingDetailPath(bookingId)}?change=${intent}`;
}

/**
 * Where a change made through the plain form lands (`?changed=`): the booking's page with the
 * change's toast (docs/product.md#lifecycle-changes).
 * @returns "/booking/{id}?changed=cancel" or "…?changed=reschedule"
 */
export function bookingChangedPath(bookingId: string, intent: BookingChangeIntent): string {
  return `${bookingDetailPath(bookingId)}?changed=${intent}`;
}

/**
 * The change dialogs' action, which answers data rather than a page.
 * @returns "/booking/{id}/change"
 */
export function bookingChangePath(bookingId: string): string {
  return `${bookingDetailPath(bookingId)}/change`;
}

/**
 * Where the customer's decisions on an estimate are posted (docs/decisions/0010).
 * @returns "/booking/{id}/estimate"
 */
export function bookingEstimatePath(bookingId: string): string {
  return `${bookingDetailPath(bookingId)}/estimate`;
}

/**
 * The booking's tax invoice as a PDF, served to its customer and admins (docs/decisions/0010).
 * @returns "/booking/{id}/invoice.pdf"
 */
export function invoicePdfPath(bookingId: string): string {
  return `${bookingDetailPath(bookingId)}/invoice.pdf`;
}

/**
 * A credit note of the booking as a PDF, served to its customer and admins (docs/product.md#credit-notes).
 * @returns "/booking/{id}/credit-notes/{creditNoteId}.pdf"
 */
export function creditNotePdfPath(bookingId: string, creditNoteId: string): string {
  return `${bookingDetailPath(bookingId)}/credit-notes/${creditNoteId}.pdf`;
}

/**
 * An inspection photo of the booking's job card, served to its customer and admins
 * (docs/decisions/0010).
 * @returns "/booking/{id}/photos/{photoId}"
 */
export function bookingPhotoPath(bookingId: string, photoId: string): string {
  return `${bookingDetailPath(bookingId)}/photos/${photoId}`;
}

/** My Bookings, the second tab of the booking page (docs/product.md#route-booking). */
export const MY_BOOKINGS_PATH = `${BOOKING_PATH}?tab=my-bookings`;

/**
 * My Bookings just after a booking was made, with its success panel (docs/decisions/0011).
 * @returns "/booking?tab=my-bookings&booked={id}"
 */
export function bookedPath(bookingId: string): string {
  return `${MY_BOOKINGS_PATH}&booked=${bookingId}`;
}

/** The back office's Bookings tab (docs/product.md#route-admin). */
export const ADMIN_BOOKINGS_PATH = `${ADMIN_PATH}?tab=bookings`;

/**
 * The booking's job card in the back office (docs/decisions/0010).
 * @returns "/admin/booking/{id}"
 */
export function adminBookingPath(bookingId: string): string {
  return `${ADMIN_PATH}/booking/${bookingId}`;
}

/**
 * The Bookings tab with the booking's history and messages open
 * (docs/product.md#lifecycle-back-office).
 * @returns "/admin?tab=bookings&history={id}"
 */
export function adminBookingHistoryPath(bookingId: string): string {
  return `${ADMIN_BOOKINGS_PATH}&history=${bookingId}`;
}

/**
 * Links to catalogue pages under /service, named by the catalogue's short (breadcrumb) names.
 * @param slugs page slugs such as "ac-service" or "gachibowli"
 * @returns one link per slug, in the order given, to "/service/{slug}"
 * @throws Error when a slug is not in the catalogue's name map
 */
function servicePageLinks(slugs: readonly string[]): LinkItem[] {
  return slugs.map((slug) => {
    const name = generatedBreadcrumbNames[slug];
    if (!name) throw new Error(`Unknown catalogue page: ${slug}`);
    return { name, path: `/service/${slug}` };
  });
}

/**
 * The header's main navigation, also the mobile menu's (docs/product.md#shell: Home,
 * Services, About Us, Contact); the Book Service button is separate.
 */
export const headerNav: readonly LinkItem[] = [
  shellPages.home,
  shellPages.services,
  shellPages.about,
  shellPages.contact,
];

// ---------------------------------------------------------------- emergency (docs/product.md#emergency)

/** The roadside emergency request page, linked from the banner, the floating buttons and the footer. */
export const EMERGENCY_PATH = shellPages.emergency.path;

/**
 * A request's private status page (docs/product.md#emergency-status).
 * @param token the request's unguessable token
 * @returns "/emergency/status/{token}"
 */
export function emergencyStatusPath(token: string): string {
  return `${EMERGENCY_PATH}/status/${token}`;
}

/**
 * Where the staff's step forms on a request post (docs/product.md#emergency-steps).
 * @param id the request's id
 * @returns "/staff/emergency/{id}"
 */
export function staffEmergencyPath(id: string): string {
  return `/staff/emergency/${id}`;
}

/** The footer's 'Quick Links' column (docs/product.md#shell). */
export const footerCompanyLinks: readonly LinkItem[] = [
  shellPages.services,
  shellPages.about,
  shellPages.contact,
  shellPages.booking,
  shellPages.blog,
  shellPages.faq,
];

/** The footer's 'Our Services' column: the four service pages (docs/product.md#shell). */
export const footerServiceLinks: readonly LinkItem[] = servicePageLinks([
  "periodic-service",
  "ac-service",
  "denting-painting",
  "battery-replacement",
]);

/**
 * The footer's 'Popular Areas' column: the catalogue's six featured localities, in its
 * order (docs/product.md#shell; `navigation.test.ts` holds the two lists together).
 */
export const footerLocalityLinks: readonly LinkItem[] = servicePageLinks(
  "gachibowli banjara-hills jubilee-hills hitech-city kondapur madhapur".split(" "),
);

/** The footer's legal links (docs/product.md#shell). */
export const footerLegalLinks: readonly LinkItem[] = [shellPages.privacy, shellPages.terms];

// ---------------------------------------------------------------- staff (docs/decisions/0016)

/** The driver's screen: their legs of the day (docs/product.md#pickups). */
export const STAFF_PATH = "/staff";

/**
 * One leg on the driver's screen.
 * @returns e.g. "/staff/leg/3f2b…"
 */
export function staffLegPath(legId: string): string {
  return `${STAFF_PATH}/leg/${legId}`;
}

/**
 * A damage photo of a leg's walk-round, as its driver sees it.
 * @returns "/staff/leg/{id}/photos/{photoId}"
 */
export function staffLegPhotoPath(legId: string, photoId: string): string {
  return `${staffLegPath(legId)}/photos/${photoId}`;
}

/** The back office's Pickups view (docs/product.md#pickups). */
export const ADMIN_PICKUPS_PATH = "/admin/pickups";

/**
 * The check-in walk-round at the counter, for a car driven in (docs/product.md#check-in).
 * @returns "/admin/booking/{id}/check-in"
 */
export function adminBookingCheckInPath(bookingId: string): string {
  return `${adminBookingPath(bookingId)}/check-in`;
}

/**
 * Where the job card's staff forms post: the technician and the legs of a booking.
 * @returns e.g. "/admin/booking/3f2b…/staff"
 */
export function adminBookingStaffPath(bookingId: string): string {
  return `${adminBookingPath(bookingId)}/staff`;
}

// ---------------------------------------------------------------- the health check (docs/product.md#health-check)

/** The technician's screen: the job cards assigned to them. */
export const STAFF_JOBS_PATH = "/staff/jobs";

/**
 * One job card on the technician's screen: its check-in, odometer and the 25-point health check.
 * @returns "/staff/job/{bookingId}"
 */
export function staffJobPath(bookingId: string): string {
  return `/staff/job/${bookingId}`;
}

/**
 * A photo of the booking's health check, served to its customer, admins and the technician
 * assigned.
 * @returns "/booking/{id}/health-check/photos/{photoId}"
 */
export function healthCheckPhotoPath(bookingId: string, photoId: string): string {
  return `${bookingDetailPath(bookingId)}/health-check/photos/${photoId}`;
}

/** Where a customer reviews a completed visit (docs/product.md#reviews-page). */
export const REVIEW_PATH = "/review";

/**
 * A review link's path.
 * @param token the link's token
 * @returns "/review/{token}"
 */
export function reviewPath(token: string): string {
  return `${REVIEW_PATH}/${token}`;
}

/** Where a typed address is confirmed for a booking's updates (docs/product.md#lifecycle-messages). */
export const CONFIRM_EMAIL_PATH = "/confirm-email";

/**
 * A confirmation link's path.
 * @param token the link's token
 * @returns "/confirm-email/{token}"
 */
export function confirmEmailPath(token: string): string {
  return `${CONFIRM_EMAIL_PATH}/${token}`;
}
