/**
 * The back office's tabs, the /admin page's actions (each tab's own form schema composed from
 * its capability's module) and its messages, shared by the browser and the server (docs/architecture.md#one-schema-two-sides). Client-safe: no database or Node.
 * Messages in quotes are the spec's (docs/product.md#messages-admin).
 */
import {
  BookingStatusFormSchema,
  type BookingStatusResult,
} from "~/features/booking/booking-status-schema";
import {
  CancelBookingsFormSchema,
  type CancelBookingsResult,
} from "~/features/booking/booking-filters";
import { z } from "zod";
import { leadStatuses } from "~/catalog/lead-status";
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
  analyticsFailed: "Failed to load analytics data.",
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
} as const;

// ---------------------------------------------------------------- analytics

/** Estimated revenue per completed booking, in rupees (docs/product.md#admin-figures). */
export const REVENUE_PER_COMPLETED_BOOKING = 2500;

// ---------------------------------------------------------------- actions

/** A better-auth user id: letters, digits, `_` and `-`, at most 64 characters. */
const UserIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

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
  CancelBookingsFormSchema,
]);

/** A parsed admin action; see {@link AdminActionSchema}. */
type AdminAction = z.infer<typeof AdminActionSchema>;

/** What an /admin action answers (the page turns it into a toast). */
export type AdminActionResult =
  | BookingStatusResult
  | CancelBookingsResult
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
