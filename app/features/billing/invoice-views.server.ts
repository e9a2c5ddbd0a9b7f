/**
 * A booking's tax invoices as the booking page, /admin and the PDF show them
 * (docs/decisions/0010): what each prints, its payments, the balance and, while one is due,
 * the UPI link and QR code that pay it. The caller has checked that the reader may see the
 * booking (its customer or an admin).
 */
import { desc, eq } from "drizzle-orm";
import { invoices, type InvoiceLine, type InvoiceRow, type InvoiceSeller } from "~/db/schema";
import type { BusinessFacts } from "~/catalog/business";
import { gstStateName, HOME_STATE_CODE } from "~/catalog/gstin";
import { getDb } from "~/lib/db.server";
import type { TaxTotals } from "./gst";
import { paymentState, upiPayUri, type PaymentState } from "./invoice-rules";
import { paymentsByInvoice, type PaymentView } from "./payments.server";

/** An invoice as shown on the booking page, in /admin and in the PDF. */
export interface InvoiceView extends DocumentParties {
  id: string;
  number: string;
  status: "issued" | "cancelled";
  issuedAt: string;
  lines: InvoiceLine[];
  /** The offer whose discount the lines carry ("First online booking, 10%"); null for none. */
  discountNote: string | null;
  totals: TaxTotals;
  cancelledAt: string | null;
  cancelReason: string | null;
  payments: PaymentView[];
  paidPaise: number;
  balancePaise: number;
  paymentState: PaymentState;
  /** The UPI link for the balance; null once paid or cancelled. */
  upiUri: string | null;
  /** The UPI id it pays (BUSINESS_UPI_ID); null with `upiUri`. */
  upiId: string | null;
  /** The UPI link as a QR code (PNG data URL); null with `upiUri`. */
  upiQrDataUrl: string | null;
}

/** Who a tax document (an invoice or a credit note) is from and to, as printed. */
export interface DocumentParties {
  seller: InvoiceSeller;
  customerName: string;
  customerAddress: string;
  customerGstin: string | null;
  customerStateCode: string;
  customerStateName: string;
  /** True when the place of supply is Telangana: CGST + SGST; else IGST. */
  intraState: boolean;
}

/**
 * The seller and the customer a tax document's row holds, with the customer's state named.
 * @param row an invoice's or credit note's row (copied at issue time)
 */
export function documentParties(
  row: Omit<DocumentParties, "customerStateName" | "intraState">,
): DocumentParties {
  return {
    seller: row.seller,
    customerName: row.customerName,
    customerAddress: row.customerAddress,
    customerGstin: row.customerGstin,
    customerStateCode: row.customerStateCode,
    customerStateName: gstStateName(row.customerStateCode),
    intraState: row.customerStateCode === HOME_STATE_CODE,
  };
}

/** A tax document's totals as its row keeps them, in paise. */
type DocumentTotals = Omit<TaxTotals, "grossPaise" | "discountPaise">;

/**
 * A tax document's totals from its row, with the tax heads summed.
 * @param row an invoice's or credit note's row (paise)
 */
export function documentTotals(row: Omit<DocumentTotals, "taxPaise">): DocumentTotals {
  return {
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    taxPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
    totalPaise: row.totalPaise,
  };
}

/**
 * Turns an invoice row and its payments into the view, with the UPI link and QR code for
 * the balance when one is due.
 * @param row the invoice; `paid` its payments; `upiId` BUSINESS_UPI_ID; `payeeName` the workshop's name
 */
async function toInvoiceView(
  row: InvoiceRow,
  paid: PaymentView[],
  upiId: string,
  payeeName: string,
): Promise<InvoiceView> {
  const paidPaise = paid.reduce((s, p) => s + p.amountPaise, 0);
  const balancePaise = Math.max(0, row.totalPaise - paidPaise);
  const live = row.status === "issued" && balancePaise > 0;
  const upiUri = live
    ? upiPayUri({
        payeeUpiId: upiId,
        payeeName,
        amountPaise: balancePaise,
        invoiceNumber: row.number,
      })
    : null;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    ...documentParties(row),
    lines: row.lines,
    discountNote: row.discountNote,
    totals: {
      grossPaise: row.lines.reduce((sum, l) => sum + (l.grossPaise ?? l.taxablePaise), 0),
      discountPaise: row.lines.reduce((sum, l) => sum + (l.discountPaise ?? 0), 0),
      ...documentTotals(row),
    },
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    payments: paid,
    paidPaise,
    balancePaise,
    paymentState: paymentState(row.totalPaise, paidPaise),
    upiUri,
    upiId: upiUri ? upiId : null,
    upiQrDataUrl: upiUri ? await upiQrDataUrl(upiUri) : null,
  };
}

/**
 * Every invoice of a booking with its payments, for its job card.
 * @param bookingId the booking
 * @param business the effective business facts (UPI id and name for the payment link)
 * @returns the invoices, newest first (amounts in paise)
 */
export async function loadInvoices(
  bookingId: string,
  business: Pick<BusinessFacts, "upiId" | "name">,
): Promise<InvoiceView[]> {
  // Both read by the booking, side by side.
  const [invoiceRows, paid] = await Promise.all([
    getDb()
      .select()
      .from(invoices)
      .where(eq(invoices.bookingId, bookingId))
      .orderBy(desc(invoices.issuedAt)),
    paymentsByInvoice(bookingId),
  ]);
  return Promise.all(
    invoiceRows.map((row) =>
      toInvoiceView(row, paid.get(row.id) ?? [], business.upiId, business.name),
    ),
  );
}

/**
 * The live (not cancelled) invoice of a booking, for the PDF; the newest cancelled one
 * when every invoice was cancelled.
 * @param bookingId the booking
 * @param business the effective business facts (UPI id and name for the payment link)
 * @returns the invoice view, or null when none was ever issued
 */
export async function currentInvoice(
  bookingId: string,
  business: Pick<BusinessFacts, "upiId" | "name">,
): Promise<InvoiceView | null> {
  const all = await loadInvoices(bookingId, business);
  return all.find((i) => i.status === "issued") ?? all[0] ?? null;
}

/**
 * The UPI link's QR code as a PNG data URL (240 px, error correction M), shown beside the
 * invoice (docs/decisions/0010). qrcode is loaded on the first invoice shown, not when the
 * server starts.
 * @param upiUri the `upi://pay?…` link
 * @returns "data:image/png;base64,…"
 */
async function upiQrDataUrl(upiUri: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toDataURL(upiUri, { margin: 1, width: 240, errorCorrectionLevel: "M" });
}
