/**
 * Billing's forms on the job card, shared by the browser and the server
 * (docs/architecture.md#one-schema-two-sides): the admin's estimate, invoice and payment forms
 * and the customer's decisions.
 * Client-safe. Rules: docs/decisions/0010.
 */
import { z } from "zod";
import { brands } from "~/catalog/brands";
import {
  formatPaise,
  paiseToRupeeText,
  parseRupeesToPaise,
  priceTierLabels,
  type PriceTier,
} from "~/catalog/money";
import { coreServices } from "~/catalog/services";
import { isPlainLine, isPlainText, UNSUPPORTED_CHARACTERS_MESSAGE } from "~/lib/text-rules";
import { formatDisplayDate, isCalendarDate } from "~/lib/time";
import { DEFAULT_GST_RATE, GST_RATES, parseQuantity, SAC_MOTOR_VEHICLE_REPAIR } from "./gst";
import { GST_STATES, isValidGstin } from "~/catalog/gstin";
import { paymentMethods } from "./invoice-rules";

/** The most lines one estimate may hold. */
export const MAX_ESTIMATE_LINES = 50;

/** Messages of the job card's forms and actions. */
export const BILLING_MESSAGES = {
  description: "Describe the line in 2 to 200 characters",
  hsn: "HSN code: 4, 6 or 8 digits",
  sac: "SAC code: 6 digits starting with 99, e.g. 998714",
  quantity: "Quantity: more than 0, at most two decimals",
  unitPrice: "Price in rupees, e.g. 1499 or 1499.50",
  gstRate: "Choose a GST rate",
  noLines: "Add at least one line",
  tooManyLines: `At most ${MAX_ESTIMATE_LINES} lines`,
  estimateSent: "Estimate sent to the customer.",
  notLatest: "This estimate has been revised. Please review the new version.",
  approvedIsFinal: "An approved line cannot be declined; ask the workshop to revise the estimate.",
  noDecision: "Approve or decline at least one line.",
  decisionSaved: "Thank you: your decision is recorded.",
  notCompleted: "Mark the booking as Completed before issuing its invoice.",
  nothingApproved: "The customer has approved no line of the estimate yet.",
  alreadyInvoiced: "This booking already has an invoice. Cancel it first to issue a corrected one.",
  invoiceIssued: "Invoice issued.",
  gstin: "Enter a valid 15-character GSTIN, or leave it empty",
  gstinState: "The GSTIN's first two digits must be the customer's state code",
  cancelReason: "Give the reason for cancelling (5 to 300 characters)",
  invoiceCancelled: "Invoice cancelled. Its number stays used.",
  amount: "Amount in rupees, more than 0",
  overpaid: "The amount is more than the balance due",
  paidOn: "Choose the day the money was received (not in the future)",
  paidBeforeInvoice: "The day received cannot be before the invoice's date",
  reference: "Reference: at most 100 characters",
  paymentRecorded: "Payment recorded.",
  photoCount: "A booking may hold at most 20 photos",
  photoAdded: "Photo added.",
  invoiceNotIssued: "This invoice is cancelled.",
  bookingNotFound: "Booking not found.",
  bookingCancelled: "This booking is cancelled.",
  discountInvoiced:
    "This booking's invoice is issued with its discount. Cancel the invoice first, or give money back with a credit note.",
  noSuchDiscount: "This booking has no such discount.",
  discountReason: "Give the reason for removing the discount (5 to 300 characters)",
  discountRemoved: "Discount removed from this job card.",
  creditNoteReason: "Give the reason for the credit note (5 to 300 characters)",
  creditNoteLines: "Choose lines of this invoice",
  creditNoteNothingLeft: "Nothing is left to credit on these lines.",
  creditNoteTooMuch: (leftPaise: number) =>
    `At most ${formatPaise(leftPaise)} is left to credit on these lines`,
  creditNoteTooLate: (lastDay: string) =>
    `A credit note for this invoice had to be issued by ${formatDisplayDate(lastDay)}`,
  creditNoteIssued: "Credit note issued.",
  refundBeforeNote: "The day refunded cannot be before the credit note's date",
  overRefunded: "The amount is more than is left to refund on this credit note",
  refundRecorded: "Refund recorded.",
  refundedOn: "Choose the day the money was paid back (not in the future)",
  warrantyChoice: "Choose a line of this car's earlier invoices still in warranty",
  warrantyEnded: (endsOn: string) =>
    `The warranty on that line ended on ${formatDisplayDate(endsOn)}: charge the work as usual`,
} as const;

/**
 * The "Warranty rework of" choice's value (docs/product.md#warranty-rework): the earlier invoice's
 * id and its line (from 1), as `<invoice id>:<line>`; "" for ordinary work.
 * @param invoiceId the earlier invoice; `line` its line, from 1
 */
export function warrantyChoiceValue(invoiceId: string, line: number): string {
  return `${invoiceId}:${line}`;
}

/** The earlier invoice line a warranty rework line names. */
export interface WarrantyReference {
  invoiceId: string;
  /** The invoice's line, from 1. */
  line: number;
}

/**
 * Reads a "Warranty rework of" value.
 * @param value as posted
 * @returns the invoice and line; null for "" (ordinary work); undefined when it is not such a
 *   value
 */
function warrantyReferenceOf(value: string): WarrantyReference | null | undefined {
  if (value === "") return null;
  const m = /^([0-9a-f-]{36}):(\d{1,2})$/i.exec(value);
  const line = Number(m?.[2]);
  if (!m || !z.uuid().safeParse(m[1]).success || line < 1 || line > MAX_ESTIMATE_LINES)
    return undefined;
  return { invoiceId: m[1]!.toLowerCase(), line };
}

const description = z
  .string()
  .trim()
  .min(2, BILLING_MESSAGES.description)
  .max(200, BILLING_MESSAGES.description)
  .refine(isPlainLine, UNSUPPORTED_CHARACTERS_MESSAGE);

/**
 * One estimate line as the editor sends it (text fields as typed). Parsed, `quantity`
 * becomes hundredths of a unit and `unitPrice` paise; HSN for parts, SAC for labour. A line
 * marked as warranty rework (`warranty`, docs/product.md#warranty-rework) is priced at 0 paise
 * whatever was typed; whether the invoice line it names is the car's and still in warranty is
 * checked when the estimate is sent (`sendEstimate`).
 */
export const EstimateLineInputSchema = z
  .object({
    kind: z.enum(["part", "labour"]),
    description,
    hsnSac: z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})$/, BILLING_MESSAGES.hsn),
    quantity: z.string().refine((v) => parseQuantity(v) !== null, BILLING_MESSAGES.quantity),
    unitPrice: z.string().refine((v) => parseRupeesToPaise(v) !== null, BILLING_MESSAGES.unitPrice),
    gstRate: z.coerce
      .number()
      .refine((r) => (GST_RATES as readonly number[]).includes(r), BILLING_MESSAGES.gstRate),
    /** "Warranty rework of": `<invoice id>:<line>` of an earlier invoice, or "" (ordinary work). */
    warranty: z
      .string()
      .trim()
      .refine((v) => warrantyReferenceOf(v) !== undefined, BILLING_MESSAGES.warrantyChoice)
      .optional()
      .default(""),
  })
  .transform((line, ctx) => {
    // Each field is checked on its own above (so every wrong field shows its error at once);
    // labour also needs a services code (SAC, chapter 99).
    if (line.kind === "labour" && !/^99\d{4}$/.test(line.hsnSac))
      ctx.addIssue({ code: "custom", path: ["hsnSac"], message: BILLING_MESSAGES.sac });
    const warranty = warrantyReferenceOf(line.warranty) ?? null;
    return {
      kind: line.kind,
      description: line.description,
      hsnSac: line.hsnSac,
      quantityHundredths: parseQuantity(line.quantity)!,
      // docs/product.md#warranty-rework: warranty rework is charged nothing, whatever was typed.
      unitPricePaise: warranty ? 0 : parseRupeesToPaise(line.unitPrice)!,
      gstRatePercent: line.gstRate,
      warranty,
    };
  });

/** An estimate line as typed in the editor (the rate chosen from {@link GST_RATES}). */
export type EstimateLineInput = Omit<z.input<typeof EstimateLineInputSchema>, "gstRate"> & {
  gstRate: number;
};

/** An estimate line ready to store: paise, hundredths, percent. */
export type EstimateLineValues = z.output<typeof EstimateLineInputSchema>;

/** The admin's "Send estimate": the lines and an optional note to the customer. */
export const SendEstimateSchema = z.strictObject({
  intent: z.literal("send-estimate"),
  note: z
    .string()
    .trim()
    .max(500, "At most 500 characters")
    .refine(isPlainText, UNSUPPORTED_CHARACTERS_MESSAGE)
    .optional()
    .default(""),
  lines: z
    .array(EstimateLineInputSchema)
    .min(1, BILLING_MESSAGES.noLines)
    .max(MAX_ESTIMATE_LINES, BILLING_MESSAGES.tooManyLines),
});

/** The estimate's plain form's field of one line's answer: `line-{line id}` (docs/decisions/0011). */
export const LINE_FIELD_PREFIX = "line-";

/** The plain form's field of "Approve all" / "Decline all": every line not yet approved. */
export const ALL_LINES_FIELD = "all";

/** The `?decided=` notice of a booking's page once the plain form's answers are stored. */
export const DECIDED_NOTICE = "estimate";

/** The customer's answers: line id → approved or declined, for one estimate version. */
export const DecideLinesSchema = z.strictObject({
  intent: z.literal("decide"),
  estimateId: z.uuid(),
  decisions: z
    .record(z.uuid(), z.enum(["approved", "declined"]))
    .refine((d) => Object.keys(d).length > 0, BILLING_MESSAGES.noDecision),
});

/** The admin's "Issue invoice": the customer's state and, optionally, their GSTIN. */
export const IssueInvoiceSchema = z
  .strictObject({
    intent: z.literal("issue-invoice"),
    customerStateCode: z.enum(GST_STATES.map((s) => s.code) as [string, ...string[]]),
    customerGstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === "" || isValidGstin(v), BILLING_MESSAGES.gstin)
      .optional()
      .default(""),
  })
  .refine((v) => v.customerGstin === "" || v.customerGstin.startsWith(v.customerStateCode), {
    path: ["customerGstin"],
    message: BILLING_MESSAGES.gstinState,
  });

/**
 * A rupee amount typed by a person (e.g. "1,499.50"), read as a whole number of paise above zero
 * (docs/decisions/0010: money is integer paise).
 * @param message what the form says when the text is not such an amount
 * @returns the field's schema: a string in, paise out
 */
export function positiveRupees(message: string) {
  return z.string().transform((v, ctx) => {
    const paise = parseRupeesToPaise(v);
    if (paise === null || paise <= 0) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return paise;
  });
}

/** A reference of money moved by hand (a payment's or a refund's): at most 100 characters. */
function referenceField() {
  return z
    .string()
    .trim()
    .max(100, BILLING_MESSAGES.reference)
    .refine(isPlainLine, UNSUPPORTED_CHARACTERS_MESSAGE)
    .optional()
    .default("");
}

/**
 * A reason an admin gives for an act on money (cancelling an invoice, removing a discount,
 * issuing a credit note): one line of 5 to 300 characters.
 * @param message what the form says otherwise
 */
function reasonField(message: string) {
  return z
    .string()
    .trim()
    .min(5, message)
    .max(300, message)
    .refine(isPlainLine, UNSUPPORTED_CHARACTERS_MESSAGE);
}

/** The admin's "Cancel invoice" with its reason. */
export const CancelInvoiceSchema = z.strictObject({
  intent: z.literal("cancel-invoice"),
  invoiceId: z.uuid(),
  reason: reasonField(BILLING_MESSAGES.cancelReason),
});

/** The admin's "Remove discount" on a job card: which offer, and why (docs/product.md#offers-discount). */
export const RemoveDiscountSchema = z.strictObject({
  intent: z.literal("remove-discount"),
  offerId: z.string().trim().min(1).max(100),
  reason: reasonField(BILLING_MESSAGES.discountReason),
});

/** The admin's "Record payment": method, amount in rupees, reference and the day received. */
export const RecordPaymentSchema = z.strictObject({
  intent: z.literal("record-payment"),
  invoiceId: z.uuid(),
  method: z.enum(paymentMethods),
  amount: positiveRupees(BILLING_MESSAGES.amount),
  reference: referenceField(),
  paidOn: z.string().refine(isCalendarDate, BILLING_MESSAGES.paidOn),
});

/**
 * The admin's "Issue credit note" on an invoice (docs/product.md#credit-notes): the reason, the
 * invoice lines to credit (`creditLines`, 1-based; none ticked for every line) and the amount in
 * rupees including GST (empty for all that is left on them).
 */
export const IssueCreditNoteSchema = z.strictObject({
  intent: z.literal("issue-credit-note"),
  invoiceId: z.uuid(),
  reason: reasonField(BILLING_MESSAGES.creditNoteReason),
  creditLines: z
    .array(z.coerce.number().int().min(1).max(MAX_ESTIMATE_LINES))
    .max(MAX_ESTIMATE_LINES)
    .optional()
    .default([]),
  amount: z
    .string()
    .trim()
    .optional()
    .default("")
    .transform((v, ctx) => {
      if (v === "") return null;
      const paise = parseRupeesToPaise(v);
      if (paise === null || paise <= 0) {
        ctx.addIssue({ code: "custom", message: BILLING_MESSAGES.amount });
        return z.NEVER;
      }
      return paise;
    }),
});

/** The admin's "Record refund" on a credit note: method, amount in rupees, reference, the day paid. */
export const RecordRefundSchema = z.strictObject({
  intent: z.literal("record-refund"),
  creditNoteId: z.uuid(),
  method: z.enum(paymentMethods),
  amount: positiveRupees(BILLING_MESSAGES.amount),
  reference: referenceField(),
  refundedOn: z.string().refine(isCalendarDate, BILLING_MESSAGES.refundedOn),
});

/**
 * The price tier of a booked car: the catalogue brand's tier, read from the stored
 * "Brand Model (Year)"; economy for a brand the catalogue does not price.
 * @param carModel the booking's car_model
 * @returns the tier
 */
function tierOfCarModel(carModel: string): PriceTier {
  const brand = [...brands]
    .sort((a, b) => b.name.length - a.name.length)
    .find((b) => carModel.startsWith(`${b.name} `));
  return brand?.tier ?? "economy";
}

/**
 * Starting lines for an estimate (docs/decisions/0010): the catalogue's price of each core service
 * for the booking's service type at the car's brand tier, as a labour line under SAC
 * 998714. Catalogue prices are what customers pay, GST included
 * (docs/decisions/0010), so the unit price is the price without the default 18%.
 * @param serviceType the booking's service type
 * @param carModel the booking's car_model
 * @returns lines as the editor holds them; none when the service has no catalogue price
 */
export function startingLines(serviceType: string, carModel: string): EstimateLineInput[] {
  const tier = tierOfCarModel(carModel);
  return coreServices
    .filter((s) => s.bookingServiceType === serviceType && s.pricing[tier] !== "On Request")
    .map((s) => {
      const inclusivePaise = (s.pricing[tier] as number) * 100;
      const exclusivePaise = Math.round((inclusivePaise * 100) / (100 + DEFAULT_GST_RATE));
      return {
        kind: "labour",
        description: `${s.title} (${priceTierLabels[tier]} tier)`,
        hsnSac: SAC_MOTOR_VEHICLE_REPAIR,
        quantity: "1",
        unitPrice: paiseToRupeeText(exclusivePaise),
        gstRate: DEFAULT_GST_RATE,
      };
    });
}
