/**
 * Reading pickup and drop legs (docs/product.md#pickups): a booking's legs, a day's legs for the
 * Pickups view and the staff screen, and one leg for its driver. Changing a leg is
 * `leg-changes.server.ts`.
 */
import { aliasedTable, and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { bookings, pickupLegs, profiles, user, vehicles, type PickupLegRow } from "~/db/schema";
import type { LegKind, LegState } from "~/catalog/pickup-legs";
import type { StaffUser } from "~/lib/auth.server";
import { getDb, type DbOrTx } from "~/lib/db.server";
import { isUuid } from "~/lib/text-rules";
import { addDaysYmd, kolkataDayStartsAt } from "~/lib/time";

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
 * One leg for the staff screen: a driver's own only; an admin's any; none of a cancelled booking
 * (docs/product.md#pickups-legs: its legs are closed).
 * @param staff the signed-in driver or admin
 * @param legId the id from the URL
 * @returns the leg, or null for a malformed id, an unknown leg, another driver's leg or a leg of
 *   a cancelled booking alike
 */
export async function legForStaff(staff: StaffUser, legId: string): Promise<LegDetails | null> {
  if (!isUuid(legId)) return null;
  const [row] = await detailsQuery(getDb()).where(
    and(
      eq(pickupLegs.id, legId),
      staff.isAdmin ? undefined : eq(pickupLegs.driverId, staff.id),
      sql`${bookings.status} <> 'cancelled'`,
    ),
  );
  return row ? toDetails(row) : null;
}
