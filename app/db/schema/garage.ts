/**
 * What the workshop knows of a car over the years (docs/product.md#garage, docs/decisions/0014):
 * odometer readings with their date and source, the recommendations a declined or deferred
 * estimate line leaves, and the service-due reminders sent (one row per car, item, due date and
 * stage, so two instances never send one twice).
 */
import { sql } from "drizzle-orm";
import { ODOMETER_KM_RANGE } from "../../catalog/odometer";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { calendarDateColumn, createdAtColumn, timestampColumn, writtenAtColumn } from "./columns";
import { carDueItemColumns, carRecordColumns, recordedColumns } from "./references";

/** Where an odometer reading came from: the check-in at the workshop or a customer's own entry. */
export const odometerSource = pgEnum("odometer_source", ["check_in", "customer", "workshop"]);

/** Odometer readings in whole kilometres (0 to 2,000,000). */
export const odometerReadings = pgTable(
  "odometer_readings",
  {
    ...carRecordColumns(),
    km: integer("km").notNull(),
    source: odometerSource("source").notNull(),
    /** Why a reading is lower than the car's last one (e.g. "odometer replaced"). */
    reason: text("reason"),
    ...recordedColumns(),
  },
  (t) => [
    index("odometer_readings_vehicle_recorded_idx").on(t.vehicleId, t.recordedAt.desc()),
    // A car's history reads each visit's check-in reading by its booking.
    index("odometer_readings_booking_idx").on(t.bookingId),
    check(
      "odometer_readings_km_range",
      sql`${t.km} between ${sql.raw(String(ODOMETER_KM_RANGE.min))} and ${sql.raw(String(ODOMETER_KM_RANGE.max))}`,
    ),
  ],
);

/** Whether a recommendation is still to be done. */
export const recommendationStatus = pgEnum("recommendation_status", ["open", "done", "dismissed"]);

/** Work the workshop recommends for a car: a declined or deferred estimate line, with its date. */
export const vehicleRecommendations = pgTable(
  "vehicle_recommendations",
  {
    ...carRecordColumns(),
    /** The estimate line it came from, if any (no foreign key: estimate lines never change). */
    estimateLineId: uuid("estimate_line_id"),
    title: text("title").notNull(),
    /** The date the workshop suggests it by (Asia/Kolkata calendar date). */
    suggestedOn: calendarDateColumn("suggested_on").notNull(),
    status: recommendationStatus("status").notNull().default("open"),
    createdAt: createdAtColumn(),
    closedAt: timestampColumn("closed_at"),
  },
  (t) => [
    index("vehicle_recommendations_vehicle_idx").on(t.vehicleId, t.status),
    // A customer's decision looks up the lines already recommended.
    index("vehicle_recommendations_estimate_line_idx").on(t.estimateLineId),
  ],
);

/**
 * Service-due reminders sent: the primary key is the car, the item (a service type or a
 * recommendation id), the due date and the stage ("before": 14 days ahead; "due": on the day),
 * so a reminder is written once even when two instances run the daily job.
 */
export const serviceReminders = pgTable(
  "service_reminders",
  {
    ...carDueItemColumns(),
    dueOn: calendarDateColumn("due_on").notNull(),
    stage: text("stage").notNull(),
    sentAt: writtenAtColumn("sent_at"),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.item, t.dueOn, t.stage] })],
);

/** An odometer reading as read from the database. */
export type OdometerReadingRow = typeof odometerReadings.$inferSelect;
/** A recommendation as read from the database. */
export type VehicleRecommendationRow = typeof vehicleRecommendations.$inferSelect;
