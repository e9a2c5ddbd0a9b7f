/** Column shapes every table shares: time-zoned timestamps and random UUID keys. */
import { type AnyPgColumn, text, timestamp, uuid } from "drizzle-orm/pg-core";

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

/** What deleting the row a required reference points at does: delete this row too, or refuse. */
type RequiredOnDelete = "cascade" | "restrict";

/**
 * A required `uuid` column `name` holding the id of another table's row (`target`, e.g.
 * `() => estimates.id`); `onDelete` is what deleting that row does to this one.
 */
export const requiredUuidRef = <TName extends string>(
  name: TName,
  target: () => AnyPgColumn,
  onDelete: RequiredOnDelete,
) => uuid(name).notNull().references(target, { onDelete });

/**
 * A required `text` column `name` holding a text id of another table's row (a better-auth user's,
 * `() => user.id`); `onDelete` is what deleting that row does to this one.
 */
export const requiredTextRef = <TName extends string>(
  name: TName,
  target: () => AnyPgColumn,
  onDelete: RequiredOnDelete,
) => text(name).notNull().references(target, { onDelete });
