import { CheckCircle2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { shortBookingId } from "~/catalog/booking-status";
import { BookingTracker } from "./booking-tracker";
import type { BookingView } from "./bookings.server";
import { StatusBadge } from "./my-bookings";
import { useTranslator } from "~/components/site/translation";
import { serviceTypeWords } from "~/lib/i18n";

/**
 * The booking status panel shown after a successful booking (docs/product.md#route-booking):
 * the success message promising contact within the business's booking-contact time.
 * @param booking the booking just created
 * @param contactMinutes minutes within which the team calls (business facts: 30)
 * Its words are the page's language (docs/decisions/0026).
 */
export function BookingSuccessPanel({
  booking,
  contactMinutes,
}: {
  booking: BookingView;
  contactMinutes: number;
}) {
  const translator = useTranslator();
  const { t } = translator;
  return (
    <Card className="gap-4 border-green-300 bg-green-50" role="status" aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-green-900">
          <CheckCircle2 className="size-6" aria-hidden />
          <h2>{t("booking.success.title")}</h2>
        </CardTitle>
        <CardDescription className="text-green-950">
          {t("booking.success.text", {
            service: serviceTypeWords(translator, booking.serviceType),
            id: shortBookingId(booking.id),
            minutes: contactMinutes,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center gap-2 text-sm">
          {t("booking.success.currentStatus")} <StatusBadge status={booking.status} />
        </div>
        <BookingTracker status={booking.status} />
      </CardContent>
    </Card>
  );
}
