/**
 * The back office's roll-ups of `bookings` (docs/decisions/0018): how many bookings there are by
 * status, service and location, and how many were made each day (Asia/Kolkata). Triggers on
 * `bookings` (migration 0013_booking_roll_ups) keep them current in the same statement as each
 * insert, update, delete or truncate, so the Analytics and Overview tabs read a few hundred rows
 * instead of every booking, and their figures are exact. A row whose count falls to zero stays,
 * with n = 0.
 */
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { calendarDateColumn } from "./columns";
import { bookingStatus } from "./bookings";

/**
 * Bookings by status, service type and location (`booking_location(address)`: the first of the
 * Analytics tab's localities the address names, else Hyderabad when it names the city, else
 * 'Other Areas'; docs/product.md#admin-figures).
 */
export const bookingCounts = pgTable(
  "booking_counts",
  {
    status: bookingStatus("status").notNull(),
    serviceType: text("service_type").notNull(),
    location: text("location").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.serviceType, t.location] })],
);

/** Bookings made each calendar day in Asia/Kolkata (their `created_at`). */
export const bookingDailyCounts = pgTable("booking_daily_counts", {
  day: calendarDateColumn("day").primaryKey(),
  n: integer("n").notNull(),
});

/**
 * Completed bookings by the month of their visit day (the first of the month), for the comeback
 * rate's months (docs/product.md#comeback-rate): kept by the same triggers as the roll-ups above
 * (migration 0029_completed_visit_months), so the Analytics tab reads twelve rows whatever the
 * number of bookings. Only completed bookings count, so a new booking writes nothing here.
 */
export const completedVisitMonthCounts = pgTable("completed_visit_month_counts", {
  month: calendarDateColumn("month").primaryKey(),
  n: integer("n").notNull(),
});
