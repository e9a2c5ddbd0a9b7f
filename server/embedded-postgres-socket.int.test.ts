/**
 * The embedded PostgreSQL's Unix socket (docs/decisions/0028, "The app on the server's Unix
 * socket"): in the server's own folder, never in the world's /tmp; the app connects through
 * it, other processes over loopback TCP, to the same database.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded-postgres";
import type { RunningDatabase } from "./running-database";

const dataDir = mkdtempSync(path.join(tmpdir(), "car-service-socket-"));
// As root the server runs as the postgres user, which must reach the folder.
chmodSync(dataDir, 0o755);
let database: RunningDatabase;

beforeAll(async () => {
  database = await startEmbeddedPostgres(dataDir);
}, 120_000);
afterAll(async () => {
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The answer of `select current_database()` through a connection string. */
async function databaseThrough(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ db: string }>("select current_database() as db")).rows[0]!.db;
  } finally {
    await client.end();
  }
}

describe("the embedded server's socket", () => {
  it("is in the server's own folder, private to its user, and not in /tmp", () => {
    const { host, port } = new pg.Client({ connectionString: database.url });
    expect(host.startsWith(dataDir) || host.startsWith("/var/lib/")).toBe(true);
    expect(existsSync(path.join(host, `.s.PGSQL.${port}`))).toBe(true);
    // Neither its group nor anyone else may enter the folder.
    expect(statSync(host).mode & 0o077).toBe(0);
    expect(existsSync(path.join(tmpdir(), `.s.PGSQL.${port}`))).toBe(false);
  });

  it("carries the app's connections, and loopback TCP the operator's, to the same database", async () => {
    const tcpUrl = readFileSync(path.join(dataDir, "postgres-url"), "utf8").trim();
    expect(new pg.Client({ connectionString: tcpUrl }).host).toBe("127.0.0.1");
    expect(await databaseThrough(database.url)).toBe("postgres");
    expect(await databaseThrough(tcpUrl)).toBe("postgres");
  });
});
