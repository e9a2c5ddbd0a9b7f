/** Column shapes every table shares: time-zoned timestamps and random UUID keys. */
import { timestamp, uuid } from "drizzle-orm/pg-core";

export const tz = { withTimezone: true } as const;

/** A row's `created_at`: the database's clock when the row is written. */
export const createdAtColumn = () => timestamp("created_at", tz).notNull().defaultNow();

/** A row's `created_at` and `updated_at`, both the database's clock when the row is written. */
export const timestamps = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
});

/** A random UUID primary key, `id`. */
export const uuidKey = () => uuid("id").primaryKey().defaultRandom();
