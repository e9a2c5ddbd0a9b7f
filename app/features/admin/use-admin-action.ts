/**
 * Submits an /admin action from a control (status dropdowns, role buttons, sign out) and
 * shows its result as a toast once (docs/product.md#messages-admin texts).
 */
import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { statusLabel } from "~/catalog/booking-status";
import { ROLE_LABELS } from "~/catalog/staff-roles";
import {
  ADMIN_MESSAGES,
  leadStatusLabels,
  statusChangedText,
  type AdminActionResult,
} from "./admin-schema";

/**
 * Shows the toast for an action's result: 'Status Updated' ('Booking status changed to
 * {status}.'), 'Bookings Cancelled' ('{n} bookings cancelled.'), lead and role confirmations, 'Error signing out.' ('Please try again.'), or
 * 'Error' with the server's message (e.g. 'Failed to update booking status.').
 * @param result what the /admin action answered
 */
export function toastAdminResult(result: AdminActionResult): void {
  if (!result.ok) {
    if (result.intent === "sign-out")
      toast.error(ADMIN_MESSAGES.signOutFailed, { description: ADMIN_MESSAGES.signOutFailedText });
    else toast.error("Error", { description: result.message });
    return;
  }
  switch (result.intent) {
    case "set-booking-status":
      toast.success(ADMIN_MESSAGES.statusUpdatedTitle, {
        description: statusChangedText(statusLabel(result.status)),
      });
      break;
    case "set-lead-status":
      toast.success("Lead Updated", {
        description: `Lead marked as ${leadStatusLabels[result.status]}.`,
      });
      break;
    case "grant-admin":
      toast.success("Admin Granted", { description: `${result.email} is now an admin.` });
      break;
    case "revoke-admin":
      toast.success("Admin Removed", { description: `${result.email} is no longer an admin.` });
      break;
    case "grant-staff-role":
      toast.success("Role Given", {
        description: `${result.email} is now a ${ROLE_LABELS[result.role].toLowerCase()}.`,
      });
      break;
    case "revoke-staff-role":
      toast.success("Role Removed", {
        description: `${result.email} is no longer a ${ROLE_LABELS[result.role].toLowerCase()}.`,
      });
      break;
    case "cancel-bookings":
      toast.success(ADMIN_MESSAGES.bookingsCancelledTitle, { description: result.message });
      break;
    case "resend-message":
      toast.success("Message Queued", {
        description: "The message will be sent again in a moment.",
      });
      break;
  }
}

/**
 * A fetcher for /admin actions whose results are toasted once each.
 * @returns the fetcher (for its state and pending form data) and `submit(fields)`, which
 *   posts the fields to /admin
 */
export function useAdminAction() {
  const fetcher = useFetcher<AdminActionResult>();
  const handled = useRef<AdminActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    toastAdminResult(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  const { submit: submitFetcher } = fetcher;
  const submit = useCallback(
    (fields: Record<string, string>) => submitFetcher(fields, { method: "post", action: "/admin" }),
    [submitFetcher],
  );
  return { fetcher, submit };
}
