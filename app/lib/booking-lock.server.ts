/**
 * The booking row's lock: a change to one booking (its status, its car, its technician, its
 * job card, its check-in) reads the row with SELECT … FOR UPDATE, so changes to one booking run
 * one after another and each sees the last one's result (docs/decisions/0010,
 * docs/decisions/0016).
 */
import { eq } from "drizzle-orm";
import { bookings, type BookingRow } from "~/db/schema";
import type { DbOrTx } from "./db.server";

/**
 * Reads a booking and locks its row for the rest of the transaction.
 * @param tx the open transaction
 * @param bookingId the booking's id (a UUID: the caller checks one typed in a URL)
 * @returns the booking's row, or undefined when there is none
 * @throws when the database fails
 */
export async function lockBooking(tx: DbOrTx, bookingId: string): Promise<BookingRow | undefined> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  return booking;
}
