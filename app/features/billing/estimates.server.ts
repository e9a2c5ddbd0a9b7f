/**
 * Estimates (docs/decisions/0010): the versions an admin sends, their lines with the figures
 * an invoice would bill, and the customer's answers line by line. Callers check who may act
 * first: `requireAdmin` for sending, the booking's owner for answering ({@link decideLines}
 * checks it again).
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, max } from "drizzle-orm";
import {
  bookings,
  estimateLines,
  estimates,
  invoices,
  type BookingRow,
  type EstimateLineRow,
  type InvoiceLine,
} from "~/db/schema";
import { invoicedLineWarranties } from "~/features/cars/car-warranty.server";
import { recordLineDecisions } from "~/features/cars/recommendations.server";
import { warrantyReworkNote } from "~/features/cars/warranty";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import { computeTaxes, type TaxedLine, type TaxTotals } from "./gst";
import { loadBookingOffers } from "./booking-offers.server";
import { chooseDiscount, discountNote } from "./discounts";
import { BillingError } from "./billing-error";
import { lockJobCardBooking } from "./billing-lock.server";
import {
  BILLING_MESSAGES,
  MAX_ESTIMATE_LINES,
  warrantyChoiceValue,
  type EstimateLineValues,
} from "./billing-schema";
import { lineFieldName } from "./estimate-draft";

/** An estimate line with its figures (paise, as an invoice would bill it) and the customer's answer. */
type EstimateLineView = Omit<InvoiceLine, "estimateLineId"> & {
  id: string;
  position: number;
  /** The "Warranty rework of" choice as the editor holds it (`<invoice id>:<line>`), or "". */
  warranty: string;
  decision: "approved" | "declined" | null;
  decidedAt: string | null;
};

/** One estimate version with its lines and totals (estimated as a supply within Telangana). */
export interface EstimateView {
  id: string;
  version: number;
  note: string | null;
  sentAt: string;
  decidedAt: string | null;
  lines: EstimateLineView[];
  totals: TaxTotals;
  /** Totals of the approved lines only. */
  approvedTotals: TaxTotals;
  /** The offer whose discount the lines carry ("First online booking, 10%"); null for none. */
  discountNote: string | null;
}

/**
 * A taxed estimate line's figures as an invoice bills them (docs/decisions/0010: the invoice
 * keeps what it printed), shared by the estimate's view and the issued invoice.
 * @param line an estimate line with its tax worked out by `computeTaxes`
 * @returns kind, description, the warranty rework note when there is one
 *   (docs/product.md#warranty-rework), HSN/SAC, quantity (hundredths), unit price, GST rate
 *   (percent), taxable value, CGST, SGST, IGST and total (paise)
 */
export function billedFigures(line: TaxedLine<NotedLine>): Omit<InvoiceLine, "estimateLineId"> {
  return {
    kind: line.kind,
    description: line.description,
    ...(line.warrantyOf ? { warrantyOf: line.warrantyOf } : {}),
    hsnSac: line.hsnSac,
    quantityHundredths: line.quantityHundredths,
    unitPricePaise: line.unitPricePaise,
    gstRatePercent: line.gstRatePercent,
    grossPaise: line.grossPaise,
    discountPaise: line.discountPaise,
    taxablePaise: line.taxablePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
    totalPaise: line.totalPaise,
  };
}

/** An estimate line with its warranty rework note, when it is one. */
type NotedLine = EstimateLineRow & { warrantyOf?: string };

/**
 * Estimate lines with the note of each warranty rework line ("Under warranty: INV/2026-27/0005,
 * line 2", docs/product.md#warranty-rework), its invoice's number read in one query.
 * @param db the database or the caller's transaction
 * @param rows the lines
 * @returns the same lines, in order, each warranty rework line with `warrantyOf`
 */
export async function withWarrantyNotes<T extends EstimateLineRow>(
  db: DbOrTx,
  rows: T[],
): Promise<Array<T & { warrantyOf?: string }>> {
  const ids = [...new Set(rows.flatMap((r) => (r.warrantyInvoiceId ? [r.warrantyInvoiceId] : [])))];
  if (ids.length === 0) return rows;
  const numbers = new Map(
    (
      await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.id, ids))
    ).map((i) => [i.id, i.number]),
  );
  return rows.map((r) => {
    const number = r.warrantyInvoiceId ? numbers.get(r.warrantyInvoiceId) : undefined;
    return number && r.warrantyInvoiceLine
      ? { ...r, warrantyOf: warrantyReworkNote(number, r.warrantyInvoiceLine) }
      : r;
  });
}

function toLineView(line: TaxedLine<NotedLine>): EstimateLineView {
  return {
    id: line.id,
    position: line.position,
    warranty:
      line.warrantyInvoiceId && line.warrantyInvoiceLine
        ? warrantyChoiceValue(line.warrantyInvoiceId, line.warrantyInvoiceLine)
        : "",
    ...billedFigures(line),
    decision: line.decision,
    decidedAt: line.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Every estimate version of a booking, for its job card. The caller has checked that the
 * reader may see the booking.
 * @param bookingId the booking
 * @returns the versions, newest first, each with its lines in order and its totals (paise)
 */
export async function loadEstimates(bookingId: string): Promise<EstimateView[]> {
  const db = getDb();
  // All read by the booking, side by side (docs/decisions/0019: a page's queries in few waves).
  const [estimateRows, unnotedLines, offers] = await Promise.all([
    db
      .select()
      .from(estimates)
      .where(eq(estimates.bookingId, bookingId))
      .orderBy(desc(estimates.version)),
    db
      .select(getTableColumns(estimateLines))
      .from(estimateLines)
      .innerJoin(estimates, eq(estimateLines.estimateId, estimates.id))
      .where(eq(estimates.bookingId, bookingId))
      .orderBy(asc(estimateLines.position)),
    loadBookingOffers(bookingId, db),
  ]);
  const lineRows = await withWarrantyNotes(db, unnotedLines);
  return estimateRows.map((e): EstimateView => {
    const rows = lineRows.filter((l) => l.estimateId === e.id);
    // docs/decisions/0023: the larger of the booking's offers, on the lines as the invoice would.
    const chosen = chooseDiscount(rows, offers);
    const { lines, totals } = computeTaxes(rows, true, chosen?.percentFor);
    const approvedRows = rows.filter((l) => l.decision === "approved");
    const approved = computeTaxes(
      approvedRows,
      true,
      chooseDiscount(approvedRows, offers)?.percentFor,
    ).totals;
    return {
      id: e.id,
      version: e.version,
      note: e.note,
      sentAt: e.sentAt.toISOString(),
      decidedAt: e.decidedAt?.toISOString() ?? null,
      lines: lines.map(toLineView),
      totals,
      approvedTotals: approved,
      discountNote: chosen ? discountNote(chosen.offers) : null,
    };
  });
}

/**
 * An estimate line's row to insert: a warranty rework line priced at 0 paise whatever it carries
 * (docs/product.md#warranty-rework), with the invoice line it names.
 * @param line the parsed line; `estimateId` its version; `position` its place, from 1
 */
function lineRow(line: EstimateLineValues, estimateId: string, position: number) {
  const { warranty, ...priced } = line;
  return {
    ...priced,
    unitPricePaise: warranty ? 0 : priced.unitPricePaise,
    warrantyInvoiceId: warranty?.invoiceId ?? null,
    warrantyInvoiceLine: warranty?.line ?? null,
    estimateId,
    position,
  };
}

/**
 * Checks the lines marked as warranty rework (docs/product.md#warranty-rework): each names a
 * line of an issued invoice of an earlier booking of the same car, whose warranty has not ended
 * on `today`. A line the booking's earlier estimate versions named already stays allowed after its
 * warranty ends (it was in warranty when marked; a revision keeps it).
 * @param tx the transaction that sends the estimate (the booking's row is locked)
 * @param booking the job card's booking; `lines` the parsed lines; `today` "yyyy-MM-dd" (India)
 * @throws BillingError at the line's `warranty` field: not this car's earlier invoice line, or
 *   its warranty ended (with the day)
 */
async function checkWarrantyRework(
  tx: DbOrTx,
  booking: BookingRow,
  lines: EstimateLineValues[],
  today: string,
): Promise<void> {
  const marked = lines.flatMap((l, i) => (l.warranty ? [{ i, ...l.warranty }] : []));
  if (marked.length === 0) return;
  const [found, earlier] = booking.vehicleId
    ? [
        await invoicedLineWarranties(tx, {
          vehicleId: booking.vehicleId,
          exceptBookingId: booking.id,
          invoiceIds: [...new Set(marked.map((m) => m.invoiceId))],
        }),
        await tx
          .select({
            invoiceId: estimateLines.warrantyInvoiceId,
            line: estimateLines.warrantyInvoiceLine,
          })
          .from(estimateLines)
          .innerJoin(estimates, eq(estimates.id, estimateLines.estimateId))
          .where(
            and(eq(estimates.bookingId, booking.id), isNotNull(estimateLines.warrantyInvoiceId)),
          ),
      ]
    : [[], []];
  for (const m of marked) {
    const field = lineFieldName(m.i, "warranty");
    const line = found.find((w) => w.invoiceId === m.invoiceId && w.line === m.line);
    if (!line) throw new BillingError(BILLING_MESSAGES.warrantyChoice, field);
    const kept = earlier.some((e) => e.invoiceId === m.invoiceId && e.line === m.line);
    if (line.endsOn < today && !kept)
      throw new BillingError(BILLING_MESSAGES.warrantyEnded(line.endsOn), field);
  }
}

/**
 * Sends a new estimate version to the customer (docs/decisions/0010: a revised estimate keeps the
 * earlier versions; lines of a sent version never change). In one transaction the booking
 * row is locked, so two admins sending at once get versions n and n+1.
 * @param bookingId the booking; `adminId` who sends; `values` lines already parsed
 *   (paise, hundredths, percent) and an optional note; `now` the time it is sent
 * @returns the new version number
 * @throws BillingError when the booking does not exist or is cancelled, or a line marked as
 *   warranty rework names a line that is not of this car's earlier invoices or whose warranty
 *   has ended (at that line's field; nothing is written)
 */
export async function sendEstimate(
  bookingId: string,
  adminId: string,
  values: { note: string; lines: EstimateLineValues[] },
  now: Date = new Date(),
): Promise<number> {
  return getDb().transaction(async (tx) => {
    const booking = await lockJobCardBooking(tx, bookingId);
    if (booking.status === "cancelled") throw new BillingError(BILLING_MESSAGES.bookingCancelled);
    const [{ latest } = { latest: 0 }] = await tx
      .select({ latest: max(estimates.version) })
      .from(estimates)
      .where(eq(estimates.bookingId, bookingId));
    const version = (latest ?? 0) + 1;
    await checkWarrantyRework(tx, booking, values.lines, todayInKolkata(now));
    const [estimate] = await tx
      .insert(estimates)
      .values({ bookingId, version, note: values.note || null, createdBy: adminId, sentAt: now })
      .returning({ id: estimates.id });
    await tx
      .insert(estimateLines)
      .values(values.lines.map((line, i) => lineRow(line, estimate!.id, i + 1)));
    return version;
  });
}

/**
 * Records the customer's answers on the newest estimate version (docs/decisions/0010): each line
 * approved or declined, with the time and who answered. A line once approved stays approved (only a
 * new version can change approved work); a declined line may be approved later. In the same
 * transaction, a line declined becomes a recommendation on the booking's car, dismissed if the
 * line is approved later (docs/decisions/0014).
 * @param userId the session's user (must own the booking)
 * @param bookingId the booking; `estimateId` the version answered; `decisions` line id → answer
 * @returns how many lines changed
 * @throws BillingError when the booking is not the user's (as "not found"), the version is
 *   not the newest, a line is not on it, or an approved line would be declined; nothing is
 *   written then
 */
export async function decideLines(
  userId: string,
  bookingId: string,
  estimateId: string,
  decisions: Record<string, "approved" | "declined">,
  now: Date = new Date(),
): Promise<number> {
  return getDb().transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
    if (!booking) throw new BillingError(BILLING_MESSAGES.bookingNotFound);
    // Lock the versions so that a revision sent meanwhile is seen.
    const versions = await tx
      .select()
      .from(estimates)
      .where(eq(estimates.bookingId, bookingId))
      .orderBy(desc(estimates.version))
      .for("update");
    if (versions[0]?.id !== estimateId) throw new BillingError(BILLING_MESSAGES.notLatest);
    const lines = await tx
      .select()
      .from(estimateLines)
      .where(eq(estimateLines.estimateId, estimateId));
    let changed = 0;
    const declined: Array<{ id: string; title: string }> = [];
    const approved: string[] = [];
    for (const [lineId, decision] of Object.entries(decisions)) {
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw new BillingError(BILLING_MESSAGES.notLatest);
      if (line.decision === decision) continue;
      if (line.decision === "approved") throw new BillingError(BILLING_MESSAGES.approvedIsFinal);
      await tx
        .update(estimateLines)
        .set({ decision, decidedAt: now, decidedBy: userId })
        .where(eq(estimateLines.id, lineId));
      if (decision === "declined") declined.push({ id: lineId, title: line.description });
      else approved.push(lineId);
      changed++;
    }
    if (changed > 0)
      await tx.update(estimates).set({ decidedAt: now }).where(eq(estimates.id, estimateId));
    // docs/decisions/0014: a declined line becomes a recommendation on the booking's car.
    await recordLineDecisions(tx, bookingId, { declined, approved }, now);
    return changed;
  });
}

/**
 * A booking's latest estimate version and its lines in order (docs/decisions/0010).
 * @param tx the transaction that reads them
 * @param bookingId the booking
 * @param decision when given, only the lines the customer answered so
 * @returns `{ estimate, lines }`: the latest version (undefined, with no lines, when none was sent)
 */
export async function latestEstimate(
  tx: DbOrTx,
  bookingId: string,
  decision?: "approved" | "declined",
) {
  const [estimate] = await tx
    .select()
    .from(estimates)
    .where(eq(estimates.bookingId, bookingId))
    .orderBy(desc(estimates.version))
    .limit(1);
  if (!estimate) return { estimate, lines: [] };
  const answered = decision ? eq(estimateLines.decision, decision) : undefined;
  const lines = await tx
    .select()
    .from(estimateLines)
    .where(and(eq(estimateLines.estimateId, estimate.id), answered))
    .orderBy(asc(estimateLines.position));
  return { estimate, lines };
}

/**
 * Sends a revised estimate with one line more, in the caller's transaction: the newest version's
 * lines as they were (undecided again, as in any revision: docs/decisions/0010) and `line` after
 * them, as version n+1 (docs/product.md#health-check: a point that needs attention becomes an
 * estimate line in one step). The booking's row is locked, as {@link sendEstimate} does.
 * @param tx the caller's transaction
 * @param bookingId the booking; `adminId` who sends
 * @param line the new line (paise, hundredths, percent)
 * @param now the time it is sent
 * @returns the new version number and the new line's id
 * @throws BillingError when the booking does not exist or is cancelled, or the estimate would
 *   have more than {@link MAX_ESTIMATE_LINES} lines
 */
export async function sendEstimateWithLine(
  tx: DbOrTx,
  bookingId: string,
  adminId: string,
  line: EstimateLineValues,
  now: Date = new Date(),
): Promise<{ version: number; lineId: string }> {
  const booking = await lockJobCardBooking(tx, bookingId);
  if (booking.status === "cancelled") throw new BillingError(BILLING_MESSAGES.bookingCancelled);
  const { estimate: latest, lines: earlier } = await latestEstimate(tx, bookingId);
  if (earlier.length >= MAX_ESTIMATE_LINES) throw new BillingError(BILLING_MESSAGES.tooManyLines);
  const version = (latest?.version ?? 0) + 1;
  const [estimate] = await tx
    .insert(estimates)
    .values({ bookingId, version, note: latest?.note ?? null, createdBy: adminId, sentAt: now })
    .returning({ id: estimates.id });
  const lines: EstimateLineValues[] = [
    ...earlier.map((l) => ({
      kind: l.kind,
      description: l.description,
      hsnSac: l.hsnSac,
      quantityHundredths: l.quantityHundredths,
      unitPricePaise: l.unitPricePaise,
      gstRatePercent: l.gstRatePercent,
      // A warranty rework line stays one (checked when it was first sent).
      warranty:
        l.warrantyInvoiceId && l.warrantyInvoiceLine
          ? { invoiceId: l.warrantyInvoiceId, line: l.warrantyInvoiceLine }
          : null,
    })),
    line,
  ];
  const inserted = await tx
    .insert(estimateLines)
    .values(lines.map((l, i) => lineRow(l, estimate!.id, i + 1)))
    .returning({ id: estimateLines.id, position: estimateLines.position });
  return { version, lineId: inserted.find((r) => r.position === lines.length)!.id };
}
