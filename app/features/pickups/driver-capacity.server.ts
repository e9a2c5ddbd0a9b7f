/**
 * How many legs one driver may hold in one window (docs/product.md#pickups-admin,
 * docs/decisions/0016): at most `PICKUP_DRIVER_CAPACITY` legs whose window starts at the same
 * instant, counted under a lock per driver. It is the one check of the rule: every path that gives
 * a leg a driver or moves the window of a leg that has one asks it in its transaction (assigning a
 * driver and setting the drop's window, `app/features/pickups/leg-changes.server.ts`; the
 * customer's move of the booking, which moves the pickup's window, `booking-legs.server.ts`).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { bookings, pickupLegs } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";

/**
 * Takes the driver's lock for the rest of the transaction, then says whether the driver may hold
 * one more leg whose window starts at `windowStart` (docs/product.md#pickups-admin). Counted: the
 * driver's other legs starting at that instant, in any state, of bookings not cancelled (a
 * cancelled booking's legs hold no place, docs/product.md#pickups-legs).
 * @param tx the transaction of the change (which keeps the lock until it ends)
 * @param driverId the driver the leg has or is given
 * @param windowStart the leg's window start after the change; null while it has none (nothing
 *   to count: the count is made when the window is set)
 * @param legId the leg itself, never counted against itself
 * @returns true when the driver has room (always for a leg with no window)
 * @throws when the database fails
 */
export async function driverHasRoom(
  tx: DbOrTx,
  driverId: string,
  windowStart: Date | null,
  legId: string,
): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`pickup-driver:${driverId}`}, 0))`,
  );
  if (!windowStart) return true;
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(pickupLegs)
    .innerJoin(bookings, eq(bookings.id, pickupLegs.bookingId))
    .where(
      and(
        eq(pickupLegs.driverId, driverId),
        eq(pickupLegs.windowStart, windowStart),
        ne(pickupLegs.id, legId),
        ne(bookings.status, "cancelled"),
      ),
    );
  return n < getEnv().PICKUP_DRIVER_CAPACITY;
}
