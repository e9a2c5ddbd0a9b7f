/**
 * The customer's messages about pickup and drop and the walk-round code (docs/product.md#pickups,
 * #check-in), written to the outbox in the caller's transaction (docs/decisions/0009): email to
 * the booking's confirmed address, as the booking's own messages go, or kept unsent with the
 * reason when there is none. The words are `pickupMessageWords`.
 */
import type { BookingRow } from "~/db/schema";
import { bookingDetailPath } from "~/catalog/navigation";
import { contactFacts, detailLines, emailMessage } from "~/features/messages/compose.server";
import { NO_CONFIRMED_ADDRESS, bookingEmailRoute } from "~/features/messages/contact-emails.server";
import { pickupMessageWords } from "~/features/messages/message-wording";
import { queueMessages } from "~/features/messages/outbox.server";
import type { DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";

/** The booking facts these messages need. */
export type PickupMessageBooking = Pick<BookingRow, "id" | "userId" | "customerEmail">;

/** What fills the words' placeholders. */
interface Fill {
  driver?: string;
  code?: string;
  minutes?: number;
  /** Label and value rows after the words: what the walk-round's code confirms. */
  details?: Array<[string, string]>;
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
  kind: keyof typeof pickupMessageWords,
  booking: PickupMessageBooking,
  fill: Fill = {},
): Promise<boolean> {
  const contact = contactFacts();
  const words = pickupMessageWords[kind];
  const intro = words.intro
    .replace("{driver}", fill.driver ?? "Our driver")
    .replace("{phone}", contact.phone)
    .replace("{code}", fill.code ?? "")
    .replace("{minutes}", String(fill.minutes ?? ""));
  const link = `${getEnv().SITE_URL}${bookingDetailPath(booking.id)}`;
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
        ...(fill.details?.length ? [...detailLines(fill.details), ""] : []),
        `Your booking: ${link}`,
        "",
        `${contact.businessName}, ${contact.phone}`,
      ].join("\n"),
      ...(route.sendsTo ? {} : { held: NO_CONFIRMED_ADDRESS }),
    },
    words.subject,
    {
      heading: words.heading,
      paragraphs: [intro],
      ...(fill.details?.length ? { details: fill.details } : {}),
      action: { label: "View your booking", href: link },
    },
  );
  await queueMessages(tx, [message]);
  return Boolean(route.sendsTo);
}
