/**
 * The workshop's alerts (docs/product.md#lifecycle-staff): a new booking, a customer's
 * cancellation or move, a quote request. Each is an email to STAFF_EMAIL (default the business
 * email) and, when WhatsApp is configured, a WhatsApp message to the business number; the words
 * are `message-wording.ts`'s, and what a customer typed goes in the details, never the headline
 * (docs/product.md#lifecycle-messages).
 */
import { shortBookingId } from "~/catalog/booking-status";
import { ADMIN_PATH, adminBookingHistoryPath } from "~/catalog/navigation";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { phoneForDisplay } from "~/lib/phone";
import { detailLines, emailMessage, visitText, whatsappMessage } from "./compose.server";
import type { BookingFacts, NewMessage } from "./compose.server";
import type { staffKinds } from "./message-kinds";
import { staffAlertWords, type CustomerChangeAlertKind } from "./message-wording";

/** A staff alert's kind. */
type StaffKind = (typeof staffKinds)[number];

/**
 * An alert to the workshop, on every channel it has.
 * @param whatsappTo the number the WhatsApp message goes to (default the business number)
 * @param kind one of the staff kinds
 * @param headline what happened, e.g. "New booking #1a2b3c4d": our words only (it is the
 *   subject and heading)
 * @param details label and value rows
 * @param link where to act, e.g. the admin's bookings tab
 * @param bookingId the booking it is about, if any
 */
function staffAlertMessages(
  kind: StaffKind,
  headline: string,
  details: Array<[string, string]>,
  link: string,
  bookingId: string | null = null,
  paragraph?: string,
  whatsappTo?: string,
): NewMessage[] {
  const business = getBusinessFacts();
  const to = getEnv().STAFF_EMAIL ?? business.email;
  const text = [headline, "", ...detailLines(details), "", staffAlertWords.open(link)].join("\n");
  return [
    emailMessage({ kind, recipient: to, bookingId, text }, headline, {
      heading: headline,
      paragraphs: [
        paragraph ?? staffAlertWords.callWithin(business.promises.bookingContactMinutes),
      ],
      details,
      action: {
        label:
          kind === "staff_emergency" ? staffAlertWords.emergencyAction : staffAlertWords.action,
        href: link,
      },
    }),
    ...whatsappMessage(
      { kind, recipient: whatsappTo ?? business.phone, bookingId, subject: headline, text },
      [headline, details.map(([k, v]) => `${k}: ${v}`).join("; ")],
    ),
  ];
}

/** The rows an alert about a booking shows. */
function bookingAlertDetails(booking: BookingFacts): Array<[string, string]> {
  return [
    ["Customer", booking.customerName],
    ["Phone", phoneForDisplay(booking.customerPhone)],
    ["Service", booking.serviceType],
    ["Car", booking.carModel],
    ["Date and slot", visitText(booking.preferredDate, booking.preferredTime)],
    ["Address", booking.address],
  ];
}

/** The back office's link to a booking's history and messages. */
function adminBookingUrl(bookingId: string): string {
  return `${getEnv().SITE_URL}${adminBookingHistoryPath(bookingId)}`;
}

/**
 * The alert of a new booking (docs/product.md#lifecycle-staff).
 * @param booking the booking just made
 * @returns the messages to queue in the booking's transaction
 */
export function newBookingAlert(booking: BookingFacts): NewMessage[] {
  return staffAlertMessages(
    "staff_new_booking",
    staffAlertWords.newBooking(shortBookingId(booking.id)),
    bookingAlertDetails(booking),
    adminBookingUrl(booking.id),
    booking.id,
  );
}

/**
 * The alert that a customer cancelled or moved their booking (docs/product.md#lifecycle-changes).
 * @param booking the booking as it is after the change
 * @param extra rows added under the booking's details (the reason, the visit it was moved from)
 * @returns the messages to queue in the change's transaction
 */
export function customerChangeAlert(
  kind: CustomerChangeAlertKind,
  booking: BookingFacts,
  extra: Array<[string, string]>,
): NewMessage[] {
  return staffAlertMessages(
    kind,
    staffAlertWords.customerChange(kind, shortBookingId(booking.id)),
    [...bookingAlertDetails(booking), ...extra],
    adminBookingUrl(booking.id),
    booking.id,
  );
}

/**
 * The alert of a quote request (docs/product.md#leads): the sender's words as details only.
 * @param details the request's label and value rows
 * @returns the messages to queue in the lead's transaction
 */
export function newLeadAlert(details: Array<[string, string]>): NewMessage[] {
  return staffAlertMessages(
    "staff_new_lead",
    staffAlertWords.newLead,
    details,
    `${getEnv().SITE_URL}${ADMIN_PATH}?tab=overview`,
  );
}

/**
 * The alert of an emergency request (docs/product.md#emergency-alerts): an email to STAFF_EMAIL
 * and, when WhatsApp is configured, a WhatsApp message to EMERGENCY_ONCALL_PHONE (else the
 * business number), with the map link among the details; what the sender typed goes in the
 * details only.
 * @param problem the problem's words (from the catalogue, never typed)
 * @param details the request's label and value rows, the map link among them
 * @param promiseMinutes the minutes promised to reach the customer
 * @param link the staff screen where it is taken
 * @returns the messages to queue in the request's transaction
 */
export function emergencyAlert(
  problem: string,
  details: Array<[string, string]>,
  promiseMinutes: number,
  link: string,
): NewMessage[] {
  return staffAlertMessages(
    "staff_emergency",
    staffAlertWords.emergency(problem),
    details,
    link,
    null,
    staffAlertWords.emergencyPromise(promiseMinutes),
    getEnv().EMERGENCY_ONCALL_PHONE,
  );
}
