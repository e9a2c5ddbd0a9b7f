/**
 * The back office's tabs, URL filters, action inputs and messages, shared by the browser
 * and the server (docs/architecture.md#one-schema-two-sides). Client-safe: no database or Node.
 * Messages in quotes are the spec's (docs/product.md#messages-admin).
 */
import { BookingStatusFormSchema } from "~/features/booking/booking-status-schema";
import { isPlainLine } from "~/lib/text-rules";
import { z } from "zod";
import { bookingStatuses } from "~/catalog/booking-status";
import { isCalendarDate } from "~/lib/time";
import { leadStatuses, leadStatusLabels } from "~/catalog/lead-status";
import { staffRoles, type StaffRole } from "~/catalog/staff-roles";
import labels from "~/catalog/data/labels.json";
import { vocabulary, type ValueOf } from "~/catalog/vocabulary";

// ---------------------------------------------------------------- tabs (docs/product.md#route-admin)

/**
 * The spec's six tabs in its order, with the Schedule (docs/product.md#lifecycle-schedule) after
 * Bookings and the Reviews (docs/product.md#reviews-moderation) last; Analytics is the default.
 * Their names are in `app/catalog/data/labels.json`.
 */
const adminTab = vocabulary(labels.adminTab);

/** One tab id, kept in the URL as `?tab=` so a reload stays on it. */
export type AdminTab = ValueOf<typeof adminTab>;

/** The tabs in order, each with its name. */
export const adminTabs = adminTab.options;

/**
 * Reads the tab from the URL.
 * @param value the `tab` search parameter
 * @returns the tab, or "analytics" (the default) for a missing or unknown value
 */
export function parseAdminTab(value: string | null | undefined): AdminTab {
  return adminTab.includes(value) ? value : "analytics";
}

// ---------------------------------------------------------------- messages (docs/product.md#messages-admin)

/** The spec's texts, kept exactly. */
export const ADMIN_MESSAGES = {
  loadFailed: "Failed to load admin data.",
  analyticsFailed: "Failed to load analytics data.",
  /** The list of cars to call could not be read (docs/product.md#admin-figures). */
  noBookings: "No bookings found.",
  noUsers: "No users found.",
  statusUpdatedTitle: "Status Updated",
  statusFailed: "Failed to update booking status.",
  slotFull:
    "That slot has been filled since this booking was cancelled. Ask the customer to choose another date or time.",
  accessDenied: "Access Denied",
  accessDeniedText: "You don't have permission to access the admin panel.",
  authRequired: "Authentication Required",
  grantFailed: "Failed to assign admin role. Please try again.",
  signOutFailed: "Error signing out.",
  signOutFailedText: "Please try again.",
  alreadyAdminTitle: "Already Admin",
  alreadyAdminText: "You already have admin privileges!",
  setupSuccessTitle: "Success!",
  setupSuccessText: "You now have admin privileges. You can access the admin panel.",
  setupSignedOut: "You must be signed in to become an admin.",
  bookingsCancelledTitle: "Bookings Cancelled",
  bulkCancelNone: "Tick at least one booking to cancel.",
  bulkCancelFailed: "Failed to cancel the bookings. Nothing was changed; please try again.",
} as const;

/**
 * What cancelling a set of bookings at once did (docs/product.md#lifecycle-back-office).
 * @param cancelled how many were cancelled now (those already cancelled are left as they were)
 * @returns e.g. "3 bookings cancelled."
 */
export function bookingsCancelledText(cancelled: number): string {
  return `${cancelled} booking${cancelled === 1 ? "" : "s"} cancelled.`;
}

/** The most bookings one bulk cancel takes: five pages of the Bookings tab. */
export const BULK_CANCEL_MAX = 100;

/**
 * The 'Status Updated' toast's text (docs/product.md#messages-admin).
 * @param statusText the new status as people read it, e.g. "Confirmed"
 * @returns "Booking status changed to Confirmed."
 */
export function statusChangedText(statusText: string): string {
  return `Booking status changed to ${statusText}.`;
}

// ---------------------------------------------------------------- analytics

/** Estimated revenue per completed booking, in rupees (docs/product.md#admin-figures). */
export const REVENUE_PER_COMPLETED_BOOKING = 2500;

// ---------------------------------------------------------------- bookings filters

/** Bookings per page in the back office lists. */
export const ADMIN_PAGE_SIZE = 20;

/** The longest search text accepted. */
export const SEARCH_MAX = 100;

const optionalDate = z.string().refine(isCalendarDate).optional().catch(undefined);

/**
 * The bookings list's URL filters: `q` (name, phone, email or booking id prefix), `status`,
 * `from` and `to` (visit date, yyyy-MM-dd, Asia/Kolkata) and `page` (from 1). A malformed
 * value is dropped rather than answered with an error: the URL is the user's to edit.
 */
export const BookingFiltersSchema = z.object({
  // A control character (a NUL cannot even be sent to PostgreSQL) drops the search.
  q: z.string().trim().max(SEARCH_MAX).refine(isPlainLine).catch("").default(""),
  status: z.enum(bookingStatuses).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** Parsed bookings filters; see {@link BookingFiltersSchema}. */
export type BookingFilters = z.infer<typeof BookingFiltersSchema>;

/**
 * Reads the bookings filters from URL search parameters.
 * @returns the filters, with anything malformed dropped (never throws)
 */
export function parseBookingFilters(params: URLSearchParams): BookingFilters {
  const raw = (name: string) => params.get(name) || undefined;
  return BookingFiltersSchema.parse({
    q: raw("q") ?? "",
    status: raw("status"),
    from: raw("from"),
    to: raw("to"),
    page: raw("page") ?? 1,
  });
}

/**
 * The search parameters of a filter set (for links to other pages and the CSV export).
 * @param filters the filters
 * @param extra further parameters, e.g. `{ tab: "bookings" }`
 * @returns parameters holding only the filters that are set; page 1 is left out
 */
export function bookingFilterParams(
  filters: Partial<BookingFilters>,
  extra: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams(extra);
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

// ---------------------------------------------------------------- actions

/** Lead statuses (docs/product.md#leads) and their labels, from the catalogue. */
export { leadStatuses, leadStatusLabels };

/** A better-auth user id: letters, digits, `_` and `-`, at most 64 characters. */
export const UserIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * Every action of the /admin page, by `intent` (docs/product.md#roles: ids and statuses are
 * checked here; who may act is checked by `requireAdmin` before this is read).
 */
export const AdminActionSchema = z.discriminatedUnion("intent", [
  BookingStatusFormSchema,
  z.strictObject({
    intent: z.literal("set-lead-status"),
    leadId: z.uuid(),
    status: z.enum(leadStatuses),
  }),
  z.strictObject({ intent: z.literal("grant-admin"), userId: UserIdSchema }),
  z.strictObject({ intent: z.literal("revoke-admin"), userId: UserIdSchema }),
  // docs/product.md#roles: the staff roles (docs/decisions/0016).
  z.strictObject({
    intent: z.literal("grant-staff-role"),
    userId: UserIdSchema,
    role: z.enum(staffRoles),
  }),
  z.strictObject({
    intent: z.literal("revoke-staff-role"),
    userId: UserIdSchema,
    role: z.enum(staffRoles),
  }),
  z.strictObject({ intent: z.literal("sign-out") }),
  z.strictObject({ intent: z.literal("resend-message"), messageId: z.uuid() }),
  // docs/product.md#lifecycle-back-office: the ticked bookings of the Bookings tab.
  z.strictObject({
    intent: z.literal("cancel-bookings"),
    bookingIds: z
      .array(z.uuid(), { error: ADMIN_MESSAGES.bulkCancelNone })
      .min(1, ADMIN_MESSAGES.bulkCancelNone)
      .max(BULK_CANCEL_MAX, `Cancel at most ${BULK_CANCEL_MAX} bookings at once.`),
  }),
]);

/** A parsed admin action; see {@link AdminActionSchema}. */
export type AdminAction = z.infer<typeof AdminActionSchema>;

/** What an /admin action answers (the page turns it into a toast). */
export type AdminActionResult =
  | {
      ok: true;
      intent: "set-booking-status";
      bookingId: string;
      status: (typeof bookingStatuses)[number];
    }
  | { ok: true; intent: "set-lead-status"; leadId: string; status: (typeof leadStatuses)[number] }
  | { ok: true; intent: "grant-admin" | "revoke-admin"; userId: string; email: string }
  | {
      ok: true;
      intent: "grant-staff-role" | "revoke-staff-role";
      userId: string;
      email: string;
      role: StaffRole;
    }
  | { ok: true; intent: "resend-message"; messageId: string }
  | { ok: true; intent: "cancel-bookings"; cancelled: number; message: string }
  | { ok: false; intent: AdminAction["intent"] | null; message: string };

// ---------------------------------------------------------------- admin setup

/** The /admin-setup form: the setup code (docs/product.md#route-admin-setup). */
export const AdminSetupFormSchema = z.object({
  code: z
    .string({ error: "Please enter the setup code." })
    .trim()
    .min(1, "Please enter the setup code.")
    .max(200, "That setup code is not right."),
});

/** Wrong setup codes allowed per client IP in {@link SETUP_WINDOW_MINUTES} (docs/decisions/0007). */
export const SETUP_MAX_WRONG_CODES = 5;
/** Wrong setup codes allowed from everyone together in {@link SETUP_WINDOW_MINUTES}. */
export const SETUP_MAX_WRONG_CODES_TOTAL = 20;
/** The rate-limit window for wrong setup codes, in minutes. */
export const SETUP_WINDOW_MINUTES = 15;

/** What the /admin-setup action answers. */
export type AdminSetupResult =
  | { ok: true; status: "granted" | "already-admin" }
  | {
      ok: false;
      reason: "signed-out" | "invalid" | "wrong-code" | "rate-limited" | "closed" | "failed";
      message: string;
      /** Wrong codes still allowed in the window (wrong-code only). */
      attemptsLeft?: number;
      /** Minutes until codes are accepted again (rate-limited only). */
      retryInMinutes?: number;
    };
