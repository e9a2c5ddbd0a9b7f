/**
 * Recommendations on a car (docs/decisions/0014, "The due date and the projection"): an estimate
 * line the customer declined becomes an open recommendation on the booking's car, suggested
 * {@link RECOMMENDATION_DAYS} days after the decision, written in the decision's transaction; a
 * later booking of the car that completes closes the car's open recommendations (done).
 */
import { and, eq, inArray, ne, or, isNull, sql } from "drizzle-orm";
import { bookings, vehicleRecommendations } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";

/** Days after the decision a declined line is suggested for (the workshop may change it). */
export const RECOMMENDATION_DAYS = 30;

/**
 * Turns declined estimate lines into open recommendations on the booking's car, in the caller's
 * transaction (the one storing the customer's decisions). A booking without a car records none;
 * a line already recommended is not recommended twice.
 * @param tx the transaction storing the decisions
 * @param bookingId the booking whose estimate was decided
 * @param lines the declined lines: their ids and titles (the workshop's words)
 * @param decidedAt when the customer decided (its Asia/Kolkata date plus
 *   {@link RECOMMENDATION_DAYS} is the suggested date)
 * @returns how many recommendations were written
 */
export async function recommendDeclinedLines(
  tx: DbOrTx,
  bookingId: string,
  lines: ReadonlyArray<{ id: string; title: string }>,
  decidedAt: Date,
): Promise<number> {
  if (lines.length === 0) return 0;
  const [booking] = await tx
    .select({ vehicleId: bookings.vehicleId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.vehicleId) return 0;
  const already = await tx
    .select({ lineId: vehicleRecommendations.estimateLineId })
    .from(vehicleRecommendations)
    .where(
      inArray(
        vehicleRecommendations.estimateLineId,
        lines.map((l) => l.id),
      ),
    );
  const seen = new Set(already.map((r) => r.lineId));
  const fresh = lines.filter((l) => !seen.has(l.id));
  if (fresh.length === 0) return 0;
  const suggestedOn = addDaysYmd(todayInKolkata(decidedAt), RECOMMENDATION_DAYS);
  await tx.insert(vehicleRecommendations).values(
    fresh.map((l) => ({
      vehicleId: booking.vehicleId!,
      bookingId,
      estimateLineId: l.id,
      title: l.title,
      suggestedOn,
    })),
  );
  return fresh.length;
}

/**
 * Closes (done) the open recommendations of a booking's car when the booking completes, in the
 * caller's transaction: those made at earlier visits or by the workshop, not the ones declined on
 * this very booking (still not done).
 * @param tx the transaction completing the booking
 * @param bookingId the booking that completed
 * @returns how many were closed (none for a booking without a car)
 */
export async function closeRecommendationsOnCompletion(
  tx: DbOrTx,
  bookingId: string,
): Promise<number> {
  const closed = await tx
    .update(vehicleRecommendations)
    .set({ status: "done", closedAt: sql`now()` })
    .where(
      and(
        eq(vehicleRecommendations.status, "open"),
        sql`${vehicleRecommendations.vehicleId} = (select vehicle_id from ${bookings} where id = ${bookingId})`,
        or(
          isNull(vehicleRecommendations.bookingId),
          ne(vehicleRecommendations.bookingId, bookingId),
        ),
      ),
    )
    .returning({ id: vehicleRecommendations.id });
  return closed.length;
}
