/**
 * Photos, wherever they are taken (the job card's inspection photos, the check-in's damage photos,
 * the health check's, docs/decisions/0010, 0016): JPEG, PNG or WebP up to {@link MAX_PHOTO_BYTES},
 * resized to at most {@link MAX_PHOTO_EDGE} px and re-encoded as WebP by sharp, which writes no
 * EXIF, GPS or other metadata unless asked to; stored in the app's file store (`FileStore`,
 * docs/decisions/0015) and removed from it. Who may see a photo is its own room's rule.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { bookingPhotos } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { getDb } from "~/lib/db.server";
import { getFileStore, type FileStore, type StoredFile } from "~/lib/file-store.server";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PhotoError } from "./photo-rules";

/** The longest edge of a stored photo, in pixels. */
const MAX_PHOTO_EDGE = 1600;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/** A photo checked and converted by {@link processPhoto}: WebP bytes and size in pixels. */
export interface ProcessedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks and converts an uploaded photo.
 * @param input the uploaded bytes
 * @returns the WebP bytes (at most 1600 px on the longest edge, turned upright by its
 *   EXIF orientation, with no metadata) and their size in pixels
 * @throws PhotoError (field "photo") when the file is too large or is not a JPEG, PNG or WebP image
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.byteLength > MAX_PHOTO_BYTES) throw new PhotoError(PHOTO_MESSAGES.size);
  // Loaded on the first upload: sharp holds about 20 MB the idle server need not.
  const { default: sharp } = await import("sharp");
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new PhotoError(PHOTO_MESSAGES.type);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new PhotoError(PHOTO_MESSAGES.type);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({
        width: MAX_PHOTO_EDGE,
        height: MAX_PHOTO_EDGE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new PhotoError(PHOTO_MESSAGES.type);
  }
}

/**
 * Puts a converted photo into the store under a new id (docs/decisions/0010, 0015), as the file
 * `<folder>/<id>.webp`: the step every photo upload (job card, check-in, health check) shares.
 * @param store where the file goes
 * @param folder its booking's folder, e.g. "bookings/<id>" or "bookings/<id>/health-check"
 * @param photo the photo from {@link processPhoto}
 * @returns the fields its record keeps: id, storage key, width and height in pixels, bytes
 * @throws the store's error when the file cannot be written
 */
export async function storePhoto(
  store: FileStore,
  folder: string,
  photo: ProcessedPhoto,
): Promise<{ id: string; storageKey: string; width: number; height: number; bytes: number }> {
  const id = randomUUID();
  const storageKey = `${folder}/${id}.webp`;
  await store.put(storageKey, photo.data);
  return { id, storageKey, width: photo.width, height: photo.height, bytes: photo.data.byteLength };
}

/**
 * Converts an upload ({@link processPhoto}) before any transaction opens, so that no lock is held
 * while sharp works, then runs `record` in one transaction: it checks the count, stores the file
 * ({@link storePhoto}) and records it.
 * @param input the uploaded bytes
 * @param record what the transaction does with the converted photo
 * @returns what `record` returns
 * @throws PhotoError (field "photo") for a wrong type or a file over 10 MB, before the
 *   transaction; what `record` throws (the transaction is rolled back)
 */
export async function inPhotoTransaction<T>(
  input: Buffer,
  record: (tx: DbOrTx, photo: ProcessedPhoto) => Promise<T>,
): Promise<T> {
  const photo = await processPhoto(input);
  return getDb().transaction((tx) => record(tx, photo));
}

/**
 * Removes photo files whose records are gone (after {@link forgetBookingPhotos} has committed).
 * A file that cannot be removed is logged and left: no record points to it, so it is never
 * served again.
 * @param keys the storage keys
 * @param store where the files are (default {@link getFileStore})
 * @returns how many files could not be removed
 */
export async function removePhotoFiles(
  keys: string[],
  store: FileStore = getFileStore(),
): Promise<number> {
  const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
  const failed = results.filter((r) => r.status === "rejected");
  if (failed.length)
    console.error(
      `${failed.length} photo file(s) of an erased customer could not be removed`,
      (failed[0] as PromiseRejectedResult).reason,
    );
  return failed.length;
}

/**
 * A booking's photo file, for the photo route (which has checked who asks), opened as a stream
 * so that serving it holds no whole file in memory.
 * @param bookingId the booking the URL names; `photoId` the photo
 * @returns the WebP file (its bytes as a stream and its size), or null when the photo is not the
 *   booking's or its file is gone
 * @throws the store's error when it cannot be read (the route answers 500)
 */
export async function readBookingPhoto(
  bookingId: string,
  photoId: string,
  store: FileStore = getFileStore(),
): Promise<StoredFile | null> {
  const [row] = await getDb()
    .select({ key: bookingPhotos.storageKey })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, bookingId)));
  return row ? store.open(row.key) : null;
}

/**
 * Forgets the inspection photos of bookings whose customer is erased (docs/product.md#privacy;
 * docs/decisions/0013): their records go in the caller's transaction; their files go with
 * {@link removePhotoFiles} once it has committed, so a rolled-back erasure loses no photo.
 * @param tx the erasing transaction
 * @param bookingIds the customer's bookings
 * @returns the storage keys of the files to remove
 */
export async function forgetBookingPhotos(tx: DbOrTx, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const removed = await tx
    .delete(bookingPhotos)
    .where(inArray(bookingPhotos.bookingId, bookingIds))
    .returning({ key: bookingPhotos.storageKey });
  return removed.map((r) => r.key);
}
