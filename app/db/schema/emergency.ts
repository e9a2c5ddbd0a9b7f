/** Roadside emergency requests (docs/product.md#emergency, docs/decisions/0024). */

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { emergencyStatuses } from "../../catalog/emergency";
import { createdAtColumn, timestampColumn, uuidKey } from "./columns";
import { byUserColumn, optionalBookingIdColumn } from "./references";

// ---------------------------------------------------------------- emergency requests (docs/product.md#emergency)

/** The steps of a request, listed in `app/catalog/emergency.ts`. */
export const emergencyStatus = pgEnum("emergency_status", emergencyStatuses);

/**
 * One request for roadside help, sent by anyone without an account (docs/product.md#emergency-form).
 * `created_at` is when it was sent; each later step keeps its own time and who took it, so the
 * promise is measured (docs/product.md#emergency-promise). The private status link's token is kept
 * only as its SHA-256 hash.
 */
export const emergencyRequests = pgTable(
  "emergency_requests",
  {
    id: uuidKey(),
    tokenHash: text("token_hash").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    name: text("name"),
    /** Brand and model, or a registration number, as typed. */
    car: text("car"),
    problem: text("problem").notNull(),
    landmark: text("landmark").notNull(),
    locality: text("locality").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** Great-circle kilometres from the workshop, when coordinates were sent. */
    distanceKm: doublePrecision("distance_km"),
    /** Inside the service radius: null when no coordinates were sent. */
    withinRadius: boolean("within_radius"),
    /** The promised minutes to reach the customer when the request was sent. */
    promiseMinutes: integer("promise_minutes").notNull(),
    status: emergencyStatus("status").notNull().default("sent"),
    takenBy: byUserColumn("taken_by"),
    /** The taker's first name, kept for the customer's status page. */
    takerName: text("taker_name"),
    etaMinutes: integer("eta_minutes"),
    takenAt: timestampColumn("taken_at"),
    arrivedAt: timestampColumn("arrived_at"),
    closedAt: timestampColumn("closed_at"),
    /** The booking a tow made. */
    bookingId: optionalBookingIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("emergency_requests_token_hash_idx").on(t.tokenHash),
    index("emergency_requests_created_at_idx").on(t.createdAt.desc()),
    index("emergency_requests_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('sent', 'taken', 'arrived')`),
    // No step skipped: each step's time is set exactly when the request has reached it.
    check(
      "emergency_requests_steps",
      sql`(${t.status} = 'sent') = (${t.takenAt} is null)
        and (${t.status} in ('sent', 'taken')) = (${t.arrivedAt} is null)
        and (${t.status} in ('resolved', 'towed')) = (${t.closedAt} is not null)
        and (${t.takenAt} is null) = (${t.etaMinutes} is null)`,
    ),
  ],
);

/** An emergency request as read from the database. */
export type EmergencyRequestRow = typeof emergencyRequests.$inferSelect;
