/**
 * The toast of an /admin action's answer, drawn by the server into the page that answers the
 * form (docs/decisions/0020; texts: docs/product.md#messages-admin).
 */
import { statusLabel } from "~/catalog/booking-status";
import { ROLE_LABELS } from "~/catalog/staff-roles";
import { PageToast } from "~/components/ui/page-toast";
import { leadStatusLabels } from "~/catalog/lead-status";
import { BOOKINGS_TAB_MESSAGES } from "~/features/booking/booking-filters";
import {
  BOOKING_STATUS_MESSAGES,
  statusChangedText,
} from "~/features/booking/booking-status-schema";
import { ADMIN_MESSAGES, type AdminActionResult } from "./admin-schema";

/**
 * What the toast of an action's answer says.
 * @param result what the /admin action answered
 * @returns tone, title and line: 'Status Updated' ('Booking status changed to {status}.'),
 *   'Bookings Cancelled' ('{n} bookings cancelled.'), lead and role confirmations, 'Error
 *   signing out.' ('Please try again.'), or 'Error' with the server's message (e.g. 'Failed
 *   to update booking status.')
 */
export function adminResultToast(result: AdminActionResult): {
  tone: "success" | "error";
  title: string;
  description: string;
} {
  if (!result.ok) {
    return result.intent === "sign-out"
      ? {
          tone: "error",
          title: ADMIN_MESSAGES.signOutFailed,
          description: ADMIN_MESSAGES.signOutFailedText,
        }
      : { tone: "error", title: "Error", description: result.message };
  }
  const done = (title: string, description: string) => ({
    tone: "success" as const,
    title,
    description,
  });
  switch (result.intent) {
    case "set-booking-status":
      return done(
        BOOKING_STATUS_MESSAGES.statusUpdatedTitle,
        statusChangedText(statusLabel(result.status)),
      );
    case "set-lead-status":
      return done("Lead Updated", `Lead marked as ${leadStatusLabels[result.status]}.`);
    case "grant-admin":
      return done("Admin Granted", `${result.email} is now an admin.`);
    case "revoke-admin":
      return done("Admin Removed", `${result.email} is no longer an admin.`);
    case "grant-staff-role":
      return done(
        "Role Given",
        `${result.email} is now a ${ROLE_LABELS[result.role].toLowerCase()}.`,
      );
    case "revoke-staff-role":
      return done(
        "Role Removed",
        `${result.email} is no longer a ${ROLE_LABELS[result.role].toLowerCase()}.`,
      );
    case "cancel-bookings":
      return done(BOOKINGS_TAB_MESSAGES.bookingsCancelledTitle, result.message);
    case "resend-message":
      return done("Message Queued", "The message will be sent again in a moment.");
  }
}

/**
 * The toast of the action whose answer this page is.
 * @param result the action's answer, if the page is one
 * @returns the toast, or nothing
 */
export function AdminActionToast({ result }: { result: AdminActionResult | undefined }) {
  if (!result) return null;
  const toast = adminResultToast(result);
  return <PageToast tone={toast.tone} title={toast.title} description={toast.description} />;
}
