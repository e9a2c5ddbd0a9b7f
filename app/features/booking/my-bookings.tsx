import { CalendarDays, Car, Clock, MapPin, MessageSquare, Wrench } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { formatDisplayDate } from "~/lib/time";
import { shortBookingId, statusBadgeClass, statusColor, statusLabel } from "./booking-status";
import { BookingTracker } from "./booking-tracker";
import type { BookingView } from "./bookings.server";

/** A booking's status as a coloured badge (spec section 4 "Colours"). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn("text-sm", statusBadgeClass[statusColor(status)])} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

/**
 * My Bookings (spec section 2): the user's bookings newest first, each with the short
 * id, status, details and tracker; the spec's empty text when there are none.
 * @param bookings the signed-in user's bookings, already scoped by the server
 * @param failed true when loading failed (the page toasts the error)
 */
export function MyBookings({ bookings, failed }: { bookings: BookingView[]; failed: boolean }) {
  if (failed) {
    return <p className="rounded-lg border p-6 text-center text-muted-foreground">Failed to load your bookings.</p>;
  }
  if (bookings.length === 0) {
    return <p className="rounded-lg border p-6 text-center text-muted-foreground">You haven't made any bookings yet.</p>;
  }
  return (
    <ul className="grid gap-4" aria-label="My bookings">
      {bookings.map((b) => (
        <li key={b.id}>
          <Card className="gap-4" data-booking-id={b.id}>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
              <div>
                <CardTitle>
                  <h3>{b.serviceType}</h3>
                </CardTitle>
                <p className="mt-1 font-mono text-sm text-muted-foreground">Booking #{shortBookingId(b.id)}</p>
              </div>
              <StatusBadge status={b.status} />
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-2 text-sm sm:grid-cols-2">
                <div className="flex items-start gap-2">
                  <Car className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dt className="sr-only">Car</dt>
                  <dd>{b.carModel}</dd>
                </div>
                <div className="flex items-start gap-2">
                  <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dt className="sr-only">Date</dt>
                  <dd>{formatDisplayDate(b.preferredDate)}</dd>
                </div>
                <div className="flex items-start gap-2">
                  <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dt className="sr-only">Time</dt>
                  <dd>{b.preferredTime}</dd>
                </div>
                <div className="flex items-start gap-2">
                  <Wrench className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dt className="sr-only">Contact</dt>
                  <dd className="break-all">
                    {b.customerName} · {b.customerPhone}
                  </dd>
                </div>
                <div className="flex items-start gap-2 sm:col-span-2">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <dt className="sr-only">Address</dt>
                  <dd className="whitespace-pre-line break-words">{b.address}</dd>
                </div>
                {b.specialRequests && (
                  <div className="flex items-start gap-2 sm:col-span-2">
                    <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <dt className="sr-only">Special requests</dt>
                    <dd className="whitespace-pre-line break-words">{b.specialRequests}</dd>
                  </div>
                )}
              </dl>
              <BookingTracker status={b.status} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
