/**
 * The messages to a booking's customer at each step (docs/product.md#lifecycle-messages): the
 * email, with the visit's calendar file when it is new or moved, and the WhatsApp template where
 * the customer agreed to it. The words are `message-wording.ts`'s.
 */
import { shortBookingId, trackerSteps } from "~/catalog/booking-status";
import type { Locale } from "~/catalog/languages";
import { bookingDetailPath } from "~/catalog/navigation";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { serviceTypeWords, type Translator } from "~/lib/i18n";
import { BUSINESS_TIME_ZONE, SLOT_MINUTES, formatDisplayDate, slotStartsAt } from "~/lib/time";
import {
  contactFacts,
  detailLines,
  emailMessage,
  messageLink,
  messageTranslator,
  visitText,
  whatsappMessage,
} from "./compose.server";
import type { BookingFacts, NewMessage } from "./compose.server";
import type { MessageKind } from "./message-kinds";
import { customerBookingWordsOf } from "./message-wording";
import { calendarFile } from "./calendar-file";

/**
 * The link to a booking's own page, as messages carry it: in the reader's language where the
 * page exists in it (docs/decisions/0026).
 * @returns SITE_URL + "/booking/{id}" (or its translated path)
 */
function bookingUrl(bookingId: string, locale: Locale): string {
  return messageLink(bookingDetailPath(bookingId), locale);
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
function visitCalendar(booking: BookingFacts, t: Translator): { ics: string; googleHref: string } {
  const { businessName, address } = contactFacts();
  const url = bookingUrl(booking.id, t.locale);
  const start = slotStartsAt(booking.preferredDate, booking.preferredTime);
  if (Number.isNaN(start.getTime())) throw new Error("calendar file could not be made: no slot");
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const title = t.t("messages.event.title", {
    service: serviceTypeWords(t, booking.serviceType),
    business: businessName,
  });
  // The customer's words (the car) as a labelled line, never inside a sentence of ours.
  const details = [
    t.t("messages.event.booking", { id: shortBookingId(booking.id) }),
    t.t("messages.event.car", { car: booking.carModel }),
    url,
  ].join("\n");
  const ics = calendarFile({
    uid: `${booking.id}@${new URL(getEnv().SITE_URL).hostname}`,
    // Each change of the visit replaces the earlier event in the customer's calendar.
    sequence: Math.floor(Date.now() / 1000),
    productId: businessName,
    title,
    description: details,
    location: address,
    url,
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
 * WhatsApp is configured and the customer agreed to it, both in the account's language
 * (docs/decisions/0026: our words, the date and the link; what the customer typed as typed).
 * @param kind one of the customer booking kinds
 * @param booking the booking as it is after the change
 * @param whatsappTo the customer's E.164 phone when they agreed to WhatsApp, else null
 * @param locale the account's language, English by default
 * @returns the messages to queue (none for an anonymised booking)
 */
export function customerBookingMessages(
  kind: MessageKind,
  booking: BookingFacts,
  whatsappTo: string | null = null,
  locale: Locale = "en",
): NewMessage[] {
  const t = messageTranslator(locale);
  const business = getBusinessFacts();
  const words = customerBookingWordsOf(kind, t, business.promises.bookingContactMinutes);
  if (!words || !booking.customerEmail) return [];
  const contact = contactFacts();
  const id = shortBookingId(booking.id);
  const visit = visitText(booking.preferredDate, booking.preferredTime, locale);
  const withCalendar = kind === "booking_received" || kind === "booking_rescheduled";
  const calendar = withCalendar ? visitCalendar(booking, t) : null;
  const tracker = trackerSteps(booking.status).map((s) => ({
    title: t.t(`messages.steps.${s.title}`),
    done: s.done,
  }));
  const cancelled = booking.status === "cancelled";
  const status = t.t(`messages.status.${booking.status}`);
  const step = cancelled ? status : [...tracker].reverse().find((s) => s.done)!.title;
  const { intro } = words;
  // The stored service type in the account's language (the catalogue's name for it).
  const service = serviceTypeWords(t, booking.serviceType);
  const subject = t.t("messages.subject", {
    subject: words.subject,
    service,
    date: formatDisplayDate(booking.preferredDate, locale),
    id,
  });
  // docs/product.md#lifecycle-messages: the customer's words (name, car, address) are shown as
  // labelled values; the greeting names no one.
  const label = (key: string) => t.t(`messages.details.${key}`);
  const details: Array<[string, string]> = [
    [label("booking"), `#${id}`],
    [label("name"), booking.customerName],
    [label("service"), service],
    [label("car"), booking.carModel],
    [label("dateSlot"), visit],
    [label("status"), t.t("messages.statusLine", { status, step })],
    [label("address"), booking.address],
  ];
  const url = bookingUrl(booking.id, locale);
  const greeting = t.t("messages.greeting");
  const text = [
    greeting,
    "",
    intro,
    "",
    ...detailLines(details),
    "",
    cancelled
      ? ""
      : `${t.t("messages.tracker")}: ${tracker.map((s) => `${s.done ? "[x]" : "[ ]"} ${s.title}`).join("  ")}`,
    `${t.t("messages.link")}: ${url}`,
    calendar ? `${t.t("messages.calendar")}: ${calendar.googleHref}` : "",
    "",
    t.t("messages.questions", { phone: contact.phone, whatsapp: contact.whatsappHref }),
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
        paragraphs: [greeting, intro],
        details,
        tracker: cancelled ? undefined : tracker,
        action: { label: t.t("messages.action"), href: url },
        calendarHref: calendar?.googleHref,
      },
      locale,
    ),
    ...whatsappMessage(
      {
        ...about,
        recipient: whatsappTo,
        subject,
        text: `${words.heading}. ${intro} ${service}, ${booking.carModel}, ${visit}. ${url}`,
      },
      [booking.customerName, id, service, booking.carModel, visit, url],
      locale,
    ),
  ];
}
