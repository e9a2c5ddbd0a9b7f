/**
 * The job card's lock: changes to one booking's job card (an estimate, an invoice, a photo)
 * run one after another, by locking the booking's row (docs/decisions/0010).
 */
import type { BookingRow } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { BillingError } from "./billing-error";
import { BILLING_MESSAGES } from "./billing-schema";
import { lockBooking } from "~/lib/booking-lock.server";

/**
 * Locks a booking's row for the rest of the transaction, so changes to one job card (an
 * estimate, an invoice, a photo) run one after another.
 * @param tx the open transaction
 * @param bookingId the booking
 * @returns the booking's row
 * @throws BillingError when the booking does not exist
 */
export async function lockJobCardBooking(tx: DbOrTx, bookingId: string): Promise<BookingRow> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw new BillingError(BILLING_MESSAGES.bookingNotFound);
  return booking;
}
