/**
 * Payments against a tax invoice (docs/decisions/0010): recording one (part payments allowed,
 * never more than the balance, never dated before the invoice) and reading a booking's
 * payments for its job card. The caller checks `requireAdmin` before recording.
 */
import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import { invoices, payments } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import type { PaymentMethod } from "./invoice-rules";
import { BillingError } from "./billing-error";
import { BILLING_MESSAGES } from "./billing-schema";

/** A payment as shown. */
export interface PaymentView {
  id: string;
  method: PaymentMethod;
  amountPaise: number;
  reference: string | null;
  paidOn: string;
  createdAt: string;
}

/**
 * The payments of every invoice of a booking, for its job card. The caller has checked that
 * the reader may see the booking.
 * @param bookingId the booking
 * @returns invoice id → its payments (paise; day received yyyy-MM-dd, Asia/Kolkata), oldest
 *   day first, then in the order recorded; an invoice without payments has no entry
 */
export async function paymentsByInvoice(bookingId: string): Promise<Map<string, PaymentView[]>> {
  const rows = await getDb()
    .select(getTableColumns(payments))
    .from(payments)
    .innerJoin(invoices, eq(payments.invoiceId, invoices.id))
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  const byInvoice = new Map<string, PaymentView[]>();
  for (const p of rows) {
    const list = byInvoice.get(p.invoiceId) ?? [];
    list.push({
      id: p.id,
      method: p.method,
      amountPaise: p.amountPaise,
      reference: p.reference,
      paidOn: p.paidOn,
      createdAt: p.createdAt.toISOString(),
    });
    byInvoice.set(p.invoiceId, list);
  }
  return byInvoice;
}

/**
 * Records a payment against an issued invoice (part payments allowed). The invoice row is
 * locked while the balance is checked, so two payments recorded at once cannot exceed it.
 * @param invoiceId the invoice; `adminId` who records
 * @param input method, amount in paise (> 0), reference ("" for none), day received (yyyy-MM-dd, Asia/Kolkata)
 * @throws BillingError (field "paidOn") when the day received is before the invoice's day of
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
      throw new BillingError(BILLING_MESSAGES.invoiceNotIssued);
    if (input.paidOn < todayInKolkata(invoice.issuedAt))
      throw new BillingError(BILLING_MESSAGES.paidBeforeInvoice, "paidOn");
    const [{ paid } = { paid: 0 }] = await tx
      .select({ paid: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::bigint` })
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId));
    if (Number(paid) + input.amount > invoice.totalPaise)
      throw new BillingError(BILLING_MESSAGES.overpaid, "amount");
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
