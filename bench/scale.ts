/**
 * `npm run bench:scale`: the back office at 10,000, 100,000 and 1,000,000 bookings
 * (docs/decisions/0018). Starts the production server (production build, fresh DATA_DIR with its
 * embedded PostgreSQL, free loopback port) and signs an admin in; then for each size in
 * BENCH_SCALE_SIZES (default "10000,100000,1000000") empties the bookings, writes that many in one
 * generate_series statement (`insertBookings`: three years, the 18 localities, the 12 services,
 * the five statuses, 1 in 200 the admin's own), lets VACUUM ANALYZE do what autovacuum does after
 * a bulk load, and requests each view BENCH_RUNS times in a row (5 by default) as a browser would
 * (the whole HTML page, with the session), printing the median in ms. Targets
 * (docs/decisions/0018): every back-office view within 150 ms at a million bookings and 60 ms at
 * 100,000; exits 1 when one is missed. The CSV export is `npm run bench:export`'s. Not a test:
 * the figures depend on the machine.
 */
import pg from "pg";
import { bookingCursorText } from "../app/features/booking/bookings-cursor";
import { startAppServer } from "../scripts/lib/app-server";
import { insertBookings, signUpAdmin } from "./bookings-data";

const SIZES = (process.env.BENCH_SCALE_SIZES ?? "10000,100000,1000000")
  .split(",")
  .map((s) => Number(s.trim()));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The budget per view, in ms, by number of bookings (docs/decisions/0018). */
const TARGETS_MS: Array<{ atLeast: number; ms: number }> = [
  { atLeast: 1_000_000, ms: 150 },
  { atLeast: 100_000, ms: 60 },
];

/** A view of the table: its name, whether the budget applies, and its address at a size. */
interface View {
  name: string;
  backOffice: boolean;
  path: (size: number, db: pg.Client) => Promise<string>;
}

/** The booking number the searches look for: one in the middle of the three years. */
const searched = (size: number) => Math.floor(size * 0.37) + 1;

const VIEWS: View[] = [
  // No booking read: what any back-office page costs on this machine, for comparison.
  {
    name: "Settings tab (reads no booking)",
    backOffice: true,
    path: async () => "/admin?tab=settings",
  },
  { name: "Analytics tab", backOffice: true, path: async () => "/admin?tab=analytics" },
  { name: "Overview tab", backOffice: true, path: async () => "/admin?tab=overview" },
  { name: "Bookings tab, page 1", backOffice: true, path: async () => "/admin?tab=bookings" },
  {
    name: "Bookings tab, page 50",
    backOffice: true,
    // The address the 49th "Next" link carries: after the 980th booking, newest first.
    path: async (_size, db) => {
      const row = (
        await db.query<{ at: string; id: string }>(
          `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
           from bookings order by created_at desc, id desc offset 979 limit 1`,
        )
      ).rows[0]!;
      return `/admin?tab=bookings&page=50&after=${encodeURIComponent(bookingCursorText(row.at, row.id))}`;
    },
  },
  {
    name: "search by name",
    backOffice: true,
    path: async (size) =>
      `/admin?tab=bookings&q=${encodeURIComponent(`Customer ${searched(size)}`)}`,
  },
  {
    name: "search by phone",
    backOffice: true,
    // As a person types it, in groups.
    path: async (size) => {
      const digits = `98${String(searched(size)).padStart(8, "0")}`;
      return `/admin?tab=bookings&q=${encodeURIComponent(`${digits.slice(0, 5)} ${digits.slice(5)}`)}`;
    },
  },
  {
    name: "filter by status",
    backOffice: true,
    path: async () => "/admin?tab=bookings&status=pending",
  },
  {
    name: "Schedule, one day",
    backOffice: true,
    // A day in the middle of the three years.
    path: async (_size, db) => {
      const day = (
        await db.query<{ d: string }>(`select (now() - interval '18 months')::date::text as d`)
      ).rows[0]!.d;
      return `/admin?tab=schedule&date=${day}`;
    },
  },
  {
    name: "My Bookings (the customer's 1 in 200)",
    backOffice: false,
    path: async () => "/booking?tab=my-bookings",
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const server = await startAppServer({ discardOutput: true });
let failed = false;
try {
  const { url, admin } = await signUpAdmin(server, "Scale Admin");
  const db = new pg.Client({ connectionString: url });
  await db.connect();

  /** Requests a page and reads it whole; the time in ms. */
  const timed = async (address: string) => {
    const started = performance.now();
    const response = await fetch(`${server.origin}${address}`, {
      headers: { cookie: admin.cookie, "accept-encoding": "gzip" },
      redirect: "manual",
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
    return ms;
  };

  const results = new Map<string, Map<number, number>>(VIEWS.map((v) => [v.name, new Map()]));
  for (const size of SIZES) {
    await db.query("truncate bookings cascade");
    const writing = performance.now();
    await insertBookings(url, size, admin.id);
    await db.query("vacuum analyze bookings");
    console.log(
      `${size.toLocaleString("en-IN")} bookings written with generate_series in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
    );
    for (const view of VIEWS) {
      const address = await view.path(size, db);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await timed(address));
      results.get(view.name)!.set(size, median(times));
    }
  }
  await db.end();

  const header = [
    "view (ms, median of " + RUNS + ")",
    ...SIZES.map((s) => s.toLocaleString("en-IN")),
  ];
  console.log(`\nThe back office (${server.origin}, embedded PostgreSQL, production build):\n`);
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const view of VIEWS) {
    const cells = SIZES.map((size) => {
      const ms = results.get(view.name)!.get(size)!;
      const target = view.backOffice ? TARGETS_MS.find((t) => size >= t.atLeast) : undefined;
      const missed = target && ms > target.ms;
      if (missed) {
        failed = true;
        console.error(
          `FAIL: ${view.name} at ${size} bookings: ${ms.toFixed(0)} ms (target ${target.ms} ms)`,
        );
      }
      return `${ms.toFixed(0)}${missed ? " ✗" : ""}`;
    });
    console.log(`| ${view.name} | ${cells.join(" | ")} |`);
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
