/**
 * A customer's health checks under India's DPDP Act 2023 (docs/product.md#privacy): what their
 * data export carries of each booking's report, and what erasing their account takes from it.
 */
import { eq, inArray } from "drizzle-orm";
import { healthCheckPhotos, healthChecks } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { loadHealthCheck, type HealthCheckView } from "./health-check.server";

/**
 * A booking's health check for the customer's export: each point's finding, note, measurement
 * and its photos' addresses (which the customer can open while signed in).
 * @param bookingId one of the customer's bookings (the caller has scoped it to them)
 * @returns the report, or null for a booking without one
 */
export function exportHealthCheck(bookingId: string): Promise<HealthCheckView | null> {
  return loadHealthCheck(bookingId);
}

/**
 * Takes from an erased customer's bookings their health checks, in the erasing transaction: the
 * results (findings and the technician's notes about their car) and the photos' records go with
 * the check. The photo files go with `removePhotoFiles` once the transaction has committed, so a
 * rolled-back erasure loses no photo.
 * @param tx the erasing transaction
 * @param bookingIds the customer's bookings
 * @returns the storage keys of the photo files to remove
 */
export async function eraseHealthChecks(tx: DbOrTx, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const photos = await tx
    .select({ key: healthCheckPhotos.storageKey })
    .from(healthCheckPhotos)
    .innerJoin(healthChecks, eq(healthChecks.id, healthCheckPhotos.healthCheckId))
    .where(inArray(healthChecks.bookingId, bookingIds));
  // The results and the photos' records go with their check (on delete cascade).
  await tx.delete(healthChecks).where(inArray(healthChecks.bookingId, bookingIds));
  return photos.map((p) => p.key);
}
