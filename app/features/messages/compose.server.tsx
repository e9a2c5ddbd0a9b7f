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
import { getBusinessFacts, getEnv } from "~/lib/env.server";
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
  template?: { name: string; params: string[] } | null;
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
 * @returns the email to queue
 */
export function emailMessage(
  message: Omit<NewMessage, "channel" | "subject" | "html" | "template">,
  subject: string,
  content: Omit<EmailContent, "businessName" | "contact">,
): NewMessage {
  const contact = contactFacts();
  return {
    ...message,
    channel: "email",
    subject: `${subject} | ${contact.businessName}`,
    html: emailHtml({ ...content, businessName: contact.businessName, contact }),
  };
}

/**
 * The WhatsApp message beside an email (docs/product.md#lifecycle-messages): the kind's approved
 * template with its parameters, to one number. None when WhatsApp is not configured
 * ({@link whatsappConfigured}), there is no number to send to (the customer did not agree), or
 * the kind has no template.
 * @param message who it goes to (E.164, or null), what it is about, its subject and text
 * @param params the template's parameters, in its order
 * @returns the message to queue, or none
 */
export function whatsappMessage(
  message: Omit<NewMessage, "channel" | "recipient" | "html" | "ics" | "template"> & {
    recipient: string | null;
  },
  params: string[],
): NewMessage[] {
  const template = whatsappTemplates[message.kind];
  const { recipient } = message;
  if (!recipient || !template || !whatsappConfigured()) return [];
  return [
    { ...message, recipient, channel: "whatsapp", template: { name: template.name, params } },
  ];
}
