/**
 * What the workshop has done to a customer's car (docs/product.md#garage-car-page, docs/decisions/0014):
 * its visits newest first with the odometer, approved lines, invoice and photos; the warranty in
 * force on invoiced lines; the open recommendations. Scoped by the session's user id like
 * `vehicles.server.ts`: another customer's car reads as nothing.
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";

import {
  bookingPhotos,
  creditNotes,
  bookings,
  estimateLines,
  estimates,
  invoices,
  odometerReadings,
  vehicleRecommendations,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { pageWindow } from "~/lib/paging";

import { bookingPhotoPath, creditNotePdfPath, invoicePdfPath } from "~/catalog/navigation";
import { todayInKolkata } from "~/lib/time";

import { carWarrantyLines } from "./car-warranty.server";
import { warrantyReworkNote, type InvoicedLineWarranty } from "./warranty";

/** One visit of a car, as its page's history shows it (docs/product.md#garage-car-page). */
export interface CarVisit {
  bookingId: string;
  /** The booked day, "yyyy-MM-dd" (Asia/Kolkata). */
  date: string;
  serviceType: string;
  status: string;
  /** The odometer at that visit, whole km (the check-in reading); null when none was taken. */
  odometerKm: number | null;
  /** The lines of the newest estimate the customer approved, in order. */
  approvedLines: Array<{
    description: string;
    quantityHundredths: number;
    /** A warranty rework line's note ("Under warranty: INV/2026-27/0005, line 2"); null otherwise. */
    warrantyOf: string | null;
  }>;
  /** The visit's tax invoice in force, with its PDF's address; null before one is issued. */
  invoice: { number: string; pdfUrl: string } | null;
  /** The visit's credit notes (docs/product.md#credit-notes), oldest first, each with its PDF's address. */
  creditNotes: Array<{ number: string; pdfUrl: string }>;
  /** Inspection photos, oldest first, each with its address. */
  photos: Array<{ id: string; url: string }>;
}

/** One page of a car's history. */
export interface CarHistoryPage {
  visits: CarVisit[];
  page: number;
  pageCount: number;
  total: number;
}

/** Visits per page of a car's history (as My Bookings: ten). */
const CAR_HISTORY_PAGE_SIZE = 10;

/** The customer's bookings of one car (the workshop's records of other accounts never). */
const bookingsOfCar = (userId: string, vehicleId: string) =>
  and(eq(bookings.vehicleId, vehicleId), eq(bookings.userId, userId));

/**
 * One page of a car's history: every booking of that car, newest first (by the booked day),
 * each with the odometer at that visit, its status, the estimate lines approved, the tax
 * invoice with its PDF and the inspection photos (docs/product.md#garage-car-page).
 * @param userId the session's user id
 * @param vehicleId the car's id (the caller has checked it is the customer's)
 * @param page the page asked for, from 1 (past the end: the last page)
 * @returns the page's visits, the page shown, the page count and the number of visits
 */
export async function carHistory(
  userId: string,
  vehicleId: string,
  page: number,
): Promise<CarHistoryPage> {
  const db = getDb();
  const [counted] = await db
    .select({ n: count() })
    .from(bookings)
    .where(bookingsOfCar(userId, vehicleId));
  const total = counted?.n ?? 0;
  const window = pageWindow(total, page, CAR_HISTORY_PAGE_SIZE);
  const rows = await db
    .select({
      id: bookings.id,
      date: bookings.preferredDate,
      serviceType: bookings.serviceType,
      status: bookings.status,
    })
    .from(bookings)
    .where(bookingsOfCar(userId, vehicleId))
    .orderBy(desc(bookings.preferredDate), desc(bookings.createdAt), desc(bookings.id))
    .limit(CAR_HISTORY_PAGE_SIZE)
    .offset(window.offset);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0)
    return { visits: [], page: window.page, pageCount: window.pageCount, total };
  const [readings, versions, issued, photos, credited] = await Promise.all([
    db
      .select({
        bookingId: odometerReadings.bookingId,
        km: odometerReadings.km,
        source: odometerReadings.source,
      })
      .from(odometerReadings)
      .where(inArray(odometerReadings.bookingId, ids))
      .orderBy(desc(odometerReadings.recordedAt)),
    db
      .selectDistinctOn([estimates.bookingId], {
        id: estimates.id,
        bookingId: estimates.bookingId,
      })
      .from(estimates)
      .where(inArray(estimates.bookingId, ids))
      .orderBy(estimates.bookingId, desc(estimates.version)),
    db
      .select({ bookingId: invoices.bookingId, number: invoices.number })
      .from(invoices)
      .where(and(inArray(invoices.bookingId, ids), eq(invoices.status, "issued"))),
    db
      .select({ id: bookingPhotos.id, bookingId: bookingPhotos.bookingId })
      .from(bookingPhotos)
      .where(inArray(bookingPhotos.bookingId, ids))
      .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id)),
    db
      .select({ id: creditNotes.id, bookingId: creditNotes.bookingId, number: creditNotes.number })
      .from(creditNotes)
      .where(inArray(creditNotes.bookingId, ids))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence)),
  ]);
  const newestEstimate = new Map(versions.map((v) => [v.id, v.bookingId]));
  const lines = newestEstimate.size
    ? await db
        .select({
          estimateId: estimateLines.estimateId,
          description: estimateLines.description,
          quantityHundredths: estimateLines.quantityHundredths,
          warrantyInvoiceNumber: invoices.number,
          warrantyInvoiceLine: estimateLines.warrantyInvoiceLine,
        })
        .from(estimateLines)
        .leftJoin(invoices, eq(invoices.id, estimateLines.warrantyInvoiceId))
        .where(
          and(
            inArray(estimateLines.estimateId, [...newestEstimate.keys()]),
            eq(estimateLines.decision, "approved"),
          ),
        )
        .orderBy(asc(estimateLines.position))
    : [];
  const visits = rows.map((row): CarVisit => {
    const atVisit = readings.filter((r) => r.bookingId === row.id);
    const reading = atVisit.find((r) => r.source === "check_in") ?? atVisit[0];
    const invoice = issued.find((i) => i.bookingId === row.id);
    return {
      bookingId: row.id,
      date: row.date,
      serviceType: row.serviceType,
      status: row.status,
      odometerKm: reading?.km ?? null,
      approvedLines: lines
        .filter((l) => newestEstimate.get(l.estimateId) === row.id)
        .map((l) => ({
          description: l.description,
          quantityHundredths: l.quantityHundredths,
          warrantyOf:
            l.warrantyInvoiceNumber && l.warrantyInvoiceLine
              ? warrantyReworkNote(l.warrantyInvoiceNumber, l.warrantyInvoiceLine)
              : null,
        })),
      invoice: invoice ? { number: invoice.number, pdfUrl: invoicePdfPath(row.id) } : null,
      creditNotes: credited
        .filter((c) => c.bookingId === row.id)
        .map((c) => ({ number: c.number, pdfUrl: creditNotePdfPath(row.id, c.id) })),
      photos: photos
        .filter((p) => p.bookingId === row.id)
        .map((p) => ({ id: p.id, url: bookingPhotoPath(row.id, p.id) })),
    };
  });
  return { visits, page: window.page, pageCount: window.pageCount, total };
}

/** One invoiced line whose warranty runs, as the car's page shows it. */
export type WarrantyLine = InvoicedLineWarranty;

/**
 * The warranty in force on a car (docs/product.md#garage-car-page): each line of the car's
 * tax invoices in force whose warranty has not ended by `today`, with its months (a part of a
 * catalogue service with its own `warrantyMonths`, else the workshop's warranty on workmanship)
 * and its end date; newest invoice first, lines in the invoice's order. A warranty rework line
 * carries none of its own (docs/product.md#warranty-rework).
 * @param userId the session's user id
 * @param vehicleId the car's id (the caller has checked it is the customer's)
 * @param today "yyyy-MM-dd" in Asia/Kolkata
 * @returns the lines still under warranty
 */
export async function carWarranty(
  userId: string,
  vehicleId: string,
  today: string = todayInKolkata(),
): Promise<WarrantyLine[]> {
  return carWarrantyLines(getDb(), { vehicleId, userId }, today);
}

/** A recommendation still open on a car. */
export interface CarRecommendation {
  id: string;
  title: string;
  /** The day the workshop suggests it by, "yyyy-MM-dd". */
  suggestedOn: string;
}

/**
 * The work the workshop recommends on a car and the customer has not had done yet
 * (docs/decisions/0014), soonest first.
 * @param vehicleId the car's id (the caller has checked it is the customer's)
 */
export async function openRecommendations(vehicleId: string): Promise<CarRecommendation[]> {
  return getDb()
    .select({
      id: vehicleRecommendations.id,
      title: vehicleRecommendations.title,
      suggestedOn: vehicleRecommendations.suggestedOn,
    })
    .from(vehicleRecommendations)
    .where(
      and(
        eq(vehicleRecommendations.vehicleId, vehicleId),
        eq(vehicleRecommendations.status, "open"),
      ),
    )
    .orderBy(asc(vehicleRecommendations.suggestedOn), asc(vehicleRecommendations.createdAt));
}

/** A car's last odometer reading: whole km and the Asia/Kolkata date it was recorded. */
export interface LastOdometerReading {
  km: number;
  /** "yyyy-MM-dd" (Asia/Kolkata). */
  date: string;
}

/**
 * The car's last odometer reading, whoever recorded it (the check-in, the workshop or the
 * customer with the car form: docs/decisions/0014, "Odometer").
 * @param vehicleId the car's id (the caller has checked it is the customer's)
 * @returns the reading, or null when the car has none
 */
export async function lastOdometerReading(vehicleId: string): Promise<LastOdometerReading | null> {
  const [last] = await getDb()
    .select({ km: odometerReadings.km, recordedAt: odometerReadings.recordedAt })
    .from(odometerReadings)
    .where(eq(odometerReadings.vehicleId, vehicleId))
    .orderBy(desc(odometerReadings.recordedAt))
    .limit(1);
  return last ? { km: last.km, date: todayInKolkata(last.recordedAt) } : null;
}
