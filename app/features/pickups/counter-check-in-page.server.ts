/**
 * The check-in walk-round at the counter (docs/product.md#check-in): for a car the customer
 * drives in, an admin records the same walk-round the driver records at pickup, confirmed by the
 * customer's code. The route guards first (`requireAdmin`); the forms are those of a leg's page
 * (`handleWalkroundForms`), answered with a redirect back to /admin/booking/:id/check-in.
 */
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { bookings } from "~/db/schema";
import { adminBookingCheckInPath } from "~/catalog/navigation";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/text-rules";
import { handleWalkroundForms } from "./driver-page.server";
import { legNoticeOf, type LegNotice } from "./pickup-schema";
import { walkroundsOfBooking, type WalkroundView } from "./walkrounds.server";
import { notFoundResponse } from "~/lib/not-found.server";

/** What the counter's page shows. */
export interface CounterCheckInData {
  booking: { id: string; customerName: string; carModel: string; serviceType: string };
  checkIn: WalkroundView | null;
  notice: LegNotice | null;
}

/**
 * The booking and its check-in so far.
 * @param bookingId the URL's id; `request` the page's request (its `?done=` notice)
 * @throws 404 for an unknown or malformed booking id
 */
export async function loadCounterCheckIn(
  bookingId: string,
  request: Request,
): Promise<CounterCheckInData> {
  if (!isUuid(bookingId)) throw notFoundResponse();
  const [booking] = await getDb()
    .select({
      id: bookings.id,
      customerName: bookings.customerName,
      carModel: bookings.carModel,
      serviceType: bookings.serviceType,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw notFoundResponse();
  const walkrounds = await walkroundsOfBooking(booking.id);
  return {
    booking,
    checkIn: walkrounds.find((w) => w.kind === "check_in") ?? null,
    notice: legNoticeOf(new URL(request.url).searchParams.get("done")),
  };
}

/**
 * The counter's forms: the check-in, a damage photo, sending the code, confirming with it.
 * @param adminId the admin, from `requireAdmin`; `bookingId` the URL's id
 * @returns see `handleWalkroundForms`
 * @throws 404 for an unknown booking
 */
export function handleCounterCheckIn(adminId: string, bookingId: string, request: Request) {
  return handleWalkroundForms({ via: "counter", adminId, bookingId }, request, (notice) =>
    redirect(`${adminBookingCheckInPath(bookingId)}?done=${notice}`),
  );
}
