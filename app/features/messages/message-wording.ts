/**
 * The words of the messages this feature writes (docs/product.md#lifecycle-messages): each
 * customer booking message's subject, heading and opening line, the lines around its details,
 * the workshop's alerts' headlines, and the emails carrying a one-time link. Our words only: what
 * a customer typed (a name, a car, an address) is never part of these sentences but shown as a
 * labelled value beside them. The customer's messages are in their account's language, from the
 * catalogue `app/catalog/i18n/messages/` (docs/decisions/0026); the workshop's alerts stay English.
 * Client-safe.
 */
import type { Translator } from "~/lib/i18n";
import { customerBookingKinds, type MessageKind, type staffKinds } from "./message-kinds";

/** The subject, headline and opening words of one message to a booking's customer. */
export interface CustomerBookingWords {
  subject: string;
  heading: string;
  /** The first paragraph, the promised call-back time filled in. */
  intro: string;
}

/**
 * The words of a customer booking message, if `kind` is one, in the reader's language
 * (`app/catalog/i18n/messages/`, docs/decisions/0026).
 * @param t the translator of the account's language
 * @param minutes the promised call-back time, for the received message
 * @returns the words, or undefined for any other kind
 */
export function customerBookingWordsOf(
  kind: MessageKind,
  t: Translator,
  minutes: number,
): CustomerBookingWords | undefined {
  if (!(customerBookingKinds as readonly string[]).includes(kind)) return undefined;
  const key = `messages.booking.${kind}`;
  return {
    subject: t.t(`${key}.subject`),
    heading: t.t(`${key}.heading`),
    intro: t.t(`${key}.intro`, { minutes }),
  };
}

/** Which customer change a staff alert reports. */
export type CustomerChangeAlertKind = Extract<
  (typeof staffKinds)[number],
  "staff_booking_cancelled" | "staff_booking_rescheduled"
>;

/** The workshop's alerts (docs/product.md#lifecycle-staff): headlines and their lines. */
export const staffAlertWords = {
  newBooking: (shortId: string) => `New booking #${shortId}`,
  /** The customer cancelled or moved a booking. */
  customerChange: (kind: CustomerChangeAlertKind, shortId: string) =>
    `${kind === "staff_booking_cancelled" ? "Cancelled" : "Moved"} by the customer: booking #${shortId}`,
  /**
   * The row a moved booking's alert adds when its pickup lost its driver, who had no room in the
   * new window (docs/product.md#pickups-legs).
   */
  pickupUnassigned: (driver: string): [string, string] => [
    "Pickup",
    `No driver: ${driver} already has the most legs allowed in the new window. Choose another driver.`,
  ],
  /** The sender's name is among the details: a headline holds our words only. */
  newLead: "New quote request",
  callWithin: (minutes: number) => `Please call the customer within ${minutes} minutes.`,
  /** An emergency request (docs/product.md#emergency-alerts): the place is in the details. */
  emergency: (problem: string) => `Emergency: ${problem}`,
  /** The emergency alert's paragraph: the promise, and who acts. */
  emergencyPromise: (minutes: number) =>
    `We promised to reach the customer within ${minutes} minutes. Call them now, and take the request on the staff screen with your ETA.`,
  emergencyAction: "Take it on the staff screen",
  action: "Open in the back office",
  /** The text part's link line. */
  open: (link: string) => `Open: ${link}`,
} as const;

/** An email whose point is one link: its headline, paragraphs and the link's label. */
export interface LinkEmailWords {
  heading: string;
  paragraphs: string[];
  label: string;
}

/**
 * The password reset and email verification emails (docs/product.md#lifecycle-accounts), in the
 * account's language. They greet no one by name: the name is whatever was typed at sign-up, and
 * the address may not be the typist's.
 * @param t the translator of the account's language
 */
export function accountEmailWords(
  kind: "password_reset" | "email_verification",
  t: Translator,
): LinkEmailWords {
  const key = kind === "password_reset" ? "messages.passwordReset" : "messages.emailVerification";
  return {
    heading: t.t(`${key}.heading`),
    paragraphs: [t.t("messages.greeting"), t.t(`${key}.body`), t.t(`${key}.ignore`)],
    label: t.t(`${key}.label`),
  };
}

/**
 * The email asking to confirm an address typed on a booking (docs/decisions/0013): none of the
 * customer's words.
 * @param days how long the link works
 * @param t the translator of the account's language
 */
export function contactConfirmationWords(days: number, t: Translator): LinkEmailWords {
  return {
    heading: t.t("messages.contactConfirmation.heading"),
    paragraphs: [
      t.t("messages.greeting"),
      t.t("messages.contactConfirmation.body", { count: days }),
      t.t("messages.contactConfirmation.ignore"),
    ],
    label: t.t("messages.contactConfirmation.label"),
  };
}

/**
 * The email asking for a review after a completed visit, and its one reminder
 * (docs/product.md#reviews-ask): everyone is asked the same way, whatever the visit was like.
 * @param days how long the link works
 * @param t the translator of the account's language
 */
export function reviewRequestWords(
  kind: "review_request" | "review_reminder",
  days: number,
  t: Translator,
): LinkEmailWords {
  const ask = kind === "review_request" ? "requestAsk" : "reminderAsk";
  const heading = kind === "review_request" ? "requestHeading" : "reminderHeading";
  return {
    heading: t.t(`messages.review.${heading}`),
    paragraphs: [
      t.t("messages.greeting"),
      t.t(`messages.review.${ask}`),
      t.t("messages.review.link", { count: days }),
    ],
    label: t.t("messages.review.label"),
  };
}

/** The pickup and drop messages and the walk-round code (docs/product.md#pickups, #check-in). */
export type PickupMessageKind = "pickup_on_the_way" | "drop_delivered" | "walkround_code";

/**
 * The words of a pickup or drop message or of the walk-round code, in the account's language.
 * @param fill the driver's first name (else "Our driver" in the language), the workshop's
 *   number, the code and how many minutes it lasts
 * @param t the translator of the account's language
 */
export function pickupMessageWords(
  kind: PickupMessageKind,
  fill: { driver?: string; phone: string; code?: string; minutes?: number },
  t: Translator,
): CustomerBookingWords {
  const key = `messages.pickup.${kind}`;
  return {
    subject: t.t(`${key}.subject`),
    heading: t.t(`${key}.heading`),
    intro: t.t(`${key}.intro`, {
      driver: fill.driver ?? t.t("messages.pickup.ourDriver"),
      phone: fill.phone,
      code: fill.code ?? "",
      ...(kind === "walkround_code" ? { count: fill.minutes ?? 0 } : {}),
    }),
  };
}
