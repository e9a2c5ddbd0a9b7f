/**
 * Backups of the app's database (README.md#operations), with no tool but the database driver:
 * the embedded PostgreSQL ships no pg_dump, and an operator's pg_dump must not be older than
 * their server. Works on the embedded database and on any `DATABASE_URL`, while the app runs.
 *
 * The file's format is in `backup-format.ts`; it is read from one consistent snapshot. It holds
 * customers' personal data and password hashes: the file is created readable by its owner only.
 * Its restore is `backup-restore.ts`.
 */
import { createWriteStream, mkdirSync, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import {
  BACKUP_SCHEMAS,
  FORMAT,
  ident,
  qualified,
  setExactTextForms,
  tableKey,
  type BackupHeader,
  type BackupSummary,
} from "./backup-format";

const BATCH_ROWS = 500;

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
        await write({
          table: tableKey(table),
          rows: table.columns.length ? rows : rows.map(() => []),
        });
      }
      await client.query("close backup_rows");
      perTable[tableKey(table)] = count;
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
