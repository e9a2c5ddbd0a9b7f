/**
 * What every message is composed of (docs/product.md#lifecycle-messages): the outbox row it
 * becomes, the booking facts it may name, the workshop's contact lines, the visit as people read
 * it, label and value rows as the text part shows them, and the HTML part drawn by the one email
 * layout. The messages themselves are written by `booking-emails.server.ts`,
 * `staff-alerts.server.ts` and `link-emails.server.ts`, in the words of `message-wording.ts`.
 * Messages are rendered when they are queued (docs/decisions/0009): the outbox holds exactly
 * what went out.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { addressLine, formatPhone, telHref } from "~/catalog/business";
import type { BookingRow } from "~/db/schema";
import { businessWhatsappHref } from "~/catalog/greetings";
import { partMark } from "~/components/site/translation";
import { linkIn, type Locale } from "~/catalog/languages";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import type { Translator } from "~/lib/i18n";
import { translatorFor } from "~/lib/i18n.server";
import { formatDisplayDate } from "~/lib/time";
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
  /** The WhatsApp template, with its language when not English (docs/decisions/0026). */
  template?: { name: string; params: string[]; language?: Locale } | null;
  /** "yyyy-MM-dd hh:mm AM": the slot the message is about. */
  slot?: string | null;
  /**
   * When the queue may first deliver it (the review reminder, three days after the ask:
   * docs/product.md#reviews-ask); unset, at once.
   */
  startAfter?: Date;
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

/**
 * The translator of a message's reader: their account's language (docs/decisions/0026). The
 * workshop's own alerts are English.
 * @param locale the account's language
 */
export function messageTranslator(locale: Locale = "en"): Translator {
  return translatorFor(locale);
}

/**
 * The visit's date and slot as people read it: "Thu, 26 Nov 2026, 02:00 PM (India time)", in
 * the reader's language (the date through Intl, the slot as booked).
 * @param locale the reader's language, English by default
 */
export function visitText(date: string, slot: string, locale: Locale = "en"): string {
  return messageTranslator(locale).t("messages.visit", {
    date: formatDisplayDate(date, locale),
    slot,
  });
}

/**
 * A link in a message to a page of the site, in the reader's language where the page exists in
 * it, else the English page (docs/decisions/0026).
 * @param path the page's English path, with any query ("/booking?vehicle=…")
 * @param locale the reader's language
 * @returns SITE_URL + the path
 */
export function messageLink(path: string, locale: Locale = "en"): string {
  const at = path.search(/[?#]/);
  const [bare, rest] = at < 0 ? [path, ""] : [path.slice(0, at), path.slice(at)];
  return `${getEnv().SITE_URL}${linkIn(bare, locale)}${rest}`;
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

/**
 * An email's HTML part: the content in the one email layout, as a whole document.
 * @param content what the email says
 * @returns "<!DOCTYPE html><html>…"
 */
function emailHtml(content: EmailContent): string {
  return "<!DOCTYPE html>" + renderToStaticMarkup(<MessageEmail content={content} />);
}

/**
 * An email as every message writes it (docs/product.md#lifecycle-messages): the subject followed
 * by " | " and the workshop's name, and the HTML part drawn by the one email layout, with the
 * workshop's name and contact lines ({@link contactFacts}).
 * @param message who it goes to, what it is about and its plain-text part (with any calendar
 *   file or hold)
 * @param subject the subject, before the workshop's name
 * @param content what the HTML part says: heading, paragraphs, details, button
 * @param locale the reader's language: the layout's own words and `<html lang>` (English for
 *   the workshop's alerts)
 * @returns the email to queue
 */
export function emailMessage(
  message: Omit<NewMessage, "channel" | "subject" | "html" | "template">,
  subject: string,
  content: Omit<EmailContent, "businessName" | "contact" | "lang" | "layout">,
  locale: Locale = "en",
): NewMessage {
  const contact = contactFacts();
  const t = messageTranslator(locale);
  // The layout's sentences keep their parts marked: the links go in where they stand.
  const layout = {
    questions: t.t("messages.layout.questions", {
      phone: partMark("phone"),
      whatsapp: partMark("whatsapp"),
    }),
    whatsapp: t.t("messages.layout.whatsapp"),
    calendar: t.t("messages.calendar"),
    calendarNote: t.t("messages.layout.calendarNote", { link: partMark("link") }),
  };
  return {
    ...message,
    channel: "email",
    subject: `${subject} | ${contact.businessName}`,
    html: emailHtml({
      ...content,
      businessName: contact.businessName,
      contact,
      lang: locale,
      layout,
    }),
  };
}

/**
 * The WhatsApp message beside an email (docs/product.md#lifecycle-messages): the kind's approved
 * template with its parameters, to one number. None when WhatsApp is not configured
 * ({@link whatsappConfigured}), there is no number to send to (the customer did not agree), or
 * the kind has no template.
 * @param message who it goes to (E.164, or null), what it is about, its subject and text
 * @param params the template's parameters, in its order
 * @param locale the reader's language: the template's language (the same template name is
 *   registered once per language, docs/decisions/0026); English by default
 * @returns the message to queue, or none
 */
export function whatsappMessage(
  message: Omit<NewMessage, "channel" | "recipient" | "html" | "ics" | "template"> & {
    recipient: string | null;
  },
  params: string[],
  locale: Locale = "en",
): NewMessage[] {
  const template = whatsappTemplates[message.kind];
  const { recipient } = message;
  if (!recipient || !template || !whatsappConfigured()) return [];
  return [
    {
      ...message,
      recipient,
      channel: "whatsapp",
      template: whatsappTemplate(template.name, params, locale),
    },
  ];
}

/**
 * A WhatsApp template message's name, parameters and language: English templates are stored as
 * before (no language: `en`), Telugu and Hindi name theirs (docs/decisions/0026).
 */
export function whatsappTemplate(
  name: string,
  params: string[],
  locale: Locale,
): NonNullable<NewMessage["template"]> {
  return locale === "en" ? { name, params } : { name, params, language: locale };
}
