import type { ReactNode } from "react";
import { Link } from "react-router";
import { CalendarDays, Car, Clock, MapPin, MessageSquare, Wrench } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { formatDisplayDate } from "~/lib/time";
import { shortBookingId, statusBadgeClass, statusColor, statusLabel } from "./booking-status";
import { BookingTracker } from "./booking-tracker";
import type { BookingView } from "./bookings.server";
import { DetailRow } from "~/components/ui/detail-row";
import { formatPhone } from "~/catalog/business";
import { useRootData } from "~/root";
import { BookingChangeActions } from "./booking-change-dialogs";
import type { ChangeState } from "./booking-change-schema";

/** A booking's status as a coloured badge (spec section 4 "Colours"). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn("text-sm", statusBadgeClass[statusColor(status)])} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

/**
 * One booking as its customer sees it: service, short id, status label, car, date, slot,
 * contact, address, special requests and the 4-step tracker (spec section 2 "My Bookings").
 * @param booking the booking (the customer's own; the caller scoped it by session)
 * @param linkToDetail link the short id to /booking/{id}
 * @param footer what follows the tracker, e.g. the change buttons
 */
export function BookingCard({ booking, linkToDetail = false, footer }: { booking: BookingView; linkToDetail?: boolean; footer?: ReactNode }) {
  return (
    <Card className="gap-4" data-booking-id={booking.id}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>
            <h3>{booking.serviceType}</h3>
          </CardTitle>
          {linkToDetail ? (
              <Link to={`/booking/${booking.id}`} className="mt-1 inline-block font-mono text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline">
                Booking #{shortBookingId(booking.id)}
              </Link>
            ) : (
              <p className="mt-1 font-mono text-sm text-muted-foreground">Booking #{shortBookingId(booking.id)}</p>
            )}
        </div>
        <StatusBadge status={booking.status} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <DetailRow icon={Car} label="Car">{booking.carModel}</DetailRow>
          <DetailRow icon={CalendarDays} label="Date">{formatDisplayDate(booking.preferredDate)}</DetailRow>
          <DetailRow icon={Clock} label="Time">{booking.preferredTime}</DetailRow>
          <DetailRow icon={Wrench} label="Contact" className="break-all">
            {booking.customerName} · {booking.customerPhone}
          </DetailRow>
          <DetailRow icon={MapPin} label="Address" wide className="whitespace-pre-line break-words">{booking.address}</DetailRow>
          {booking.specialRequests && (
            <DetailRow icon={MessageSquare} label="Special requests" wide className="whitespace-pre-line break-words">{booking.specialRequests}</DetailRow>
          )}
        </dl>
        <BookingTracker status={booking.status} />
        {footer}
      </CardContent>
    </Card>
  );
}

/** Whether each booking may change now, and the cut-off (issue 14 item 4), from the loader. */
export interface BookingChanges {
  states: Record<string, ChangeState>;
  cutoffHours: number;
}

/**
 * The change buttons of one booking, or the line to call the workshop past the cut-off.
 * @param booking the booking; `changes` the loader's change states
 */
export function BookingChangeFooter({ booking, changes }: { booking: BookingView; changes: BookingChanges | undefined }) {
  const phone = useRootData()?.business.phone;
  const state = changes?.states[booking.id];
  if (!state || !phone) return null;
  return <BookingChangeActions booking={booking} change={state} cutoffHours={changes.cutoffHours} phone={phone} phoneText={formatPhone(phone)} />;
}

/**
 * My Bookings (spec section 2): the user's bookings newest first, each with the short
 * id, status, details, tracker and, while allowed, cancel and reschedule (issue 14).
 * @param bookings the signed-in user's bookings, already scoped by the server
 * @param failed true when loading failed (the page toasts the error)
 * @param changes whether each booking may change now
 */
export function MyBookings({ bookings, failed, changes }: { bookings: BookingView[]; failed: boolean; changes?: BookingChanges }) {
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
          <BookingCard booking={b} linkToDetail footer={<BookingChangeFooter booking={b} changes={changes} />} />
        </li>
      ))}
    </ul>
  );
}
