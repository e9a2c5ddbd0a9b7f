/**
 * The bookings CSV export (RFC 4180) as OWASP advises against formula injection: every
 * cell is quoted, so a spreadsheet that splits on semicolons (or commas) keeps a cell
 * whole, and a cell that a spreadsheet would run as a formula (starting with =, +, -, @,
 * tab or carriage return) is prefixed with an apostrophe, so a customer's text can never
 * become a formula on an admin's computer. Client-safe (pure functions).
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { format } from "date-fns";
import type { BookingView } from "~/features/booking/bookings.server";
import { statusLabel } from "~/catalog/booking-status";
import { paiseToRupeeText } from "~/catalog/money";
import { BUSINESS_TIME_ZONE } from "~/lib/time";

/**
 * One CSV cell.
 * @param value text or number; null and undefined become an empty cell
 * @returns the cell, neutralised against formulas and always quoted (its quotes doubled)
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A CSV document.
 * @param header the column names
 * @param rows the rows, each as long as the header
 * @returns lines ending in CRLF, the header first
 */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return csvLines([header, ...rows]);
}

/**
 * CSV lines, a part of a document (a streamed export writes its rows a batch at a time).
 * @param rows the rows
 * @returns one line per row, each ending in CRLF ("" for none)
 */
function csvLines(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

/** The export's columns, in order. */
export const BOOKINGS_CSV_HEADER = [
  "Booking ID",
  "Booked at (Asia/Kolkata)",
  "Status",
  "Service",
  "Customer",
  "Phone",
  "Email",
  "Car",
  "Preferred date",
  "Preferred time",
  "Address",
  "Special requests",
  "Updated at (Asia/Kolkata)",
  "Credit notes",
  "Credited (₹)",
  "Refunded (₹)",
] as const;

/**
 * The money given back on a booking (docs/product.md#credit-notes): its credit notes' numbers
 * ("; " between them), what they credit and what was refunded, in paise.
 */
export interface BookingMoneyBack {
  creditNotes: string | null;
  creditedPaise: number;
  refundedPaise: number;
}

/**
 * A timestamp as "yyyy-MM-dd HH:mm" in Asia/Kolkata: the UTC time moved by the zone's offset at
 * that instant (`tzOffset`, cached Intl), about 4 µs where a TZDate costs 30: the export writes
 * two per booking, a million bookings at a time (docs/decisions/0015).
 * @param iso an ISO timestamp
 */
export function kolkataDateTime(iso: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() + tzOffset(BUSINESS_TIME_ZONE, at) * 60_000);
  const text = local.toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 16)}`;
}

/**
 * The export's header line.
 * @returns the column names as one CSV line ending in CRLF
 */
export function bookingsCsvHeader(): string {
  return csvLines([BOOKINGS_CSV_HEADER]);
}

/**
 * Bookings as CSV lines without the header: one batch of a streamed export.
 * @param bookings the bookings, in the export's order, with the money given back on each (none
 *   when absent)
 * @returns one line per booking, each ending in CRLF ("" for none)
 */
export function bookingsCsvRows(
  bookings: readonly (BookingView & Partial<BookingMoneyBack>)[],
): string {
  return csvLines(
    bookings.map((b) => [
      b.id,
      kolkataDateTime(b.createdAt),
      statusLabel(b.status),
      b.serviceType,
      b.customerName,
      b.customerPhone,
      b.customerEmail,
      b.carModel,
      b.preferredDate,
      b.preferredTime,
      b.address,
      b.specialRequests,
      kolkataDateTime(b.updatedAt),
      b.creditNotes ?? "",
      paiseToRupeeText(b.creditedPaise ?? 0),
      paiseToRupeeText(b.refundedPaise ?? 0),
    ]),
  );
}

/**
 * The bookings as a CSV document (without a byte-order mark; the export adds one so that
 * spreadsheets read Telugu and Hindi names correctly).
 * @param bookings the filtered bookings, newest first
 */
export function bookingsCsv(bookings: readonly BookingView[]): string {
  return bookingsCsvHeader() + bookingsCsvRows(bookings);
}

/**
 * The export's file name.
 * @param now the download time
 * @returns e.g. "bookings-2026-11-21.csv" (date in Asia/Kolkata)
 */
export function bookingsCsvFileName(now: Date = new Date()): string {
  return `bookings-${format(new TZDate(now.getTime(), BUSINESS_TIME_ZONE), "yyyy-MM-dd")}.csv`;
}
