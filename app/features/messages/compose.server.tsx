/**
 * Writes every message the product sends (docs/product.md#lifecycle): subject, plain
 * text, HTML, the calendar file and the WhatsApp template, from one set of facts per
 * message, so the text part and the HTML say the same. Messages are rendered when they are
 * queued (docs/decisions/0009): the outbox holds exactly what went out.
 */
import { createEvent } from "ics";
import { renderToStaticMarkup } from "react-dom/server";
import { addressLine, formatPhone, telHref } from "~/catalog/business";
import type { BookingRow } from "~/db/schema";
import { businessWhatsappHref } from "~/catalog/greetings";
import { shortBookingId, statusLabel, trackerSteps } from "~/catalog/booking-status";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { bookingDetailPath } from "~/catalog/navigation";
import { BUSINESS_TIME_ZONE, SLOT_MINUTES, formatDisplayDate, slotStartsAt } from "~/lib/time";
import { MessageEmail, type EmailContent } from "./message-email";
import { whatsappTemplates, type MessageKind } from "./message-kinds";

/** A message to write to the outbox. */
export interface NewMessage {
  channel: "email" | "whatsapp";
  kind: MessageKind;
  /** Email address or E.164 phone. */
  recipient: string;
  bookingId?: string | null;
  userId?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  ics?: string | null;
  template?: { name: string; params: string[] } | null;
  /** "yyyy-MM-dd hh:mm AM": the slot the message is about. */
  slot?: string | null;
  /**
   * Why the message is kept but not sent (written as skipped, with this reason): a booking email
   * with no confirmed address to go to (docs/product.md#lifecycle-messages).
   */
  held?: string;
}

/** The booking facts a message needs (a booking row, or the same fields). */
export type BookingFacts = Pick<
  BookingRow,
  | "id"
  | "userId"
  | "serviceType"
  | "customerName"
  | "customerEmail"
  | "customerPhone"
  | "carModel"
  | "preferredDate"
  | "preferredTime"
  | "address"
  | "status"
>;

/** Whether WhatsApp messages can be sent (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID set). */
export function whatsappConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID);
}

/**
 * The workshop's name and how to reach it, as every email's footer shows them.
 * @returns name, phone for people and `tel:`, WhatsApp link and address
 */
export function contactFacts(): EmailContent["contact"] & { businessName: string } {
  const business = getBusinessFacts();
  return {
    businessName: business.name,
    phone: formatPhone(business.phone),
    tel: telHref(business.phone),
    whatsappHref: businessWhatsappHref(business),
    address: addressLine(business.address),
  };
}

/** The visit's date and slot as people read it: "Thu, 26 Nov 2026, 02:00 PM (India time)". */
export function visitText(date: string, slot: string): string {
  return `${formatDisplayDate(date)}, ${slot} (India time)`;
}

/**
 * Label and value rows as the plain-text part shows them (docs/product.md#lifecycle-messages: a
 * customer's words are data, never a sentence of ours): "Label: value", and a value of several
 * lines under its label, each line quoted ("  > …"), so none of it reads as our own text.
 * @param details the rows
 * @returns the lines
 */
export function detailLines(details: Array<[string, string]>): string[] {
  return details.flatMap(([label, value]) => {
    const lines = value.split(/\r?\n/);
    return lines.length === 1
      ? [`${label}: ${value}`]
      : [`${label}:`, ...lines.map((l) => `  > ${l}`)];
  });
}

/** The link to a booking's own page. */
export function bookingUrl(bookingId: string): string {
  return `${getEnv().SITE_URL}${bookingDetailPath(bookingId)}`;
}

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
 * @returns the .ics text and the "Add to Google Calendar" URL
 * @throws when the slot is malformed (never for a stored booking)
 */
export function visitCalendar(booking: BookingFacts): { ics: string; googleHref: string } {
  const { businessName, address } = contactFacts();
  const start = slotStartsAt(booking.preferredDate, booking.preferredTime);
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const title = `${booking.serviceType} at ${businessName}`;
  // The customer's words (the car) as a labelled line, never inside a sentence of ours.
  const details = [
    `Booking #${shortBookingId(booking.id)}`,
    `Car: ${booking.carModel}`,
    bookingUrl(booking.id),
  ].join("\n");
  const { error, value } = createEvent({
    uid: `${booking.id}@${new URL(getEnv().SITE_URL).hostname}`,
    // Each change of the visit replaces the earlier event in the customer's calendar.
    sequence: Math.floor(Date.now() / 1000),
    productId: businessName,
    title,
    description: details,
    location: address,
    url: bookingUrl(booking.id),
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
  });
  if (error || !value) throw error ?? new Error("calendar file could not be made");
  const google = new URL("https://calendar.google.com/calendar/render");
  google.searchParams.set("action", "TEMPLATE");
  google.searchParams.set("text", title);
  google.searchParams.set("dates", `${utcStamp(start)}/${utcStamp(end)}`);
  google.searchParams.set("details", details);
  google.searchParams.set("location", address);
  google.searchParams.set("ctz", BUSINESS_TIME_ZONE);
  return { ics: value, googleHref: google.toString() };
}

/** Subject line and opening words of each customer message. */
const customerWords: Record<string, { subject: string; heading: string; intro: string }> = {
  booking_received: {
    subject: "Booking received",
    heading: "We have your booking",
    intro:
      "Thank you for booking with us. We will call you within {minutes} minutes to confirm your visit.",
  },
  booking_confirmed: {
    subject: "Booking confirmed",
    heading: "Your booking is confirmed",
    intro: "Your visit is confirmed. We look forward to seeing you and your car.",
  },
  booking_in_progress: {
    subject: "Your car is in the workshop",
    heading: "Your service is in progress",
    intro: "Your car is with our technicians now. We will tell you as soon as it is ready.",
  },
  booking_completed: {
    subject: "Your car is ready",
    heading: "Your service is complete",
    intro: "Your car's service is complete and it is ready. Thank you for choosing us.",
  },
  booking_cancelled: {
    subject: "Booking cancelled",
    heading: "Your booking is cancelled",
    intro:
      "Your booking has been cancelled. If this is a mistake, or you want a new time, book again or call us.",
  },
  booking_rescheduled: {
    subject: "Booking moved",
    heading: "Your booking has a new time",
    intro: "Your visit has moved to the new date and slot below. We will call you to confirm it.",
  },
  booking_reminder: {
    subject: "Reminder: your visit tomorrow",
    heading: "See you tomorrow",
    intro:
      "A reminder of your visit tomorrow. If your plans have changed, you can move or cancel it from your booking's page.",
  },
};

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
  const words = customerWords[kind];
  if (!words || !booking.customerEmail) return [];
  const contact = contactFacts();
  const business = getBusinessFacts();
  const id = shortBookingId(booking.id);
  const visit = visitText(booking.preferredDate, booking.preferredTime);
  const withCalendar = kind === "booking_received" || kind === "booking_rescheduled";
  const calendar = withCalendar ? visitCalendar(booking) : null;
  const tracker = trackerSteps(booking.status);
  const step =
    booking.status === "cancelled"
      ? "Cancelled"
      : [...tracker].reverse().find((s) => s.done)!.title;
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
  const content: EmailContent = {
    businessName: contact.businessName,
    heading: words.heading,
    paragraphs: ["Hello,", intro],
    details,
    tracker: booking.status === "cancelled" ? undefined : tracker,
    action: { label: "View your booking", href: url },
    calendarHref: calendar?.googleHref,
    contact,
  };
  const text = [
    "Hello,",
    "",
    intro,
    "",
    ...detailLines(details),
    "",
    booking.status === "cancelled"
      ? ""
      : `Tracker: ${tracker.map((s) => `${s.done ? "[x]" : "[ ]"} ${s.title}`).join("  ")}`,
    `Your booking: ${url}`,
    calendar ? `Add to Google Calendar: ${calendar.googleHref}` : "",
    "",
    `Questions? Call ${contact.phone} or WhatsApp ${contact.whatsappHref}`,
    `${contact.businessName}, ${contact.address}`,
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
  const slot = `${booking.preferredDate} ${booking.preferredTime}`;
  const messages: NewMessage[] = [
    {
      channel: "email",
      kind,
      recipient: booking.customerEmail,
      bookingId: booking.id,
      userId: booking.userId,
      subject: `${subject} | ${contact.businessName}`,
      text,
      html: "<!DOCTYPE html>" + renderToStaticMarkup(<MessageEmail content={content} />),
      ics: calendar?.ics ?? null,
      slot,
    },
  ];
  const template = whatsappTemplates[kind];
  if (whatsappTo && template && whatsappConfigured()) {
    messages.push({
      channel: "whatsapp",
      kind,
      recipient: whatsappTo,
      bookingId: booking.id,
      userId: booking.userId,
      subject,
      text: `${words.heading}. ${intro} ${booking.serviceType}, ${booking.carModel}, ${visit}. ${url}`,
      template: {
        name: template.name,
        params: [booking.customerName, id, booking.serviceType, booking.carModel, visit, url],
      },
      slot,
    });
  }
  return messages;
}

/**
 * An alert to the workshop (docs/product.md#lifecycle-staff): an email to STAFF_EMAIL (default the
 * business email) and, when WhatsApp is configured, a WhatsApp message to the business number.
 * @param kind one of the staff kinds
 * @param headline what happened, e.g. "New booking #1a2b3c4d": our words only (it is the
 *   subject and heading); a customer's words go in `details` (docs/product.md#lifecycle-messages)
 * @param details label and value rows
 * @param link where to act, e.g. the admin's bookings tab
 * @param bookingId the booking it is about, if any
 */
export function staffAlertMessages(
  kind: MessageKind,
  headline: string,
  details: Array<[string, string]>,
  link: string,
  bookingId: string | null = null,
): NewMessage[] {
  const env = getEnv();
  const business = getBusinessFacts();
  const contact = contactFacts();
  const to = env.STAFF_EMAIL ?? business.email;
  const text = [headline, "", ...detailLines(details), "", `Open: ${link}`].join("\n");
  const content: EmailContent = {
    businessName: contact.businessName,
    heading: headline,
    paragraphs: [
      `Please call the customer within ${business.promises.bookingContactMinutes} minutes.`,
    ],
    details,
    action: { label: "Open in the back office", href: link },
    contact,
  };
  const messages: NewMessage[] = [
    {
      channel: "email",
      kind,
      recipient: to,
      bookingId,
      subject: `${headline} | ${contact.businessName}`,
      text,
      html: "<!DOCTYPE html>" + renderToStaticMarkup(<MessageEmail content={content} />),
    },
  ];
  if (whatsappConfigured()) {
    messages.push({
      channel: "whatsapp",
      kind,
      recipient: business.phone,
      bookingId,
      subject: headline,
      text,
      template: {
        name: whatsappTemplates[kind]!.name,
        params: [headline, details.map(([k, v]) => `${k}: ${v}`).join("; ")],
      },
    });
  }
  return messages;
}

/**
 * The rows a staff alert about a booking shows.
 * @param booking the booking
 */
export function bookingAlertDetails(booking: BookingFacts): Array<[string, string]> {
  return [
    ["Customer", booking.customerName],
    ["Phone", booking.customerPhone],
    ["Service", booking.serviceType],
    ["Car", booking.carModel],
    ["Date and slot", visitText(booking.preferredDate, booking.preferredTime)],
    ["Address", booking.address],
  ];
}

/** The admin link to a booking's panel. */
export function adminBookingUrl(bookingId: string): string {
  return `${getEnv().SITE_URL}/admin?tab=bookings&history=${bookingId}`;
}

/**
 * An account email (docs/product.md#lifecycle-accounts): the password reset link or the email
 * verification link, with what to do if the reader did not ask for it.
 * @param kind "password_reset" or "email_verification"
 * It greets no one by name: the name is whatever was typed at sign-up, and the address may not be
 * the typist's (docs/product.md#lifecycle-messages).
 * @param to the account's email; `userId` the account; `url` better-auth's one-time link
 */
export function accountEmailMessage(
  kind: "password_reset" | "email_verification",
  to: string,
  userId: string,
  url: string,
): NewMessage {
  const contact = contactFacts();
  const reset = kind === "password_reset";
  const heading = reset ? "Reset your password" : "Confirm your email address";
  const paragraphs = reset
    ? [
        "Hello,",
        "Someone asked to reset the password of your account. The link below works once, for one hour. After the reset, every other device signed in to your account is signed out.",
        "If you did not ask for this, ignore this email: your password stays as it is.",
      ]
    : [
        "Hello,",
        "Please confirm this is your email address, so we can send you your bookings' updates and you can reset your password if you ever forget it.",
        "If you did not create an account with us, ignore this email.",
      ];
  const label = reset ? "Choose a new password" : "Confirm my email";
  const content: EmailContent = {
    businessName: contact.businessName,
    heading,
    paragraphs,
    action: { label, href: url },
    contact,
  };
  return {
    channel: "email",
    kind,
    recipient: to,
    userId,
    subject: `${heading} | ${contact.businessName}`,
    text: [
      ...paragraphs,
      "",
      `${label}: ${url}`,
      "",
      `${contact.businessName}, ${contact.phone}`,
    ].join("\n"),
    html: "<!DOCTYPE html>" + renderToStaticMarkup(<MessageEmail content={content} />),
  };
}

/** How long a link confirming a booking's typed email address works, in days. */
export const CONTACT_EMAIL_LINK_DAYS = 7;

/**
 * The email asking to confirm an address typed on a booking (docs/product.md#lifecycle-messages,
 * docs/decisions/0013): our words only, none of the customer's (no name, address, car or the
 * account's own email), with the one-time link.
 * @param to the typed address; `userId` the account that typed it; `bookingId` its booking
 * @param url the confirmation page's link (`/confirm-email/<token>`)
 */
export function contactEmailConfirmationMessage(
  to: string,
  userId: string,
  bookingId: string,
  url: string,
): NewMessage {
  const contact = contactFacts();
  const heading = "Confirm this address for booking updates";
  const paragraphs = [
    "Hello,",
    `A car service was booked with us and this email address was given for its updates. If that was you, confirm it with the link below (it works once, for ${CONTACT_EMAIL_LINK_DAYS} days), and the booking's updates will come here.`,
    "If it was not you, ignore this email: we will send nothing more to this address.",
  ];
  const label = "Confirm this address";
  const content: EmailContent = {
    businessName: contact.businessName,
    heading,
    paragraphs,
    action: { label, href: url },
    contact,
  };
  return {
    channel: "email",
    kind: "contact_email_confirmation",
    recipient: to,
    userId,
    bookingId,
    subject: `${heading} | ${contact.businessName}`,
    text: [
      ...paragraphs,
      "",
      `${label}: ${url}`,
      "",
      `${contact.businessName}, ${contact.phone}`,
    ].join("\n"),
    html: "<!DOCTYPE html>" + renderToStaticMarkup(<MessageEmail content={content} />),
  };
}
