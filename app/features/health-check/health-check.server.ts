/**
 * The 25-point health check of a booking (docs/product.md#health-check): what the technician
 * records point by point (finding, note, measurement, photos), the report marked done (the
 * customer is messaged in the same transaction, and the "Keep an eye on" points become
 * recommendations on the car), and an admin's one step from a point that needs attention to an
 * estimate line. Callers check who may act first (`requireStaff` and the assignment, or the
 * booking's customer for reading); these functions check the booking's state.
 */
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import {
  HEALTH_PHOTOS_PER_POINT,
  HEALTH_WATCH_DAYS,
  formatMeasurement,
  getHealthPoint,
  healthPoints,
  type HealthFinding,
  type HealthMeasurementKind,
} from "~/catalog/health-check";
import { healthCheckPhotoPath } from "~/catalog/navigation";
import {
  healthCheckPhotos,
  healthCheckResults,
  healthChecks,
  type BookingRow,
  type HealthCheckRow,
} from "~/db/schema";
import { recommendFromFindings } from "~/features/cars/recommendations.server";
import { sendEstimateWithLine } from "~/features/billing/estimates.server";
import { DEFAULT_GST_RATE, SAC_MOTOR_VEHICLE_REPAIR } from "~/features/billing/gst";
import { lockJobCardBooking } from "~/features/billing/billing-lock.server";
import { processPhoto, storePhoto } from "~/features/photos/photos.server";
import { getFileStore, type FileStore } from "~/lib/file-store.server";
import { queueCustomerBookingMessages } from "~/features/messages/outbox.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import type { StoredFile } from "~/lib/file-store.server";
import { HEALTH_CHECK_MESSAGES, type PointValues } from "./health-check-schema";

/** A refused health-check action: the message to show and the field it belongs to, if any. */
export class HealthCheckError extends Error {
  /**
   * @param message the text shown (from `HEALTH_CHECK_MESSAGES`)
   * @param field the form field it belongs to, or none for the whole form
   */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** One point of a report as the screens show it. */
export interface HealthPointView {
  id: string;
  label: string;
  area: string;
  measurement: HealthMeasurementKind | null;
  /** The recorded result, or null while the point is still to do. */
  result: {
    finding: HealthFinding;
    note: string | null;
    /** Tenths of the measurement's unit, and the same written with its unit ("3.5 mm"). */
    measurementTenths: number | null;
    measurementText: string | null;
    /** The estimate line it became (Needs attention), if any. */
    estimateLineId: string | null;
    /** Whether it became a recommendation on the car (Keep an eye on). */
    recommended: boolean;
  } | null;
  photos: { id: string; url: string; width: number; height: number }[];
}

/** A booking's health check: its 25 points in the catalogue's order. */
export interface HealthCheckView {
  bookingId: string;
  /** When the technician marked the report done (ISO), or null while it is being recorded. */
  completedAt: string | null;
  /** How many of the 25 points are recorded. */
  recorded: number;
  points: HealthPointView[];
}

/**
 * A booking's health check as recorded so far. The caller has checked who reads it.
 * @param bookingId the booking
 * @returns the 25 points with their results and photos (oldest first), or null when no point has
 *   been recorded yet
 */
export async function loadHealthCheck(bookingId: string): Promise<HealthCheckView | null> {
  const db = getDb();
  // The check, its results and its photos read by the booking, side by side (one wave).
  const [[check], results, photos] = await Promise.all([
    db.select().from(healthChecks).where(eq(healthChecks.bookingId, bookingId)),
    db
      .select(getTableColumns(healthCheckResults))
      .from(healthCheckResults)
      .innerJoin(healthChecks, eq(healthChecks.id, healthCheckResults.healthCheckId))
      .where(eq(healthChecks.bookingId, bookingId)),
    db
      .select(getTableColumns(healthCheckPhotos))
      .from(healthCheckPhotos)
      .innerJoin(healthChecks, eq(healthChecks.id, healthCheckPhotos.healthCheckId))
      .where(eq(healthChecks.bookingId, bookingId))
      .orderBy(asc(healthCheckPhotos.createdAt)),
  ]);
  if (!check) return null;
  return {
    bookingId,
    completedAt: check.completedAt?.toISOString() ?? null,
    recorded: results.length,
    points: healthPoints.map((p): HealthPointView => {
      const r = results.find((x) => x.pointId === p.id);
      return {
        id: p.id,
        label: p.label,
        area: p.area,
        measurement: p.measurement ?? null,
        result: r
          ? {
              finding: r.finding,
              note: r.note,
              measurementTenths: r.measurementTenths,
              measurementText:
                r.measurementTenths !== null && p.measurement
                  ? formatMeasurement(p.measurement, r.measurementTenths)
                  : null,
              estimateLineId: r.estimateLineId,
              recommended: r.recommendationId !== null,
            }
          : null,
        photos: photos
          .filter((ph) => ph.pointId === p.id)
          .map((ph) => ({
            id: ph.id,
            url: healthCheckPhotoPath(bookingId, ph.id),
            width: ph.width,
            height: ph.height,
          })),
      };
    }),
  };
}

/**
 * Locks the booking, refuses a cancelled one, and reads its health check, if started.
 * @returns the booking and the check (undefined while no point has been recorded)
 * @throws HealthCheckError when the booking is cancelled or the report is done; BillingError
 *   when the booking does not exist
 */
async function lockOpenCheck(
  tx: DbOrTx,
  bookingId: string,
): Promise<{ booking: BookingRow; check: HealthCheckRow | undefined }> {
  const booking = await lockJobCardBooking(tx, bookingId);
  if (booking.status === "cancelled") throw new HealthCheckError(HEALTH_CHECK_MESSAGES.cancelled);
  const [check] = await tx.select().from(healthChecks).where(eq(healthChecks.bookingId, bookingId));
  if (check?.completedAt) throw new HealthCheckError(HEALTH_CHECK_MESSAGES.alreadyDone);
  return { booking, check };
}

/**
 * Locks the booking, refuses a cancelled one, and returns its health check (made on first use).
 * @throws HealthCheckError when the booking is cancelled or the report is done; BillingError
 *   when the booking does not exist
 */
async function openCheck(
  tx: DbOrTx,
  bookingId: string,
  userId: string,
): Promise<{ booking: BookingRow; check: HealthCheckRow }> {
  const open = await lockOpenCheck(tx, bookingId);
  if (open.check) return { booking: open.booking, check: open.check };
  await tx.insert(healthChecks).values({ bookingId, startedBy: userId }).onConflictDoNothing();
  const [check] = await tx.select().from(healthChecks).where(eq(healthChecks.bookingId, bookingId));
  return { booking: open.booking, check: check! };
}

/**
 * Refuses a point's photo past {@link HEALTH_PHOTOS_PER_POINT}.
 * @throws HealthCheckError (field "photo") when the point already holds that many
 */
async function refuseFullPoint(tx: DbOrTx, checkId: string, pointId: string): Promise<void> {
  const n = await tx.$count(
    healthCheckPhotos,
    and(eq(healthCheckPhotos.healthCheckId, checkId), eq(healthCheckPhotos.pointId, pointId)),
  );
  if (n >= HEALTH_PHOTOS_PER_POINT)
    throw new HealthCheckError(HEALTH_CHECK_MESSAGES.photoCount, "photo");
}

/**
 * Records one point (docs/product.md#health-check): its finding, note and measurement, replacing
 * what was recorded before, and a photo when one is sent (converted as the job card's photos
 * are: WebP, at most 1600 px, no metadata). With a photo, the booking, the report and the point's
 * photos are checked before the image is decoded, so a refused post costs no decoding; point and
 * photo are then written in one transaction with the booking's row locked and checked again (no
 * lock is held while the image is decoded).
 * @param bookingId the booking; `userId` the technician or admin
 * @param values the parsed point form
 * @param photo the uploaded bytes, if any
 * @param store where photos go (default the app's photo store)
 * @throws HealthCheckError for a cancelled booking, a done report, or a point's
 *   {@link HEALTH_PHOTOS_PER_POINT}+1st photo (field "photo"), before any photo is decoded;
 *   BillingError (field "photo") for a photo that is not a JPEG, PNG or WebP image or is over
 *   10 MB
 */
export async function recordPoint(
  bookingId: string,
  userId: string,
  values: PointValues,
  photo: Buffer | null = null,
  store: FileStore = getFileStore(),
): Promise<void> {
  if (photo)
    await getDb().transaction(async (tx) => {
      const { check } = await lockOpenCheck(tx, bookingId);
      if (check) await refuseFullPoint(tx, check.id, values.pointId);
    });
  const image = photo ? await processPhoto(photo) : null;
  await getDb().transaction(async (tx) => {
    const { check } = await openCheck(tx, bookingId, userId);
    const row = {
      finding: values.finding,
      note: values.note || null,
      measurementTenths: values.measurementTenths,
      recordedBy: userId,
      recordedAt: new Date(),
    };
    await tx
      .insert(healthCheckResults)
      .values({ healthCheckId: check.id, pointId: values.pointId, ...row })
      .onConflictDoUpdate({
        target: [healthCheckResults.healthCheckId, healthCheckResults.pointId],
        set: row,
      });
    if (!image) return;
    await refuseFullPoint(tx, check.id, values.pointId);
    const stored = await storePhoto(store, `bookings/${bookingId}/health-check`, image);
    await tx.insert(healthCheckPhotos).values({
      ...stored,
      healthCheckId: check.id,
      pointId: values.pointId,
      uploadedBy: userId,
    });
  });
}

/**
 * Marks the report done (docs/product.md#health-check): every one of the 25 points must be
 * recorded. In the same transaction the customer's "report ready" message is queued (outbox,
 * docs/decisions/0009) and each "Keep an eye on" point becomes an open recommendation on the
 * booking's car, suggested {@link HEALTH_WATCH_DAYS} days later (none for a booking without a
 * car). A done report no longer changes.
 * @param bookingId the booking; `userId` the technician or admin
 * @param now when it is done
 * @throws HealthCheckError when a point is still to do, the report is already done or the
 *   booking is cancelled
 */
export async function completeHealthCheck(
  bookingId: string,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const { booking, check } = await openCheck(tx, bookingId, userId);
    const results = await tx
      .select()
      .from(healthCheckResults)
      .where(eq(healthCheckResults.healthCheckId, check.id));
    const missing = healthPoints.length - results.length;
    if (missing > 0) throw new HealthCheckError(HEALTH_CHECK_MESSAGES.notAllRecorded(missing));
    await tx
      .update(healthChecks)
      .set({ completedAt: now, completedBy: userId })
      .where(eq(healthChecks.id, check.id));
    const watch = healthPoints.flatMap((p) => {
      const r = results.find((x) => x.pointId === p.id);
      return r?.finding === "watch" && !r.recommendationId ? [{ point: p, result: r }] : [];
    });
    const ids = await recommendFromFindings(
      tx,
      bookingId,
      watch.map(({ point, result }) =>
        result.note ? `${point.label}: ${result.note}` : point.label,
      ),
      now,
      HEALTH_WATCH_DAYS,
    );
    for (const [i, id] of ids.entries())
      await tx
        .update(healthCheckResults)
        .set({ recommendationId: id })
        .where(eq(healthCheckResults.id, watch[i]!.result.id));
    await queueCustomerBookingMessages(tx, "health_check_ready", booking);
  });
}

/**
 * One step from a point that needs attention to an estimate line (docs/product.md#health-check):
 * a revised estimate is sent with the newest version's lines and a labour line for the point
 * (SAC 998714, quantity 1, GST at the default rate, the point's name and note as description),
 * and the point remembers the line, all in one transaction.
 * @param bookingId the booking; `adminId` the admin sending it
 * @param pointId the catalogue point
 * @param unitPricePaise the line's price before GST, in paise
 * @param now when it is sent
 * @returns the new estimate version
 * @throws HealthCheckError when the point is not recorded as "Needs attention" or is already on
 *   the estimate; BillingError when the booking is cancelled or the estimate is full
 */
export async function addPointToEstimate(
  bookingId: string,
  adminId: string,
  pointId: string,
  unitPricePaise: number,
  now: Date = new Date(),
): Promise<number> {
  const point = getHealthPoint(pointId);
  if (!point) throw new HealthCheckError(HEALTH_CHECK_MESSAGES.point);
  return getDb().transaction(async (tx) => {
    await lockJobCardBooking(tx, bookingId);
    const [result] = await tx
      .select({
        id: healthCheckResults.id,
        finding: healthCheckResults.finding,
        note: healthCheckResults.note,
        estimateLineId: healthCheckResults.estimateLineId,
      })
      .from(healthCheckResults)
      .innerJoin(healthChecks, eq(healthChecks.id, healthCheckResults.healthCheckId))
      .where(and(eq(healthChecks.bookingId, bookingId), eq(healthCheckResults.pointId, pointId)));
    if (result?.finding !== "attention")
      throw new HealthCheckError(HEALTH_CHECK_MESSAGES.notAttention);
    if (result.estimateLineId) throw new HealthCheckError(HEALTH_CHECK_MESSAGES.alreadyOnEstimate);
    const description = (result.note ? `${point.label}: ${result.note}` : point.label).slice(
      0,
      200,
    );
    const { version, lineId } = await sendEstimateWithLine(
      tx,
      bookingId,
      adminId,
      {
        kind: "labour",
        description,
        hsnSac: SAC_MOTOR_VEHICLE_REPAIR,
        quantityHundredths: 100,
        unitPricePaise,
        gstRatePercent: DEFAULT_GST_RATE,
        warranty: null,
      },
      now,
    );
    await tx
      .update(healthCheckResults)
      .set({ estimateLineId: lineId })
      .where(eq(healthCheckResults.id, result.id));
    return version;
  });
}

/**
 * A health-check photo's file, for the photo route (which has checked who asks), as a stream.
 * @param bookingId the booking the URL names; `photoId` the photo
 * @returns the WebP file, or null when the photo is not of this booking's check or is gone
 * @throws the store's error when it cannot be read
 */
export async function readHealthCheckPhoto(
  bookingId: string,
  photoId: string,
  store: FileStore = getFileStore(),
): Promise<StoredFile | null> {
  const [row] = await getDb()
    .select({ key: healthCheckPhotos.storageKey })
    .from(healthCheckPhotos)
    .innerJoin(healthChecks, eq(healthChecks.id, healthCheckPhotos.healthCheckId))
    .where(and(eq(healthCheckPhotos.id, photoId), eq(healthChecks.bookingId, bookingId)));
  return row ? store.open(row.key) : null;
}
