/**
 * Changing a pickup or drop leg (docs/product.md#pickups): the back office assigns a driver and
 * sets the drop's window (the driver's room in the window, `driverHasRoom`, checked on both); the
 * driver moves their own leg one step forward at a time; only an admin moves one back; a drop
 * leaves only once the pickup, the job and its window allow (`legMoveHold`); a leg of a cancelled
 * booking is refused on every path. Every change is audited in its transaction
 * ('leg_driver_assigned', 'leg_state_changed'), and "on the way" and "delivered" queue the
 * customer's message with it.
 */
import { and, eq } from "drizzle-orm";
import {
  bookings,
  pickupLegs,
  profiles,
  user,
  type BookingRow,
  type PickupLegRow,
} from "~/db/schema";
import { legStates, type LegState } from "~/catalog/pickup-legs";
import { recordAudit } from "~/lib/audit.server";
import type { StaffUser } from "~/lib/auth.server";
import { lockBooking } from "~/lib/booking-lock.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { isUuid } from "~/lib/text-rules";
import { driverHasRoom } from "~/features/pickups/driver-capacity.server";
import { dropWindow } from "~/features/pickups/pickup-window";
import { holdsRole } from "~/lib/staff-roles.server";
import { canMoveLeg, legMoveHold, type DropHold } from "./leg-rules";
import { queuePickupMessage } from "./pickup-messages.server";

/** Why a leg change was refused (the notice keys of `STAFF_NOTICES`). */
type LegRefusal =
  "no-leg" | "not-driver" | "driver-full" | "bad-state" | "invalid" | "cancelled" | DropHold;

/** The outcome of a leg change. */
export type LegOutcome = { ok: true; leg: PickupLegRow } | { ok: false; reason: LegRefusal };

/**
 * Locks a leg for a change: its booking's row first, then the leg's, the order every change of a
 * booking and its legs takes (the booking's cancellation and move, `lockBooking`), so a leg cannot
 * change while its booking is being cancelled or moved, and the caller sees the booking's status
 * as it stands (a cancelled booking's legs are closed, docs/product.md#pickups-legs).
 * @param tx the transaction of the change
 * @param legId the leg (the caller checks it is a UUID)
 * @returns the leg and its booking, both locked; undefined when there is no such leg
 * @throws when the database fails
 */
export async function lockLeg(
  tx: DbOrTx,
  legId: string,
): Promise<{ leg: PickupLegRow; booking: BookingRow } | undefined> {
  const [found] = await tx
    .select({ bookingId: pickupLegs.bookingId })
    .from(pickupLegs)
    .where(eq(pickupLegs.id, legId));
  const booking = found && (await lockBooking(tx, found.bookingId));
  if (!booking) return undefined;
  const [leg] = await tx.select().from(pickupLegs).where(eq(pickupLegs.id, legId)).for("update");
  return leg ? { leg, booking } : undefined;
}

/**
 * Locks a leg for a change by whoever may change it ({@link lockLeg}), and refuses a leg of a
 * cancelled booking (docs/product.md#pickups-legs).
 * @param tx the transaction of the change
 * @param legId the leg (the caller checks it is a UUID)
 * @param mayChange whether the actor may change this leg (its booking's job card, or the driver's own)
 * @returns the leg and its booking, both locked; "no-leg" for a leg not there or not theirs,
 *   "cancelled" for a leg of a cancelled booking
 */
async function lockOpenLeg(
  tx: DbOrTx,
  legId: string,
  mayChange: (leg: PickupLegRow) => boolean,
): Promise<
  { ok: true; leg: PickupLegRow; booking: BookingRow } | { ok: false; reason: LegRefusal }
> {
  const locked = await lockLeg(tx, legId);
  if (!locked || !mayChange(locked.leg)) return { ok: false, reason: "no-leg" };
  if (locked.booking.status === "cancelled") return { ok: false, reason: "cancelled" };
  return { ok: true, ...locked };
}

/**
 * Assigns a leg's driver, or clears it (docs/product.md#pickups): the driver must hold the role,
 * and may hold at most `PICKUP_DRIVER_CAPACITY` legs whose window starts at the same instant
 * (`driverHasRoom`, under a lock per driver, so two admins cannot both take the last place). A
 * scheduled leg becomes assigned; an assigned leg whose driver is cleared goes back to scheduled.
 * Audited ('leg_driver_assigned', from the earlier driver's id to the new one's).
 * @param adminId the admin; `bookingId` the job card's booking; `legId` one of its legs
 * @param driverId the driver, or null to clear
 * @returns ok, or why not ("cancelled" for a leg of a cancelled booking,
 *   docs/product.md#pickups-legs); nothing written when refused
 * @throws when the database fails
 */
export async function assignDriver(
  adminId: string,
  bookingId: string,
  legId: string,
  driverId: string | null,
): Promise<LegOutcome> {
  if (!isUuid(legId)) return { ok: false, reason: "no-leg" };
  return getDb().transaction(async (tx) => {
    const locked = await lockOpenLeg(tx, legId, (l) => l.bookingId === bookingId);
    if (!locked.ok) return locked;
    const { leg } = locked;
    if (leg.driverId === driverId) return { ok: true, leg };
    if (driverId) {
      if (!(await holdsRole(tx, driverId, "driver"))) return { ok: false, reason: "not-driver" };
      if (!(await driverHasRoom(tx, driverId, leg.windowStart, leg.id)))
        return { ok: false, reason: "driver-full" };
    }
    const state: LegState =
      driverId && leg.state === "scheduled"
        ? "assigned"
        : !driverId && leg.state === "assigned"
          ? "scheduled"
          : leg.state;
    const [updated] = await tx
      .update(pickupLegs)
      .set({ driverId, state, updatedAt: new Date() })
      .where(eq(pickupLegs.id, legId))
      .returning();
    await recordAudit(tx, {
      actorUserId: adminId,
      action: "leg_driver_assigned",
      source: "admin_panel",
      target: bookingId,
      fromValue: leg.driverId,
      toValue: driverId,
      note: leg.kind,
    });
    return { ok: true, leg: updated! };
  });
}

/**
 * Moves a leg to a state, with its audit entry and, at "on the way" and "delivered", the
 * customer's message, all in one transaction.
 */
async function moveLeg(
  actor: { id: string; name: string },
  source: "admin_panel" | "staff",
  leg: PickupLegRow,
  to: LegState,
  tx: DbOrTx,
): Promise<PickupLegRow> {
  const [updated] = await tx
    .update(pickupLegs)
    .set({ state: to, updatedAt: new Date() })
    .where(eq(pickupLegs.id, leg.id))
    .returning();
  await recordAudit(tx, {
    actorUserId: actor.id,
    action: "leg_state_changed",
    source,
    target: leg.bookingId,
    fromValue: leg.state,
    toValue: to,
    note: leg.kind,
  });
  if (to === "on_the_way" || to === "delivered") {
    const [booking] = await tx
      .select({ id: bookings.id, userId: bookings.userId, customerEmail: bookings.customerEmail })
      .from(bookings)
      .where(eq(bookings.id, leg.bookingId));
    if (booking)
      await queuePickupMessage(
        tx,
        to === "on_the_way" ? "pickup_on_the_way" : "drop_delivered",
        booking,
        { driver: await driverFirstName(tx, leg.driverId, actor.name) },
      );
  }
  return updated!;
}

/**
 * The driver's first name as the customer's message gives it: the profile's full name, else the
 * account name, its first word.
 */
async function driverFirstName(tx: DbOrTx, driverId: string | null, fallback: string) {
  let name = fallback;
  if (driverId) {
    const [row] = await tx
      .select({ accountName: user.name, fullName: profiles.fullName })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, driverId));
    name = row?.fullName || row?.accountName || fallback;
  }
  return name.trim().split(/\s+/)[0] || "Our driver";
}

/**
 * What the drop's rule (`legMoveHold`) reads of a leg's booking: its pickup's state, its status
 * and whether the drop's window is set. Read under the booking's lock (`lockLeg`), which every
 * change of its legs takes.
 */
async function dropFacts(tx: DbOrTx, leg: PickupLegRow, booking: BookingRow) {
  const [pickup] =
    leg.kind === "pickup"
      ? [leg]
      : await tx
          .select({ state: pickupLegs.state })
          .from(pickupLegs)
          .where(and(eq(pickupLegs.bookingId, leg.bookingId), eq(pickupLegs.kind, "pickup")));
  return {
    pickupState: pickup?.state ?? null,
    bookingStatus: booking.status,
    windowSet: leg.windowStart !== null,
  };
}

/**
 * An admin moves a leg to any state of its kind, backwards included (docs/product.md#pickups:
 * audited like every move), but a drop past assigned only as `legMoveHold` allows.
 * @param adminId the admin; `bookingId` the job card's booking; `legId` one of its legs
 * @param state the state asked for (checked here: unknown or of the other kind is refused)
 * @returns ok, or why not: "cancelled" for a leg of a cancelled booking, a {@link DropHold} for a
 *   drop that may not leave yet (docs/product.md#pickups-legs)
 * @throws when the database fails
 */
export async function adminMoveLeg(
  adminId: string,
  bookingId: string,
  legId: string,
  state: string,
): Promise<LegOutcome> {
  if (!(legStates as readonly string[]).includes(state)) return { ok: false, reason: "bad-state" };
  if (!isUuid(legId)) return { ok: false, reason: "no-leg" };
  return getDb().transaction(async (tx) => {
    const locked = await lockOpenLeg(tx, legId, (l) => l.bookingId === bookingId);
    if (!locked.ok) return locked;
    const { leg, booking } = locked;
    const to = state as LegState;
    if (!canMoveLeg(leg.kind, leg.state, to, true)) return { ok: false, reason: "bad-state" };
    // A leg with no driver stays scheduled: assigning a driver moves it on.
    if (!leg.driverId && to !== "scheduled") return { ok: false, reason: "bad-state" };
    const hold = legMoveHold(leg.kind, to, await dropFacts(tx, leg, booking));
    if (hold) return { ok: false, reason: hold };
    return { ok: true, leg: await moveLeg({ id: adminId, name: "" }, "admin_panel", leg, to, tx) };
  });
}

/**
 * A driver (or an admin on the staff screen) moves a leg one step forward: their own leg only.
 * @param staff the signed-in driver or admin
 * @param legId the leg
 * @param to the next state, as the screen's button names it
 * @returns ok; "no-leg" for a leg not theirs (the route answers 404); "bad-state" for anything
 *   but the one step forward (a second press of the same button, say); "cancelled" for a leg of
 *   a cancelled booking; a {@link DropHold} for a drop that may not leave yet
 *   (docs/product.md#pickups-legs)
 * @throws when the database fails
 */
export async function driverMoveLeg(
  staff: StaffUser,
  legId: string,
  to: string,
): Promise<LegOutcome> {
  if (!isUuid(legId)) return { ok: false, reason: "no-leg" };
  if (!(legStates as readonly string[]).includes(to)) return { ok: false, reason: "bad-state" };
  return getDb().transaction(async (tx) => {
    const locked = await lockOpenLeg(tx, legId, (l) => staff.isAdmin || l.driverId === staff.id);
    if (!locked.ok) return locked;
    const { leg, booking } = locked;
    if (!canMoveLeg(leg.kind, leg.state, to as LegState, false))
      return { ok: false, reason: "bad-state" };
    const hold = legMoveHold(leg.kind, to as LegState, await dropFacts(tx, leg, booking));
    if (hold) return { ok: false, reason: hold };
    return {
      ok: true,
      leg: await moveLeg(staff, "staff", leg, to as LegState, tx),
    };
  });
}

/**
 * Sets the drop's window, the hour from a time of a day (docs/product.md#pickups: set when the
 * work is completed). The pickup's window follows its booking's slot and is not set here.
 * @param bookingId the job card's booking; `legId` its drop leg
 * @param date "yyyy-MM-dd"; `time` "HH:mm", Asia/Kolkata
 * @returns ok, or why not: "invalid" for a malformed time or a pickup leg; "driver-full" when the
 *   leg's driver already holds `PICKUP_DRIVER_CAPACITY` legs in the new window (`driverHasRoom`,
 *   docs/product.md#pickups-admin); "cancelled" for a cancelled booking's leg
 * @throws when the database fails
 */
export async function setDropWindow(
  bookingId: string,
  legId: string,
  date: string,
  time: string,
): Promise<LegOutcome> {
  const window = dropWindow(date, time);
  if (!window) return { ok: false, reason: "invalid" };
  if (!isUuid(legId)) return { ok: false, reason: "no-leg" };
  return getDb().transaction(async (tx) => {
    const locked = await lockOpenLeg(tx, legId, (l) => l.bookingId === bookingId);
    if (!locked.ok) return locked;
    const { leg } = locked;
    if (leg.kind !== "drop") return { ok: false, reason: "invalid" };
    // docs/product.md#pickups-admin: the leg's driver must have room in the new window too.
    if (leg.driverId && !(await driverHasRoom(tx, leg.driverId, window.start, leg.id)))
      return { ok: false, reason: "driver-full" };
    const [updated] = await tx
      .update(pickupLegs)
      .set({ windowStart: window.start, windowEnd: window.end, updatedAt: new Date() })
      .where(eq(pickupLegs.id, legId))
      .returning();
    return { ok: true, leg: updated! };
  });
}
