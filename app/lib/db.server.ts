/**
 * The database handle. The pool opens lazily on first use, never at module load
 * (prerendering imports the server bundle at build time), from the settings'
 * `DATABASE_URL`: the operator's, or the embedded PostgreSQL's once the server started.
 *
 * A lost database must not hang requests or stop the process (README.md#operations): a
 * connection attempt gives up after {@link CONNECT_TIMEOUT_MS}, a connection that dies is
 * dropped from the pool without an uncaught error, and the next query opens a new one,
 * so the app recovers by itself when the database returns. The server answers such
 * failures with 503 (server/unavailable.ts).
 */
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "~/db/schema";
import { getEnv } from "~/lib/env.server";

/** The Drizzle database type of this project. */
export type Database = NodePgDatabase<typeof schema>;

/** The database or an open transaction: what the data functions accept. */
export type DbOrTx = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How long a query waits for a connection to the database before failing, in milliseconds. */
export const CONNECT_TIMEOUT_MS = 5000;

let pool: pg.Pool | undefined;
let db: Database | undefined;

/**
 * The shared Drizzle database, created on first call.
 * @returns the database bound to the settings' `DATABASE_URL`
 * @throws Error when `DATABASE_URL` is not set
 */
export function getDb(): Database {
  if (!db) {
    const url = getEnv().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set; the server sets it at start");
    pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A server that vanished without closing the connection is noticed by the OS.
      keepAlive: true,
    });
    // A client losing its server must not crash the process. Idle, the pool reports it here
    // and drops it. Checked out (a transaction between statements), the pool does not listen,
    // so each client gets its own listener: the transaction's next statement fails instead,
    // and the pool drops the client when it comes back.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    db = drizzle(pool, { schema });
  }
  return db;
}

/**
 * A connection of the shared pool for the caller alone, e.g. for a server-side cursor that
 * reads a long result a batch at a time (the bookings export, docs/decisions/0015).
 * @returns the connection; give it back with `release()`, or `release(true)` to close it
 *   when a query on it failed half-way
 * @throws Error when `DATABASE_URL` is not set, or the pool's error when no connection opens
 *   within {@link CONNECT_TIMEOUT_MS}
 */
export function connectClient(): Promise<pg.PoolClient> {
  getDb();
  return pool!.connect();
}

/** Closes the pool (tests and shutdown). Safe to call when nothing was opened. */
export async function closeDb(): Promise<void> {
  const p = pool;
  pool = undefined;
  db = undefined;
  await p?.end();
}

/**
 * The database's own reason for a failed query, for logs: the driver's code and message,
 * never the query's parameters (which carry customers' names and phone numbers).
 * @returns e.g. "ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432", or "unknown error"
 */
export function databaseErrorReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error)) return "unknown error";
  const code = (cause as { code?: unknown }).code;
  return typeof code === "string" ? `${code} ${cause.message}` : cause.message;
}

/**
 * Logs a failure the request lives with, as one line: what failed and the database's own reason
 * ({@link databaseErrorReason}), never the values involved.
 * @param what the subject, e.g. "Bookings could not be loaded"
 */
export function logDatabaseError(what: string, error: unknown): void {
  console.error(what, databaseErrorReason(error));
}

/**
 * Runs a read or write whose failure the page can live with (docs/product.md#messages-errors: the
 * spec's message in place of an error page): on an error, logs `what` with the database's reason
 * and gives the fallback.
 * @param what the log line's subject, e.g. "Full slots could not be loaded"
 * @param load the work
 * @param fallback what to give instead when it fails (an empty list, null)
 * @returns what `load` gave, or `fallback`; never throws
 */
export async function orFallback<T, F>(
  what: string,
  load: () => Promise<T>,
  fallback: F,
): Promise<T | F> {
  try {
    return await load();
  } catch (error) {
    logDatabaseError(what, error);
    return fallback;
  }
}
