import pg from "pg";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "./db.server";

describe("the shared database pool when a connection dies", () => {
  it("turns a connection lost in the middle of a transaction into that transaction's error, and keeps serving", async () => {
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      const transaction = getDb().transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        // The server ends this connection while the transaction waits between statements (as
        // when PostgreSQL is killed): its FATAL message arrives with no query running.
        await other.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const { rows } = await getDb().execute<{ ok: number }>(sql`select 1 as ok`);
      expect(rows[0]!.ok).toBe(1);
    } finally {
      await other.end();
    }
  });
});
