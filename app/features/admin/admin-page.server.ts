/**
 * The /admin page's loader and action rules, kept out of the route module (docs/architecture.md#thin-routes). The route guards first (`requireAdmin` reads the role from `user_roles` on every
 * request) and hands the admin it returns to these functions.
 */
import { loadReviewsTab } from "~/features/reviews/reviews-tab-page.server";
import { siteRating, type RefreshPrerendered } from "~/features/reviews/site-reviews.server";
import {
  cancelBookings,
  changeBookingStatusAndPages,
  refreshPagesOfReviewsTakenDown,
} from "~/features/booking/booking-status.server";
import type { ReviewsTabData } from "~/features/reviews/reviews-tab";
import { data, redirect } from "react-router";
import type { BookingView } from "~/features/booking/bookings.server";
import { callAuthEndpoint, sessionCookieHeaders, type SessionUser } from "~/lib/auth.server";
import { getDb, orFallback } from "~/lib/db.server";
import { parsePage } from "~/lib/paging";
import { isUuid } from "~/lib/text-rules";
import { readFields } from "~/lib/request-body.server";
import { parseSubmission, storeFailed } from "~/lib/submission.server";
import { auditForTarget, type AuditView } from "~/lib/audit.server";
import { loadAnalytics, type AnalyticsData } from "./admin-analytics.server";
import {
  loadEmergencyPromise,
  type PromiseMonth,
} from "~/features/emergency/emergency-promise.server";
import { loadCarsDue } from "~/features/cars/service-due.server";
import type { CarsDuePage } from "~/features/cars/service-due.server";
import {
  getAdminBooking,
  listAdminBookings,
  type BookingsPage,
} from "~/features/booking/workshop-bookings.server";
import {
  listAdminLeads,
  setLeadStatus,
  type LeadsPage,
} from "~/features/quote/workshop-leads.server";
import { parseBookingsPageAt } from "~/features/booking/bookings-cursor";
import { loadOverviewCounts, type OverviewCounts } from "./admin-overview.server";
import {
  ADMIN_MESSAGES,
  AdminActionSchema,
  parseAdminTab,
  type AdminActionResult,
  type AdminTab,
} from "./admin-schema";
import {
  BOOKINGS_TAB_MESSAGES,
  bookingsCancelledText,
  parseBookingFilters,
  type BookingFilters,
} from "~/features/booking/booking-filters";
import { BOOKING_STATUS_MESSAGES } from "~/features/booking/booking-status-schema";
import { changeAdminRole, changeStaffRole } from "~/features/account/roles.server";
import { listUsers, type UsersPage } from "~/features/account/workshop-users.server";
import { activeSetupCode } from "./setup-code.server";
import { loadScheduleDay, type ScheduleDay } from "~/features/booking/schedule-day.server";
import { getEnv } from "~/lib/env.server";
import { overridesInForce, type BusinessOverrideVariable } from "~/lib/business-overrides";
import { dayViewDate, todayInKolkata } from "~/lib/time";
import {
  listMessagesForBooking,
  resendMessage,
  type MessageView,
} from "~/features/messages/outbox-delivery.server";
import { loadSeoAudit, loadSitemapSummary } from "~/features/seo/site-crawl.server";
import type { SeoAudit } from "~/features/seo/seo-audit";
import type { SitemapSummary } from "~/features/seo/sitemap-summary";

/** Bookings shown on the Overview tab (the newest). */
const OVERVIEW_RECENT_BOOKINGS = 5;

/** The data of each tab; only the open tab's data is loaded. */
export type AdminTabData =
  | {
      tab: "analytics";
      analytics: AnalyticsData | null;
      /** The cars due in the next 30 days, to call, a page (docs/product.md#admin-figures). */
      carsDue: CarsDuePage | null;
      /** The emergency promise measured per month (docs/product.md#emergency-promise). */
      emergencyPromise: PromiseMonth[] | null;
    }
  | {
      tab: "overview";
      overview: {
        counts: OverviewCounts;
        recent: BookingView[];
        leads: LeadsPage;
        users: UsersPage;
      } | null;
    }
  | {
      tab: "bookings";
      bookings: BookingsPage | null;
      filters: BookingFilters;
      /** The booking whose history is open (`?history=<id>`), with its audit entries and messages. */
      history: { booking: BookingView; entries: AuditView[]; messages: MessageView[] } | null;
    }
  | { tab: "schedule"; schedule: ScheduleDay | null; date: string; today: string }
  | { tab: "seo"; seo: SeoAudit | null }
  | { tab: "sitemap"; sitemap: SitemapSummary | null }
  | { tab: "reviews"; reviews: ReviewsTabData | null }
  | {
      tab: "settings";
      settings: {
        setupCode: "environment" | "generated" | "none";
        /** The environment variables that override business facts. */
        overrides: BusinessOverrideVariable[];
      };
    };

/** Everything the /admin page gets from its loader. */
export type AdminPageData = AdminTabData & {
  admin: { id: string; email: string; name: string };
  /** This response's Content Security Policy nonce, for the page's small scripts. */
  nonce?: string;
};

async function loadTab(tab: AdminTab, params: URLSearchParams): Promise<AdminTabData> {
  // A failed query shows the spec's message in the tab (not an error page), and is logged
  // with the database's reason only.
  const attempt = <T>(what: string, load: () => Promise<T>) =>
    orFallback(`Admin ${what} could not be loaded:`, load, null);
  switch (tab) {
    case "analytics": {
      const [analytics, carsDue, emergencyPromise] = await Promise.all([
        attempt("analytics", () => loadAnalytics()),
        attempt("cars due", () =>
          loadCarsDue(new Date(), Number.parseInt(params.get("duePage") ?? "1", 10) || 1),
        ),
        attempt("emergency promise", () => loadEmergencyPromise()),
      ]);
      return { tab, analytics, carsDue, emergencyPromise };
    }
    case "overview":
      return {
        tab,
        overview: await attempt("overview", async () => {
          const [counts, recent, leads, users] = await Promise.all([
            loadOverviewCounts(),
            listAdminBookings({ q: "", page: 1 }, { at: "first" }, OVERVIEW_RECENT_BOOKINGS),
            listAdminLeads(parsePage(params.get("leadsPage"))),
            listUsers(parsePage(params.get("usersPage"))),
          ]);
          return { counts, recent: recent.bookings, leads, users };
        }),
      };
    case "bookings": {
      const filters = parseBookingFilters(params);
      const historyId = params.get("history");
      const [bookings, history] = await Promise.all([
        attempt("bookings", () => listAdminBookings(filters, parseBookingsPageAt(params))),
        historyId && isUuid(historyId)
          ? attempt("booking history", async () => {
              const booking = await getAdminBooking(historyId);
              if (!booking) return null;
              const [entries, messages] = await Promise.all([
                auditForTarget(booking.id),
                listMessagesForBooking(booking.id),
              ]);
              return { booking, entries, messages };
            })
          : null,
      ]);
      return { tab, bookings, filters, history };
    }
    case "schedule": {
      const today = todayInKolkata();
      const date = dayViewDate(params.get("date"));
      return {
        tab,
        date,
        today,
        schedule: await attempt("schedule", () =>
          loadScheduleDay(date, getEnv().BOOKING_SLOT_CAPACITY),
        ),
      };
    }
    case "seo":
      return {
        tab,
        seo: await attempt("SEO audit", () => loadSeoAudit(params.get("refresh") === "1")),
      };
    case "sitemap":
      return { tab, sitemap: await attempt("sitemap", async () => loadSitemapSummary()) };
    case "reviews":
      return { tab, reviews: await attempt("reviews", () => loadReviewsTab(params)) };
    case "settings": {
      const code = activeSetupCode();
      return {
        tab,
        settings: { setupCode: code?.source ?? "none", overrides: overridesInForce(getEnv()) },
      };
    }
  }
}

/**
 * The /admin loader's data: the admin and the open tab's data (`?tab=`, default Analytics).
 * @param admin the signed-in admin, from `requireAdmin`
 * @param request the page's request (its query names the tab and its filters)
 * @param nonce this response's Content Security Policy nonce (the server's), if any
 * @returns the page data, never cached by browsers or proxies; a tab whose data cannot be
 *   read carries null (the tab shows its failure text)
 */
export async function loadAdminPage(admin: SessionUser, request: Request, nonce?: string) {
  const params = new URL(request.url).searchParams;
  const tabData = await loadTab(parseAdminTab(params.get("tab")), params);
  const page: AdminPageData = {
    ...tabData,
    admin: { id: admin.id, email: admin.email, name: admin.name },
    nonce,
  };
  return data(page, { headers: { "Cache-Control": "no-store" } });
}

const failureMessage: Record<AdminActionResult["intent"] & string, string> = {
  "set-booking-status": BOOKING_STATUS_MESSAGES.statusFailed,
  "set-lead-status": "Failed to update lead status.",
  "grant-admin": ADMIN_MESSAGES.grantFailed,
  "revoke-admin": "Failed to remove admin role. Please try again.",
  "grant-staff-role": "Failed to give that role. Please try again.",
  "revoke-staff-role": "Failed to remove that role. Please try again.",
  "sign-out": ADMIN_MESSAGES.signOutFailed,
  "resend-message": "That message cannot be sent again: only failed or unsent messages can.",
  "cancel-bookings": BOOKINGS_TAB_MESSAGES.bulkCancelFailed,
};

/** The message when the last admin tries to remove their own role. */
export const LAST_ADMIN_MESSAGE =
  "You are the only admin. Make someone else an admin before removing your own role.";

async function signOut(request: Request) {
  const response = await callAuthEndpoint(request, "/sign-out", {});
  if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
  return redirect("/auth?signedOut=1", { headers: sessionCookieHeaders(response) });
}

async function perform(
  admin: SessionUser,
  action: ReturnType<typeof AdminActionSchema.parse>,
  request: Request,
  refresh: RefreshPrerendered | undefined,
) {
  const fail = (status: number, message = failureMessage[action.intent]) =>
    data<AdminActionResult>({ ok: false, intent: action.intent, message }, { status });
  switch (action.intent) {
    case "set-booking-status": {
      const outcome = await changeBookingStatusAndPages(
        admin.id,
        action.bookingId,
        action.status,
        refresh,
      );
      if (!outcome.ok)
        return outcome.reason === "slot-full"
          ? fail(409, BOOKING_STATUS_MESSAGES.slotFull)
          : fail(404);
      return data<AdminActionResult>({
        ok: true,
        intent: action.intent,
        bookingId: action.bookingId,
        status: action.status,
      });
    }
    case "set-lead-status": {
      const outcome = await setLeadStatus(admin.id, action.leadId, action.status);
      if (!outcome.ok) return fail(404);
      return data<AdminActionResult>({
        ok: true,
        intent: action.intent,
        leadId: action.leadId,
        status: action.status,
      });
    }
    case "grant-admin":
    case "revoke-admin":
    case "grant-staff-role":
    case "revoke-staff-role": {
      // docs/product.md#roles: admins, drivers and technicians (docs/decisions/0016), audited.
      const changer = { source: "admin_panel", userId: admin.id } as const;
      const target = { id: action.userId };
      const outcome =
        "role" in action
          ? await changeStaffRole(
              getDb(),
              changer,
              target,
              action.role,
              action.intent === "grant-staff-role",
            )
          : await changeAdminRole(getDb(), changer, target, action.intent === "grant-admin");
      if (!outcome.ok) {
        if (outcome.reason === "last-admin") return fail(409, LAST_ADMIN_MESSAGE);
        if (outcome.reason === "not-admin-any-more")
          return fail(403, ADMIN_MESSAGES.accessDeniedText);
        return fail(404);
      }
      return data<AdminActionResult>({ ...action, ok: true, email: outcome.email });
    }
    case "sign-out":
      return signOut(request);
    case "cancel-bookings": {
      // docs/product.md#lifecycle-back-office: the ticked bookings, each audited and messaged.
      // A completed visit cancelled takes its review off the pages (docs/decisions/0021 item 8).
      const ratingBefore = await siteRating();
      const { cancelled, reviewsTakenDown } = await cancelBookings(admin.id, action.bookingIds);
      await refreshPagesOfReviewsTakenDown(refresh, reviewsTakenDown, ratingBefore);
      return data<AdminActionResult>({
        ok: true,
        intent: action.intent,
        cancelled,
        message: bookingsCancelledText(cancelled),
      });
    }
    case "resend-message": {
      // docs/product.md#lifecycle-back-office: a failed message goes back to the queue.
      if (!(await resendMessage(action.messageId))) return fail(409);
      return data<AdminActionResult>({
        ok: true,
        intent: action.intent,
        messageId: action.messageId,
      });
    }
  }
}

/**
 * The /admin action: one of the intents of `AdminActionSchema` (status change, lead
 * status, grant, revoke, sign out, resend a message, cancel the ticked bookings: a plain form
 * posting `bookingIds` once per ticked box).
 * @param admin the signed-in admin, from `requireAdmin`
 * @param request the POST (form data or JSON)
 * @param refresh the server's page writer, from the load context (absent in development): the
 *   pages of a review a status change took off the site are rewritten
 * @returns 200 with the result; 400 for input that fails the schema; 403 when the admin lost
 *   the role meanwhile; 404 for an unknown booking, lead or user; 409 when the last admin
 *   would remove their own role; 503 when the database fails (nothing written). Sign-out
 *   success redirects to /auth.
 */
export async function handleAdminAction(
  admin: SessionUser,
  request: Request,
  refresh?: RefreshPrerendered,
) {
  const parsed = await parseSubmission(request, AdminActionSchema, {
    fields: await readFields(request, { lists: ["bookingIds"] }),
  });
  if (!parsed.ok) {
    const intent =
      AdminActionSchema.options
        .map((o) => o.shape.intent.value)
        .find((i) => i === parsed.fields?.intent) ?? null;
    const message =
      intent === "cancel-bookings"
        ? (parsed.fieldErrors.bookingIds ?? failureMessage[intent])
        : intent
          ? failureMessage[intent]
          : "That request was not understood.";
    return data<AdminActionResult>({ ok: false, intent, message }, { status: 400 });
  }
  try {
    return await perform(admin, parsed.data, request, refresh);
  } catch (error) {
    return storeFailed<AdminActionResult>(`Admin action ${parsed.data.intent} failed:`, error, {
      ok: false,
      intent: parsed.data.intent,
      message: failureMessage[parsed.data.intent],
    });
  }
}
