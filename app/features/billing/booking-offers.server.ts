/**
 * The offers of a booking (docs/product.md#offers-discount, docs/decisions/0023): recorded when
 * the booking is made, read by its estimate and invoice, and removed from a job card by an admin
 * with a reason (audited).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { bookingOffers, bookings, invoices, vehicles, type BookingRow } from "~/db/schema";
import {
  FIRST_BOOKING_OFFER_ID,
  offersForBooking,
  type BookingOffer,
} from "~/catalog/discount-offers";
import { recordAudit } from "~/lib/audit.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { BillingError } from "./billing-error";
import { lockJobCardBooking } from "./billing-lock.server";
import { BILLING_MESSAGES } from "./billing-schema";

/**
 * Whether a booking is its customer's first (docs/decisions/0023: once per person): no other
 * booking that is not cancelled belongs to the same account, was made with the same phone number
 * (E.164) or is for a car with the same registration (normalised), whoever's account it is in.
 * Concurrent bookings with the same phone or registration queue on transaction locks of those
 * values (the account's own bookings already queue on the customer's lock), so two accounts
 * cannot both be first.
 * @param tx the booking's transaction
 * @param booking the new booking's id, account, phone and car
 * @param typedRegistration the registration typed for a car not saved to My Garage (normalised),
 *   or null
 * @returns true when it is the first
 */
async function isFirstBooking(
  tx: DbOrTx,
  booking: Pick<BookingRow, "id" | "userId" | "customerPhone" | "vehicleId">,
  typedRegistration: string | null,
): Promise<boolean> {
  const [car] = booking.vehicleId
    ? await tx
        .select({ registration: vehicles.registration })
        .from(vehicles)
        .where(eq(vehicles.id, booking.vehicleId))
    : [];
  const registration = car?.registration ?? typedRegistration;
  const keys = [`phone:${booking.customerPhone}`, ...(registration ? [`car:${registration}`] : [])]
    .map((k) => `first-booking:${k}`)
    .sort();
  for (const key of keys)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const sameCar = registration
    ? sql`or ${bookings.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.registration} = ${registration})`
    : sql``;
  const { rows } = await tx.execute<{ earlier: boolean }>(
    sql`select exists (select 1 from ${bookings}
      where ${bookings.id} <> ${booking.id} and ${bookings.status} <> 'cancelled'
      and (${bookings.userId} = ${booking.userId} or ${bookings.customerPhone} = ${booking.customerPhone} ${sameCar})) as earlier`,
  );
  return !rows[0]!.earlier;
}

/**
 * Records, in the booking's own transaction, the offers it is entitled to when it is made
 * (docs/product.md#offers-discount): the first online booking's discount when it is the
 * customer's first ({@link isFirstBooking}), and each promotion valid now that covers its service
 * type. The customer keeps them even if a promotion ends before the visit.
 * @param tx the transaction that inserted the booking
 * @param booking the new booking's row
 * @param typedRegistration the registration typed on the form when the car is not in My Garage
 *   (normalised; empty or null for none)
 * @param now when the booking is made
 * @returns the offers recorded
 */
export async function recordBookingOffers(
  tx: DbOrTx,
  booking: Pick<BookingRow, "id" | "userId" | "customerPhone" | "vehicleId" | "serviceType">,
  typedRegistration: string | null | undefined,
  now: Date,
): Promise<BookingOffer[]> {
  const first = await isFirstBooking(tx, booking, typedRegistration || null);
  const offers = offersForBooking(booking.serviceType, now, first);
  if (offers.length > 0)
    await tx
      .insert(bookingOffers)
      .values(offers.map((o) => ({ ...o, bookingId: booking.id, recordedAt: now })));
  return offers;
}

/**
 * A booking's offers still in force (not removed by an admin), in the order recorded, the first
 * online booking's first.
 * @param bookingId the booking (the caller has checked who may see it)
 * @param db the database or the caller's transaction
 */
export async function loadBookingOffers(
  bookingId: string,
  db: DbOrTx = getDb(),
): Promise<BookingOffer[]> {
  const rows = await db
    .select()
    .from(bookingOffers)
    .where(and(eq(bookingOffers.bookingId, bookingId), isNull(bookingOffers.removedAt)))
    .orderBy(
      sql`${bookingOffers.offerId} <> ${FIRST_BOOKING_OFFER_ID}`,
      asc(bookingOffers.recordedAt),
    );
  return rows.map((r) => ({
    offerId: r.offerId,
    name: r.name,
    percent: r.percent,
    appliesTo: r.appliesTo,
    combinable: r.combinable,
  }));
}

/**
 * Removes an offer's discount from a job card (docs/product.md#offers-discount): the offer stays
 * recorded with who removed it, when and why, and an audit entry is written in the same
 * transaction. Refused once the booking has a live invoice (cancel it, or give money back with a
 * credit note).
 * @param bookingId the booking; `offerId` the offer; `adminId` who removes it; `reason` why
 * @param now when
 * @throws BillingError when the booking has no such offer in force or has a live invoice
 */
export async function removeBookingDiscount(
  bookingId: string,
  offerId: string,
  adminId: string,
  reason: string,
  now: Date = new Date(),
): Promise<void> {
  await getDb().transaction(async (tx) => {
    await lockJobCardBooking(tx, bookingId);
    const [live] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.bookingId, bookingId), eq(invoices.status, "issued")));
    if (live) throw new BillingError(BILLING_MESSAGES.discountInvoiced);
    const done = await tx
      .update(bookingOffers)
      .set({ removedAt: now, removedBy: adminId, removeReason: reason })
      .where(
        and(
          eq(bookingOffers.bookingId, bookingId),
          eq(bookingOffers.offerId, offerId),
          isNull(bookingOffers.removedAt),
        ),
      )
      .returning({ offerId: bookingOffers.offerId });
    if (done.length === 0) throw new BillingError(BILLING_MESSAGES.noSuchDiscount);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: "booking_discount_removed",
      source: "admin_panel",
      target: bookingId,
      fromValue: offerId,
      note: reason,
    });
  });
}
