/**
 * The messages to a booking's customer at each step (docs/product.md#lifecycle-messages): the
 * email, with the visit's calendar file when it is new or moved, and the WhatsApp template where
 * the customer agreed to it. The words are `message-wording.ts`'s.
 */
import { shortBookingId, statusLabel, trackerSteps } from "~/catalog/booking-status";
import { bookingDetailPath } from "~/catalog/navigation";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { BUSINESS_TIME_ZONE, SLOT_MINUTES, formatDisplayDate, slotStartsAt } from "~/lib/time";
import {
  contactFacts,
  detailLines,
  emailMessage,
  visitText,
  whatsappMessage,
} from "./compose.server";
import type { BookingFacts, NewMessage } from "./compose.server";
import type { MessageKind } from "./message-kinds";
import { bookingEmailLines, calendarBookingLine, customerBookingWordsOf } from "./message-wording";
import { calendarFile } from "./calendar-file";

/**
 * The link to a booking's own page, as messages carry it.
 * @returns SITE_URL + "/booking/{id}"
 */
function bookingUrl(bookingId: string): string {
  return `${getEnv().SITE_URL}${bookingDetailPath(bookingId)}`;
}

/** An instant as iCalendar and Google Calendar write it: "20261126T083000Z". */
function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * The visit as an iCalendar file and a Google Calendar link (docs/product.md#lifecycle-messages):
 * start and end of the slot in Asia/Kolkata (written as UTC instants), the workshop's address as
 * location.
 * @returns the .ics text (docs/decisions/0028: written without the `ics` package's validation)
 *   and the "Add to Google Calendar" URL
 * @throws when the slot is malformed (never for a stored booking)
 */
function visitCalendar(booking: BookingFacts): { ics: string; googleHref: string } {
  const { businessName, address } = contactFacts();
  const start = slotStartsAt(booking.preferredDate, booking.preferredTime);
  if (Number.isNaN(start.getTime())) throw new Error("calendar file could not be made: no slot");
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const title = `${booking.serviceType} at ${businessName}`;
  // The customer's words (the car) as a labelled line, never inside a sentence of ours.
  const details = [
    calendarBookingLine(shortBookingId(booking.id)),
    `Car: ${booking.carModel}`,
    bookingUrl(booking.id),
  ].join("\n");
  const ics = calendarFile({
    uid: `${booking.id}@${new URL(getEnv().SITE_URL).hostname}`,
    // Each change of the visit replaces the earlier event in the customer's calendar.
    sequence: Math.floor(Date.now() / 1000),
    productId: businessName,
    title,
    description: details,
    location: address,
    url: bookingUrl(booking.id),
    start,
    end,
    stamp: new Date(),
  });
  const google = new URL("https://calendar.google.com/calendar/render");
  google.searchParams.set("action", "TEMPLATE");
  google.searchParams.set("text", title);
  google.searchParams.set("dates", `${utcStamp(start)}/${utcStamp(end)}`);
  google.searchParams.set("details", details);
  google.searchParams.set("location", address);
  google.searchParams.set("ctz", BUSINESS_TIME_ZONE);
  return { ics, googleHref: google.toString() };
}

/**
 * The messages to a booking's customer for one step (docs/product.md#lifecycle): an email (with
 * the calendar file for received and rescheduled), and a WhatsApp template message when
 * WhatsApp is configured and the customer agreed to it.
 * @param kind one of the customer booking kinds
 * @param booking the booking as it is after the change
 * @param whatsappTo the customer's E.164 phone when they agreed to WhatsApp, else null
 * @returns the messages to queue (none for an anonymised booking)
 */
export function customerBookingMessages(
  kind: MessageKind,
  booking: BookingFacts,
  whatsappTo: string | null = null,
): NewMessage[] {
  const words = customerBookingWordsOf(kind);
  if (!words || !booking.customerEmail) return [];
  const contact = contactFacts();
  const business = getBusinessFacts();
  const id = shortBookingId(booking.id);
  const visit = visitText(booking.preferredDate, booking.preferredTime);
  const withCalendar = kind === "booking_received" || kind === "booking_rescheduled";
  const calendar = withCalendar ? visitCalendar(booking) : null;
  const tracker = trackerSteps(booking.status);
  const cancelled = booking.status === "cancelled";
  const step = cancelled ? "Cancelled" : [...tracker].reverse().find((s) => s.done)!.title;
  const intro = words.intro.replace("{minutes}", String(business.promises.bookingContactMinutes));
  const subject = `${words.subject}: ${booking.serviceType} on ${formatDisplayDate(booking.preferredDate)} (#${id})`;
  // docs/product.md#lifecycle-messages: the customer's words (name, car, address) are shown as
  // labelled values; the greeting names no one.
  const details: Array<[string, string]> = [
    ["Booking", `#${id}`],
    ["Name", booking.customerName],
    ["Service", booking.serviceType],
    ["Car", booking.carModel],
    ["Date and slot", visit],
    ["Status", `${statusLabel(booking.status)} (${step})`],
    ["Address", booking.address],
  ];
  const url = bookingUrl(booking.id);
  const lines = bookingEmailLines;
  const text = [
    lines.greeting,
    "",
    intro,
    "",
    ...detailLines(details),
    "",
    cancelled
      ? ""
      : `Tracker: ${tracker.map((s) => `${s.done ? "[x]" : "[ ]"} ${s.title}`).join("  ")}`,
    `${lines.link}: ${url}`,
    calendar ? `${lines.calendar}: ${calendar.googleHref}` : "",
    "",
    lines.questions(contact.phone, contact.whatsappHref),
    `${contact.businessName}, ${contact.address}`,
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
  const slot = `${booking.preferredDate} ${booking.preferredTime}`;
  const about = { kind, bookingId: booking.id, userId: booking.userId, slot };
  return [
    emailMessage(
      { ...about, recipient: booking.customerEmail, text, ics: calendar?.ics ?? null },
      subject,
      {
        heading: words.heading,
        paragraphs: [lines.greeting, intro],
        details,
        tracker: cancelled ? undefined : tracker,
        action: { label: lines.action, href: url },
        calendarHref: calendar?.googleHref,
      },
    ),
    ...whatsappMessage(
      {
        ...about,
        recipient: whatsappTo,
        subject,
        text: `${words.heading}. ${intro} ${booking.serviceType}, ${booking.carModel}, ${visit}. ${url}`,
      },
      [booking.customerName, id, booking.serviceType, booking.carModel, visit, url],
    ),
  ];
}
