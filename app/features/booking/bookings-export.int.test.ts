/**
 * The bookings CSV export streams (docs/decisions/0015): every matching booking, with no cap,
 * read through a server-side cursor and sent as it is read; a download given up ends the query.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import * as bookingsCsvRoute from "~/routes/admin.bookings-csv";
import type { TestCustomer } from "../../../tests/integration/helpers";
import { adminGet, routeArgs, signUpAdmin } from "../../../tests/integration/admin-fixtures";
import { BOOKINGS_CSV_HEADER } from "./bookings-csv";

let admin: TestCustomer;
beforeAll(async () => {
  admin = await signUpAdmin("Export Admin");
});

/**
 * Writes `n` bookings named "<token> <i>" in one statement, one a minute back from
 * 2026-06-01 (Asia/Kolkata noon), every 7th completed, every 5th with a formula-like request.
 */
async function insertMany(token: string, n: number): Promise<void> {
  await getDb().execute(sql`
    insert into bookings (service_type, customer_name, customer_email, customer_phone, car_model,
      preferred_date, preferred_time, address, special_requests, status, created_at, updated_at)
    select 'Engine Oil Change', ${token} || ' ' || i, 'bulk' || i || '@example.com', '9876543210',
      'Hyundai Creta (2021)', date '2026-06-10', '10:00 AM', 'Flat ' || i || ', Madhapur',
      case when i % 5 = 0 then '=SUM(A1)' end,
      (case when i % 7 = 0 then 'completed' else 'pending' end)::booking_status,
      timestamptz '2026-06-01 06:30:00+00' - i * interval '1 minute',
      timestamptz '2026-06-01 06:30:00+00' - i * interval '1 minute'
    from generate_series(1, ${n}) as i`);
}

/** Runs the export's loader as an admin's browser asks for it. */
async function download(query: string, signal?: AbortSignal): Promise<Response> {
  const request = adminGet(`/admin/bookings.csv?${query}`, admin);
  return (await bookingsCsvRoute.loader(
    routeArgs(signal ? new Request(request, { signal }) : request),
  )) as Response;
}

/** Backends of the test database still running or holding open a read of the bookings. */
async function openExportQueries(): Promise<number> {
  const result = await getDb().execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and state <> 'idle' and query ilike '%from "bookings"%order by%'`);
  return result.rows[0]!.n;
}

describe("the streamed CSV export", () => {
  it("holds every matching booking, past the old 10,000-row cap, newest first, in the same columns", async () => {
    const token = `Bulk${randomUUID().slice(0, 6)}`;
    await insertMany(token, 12_500);
    const response = await download(`q=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe(BOOKINGS_CSV_HEADER.map((h) => `"${h}"`).join(","));
    expect(lines).toHaveLength(12_501);
    expect(lines[1]).toContain(`"${token} 1"`);
    expect(lines[1]).toContain(`"2026-06-01 11:59"`);
    expect(lines.at(-1)).toContain(`"${token} 12500"`);
    // Formulas stay neutralised; every 5th booking carries one.
    expect(lines[5]).toContain(`"'=SUM(A1)"`);
    expect(lines.filter((l) => l.includes(`"'=SUM(A1)"`))).toHaveLength(2_500);

    const completed = await download(`q=${token}&status=completed`);
    const rows = (await completed.text()).trimEnd().split("\r\n").slice(1);
    expect(rows).toHaveLength(Math.floor(12_500 / 7));
    expect(rows.every((l) => l.includes(`,"Completed",`))).toBe(true);
  });

  it("sends the first rows before reading the rest, and a download given up ends its query", async () => {
    const token = `Abort${randomUUID().slice(0, 6)}`;
    await insertMany(token, 60_000);
    const client = new AbortController();
    const response = await download(`q=${token}`, client.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(new TextDecoder().decode(first.value)).toContain(`"${token} 1"`);
    // The rest is still in the database: the query stands open while the download goes on.
    expect(await openExportQueries()).toBe(1);

    client.abort();
    await reader.cancel();
    for (let i = 0; i < 50 && (await openExportQueries()) > 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await openExportQueries()).toBe(0);
    // The pool is whole: the next export works.
    const next = await download(`q=${token}&status=completed`);
    expect((await next.text()).trimEnd().split("\r\n")).toHaveLength(1 + Math.floor(60_000 / 7));
  });
});
