/**
 * The database at start: the operator's PostgreSQL when `DATABASE_URL` is set, else an
 * embedded PostgreSQL in `$DATA_DIR/postgres` (README.md#configuration); then the
 * migrations in `drizzle/` are applied. Also the readiness probe (`/readyz`) and the
 * pieces operator commands share (README.md#operations).
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import type { DatabaseNotice, RunningDatabase } from "./running-database.ts";
import { EmbeddedPostgresError } from "./embedded-postgres-plan.ts";

const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/**
 * One line saying why the database could not be opened at start, for the fatal log line:
 * the message of an {@link EmbeddedPostgresError} or a database error as it is; a file
 * system error on DATA_DIR (no permission, read-only, disk full) with the fix.
 * @param error what `openDatabase` or `resolveAuthSecret` threw
 * @param dataDir DATA_DIR as configured
 */
export function startFailureReason(error: unknown, dataDir: string): string {
  const fsError = error as NodeJS.ErrnoException;
  if (
    !(error instanceof EmbeddedPostgresError) &&
    fsError?.code &&
    fsError.path &&
    ["EACCES", "EPERM", "EROFS", "ENOSPC", "ENOTDIR", "EEXIST"].includes(fsError.code)
  ) {
    return `cannot write ${fsError.path} (${fsError.code}): set DATA_DIR (now ${path.resolve(dataDir)}) to a folder this user may write, or fix its permissions`;
  }
  return (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ");
}

/**
 * A connection string safe to print: the password removed.
 * @returns e.g. `postgres://app@db.internal:5432/carservice`
 */
function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

/**
 * Why a connection failed, in one line: the error code and message (a refused connection
 * to `localhost` is reported by Node as a group of errors, one per address).
 * @returns e.g. "ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432"
 */
function connectionErrorReason(error: unknown): string {
  const first =
    error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  if (!(first instanceof Error)) return String(first);
  const code = (first as NodeJS.ErrnoException).code ?? (error as NodeJS.ErrnoException)?.code;
  const message =
    first.message || (error instanceof Error ? error.message : "") || "connection failed";
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

/** Thrown by {@link waitForDatabase} when every attempt failed. */
class DatabaseUnreachableError extends Error {}

/**
 * Waits until a PostgreSQL server answers `select 1`, with bounded retries.
 * @param url connection string
 * @param attempts how many tries, one second apart, each with a 3-second connect timeout
 * @param notice receives one line per failed attempt but the last
 * @throws DatabaseUnreachableError whose message names the server (without its
 *   password), the number of attempts and the last reason
 */
async function waitForDatabase(
  url: string,
  attempts = 10,
  notice: DatabaseNotice = () => {},
): Promise<void> {
  let lastError: unknown;
  const started = Date.now();
  for (let i = 1; i <= attempts; i++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      if (i < attempts) {
        notice(
          `Database not answering (attempt ${i} of ${attempts}): ${connectionErrorReason(error)}`,
        );
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  throw new DatabaseUnreachableError(
    `Database unreachable at ${describeDatabaseUrl(url)} after ${attempts} attempts in ${seconds} s: ${connectionErrorReason(lastError)}`,
    { cause: lastError },
  );
}

/**
 * Applies the migrations in `drizzle/` (idempotent: applied ones are skipped).
 * @param url connection string of the target database
 */
export async function runMigrations(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on("error", () => {});
  try {
    await migrate(drizzle(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

/**
 * Opens the database the environment names, or the embedded one, and migrates it.
 * @param databaseUrl the operator's `DATABASE_URL`, or undefined for the embedded server
 * @param dataDir `DATA_DIR`, where the embedded server keeps its files
 * @param options `notice` receives progress lines (connection retries, a left-over server
 *   stopped, restarts); `restartOnCrash` keeps the embedded server running (the app server)
 * @throws DatabaseUnreachableError when the server does not answer after the retries;
 *   Error when the embedded server cannot start or a migration fails
 */
export async function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  options: { notice?: DatabaseNotice; restartOnCrash?: boolean } = {},
): Promise<RunningDatabase> {
  const running: RunningDatabase = databaseUrl
    ? { url: databaseUrl, embedded: false, stop: async () => {} }
    : await startEmbeddedPostgres(dataDir, options);
  try {
    await waitForDatabase(running.url, 10, options.notice);
    await runMigrations(running.url);
  } catch (error) {
    await running.stop().catch(() => {});
    throw error;
  }
  return running;
}

/**
 * Whether the database answers `select 1` within a time limit (the readiness probe,
 * `/readyz`, and the check that tells a lost database from an application error). A new
 * connection each time, so a broken pool cannot make it lie.
 * @param url connection string
 * @param timeoutMs limit for connecting and for the query, in milliseconds
 * @returns true when it answered; never throws
 */
export async function databaseAnswers(url: string, timeoutMs = 2000): Promise<boolean> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Connects to the project's database for an operator command: `DATABASE_URL` when set;
 * else the embedded server the running app started (its URL is in `dataDir/postgres-url`);
 * else starts the embedded server itself for the duration of the command.
 * @returns the database, migrated; call `stop()` when done (a no-op unless this command
 *   started the server)
 */
export async function openDatabaseForCommand(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<RunningDatabase> {
  if (!databaseUrl) {
    const urlFile = path.resolve(dataDir, "postgres-url");
    if (existsSync(urlFile)) {
      const url = readFileSync(urlFile, "utf8").trim();
      if (await databaseAnswers(url, 3000)) return { url, embedded: true, stop: async () => {} };
      // The app that wrote it is gone: start the server below.
    }
  }
  return openDatabase(databaseUrl, dataDir);
}
