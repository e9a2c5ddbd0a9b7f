/**
 * GST credit notes and the refunds paid against them (docs/decisions/0023; CGST Act s.34,
 * CGST Rules r.53): money back after an invoice is a credit
 * note in its own gapless series per financial year, never an edited invoice.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  calendarDateColumn,
  paiseColumn,
  requiredUuidRef,
  timestampColumn,
  uuidKey,
  writtenAtColumn,
} from "./columns";
import { invoices, moneyMovedColumns, type InvoiceSeller } from "./job-card";
import { bookingIdColumn } from "./references";

/**
 * The last credit note number used in each financial year ("2026-27"); the issuing transaction
 * locks its year's row, as invoices do, so numbers are gapless and unique.
 */
export const creditNoteCounters = pgTable("credit_note_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/** One line of a credit note: the invoice line it credits (1-based) and the amounts credited, in paise. */
export interface CreditNoteLine {
  invoiceLine: number;
  description: string;
  hsnSac: string;
  gstRatePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Credit notes (docs/decisions/0023). Everything printed is copied into the row when it is
 * issued: the seller, the customer, the original invoice's number and date, the lines credited
 * and the totals. `issued_by` is a plain user id, as on invoices. A database trigger
 * (drizzle/0027_warranty_index_credit_notes_immutable.sql) refuses any change and any delete: an
 * issued credit note never changes; refunds are rows of their own.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuidKey(),
    bookingId: bookingIdColumn("restrict"),
    invoiceId: requiredUuidRef("invoice_id", () => invoices.id, "restrict"),
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: writtenAtColumn("issued_at"),
    issuedBy: text("issued_by"),
    reason: text("reason").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    invoiceIssuedAt: timestampColumn("invoice_issued_at").notNull(),
    seller: jsonb("seller").$type<InvoiceSeller>().notNull(),
    customerName: text("customer_name").notNull(),
    customerAddress: text("customer_address").notNull(),
    customerGstin: text("customer_gstin"),
    customerStateCode: text("customer_state_code").notNull(),
    lines: jsonb("lines").$type<CreditNoteLine[]>().notNull(),
    taxablePaise: paiseColumn("taxable_paise"),
    cgstPaise: paiseColumn("cgst_paise"),
    sgstPaise: paiseColumn("sgst_paise"),
    igstPaise: paiseColumn("igst_paise"),
    totalPaise: paiseColumn("total_paise"),
  },
  (t) => [
    uniqueIndex("credit_notes_financial_year_sequence_idx").on(t.financialYear, t.sequence),
    index("credit_notes_invoice_id_idx").on(t.invoiceId),
    index("credit_notes_issued_at_idx").on(t.issuedAt),
    check("credit_notes_total_positive", sql`${t.totalPaise} > 0`),
  ],
);

/** Money paid back against a credit note: method, reference and the day it was paid (India). */
export const refunds = pgTable(
  "refunds",
  {
    id: uuidKey(),
    creditNoteId: requiredUuidRef("credit_note_id", () => creditNotes.id, "restrict"),
    ...moneyMovedColumns(),
    /** The day the money was paid back (Asia/Kolkata). */
    refundedOn: calendarDateColumn("refunded_on").notNull(),
  },
  (t) => [
    index("refunds_credit_note_id_idx").on(t.creditNoteId),
    check("refunds_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

/** A credit note as read from the database. */
export type CreditNoteRow = typeof creditNotes.$inferSelect;
/** A refund as read from the database. */
export type RefundRow = typeof refunds.$inferSelect;
