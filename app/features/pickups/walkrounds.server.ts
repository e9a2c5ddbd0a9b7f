/**
 * The walk-rounds of a booking's car (docs/product.md#check-in): the check-in at pickup (odometer,
 * fuel in eighths, belongings, notes, up to {@link WALKROUND_LIMITS}.maxPhotos damage photos) and,
 * at drop, "returned as received": recording them, reading them, and their photos. The customer
 * confirms each with a code (`walkround-codes.server.ts`); once confirmed the record never
 * changes, as an issued invoice does not (docs/decisions/0010). Photos go through the job card's
 * photo rules and store (`inPhotoTransaction`), kept among the booking's photos.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import {
  bookingPhotos,
  bookings,
  pickupLegs,
  walkroundPhotos,
  walkrounds,
  type WalkroundRow,
} from "~/db/schema";
import type { WalkroundKind } from "~/catalog/pickup-legs";
import { getDb, type DbOrTx } from "~/lib/db.server";
import type { StaffUser } from "~/lib/auth.server";
import { isUuid } from "~/lib/text-rules";
import { inPhotoTransaction, readBookingPhoto, storePhoto } from "~/features/photos/photos.server";
import { getFileStore, type FileStore } from "~/lib/file-store.server";
import type { StoredFile } from "~/lib/file-store.server";
import { STAFF_NOTICES, WALKROUND_LIMITS, WALKROUND_MESSAGES } from "./pickup-schema";
import { lockBooking } from "~/lib/booking-lock.server";
import { lockLeg } from "./leg-changes.server";

/** A walk-round as the staff screen and the customer's booking page show it. */
export interface WalkroundView {
  id: string;
  kind: WalkroundKind;
  odometerKm: number | null;
  fuelEighths: number | null;
  belongings: string[];
  belongingsOther: string | null;
  notes: string | null;
  /** The damage photos' ids, oldest first (served by the booking's photo route). */
  photoIds: string[];
  /** ISO instant the customer confirmed it; null while open. */
  confirmedAt: string | null;
  /** Whether a code was sent and still works (not expired, tries left). */
  codeLive: boolean;
}

/** Why a walk-round change was refused, with the message to show. */
export class WalkroundError extends Error {
  /**
   * @param message the text shown to the driver (from `WALKROUND_MESSAGES`)
   * @param field the form field it belongs to, if any
   * @param status 404 for a leg not the driver's, 409 for the rules, 429 when rate limited
   */
  constructor(
    message: string,
    readonly field?: string,
    readonly status: 404 | 409 | 429 = 409,
  ) {
    super(message);
  }
}

function toView(row: WalkroundRow, photoIds: string[], now: Date): WalkroundView {
  return {
    id: row.id,
    kind: row.kind,
    odometerKm: row.odometerKm,
    fuelEighths: row.fuelEighths,
    belongings: row.belongings,
    belongingsOther: row.belongingsOther,
    notes: row.notes,
    photoIds,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    codeLive: Boolean(
      row.codeHash &&
      row.codeExpiresAt &&
      row.codeExpiresAt > now &&
      row.codeTries < WALKROUND_LIMITS.codeTries,
    ),
  };
}

/**
 * A booking's walk-rounds, check-in first.
 * @param bookingId the booking (the caller has checked who asks)
 * @returns those recorded so far, each with its photos
 */
export async function walkroundsOfBooking(
  bookingId: string,
  db: DbOrTx = getDb(),
): Promise<WalkroundView[]> {
  // Both read by the booking, side by side (one wave).
  const [rows, photos] = await Promise.all([
    db
      .select()
      .from(walkrounds)
      .where(eq(walkrounds.bookingId, bookingId))
      .orderBy(asc(walkrounds.kind)),
    db
      .select({ walkroundId: walkroundPhotos.walkroundId, photoId: walkroundPhotos.photoId })
      .from(walkroundPhotos)
      .innerJoin(walkrounds, eq(walkrounds.id, walkroundPhotos.walkroundId))
      .where(eq(walkrounds.bookingId, bookingId))
      .orderBy(asc(walkroundPhotos.createdAt)),
  ]);
  const now = new Date();
  return rows.map((r) =>
    toView(
      r,
      photos.filter((p) => p.walkroundId === r.id).map((p) => p.photoId),
      now,
    ),
  );
}

/**
 * Whose walk-round a form is about: a leg on the staff screen (its driver's own, any for an
 * admin), or a booking at the counter (an admin, for a car driven in).
 */
export type WalkroundTarget =
  | { via: "leg"; staff: StaffUser; legId: string }
  | { via: "counter"; adminId: string; bookingId: string };

/** A target once locked: its booking, the walk-round it records, and who acts. */
export interface LockedTarget {
  bookingId: string;
  kind: WalkroundKind;
  actorId: string;
}

/**
 * Locks the target's booking and leg (a driver's own; an admin's any; `lockLeg`) or the booking
 * at the counter, or throws the 404 the route answers. A pickup leg and the counter record the
 * check-in; a drop leg the return. A cancelled booking's walk-rounds are closed with its legs
 * (docs/product.md#pickups-legs).
 * @param tx the transaction of the change
 * @param target the leg or the booking the form is about
 * @returns the booking, the walk-round's kind and the actor
 * @throws WalkroundError 404 for a leg not the driver's, a booking or leg that does not exist;
 *   409 for a cancelled booking
 */
export async function lockTarget(tx: DbOrTx, target: WalkroundTarget): Promise<LockedTarget> {
  const notFound = () => new WalkroundError("Not found", undefined, 404);
  const cancelled = () => new WalkroundError(STAFF_NOTICES.cancelled);
  if (target.via === "counter") {
    const booking = isUuid(target.bookingId) ? await lockBooking(tx, target.bookingId) : undefined;
    if (!booking) throw notFound();
    if (booking.status === "cancelled") throw cancelled();
    return { bookingId: booking.id, kind: "check_in", actorId: target.adminId };
  }
  const { staff, legId } = target;
  const locked = isUuid(legId) ? await lockLeg(tx, legId) : undefined;
  if (!locked || (!staff.isAdmin && locked.leg.driverId !== staff.id)) throw notFound();
  if (locked.booking.status === "cancelled") throw cancelled();
  const { leg } = locked;
  return {
    bookingId: leg.bookingId,
    kind: leg.kind === "pickup" ? "check_in" : "return",
    actorId: staff.id,
  };
}

/**
 * Locks the target's walk-round, if recorded; refuses a confirmed one (docs/decisions/0010).
 * @param tx the transaction of the change
 * @param at the locked target
 * @returns the walk-round's row, or undefined while none is recorded
 * @throws WalkroundError 409 when it is already confirmed
 */
export async function lockOpenWalkround(
  tx: DbOrTx,
  at: LockedTarget,
): Promise<WalkroundRow | undefined> {
  const [row] = await tx
    .select()
    .from(walkrounds)
    .where(and(eq(walkrounds.bookingId, at.bookingId), eq(walkrounds.kind, at.kind)))
    .for("update");
  if (row?.confirmedAt) throw new WalkroundError(WALKROUND_MESSAGES.locked);
  return row;
}

/**
 * Writes what a form records into the target's walk-round (created when there is none yet), as
 * recorded by the actor now. A change voids any code sent: the customer confirms what they were
 * shown (docs/product.md#check-in).
 * @param fields the record's columns the form sets
 * @throws WalkroundError 409 when the walk-round is already confirmed
 */
async function writeOpenWalkround(
  tx: DbOrTx,
  at: LockedTarget,
  fields: Partial<
    Pick<
      typeof walkrounds.$inferInsert,
      "odometerKm" | "fuelEighths" | "belongings" | "belongingsOther" | "notes"
    >
  >,
): Promise<void> {
  const row = await lockOpenWalkround(tx, at);
  const record = {
    ...fields,
    recordedBy: at.actorId,
    codeHash: null,
    codeExpiresAt: null,
    codeTries: 0,
    updatedAt: new Date(),
  };
  if (row) await tx.update(walkrounds).set(record).where(eq(walkrounds.id, row.id));
  else await tx.insert(walkrounds).values({ ...record, bookingId: at.bookingId, kind: at.kind });
}

/** What the check-in form records. */
export interface CheckInValues {
  km: number;
  fuelEighths: number;
  belongings: string[];
  belongingsOther: string;
  notes: string;
}

/**
 * Records (or corrects, while unconfirmed) the check-in of a pickup leg or at the counter. A
 * change after a code was sent voids that code: the customer confirms what they were shown.
 * @param target a pickup leg, or a booking at the counter
 * @param values the form's checked values
 * @throws WalkroundError: 404 for a leg not theirs, 409 for a drop leg or a confirmed check-in
 */
export async function saveCheckIn(target: WalkroundTarget, values: CheckInValues): Promise<void> {
  await getDb().transaction(async (tx) => {
    const at = await lockTarget(tx, target);
    if (at.kind !== "check_in") throw new WalkroundError(WALKROUND_MESSAGES.noCheckIn);
    await writeOpenWalkround(tx, at, {
      odometerKm: values.km,
      fuelEighths: values.fuelEighths,
      belongings: values.belongings,
      belongingsOther: values.belongings.includes("other") ? values.belongingsOther || null : null,
      notes: values.notes || null,
    });
  });
}

/**
 * Records (or corrects, while unconfirmed) the drop's "returned as received" notes.
 * @param target a drop leg
 * @throws WalkroundError: 404 for a leg not theirs, 409 for a pickup leg or a confirmed return
 */
export async function saveReturn(target: WalkroundTarget, notes: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const at = await lockTarget(tx, target);
    if (at.kind !== "return") throw new WalkroundError(WALKROUND_MESSAGES.noCheckIn);
    await writeOpenWalkround(tx, at, { notes: notes || null });
  });
}

/**
 * Checks a check-in may take one more damage photo: locks the target (`lockTarget`) and its
 * open check-in, and counts its photos.
 * @param tx the transaction
 * @param target a pickup leg, or a booking at the counter
 * @returns the locked target and the check-in's row
 * @throws WalkroundError (404; 409 for a cancelled booking, or at "photo": no check-in yet,
 *   confirmed, {@link WALKROUND_LIMITS}.maxPhotos already)
 */
async function lockPhotoSlot(tx: DbOrTx, target: WalkroundTarget) {
  const at = await lockTarget(tx, target);
  if (at.kind !== "check_in") throw new WalkroundError(WALKROUND_MESSAGES.noCheckIn, "photo");
  const row = await lockOpenWalkround(tx, at);
  if (!row) throw new WalkroundError(WALKROUND_MESSAGES.noCheckIn, "photo");
  const n = await tx.$count(walkroundPhotos, eq(walkroundPhotos.walkroundId, row.id));
  if (n >= WALKROUND_LIMITS.maxPhotos)
    throw new WalkroundError(WALKROUND_MESSAGES.photoCount, "photo");
  return { at, row };
}

/**
 * Adds a damage photo to a pickup leg's unconfirmed check-in: checked and re-encoded by the job
 * card's rules (JPEG, PNG or WebP up to 10 MB, WebP at most 1600 px, no metadata), at most
 * {@link WALKROUND_LIMITS}.maxPhotos per check-in. The target is checked before the image is
 * decoded (a leg not theirs, a cancelled booking, a confirmed or full check-in cost no decoding),
 * then checked again under the locks that write the photo, since no lock is held while the image
 * is decoded (`inPhotoTransaction`).
 * @param target a pickup leg, or a booking at the counter
 * @param input the uploaded bytes
 * @returns the photo's id
 * @throws WalkroundError (404; 409 for a cancelled booking, or at "photo": no check-in yet,
 *   confirmed, 12 already), before the image is decoded; BillingError (field "photo") for a
 *   wrong type or size
 */
export async function addCheckInPhoto(
  target: WalkroundTarget,
  input: Buffer,
  store: FileStore = getFileStore(),
): Promise<string> {
  await getDb().transaction((tx) => lockPhotoSlot(tx, target));
  return inPhotoTransaction(input, async (tx, photo) => {
    const { at, row } = await lockPhotoSlot(tx, target);
    const { id, ...file } = await storePhoto(store, `bookings/${at.bookingId}`, photo);
    await tx
      .insert(bookingPhotos)
      .values({ id, ...file, bookingId: at.bookingId, uploadedBy: at.actorId });
    await tx.insert(walkroundPhotos).values({ walkroundId: row.id, photoId: id });
    // A new photo voids a code already sent: the customer confirms what they were shown.
    await tx
      .update(walkrounds)
      .set({ codeHash: null, codeExpiresAt: null, codeTries: 0, updatedAt: new Date() })
      .where(eq(walkrounds.id, row.id));
    return id;
  });
}

/**
 * A walk-round photo of a leg's booking, for its driver (an admin: any leg), while the booking is
 * not cancelled (docs/product.md#pickups-legs).
 * @param staff the signed-in driver or admin; `legId` and `photoId` the URL's ids
 * @returns the file, or null for a leg not theirs, a leg of a cancelled booking, a photo not of
 *   its booking's walk-rounds, or malformed ids alike
 */
export async function legPhotoForStaff(
  staff: StaffUser,
  legId: string,
  photoId: string,
): Promise<StoredFile | null> {
  if (!isUuid(legId) || !isUuid(photoId)) return null;
  const [row] = await getDb()
    .select({ bookingId: pickupLegs.bookingId })
    .from(pickupLegs)
    .innerJoin(bookings, eq(bookings.id, pickupLegs.bookingId))
    .innerJoin(walkrounds, eq(walkrounds.bookingId, pickupLegs.bookingId))
    .innerJoin(walkroundPhotos, eq(walkroundPhotos.walkroundId, walkrounds.id))
    .where(
      and(
        eq(pickupLegs.id, legId),
        eq(walkroundPhotos.photoId, photoId),
        staff.isAdmin ? undefined : eq(pickupLegs.driverId, staff.id),
        ne(bookings.status, "cancelled"),
      ),
    )
    .limit(1);
  return row ? readBookingPhoto(row.bookingId, photoId) : null;
}
