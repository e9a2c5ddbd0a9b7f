import { MapPin, MessageSquare } from "lucide-react";
import { DetailRow } from "~/components/ui/detail-row";
import type { BookingView } from "./bookings.server";
import { useTranslator } from "~/components/site/translation";
import { bookingWords } from "./booking-words";

/**
 * A booking's service address and, when given, its special requests: the two wide rows of a
 * booking card's description list, for customers and admins alike
 * (docs/product.md#booking-fields). Goes inside the card's `<dl>`.
 * @param booking the booking
 * @param sprite draw the icons from the page's `IconSprite`
 * @returns the rows, their terms in the page's language (docs/decisions/0026)
 */
export function BookingNoteRows({
  booking,
  sprite,
}: {
  booking: Pick<BookingView, "address" | "specialRequests">;
  sprite?: boolean;
}) {
  const t = useTranslator();
  return (
    <>
      <DetailRow
        icon={MapPin}
        label={bookingWords(t, "card.address", "Address")}
        sprite={sprite}
        wide
        className="whitespace-pre-line break-words"
      >
        {booking.address}
      </DetailRow>
      {booking.specialRequests && (
        <DetailRow
          icon={MessageSquare}
          label={bookingWords(t, "card.specialRequests", "Special requests")}
          sprite={sprite}
          wide
          className="whitespace-pre-line break-words"
        >
          {booking.specialRequests}
        </DetailRow>
      )}
    </>
  );
}
