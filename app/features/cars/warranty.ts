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
