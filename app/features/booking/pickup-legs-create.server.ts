/**
 * A booking's pickup and drop legs as the booking makes and moves them (docs/product.md#pickups):
 * two legs written with a booking that asks for pickup, in its transaction, the pickup's window
 * the hour before the slot (Asia/Kolkata); a moved booking moves its pickup's window with it while
 * no driver has set off. Everything else about legs belongs to the staff feature.
 */
import { and, eq, inArray } from "drizzle-orm";
import { pickupLegs, type BookingRow } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { pickupWindow } from "./pickup-window";

/**
 * Writes a new booking's two legs: the pickup, scheduled in the hour before the slot, and the
 * drop, scheduled with no window until the work is completed.
 * @param tx the booking's transaction
 * @param booking the new booking (its id, date and slot)
 * @throws when the database fails (the booking is not written either)
 */
export async function createPickupLegs(
  tx: DbOrTx,
  booking: Pick<BookingRow, "id" | "preferredDate" | "preferredTime">,
): Promise<void> {
  const window = pickupWindow(booking.preferredDate, booking.preferredTime);
  await tx.insert(pickupLegs).values([
    {
      bookingId: booking.id,
      kind: "pickup",
      windowStart: window?.start ?? null,
      windowEnd: window?.end ?? null,
    },
    { bookingId: booking.id, kind: "drop" },
  ]);
}

/**
 * Moves a rescheduled booking's pickup window to the hour before its new slot, while the pickup
 * is still scheduled or assigned (a driver on the way keeps theirs).
 * @param tx the change's transaction
 * @param booking the booking after the change
 */
export async function movePickupWindow(
  tx: DbOrTx,
  booking: Pick<BookingRow, "id" | "preferredDate" | "preferredTime">,
): Promise<void> {
  const window = pickupWindow(booking.preferredDate, booking.preferredTime);
  if (!window) return;
  await tx
    .update(pickupLegs)
    .set({ windowStart: window.start, windowEnd: window.end, updatedAt: new Date() })
    .where(
      and(
        eq(pickupLegs.bookingId, booking.id),
        eq(pickupLegs.kind, "pickup"),
        inArray(pickupLegs.state, ["scheduled", "assigned"]),
      ),
    );
}
