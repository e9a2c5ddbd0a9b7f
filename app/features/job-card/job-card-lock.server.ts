/**
 * The job card's lock: changes to one booking's job card (an estimate, an invoice, a photo)
 * run one after another, by locking the booking's row (docs/decisions/0010).
 */
import type { BookingRow } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { JobCardError } from "./job-card-error";
import { JOB_CARD_MESSAGES } from "./job-card-schema";
import { lockBooking } from "~/lib/booking-lock.server";

/**
 * Locks a booking's row for the rest of the transaction, so changes to one job card (an
 * estimate, an invoice, a photo) run one after another.
 * @param tx the open transaction
 * @param bookingId the booking
 * @returns the booking's row
 * @throws JobCardError when the booking does not exist
 */
export async function lockJobCardBooking(tx: DbOrTx, bookingId: string): Promise<BookingRow> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw new JobCardError(JOB_CARD_MESSAGES.bookingNotFound);
  return booking;
}
