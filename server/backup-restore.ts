/**
 * The restore of a backup (README.md#operations; the file's format in `backup-format.ts`). It
 * replaces everything in the `public` and `drizzle` schemas, in one transaction: the schema as
 * the backup's migrations left it is rebuilt from `drizzle/`, the rows are loaded and counted,
 * sequences are set, then the migrations newer than the backup are applied. If anything fails
 * (a truncated file, a backup from a newer version of the app), nothing changes.
 */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import type { z } from "zod";
import { fileURLToPath } from "node:url";
import {
  BackupError,
  BackupHeaderSchema,
  RowsLineSchema,
  TrailerSchema,
  ident,
  qualified,
  setExactTextForms,
  tableKey,
  type BackupSummary,
} from "./backup-format";

const defaultMigrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/** Reads the lines of a backup file, one parsed JSON value at a time. */
async function* readLines(file: string): AsyncGenerator<unknown> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line.trim() === "") continue;
    try {
      yield JSON.parse(line);
    } catch {
      throw new BackupError("the backup file is damaged (a line is not valid JSON)");
    }
  }
}

/**
 * Replaces the database's `public` and `drizzle` schemas with a backup's contents, in one
 * transaction (see the module comment).
 * @param url connection string
 * @param file a file written by `backupDatabase` (`backup.ts`)
 * @param migrationsFolder the app's migrations (default `drizzle/`)
 * @returns table and row counts restored, and how many newer migrations were applied on top
 * @throws BackupError when the file is not a complete backup, or was made by a version of
 *   the app whose migrations this one does not have; the database is then unchanged
 */
export async function restoreDatabase(
  url: string,
  file: string,
  migrationsFolder = defaultMigrationsFolder,
): Promise<BackupSummary & { migrationsApplied: number }> {
  const lines = readLines(file);
  let first: IteratorResult<unknown>;
  try {
    first = await lines.next();
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `cannot read ${file} as a backup: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const header = BackupHeaderSchema.safeParse(first.value);
  if (first.done || !header.success)
    throw new BackupError(`${file} is not a backup made by npm run db:backup`);

  const known = readMigrationFiles({ migrationsFolder });
  header.data.migrations.forEach((m, i) => {
    if (known[i]?.hash !== m.hash) {
      throw new BackupError(
        `the backup was made by another version of the app (its migration ${i + 1}, made ${new Date(m.createdAt).toISOString()}, is not this version's); restore it with the version that made it`,
      );
    }
  });
  const backupMigrations = known.slice(0, header.data.migrations.length);
  const newerMigrations = known.slice(header.data.migrations.length);
  const tables = new Map(header.data.tables.map((t) => [tableKey(t), t]));

  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  const perTable: Record<string, number> = Object.fromEntries(
    [...tables.keys()].map((k) => [k, 0]),
  );
  try {
    await client.query("begin");
    await setExactTextForms(client);
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
    await client.query("grant usage on schema public to public");
    // The migration journal, as drizzle creates it; its rows come from the backup.
    await client.query("create schema drizzle");
    await client.query(
      'create table drizzle."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)',
    );
    for (const migration of backupMigrations)
      for (const statement of migration.sql) await client.query(statement);
    // The rows go back as they were written, roll-ups and marks included: the tables' own
    // triggers (the back office's counts, the cars' stale marks; docs/decisions/0018) would
    // count them a second time. This transaction made the tables, so it may switch them off.
    const restoredTables = [...tables.values()].filter((t) => t.schema === "public");
    for (const table of restoredTables)
      await client.query(`alter table ${qualified(table)} disable trigger user`);

    let trailer: z.infer<typeof TrailerSchema> | undefined;
    for await (const value of lines) {
      if (trailer) throw new BackupError("the backup file is damaged (data after its end)");
      const end = TrailerSchema.safeParse(value);
      if (end.success) {
        trailer = end.data;
        continue;
      }
      const batch = RowsLineSchema.safeParse(value);
      if (!batch.success) throw new BackupError("the backup file is damaged (an unexpected line)");
      const table = tables.get(batch.data.table);
      if (!table)
        throw new BackupError(
          `the backup file is damaged (rows for ${batch.data.table}, a table its header does not list)`,
        );
      const columns = table.columns.map((c) => ident(c.name)).join(", ");
      const values = table.columns.map((c, i) => `(r->>${i})::${c.type}`).join(", ");
      await client.query(
        `insert into ${qualified(table)} (${columns}) overriding system value select ${values} from json_array_elements($1::json) as r`,
        [JSON.stringify(batch.data.rows)],
      );
      perTable[batch.data.table]! += batch.data.rows.length;
    }
    if (!trailer)
      throw new BackupError(
        "the backup file is incomplete (it has no end marker); nothing was restored",
      );
    for (const [name, count] of Object.entries(trailer.rows)) {
      if (perTable[name] !== count)
        throw new BackupError(
          `the backup file is damaged (${name}: ${perTable[name] ?? 0} rows read, ${count} written)`,
        );
    }
    // Deferred checks (the outbox's booking, checked at the commit) are run now: a table with
    // checks pending cannot have its triggers switched back on.
    await client.query("set constraints all immediate");
    for (const table of restoredTables)
      await client.query(`alter table ${qualified(table)} enable trigger user`);
    for (const s of header.data.sequences) {
      if (s.lastValue !== null)
        await client.query("select setval($1::regclass, $2::bigint, true)", [
          qualified(s),
          s.lastValue,
        ]);
    }
    for (const migration of newerMigrations) {
      for (const statement of migration.sql) await client.query(statement);
      await client.query(
        'insert into drizzle."__drizzle_migrations" (hash, created_at) values ($1, $2)',
        [migration.hash, migration.folderMillis],
      );
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `restore failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    await lines.return(undefined).catch(() => {});
    await client.end().catch(() => {});
  }
  return {
    tables: tables.size,
    rows: Object.values(perTable).reduce((a, b) => a + b, 0),
    perTable,
    migrationsApplied: newerMigrations.length,
  };
}
