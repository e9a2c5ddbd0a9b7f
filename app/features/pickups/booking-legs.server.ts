/**
 * A booking's pickup and drop legs as the booking makes, moves and cancels them
 * (docs/product.md#pickups-legs): two legs written with a booking that asks for pickup, in its
 * transaction, the pickup's window the hour before the slot (Asia/Kolkata); a moved booking moves
 * its pickup's window with it while no driver has set off, keeping the driver only while they
 * have room in the new window; a cancelled booking's legs lose their drivers. Everything else
 * about legs is this folder's other modules.
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { pickupLegs, profiles, user, type BookingRow } from "~/db/schema";
import { recordAudit, type AuditEntry } from "~/lib/audit.server";
import type { DbOrTx } from "~/lib/db.server";
import { driverHasRoom } from "./driver-capacity.server";
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

/** Who changes a booking's legs with it, as the audit trail records them. */
export interface LegsActor {
  /** The customer or the admin; null for an operator command. */
  userId: string | null;
  source: AuditEntry["source"];
}

/** A driver the booking's change took off a leg. */
export interface UnassignedDriver {
  driverId: string;
  /** The profile's full name, else the account name. */
  driverName: string;
}

/**
 * Moves a rescheduled booking's pickup window to the hour before its new slot, while the pickup
 * is still scheduled or assigned (a driver on the way keeps theirs). A driver keeps the leg only
 * while they have room in the new window (`driverHasRoom`, docs/product.md#pickups-admin);
 * otherwise the leg goes back to scheduled with no driver, audited ('leg_driver_assigned', from
 * the driver's id to none), and the caller tells the workshop (docs/product.md#pickups-legs).
 * @param tx the change's transaction, the booking's row already locked
 * @param booking the booking after the change
 * @param actor who moved it (the customer)
 * @returns the driver taken off the leg, or null when none was
 * @throws when the database fails
 */
export async function movePickupWindow(
  tx: DbOrTx,
  booking: Pick<BookingRow, "id" | "preferredDate" | "preferredTime">,
  actor: LegsActor,
): Promise<UnassignedDriver | null> {
  const window = pickupWindow(booking.preferredDate, booking.preferredTime);
  if (!window) return null;
  const [leg] = await tx
    .select()
    .from(pickupLegs)
    .where(
      and(
        eq(pickupLegs.bookingId, booking.id),
        eq(pickupLegs.kind, "pickup"),
        inArray(pickupLegs.state, ["scheduled", "assigned"]),
      ),
    )
    .for("update");
  if (!leg) return null;
  const driverId = leg.driverId;
  const keeps = !driverId || (await driverHasRoom(tx, driverId, window.start, leg.id));
  await tx
    .update(pickupLegs)
    .set({
      windowStart: window.start,
      windowEnd: window.end,
      updatedAt: new Date(),
      ...(keeps ? {} : { driverId: null, state: "scheduled" as const }),
    })
    .where(eq(pickupLegs.id, leg.id));
  if (keeps || !driverId) return null;
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: "leg_driver_assigned",
    source: actor.source,
    target: booking.id,
    fromValue: driverId,
    toValue: null,
    note: leg.kind,
  });
  const [named] = await tx
    .select({ accountName: user.name, fullName: profiles.fullName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, driverId));
  return { driverId, driverName: named?.fullName || named?.accountName || "The driver" };
}

/**
 * Closes a cancelled booking's legs (docs/product.md#pickups-legs), in the transaction that
 * cancels it: every leg with a driver loses them, so they are free for other legs (an assigned
 * leg goes back to scheduled, as clearing a driver does; a leg further on keeps its state as the
 * record of how far it got), each audited ('leg_driver_assigned', from the driver's id to none).
 * The staff screens refuse every leg of a cancelled booking. The one step every cancellation
 * takes: the customer's, an admin's status change and the back office's bulk cancel.
 * @param tx the cancelling transaction, the booking's row already locked
 * @param bookingId the booking being cancelled
 * @param actor who cancels it
 * @returns how many legs lost their driver
 * @throws when the database fails
 */
export async function closeLegsOfCancelledBooking(
  tx: DbOrTx,
  bookingId: string,
  actor: LegsActor,
): Promise<number> {
  const legs = await tx
    .select()
    .from(pickupLegs)
    .where(and(eq(pickupLegs.bookingId, bookingId), isNotNull(pickupLegs.driverId)))
    .for("update");
  for (const leg of legs) {
    await tx
      .update(pickupLegs)
      .set({
        driverId: null,
        state: leg.state === "assigned" ? "scheduled" : leg.state,
        updatedAt: new Date(),
      })
      .where(eq(pickupLegs.id, leg.id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "leg_driver_assigned",
      source: actor.source,
      target: bookingId,
      fromValue: leg.driverId,
      toValue: null,
      note: leg.kind,
    });
  }
  return legs.length;
}
