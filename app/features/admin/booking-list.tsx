import { CalendarDays, Car, History, Mail, MapPin, MessageSquare, Phone } from "lucide-react";
import { Link, useLocation } from "react-router";
import { telHref } from "~/catalog/business";
import type { BookingView } from "~/features/booking/bookings.server";
import { shortBookingId } from "~/features/booking/booking-status";
import { formatDisplayDate } from "~/lib/time";
import { formatKolkataDateTime } from "./admin-parts";
import { BookingStatusSelect } from "./booking-status-select";
import { phoneE164 } from "./lead-contact";

/**
 * Bookings as stacked cards that become a two-column row from medium screens (no table
 * wider than a 390 px phone), each with its status dropdown and a link to its history.
 * @param bookings the bookings to show, newest first
 * @param label the list's accessible name
 * @param historyLinks when true, each card links to `?history=<id>` on the current URL
 */
export function BookingList({ bookings, label, historyLinks = true }: { bookings: BookingView[]; label: string; historyLinks?: boolean }) {
  const location = useLocation();
  const historyHref = (id: string) => {
    const params = new URLSearchParams(location.search);
    params.set("tab", "bookings");
    params.set("history", id);
    return `/admin?${params.toString()}`;
  };
  return (
    <ul className="grid gap-3" aria-label={label}>
      {bookings.map((b) => (
        <li key={b.id} className="rounded-xl border bg-card p-4 shadow-xs" data-booking-id={b.id}>
          <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start">
            <div className="min-w-0 grid gap-2">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h3 className="font-semibold">{b.customerName}</h3>
                <span className="font-mono text-xs text-muted-foreground">#{shortBookingId(b.id)}</span>
                <span className="text-xs text-muted-foreground">Booked {formatKolkataDateTime(b.createdAt)}</span>
              </div>
              <p className="text-sm font-medium">{b.serviceType}</p>
              <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
                <div className="flex min-w-0 items-start gap-2">
                  <dt className="sr-only">Visit</dt>
                  <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dd>
                    {formatDisplayDate(b.preferredDate)}, {b.preferredTime}
                  </dd>
                </div>
                <div className="flex min-w-0 items-start gap-2">
                  <dt className="sr-only">Car</dt>
                  <Car className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dd className="break-words">{b.carModel}</dd>
                </div>
                <div className="flex min-w-0 items-start gap-2">
                  <dt className="sr-only">Phone</dt>
                  <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dd>
                    <a href={telHref(phoneE164(b.customerPhone) ?? b.customerPhone.replace(/[^\d+]/g, ""))} className="text-primary underline-offset-4 hover:underline">
                      {b.customerPhone}
                    </a>
                  </dd>
                </div>
                <div className="flex min-w-0 items-start gap-2">
                  <dt className="sr-only">Email</dt>
                  <Mail className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dd className="min-w-0 break-all">{b.customerEmail}</dd>
                </div>
                <div className="flex min-w-0 items-start gap-2 sm:col-span-2">
                  <dt className="sr-only">Address</dt>
                  <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dd className="whitespace-pre-line break-words">{b.address}</dd>
                </div>
                {b.specialRequests && (
                  <div className="flex min-w-0 items-start gap-2 sm:col-span-2">
                    <dt className="sr-only">Special requests</dt>
                    <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <dd className="whitespace-pre-line break-words">{b.specialRequests}</dd>
                  </div>
                )}
              </dl>
            </div>
            <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-end">
              <div className="w-full sm:w-auto">
                <BookingStatusSelect bookingId={b.id} status={b.status} />
              </div>
              {historyLinks && (
                <Link
                  to={historyHref(b.id)}
                  preventScrollReset
                  className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                  aria-label={`History of booking #${shortBookingId(b.id)}`}
                >
                  <History className="size-4" aria-hidden />
                  History
                </Link>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
