/**
 * A customer cancels or moves their own booking (docs/product.md#lifecycle-changes). Each change is
 * checked here on the server (ownership, status, cut-off, how many changes the customer made
 * today and how often the booking moved, and for a move the booking form's date and slot rules
 * and the slot's capacity under the same lock as a new booking), and written in one transaction
 * with its audit entry, the customer's message and the workshop's alert; a booking with pickup
 * closes its legs when cancelled and moves its pickup when moved (docs/product.md#pickups-legs).
 */
import {
  closeLegsOfCancelledBooking,
  movePickupWindow,
} from "~/features/pickups/booking-legs.server";
import { and, eq, sql } from "drizzle-orm";
import { bookings, type BookingRow } from "~/db/schema";
import { recordAudit, type AuditEntry } from "~/lib/audit.server";
import { visitText } from "~/features/messages/compose.server";
import { customerChangeAlert } from "~/features/messages/staff-alerts.server";
import { staffAlertWords } from "~/features/messages/message-wording";
import { queueCustomerBookingMessages, queueMessages } from "~/features/messages/outbox.server";
import { getDb } from "~/lib/db.server";
import { formatDisplayDate } from "~/lib/time";
import { customerChangeState } from "./booking-change-schema";
import { bookingTimingErrors } from "./booking-schema";
import {
  CHANGES_PER_DAY,
  MOVES_PER_BOOKING,
  countChangesToday,
  countMoves,
  lockCustomer,
} from "./booking-limits.server";
import { statusLabel } from "~/catalog/booking-status";
import { lockSlot } from "./booking-slots.server";
import { toBookingView, type BookingView } from "./bookings.server";

/** Why a change was refused. */
export type ChangeRefusal =
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "status" | "cutoff" }
  /** docs/product.md#lifecycle-changes: MOVES_PER_BOOKING moves, or CHANGES_PER_DAY changes today. */
  | { ok: false; reason: "moves" | "changes-today" }
  | { ok: false; reason: "same-slot" | "slot-full"; field: "preferredTime" }
  | { ok: false; reason: "timing"; field: "preferredDate" | "preferredTime"; message: string };

/** What a change did. */
export type ChangeOutcome = { ok: true; booking: BookingView } | ChangeRefusal;

/** The rules of a change: who, when, and the limits in force. */
export interface ChangeContext {
  /** The session's user id: only their own booking can be changed. */
  userId: string;
  now: Date;
  /** BOOKING_CHANGE_CUTOFF_HOURS. */
  cutoffHours: number;
}

type Transaction = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/**
 * Locks the customer (their changes and new bookings queue: `lockCustomer`), then their booking's
 * row, and checks the day's changes (docs/product.md#lifecycle-changes: at most CHANGES_PER_DAY an
 * Asia/Kolkata day).
 * @returns the booking, or why it cannot be changed ("not-found", "changes-today")
 */
async function lockForChange(
  tx: Transaction,
  ctx: ChangeContext,
  bookingId: string,
): Promise<BookingRow | ChangeRefusal> {
  await lockCustomer(tx, ctx.userId);
  const current = await lockOwnBooking(tx, ctx.userId, bookingId);
  if (!current) return { ok: false, reason: "not-found" };
  if ((await countChangesToday(tx, ctx.userId, ctx.now)) >= CHANGES_PER_DAY)
    return { ok: false, reason: "changes-today" };
  return current;
}

async function lockOwnBooking(tx: Transaction, userId: string, bookingId: string) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .for("update");
  return row;
}

/**
 * Writes a customer's change to their booking (updated_at set too) with its audit entry, in
 * the change's transaction.
 * @param change the booking's new values
 * @param audit what the audit trail records (the actor is the customer)
 * @returns the booking as it is after the change
 */
async function applyCustomerChange(
  tx: Transaction,
  ctx: ChangeContext,
  bookingId: string,
  change: Partial<Pick<BookingRow, "status" | "preferredDate" | "preferredTime">>,
  audit: Pick<AuditEntry, "action" | "fromValue" | "toValue" | "note">,
): Promise<BookingRow> {
  const [updated] = await tx
    .update(bookings)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning();
  await recordAudit(tx, {
    actorUserId: ctx.userId,
    source: "customer",
    target: bookingId,
    ...audit,
  });
  return updated!;
}

/**
 * Cancels the customer's booking, with their reason in the audit trail; its pickup and drop legs
 * lose their drivers (`closeLegsOfCancelledBooking`, docs/product.md#pickups-legs).
 * @param ctx the session's user, the clock and the cut-off
 * @param bookingId the booking (someone else's is "not-found")
 * @param reason the customer's reason, "" for none
 * @returns the cancelled booking, or why not (nothing written then): "changes-today" once the
 *   customer has made CHANGES_PER_DAY changes this Asia/Kolkata day
 */
export async function cancelBookingByCustomer(
  ctx: ChangeContext,
  bookingId: string,
  reason: string,
): Promise<ChangeOutcome> {
  return getDb().transaction(async (tx) => {
    const current = await lockForChange(tx, ctx, bookingId);
    if ("ok" in current) return current;
    const state = customerChangeState(current, ctx.now, ctx.cutoffHours);
    if (!state.allowed) return { ok: false, reason: state.reason } as const;
    const updated = await applyCustomerChange(
      tx,
      ctx,
      bookingId,
      { status: "cancelled" },
      {
        action: "booking_status_changed",
        fromValue: current.status,
        toValue: "cancelled",
        note: reason || null,
      },
    );
    await closeLegsOfCancelledBooking(tx, bookingId, { userId: ctx.userId, source: "customer" });
    await queueCustomerBookingMessages(tx, "booking_cancelled", updated);
    await queueMessages(
      tx,
      customerChangeAlert("staff_booking_cancelled", updated, reason ? [["Reason", reason]] : []),
    );
    return { ok: true, booking: toBookingView(updated) } as const;
  });
}

/**
 * Moves the customer's booking to a new date and slot; it goes back to pending for the
 * workshop to confirm. The new slot is locked and counted exactly as for a new booking
 * (`lockSlot`, BOOKING_SLOT_CAPACITY). The pickup's window moves with it; a driver with no room
 * in the new window is taken off the leg, and the workshop's alert says so
 * (docs/product.md#pickups-legs).
 * @param ctx the session's user, the clock and the cut-off
 * @param bookingId the booking (someone else's is "not-found")
 * @param to the new date ("yyyy-MM-dd", Asia/Kolkata) and slot label, already checked by
 *   `RescheduleBookingSchema`
 * @param slotCapacity BOOKING_SLOT_CAPACITY
 * @returns the moved booking, or why not (nothing written then): "moves" once the booking has
 *   moved MOVES_PER_BOOKING times, "changes-today" once the customer has made CHANGES_PER_DAY
 *   changes this Asia/Kolkata day
 */
export async function rescheduleBookingByCustomer(
  ctx: ChangeContext,
  bookingId: string,
  to: { preferredDate: string; preferredTime: string },
  slotCapacity: number,
): Promise<ChangeOutcome> {
  const timing = bookingTimingErrors(to, ctx.now);
  const timingField = (Object.keys(timing) as Array<"preferredDate" | "preferredTime">)[0];
  return getDb().transaction(async (tx) => {
    const current = await lockForChange(tx, ctx, bookingId);
    if ("ok" in current) return current;
    const state = customerChangeState(current, ctx.now, ctx.cutoffHours);
    if (!state.allowed) return { ok: false, reason: state.reason } as const;
    // docs/product.md#lifecycle-changes: a booking moves at most MOVES_PER_BOOKING times online.
    if ((await countMoves(tx, bookingId)) >= MOVES_PER_BOOKING)
      return { ok: false, reason: "moves" } as const;
    if (timingField)
      return {
        ok: false,
        reason: "timing",
        field: timingField,
        message: timing[timingField]!,
      } as const;
    if (current.preferredDate === to.preferredDate && current.preferredTime === to.preferredTime)
      return { ok: false, reason: "same-slot", field: "preferredTime" } as const;
    if ((await lockSlot(tx, to.preferredDate, to.preferredTime)) >= slotCapacity)
      return { ok: false, reason: "slot-full", field: "preferredTime" } as const;
    const updated = await applyCustomerChange(
      tx,
      ctx,
      bookingId,
      { preferredDate: to.preferredDate, preferredTime: to.preferredTime, status: "pending" },
      {
        action: "booking_rescheduled",
        fromValue: `${formatDisplayDate(current.preferredDate)}, ${current.preferredTime} (${statusLabel(current.status)})`,
        toValue: `${formatDisplayDate(to.preferredDate)}, ${to.preferredTime} (Pending)`,
      },
    );
    // docs/product.md#pickups-legs: the pickup's window follows the slot, its driver only while
    // they have room in the new window.
    const unassigned = await movePickupWindow(tx, updated, {
      userId: ctx.userId,
      source: "customer",
    });
    await queueCustomerBookingMessages(tx, "booking_rescheduled", updated);
    await queueMessages(
      tx,
      customerChangeAlert("staff_booking_rescheduled", updated, [
        ["Was", visitText(current.preferredDate, current.preferredTime)],
        ...(unassigned ? [staffAlertWords.pickupUnassigned(unassigned.driverName)] : []),
      ]),
    );
    return { ok: true, booking: toBookingView(updated) } as const;
  });
}
