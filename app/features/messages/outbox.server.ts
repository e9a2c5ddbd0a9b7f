/**
 * Writing the outbox (docs/product.md#lifecycle-messages): every message is a row written in the
 * same transaction as the change that causes it, with its delivery job (delivered by
 * `outbox-delivery.server.ts`). Here the customer's messages for a booking's step and for the
 * review ask are composed, addressed and written. Nothing is dropped silently.
 */
import { eq } from "drizzle-orm";
import { outbox, profiles } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { customerBookingMessages } from "./booking-emails.server";
import type { Locale } from "~/catalog/languages";
import {
  whatsappConfigured,
  whatsappTemplate,
  type BookingFacts,
  type NewMessage,
} from "./compose.server";
import {
  NO_CONFIRMED_ADDRESS,
  bookingEmailRoute,
  contactEmailConfirmation,
} from "./contact-emails.server";
import { reviewRequestEmail } from "./link-emails.server";
import { whatsappTemplates, type MessageKind } from "./message-kinds";
import { queueDeliveries } from "./queue.server";
import { bookingWhatsappNumber, consentedWhatsappNumber } from "./whatsapp-consent";

/**
 * Writes messages to the outbox and queues their delivery, in the caller's transaction. A
 * message `held` is written as skipped, with its reason, and not delivered: admins see it.
 * @param tx the transaction making the change the messages tell of
 * @param messages what to send
 * @returns the new rows' ids
 */
export async function queueMessages(tx: DbOrTx, messages: NewMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(outbox)
    .values(
      messages.map((m) => ({
        channel: m.channel,
        kind: m.kind,
        recipient: m.recipient,
        bookingId: m.bookingId ?? null,
        userId: m.userId ?? null,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        ics: m.ics ?? null,
        template: m.template ?? null,
        slot: m.slot ?? null,
        ...(m.held ? { status: "skipped" as const, lastError: m.held } : {}),
      })),
    )
    .returning({ id: outbox.id });
  const later = new Map<string, Date>();
  rows.forEach((r, i) => {
    const at = messages[i]!.startAfter;
    if (at) later.set(r.id, at);
  });
  await queueDeliveries(
    tx,
    rows.filter((_, i) => !messages[i]!.held).map((r) => r.id),
    later,
  );
  return rows.map((r) => r.id);
}

/**
 * A customer's message preferences as the outbox needs them: the number they agreed to be
 * messaged on by WhatsApp (docs/product.md#lifecycle-whatsapp; docs/decisions/0013: a consent
 * belongs to its number), whether they want reminders, and the language their messages are
 * written in (docs/decisions/0026), read when the message is written.
 * @param tx the database or transaction
 * @param userId the booking's customer (null: an anonymised booking)
 * @returns `whatsappTo`, the consented number in E.164, or null without a consent or for a
 *   consent stored without its number (given before numbers were kept: it lapsed); the
 *   reminders switch (on when the profile is missing, off for an anonymised booking); the
 *   account's language (English without a profile)
 */
export async function customerPreferences(
  tx: DbOrTx,
  userId: string | null,
): Promise<{ whatsappTo: string | null; remindersEnabled: boolean; language: Locale }> {
  if (!userId) return { whatsappTo: null, remindersEnabled: false, language: "en" };
  const [row] = await tx
    .select({
      whatsappConsentAt: profiles.whatsappConsentAt,
      whatsappConsentPhone: profiles.whatsappConsentPhone,
      remindersEnabled: profiles.remindersEnabled,
      language: profiles.language,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return { whatsappTo: null, remindersEnabled: true, language: "en" };
  return {
    whatsappTo: consentedWhatsappNumber(row),
    remindersEnabled: row.remindersEnabled,
    language: row.language,
  };
}

/**
 * The email recipient of a booking's messages (docs/product.md#lifecycle-messages,
 * docs/decisions/0013): the address typed on the booking once confirmed through its link, else
 * the account's own address once verified. With neither, the email is kept unsent (`held`). A
 * new booking whose typed address is not confirmed also asks that address to confirm itself
 * (at most once a day per address).
 * @param tx the transaction making the change
 * @param kind the step
 * @param booking the booking after the change
 * @returns the address to send to, or the reason the email is held; and the confirmation email
 *   to queue with it, if any
 */
async function bookingEmailRecipient(
  tx: DbOrTx,
  kind: MessageKind,
  booking: BookingFacts,
): Promise<
  ({ to: string; held?: undefined } | { to?: undefined; held: string }) & {
    confirmation: NewMessage | null;
  }
> {
  const route = await bookingEmailRoute(tx, booking.userId, booking.customerEmail);
  const confirmation =
    kind === "booking_received" && route.awaiting && booking.userId
      ? await contactEmailConfirmation(tx, booking.userId, route.awaiting, booking.id)
      : null;
  return route.sendsTo
    ? { to: route.sendsTo, confirmation }
    : { held: NO_CONFIRMED_ADDRESS, confirmation };
}

/**
 * Queues a booking's customer messages for one step, on every channel the customer has
 * (email to the address {@link bookingEmailRecipient} chooses, written unsent when there is
 * none; WhatsApp with configuration, when the booking's phone is the number the customer
 * consented with: docs/decisions/0013). A new booking's address confirmation, when one is due,
 * goes first; the messages in `also` (the workshop's alert of a new booking) last, all in one
 * insert (docs/decisions/0019).
 * @param tx the transaction making the change
 * @param kind the step
 * @param booking the booking after the change
 * @param also other messages the same change writes
 */
export async function queueCustomerBookingMessages(
  tx: DbOrTx,
  kind: MessageKind,
  booking: BookingFacts,
  also: readonly NewMessage[] = [],
): Promise<void> {
  await queueMessages(tx, await customerBookingMessagesFor(tx, kind, booking, also));
}

/**
 * The messages {@link queueCustomerBookingMessages} writes, composed and addressed but not yet
 * written: a new booking composes them before its row is inserted, so that the rows its insert
 * locks (the back office's roll-ups) are held only for the writes that follow
 * (docs/decisions/0019). Reads the customer's preferences and addresses; a new booking's
 * address confirmation, when one is due, is recorded (`contactEmailConfirmation`).
 * @param tx the transaction making the change
 * @param kind the step
 * @param booking the booking as it is (or will be) after the change
 * @param also other messages the same change writes, put last
 * @param consentedNow the WhatsApp number (E.164) the same change has just recorded the
 *   customer's consent for, when it has: used as it is instead of being read back
 * @returns the messages for {@link queueMessages}, in the order they are written
 */
export async function customerBookingMessagesFor(
  tx: DbOrTx,
  kind: MessageKind,
  booking: BookingFacts,
  also: readonly NewMessage[] = [],
  consentedNow?: string,
): Promise<NewMessage[]> {
  const preferences = await customerPreferences(tx, booking.userId);
  const whatsappTo = consentedNow ?? preferences.whatsappTo;
  const messages = customerBookingMessages(
    kind,
    booking,
    bookingWhatsappNumber(booking.customerPhone, whatsappTo),
    preferences.language,
  );
  const email = messages.some((m) => m.channel === "email")
    ? await bookingEmailRecipient(tx, kind, booking)
    : null;
  return [
    ...(email?.confirmation ? [email.confirmation] : []),
    ...messages.map((m) => {
      if (m.channel !== "email" || !email) return m;
      return email.to ? { ...m, recipient: email.to } : { ...m, held: email.held };
    }),
    ...also,
  ];
}

/**
 * Queues the ask for a review of a completed visit and its one reminder
 * (docs/product.md#reviews-ask), in the caller's transaction: an email to the booking's email
 * recipient (written unsent when there is none, as for the booking's own messages) and, when the
 * booking's phone is the number the customer consented with, the WhatsApp template
 * `review_request`. The reminders are written now with their delivery held until `remindAt`; the
 * queue skips them then if the review was written or the link has expired (see
 * {@link deliverMessage}), so no customer is asked more than twice.
 * @param tx the transaction completing the booking
 * @param booking the booking after the change
 * @param url the customer's review link
 * @param days how long the link works
 * @param remindAt when the reminder goes
 */
export async function queueReviewRequestMessages(
  tx: DbOrTx,
  booking: BookingFacts,
  url: string,
  days: number,
  remindAt: Date,
): Promise<void> {
  const { whatsappTo, language } = await customerPreferences(tx, booking.userId);
  const consentedTo = bookingWhatsappNumber(booking.customerPhone, whatsappTo);
  const route = await bookingEmailRoute(tx, booking.userId, booking.customerEmail);
  const about = { userId: booking.userId, bookingId: booking.id };
  const messages: NewMessage[] = [];
  for (const kind of ["review_request", "review_reminder"] as const) {
    const later = kind === "review_reminder" ? { startAfter: remindAt } : {};
    const email = reviewRequestEmail(
      kind,
      route.sendsTo ?? booking.customerEmail,
      about,
      url,
      days,
      language,
    );
    messages.push(
      route.sendsTo ? { ...email, ...later } : { ...email, held: NO_CONFIRMED_ADDRESS },
    );
    const template = whatsappTemplates[kind];
    if (consentedTo && template && whatsappConfigured())
      messages.push({
        ...about,
        ...later,
        kind,
        channel: "whatsapp",
        recipient: consentedTo,
        subject: email.subject,
        text: `${email.subject}. ${url}`,
        template: whatsappTemplate(template.name, [booking.customerName, url], language),
      });
  }
  await queueMessages(tx, messages);
}
