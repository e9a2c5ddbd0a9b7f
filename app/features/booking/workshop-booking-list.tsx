import {
  CalendarDays,
  Car,
  ClipboardList,
  History,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
} from "lucide-react";
import { adminBookingPath } from "~/catalog/navigation";
import { useLocation } from "react-router";
import type { BookingView } from "~/features/booking/bookings.server";
import { shortBookingId } from "~/catalog/booking-status";
import { formatDisplayDate } from "~/lib/time";
import { formatKolkataDateTime } from "~/lib/time";
import { phoneCallHref, phoneForDisplay } from "~/lib/phone";
import { BookingStatusSelect } from "./booking-status-select";
import { DetailRow } from "~/components/ui/detail-row";
import { IconSprite, SpriteIcon } from "~/components/ui/icon-sprite";
import { BookingNoteRows } from "~/features/booking/booking-note-rows";

/** Every icon a card draws, drawn once in the list's sprite (a page of 20 cards stays small). */
const CARD_ICONS = [CalendarDays, Car, Phone, Mail, MapPin, MessageSquare, ClipboardList, History];

/**
 * Bookings as stacked cards that become a two-column row from medium screens (no table
 * wider than a 390 px phone), each with its status dropdown and a link to its history.
 * @param bookings the bookings to show, newest first
 * @param label the list's accessible name
 * @param historyLinks when true, each card links to `?history=<id>` on the current URL
 * @param selectForm the id of a form the cards' "Select" boxes belong to (`bookingIds`, one per
 *   ticked booking: docs/product.md#lifecycle-back-office); none drawn without it
 */
export function BookingList({
  bookings,
  label,
  historyLinks = true,
  selectForm,
}: {
  bookings: BookingView[];
  label: string;
  historyLinks?: boolean;
  selectForm?: string;
}) {
  const location = useLocation();
  const historyHref = (id: string) => {
    const params = new URLSearchParams(location.search);
    params.set("tab", "bookings");
    params.set("history", id);
    return `/admin?${params.toString()}`;
  };
  return (
    <>
      <IconSprite icons={CARD_ICONS} />
      <ul className="grid gap-3" aria-label={label}>
        {bookings.map((b) => (
          <li key={b.id} className="rounded-xl border bg-card p-4 shadow-xs" data-booking-id={b.id}>
            <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start">
              <div className="min-w-0 grid gap-2">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  {selectForm && (
                    <input
                      type="checkbox"
                      name="bookingIds"
                      value={b.id}
                      form={selectForm}
                      aria-label={`Select booking #${shortBookingId(b.id)}`}
                      className="size-4 self-center accent-primary"
                    />
                  )}
                  <h3 className="font-semibold">{b.customerName}</h3>
                  <span className="font-mono text-xs text-muted-foreground">
                    #{shortBookingId(b.id)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    Booked {formatKolkataDateTime(b.createdAt)}
                  </span>
                </div>
                <p className="text-sm font-medium">{b.serviceType}</p>
                <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
                  <DetailRow icon={CalendarDays} label="Visit" sprite>
                    {formatDisplayDate(b.preferredDate)}, {b.preferredTime}
                  </DetailRow>
                  <DetailRow icon={Car} label="Car" sprite className="break-words">
                    {b.carModel}
                  </DetailRow>
                  <DetailRow icon={Phone} label="Phone" sprite>
                    <PhoneLink phone={b.customerPhone} />
                  </DetailRow>
                  <DetailRow icon={Mail} label="Email" sprite className="break-all">
                    {b.customerEmail}
                  </DetailRow>
                  <BookingNoteRows booking={b} sprite />
                </dl>
              </div>
              <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-end">
                <div className="w-full sm:w-auto">
                  <BookingStatusSelect bookingId={b.id} status={b.status} />
                </div>
                {/* Plain links: the back office ships no script, so the router's Link would
                    only cost the server its work (docs/decisions/0025, item 19). */}
                <a
                  href={adminBookingPath(b.id)}
                  className="row-link"
                  aria-label={`Job card of booking #${shortBookingId(b.id)}`}
                >
                  <SpriteIcon icon={ClipboardList} className="size-4" />
                  Job card
                </a>
                {historyLinks && (
                  <a
                    href={historyHref(b.id)}
                    className="row-link"
                    aria-label={`History of booking #${shortBookingId(b.id)}`}
                  >
                    <SpriteIcon icon={History} className="size-4" />
                    History
                  </a>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A customer's phone for display, as a call link (docs/decisions/0013); plain text when it is
 * not a number that can be called (an erased booking's, or an old row the migration could not read).
 * @param phone the phone as stored on the booking (E.164)
 */
function PhoneLink({ phone }: { phone: string }) {
  const href = phoneCallHref(phone);
  if (!href) return <>{phoneForDisplay(phone)}</>;
  return (
    <a href={href} className="text-primary underline-offset-4 hover:underline">
      {phoneForDisplay(phone)}
    </a>
  );
}
