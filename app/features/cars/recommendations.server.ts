/**
 * Recommendations on a car (docs/decisions/0014, "The due date and the projection"): an estimate
 * line the customer declined becomes an open recommendation on the booking's car, suggested
 * {@link RECOMMENDATION_DAYS} days after the decision, written in the decision's transaction (and
 * dismissed if the line is approved after all); a later booking of the car that completes closes
 * the car's open recommendations (done).
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, ne, or, isNull, sql } from "drizzle-orm";
import { bookings, vehicleRecommendations } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";

/** Days after the decision a declined line is suggested for (the workshop may change it). */
const RECOMMENDATION_DAYS = 30;

/** The open recommendations made from these estimate lines (their ids). */
function openFromLines(lineIds: readonly string[]) {
  return and(
    inArray(vehicleRecommendations.estimateLineId, [...lineIds]),
    eq(vehicleRecommendations.status, "open"),
  );
}

/**
 * Keeps a car's recommendations in step with the customer's decisions on an estimate, in the
 * caller's transaction (the one storing the decisions): each line declined becomes an open
 * recommendation on the booking's car, suggested {@link RECOMMENDATION_DAYS} days after the
 * decision (a line already recommended is not recommended twice); a declined line approved after
 * all has its open recommendation dismissed. A booking without a car records none.
 * @param tx the transaction storing the decisions
 * @param bookingId the booking whose estimate was decided
 * @param decided the lines declined (ids and titles: the workshop's words) and the ids of the
 *   lines approved
 * @param decidedAt when the customer decided (its Asia/Kolkata date plus
 *   {@link RECOMMENDATION_DAYS} is the suggested date)
 * @returns how many recommendations were written
 */
export async function recordLineDecisions(
  tx: DbOrTx,
  bookingId: string,
  decided: {
    declined: ReadonlyArray<{ id: string; title: string }>;
    approved: readonly string[];
  },
  decidedAt: Date,
): Promise<number> {
  const { declined, approved } = decided;
  if (declined.length === 0 && approved.length === 0) return 0;
  const [booking] = await tx
    .select({ vehicleId: bookings.vehicleId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.vehicleId) return 0;
  if (approved.length > 0)
    await tx
      .update(vehicleRecommendations)
      .set({ status: "dismissed", closedAt: sql`now()` })
      .where(openFromLines(approved));
  if (declined.length === 0) return 0;
  const already = await tx
    .select({ lineId: vehicleRecommendations.estimateLineId })
    .from(vehicleRecommendations)
    .where(openFromLines(declined.map((l) => l.id)));
  const seen = new Set(already.map((r) => r.lineId));
  const fresh = declined.filter((l) => !seen.has(l.id));
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

/**
 * Adds open recommendations to a booking's car from what the workshop found on it (the health
 * check's "Keep an eye on" points: docs/product.md#health-check), in the caller's transaction,
 * suggested `days` days after `foundAt` (its Asia/Kolkata date).
 * @param tx the caller's transaction
 * @param bookingId the booking whose car it is
 * @param titles what to keep an eye on, in the workshop's words
 * @param foundAt when it was found; `days` how long after it is suggested for
 * @returns the new recommendations' ids, in the order of `titles`; empty for a booking without a
 *   car (nothing is written then)
 */
export async function recommendFromFindings(
  tx: DbOrTx,
  bookingId: string,
  titles: readonly string[],
  foundAt: Date,
  days: number,
): Promise<string[]> {
  if (titles.length === 0) return [];
  const [booking] = await tx
    .select({ vehicleId: bookings.vehicleId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.vehicleId) return [];
  const suggestedOn = addDaysYmd(todayInKolkata(foundAt), days);
  const rows = titles.map((title) => ({
    id: randomUUID(),
    vehicleId: booking.vehicleId!,
    bookingId,
    title,
    suggestedOn,
  }));
  await tx.insert(vehicleRecommendations).values(rows);
  return rows.map((r) => r.id);
}
