/**
 * The job card (docs/decisions/0010): estimates and their lines, inspection photos, tax invoices
 * and payments.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import labels from "../../catalog/data/labels.json";
import { vocabulary } from "../../catalog/vocabulary";
import {
  calendarDateColumn,
  createdAtColumn,
  paiseColumn,
  requiredUuidRef,
  timestampColumn,
  uuidKey,
  writtenAtColumn,
} from "./columns";
import { bookingRecordColumns, byUserColumn, photoColumns } from "./references";

// ---------------------------------------------------------------- the job card (docs/decisions/0010)

/** What an estimate line is: a part (HSN code) or labour (SAC code). */
export const estimateLineKind = pgEnum("estimate_line_kind", ["part", "labour"]);

/** The customer's answer to an estimate line; null while they have not answered. */
export const lineDecision = pgEnum("line_decision", ["approved", "declined"]);

/**
 * Estimates of a booking, one row per version sent to the customer (docs/decisions/0010: a revised
 * estimate keeps the earlier versions). Lines of a sent version never change; a revision
 * is a new version, and only the newest one can be answered.
 */
export const estimates = pgTable(
  "estimates",
  {
    ...bookingRecordColumns("restrict"),
    version: integer("version").notNull(),
    note: text("note"),
    createdBy: byUserColumn("created_by"),
    sentAt: writtenAtColumn("sent_at"),
    /** When the customer last sent their decisions on this version. */
    decidedAt: timestampColumn("decided_at"),
  },
  (t) => [uniqueIndex("estimates_booking_id_version_idx").on(t.bookingId, t.version)],
);

/**
 * The lines of an estimate version: amounts in integer paise, quantity in hundredths of a
 * unit, GST rate in percent (docs/decisions/0010). `decision`, `decided_at` and
 * `decided_by` record the customer's answer; an approved line stays approved.
 */
export const estimateLines = pgTable(
  "estimate_lines",
  {
    id: uuidKey(),
    estimateId: requiredUuidRef("estimate_id", () => estimates.id, "cascade"),
    position: integer("position").notNull(),
    kind: estimateLineKind("kind").notNull(),
    description: text("description").notNull(),
    /** HSN for a part, SAC for labour (998714: maintenance and repair of motor vehicles). */
    hsnSac: text("hsn_sac").notNull(),
    quantityHundredths: integer("quantity_hundredths").notNull(),
    unitPricePaise: paiseColumn("unit_price_paise"),
    gstRatePercent: integer("gst_rate_percent").notNull(),
    decision: lineDecision("decision"),
    decidedAt: timestampColumn("decided_at"),
    decidedBy: byUserColumn("decided_by"),
    /**
     * Warranty rework (docs/decisions/0023): the earlier invoice and its line
     * (1-based) this line reworks at no charge; null for ordinary work.
     */
    warrantyInvoiceId: uuid("warranty_invoice_id").references((): AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    warrantyInvoiceLine: integer("warranty_invoice_line"),
  },
  (t) => [
    uniqueIndex("estimate_lines_estimate_id_position_idx").on(t.estimateId, t.position),
    check("estimate_lines_quantity_positive", sql`${t.quantityHundredths} > 0`),
    check("estimate_lines_price_not_negative", sql`${t.unitPricePaise} >= 0`),
    // The comeback rate finds an invoice's warranty rework lines (docs/product.md#comeback-rate).
    index("estimate_lines_warranty_invoice_id_idx")
      .on(t.warrantyInvoiceId)
      .where(sql`${t.warrantyInvoiceId} is not null`),
  ],
);

/**
 * Inspection photos of a booking (docs/decisions/0010): WebP files kept by the
 * photo store under `storage_key`, served only to the booking's customer and admins.
 */
export const bookingPhotos = pgTable(
  "booking_photos",
  {
    ...bookingRecordColumns("restrict"),
    ...photoColumns(),
  },
  (t) => [index("booking_photos_booking_id_idx").on(t.bookingId, t.createdAt)],
);

/**
 * The last invoice number used in each financial year ("2026-27"). The issuing
 * transaction locks its year's row, so numbers are gapless and unique (docs/decisions/0010).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/** An invoice is issued, or cancelled with a reason (its number stays used). */
export const invoiceStatus = pgEnum("invoice_status", ["issued", "cancelled"]);

/** The workshop as printed on an invoice, copied at issue time. */
export interface InvoiceSeller {
  legalName: string;
  gstin: string;
  address: string;
  stateCode: string;
  stateName: string;
  phone: string;
  email: string;
}

/** One invoice line as issued: the estimate line's fields and its computed figures, in paise. */
export interface InvoiceLine {
  estimateLineId: string;
  kind: "part" | "labour";
  description: string;
  hsnSac: string;
  quantityHundredths: number;
  unitPricePaise: number;
  gstRatePercent: number;
  /**
   * Quantity × rate before the discount (docs/decisions/0023); absent on invoices issued before
   * discounts, where it equals the taxable value.
   */
  grossPaise?: number;
  /** The discount given on the line at supply; absent (0) on earlier invoices. */
  discountPaise?: number;
  /** Warranty rework: "Under warranty: INV/2026-27/0005, line 2"; absent for ordinary work. */
  warrantyOf?: string;
  /** The line's taxable value: gross less the discount. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * GST tax invoices (docs/decisions/0010). Everything printed is copied into the row at issue time
 * (seller, customer, lines, totals), and a database trigger refuses any change other than
 * cancelling (status, time, reason, who) and any delete: an issued invoice never changes.
 * `issued_by` and `cancelled_by` are plain user ids, not foreign keys, so that deleting
 * an account never has to touch an invoice.
 */
export const invoices = pgTable(
  "invoices",
  {
    ...bookingRecordColumns("restrict"),
    estimateId: requiredUuidRef("estimate_id", () => estimates.id, "restrict"),
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: writtenAtColumn("issued_at"),
    issuedBy: text("issued_by"),
    seller: jsonb("seller").$type<InvoiceSeller>().notNull(),
    customerName: text("customer_name").notNull(),
    customerAddress: text("customer_address").notNull(),
    customerGstin: text("customer_gstin"),
    customerStateCode: text("customer_state_code").notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    taxablePaise: paiseColumn("taxable_paise"),
    cgstPaise: paiseColumn("cgst_paise"),
    sgstPaise: paiseColumn("sgst_paise"),
    igstPaise: paiseColumn("igst_paise"),
    totalPaise: paiseColumn("total_paise"),
    /** The offer whose discount the lines carry ("First online booking, 10%"); null for none. */
    discountNote: text("discount_note"),
    status: invoiceStatus("status").notNull().default("issued"),
    cancelledAt: timestampColumn("cancelled_at"),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by"),
  },
  (t) => [
    uniqueIndex("invoices_financial_year_sequence_idx").on(t.financialYear, t.sequence),
    // At most one live invoice per booking; cancelled ones stay beside it.
    uniqueIndex("invoices_booking_id_issued_idx")
      .on(t.bookingId)
      .where(sql`${t.status} = 'issued'`),
    index("invoices_issued_at_idx").on(t.issuedAt),
  ],
);

/**
 * How a payment was made (docs/decisions/0010): the values of `paymentMethod` in
 * `app/catalog/data/labels.json`, in its order.
 */
export const paymentMethod = pgEnum("payment_method", vocabulary(labels.paymentMethod).values);

/**
 * Money moved by hand, a payment or a refund (docs/decisions/0010, 0023): how, the amount in
 * paise (checked above zero by each table), the reference, who recorded it and when.
 */
export const moneyMovedColumns = () => ({
  method: paymentMethod("method").notNull(),
  amountPaise: paiseColumn("amount_paise"),
  reference: text("reference"),
  recordedBy: byUserColumn("recorded_by"),
  createdAt: createdAtColumn(),
});

/** Payments against an invoice; part payments allowed, never above the balance. */
export const payments = pgTable(
  "payments",
  {
    id: uuidKey(),
    invoiceId: requiredUuidRef("invoice_id", () => invoices.id, "restrict"),
    ...moneyMovedColumns(),
    /** The day the money was received (Asia/Kolkata). */
    paidOn: calendarDateColumn("paid_on").notNull(),
  },
  (t) => [
    index("payments_invoice_id_idx").on(t.invoiceId),
    check("payments_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

/** An estimate version as read from the database. */
export type EstimateRow = typeof estimates.$inferSelect;
/** An estimate line as read from the database. */
export type EstimateLineRow = typeof estimateLines.$inferSelect;
/** An inspection photo's record. */
export type BookingPhotoRow = typeof bookingPhotos.$inferSelect;
/** An invoice as read from the database. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** A payment as read from the database. */
export type PaymentRow = typeof payments.$inferSelect;
