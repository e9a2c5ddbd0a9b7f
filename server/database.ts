/**
 * The database at start: the operator's PostgreSQL when `DATABASE_URL` is set, else an
 * embedded PostgreSQL in `$DATA_DIR/postgres` (DESIGN.md "Contract"); then the
 * migrations in `drizzle/` are applied. Also the readiness probe (`/readyz`) and the
 * pieces operator commands share (README.md#operations).
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { EmbeddedPostgresServer } from "./embedded-postgres.ts";
import { EmbeddedPostgresError, planEmbeddedPostgres } from "./embedded-postgres-plan.ts";

const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/** A running database: its URL and how to stop it (a no-op for an external server). */
export interface RunningDatabase {
  url: string;
  embedded: boolean;
  /** For the start log: where the embedded cluster lives and who runs it (undefined for an external server). */
  description?: string;
  stop: () => Promise<void>;
}

/** Receives progress lines (retries, recovery) for the log; the default drops them. */
export type DatabaseNotice = (message: string) => void;

/** Finds a free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

// Servers started by this process and not yet stopped: told to shut down if the process exits.
const runningServers = new Set<EmbeddedPostgresServer>();
let exitHookInstalled = false;

/**
 * Should the process exit without stopping its servers (an uncaught error), each server
 * still running is asked to shut down (fast shutdown: committed data is kept).
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const server of runningServers) server.process?.kill("SIGINT");
  });
}

/** Whether a process with this id is running (a process of another user counts). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the process is a PostgreSQL server (Linux: from /proc; elsewhere: whether it runs). */
function isPostgresProcess(pid: number): boolean {
  if (!isRunning(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return true;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * Handles a PostgreSQL server left running on the data directory by a previous process
 * that was killed (`kill -9`, out of memory, power to the container cut): its server
 * keeps running without an owner and holds the directory's lock, so a new start would
 * fail. When the process that started it is gone, it is shut down (fast shutdown: open
 * transactions roll back, committed data stays) before the new start. A lock file whose
 * process is gone or is no longer PostgreSQL is removed.
 * @param databaseDir the cluster directory (`DATA_DIR/postgres`)
 * @param ownerFile the file holding the pid of the process that started the server
 * @throws Error when the server belongs to a process still running (two servers on one DATA_DIR)
 */
async function clearAbandonedServer(
  databaseDir: string,
  ownerFile: string,
  notice: DatabaseNotice,
): Promise<void> {
  const lockFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, "utf8").split("\n")[0]);
  if (!isRunning(pid)) return; // PostgreSQL removes a lock file whose process is gone
  if (!isPostgresProcess(pid)) {
    rmSync(lockFile, { force: true });
    return;
  }
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, "utf8").trim()) : NaN;
  if (owner !== process.pid && isRunning(owner)) {
    throw new Error(
      `the embedded PostgreSQL in ${databaseDir} is in use by another running process (pid ${owner}); stop it or use another DATA_DIR`,
    );
  }
  notice(
    `Stopping the embedded PostgreSQL (pid ${pid}) left running by a process that ended without stopping it`,
  );
  process.kill(pid, "SIGINT");
  if (await waitForExit(pid, 30_000)) return;
  // Immediate shutdown: the next start replays the write-ahead log, so nothing committed is lost.
  process.kill(pid, "SIGQUIT");
  if (!(await waitForExit(pid, 10_000)))
    throw new Error(`the PostgreSQL server left running (pid ${pid}) did not stop`);
}

/**
 * Starts (and on first use initialises) an embedded PostgreSQL in `dataDir/postgres` (as
 * root, elsewhere when the `postgres` user cannot reach DATA_DIR: server/embedded-postgres.ts).
 * The superuser password is generated once and kept in `dataDir/postgres-password`; the
 * URL is written to `dataDir/postgres-url` for operator commands, and the starting
 * process's pid to `dataDir/postgres-owner`. A server left running by a killed process is
 * stopped first (see {@link clearAbandonedServer}). With `restartOnCrash`, a server that
 * dies under the app (killed, out of memory) is started again on the same port, after 1,
 * 2, 4 … up to 30 seconds, until it runs or the app stops it.
 * @param dataDir DATA_DIR
 * @param options `port` (default: a free one), `notice` for progress lines, `restartOnCrash`
 * @returns the running server's URL (database `postgres`) and a stop function
 * @throws EmbeddedPostgresError (one line: cause and fix) when it cannot be initialised or started
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; notice?: DatabaseNotice; restartOnCrash?: boolean } = {},
): Promise<RunningDatabase> {
  const notice = options.notice ?? (() => {});
  const plan = await planEmbeddedPostgres(dataDir);
  const databaseDir = plan.databaseDir;
  const passwordFile = path.resolve(dataDir, "postgres-password");
  const ownerFile = path.resolve(dataDir, "postgres-owner");
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString("hex"), { mode: 0o600 });
  const password = readFileSync(passwordFile, "utf8").trim();
  await clearAbandonedServer(databaseDir, ownerFile, notice);
  const port = options.port ?? (await freePort());
  const server = new EmbeddedPostgresServer(plan, { port, user: "postgres", password });
  if (!server.isInitialised()) await server.initialise();
  await server.start();
  installExitHook();
  runningServers.add(server);
  writeFileSync(ownerFile, String(process.pid), { mode: 0o600 });
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  // Operator commands (`npm run admin`, `npm run db:backup`) reach the running server through this file.
  const urlFile = path.resolve(dataDir, "postgres-url");
  writeFileSync(urlFile, url, { mode: 0o600 });
  let stopped = false;
  const watch = () => {
    server.process?.once("exit", (code, signal) => {
      if (stopped) return;
      notice(
        `The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}): restarting it`,
      );
      void (async () => {
        for (let delay = 1000; !stopped; delay = Math.min(delay * 2, 30_000)) {
          await new Promise((r) => setTimeout(r, delay));
          if (stopped) return;
          try {
            await server.start();
            if (stopped) return void (await server.stop());
            notice("The embedded PostgreSQL is running again");
            return watch();
          } catch (error) {
            const reason = (error instanceof Error && error.message) || "no reason given";
            notice(
              `The embedded PostgreSQL did not restart (${reason}): trying again in ${Math.min(delay * 2, 30_000) / 1000} s`,
            );
          }
        }
      })();
    });
  };
  if (options.restartOnCrash) watch();
  return {
    url,
    embedded: true,
    description: plan.description,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      rmSync(urlFile, { force: true });
      rmSync(ownerFile, { force: true });
      // A server that already died has nothing to stop (EmbeddedPostgresServer.stop returns at once).
      await server.stop();
      runningServers.delete(server);
    },
  };
}

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
export function describeDatabaseUrl(url: string): string {
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
export function connectionErrorReason(error: unknown): string {
  const first =
    error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  if (!(first instanceof Error)) return String(first);
  const code = (first as NodeJS.ErrnoException).code ?? (error as NodeJS.ErrnoException)?.code;
  const message =
    first.message || (error instanceof Error ? error.message : "") || "connection failed";
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

/** Thrown by {@link waitForDatabase} when every attempt failed. */
export class DatabaseUnreachableError extends Error {}

/**
 * Waits until a PostgreSQL server answers `select 1`, with bounded retries.
 * @param url connection string
 * @param attempts how many tries, one second apart, each with a 3-second connect timeout
 * @param notice receives one line per failed attempt but the last
 * @throws DatabaseUnreachableError whose message names the server (without its
 *   password), the number of attempts and the last reason
 */
export async function waitForDatabase(
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
 * The auth secret: `AUTH_SECRET` when set, else one generated on first start and kept
 * in `dataDir/auth-secret` (DESIGN.md "Contract").
 */
export function resolveAuthSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, "auth-secret");
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
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
