import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
  chmodSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { backupDatabase } from "./backup";
import { BackupError } from "./backup-format";
import { restoreDatabase } from "./backup-restore";
import { runMigrations } from "./database";
import { startEmbeddedPostgres } from "./embedded-postgres";

const root = path.resolve(import.meta.dirname, "..");
const work = mkdtempSync(path.join(tmpdir(), "car-service-backup-"));
chmodSync(work, 0o755);
const created: string[] = [];

/** A new empty database on the test server, migrated with `migrationsFolder`. */
async function freshDatabase(migrationsFolder = path.join(root, "drizzle")): Promise<string> {
  const admin = new pg.Client({ connectionString: inject("databaseUrl") });
  await admin.connect();
  const name = `backup_${Math.random().toString(36).slice(2, 10)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await migrate(drizzle(pool), { migrationsFolder });
  await pool.end();
  return url.toString();
}

/** Runs SQL on a database. */
async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every row of every app table, as text, for comparing a database before and after. */
async function snapshot(url: string): Promise<Record<string, string | null>> {
  const tables = await sql<{ name: string }>(
    url,
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  const out: Record<string, string | null> = {};
  for (const { name } of tables) {
    const [row] = await sql<{ rows: string | null }>(
      url,
      `select json_agg(t order by t::text)::text as rows from public."${name}" t`,
    );
    out[name] = row!.rows;
  }
  return out;
}

const UNICODE_NAME = "శ్రీనివాస్ रेड्डी 🚗✨";
const TRICKY_ADDRESS = 'Plot 7, "Sai" Residency\nO\'Brien Lane, back\\slash, Madhapur';

/**
 * A customer with a profile, a role, a session, two bookings (one with no special requests) and a
 * message about one of them.
 */
async function seed(url: string, bookingColumns = true) {
  await sql(
    url,
    `insert into "user" (id, name, email, created_at) values ('u1', $1, 'asha@example.com', '2026-01-02 03:04:05.123456+05:30')`,
    [UNICODE_NAME],
  );
  await sql(url, `insert into profiles (id, full_name, phone) values ('u1', $1, '9876543210')`, [
    UNICODE_NAME,
  ]);
  await sql(url, `insert into user_roles (user_id, role) values ('u1', 'admin')`);
  await sql(
    url,
    `insert into session (id, expires_at, token, user_id) values ('s1', now() + interval '7 days', 'tok-1', 'u1')`,
  );
  if (!bookingColumns) return;
  const booking = `insert into bookings (user_id, service_type, customer_name, customer_email, customer_phone, car_model, preferred_date, preferred_time, address, special_requests, status)
    values ('u1', 'General Service', $1, 'asha@example.com', '+919876543210', 'Hyundai Creta (2021)', '2026-12-01', '09:00 AM', $2, $3, $4)`;
  await sql(url, booking, [UNICODE_NAME, TRICKY_ADDRESS, "नमस्ते, please check the AC", "confirmed"]);
  await sql(url, booking, [UNICODE_NAME, TRICKY_ADDRESS, null, "pending"]);
  // A message about a booking: its reference is checked at the commit (deferred), which a
  // restore must settle before it switches the tables' triggers back on.
  const [outbox] = await sql<{ present: boolean }>(
    url,
    "select to_regclass('outbox') is not null as present",
  );
  if (!outbox!.present) return;
  await sql(
    url,
    `insert into outbox (channel, kind, recipient, subject, text, booking_id, user_id)
      select 'email', 'booking_received', 'asha@example.com', 'Booking received', 'Thank you', id, 'u1'
      from bookings where status = 'confirmed'`,
  );
}

afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject("databaseUrl") });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
});

describe("backupDatabase and restoreDatabase", () => {
  let url: string;
  let before: Record<string, string | null>;
  const file = path.join(work, "round-trip.backup.gz");

  beforeAll(async () => {
    url = await freshDatabase();
    await seed(url);
    before = await snapshot(url);
  });

  it("bring back exactly what was there: changed, deleted and added rows, Unicode, quotes, line breaks, microseconds", async () => {
    const summary = await backupDatabase(url, file);
    expect(summary.perTable["public.bookings"]).toBe(2);
    expect(summary.perTable["public.user"]).toBe(1);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await sql(
      url,
      "update bookings set status = 'cancelled', address = 'changed after the backup'",
    );
    await sql(url, "delete from user_roles");
    await sql(
      url,
      `insert into "user" (id, name, email) values ('u2', 'Ravi', 'ravi@example.com')`,
    );
    await sql(url, "drop table leads");
    expect(await snapshot(url)).not.toEqual(before);

    const restored = await restoreDatabase(url, file);
    expect(restored.rows).toBe(summary.rows);
    expect(restored.migrationsApplied).toBe(0);
    expect(await snapshot(url)).toEqual(before);
    const [booking] = await sql<{ customer_name: string; address: string }>(
      url,
      "select customer_name, address from bookings where special_requests is not null",
    );
    expect(booking).toEqual({ customer_name: UNICODE_NAME, address: TRICKY_ADDRESS });
    const [account] = await sql<{ same: boolean }>(
      url,
      `select created_at = '2026-01-02 03:04:05.123456+05:30'::timestamptz as same from "user" where id = 'u1'`,
    );
    expect(account!.same).toBe(true);
  });

  it("leave the app able to migrate and write afterwards (the migration journal and its sequence are restored)", async () => {
    await runMigrations(url); // nothing to apply: the journal says so
    const journal = await sql<{ n: number }>(
      url,
      'select count(*)::int as n from drizzle."__drizzle_migrations"',
    );
    expect(journal[0]!.n).toBe(readdirJournal().length);
    await sql(
      url,
      "insert into drizzle.\"__drizzle_migrations\" (hash, created_at) values ('x', 1)",
    ); // the serial id does not collide
    await sql(url, "delete from drizzle.\"__drizzle_migrations\" where hash = 'x'");
  });

  it("change nothing when the file is incomplete or damaged", async () => {
    await sql(url, "update bookings set status = 'completed'");
    const current = await snapshot(url);
    const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split("\n");
    const truncated = path.join(work, "truncated.backup.gz");
    writeFileSync(truncated, gzipSync(lines.slice(0, -1).join("\n")));
    await expect(restoreDatabase(url, truncated)).rejects.toThrow(/incomplete/);
    const tampered = path.join(work, "tampered.backup.gz");
    writeFileSync(
      tampered,
      gzipSync(
        [...lines.slice(0, -1), JSON.stringify({ end: true, rows: { "public.bookings": 5 } })].join(
          "\n",
        ),
      ),
    );
    await expect(restoreDatabase(url, tampered)).rejects.toThrow(/damaged/);
    const notBackup = path.join(work, "not-a-backup.gz");
    writeFileSync(notBackup, gzipSync('{"hello":"world"}\n'));
    await expect(restoreDatabase(url, notBackup)).rejects.toBeInstanceOf(BackupError);
    expect(await snapshot(url)).toEqual(current);
  });
});

/** The app's migrations folder cut down to its first `count` migrations (an older version of the app). */
function olderMigrations(count: number): string {
  const dir = path.join(work, `migrations-${count}`);
  cpSync(path.join(root, "drizzle"), dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

function readdirJournal(): unknown[] {
  return (
    JSON.parse(readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries;
}

describe("backups across app versions", () => {
  it("restore a backup made before a migration, then apply the newer migrations", async () => {
    const old = await freshDatabase(olderMigrations(1));
    await seed(old);
    const file = path.join(work, "old.backup.gz");
    await backupDatabase(old, file);

    const target = await freshDatabase();
    const restored = await restoreDatabase(target, file);
    expect(restored.migrationsApplied).toBe(readdirJournal().length - 1);
    expect(await sql(target, "select count(*)::int as n from bookings")).toEqual([{ n: 2 }]);
    expect(await sql(target, "select count(*)::int as n from leads")).toEqual([{ n: 0 }]); // made by the newer migration
    expect(
      await sql(target, 'select count(*)::int as n from drizzle."__drizzle_migrations"'),
    ).toEqual([{ n: readdirJournal().length }]);
  });

  it("refuse a backup made by a newer version of the app, changing nothing", async () => {
    const url = await freshDatabase();
    await seed(url);
    const file = path.join(work, "new.backup.gz");
    await backupDatabase(url, file);
    await sql(url, "delete from bookings");
    await expect(restoreDatabase(url, file, olderMigrations(1))).rejects.toThrow(
      /another version of the app/,
    );
    expect(await sql(url, "select count(*)::int as n from bookings")).toEqual([{ n: 0 }]);
  });
});

/** Runs one of the npm scripts' files as `npm run` would. */
function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "", ...env },
    timeout: 60_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe("npm run db:backup and db:restore", () => {
  it("round-trip on DATABASE_URL", async () => {
    const url = await freshDatabase();
    await seed(url);
    const before = await snapshot(url);
    const file = path.join(work, "cli-external.backup.gz");
    const backup = run("scripts/db-backup.ts", [file], { DATABASE_URL: url });
    expect(backup.out).toMatch(
      /Backup written to .*cli-external\.backup\.gz: \d+ tables, \d+ rows/,
    );
    expect(backup.code).toBe(0);
    await sql(url, "delete from bookings");
    const restore = run("scripts/db-restore.ts", [file], { DATABASE_URL: url });
    expect(restore.out).toMatch(/Restored .*: \d+ tables, \d+ rows/);
    expect(restore.code).toBe(0);
    expect(await snapshot(url)).toEqual(before);
  });

  it("round-trip on the embedded database while it runs, and back up when it is stopped", async () => {
    const dataDir = path.join(work, "embedded");
    const database = await startEmbeddedPostgres(dataDir);
    try {
      await runMigrations(database.url);
      await seed(database.url);
      const before = await snapshot(database.url);
      const file = path.join(work, "cli-embedded.backup.gz");
      expect(run("scripts/db-backup.ts", [file], { DATA_DIR: dataDir }).code).toBe(0);
      await sql(database.url, "delete from bookings");
      await sql(database.url, 'delete from "user"');
      expect(run("scripts/db-restore.ts", [file], { DATA_DIR: dataDir }).code).toBe(0);
      expect(await snapshot(database.url)).toEqual(before);
    } finally {
      await database.stop();
    }
    // Not running: the command starts the embedded server for itself and stops it again.
    const file = path.join(work, "cli-embedded-stopped.backup.gz");
    const stopped = run("scripts/db-backup.ts", [file], { DATA_DIR: dataDir });
    expect(stopped.code).toBe(0);
    const trailer = JSON.parse(
      gunzipSync(readFileSync(file)).toString().trimEnd().split("\n").at(-1)!,
    ) as { rows: Record<string, number> };
    expect(trailer.rows).toMatchObject({
      "public.bookings": 2,
      "public.user": 1,
      "public.session": 1,
    });
    expect(existsSync(path.join(dataDir, "postgres/postmaster.pid"))).toBe(false);
  });

  it("says what to keep besides the database for each file store (README.md#backups)", async () => {
    const url = await freshDatabase();
    const uploads = path.join(work, "uploads-kept");
    const inFolder = run("scripts/db-backup.ts", [path.join(work, "cli-folder.backup.gz")], {
      DATABASE_URL: url,
      UPLOADS_DIR: uploads,
      STORAGE_URL: "",
    });
    expect(inFolder.code).toBe(0);
    expect(inFolder.out).toContain(
      `Photos and invoice PDFs are not in this backup: they are files in the folder ${uploads}; copy that folder beside it.`,
    );
    const inBucket = run("scripts/db-backup.ts", [path.join(work, "cli-bucket.backup.gz")], {
      DATABASE_URL: url,
      STORAGE_URL: "s3://workshop-files/madhapur",
      STORAGE_ENDPOINT: "https://storage.example.in",
    });
    expect(inBucket.code).toBe(0);
    expect(inBucket.out).toContain(
      "Photos and invoice PDFs are not in this backup: they are in s3://workshop-files/madhapur at https://storage.example.in; keep the bucket's versioning and replication on.",
    );
  });

  it("refuses to run without a file, and fails clearly on a file that is not a backup", () => {
    const usage = run("scripts/db-restore.ts", [], {});
    expect(usage.code).toBe(2);
    expect(usage.out).toContain("Usage: npm run db:restore -- FILE");
    const junk = path.join(work, "junk.gz");
    writeFileSync(junk, "not gzip");
    const bad = run("scripts/db-restore.ts", [junk], { DATABASE_URL: inject("databaseUrl") });
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/db:restore failed: cannot read .* as a backup/);
  });
});
