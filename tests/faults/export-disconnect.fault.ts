/**
 * Fault: an admin who leaves a large bookings export part-way (docs/decisions/0015). The
 * production server streams /admin/bookings.csv from a server-side cursor; the client reads the
 * first chunk of 200,000 bookings and drops the connection. The export's query is gone from
 * pg_stat_activity within seconds (the cursor closed, its connection back in the pool), the
 * server logs no error, and the next export is whole.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { signUp } from "../../scripts/lib/app-server";
import { serversStoppedAfterAll } from "./support";

const start = serversStoppedAfterAll();
const ROWS = 200_000;

/** The server's backends still running or holding open a read of the bookings in order. */
async function openExportQueries(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()
       and state <> 'idle' and query ilike '%from "bookings"%order by%'`,
  );
  return rows[0]!.n;
}

describe("a bookings export given up part-way", () => {
  it("ends its query when the client leaves, and the next export is whole", async () => {
    const server = await start({ discardOutput: true });
    const url = readFileSync(path.join(server.dataDir, "postgres-url"), "utf8").trim();
    const admin = await signUp(server.origin, "Leaving Admin");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("insert into user_roles (user_id, role) values ($1, 'admin')", [admin.id]);
      await client.query(
        `insert into bookings (service_type, customer_name, customer_email, customer_phone,
           car_model, preferred_date, preferred_time, address, status, created_at, updated_at)
         select 'Engine Oil Change', 'Customer ' || i, 'c' || i || '@example.com', '9876543210',
           'Hyundai Creta (2021)', date '2026-06-10', '10:00 AM', 'Plot 1, Madhapur, Hyderabad',
           'pending', now() - i * interval '1 minute', now()
         from generate_series(1, $1::int) as i`,
        [ROWS],
      );

      const leaving = new AbortController();
      const response = await fetch(`${server.origin}/admin/bookings.csv`, {
        headers: { cookie: admin.cookie },
        signal: leaving.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain('"Customer 1"');
      expect(await openExportQueries(client)).toBe(1);

      leaving.abort();
      await reader.cancel().catch(() => undefined);
      for (let i = 0; i < 100 && (await openExportQueries(client)) > 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await openExportQueries(client)).toBe(0);

      const whole = await fetch(`${server.origin}/admin/bookings.csv`, {
        headers: { cookie: admin.cookie },
      });
      const text = await whole.text();
      expect(text.trimEnd().split("\r\n")).toHaveLength(ROWS + 1);
      expect(server.logs().filter((l) => Number(l.level) >= 50)).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
