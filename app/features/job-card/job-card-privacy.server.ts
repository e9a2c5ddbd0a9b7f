/**
 * A customer's job cards under India's DPDP Act 2023 (docs/product.md#privacy;
 * docs/decisions/0013): what their data export carries of each booking's job card, and what
 * erasing their account takes from it. The tax invoices, the estimate lines they were issued
 * from and the payments stay as they are: GST law requires the workshop to keep them
 * (docs/decisions/0010).
 */
import { inArray } from "drizzle-orm";
import type { BusinessFacts } from "~/catalog/business";
import { estimates } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { loadJobCard, type JobCardView } from "./job-card-loader.server";
import { forgetBookingPhotos } from "~/features/photos/photos.server";

/** A job card as the customer's export carries it: the card without the QR code's image. */
export type ExportedJobCard = Omit<JobCardView, "invoices"> & {
  invoices: Array<Omit<JobCardView["invoices"][number], "upiQrDataUrl">>;
};

/**
 * A booking's job card for the customer's data export: every estimate version with its lines,
 * note and answers; the inspection photos (their addresses, which the customer can open while
 * signed in); the invoices with their payments (amounts in paise).
 * @param bookingId one of the customer's bookings (the caller has scoped it to them)
 * @param business the effective business facts (the UPI link of a balance due)
 * @returns the job card; empty lists for a booking without one
 */
export async function exportJobCard(
  bookingId: string,
  business: Pick<BusinessFacts, "upiId" | "name">,
): Promise<ExportedJobCard> {
  const card = await loadJobCard(bookingId, business);
  return {
    ...card,
    invoices: card.invoices.map(({ upiQrDataUrl: _image, ...invoice }) => invoice),
  };
}

/**
 * Takes from the job cards of an erased customer's bookings what is about them and not
 * required by law, in the erasing transaction: the estimates' notes (free text the workshop
 * wrote to them) and the inspection photos' records.
 * @param tx the erasing transaction
 * @param bookingIds the customer's bookings
 * @returns the storage keys of the photo files, to remove with `removePhotoFiles` once the
 *   transaction has committed
 */
export async function eraseJobCards(tx: DbOrTx, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  await tx.update(estimates).set({ note: null }).where(inArray(estimates.bookingId, bookingIds));
  return forgetBookingPhotos(tx, bookingIds);
}
