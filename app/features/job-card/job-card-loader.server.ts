/**
 * Reads a booking's whole job card (docs/decisions/0010): every estimate version, the
 * inspection photos and the tax invoices with their payments, as the booking page, /admin and
 * the customer's data export show them.
 */
import { asc, eq } from "drizzle-orm";
import { bookingPhotoPath } from "~/catalog/navigation";
import type { BusinessFacts } from "~/catalog/business";
import { bookingPhotos } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { loadEstimates, type EstimateView } from "~/features/billing/estimates.server";
import { loadInvoices, type InvoiceView } from "~/features/billing/invoice-views.server";
import { loadBookingOffers } from "~/features/billing/booking-offers.server";
import { loadCreditNotes, type CreditNoteView } from "~/features/billing/credit-notes.server";
import type { BookingOffer } from "~/catalog/discount-offers";

/** A booking's job card: every estimate version (newest first), photos and invoices (newest first). */
export interface JobCardView {
  estimates: EstimateView[];
  /** The booking's offers still in force (docs/product.md#offers-discount). */
  offers: BookingOffer[];
  /** The booking's credit notes with their refunds, oldest first (docs/product.md#credit-notes). */
  creditNotes: CreditNoteView[];
  photos: { id: string; url: string; width: number; height: number; createdAt: string }[];
  invoices: InvoiceView[];
}

/**
 * Everything on a booking's job card. The caller has checked that the reader may see the
 * booking (its customer or an admin).
 * @param bookingId the booking
 * @param business the effective business facts (UPI id and name for the payment link)
 * @returns estimates newest version first, photos oldest first (sizes in pixels), invoices
 *   newest first (amounts in paise)
 */
export async function loadJobCard(
  bookingId: string,
  business: Pick<BusinessFacts, "upiId" | "name">,
): Promise<JobCardView> {
  // The three parts side by side: one wave of queries (docs/decisions/0019).
  const [estimateViews, photoRows, invoiceViews, offers, creditNotes] = await Promise.all([
    loadEstimates(bookingId),
    getDb()
      .select()
      .from(bookingPhotos)
      .where(eq(bookingPhotos.bookingId, bookingId))
      .orderBy(asc(bookingPhotos.createdAt)),
    loadInvoices(bookingId, business),
    loadBookingOffers(bookingId),
    loadCreditNotes(bookingId),
  ]);
  return {
    estimates: estimateViews,
    offers,
    creditNotes,
    photos: photoRows.map((p) => ({
      id: p.id,
      url: bookingPhotoPath(bookingId, p.id),
      width: p.width,
      height: p.height,
      createdAt: p.createdAt.toISOString(),
    })),
    invoices: invoiceViews,
  };
}
