/**
 * Backups of the app's database and their restore (README.md#operations), with no tool
 * but the database driver: the embedded PostgreSQL ships no pg_dump, and an operator's
 * pg_dump must not be older than their server. Works on the embedded database and on any
 * `DATABASE_URL`, while the app runs.
 *
 * A backup is a gzip file of JSON lines: a header (format, time, the migrations applied,
 * every table of the `public` and `drizzle` schemas with its columns, sequence values),
 * then the rows in batches (each value as PostgreSQL's text form, so nothing is rounded or
 * reinterpreted), then a trailer with the row count of each table. It is read from one
 * consistent snapshot. It holds customers' personal data and password hashes: the file is
 * created readable by its owner only.
 *
 * A restore replaces everything in those two schemas, in one transaction: the schema as
 * the backup's migrations left it is rebuilt from `drizzle/`, the rows are loaded and
 * counted, sequences are set, then the migrations newer than the backup are applied. If
 * anything fails (a truncated file, a backup from a newer version of the app), nothing
 * changes.
 */
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { z } from "zod";
import { fileURLToPath } from "node:url";

const defaultMigrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/** The schemas a backup covers: the app's tables and the migration journal. */
export const BACKUP_SCHEMAS = ["public", "drizzle"] as const;

const FORMAT = "car-service-backup";
const BATCH_ROWS = 500;

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

const RowsLineSchema = z.object({
  table: z.string(),
  rows: z.array(z.array(z.string().nullable())),
});
const TrailerSchema = z.object({
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

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;
const key = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;

/** Text forms that read back exactly: ISO dates, full float precision. */
async function setExactTextForms(client: pg.Client) {
  await client.query("set local search_path = public");
  await client.query("set local datestyle = 'ISO, YMD'");
  await client.query("set local intervalstyle = 'postgres'");
  await client.query("set local extra_float_digits = 3");
  await client.query("set local bytea_output = 'hex'");
}

interface TableInfo {
  oid: number;
  schema: string;
  name: string;
  columns: Array<{ name: string; type: string }>;
}

/** The tables of the backed-up schemas, parents before the tables whose foreign keys point at them. */
async function listTables(client: pg.Client): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ oid: number; schema: string; name: string }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1)
      order by n.nspname, c.relname`,
    [BACKUP_SCHEMAS],
  );
  const { rows: columns } = await client.query<{ oid: number; name: string; type: string }>(
    `select a.attrelid::int as oid, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
      where a.attrelid = any($1) and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attrelid, a.attnum`,
    [tables.map((t) => t.oid)],
  );
  const { rows: references } = await client.query<{ child: number; parent: number }>(
    `select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f' and conrelid = any($1)`,
    [tables.map((t) => t.oid)],
  );
  const infos = new Map(
    tables.map((t) => [
      t.oid,
      {
        ...t,
        columns: columns.filter((c) => c.oid === t.oid).map(({ name, type }) => ({ name, type })),
      },
    ]),
  );
  const ordered: TableInfo[] = [];
  const visiting = new Set<number>();
  const visit = (oid: number) => {
    const info = infos.get(oid);
    if (!info || ordered.includes(info) || visiting.has(oid)) return;
    visiting.add(oid);
    for (const r of references) if (r.child === oid && r.parent !== oid) visit(r.parent);
    ordered.push(info);
  };
  for (const oid of infos.keys()) visit(oid);
  return ordered;
}

/**
 * Writes a backup of the database to a file (gzip, JSON lines; format above). The file
 * appears only when complete (written beside it, then renamed), mode 0600.
 * @param url connection string
 * @param file where to write; its directory is created
 * @returns table and row counts
 * @throws the driver's error when the database cannot be read (no file is left behind)
 */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, "drain");
  };
  const perTable: Record<string, number> = {};
  try {
    await client.connect();
    await client.query("begin isolation level repeatable read read only");
    await setExactTextForms(client);
    const { rows: version } = await client.query<{ server_version: string }>("show server_version");
    const tables = await listTables(client);
    const hasJournal = tables.some(
      (t) => t.schema === "drizzle" && t.name === "__drizzle_migrations",
    );
    const migrations = hasJournal
      ? (
          await client.query<{ hash: string; created_at: string }>(
            'select hash, created_at from drizzle."__drizzle_migrations" order by created_at',
          )
        ).rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) }))
      : [];
    const { rows: sequences } = await client.query<{
      schema: string;
      name: string;
      last_value: string | null;
    }>(
      "select schemaname as schema, sequencename as name, last_value::text from pg_sequences where schemaname = any($1) order by 1, 2",
      [BACKUP_SCHEMAS],
    );
    const header: BackupHeader = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      serverVersion: version[0]!.server_version,
      migrations,
      tables: tables.map(({ schema, name, columns }) => ({ schema, name, columns })),
      sequences: sequences.map((s) => ({
        schema: s.schema,
        name: s.name,
        lastValue: s.last_value,
      })),
    };
    await write(header);
    for (const table of tables) {
      const select = table.columns.map((c) => `${ident(c.name)}::text`).join(", ") || "null";
      await client.query(
        `declare backup_rows no scroll cursor for select ${select} from ${qualified(table)}`,
      );
      let count = 0;
      for (;;) {
        const { rows } = await client.query<Array<string | null>>({
          text: `fetch ${BATCH_ROWS} from backup_rows`,
          rowMode: "array",
        });
        if (rows.length === 0) break;
        count += rows.length;
        await write({ table: key(table), rows: table.columns.length ? rows : rows.map(() => []) });
      }
      await client.query("close backup_rows");
      perTable[key(table)] = count;
    }
    await client.query("commit");
    await write({ end: true, rows: perTable });
    gzip.end();
    await done;
    renameSync(partial, file);
  } catch (error) {
    gzip.destroy();
    await done.catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
  return {
    tables: Object.keys(perTable).length,
    rows: Object.values(perTable).reduce((a, b) => a + b, 0),
    perTable,
  };
}

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
 * @param file a file written by {@link backupDatabase}
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
  const tables = new Map(header.data.tables.map((t) => [key(t), t]));

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

/**
 * The default backup file name: `backups/car-service-<UTC time>.backup.gz` under `dir`.
 * @param now the time to name it by
 */
export function defaultBackupFile(dir = "backups", now = new Date()): string {
  return path.join(
    dir,
    `car-service-${now
      .toISOString()
      .replace(/[:.]/g, "-")
      .replace(/-\d{3}Z$/, "Z")}.backup.gz`,
  );
}
