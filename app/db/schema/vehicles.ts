/**
 * A customer's cars (docs/product.md#garage, docs/decisions/0014): registration number stored
 * normalised (upper case, no spaces or dashes; null for a car saved from a booking without one),
 * make, model, year, fuel, optional VIN and nickname. One registration belongs to at most one
 * account while neither has removed it; removing a car hides it from the customer and keeps the
 * workshop's records.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import labels from "../../catalog/data/labels.json";
import { vocabulary } from "../../catalog/vocabulary";
import { flagColumn, timestampColumn, timestamps, uuidKey } from "./columns";
import { userIdColumn } from "./auth";

/** A car's fuel: the values of `vehicleFuel` in `app/catalog/data/labels.json`, in its order. */
export const vehicleFuel = pgEnum("vehicle_fuel", vocabulary(labels.vehicleFuel).values);

/** A customer's cars. Deleted with the account (erasure); bookings keep their `car_model` text. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: uuidKey(),
    userId: userIdColumn(),
    registration: text("registration"),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    fuel: vehicleFuel("fuel").notNull(),
    vin: text("vin"),
    nickname: text("nickname"),
    /** Whether the customer wants service-due reminders for this car. */
    remindersEnabled: flagColumn("reminders_enabled", true),
    /** When the customer removed the car from My Garage; null while it is shown. */
    removedAt: timestampColumn("removed_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("vehicles_registration_active_idx")
      .on(t.registration)
      .where(sql`${t.registration} is not null and ${t.removedAt} is null`),
    index("vehicles_user_id_idx").on(t.userId),
    // The Bookings tab's search by a whole registration, removed cars included: one btree lookup
    // before any trigram is read (docs/decisions/0025, item 16).
    index("vehicles_registration_idx").on(t.registration),
    // The Bookings tab's search by any part of a registration (docs/decisions/0018).
    index("vehicles_registration_trgm_idx").using("gin", t.registration.op("gin_trgm_ops")),
    check("vehicles_year_range", sql`${t.year} between 1950 and 2100`),
    check("vehicles_registration_shape", sql`${t.registration} ~ '^[0-9A-Z]{6,12}$'`),
    check("vehicles_vin_shape", sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
  ],
);

/** A vehicle row as read from the database. */
export type VehicleRow = typeof vehicles.$inferSelect;
/** One of the fuels. */
export type VehicleFuel = (typeof vehicleFuel.enumValues)[number];
