/**
 * A customer's pickups and walk-rounds in their data export, and what erasure takes from them
 * (docs/product.md#privacy, #pickups, #check-in). The legs hold no personal data of their own
 * (the address is the booking's, anonymised with it); the walk-rounds' typed notes and "other"
 * belongings may, and go; the damage photos go with the booking's photos.
 */
import { asc, inArray } from "drizzle-orm";
import { pickupLegs, walkrounds } from "~/db/schema";
import type { LegKind, LegState } from "~/catalog/pickup-legs";
import type { DbOrTx } from "~/lib/db.server";
import { getDb } from "~/lib/db.server";
import { legWindowView } from "./pickup-legs.server";
import type { WalkroundView } from "./walkrounds.server";

/** A booking's pickup and drop and walk-rounds as the export gives them. */
export interface ExportedPickup {
  legs: Array<{
    kind: LegKind;
    state: LegState;
    windowStart: string | null;
    windowEnd: string | null;
  }>;
  /** As the booking page shows them, less the ids, photos and code state. */
  walkrounds: Array<Omit<WalkroundView, "id" | "photoIds" | "codeLive">>;
}

/**
 * The pickups and walk-rounds of a customer's bookings, for the export.
 * @param bookingIds the customer's bookings
 * @returns booking id → its legs and walk-rounds (empty lists for a booking without)
 */
export async function exportPickups(bookingIds: string[]): Promise<Map<string, ExportedPickup>> {
  const out = new Map<string, ExportedPickup>(
    bookingIds.map((id) => [id, { legs: [], walkrounds: [] }]),
  );
  if (bookingIds.length === 0) return out;
  const db = getDb();
  const [legs, rounds] = await Promise.all([
    db
      .select()
      .from(pickupLegs)
      .where(inArray(pickupLegs.bookingId, bookingIds))
      .orderBy(asc(pickupLegs.kind)),
    db
      .select()
      .from(walkrounds)
      .where(inArray(walkrounds.bookingId, bookingIds))
      .orderBy(asc(walkrounds.kind)),
  ]);
  for (const l of legs)
    out.get(l.bookingId)?.legs.push({ kind: l.kind, state: l.state, ...legWindowView(l) });
  for (const w of rounds)
    out.get(w.bookingId)?.walkrounds.push({
      kind: w.kind,
      odometerKm: w.odometerKm,
      fuelEighths: w.fuelEighths,
      belongings: w.belongings,
      belongingsOther: w.belongingsOther,
      notes: w.notes,
      confirmedAt: w.confirmedAt?.toISOString() ?? null,
    });
  return out;
}

/**
 * Takes from an erased customer's walk-rounds what was typed about them (notes, "other"
 * belongings) and any live code; the readings stay for the workshop's record, as the
 * anonymised booking does.
 * @param tx the erasing transaction
 * @param bookingIds the customer's bookings
 */
export async function eraseWalkrounds(tx: DbOrTx, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(walkrounds)
    .set({ notes: null, belongingsOther: null, codeHash: null, codeExpiresAt: null })
    .where(inArray(walkrounds.bookingId, bookingIds));
}
