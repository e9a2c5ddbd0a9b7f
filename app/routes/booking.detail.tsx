import { Link, data } from "react-router";
import type { Route } from "./+types/booking.detail";
import { Button } from "~/components/ui/button";
import { getBookingForUser } from "~/features/booking/bookings.server";
import { shortBookingId } from "~/catalog/booking-status";
import { BookingCard, BookingChangeFooter } from "~/features/booking/my-bookings";
import { changeStatesOf } from "~/features/booking/booking-change-schema";
import { CustomerJobCard } from "~/features/job-card/customer-job-card";
import { loadJobCard } from "~/features/job-card/job-card-loader.server";
import { bookingEmailRoutes } from "~/features/messages/contact-emails.server";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireUser } from "~/lib/auth.server";

/** Not for search engines: a customer's own booking. */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(
    {
      title: loaded
        ? `Booking #${shortBookingId(loaded.booking.id)} | Status and Tracker`
        : "Booking Not Found",
      description: "The status of your car service booking and where it is in the tracker.",
      path: loaded ? `/booking/${loaded.booking.id}` : "/booking",
      noindex: true,
    },
    matches,
  );

/**
 * One of the signed-in customer's bookings (docs/product.md#roles: read through the
 * data-access module scoped by the session's user id). Signed out: redirect to /auth.
 * @throws 404 for an unknown id and for another customer's booking alike
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const booking = await getBookingForUser(user.id, params.id);
  if (!booking) throw data(null, { status: 404 });
  // The job card (docs/decisions/0010): estimate to approve, photos, invoice and payment.
  const jobCard = await loadJobCard(booking.id, getBusinessFacts());
  // Whether the customer may still cancel or move it (docs/product.md#lifecycle-changes).
  const changes = changeStatesOf([booking], new Date(), getEnv().BOOKING_CHANGE_CUTOFF_HOURS);
  // Where its emails go (docs/product.md#lifecycle-messages).
  const emailRoute = (await bookingEmailRoutes(user.id, [booking]))[booking.id];
  return data(
    { booking, jobCard, changes, emailRoute },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Keeps the loader's Cache-Control. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store" };
}

/** /booking/{id}: the booking card with its tracker, its job card, and the way back to My Bookings. */
export default function BookingDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold">Your Booking</h1>
      <BookingCard
        booking={loaderData.booking}
        emailRoute={loaderData.emailRoute}
        footer={<BookingChangeFooter booking={loaderData.booking} changes={loaderData.changes} />}
      />
      <CustomerJobCard bookingId={loaderData.booking.id} jobCard={loaderData.jobCard} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/booking?tab=my-bookings">All my bookings</Link>
      </Button>
    </div>
  );
}
