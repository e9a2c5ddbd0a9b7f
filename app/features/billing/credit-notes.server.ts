/**
 * GST credit notes and refunds (docs/product.md#credit-notes, docs/decisions/0023; CGST Act
 * s.34, CGST Rules r.53): issuing one against an issued invoice, in full, for chosen lines or
 * for an amount spread over them, under its own gapless number per financial year; recording
 * the refund paid against it; reading a booking's credit notes. The caller checks
 * `requireAdmin` before issuing or recording.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import {
  creditNoteCounters,
  creditNotes,
  invoices,
  refunds,
  type CreditNoteLine,
  type CreditNoteRow,
  type InvoiceRow,
} from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import { BillingError } from "./billing-error";
import { BILLING_MESSAGES } from "./billing-schema";
import {
  creditNoteDeadline,
  creditNoteNumber,
  splitCredit,
  spreadAmount,
  type CreditableLine,
} from "./credit-note-rules";
import { financialYear, type PaymentMethod } from "./invoice-rules";
import { nextSerial } from "./serial-numbers.server";
import type { TaxTotals } from "./gst";
import { documentParties, documentTotals, type DocumentParties } from "./invoice-views.server";

/** A refund as shown. */
interface RefundView {
  id: string;
  method: PaymentMethod;
  amountPaise: number;
  reference: string | null;
  refundedOn: string;
}

/** A credit note as the booking page, the job card and its PDF show it. */
export interface CreditNoteView extends DocumentParties {
  id: string;
  bookingId: string;
  invoiceId: string;
  number: string;
  issuedAt: string;
  reason: string;
  invoiceNumber: string;
  invoiceIssuedAt: string;
  lines: CreditNoteLine[];
  totals: Omit<TaxTotals, "grossPaise" | "discountPaise">;
  refunds: RefundView[];
  refundedPaise: number;
}

/** What the admin asks: the lines to credit (1-based; none for all) and an amount (none for all that is left). */
export interface CreditNoteRequest {
  reason: string;
  lines: number[];
  amountPaise: number | null;
}

/**
 * What is left to credit on each line of an invoice: its figures less every credit note
 * already issued against it.
 * @param tx the transaction holding the invoice's lock
 * @param invoice the invoice
 * @returns per line (1-based), the taxable value, tax heads and total left, in paise
 */
async function leftToCredit(tx: DbOrTx, invoice: InvoiceRow): Promise<CreditableLine[]> {
  const earlier = await tx
    .select({ lines: creditNotes.lines })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  return invoice.lines.map((l, i) => {
    const credited = earlier.flatMap((c) => c.lines).filter((c) => c.invoiceLine === i + 1);
    const less = (pick: (c: CreditNoteLine) => number) => credited.reduce((s, c) => s + pick(c), 0);
    return {
      invoiceLine: i + 1,
      gstRatePercent: l.gstRatePercent,
      taxablePaise: l.taxablePaise - less((c) => c.taxablePaise),
      cgstPaise: l.cgstPaise - less((c) => c.cgstPaise),
      sgstPaise: l.sgstPaise - less((c) => c.sgstPaise),
      igstPaise: l.igstPaise - less((c) => c.igstPaise),
      totalPaise: l.totalPaise - less((c) => c.totalPaise),
    };
  });
}

/**
 * Issues a credit note against an issued invoice (docs/product.md#credit-notes). In one
 * transaction: the invoice row is locked (credit notes of one invoice queue), what is left on
 * each chosen line is read, the amount is spread over them and split into taxable value and
 * tax, the financial year's counter row is locked with SELECT … FOR UPDATE and the next number
 * taken (gapless, as invoices), and the note is written with everything it prints, with an
 * audit entry.
 * @param invoiceId the invoice; `adminId` who issues
 * @param request the reason, the lines (1-based; empty for every line) and the amount including
 *   GST in paise (null for all that is left on those lines)
 * @param now the issue time (its financial year numbers the note; its India day is its date)
 * @returns the new credit note's id and number
 * @throws BillingError when the invoice is cancelled or unknown, a line does not exist, nothing
 *   is left to credit, the amount is more than what is left, or the deadline has passed
 */
export async function issueCreditNote(
  invoiceId: string,
  adminId: string,
  request: CreditNoteRequest,
  now: Date = new Date(),
): Promise<{ id: string; number: string }> {
  return getDb().transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for("update");
    if (!invoice || invoice.status !== "issued")
      throw new BillingError(BILLING_MESSAGES.invoiceNotIssued);
    if (todayInKolkata(now) > creditNoteDeadline(invoice.financialYear))
      throw new BillingError(
        BILLING_MESSAGES.creditNoteTooLate(creditNoteDeadline(invoice.financialYear)),
      );
    const left = await leftToCredit(tx, invoice);
    if (request.lines.some((n) => !left[n - 1]))
      throw new BillingError(BILLING_MESSAGES.creditNoteLines, "lines");
    const chosen = (
      request.lines.length > 0 ? left.filter((l) => request.lines.includes(l.invoiceLine)) : left
    ).filter((l) => l.totalPaise > 0);
    const available = chosen.reduce((s, l) => s + l.totalPaise, 0);
    if (available === 0) throw new BillingError(BILLING_MESSAGES.creditNoteNothingLeft);
    const amount = request.amountPaise ?? available;
    if (amount > available)
      throw new BillingError(BILLING_MESSAGES.creditNoteTooMuch(available), "amount");
    const shares = spreadAmount(chosen, amount);
    const lines: CreditNoteLine[] = chosen.flatMap((l, i) => {
      if (shares[i] === 0) return [];
      const printed = invoice.lines[l.invoiceLine - 1]!;
      return [
        {
          invoiceLine: l.invoiceLine,
          description: printed.description,
          hsnSac: printed.hsnSac,
          gstRatePercent: printed.gstRatePercent,
          ...splitCredit(l, shares[i]!),
        },
      ];
    });
    const sum = (pick: (l: CreditNoteLine) => number) => lines.reduce((s, l) => s + pick(l), 0);

    const fy = financialYear(now);
    const sequence = await nextSerial(tx, creditNoteCounters, fy);
    const number = creditNoteNumber(fy, sequence);
    const [row] = await tx
      .insert(creditNotes)
      .values({
        bookingId: invoice.bookingId,
        invoiceId,
        number,
        financialYear: fy,
        sequence,
        issuedAt: now,
        issuedBy: adminId,
        reason: request.reason,
        invoiceNumber: invoice.number,
        invoiceIssuedAt: invoice.issuedAt,
        seller: invoice.seller,
        customerName: invoice.customerName,
        customerAddress: invoice.customerAddress,
        customerGstin: invoice.customerGstin,
        customerStateCode: invoice.customerStateCode,
        lines,
        taxablePaise: sum((l) => l.taxablePaise),
        cgstPaise: sum((l) => l.cgstPaise),
        sgstPaise: sum((l) => l.sgstPaise),
        igstPaise: sum((l) => l.igstPaise),
        totalPaise: sum((l) => l.totalPaise),
      })
      .returning({ id: creditNotes.id });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: "credit_note_issued",
      source: "admin_panel",
      target: invoice.bookingId,
      toValue: number,
      note: request.reason,
    });
    return { id: row!.id, number };
  });
}

/**
 * Records the money paid back against a credit note (docs/product.md#credit-notes): never more
 * than the note's total, never dated before it. The note's row is locked while checking.
 * @param creditNoteId the note; `adminId` who records
 * @param input method, amount in paise (> 0), reference ("" for none), the day paid (yyyy-MM-dd, India)
 * @throws BillingError when the note is unknown, the amount is more than is left to refund, or
 *   the day is before the note's date
 */
export async function recordRefund(
  creditNoteId: string,
  adminId: string,
  input: { method: PaymentMethod; amount: number; reference: string; refundedOn: string },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [note] = await tx
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, creditNoteId))
      .for("update");
    if (!note) throw new BillingError(BILLING_MESSAGES.bookingNotFound);
    if (input.refundedOn < todayInKolkata(note.issuedAt))
      throw new BillingError(BILLING_MESSAGES.refundBeforeNote, "refundedOn");
    const [{ refunded } = { refunded: 0 }] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint` })
      .from(refunds)
      .where(eq(refunds.creditNoteId, creditNoteId));
    if (Number(refunded) + input.amount > note.totalPaise)
      throw new BillingError(BILLING_MESSAGES.overRefunded, "amount");
    await tx.insert(refunds).values({
      creditNoteId,
      method: input.method,
      amountPaise: input.amount,
      reference: input.reference || null,
      refundedOn: input.refundedOn,
      recordedBy: adminId,
    });
  });
}

function toView(row: CreditNoteRow, paid: RefundView[]): CreditNoteView {
  return {
    id: row.id,
    bookingId: row.bookingId,
    invoiceId: row.invoiceId,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    reason: row.reason,
    invoiceNumber: row.invoiceNumber,
    invoiceIssuedAt: row.invoiceIssuedAt.toISOString(),
    ...documentParties(row),
    lines: row.lines,
    totals: documentTotals(row),
    refunds: paid,
    refundedPaise: paid.reduce((s, r) => s + r.amountPaise, 0),
  };
}

/**
 * A booking's credit notes with their refunds, oldest first. The caller has checked that the
 * reader may see the booking (its customer or an admin).
 * @param bookingId the booking
 * @param db the database or a transaction
 */
export async function loadCreditNotes(
  bookingId: string,
  db: DbOrTx = getDb(),
): Promise<CreditNoteView[]> {
  const [rows, paid] = await Promise.all([
    db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, bookingId))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence)),
    db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
      .where(eq(creditNotes.bookingId, bookingId))
      .orderBy(asc(refunds.refundedOn), asc(refunds.createdAt)),
  ]);
  return rows.map((row) =>
    toView(
      row,
      paid
        .filter((p) => p.refund.creditNoteId === row.id)
        .map(({ refund: r }) => ({
          id: r.id,
          method: r.method,
          amountPaise: r.amountPaise,
          reference: r.reference,
          refundedOn: r.refundedOn,
        })),
    ),
  );
}

/**
 * One credit note of a booking, for its PDF.
 * @param bookingId the booking (checked by the caller); `creditNoteId` the note
 * @returns the note, or null when the booking has no such note
 */
export async function creditNoteOfBooking(
  bookingId: string,
  creditNoteId: string,
): Promise<CreditNoteView | null> {
  const all = await loadCreditNotes(bookingId);
  return all.find((c) => c.id === creditNoteId) ?? null;
}

/**
 * The booking a credit note belongs to, for checking an admin's form against the page's booking.
 * @param creditNoteId the note named by the form
 * @returns the booking id, or null for an unknown note
 */
export async function bookingOfCreditNote(creditNoteId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ bookingId: creditNotes.bookingId })
    .from(creditNotes)
    .where(and(eq(creditNotes.id, creditNoteId)));
  return row?.bookingId ?? null;
}
