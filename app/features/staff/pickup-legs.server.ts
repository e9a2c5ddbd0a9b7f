/**
 * Pickup and drop legs (docs/product.md#pickups): the back office assigns a driver (at most
 * `PICKUP_DRIVER_CAPACITY` legs per driver per window) and sets the drop's window; the driver
 * moves their own leg one step forward at a time; only an admin moves one back. Every change is
 * audited in its transaction ('leg_driver_assigned', 'leg_state_changed'), and "on the way" and
 * "delivered" queue the customer's message with it.
 */
import { aliasedTable, and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { bookings, pickupLegs, profiles, user, vehicles, type PickupLegRow } from "~/db/schema";
import { legStates, type LegKind, type LegState } from "~/catalog/pickup-legs";
import { recordAudit } from "~/lib/audit.server";
import type { StaffUser } from "~/lib/auth.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isUuid } from "~/lib/text-rules";
import { addDaysYmd, kolkataDayStartsAt } from "~/lib/time";
import { dropWindow } from "~/features/booking/pickup-window";
import { holdsRole } from "./assignments.server";
import { canMoveLeg } from "./leg-rules";
import { queuePickupMessage } from "./pickup-messages.server";

/** A leg as the job card and the Pickups view show it. */
export interface LegView {
  id: string;
  bookingId: string;
  kind: LegKind;
  state: LegState;
  /** ISO instants; null until set (a drop before the work is completed). */
  windowStart: string | null;
  windowEnd: string | null;
  driverId: string | null;
  driverName: string | null;
}

/** A leg with what a driver needs at the door (docs/product.md#pickups). */
export interface LegDetails extends LegView {
  customerName: string;
  customerPhone: string;
  address: string;
  /** The locality slug, "other", or null. */
  locality: string | null;
  carModel: string;
  /** The registration from My Garage, when the booking's car is there. */
  registration: string | null;
  preferredDate: string;
  preferredTime: string;
}

const driver = aliasedTable(user, "driver");
const driverProfile = aliasedTable(profiles, "driver_profile");

const legColumns = {
  id: pickupLegs.id,
  bookingId: pickupLegs.bookingId,
  kind: pickupLegs.kind,
  state: pickupLegs.state,
  windowStart: pickupLegs.windowStart,
  windowEnd: pickupLegs.windowEnd,
  driverId: pickupLegs.driverId,
  driverAccountName: driver.name,
  driverFullName: driverProfile.fullName,
};

const detailColumns = {
  ...legColumns,
  customerName: bookings.customerName,
  customerPhone: bookings.customerPhone,
  address: bookings.address,
  locality: bookings.locality,
  carModel: bookings.carModel,
  registration: vehicles.registration,
  preferredDate: bookings.preferredDate,
  preferredTime: bookings.preferredTime,
};

type LegRowRead = {
  id: string;
  bookingId: string;
  kind: LegKind;
  state: LegState;
  windowStart: Date | null;
  windowEnd: Date | null;
  driverId: string | null;
  driverAccountName: string | null;
  driverFullName: string | null;
};

/**
 * A leg's window as the views and the customer's export give it (docs/product.md#pickups).
 * @param leg the leg's row, or its two window columns
 * @returns `windowStart` and `windowEnd` as ISO instants, each null while not set (a drop's
 *   window before the work is completed)
 */
export function legWindowView(leg: Pick<PickupLegRow, "windowStart" | "windowEnd">): {
  windowStart: string | null;
  windowEnd: string | null;
} {
  return {
    windowStart: leg.windowStart?.toISOString() ?? null,
    windowEnd: leg.windowEnd?.toISOString() ?? null,
  };
}

function toLegView(r: LegRowRead): LegView {
  return {
    id: r.id,
    bookingId: r.bookingId,
    kind: r.kind,
    state: r.state,
    ...legWindowView(r),
    driverId: r.driverId,
    driverName: r.driverFullName || r.driverAccountName || null,
  };
}

function detailsQuery(db: DbOrTx) {
  return db
    .select(detailColumns)
    .from(pickupLegs)
    .innerJoin(bookings, eq(bookings.id, pickupLegs.bookingId))
    .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .leftJoin(driver, eq(driver.id, pickupLegs.driverId))
    .leftJoin(driverProfile, eq(driverProfile.id, pickupLegs.driverId));
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailsQuery>["execute"]>>[number];

function toDetails(r: DetailRow): LegDetails {
  return {
    ...toLegView(r as LegRowRead),
    customerName: r.customerName,
    customerPhone: r.customerPhone,
    address: r.address,
    locality: r.locality,
    carModel: r.carModel,
    registration: r.registration ?? null,
    preferredDate: r.preferredDate,
    preferredTime: r.preferredTime,
  };
}

/**
 * A booking's legs, pickup first.
 * @returns none for a booking without pickup
 */
export async function legsOfBooking(bookingId: string): Promise<LegView[]> {
  const rows = await getDb()
    .select(legColumns)
    .from(pickupLegs)
    .leftJoin(driver, eq(driver.id, pickupLegs.driverId))
    .leftJoin(driverProfile, eq(driverProfile.id, pickupLegs.driverId))
    .where(eq(pickupLegs.bookingId, bookingId))
    .orderBy(asc(pickupLegs.kind));
  return rows.map((r) => toLegView(r as LegRowRead));
}

/** The instants an Asia/Kolkata day runs between. */
function dayBounds(date: string) {
  return [kolkataDayStartsAt(date), kolkataDayStartsAt(addDaysYmd(date, 1))] as const;
}

/**
 * The legs whose window starts on a day, by window then kind (the Pickups view and the driver's
 * screen, docs/product.md#pickups).
 * @param date "yyyy-MM-dd", Asia/Kolkata
 * @param driverId only this driver's legs; null for every leg
 * @returns the legs with what a driver needs at the door
 */
export async function legsOfDay(date: string, driverId: string | null): Promise<LegDetails[]> {
  const [from, to] = dayBounds(date);
  const rows = await detailsQuery(getDb())
    .where(
      and(
        gte(pickupLegs.windowStart, from),
        lt(pickupLegs.windowStart, to),
        driverId ? eq(pickupLegs.driverId, driverId) : undefined,
        sql`${bookings.status} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(pickupLegs.windowStart), asc(pickupLegs.kind), asc(bookings.customerName));
  return rows.map(toDetails);
}

/**
 * One leg for the staff screen: a driver's own only; an admin's any.
 * @param staff the signed-in driver or admin
 * @param legId the id from the URL
 * @returns the leg, or null for a malformed id, an unknown leg, or another driver's leg alike
 */
export async function legForStaff(staff: StaffUser, legId: string): Promise<LegDetails | null> {
  if (!isUuid(legId)) return null;
  const [row] = await detailsQuery(getDb()).where(
    and(eq(pickupLegs.id, legId), staff.isAdmin ? undefined : eq(pickupLegs.driverId, staff.id)),
  );
  return row ? toDetails(row) : null;
}

/** Why a leg change was refused (the notice keys of `STAFF_NOTICES`). */
export type LegRefusal = "no-leg" | "not-driver" | "driver-full" | "bad-state" | "invalid";

/** The outcome of a leg change. */
export type LegOutcome = { ok: true; leg: PickupLegRow } | { ok: false; reason: LegRefusal };

async function lockLeg(tx: DbOrTx, legId: string): Promise<PickupLegRow | undefined> {
  const [leg] = await tx.select().from(pickupLegs).where(eq(pickupLegs.id, legId)).for("update");
  return leg;
}

/**
 * Assigns a leg's driver, or clears it (docs/product.md#pickups): the driver must hold the role,
 * and may hold at most `PICKUP_DRIVER_CAPACITY` legs whose window starts at the same instant
 * (counted under a lock per driver, so two admins cannot both take the last place). A scheduled
 * leg becomes assigned; an assigned leg whose driver is cleared goes back to scheduled. Audited
 * ('leg_driver_assigned', from the earlier driver's id to the new one's).
 * @param adminId the admin; `bookingId` the job card's booking; `legId` one of its legs
 * @param driverId the driver, or null to clear
 * @returns ok, or why not; nothing written when refused
 */
export async function assignDriver(
  adminId: string,
  bookingId: string,
  legId: string,
  driverId: string | null,
): Promise<LegOutcome> {
  return getDb().transaction(async (tx) => {
    const leg = await lockLeg(tx, legId);
    if (!leg || leg.bookingId !== bookingId) return { ok: false, reason: "no-leg" };
    if (leg.driverId === driverId) return { ok: true, leg };
    if (driverId) {
      if (!(await holdsRole(tx, driverId, "driver"))) return { ok: false, reason: "not-driver" };
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`pickup-driver:${driverId}`}, 0))`,
      );
      if (leg.windowStart) {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(pickupLegs)
          .where(
            and(eq(pickupLegs.driverId, driverId), eq(pickupLegs.windowStart, leg.windowStart)),
          );
        if (n >= getEnv().PICKUP_DRIVER_CAPACITY) return { ok: false, reason: "driver-full" };
      }
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
 * An admin moves a leg to any state of its kind, backwards included (docs/product.md#pickups:
 * audited like every move).
 * @param adminId the admin; `bookingId` the job card's booking; `legId` one of its legs
 * @param state the state asked for (checked here: unknown or of the other kind is refused)
 * @returns ok, or why not
 */
export async function adminMoveLeg(
  adminId: string,
  bookingId: string,
  legId: string,
  state: string,
): Promise<LegOutcome> {
  if (!(legStates as readonly string[]).includes(state)) return { ok: false, reason: "bad-state" };
  return getDb().transaction(async (tx) => {
    const leg = await lockLeg(tx, legId);
    if (!leg || leg.bookingId !== bookingId) return { ok: false, reason: "no-leg" };
    const to = state as LegState;
    if (!canMoveLeg(leg.kind, leg.state, to, true)) return { ok: false, reason: "bad-state" };
    // A leg with no driver stays scheduled: assigning a driver moves it on.
    if (!leg.driverId && to !== "scheduled") return { ok: false, reason: "bad-state" };
    return { ok: true, leg: await moveLeg({ id: adminId, name: "" }, "admin_panel", leg, to, tx) };
  });
}

/**
 * A driver (or an admin on the staff screen) moves a leg one step forward: their own leg only.
 * @param staff the signed-in driver or admin
 * @param legId the leg
 * @param to the next state, as the screen's button names it
 * @returns ok; "no-leg" for a leg not theirs (the route answers 404); "bad-state" for anything
 *   but the one step forward (a second press of the same button, say)
 */
export async function driverMoveLeg(
  staff: StaffUser,
  legId: string,
  to: string,
): Promise<LegOutcome> {
  if (!isUuid(legId)) return { ok: false, reason: "no-leg" };
  if (!(legStates as readonly string[]).includes(to)) return { ok: false, reason: "bad-state" };
  return getDb().transaction(async (tx) => {
    const leg = await lockLeg(tx, legId);
    if (!leg || (!staff.isAdmin && leg.driverId !== staff.id))
      return { ok: false, reason: "no-leg" };
    if (!canMoveLeg(leg.kind, leg.state, to as LegState, false))
      return { ok: false, reason: "bad-state" };
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
 * @returns ok, or why not ("invalid" for a malformed time or a pickup leg)
 */
export async function setDropWindow(
  bookingId: string,
  legId: string,
  date: string,
  time: string,
): Promise<LegOutcome> {
  const window = dropWindow(date, time);
  if (!window) return { ok: false, reason: "invalid" };
  return getDb().transaction(async (tx) => {
    const leg = await lockLeg(tx, legId);
    if (!leg || leg.bookingId !== bookingId) return { ok: false, reason: "no-leg" };
    if (leg.kind !== "drop") return { ok: false, reason: "invalid" };
    const [updated] = await tx
      .update(pickupLegs)
      .set({ windowStart: window.start, windowEnd: window.end, updatedAt: new Date() })
      .where(eq(pickupLegs.id, legId))
      .returning();
    return { ok: true, leg: updated! };
  });
}
