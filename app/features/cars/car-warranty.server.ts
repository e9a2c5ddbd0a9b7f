/**
 * The warranty in force on a car's invoiced lines, read from its issued tax invoices
 * (docs/product.md#garage-car-page, docs/product.md#warranty-rework): one query for the car's
 * page (scoped to its owner) and the job card's "Warranty rework of" choice (the workshop's,
 * every booking of the car). The rule of months and end dates is `./warranty.ts`.
 */
import { and, desc, eq, gte, inArray, ne } from "drizzle-orm";
import { bookings, invoices } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { getBusinessFacts } from "~/lib/env.server";
import { addMonthsYmd, kolkataDayStartsAt, todayInKolkata } from "~/lib/time";
import {
  invoiceLineWarranties,
  longestWarrantyMonths,
  type InvoicedLineWarranty,
} from "./warranty";

/** Which of a car's issued invoices to read. */
interface CarInvoices {
  vehicleId: string;
  /** Only this customer's bookings of the car (the car's page); none: every booking (the workshop). */
  userId?: string;
  /** A booking whose own invoice is left out (the job card being written). */
  exceptBookingId?: string;
  /** Only these invoices. */
  invoiceIds?: string[];
  /** Only invoices issued from this instant on. */
  since?: Date;
}

/**
 * The lines of a car's issued (not cancelled) tax invoices with the warranty each carries, ended
 * or not, newest invoice first, lines in the invoice's order; warranty rework lines carry none
 * of their own (see `invoiceLineWarranties`).
 * @param db the database or the caller's transaction
 * @param car which invoices (see {@link CarInvoices})
 * @returns each line with its invoice's id and number, its place on it (from 1), months and
 *   last day
 */
export async function invoicedLineWarranties(
  db: DbOrTx,
  car: CarInvoices,
): Promise<InvoicedLineWarranty[]> {
  if (car.invoiceIds?.length === 0) return [];
  const workmanship = getBusinessFacts().promises.warrantyMonths;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      lines: invoices.lines,
      serviceType: bookings.serviceType,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(
      and(
        eq(bookings.vehicleId, car.vehicleId),
        car.userId ? eq(bookings.userId, car.userId) : undefined,
        car.exceptBookingId ? ne(bookings.id, car.exceptBookingId) : undefined,
        car.invoiceIds ? inArray(invoices.id, car.invoiceIds) : undefined,
        car.since ? gte(invoices.issuedAt, car.since) : undefined,
        eq(invoices.status, "issued"),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
  return rows.flatMap((invoice) =>
    invoiceLineWarranties(
      { ...invoice, invoicedOn: todayInKolkata(invoice.issuedAt) },
      workmanship,
    ),
  );
}

/**
 * The lines of a car's issued tax invoices whose warranty has not ended by `today` (the last day
 * counts): the car's page's "Warranty in force" and the job card's "Warranty rework of" choice.
 * @param db the database or the caller's transaction
 * @param car which invoices (see {@link CarInvoices})
 * @param today "yyyy-MM-dd" in Asia/Kolkata
 * @returns the lines still under warranty, newest invoice first
 */
export async function carWarrantyLines(
  db: DbOrTx,
  car: Omit<CarInvoices, "since" | "invoiceIds">,
  today: string,
): Promise<InvoicedLineWarranty[]> {
  const workmanship = getBusinessFacts().promises.warrantyMonths;
  const since = kolkataDayStartsAt(addMonthsYmd(today, -longestWarrantyMonths(workmanship)));
  const lines = await invoicedLineWarranties(db, { ...car, since });
  return lines.filter((line) => line.endsOn >= today);
}
