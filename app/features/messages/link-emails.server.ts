/**
 * The emails whose point is one link: the password reset and the email verification
 * (docs/product.md#lifecycle-accounts), and the confirmation of an address typed on a booking
 * (docs/product.md#lifecycle-messages, docs/decisions/0013). Our words only (`message-wording.ts`),
 * none of the customer's; each says what to do if the reader did not ask for it.
 */
import type { Locale } from "~/catalog/languages";
import { contactFacts, emailMessage, messageTranslator, type NewMessage } from "./compose.server";
import type { MessageKind } from "./message-kinds";
import {
  accountEmailWords,
  contactConfirmationWords,
  reviewRequestWords,
  type LinkEmailWords,
} from "./message-wording";

/** How long a link confirming a booking's typed email address works, in days. */
export const CONTACT_EMAIL_LINK_DAYS = 7;

/**
 * One link email: the words, the button to the link and the link again in the text part.
 * @param message who it goes to and what it is about (kind, recipient, account, booking)
 * @param words its headline, paragraphs and the link's label
 * @param url the one-time link
 * @param locale the reader's language (the layout's words)
 */
function linkEmail(
  message: Pick<NewMessage, "kind" | "recipient" | "userId" | "bookingId">,
  words: LinkEmailWords,
  url: string,
  locale: Locale,
): NewMessage {
  const contact = contactFacts();
  const { heading, paragraphs, label } = words;
  const text = [
    ...paragraphs,
    "",
    `${label}: ${url}`,
    "",
    `${contact.businessName}, ${contact.phone}`,
  ].join("\n");
  return emailMessage(
    { ...message, text },
    heading,
    { heading, paragraphs, action: { label, href: url } },
    locale,
  );
}

/**
 * An account email (docs/product.md#lifecycle-accounts): the password reset link or the email
 * verification link. It greets no one by name (docs/product.md#lifecycle-messages).
 * @param kind "password_reset" or "email_verification"
 * @param to the account's email; `userId` the account; `url` better-auth's one-time link
 * @param locale the account's language (docs/decisions/0026), English by default
 */
export function accountEmailMessage(
  kind: Extract<MessageKind, "password_reset" | "email_verification">,
  to: string,
  userId: string,
  url: string,
  locale: Locale = "en",
): NewMessage {
  const words = accountEmailWords(kind, messageTranslator(locale));
  return linkEmail({ kind, recipient: to, userId }, words, url, locale);
}

/**
 * The email asking to confirm an address typed on a booking (docs/product.md#lifecycle-messages,
 * docs/decisions/0013): our words only, none of the customer's (no name, address, car or the
 * account's own email), with the one-time link.
 * @param to the typed address; `userId` the account that typed it; `bookingId` its booking
 * @param url the confirmation page's link (`/confirm-email/<token>`)
 * @param locale the account's language (docs/decisions/0026), English by default
 */
export function contactEmailConfirmationMessage(
  to: string,
  userId: string,
  bookingId: string,
  url: string,
  locale: Locale = "en",
): NewMessage {
  return linkEmail(
    { kind: "contact_email_confirmation", recipient: to, userId, bookingId },
    contactConfirmationWords(CONTACT_EMAIL_LINK_DAYS, messageTranslator(locale)),
    url,
    locale,
  );
}

/**
 * The email asking for a review of a completed visit, or its reminder (docs/product.md#reviews-ask):
 * our words only, with the customer's personal review link.
 * @param kind the ask or its reminder
 * @param to the booking's email recipient; `userId` and `bookingId` the booking's
 * @param url the review page's link (`/review/<token>`)
 * @param days how long the link works
 * @param locale the account's language (docs/decisions/0026), English by default
 */
export function reviewRequestEmail(
  kind: "review_request" | "review_reminder",
  to: string,
  booking: { userId: string | null; bookingId: string },
  url: string,
  days: number,
  locale: Locale = "en",
): NewMessage {
  return linkEmail(
    { kind, recipient: to, userId: booking.userId, bookingId: booking.bookingId },
    reviewRequestWords(kind, days, messageTranslator(locale)),
    url,
    locale,
  );
}
