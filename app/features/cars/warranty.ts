/**
 * The warranty an invoiced line carries (docs/product.md#garage-car-page): a part fitted under
 * a catalogue service that states its own `warrantyMonths` (a replacement battery: 12) carries
 * that; everything else carries the workshop's warranty on workmanship (the business facts'
 * `promises.warrantyMonths`, 6). Counted from the day the invoice was issued (Asia/Kolkata).
 * Pure and client-safe.
 */
import { coreServices } from "~/catalog/services";
import { addMonthsYmd } from "~/lib/time";

/**
 * The months of warranty of one invoiced line.
 * @param serviceType the booking's service type, e.g. "Battery replacement"
 * @param kind the line's kind: a part or labour
 * @param workmanshipMonths the workshop's warranty on workmanship (business facts)
 * @returns the months: the core service's `warrantyMonths` for a part when it states one, else
 *   `workmanshipMonths`
 */
export function lineWarrantyMonths(
  serviceType: string,
  kind: "part" | "labour",
  workmanshipMonths: number,
): number {
  if (kind === "labour") return workmanshipMonths;
  const service = coreServices.find(
    (s) => s.bookingServiceType === serviceType && s.warrantyMonths !== undefined,
  );
  return service?.warrantyMonths ?? workmanshipMonths;
}

/**
 * The last day a line's warranty runs.
 * @param invoicedOn the invoice's date, "yyyy-MM-dd" (Asia/Kolkata)
 * @param months the line's months of warranty
 * @returns "yyyy-MM-dd": the invoice's date moved by the months (the day the warranty ends)
 */
export function warrantyEndsOn(invoicedOn: string, months: number): string {
  return addMonthsYmd(invoicedOn, months);
}

/**
 * The months a warranty may run at most, for reading only the invoices that can still hold one.
 * @param workmanshipMonths the workshop's warranty on workmanship
 * @returns the longest of it and every catalogue service's own warranty
 */
export function longestWarrantyMonths(workmanshipMonths: number): number {
  return Math.max(workmanshipMonths, ...coreServices.map((s) => s.warrantyMonths ?? 0));
}

/**
 * The words a warranty rework line carries on the estimate, the tax invoice and the car's history
 * (docs/product.md#warranty-rework): "Under warranty: INV/2026-27/0005, line 2".
 * @param invoiceNumber the earlier invoice's number as issued (`INV/<financial year>/<serial>`)
 * @param line the earlier invoice's line, from 1
 * @returns the note
 */
export function warrantyReworkNote(invoiceNumber: string, line: number): string {
  return `Under warranty: ${invoiceNumber}, line ${line}`;
}

/** One line of an issued invoice with the warranty it carries. */
export interface InvoicedLineWarranty {
  invoiceId: string;
  invoiceNumber: string;
  /** The line's place on its invoice, from 1. */
  line: number;
  description: string;
  /** The invoice's date, "yyyy-MM-dd" (Asia/Kolkata). */
  invoicedOn: string;
  /** The line's months of warranty. */
  months: number;
  /** The last day of the warranty, "yyyy-MM-dd". */
  endsOn: string;
}

/**
 * The lines of one issued invoice that carry a warranty of their own, each with its months and
 * last day (docs/product.md#warranty-rework). A warranty rework line (one with `warrantyOf`)
 * carries none: the line it reworks keeps its own, counted from its own invoice, so a rework
 * never lengthens a warranty.
 * @param invoice the invoice: id, number, its date "yyyy-MM-dd" (Asia/Kolkata), the booking's
 *   service type and its lines as issued
 * @param workmanshipMonths the workshop's warranty on workmanship (business facts)
 * @returns the lines, in the invoice's order
 */
export function invoiceLineWarranties(
  invoice: {
    id: string;
    number: string;
    invoicedOn: string;
    serviceType: string;
    lines: ReadonlyArray<{ kind: "part" | "labour"; description: string; warrantyOf?: string }>;
  },
  workmanshipMonths: number,
): InvoicedLineWarranty[] {
  return invoice.lines.flatMap((line, i) => {
    if (line.warrantyOf) return [];
    const months = lineWarrantyMonths(invoice.serviceType, line.kind, workmanshipMonths);
    return [
      {
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        line: i + 1,
        description: line.description,
        invoicedOn: invoice.invoicedOn,
        months,
        endsOn: warrantyEndsOn(invoice.invoicedOn, months),
      },
    ];
  });
}
