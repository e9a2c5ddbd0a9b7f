import { CheckCircle2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { shortBookingId } from "~/catalog/booking-status";
import { BookingTracker } from "./booking-tracker";
import type { BookingView } from "./bookings.server";
import { StatusBadge } from "./my-bookings";

/**
 * The booking status panel shown after a successful booking (docs/product.md#route-booking):
 * the success message promising contact within the business's booking-contact time.
 * @param booking the booking just created
 * @param contactMinutes minutes within which the team calls (business facts: 30)
 */
export function BookingSuccessPanel({
  booking,
  contactMinutes,
}: {
  booking: BookingView;
  contactMinutes: number;
}) {
  return (
    <Card className="gap-4 border-green-300 bg-green-50" role="status" aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-green-900">
          <CheckCircle2 className="size-6" aria-hidden />
          <h2>Booking Submitted Successfully!</h2>
        </CardTitle>
        <CardDescription className="text-green-950">
          Thank you! Your {booking.serviceType} booking (#{shortBookingId(booking.id)}) has been
          received. Our team will contact you within {contactMinutes} minutes to confirm your
          appointment.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center gap-2 text-sm">
          Current status: <StatusBadge status={booking.status} />
        </div>
        <BookingTracker status={booking.status} />
      </CardContent>
    </Card>
  );
}
