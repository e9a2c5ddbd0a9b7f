/**
 * Column shapes every table shares: time-zoned instants, calendar dates, amounts in paise, yes/no
 * flags and random UUID keys. Each builder returns a fresh Drizzle column; none of them throws.
 */
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Every instant the schema keeps is a `timestamp with time zone` (`app/db/schema.ts`). */
const tz = { withTimezone: true } as const;

/** A `timestamp with time zone` column `name`, nullable: an instant, stored in UTC. */
export const timestampColumn = <TName extends string>(name: TName) => timestamp(name, tz);

/** A required instant column `name` that the database's clock fills in when the row is written. */
export const writtenAtColumn = <TName extends string>(name: TName) =>
  timestampColumn(name).notNull().defaultNow();

/** A row's `created_at`: the database's clock when the row is written. */
export const createdAtColumn = () => writtenAtColumn("created_at");

/** A row's `created_at` and `updated_at`, both the database's clock when the row is written. */
export const timestamps = () => ({
  createdAt: createdAtColumn(),
  updatedAt: writtenAtColumn("updated_at"),
});

/**
 * A `date` column `name`, nullable: a calendar day in Asia/Kolkata, read and written as a
 * "yyyy-MM-dd" string so that no time zone shifts it.
 */
export const calendarDateColumn = <TName extends string>(name: TName) =>
  date(name, { mode: "string" });

/**
 * A required amount in integer paise, `name` (docs/decisions/0010): a `bigint` in the database,
 * a JavaScript number in the app.
 */
export const paiseColumn = <TName extends string>(name: TName) =>
  bigint(name, { mode: "number" }).notNull();

/** A required yes/no column `name`; a row written without it takes `initial`. */
export const flagColumn = <TName extends string>(name: TName, initial: boolean) =>
  boolean(name).notNull().default(initial);

/** A random UUID primary key, `id`. */
export const uuidKey = () => uuid("id").primaryKey().defaultRandom();

/** What deleting the row a required reference points at does: delete this row too, or refuse. */
export type RequiredOnDelete = "cascade" | "restrict";

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
