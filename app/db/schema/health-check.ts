/**
 * The 25-point health check (docs/product.md#health-check): one check per booking, one result per
 * point (the points are the catalogue's, `app/catalog/health-check.ts`, named by id), and the
 * photos of a point (WebP files in the photo store, served only to the booking's customer, admins
 * and the technician assigned).
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { healthFindings } from "../../catalog/health-check";
import { createdAtColumn, requiredUuidRef, timestampColumn, uuidKey } from "./columns";
import { bookingIdColumn, byUserColumn, photoColumns, recordedColumns } from "./references";

/** A point's finding: Fine for now, Keep an eye on, Needs attention. */
export const healthFinding = pgEnum("health_finding", healthFindings);

/**
 * A booking's health check. `completed_at` is set when the technician marks the report done (the
 * customer is messaged then); a done report no longer changes.
 */
export const healthChecks = pgTable("health_checks", {
  id: uuidKey(),
  bookingId: bookingIdColumn("restrict").unique(),
  startedBy: byUserColumn("started_by"),
  createdAt: createdAtColumn(),
  completedAt: timestampColumn("completed_at"),
  completedBy: byUserColumn("completed_by"),
});

/**
 * What a result and a photo of a point share: the row's own `id`, the health check it belongs to
 * (deleted with it) and the catalogue's id of the point (docs/product.md#health-check).
 */
const checkPointColumns = () => ({
  id: uuidKey(),
  healthCheckId: requiredUuidRef("health_check_id", () => healthChecks.id, "cascade"),
  pointId: text("point_id").notNull(),
});

/**
 * One point's result: its finding, an optional note, a measurement in tenths of its unit where
 * the point takes one, and what it became: an estimate line (Needs attention) or a
 * recommendation on the car (Keep an eye on). No foreign keys to those: estimate lines never
 * change, and a recommendation may be closed or its car removed.
 */
export const healthCheckResults = pgTable(
  "health_check_results",
  {
    ...checkPointColumns(),
    finding: healthFinding("finding").notNull(),
    note: text("note"),
    measurementTenths: integer("measurement_tenths"),
    estimateLineId: uuid("estimate_line_id"),
    recommendationId: uuid("recommendation_id"),
    ...recordedColumns(),
  },
  (t) => [
    uniqueIndex("health_check_results_point_idx").on(t.healthCheckId, t.pointId),
    check("health_check_results_note_length", sql`char_length(${t.note}) <= 300`),
    check("health_check_results_measurement_range", sql`${t.measurementTenths} between 0 and 1000`),
  ],
);

/** Photos of a point of a health check, kept by the photo store under `storage_key`. */
export const healthCheckPhotos = pgTable(
  "health_check_photos",
  {
    ...checkPointColumns(),
    ...photoColumns(),
  },
  (t) => [index("health_check_photos_check_idx").on(t.healthCheckId, t.pointId, t.createdAt)],
);

/** A health check as read from the database. */
export type HealthCheckRow = typeof healthChecks.$inferSelect;
/** A point's result as read from the database. */
export type HealthCheckResultRow = typeof healthCheckResults.$inferSelect;
/** A point's photo record. */
export type HealthCheckPhotoRow = typeof healthCheckPhotos.$inferSelect;
