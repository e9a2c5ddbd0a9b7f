/**
 * `npm run bench:load`: load on the production server with the embedded database
 * (README.md#operations). Starts the server (production build, fresh DATA_DIR, free loopback port),
 * gives each of 50 concurrent clients its own signed-in customer, then drives with autocannon:
 *
 * 1. booking creation: the booking form's JSON submission, every request a different
 *    (date, slot) pair until each pair holds the slot capacity, so capacity never refuses one;
 * 2. My Bookings: the signed-in page `/booking?tab=my-bookings`, server-rendered (each
 *    customer holds BENCH_BOOKINGS / 50 bookings by then, 60 by default);
 * 3. My Bookings' data alone (`/booking.data?tab=my-bookings`, what the page fetches when a
 *    customer moves to it inside the site);
 * 4. a public page: `/services`, as a visitor.
 *
 * First requests every public page of the sitemap once and prints the server's resident
 * memory when idle after that (budget 150 MB). Prints per phase requests/s, latency p50/p99
 * (ms), the CPU time per request of the server, PostgreSQL and the load generator (ms:
 * steadier than requests/s when other work shares the machine; with the cores they give the
 * most requests/s this machine could serve if nothing else ran), errors, non-2xx answers and
 * the server's peak resident memory (over the whole run: budget 300 MB) and My Bookings' share
 * of the public page's requests/s (at least 0.1); then checks that no request failed, that
 * every acknowledged booking is stored with its customer's "booking received" and the
 * workshop's alert in the outbox, every message not held with its delivery job (nothing lost:
 * docs/decisions/0019), and that no slot holds more than its capacity. Exits 1
 * when a check fails. Not a test: the figures depend on the machine (the load generator
 * shares it with the server).
 *
 * Environment: BENCH_CONNECTIONS (50), BENCH_DURATION seconds per read phase (15, after
 * BENCH_WARMUP seconds of the same requests, unmeasured: 2),
 * BENCH_BOOKINGS booking requests (3000, at most 90 days x 18 slots x capacity),
 * BOOKING_SLOT_CAPACITY (3). The booking limits are raised for the run through the server's
 * settings: per customer an hour (BOOKING_RATE_LIMIT), upcoming bookings per account
 * (BOOKING_ACTIVE_LIMIT: each customer holds 60) and new bookings per client IP a day
 * (BOOKING_IP_DAILY_LIMIT: every client is 127.0.0.1): this measures throughput, not the limits.
 */
import autocannon from "autocannon";
import { readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import pg from "pg";
import { cpuMs, memory, ownCpuMs, postgresCpuMs } from "./process-stats";
import {
  BOOKABLE_PAIRS,
  bookingBody,
  distinctSlots,
  startAppServer,
  type AppServer,
  type Customer,
} from "../scripts/lib/app-server";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CAPACITY = Number(process.env.BOOKING_SLOT_CAPACITY ?? 3);
const BOOKINGS = Math.min(Number(process.env.BENCH_BOOKINGS ?? 3000), BOOKABLE_PAIRS * CAPACITY);
const AUTH_SECRET = "load-benchmark-secret-0123456789abcdef0123";

/**
 * Signed-up customers with session cookies. Created through the auth library in this
 * process, on the server's database and with its secret: the HTTP sign-up is rate limited
 * per address (3 per 10 s), and signing up is not what this measures.
 */
async function customers(server: AppServer, count: number): Promise<Customer[]> {
  process.env.DATABASE_URL = readFileSync(path.join(server.dataDir, "postgres-url"), "utf8").trim();
  process.env.AUTH_SECRET = AUTH_SECRET;
  process.env.SITE_URL = server.origin;
  const { getAuth } = await import("../app/lib/auth.server.ts");
  const { sendAccountEmailsThroughOutbox } =
    await import("../app/features/messages/account-email.server.ts");
  sendAccountEmailsThroughOutbox();
  const out: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `load-${i}-${crypto.randomUUID()}@example.com`;
    const password = `Vx-${crypto.randomUUID()}`;
    const name = `Load Customer ${i + 1}`;
    const response = await getAuth().api.signUpEmail({
      body: { email, password, name },
      asResponse: true,
    });
    if (!response.ok)
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string } };
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    out.push({ id: user.id, email, password, name, cookie });
  }
  const { closeDb } = await import("../app/lib/db.server.ts");
  await closeDb();
  return out;
}

/** Resident memory budgets of the server process (docs/decisions/0008), in MB. */
const IDLE_BUDGET_MB = 150;
/** My Bookings' requests/s as a share of the public page's, at least (README.md#operations). */
const MY_BOOKINGS_SHARE = 0.1;
const PEAK_BUDGET_MB = 300;

/**
 * Requests every page of the sitemap once, as a visitor, then waits 3 s with no traffic.
 * @returns how many pages and the server's resident memory then, in MB
 */
async function idleAfterPublicPages(server: AppServer): Promise<{ pages: number; rss: number }> {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const page of paths) {
    const response = await fetch(`${server.origin}${page}`, {
      headers: { accept: "text/html", "accept-encoding": "gzip" },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  }
  await new Promise((r) => setTimeout(r, 3000));
  return { pages: paths.length, rss: memory(server.child.pid!).rss };
}

interface PhaseResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  ok: number;
  errors: number;
  non2xx: number;
  peakRss: number;
  /** The server's CPU time per request over the phase, in ms. */
  cpuPerRequest: number;
  /** PostgreSQL's CPU time per request over the phase, in ms. */
  postgresCpuPerRequest: number;
  /** The load generator's CPU time per request over the phase, in ms. */
  clientCpuPerRequest: number;
}

/**
 * One autocannon request sent by signed-in customers: each connection takes its customer from
 * `pick` once, and `init` gives the request's headers (and body) for that customer.
 */
function asCustomer(
  method: "GET" | "POST",
  path: string,
  pick: () => Customer,
  init: (customer: Customer) => { headers: Record<string, string>; body?: string },
): autocannon.RequestSpec {
  return {
    method,
    path,
    setupRequest: (request, context: { customer?: Customer }) => {
      context.customer ??= pick();
      return { ...request, ...init(context.customer) };
    },
  };
}

/** Seconds of unmeasured requests before each timed read phase (BENCH_WARMUP, default 2). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

/**
 * Runs one autocannon phase while sampling the server's memory. A timed phase (a read) is
 * preceded by {@link WARMUP} seconds of the same requests, unmeasured: the first renders of
 * a page compile its code, and the public page was already served once before.
 */
async function phase(
  name: string,
  server: AppServer,
  options: autocannon.Options,
): Promise<PhaseResult> {
  if (options.duration && WARMUP > 0)
    await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP });
  let peakRss = 0;
  const cpuBefore = cpuMs(server.child.pid!);
  const postgresBefore = postgresCpuMs(server.dataDir);
  const clientBefore = ownCpuMs();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memory(server.child.pid!).rss);
    postgresCpuMs(server.dataDir);
  }, 200);
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  clearInterval(sampler);
  const row: PhaseResult = {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    ok: result["2xx"],
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    peakRss,
    cpuPerRequest: (cpuMs(server.child.pid!) - cpuBefore) / result.requests.total,
    postgresCpuPerRequest: (postgresCpuMs(server.dataDir) - postgresBefore) / result.requests.total,
    clientCpuPerRequest: (ownCpuMs() - clientBefore) / result.requests.total,
  };
  // What the machine could give if nothing else ran: its cores' time over the CPU all three
  // processes spend on one request (the server, PostgreSQL, the load generator).
  const perRequest = row.cpuPerRequest + row.postgresCpuPerRequest + row.clientCpuPerRequest;
  const ceiling = (availableParallelism() * 1000) / perRequest;
  console.log(
    `${name.padEnd(18)} ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  ` +
      `server CPU ${row.cpuPerRequest.toFixed(2)} ms/request  ` +
      `${row.requests} requests, ${row.errors} errors, ${row.non2xx} non-2xx  peak RSS ${row.peakRss.toFixed(0)} MB\n` +
      `${"".padEnd(18)} CPU per request: server ${row.cpuPerRequest.toFixed(2)} + PostgreSQL ${row.postgresCpuPerRequest.toFixed(2)} + load generator ${row.clientCpuPerRequest.toFixed(2)} ms; ` +
      `${availableParallelism()} cores allow at most ${ceiling.toFixed(0)} req/s`,
  );
  return row;
}

const server = await startAppServer({
  env: {
    AUTH_SECRET,
    BOOKING_RATE_LIMIT: "1000000",
    BOOKING_ACTIVE_LIMIT: "1000000",
    BOOKING_IP_DAILY_LIMIT: "1000000",
    BOOKING_SLOT_CAPACITY: String(CAPACITY),
  },
  discardOutput: true,
});
let failed = false;
try {
  const idle = await idleAfterPublicPages(server);
  console.log(
    `Server (Node) idle after serving each of ${idle.pages} public pages once: ${idle.rss.toFixed(0)} MB resident (budget ${IDLE_BUDGET_MB} MB)`,
  );
  if (idle.rss > IDLE_BUDGET_MB) {
    console.error(
      `FAIL: idle resident memory ${idle.rss.toFixed(0)} MB is over ${IDLE_BUDGET_MB} MB`,
    );
    failed = true;
  }
  const people = await customers(server, CONNECTIONS);
  const slots = distinctSlots(BOOKABLE_PAIRS);
  console.log(
    `Load: ${CONNECTIONS} concurrent clients, each a signed-in customer; ${server.origin}, embedded PostgreSQL`,
  );

  // Each connection is one customer; request n books pair n mod 1620, so each pair gets at most `CAPACITY`.
  let sent = 0;
  const booking = await phase("booking creation", server, {
    url: server.origin,
    amount: BOOKINGS,
    requests: [
      asCustomer(
        "POST",
        "/booking.data",
        () => people[Math.floor(Math.random() * people.length)]!,
        (customer) => {
          const n = sent++;
          return {
            headers: {
              "content-type": "application/json",
              origin: server.origin,
              cookie: customer.cookie,
            },
            body: JSON.stringify(bookingBody(slots[n % slots.length]!, `load-${n}`, customer)),
          };
        },
      ),
    ],
  });
  // The read phases hand the customers out in turn.
  let who = 0;
  const nextCustomer = () => people[who++ % people.length]!;
  const myBookings = await phase("My Bookings", server, {
    url: server.origin,
    duration: DURATION,
    requests: [
      asCustomer("GET", "/booking?tab=my-bookings", nextCustomer, (customer) => ({
        headers: { accept: "text/html", cookie: customer.cookie },
      })),
    ],
  });
  const myBookingsData = await phase("My Bookings data", server, {
    url: server.origin,
    duration: DURATION,
    requests: [
      asCustomer("GET", "/booking.data?tab=my-bookings", nextCustomer, (customer) => ({
        headers: { cookie: customer.cookie },
      })),
    ],
  });
  const publicPage = await phase("public page", server, {
    url: `${server.origin}/services`,
    duration: DURATION,
    headers: { accept: "text/html" },
  });

  // The light-pages target: My Bookings at least a tenth of a public page's requests/s.
  const ratio = myBookings.requestsPerSecond / publicPage.requestsPerSecond;
  console.log(
    `My Bookings / public page: ${ratio.toFixed(3)} of the requests/s (target at least ${MY_BOOKINGS_SHARE})`,
  );
  if (ratio < MY_BOOKINGS_SHARE) {
    console.error(`FAIL: My Bookings served ${ratio.toFixed(3)} of the public page's requests/s`);
    failed = true;
  }

  const { peak } = memory(server.child.pid!);
  console.log(
    `Server (Node) peak RSS over the run: ${peak.toFixed(0)} MB (budget ${PEAK_BUDGET_MB} MB)`,
  );
  if (peak > PEAK_BUDGET_MB) {
    console.error(`FAIL: peak resident memory ${peak.toFixed(0)} MB is over ${PEAK_BUDGET_MB} MB`);
    failed = true;
  }

  const client = new pg.Client({
    connectionString: readFileSync(path.join(server.dataDir, "postgres-url"), "utf8").trim(),
  });
  await client.connect();
  const { rows: stored } = await client.query<{ n: number }>(
    "select count(*)::int as n from bookings where special_requests like 'load-%'",
  );
  const { rows: over } = await client.query<{
    preferred_date: string;
    preferred_time: string;
    n: number;
  }>(
    `select preferred_date::text, preferred_time, count(*)::int as n from bookings
      where status <> 'cancelled' group by 1, 2 having count(*) > $1`,
    [CAPACITY],
  );
  // docs/decisions/0019: every stored booking has its customer's "booking received" and the
  // workshop's alert in the outbox, and every message not held has its delivery job.
  const { rows: messages } = await client.query<{
    rows: number;
    unmessaged: number;
    unqueued: number;
  }>(
    `with b as (select id from bookings where special_requests like 'load-%')
     select
       (select count(*)::int from outbox o join b on b.id = o.booking_id) as rows,
       (select count(*)::int from b where
          not exists (select 1 from outbox o where o.booking_id = b.id and o.kind = 'booking_received')
          or not exists (select 1 from outbox o where o.booking_id = b.id and o.kind = 'staff_new_booking')) as unmessaged,
       (select count(*)::int from outbox o join b on b.id = o.booking_id
          where o.status <> 'skipped' and not exists (
            select 1 from pgboss.job j where j.name = 'deliver-message' and j.data->>'messageId' = o.id::text)) as unqueued`,
  );
  await client.end();

  console.log(
    `Bookings: ${booking.ok} acknowledged, ${stored[0]!.n} stored, ${over.length} slots over capacity ${CAPACITY}`,
  );
  const { rows: messageRows, unmessaged, unqueued } = messages[0]!;
  console.log(
    `Messages: ${messageRows} outbox rows for them, ${unmessaged} bookings without their two messages, ${unqueued} messages without a delivery job`,
  );
  if (unmessaged > 0 || unqueued > 0) {
    console.error(
      `FAIL: ${unmessaged} bookings lack a message and ${unqueued} messages lack a delivery job`,
    );
    failed = true;
  }
  for (const row of [booking, myBookings, myBookingsData, publicPage]) {
    if (row.errors > 0 || row.non2xx > 0) {
      console.error(`FAIL: ${row.name}: ${row.errors} errors and ${row.non2xx} non-2xx answers`);
      failed = true;
    }
  }
  if (stored[0]!.n !== booking.ok) {
    console.error(`FAIL: ${booking.ok} bookings acknowledged but ${stored[0]!.n} stored`);
    failed = true;
  }
  if (over.length > 0) {
    console.error(
      `FAIL: ${over.length} slots hold more than ${CAPACITY} bookings, e.g. ${JSON.stringify(over[0])}`,
    );
    failed = true;
  }
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
console.log(
  failed
    ? "Load: FAILED"
    : "Load: every request answered, no booking or message lost, no slot overbooked",
);
process.exitCode = failed ? 1 : 0;
