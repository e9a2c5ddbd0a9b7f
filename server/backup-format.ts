/**
 * The backup file's format (README.md#operations), shared by the backup and its restore: a gzip
 * file of JSON lines: a header (format, time, the migrations applied, every table of the
 * `public` and `drizzle` schemas with its columns, sequence values), then the rows in batches
 * (each value as PostgreSQL's text form, so nothing is rounded or reinterpreted), then a trailer
 * with the row count of each table.
 */
import type pg from "pg";
import { z } from "zod";

/** The schemas a backup covers: the app's tables and the migration journal. */
export const BACKUP_SCHEMAS = ["public", "drizzle"] as const;

/** The first line of a backup file names its format. */
export const FORMAT = "car-service-backup";

/** The first line of a backup file. */
export const BackupHeaderSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  serverVersion: z.string(),
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  tables: z.array(
    z.object({
      schema: z.string(),
      name: z.string(),
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
    }),
  ),
  sequences: z.array(
    z.object({ schema: z.string(), name: z.string(), lastValue: z.string().nullable() }),
  ),
});
/** A backup's header. */
export type BackupHeader = z.infer<typeof BackupHeaderSchema>;

/** A line of rows: a batch of one table's rows, each value in its text form. */
export const RowsLineSchema = z.object({
  table: z.string(),
  rows: z.array(z.array(z.string().nullable())),
});
/** The last line: the row count of each table, keyed `schema.table`. */
export const TrailerSchema = z.object({
  end: z.literal(true),
  rows: z.record(z.string(), z.number().int().nonnegative()),
});

/** What a backup or restore did: table and row counts. */
export interface BackupSummary {
  tables: number;
  rows: number;
  /** Rows per table, keyed `schema.table`. */
  perTable: Record<string, number>;
}

/** Thrown when a backup file cannot be restored; the message says why, the database is unchanged. */
export class BackupError extends Error {}

/**
 * A name quoted for SQL.
 * @param name a schema, table or column name
 * @returns the name in double quotes, its own quotes doubled
 */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A table's name for SQL, with its schema.
 * @param t the table's schema and name
 * @returns `"schema"."name"`
 */
export const qualified = (t: { schema: string; name: string }) =>
  `${ident(t.schema)}.${ident(t.name)}`;

/**
 * A table's key in a backup's rows lines and counts.
 * @param t the table's schema and name
 * @returns `schema.name`
 */
export const tableKey = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;

/**
 * Sets, for the transaction, text forms that read back exactly: ISO dates, full float precision.
 * @param client a connection inside a transaction
 */
export async function setExactTextForms(client: pg.Client) {
  await client.query("set local search_path = public");
  await client.query("set local datestyle = 'ISO, YMD'");
  await client.query("set local intervalstyle = 'postgres'");
  await client.query("set local extra_float_digits = 3");
  await client.query("set local bytea_output = 'hex'");
}
