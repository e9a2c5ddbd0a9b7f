/**
 * Tax invoices (docs/decisions/0010): issuing one from the approved lines of a completed
 * booking's newest estimate under a gapless number per financial year, cancelling one with a
 * reason, and the workshop as an invoice prints it. The caller checks `requireAdmin` first.
 */
import { and, eq } from "drizzle-orm";
import { invoiceCounters, invoices, type InvoiceLine, type InvoiceSeller } from "~/db/schema";
import { addressLine, type BusinessFacts } from "~/catalog/business";
import { gstStateName, HOME_STATE_CODE } from "~/catalog/gstin";
import { getDb } from "~/lib/db.server";
import { billedFigures, latestEstimate, withWarrantyNotes } from "./estimates.server";
import { computeTaxes } from "./gst";
import { loadBookingOffers } from "./booking-offers.server";
import { chooseDiscount, discountNote } from "./discounts";
import { financialYear, invoiceNumber } from "./invoice-rules";
import { BillingError } from "./billing-error";
import { lockJobCardBooking } from "./billing-lock.server";
import { nextSerial } from "./serial-numbers.server";
import { BILLING_MESSAGES } from "./billing-schema";

/**
 * Issues the tax invoice of a completed booking from the approved lines of its newest
 * estimate (docs/decisions/0010), each line discounted by the booking's offers in force
 * (docs/decisions/0023: the larger offer wins). In one transaction: the booking row is
 * locked (one invoice at a time per booking), the financial year's counter row is created
 * if needed and locked with SELECT … FOR UPDATE, the next number is taken and the invoice
 * is written with everything it prints. A failure rolls the counter back with it, so
 * numbers have no gaps; concurrent issuers queue on the counter row, so none repeats.
 * @param bookingId the booking; `adminId` who issues
 * @param input the customer's state code (CGST+SGST when "36", else IGST) and GSTIN ("" for none)
 * @param seller the workshop as printed (legal name, GSTIN, address, state)
 * @param now the issue time (its financial year numbers the invoice)
 * @returns the new invoice's id and number
 * @throws BillingError when the booking is not completed, has a live invoice already, or
 *   has no approved line
 */
export async function issueInvoice(
  bookingId: string,
  adminId: string,
  input: { customerStateCode: string; customerGstin: string },
  seller: InvoiceSeller,
  now: Date = new Date(),
): Promise<{ id: string; number: string }> {
  return getDb().transaction(async (tx) => {
    const booking = await lockJobCardBooking(tx, bookingId);
    if (booking.status !== "completed") throw new BillingError(BILLING_MESSAGES.notCompleted);
    const [live] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.bookingId, bookingId), eq(invoices.status, "issued")));
    if (live) throw new BillingError(BILLING_MESSAGES.alreadyInvoiced);
    const { estimate, lines: answered } = await latestEstimate(tx, bookingId, "approved");
    if (!estimate || answered.length === 0)
      throw new BillingError(BILLING_MESSAGES.nothingApproved);
    // docs/product.md#warranty-rework: a rework line's note is printed on the invoice.
    const approved = await withWarrantyNotes(tx, answered);

    const intraState = input.customerStateCode === HOME_STATE_CODE;
    // docs/decisions/0023: the booking's offers discount the lines at supply; the larger wins.
    const chosen = chooseDiscount(approved, await loadBookingOffers(bookingId, tx));
    const { lines, totals } = computeTaxes(approved, intraState, chosen?.percentFor);
    const fy = financialYear(now);
    const sequence = await nextSerial(tx, invoiceCounters, fy);
    const number = invoiceNumber(fy, sequence);
    const [row] = await tx
      .insert(invoices)
      .values({
        bookingId,
        estimateId: estimate.id,
        number,
        financialYear: fy,
        sequence,
        issuedAt: now,
        issuedBy: adminId,
        seller,
        customerName: booking.customerName,
        customerAddress: booking.address,
        customerGstin: input.customerGstin || null,
        customerStateCode: input.customerStateCode,
        lines: lines.map((l): InvoiceLine => ({ estimateLineId: l.id, ...billedFigures(l) })),
        taxablePaise: totals.taxablePaise,
        cgstPaise: totals.cgstPaise,
        sgstPaise: totals.sgstPaise,
        igstPaise: totals.igstPaise,
        totalPaise: totals.totalPaise,
        discountNote: chosen ? discountNote(chosen.offers) : null,
      })
      .returning({ id: invoices.id });
    return { id: row!.id, number };
  });
}

/**
 * Cancels an issued invoice with a reason (docs/decisions/0010: its number stays used; a corrected
 * invoice is issued afresh). The database trigger allows this one change and no other.
 * @param invoiceId the invoice; `adminId` who cancels; `reason` why; `now` when
 * @throws BillingError when the invoice does not exist or is already cancelled
 */
export async function cancelInvoice(
  invoiceId: string,
  adminId: string,
  reason: string,
  now: Date = new Date(),
): Promise<void> {
  const done = await getDb()
    .update(invoices)
    .set({ status: "cancelled", cancelledAt: now, cancelReason: reason, cancelledBy: adminId })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "issued")))
    .returning({ id: invoices.id });
  if (done.length === 0) throw new BillingError(BILLING_MESSAGES.invoiceNotIssued);
}

/**
 * The booking an invoice belongs to, for checking an admin's form against the page's booking.
 * @param invoiceId the invoice named by the form
 * @returns the booking id, or null for an unknown invoice
 */
export async function bookingOfInvoice(invoiceId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ bookingId: invoices.bookingId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.bookingId ?? null;
}

/**
 * The workshop as an invoice prints it, from the effective business facts
 * (`BUSINESS_LEGAL_NAME`, `BUSINESS_GSTIN`; Telangana, state code 36).
 * @param business the effective facts
 * @returns the seller block
 */
export function invoiceSeller(business: BusinessFacts): InvoiceSeller {
  return {
    legalName: business.legalName,
    gstin: business.gstin,
    address: addressLine(business.address),
    stateCode: HOME_STATE_CODE,
    stateName: gstStateName(HOME_STATE_CODE),
    phone: business.phone,
    email: business.email,
  };
}
