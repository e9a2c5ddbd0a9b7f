/**
 * Staff work (docs/decisions/0016): which technician a booking's job card is assigned to, the
 * pickup and drop legs of a booking (docs/product.md#pickups), and the walk-rounds a customer
 * confirms with a code (docs/product.md#check-in).
 */
import { sql } from "drizzle-orm";
import { ODOMETER_KM_RANGE } from "../../catalog/odometer";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { legKinds, legStates, walkroundKinds } from "../../catalog/pickup-legs";
import {
  createdAtColumn,
  flagColumn,
  requiredTextRef,
  requiredUuidRef,
  timestampColumn,
  timestamps,
  writtenAtColumn,
} from "./columns";
import { user } from "./auth";
import { bookingPhotos } from "./job-card";
import { bookingIdColumn, bookingRecordColumns, byUserColumn } from "./references";

/**
 * The technician a booking's job card is assigned to (docs/decisions/0016): one at a time; an
 * admin sets or clears it on the job card. Gone with the technician's account.
 */
export const jobCardAssignments = pgTable(
  "job_card_assignments",
  {
    bookingId: bookingIdColumn("cascade").primaryKey(),
    technicianId: requiredTextRef("technician_id", () => user.id, "cascade"),
    assignedBy: byUserColumn("assigned_by"),
    assignedAt: writtenAtColumn("assigned_at"),
  },
  (t) => [index("job_card_assignments_technician_idx").on(t.technicianId)],
);

/** A pickup leg goes to the workshop, a drop leg back (`app/catalog/pickup-legs.ts`). */
export const legKind = pgEnum("leg_kind", legKinds);

/** The states of both kinds of leg (`app/catalog/pickup-legs.ts`). */
export const legState = pgEnum("leg_state", legStates);

/**
 * The pickup and drop legs of a booking with pickup (docs/product.md#pickups): one of each
 * kind. The window is an instant range (the pickup's is the hour before the slot; the drop's
 * is set when the work is completed, null until then). `driver_id` is the driver assigned.
 */
export const pickupLegs = pgTable(
  "pickup_legs",
  {
    ...bookingRecordColumns("cascade"),
    kind: legKind("kind").notNull(),
    state: legState("state").notNull().default("scheduled"),
    windowStart: timestampColumn("window_start"),
    windowEnd: timestampColumn("window_end"),
    driverId: byUserColumn("driver_id"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("pickup_legs_booking_kind_idx").on(t.bookingId, t.kind),
    index("pickup_legs_window_idx").on(t.windowStart),
    index("pickup_legs_driver_window_idx").on(t.driverId, t.windowStart),
    check(
      "pickup_legs_window_order",
      sql`${t.windowStart} is null or (${t.windowEnd} is not null and ${t.windowEnd} > ${t.windowStart})`,
    ),
  ],
);

/** The check-in at pickup, or "returned as received" at drop. */
export const walkroundKind = pgEnum("walkround_kind", walkroundKinds);

/**
 * A walk-round of a booking's car with its customer (docs/product.md#check-in): the check-in's
 * odometer (whole km), fuel (eighths), belongings and notes; the return's notes only. The
 * customer confirms it with a 6-digit code, kept only as its SHA-256 hash with its expiry and
 * the wrong tries; once `confirmed_at` is set the record never changes.
 */
export const walkrounds = pgTable(
  "walkrounds",
  {
    ...bookingRecordColumns("cascade"),
    kind: walkroundKind("kind").notNull(),
    odometerKm: integer("odometer_km"),
    fuelEighths: integer("fuel_eighths"),
    /** The belongings' ids present in the car (`belongings` in `app/catalog/pickup-legs.ts`). */
    belongings: jsonb("belongings").$type<string[]>().notNull().default([]),
    belongingsOther: text("belongings_other"),
    notes: text("notes"),
    /** At drop: the customer agrees the car is returned as received. */
    returnedAsReceived: flagColumn("returned_as_received", false),
    recordedBy: byUserColumn("recorded_by"),
    codeHash: text("code_hash"),
    codeExpiresAt: timestampColumn("code_expires_at"),
    codeTries: integer("code_tries").notNull().default(0),
    confirmedAt: timestampColumn("confirmed_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("walkrounds_booking_kind_idx").on(t.bookingId, t.kind),
    check(
      "walkrounds_odometer_range",
      sql`${t.odometerKm} between ${sql.raw(String(ODOMETER_KM_RANGE.min))} and ${sql.raw(String(ODOMETER_KM_RANGE.max))}`,
    ),
    check("walkrounds_fuel_range", sql`${t.fuelEighths} between 0 and 8`),
  ],
);

/** The damage photos of a check-in, kept among the booking's photos (the job card's store). */
export const walkroundPhotos = pgTable(
  "walkround_photos",
  {
    walkroundId: requiredUuidRef("walkround_id", () => walkrounds.id, "cascade"),
    photoId: requiredUuidRef("photo_id", () => bookingPhotos.id, "cascade"),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.walkroundId, t.photoId] })],
);

/** A leg's row. */
export type PickupLegRow = typeof pickupLegs.$inferSelect;
/** A walk-round's row. */
export type WalkroundRow = typeof walkrounds.$inferSelect;
