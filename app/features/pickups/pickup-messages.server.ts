/**
 * The customer's messages about pickup and drop and the walk-round code (docs/product.md#pickups,
 * #check-in), written to the outbox in the caller's transaction (docs/decisions/0009): email to
 * the booking's confirmed address, as the booking's own messages go, or kept unsent with the
 * reason when there is none. The words are `pickupMessageWords`, in the account's language
 * (docs/decisions/0026).
 */
import type { BookingRow } from "~/db/schema";
import { bookingDetailPath } from "~/catalog/navigation";
import {
  contactFacts,
  detailLines,
  emailMessage,
  messageLink,
  messageTranslator,
} from "~/features/messages/compose.server";
import { NO_CONFIRMED_ADDRESS, bookingEmailRoute } from "~/features/messages/contact-emails.server";
import { pickupMessageWords, type PickupMessageKind } from "~/features/messages/message-wording";
import { queueMessages } from "~/features/messages/outbox.server";
import { accountLanguage } from "~/features/messages/preferences.server";
import type { DbOrTx } from "~/lib/db.server";
import type { Translator } from "~/lib/i18n";

/** The booking facts these messages need. */
export type PickupMessageBooking = Pick<BookingRow, "id" | "userId" | "customerEmail">;

/** What fills the words' placeholders. */
interface Fill {
  driver?: string;
  code?: string;
  minutes?: number;
  /**
   * Label and value rows after the words, in the customer's language: what the walk-round's
   * code confirms.
   */
  details?: (t: Translator) => Array<[string, string]>;
}

/**
 * Queues one pickup message for a booking's customer.
 * @param tx the transaction making the change the message tells of
 * @param kind "pickup_on_the_way" (with the driver's first name), "drop_delivered", or
 *   "walkround_code" (with the code and its minutes)
 * @param booking the booking
 * @param fill what fills the words' placeholders, and the rows listed after them (the
 *   walk-round's facts with its code, docs/decisions/0021 item 10)
 * @returns whether it will be sent (false: kept unsent, no confirmed address)
 */
export async function queuePickupMessage(
  tx: DbOrTx,
  kind: PickupMessageKind,
  booking: PickupMessageBooking,
  fill: Fill = {},
): Promise<boolean> {
  const contact = contactFacts();
  const locale = await accountLanguage(tx, booking.userId);
  const t = messageTranslator(locale);
  const words = pickupMessageWords(kind, { ...fill, phone: contact.phone }, t);
  const { intro } = words;
  const details = fill.details?.(t) ?? [];
  const link = messageLink(bookingDetailPath(booking.id), locale);
  const route = await bookingEmailRoute(tx, booking.userId, booking.customerEmail);
  const message = emailMessage(
    {
      kind,
      recipient: route.sendsTo ?? booking.customerEmail,
      bookingId: booking.id,
      userId: booking.userId,
      text: [
        intro,
        "",
        ...(details.length ? [...detailLines(details), ""] : []),
        `${t.t("messages.link")}: ${link}`,
        "",
        `${contact.businessName}, ${contact.phone}`,
      ].join("\n"),
      ...(route.sendsTo ? {} : { held: NO_CONFIRMED_ADDRESS }),
    },
    words.subject,
    {
      heading: words.heading,
      paragraphs: [intro],
      ...(details.length ? { details } : {}),
      action: { label: t.t("messages.action"), href: link },
    },
    locale,
  );
  await queueMessages(tx, [message]);
  return Boolean(route.sendsTo);
}
