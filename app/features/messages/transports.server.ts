/**
 * The two ways a message leaves (docs/product.md#lifecycle-messages and #lifecycle-whatsapp): email
 * over SMTP with nodemailer (`SMTP_URL`, `MAIL_FROM`), and WhatsApp Business Cloud API template
 * messages (`WHATSAPP_TOKEN`, `WHATSAPP_PHONE_NUMBER_ID`, `WHATSAPP_API_URL`).
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Locale } from "~/catalog/languages";
import { getBusinessFacts, getEnv } from "~/lib/env.server";

/** Thrown when a channel has no configuration: the message is kept as "not sent", not retried. */
export class ChannelNotConfiguredError extends Error {}

let transport: { url: string; transporter: Transporter } | undefined;

function mailer(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/** What an email carries. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** An iCalendar file, attached as `booking.ics`. */
  ics?: string | null;
}

/** The From of every email: MAIL_FROM, else "Business Name <business email>". */
function mailFrom(): string {
  const env = getEnv();
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const business = getBusinessFacts();
  return `"${business.name.replace(/"/g, "")}" <${business.email}>`;
}

/**
 * Sends one email through SMTP_URL.
 * @returns the server's message id
 * @throws ChannelNotConfiguredError when SMTP_URL is unset; the SMTP error when the server
 *   refuses or cannot be reached (the queue retries)
 */
export async function sendEmail(email: OutgoingEmail): Promise<string> {
  const url = getEnv().SMTP_URL;
  if (!url) throw new ChannelNotConfiguredError("not sent: no mail server configured");
  const info = await mailer(url).sendMail({
    from: mailFrom(),
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? undefined,
    attachments: email.ics
      ? [
          {
            filename: "booking.ics",
            content: email.ics,
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          },
        ]
      : undefined,
  });
  return info.messageId;
}

/** A WhatsApp template message. */
export interface OutgoingWhatsApp {
  /** E.164 phone, e.g. "+919876543210". */
  to: string;
  /** The template's name, body parameters and language (English when none is named). */
  template: { name: string; params: string[]; language?: Locale };
}

/**
 * The Cloud API request body of a template message
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates): the
 * template's language is its code ("en", "te", "hi"), each language a translation of the same
 * template name (docs/decisions/0026).
 * @returns the JSON body for `POST /{phone-number-id}/messages`
 */
export function whatsappRequestBody(message: OutgoingWhatsApp) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/\D/g, ""),
    type: "template",
    template: {
      name: message.template.name,
      language: { code: message.template.language ?? "en" },
      components: [
        {
          type: "body",
          parameters: message.template.params.map((text) => ({ type: "text", text })),
        },
      ],
    },
  };
}

/**
 * Sends one WhatsApp template message through the Cloud API.
 * @returns the API's message id
 * @throws ChannelNotConfiguredError without WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID;
 *   an Error with the API's reason when it answers otherwise than 2xx (the queue retries)
 */
export async function sendWhatsApp(message: OutgoingWhatsApp): Promise<string> {
  const env = getEnv();
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)
    throw new ChannelNotConfiguredError("not sent: WhatsApp is not configured");
  const response = await fetch(
    `${env.WHATSAPP_API_URL.replace(/\/$/, "")}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`,
    {
      method: "POST",
      headers: {
        authorization: `Bearer ${env.WHATSAPP_TOKEN}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(whatsappRequestBody(message)),
      signal: AbortSignal.timeout(15_000),
    },
  );
  const body = (await response.json().catch(() => null)) as {
    messages?: Array<{ id: string }>;
    error?: { message?: string };
  } | null;
  if (!response.ok)
    throw new Error(
      `WhatsApp API ${response.status}: ${body?.error?.message ?? "no reason given"}`,
    );
  return body?.messages?.[0]?.id ?? "";
}
