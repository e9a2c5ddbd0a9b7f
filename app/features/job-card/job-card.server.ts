/**
 * The job card's data: estimate versions and their lines, the customer's decisions,
 * tax invoices with gapless numbers, and payments (docs/decisions/0010). Callers check who may act
 * first: `requireAdmin` for the admin's writes, the booking's owner for decisions ({@link
 * decideLines} checks it again).
 */
import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import QRCode from "qrcode";
import {
  bookingPhotos,
  bookings,
  estimateLines,
  estimates,
  invoiceCounters,
  invoices,
  payments,
  type BookingRow,
  type EstimateLineRow,
  type InvoiceLine,
  type InvoiceRow,
  type InvoiceSeller,
} from "~/db/schema";
import { addressLine, type BusinessFacts } from "~/catalog/business";
import type { DbOrTx } from "~/lib/db.server";
import { getDb } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import { gstStateName, HOME_STATE_CODE } from "~/catalog/gstin";
import { computeTaxes, type TaxTotals } from "./gst";
import {
  financialYear,
  invoiceNumber,
  paymentState,
  upiPayUri,
  type PaymentMethod,
  type PaymentState,
} from "./invoice-rules";
import { JOB_CARD_MESSAGES, type EstimateLineValues } from "./job-card-schema";

/** A refused job-card action: the message to show, and the field it belongs to when there is one. */
export class JobCardError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Locks a booking's row for the rest of the transaction, so changes to one job card (an
 * estimate, an invoice, a photo) run one after another.
 * @param tx the open transaction
 * @param bookingId the booking
 * @returns the booking's row
 * @throws JobCardError when the booking does not exist
 */
export async function lockJobCardBooking(tx: DbOrTx, bookingId: string): Promise<BookingRow> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (!booking) throw new JobCardError(JOB_CARD_MESSAGES.bookingNotFound);
  return booking;
}

// ---------------------------------------------------------------- views

/** An estimate line with its figures (paise, as an invoice would bill it) and the customer's answer. */
export type EstimateLineView = Omit<InvoiceLine, "estimateLineId"> & {
  id: string;
  position: number;
  decision: "approved" | "declined" | null;
  decidedAt: string | null;
};

/** One estimate version with its lines and totals (estimated as a supply within Telangana). */
export interface EstimateView {
  id: string;
  version: number;
  note: string | null;
  sentAt: string;
  decidedAt: string | null;
  lines: EstimateLineView[];
  totals: TaxTotals;
  /** Totals of the approved lines only. */
  approvedTotals: TaxTotals;
}

/** A payment as shown. */
export interface PaymentView {
  id: string;
  method: PaymentMethod;
  amountPaise: number;
  reference: string | null;
  paidOn: string;
  createdAt: string;
}

/** An invoice as shown on the booking page, in /admin and in the PDF. */
export interface InvoiceView {
  id: string;
  number: string;
  status: "issued" | "cancelled";
  issuedAt: string;
  seller: InvoiceSeller;
  customerName: string;
  customerAddress: string;
  customerGstin: string | null;
  customerStateCode: string;
  customerStateName: string;
  intraState: boolean;
  lines: InvoiceLine[];
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

/** A booking's job card: every estimate version (newest first), photos and invoices (newest first). */
export interface JobCardView {
  estimates: EstimateView[];
  photos: { id: string; url: string; width: number; height: number; createdAt: string }[];
  invoices: InvoiceView[];
}

function toLineView(
  row: EstimateLineRow,
  taxed: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  },
): EstimateLineView {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    description: row.description,
    hsnSac: row.hsnSac,
    quantityHundredths: row.quantityHundredths,
    unitPricePaise: row.unitPricePaise,
    gstRatePercent: row.gstRatePercent,
    taxablePaise: taxed.taxablePaise,
    cgstPaise: taxed.cgstPaise,
    sgstPaise: taxed.sgstPaise,
    igstPaise: taxed.igstPaise,
    totalPaise: taxed.totalPaise,
    decision: row.decision,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The URL of an inspection photo: served by the booking's photo route, which checks who asks.
 * @returns "/booking/<bookingId>/photos/<photoId>"
 */
export function photoUrl(bookingId: string, photoId: string): string {
  return `/booking/${bookingId}/photos/${photoId}`;
}

/**
 * The invoice's PDF address (docs/decisions/0010).
 * @returns "/booking/<bookingId>/invoice.pdf"
 */
export function invoicePdfUrl(bookingId: string): string {
  return `/booking/${bookingId}/invoice.pdf`;
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
    seller: row.seller,
    customerName: row.customerName,
    customerAddress: row.customerAddress,
    customerGstin: row.customerGstin,
    customerStateCode: row.customerStateCode,
    customerStateName: gstStateName(row.customerStateCode),
    intraState: row.customerStateCode === HOME_STATE_CODE,
    lines: row.lines,
    totals: {
      taxablePaise: row.taxablePaise,
      cgstPaise: row.cgstPaise,
      sgstPaise: row.sgstPaise,
      igstPaise: row.igstPaise,
      taxPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
      totalPaise: row.totalPaise,
    },
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    payments: paid,
    paidPaise,
    balancePaise,
    paymentState: paymentState(row.totalPaise, paidPaise),
    upiUri,
    upiId: upiUri ? upiId : null,
    upiQrDataUrl: upiUri
      ? await QRCode.toDataURL(upiUri, { margin: 1, width: 240, errorCorrectionLevel: "M" })
      : null,
  };
}

/**
 * Everything on a booking's job card. The caller has checked that the reader may see the
 * booking (its customer or an admin).
 * @param bookingId the booking
 * @param business the effective business facts (UPI id and name for the payment link)
 * @returns estimates newest version first, photos oldest first, invoices newest first
 */
export async function loadJobCard(
  bookingId: string,
  business: Pick<BusinessFacts, "upiId" | "name">,
): Promise<JobCardView> {
  const db = getDb();
  const estimateRows = await db
    .select()
    .from(estimates)
    .where(eq(estimates.bookingId, bookingId))
    .orderBy(desc(estimates.version));
  const lineRows = estimateRows.length
    ? await db
        .select()
        .from(estimateLines)
        .where(
          inArray(
            estimateLines.estimateId,
            estimateRows.map((e) => e.id),
          ),
        )
        .orderBy(asc(estimateLines.position))
    : [];
  const estimateViews = estimateRows.map((e): EstimateView => {
    const rows = lineRows.filter((l) => l.estimateId === e.id);
    const { lines, totals } = computeTaxes(rows, true);
    const approved = computeTaxes(
      rows.filter((l) => l.decision === "approved"),
      true,
    ).totals;
    return {
      id: e.id,
      version: e.version,
      note: e.note,
      sentAt: e.sentAt.toISOString(),
      decidedAt: e.decidedAt?.toISOString() ?? null,
      lines: lines.map((l) => toLineView(l, l)),
      totals,
      approvedTotals: approved,
    };
  });
  const photoRows = await db
    .select()
    .from(bookingPhotos)
    .where(eq(bookingPhotos.bookingId, bookingId))
    .orderBy(asc(bookingPhotos.createdAt));
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(desc(invoices.issuedAt));
  const paymentRows = invoiceRows.length
    ? await db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.invoiceId,
            invoiceRows.map((i) => i.id),
          ),
        )
        .orderBy(asc(payments.paidOn), asc(payments.createdAt))
    : [];
  const invoiceViews = await Promise.all(
    invoiceRows.map((row) =>
      toInvoiceView(
        row,
        paymentRows
          .filter((p) => p.invoiceId === row.id)
          .map((p) => ({
            id: p.id,
            method: p.method,
            amountPaise: p.amountPaise,
            reference: p.reference,
            paidOn: p.paidOn,
            createdAt: p.createdAt.toISOString(),
          })),
        business.upiId,
        business.name,
      ),
    ),
  );
  return {
    estimates: estimateViews,
    photos: photoRows.map((p) => ({
      id: p.id,
      url: photoUrl(bookingId, p.id),
      width: p.width,
      height: p.height,
      createdAt: p.createdAt.toISOString(),
    })),
    invoices: invoiceViews,
  };
}

/**
 * The live (not cancelled) invoice of a booking, for the PDF; the newest cancelled one
 * when every invoice was cancelled.
 * @returns the invoice view, or null when none was ever issued
 */
export async function currentInvoice(
  bookingId: string,
  business: Pick<BusinessFacts, "upiId" | "name">,
): Promise<InvoiceView | null> {
  const card = await loadJobCard(bookingId, business);
  return card.invoices.find((i) => i.status === "issued") ?? card.invoices[0] ?? null;
}

// ---------------------------------------------------------------- estimate

/**
 * Sends a new estimate version to the customer (docs/decisions/0010: a revised estimate keeps the
 * earlier versions; lines of a sent version never change). In one transaction the booking
 * row is locked, so two admins sending at once get versions n and n+1.
 * @param bookingId the booking; `adminId` who sends; `values` lines already parsed
 *   (paise, hundredths, percent) and an optional note; `now` the time it is sent
 * @returns the new version number
 * @throws JobCardError when the booking does not exist or is cancelled
 */
export async function sendEstimate(
  bookingId: string,
  adminId: string,
  values: { note: string; lines: EstimateLineValues[] },
  now: Date = new Date(),
): Promise<number> {
  return getDb().transaction(async (tx) => {
    const booking = await lockJobCardBooking(tx, bookingId);
    if (booking.status === "cancelled") throw new JobCardError(JOB_CARD_MESSAGES.bookingCancelled);
    const [{ latest } = { latest: 0 }] = await tx
      .select({ latest: max(estimates.version) })
      .from(estimates)
      .where(eq(estimates.bookingId, bookingId));
    const version = (latest ?? 0) + 1;
    const [estimate] = await tx
      .insert(estimates)
      .values({ bookingId, version, note: values.note || null, createdBy: adminId, sentAt: now })
      .returning({ id: estimates.id });
    await tx
      .insert(estimateLines)
      .values(
        values.lines.map((line, i) => ({ ...line, estimateId: estimate!.id, position: i + 1 })),
      );
    return version;
  });
}

/**
 * Records the customer's answers on the newest estimate version (docs/decisions/0010): each line
 * approved or declined, with the time and who answered. A line once approved stays approved (only a
 * new version can change approved work); a declined line may be approved later.
 * @param userId the session's user (must own the booking)
 * @param bookingId the booking; `estimateId` the version answered; `decisions` line id → answer
 * @returns how many lines changed
 * @throws JobCardError when the booking is not the user's (as "not found"), the version is
 *   not the newest, a line is not on it, or an approved line would be declined; nothing is
 *   written then
 */
export async function decideLines(
  userId: string,
  bookingId: string,
  estimateId: string,
  decisions: Record<string, "approved" | "declined">,
  now: Date = new Date(),
): Promise<number> {
  return getDb().transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
    if (!booking) throw new JobCardError(JOB_CARD_MESSAGES.bookingNotFound);
    // Lock the versions so that a revision sent meanwhile is seen.
    const versions = await tx
      .select()
      .from(estimates)
      .where(eq(estimates.bookingId, bookingId))
      .orderBy(desc(estimates.version))
      .for("update");
    if (versions[0]?.id !== estimateId) throw new JobCardError(JOB_CARD_MESSAGES.notLatest);
    const lines = await tx
      .select()
      .from(estimateLines)
      .where(eq(estimateLines.estimateId, estimateId));
    let changed = 0;
    for (const [lineId, decision] of Object.entries(decisions)) {
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw new JobCardError(JOB_CARD_MESSAGES.notLatest);
      if (line.decision === decision) continue;
      if (line.decision === "approved") throw new JobCardError(JOB_CARD_MESSAGES.approvedIsFinal);
      await tx
        .update(estimateLines)
        .set({ decision, decidedAt: now, decidedBy: userId })
        .where(eq(estimateLines.id, lineId));
      changed++;
    }
    if (changed > 0)
      await tx.update(estimates).set({ decidedAt: now }).where(eq(estimates.id, estimateId));
    return changed;
  });
}

// ---------------------------------------------------------------- invoice

/**
 * Issues the tax invoice of a completed booking from the approved lines of its newest
 * estimate (docs/decisions/0010). In one transaction: the booking row is
 * locked (one invoice at a time per booking), the financial year's counter row is created
 * if needed and locked with SELECT … FOR UPDATE, the next number is taken and the invoice
 * is written with everything it prints. A failure rolls the counter back with it, so
 * numbers have no gaps; concurrent issuers queue on the counter row, so none repeats.
 * @param bookingId the booking; `adminId` who issues
 * @param input the customer's state code (CGST+SGST when "36", else IGST) and GSTIN ("" for none)
 * @param seller the workshop as printed (legal name, GSTIN, address, state)
 * @param now the issue time (its financial year numbers the invoice)
 * @returns the new invoice's id and number
 * @throws JobCardError when the booking is not completed, has a live invoice already, or
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
    if (booking.status !== "completed") throw new JobCardError(JOB_CARD_MESSAGES.notCompleted);
    const [live] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.bookingId, bookingId), eq(invoices.status, "issued")));
    if (live) throw new JobCardError(JOB_CARD_MESSAGES.alreadyInvoiced);
    const [estimate] = await tx
      .select()
      .from(estimates)
      .where(eq(estimates.bookingId, bookingId))
      .orderBy(desc(estimates.version))
      .limit(1);
    const approved = estimate
      ? await tx
          .select()
          .from(estimateLines)
          .where(
            and(eq(estimateLines.estimateId, estimate.id), eq(estimateLines.decision, "approved")),
          )
          .orderBy(asc(estimateLines.position))
      : [];
    if (!estimate || approved.length === 0)
      throw new JobCardError(JOB_CARD_MESSAGES.nothingApproved);

    const intraState = input.customerStateCode === HOME_STATE_CODE;
    const { lines, totals } = computeTaxes(approved, intraState);
    const fy = financialYear(now);
    await tx
      .insert(invoiceCounters)
      .values({ financialYear: fy, lastNumber: 0 })
      .onConflictDoNothing();
    const [counter] = await tx
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.financialYear, fy))
      .for("update");
    const sequence = counter!.lastNumber + 1;
    await tx
      .update(invoiceCounters)
      .set({ lastNumber: sequence })
      .where(eq(invoiceCounters.financialYear, fy));
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
        lines: lines.map((l): InvoiceLine => ({
          estimateLineId: l.id,
          kind: l.kind,
          description: l.description,
          hsnSac: l.hsnSac,
          quantityHundredths: l.quantityHundredths,
          unitPricePaise: l.unitPricePaise,
          gstRatePercent: l.gstRatePercent,
          taxablePaise: l.taxablePaise,
          cgstPaise: l.cgstPaise,
          sgstPaise: l.sgstPaise,
          igstPaise: l.igstPaise,
          totalPaise: l.totalPaise,
        })),
        taxablePaise: totals.taxablePaise,
        cgstPaise: totals.cgstPaise,
        sgstPaise: totals.sgstPaise,
        igstPaise: totals.igstPaise,
        totalPaise: totals.totalPaise,
      })
      .returning({ id: invoices.id });
    return { id: row!.id, number };
  });
}

/**
 * Cancels an issued invoice with a reason (docs/decisions/0010: its number stays used; a corrected
 * invoice is issued afresh). The database trigger allows this one change and no other.
 * @param invoiceId the invoice; `adminId` who cancels; `reason` why
 * @throws JobCardError when the invoice does not exist or is already cancelled
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
  if (done.length === 0) throw new JobCardError(JOB_CARD_MESSAGES.invoiceNotIssued);
}

/**
 * Records a payment against an issued invoice (part payments allowed). The invoice row is
 * locked while the balance is checked, so two payments recorded at once cannot exceed it.
 * @param invoiceId the invoice; `adminId` who records
 * @param input method, amount in paise (> 0), reference ("" for none), day received (yyyy-MM-dd, Asia/Kolkata)
 * @throws JobCardError (field "paidOn") when the day received is before the invoice's day of
 *   issue in Asia/Kolkata (docs/decisions/0013); (field "amount") when the amount exceeds the
 *   balance; when the invoice is cancelled or unknown
 */
export async function recordPayment(
  invoiceId: string,
  adminId: string,
  input: { method: PaymentMethod; amount: number; reference: string; paidOn: string },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for("update");
    if (!invoice || invoice.status !== "issued")
      throw new JobCardError(JOB_CARD_MESSAGES.invoiceNotIssued);
    if (input.paidOn < todayInKolkata(invoice.issuedAt))
      throw new JobCardError(JOB_CARD_MESSAGES.paidBeforeInvoice, "paidOn");
    const [{ paid } = { paid: 0 }] = await tx
      .select({ paid: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::bigint` })
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId));
    if (Number(paid) + input.amount > invoice.totalPaise)
      throw new JobCardError(JOB_CARD_MESSAGES.overpaid, "amount");
    await tx.insert(payments).values({
      invoiceId,
      method: input.method,
      amountPaise: input.amount,
      reference: input.reference || null,
      paidOn: input.paidOn,
      recordedBy: adminId,
    });
  });
}

/**
 * The booking an invoice belongs to, for checking an admin's form against the page's booking.
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
