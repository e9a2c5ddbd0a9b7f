/**
 * The job card's inspection photos of a booking (docs/decisions/0010): at most {@link
 * MAX_PHOTOS_PER_BOOKING} per booking, converted and stored by the photos room's rules; only the
 * booking's customer and admins are served them (the photo route checks).
 */
import { eq } from "drizzle-orm";
import { bookingPhotos } from "~/db/schema";
import { getFileStore, type FileStore } from "~/lib/file-store.server";
import { inPhotoTransaction, storePhoto } from "~/features/photos/photos.server";
import { BILLING_MESSAGES } from "~/features/billing/billing-schema";
import { BillingError } from "~/features/billing/billing-error";
import { lockJobCardBooking } from "~/features/billing/billing-lock.server";

/** Photos one booking may hold. */
export const MAX_PHOTOS_PER_BOOKING = 20;

/**
 * Adds an inspection photo to a booking: converts it, then in one transaction locks the
 * booking, checks the count, stores the file and records it.
 * @param bookingId the booking; `uploadedBy` the admin
 * @param input the uploaded bytes
 * @param store where the file goes (default {@link getFileStore})
 * @returns the photo's id
 * @throws PhotoError (field "photo") for a wrong type or a file over 10 MB; BillingError (field
 *   "photo") for a 21st photo;
 *   when the booking does not exist
 */
export async function addBookingPhoto(
  bookingId: string,
  uploadedBy: string,
  input: Buffer,
  store: FileStore = getFileStore(),
): Promise<string> {
  return inPhotoTransaction(input, async (tx, photo) => {
    await lockJobCardBooking(tx, bookingId);
    const n = await tx.$count(bookingPhotos, eq(bookingPhotos.bookingId, bookingId));
    if (n >= MAX_PHOTOS_PER_BOOKING) throw new BillingError(BILLING_MESSAGES.photoCount, "photo");
    const stored = await storePhoto(store, `bookings/${bookingId}`, photo);
    await tx.insert(bookingPhotos).values({ ...stored, bookingId, uploadedBy });
    return stored.id;
  });
}
