/**
 * `npm run bench:scale`: every back-office view at a thousand and at a million bookings
 * (docs/decisions/0018, 0025). Starts the production server (production build, fresh DATA_DIR
 * with its embedded PostgreSQL, free loopback port) and signs an admin in; then for each size in
 * BENCH_SCALE_SIZES (default "1000,1000000") empties the data and writes, with generate_series:
 *
 * - size / 10 customers and size / 5 cars (at a million: 100,000 customers, 200,000 cars);
 * - `size` bookings over three years for those cars (`insertBookings`: the 18 localities, the 12
 *   services, the five statuses, every eleventh booking a Reddy, every tenth booking with pickup
 *   and drop, 1 in 200 the admin's own), each pickup booking's pickup leg, and a review asked
 *   for every completed booking (a third of them written and new, a third published);
 * - a busy day, 30 days ahead: 300 bookings across its slots, 40 with pickup and drop;
 * - the admin's car with 50 visits, one every two months.
 *
 * Then VACUUM ANALYZE (what autovacuum does after a bulk load), one unmeasured request of the
 * Analytics tab (it works out every car's due items, as the first view after a bulk load does),
 * and each view once unmeasured, then BENCH_RUNS times in a row (11 by default: on two cores a
 * median of 5 moved by a fifth between runs of the same code) as a browser would (the whole HTML
 * page, with the session). Prints per view the median in ms at each size and the ratio of the largest
 * size to the smallest; the target (docs/decisions/0025) is a ratio of at most 1.5, and the bench
 * exits 1 when one is over (marked ✗). Times over 50 ms at the largest size are marked too (the
 * target on a quiet machine), without failing. BENCH_HOLD=1 keeps the server and its database
 * after the run and prints the database's address (for EXPLAIN), the server's and the admin's
 * session cookie (to fetch a view by hand), until the process is stopped.
 * Not a test: the figures depend on the machine.
 */
import pg from "pg";
import { timeSlots } from "../app/catalog/booking-options";
import { bookingCursorText } from "../app/features/booking/bookings-cursor";
import { startAppServer } from "../scripts/lib/app-server";
import {
  SCALE_USER_PREFIX,
  insertBookings,
  insertCustomersAndCars,
  signUpAdmin,
} from "./bookings-data";

const SIZES = (process.env.BENCH_SCALE_SIZES ?? "1000,1000000")
  .split(",")
  .map((s) => Number(s.trim()));
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
/** The most a view may grow from the smallest size to the largest (docs/decisions/0025). */
const MAX_RATIO = 1.5;
/** A view's budget at the largest size on a quiet machine, in ms (docs/decisions/0025). */
const QUIET_TARGET_MS = 50;
/** The visits of the job card's car. */
const CAR_VISITS = 50;
/** The busy day's bookings, and how many of them have pickup and drop. */
const BUSY_DAY_BOOKINGS = 300;
const BUSY_DAY_PICKUPS = 40;

/** What the views' addresses need from the data of one size. */
interface Data {
  size: number;
  db: pg.Client;
  /** The busy day, yyyy-MM-dd. */
  busyDay: string;
  /** The newest visit of the car with 50 visits. */
  jobCardBooking: string;
}

/** A view: its name and its address at a size. */
interface View {
  name: string;
  path: (data: Data) => Promise<string>;
}

/** The booking number the searches look for: one in the middle of the three years. */
const searched = (size: number) => Math.floor(size * 0.37) + 1;

/** The searched booking's id and its car's registration. */
async function searchedBooking(data: Data) {
  const row = (
    await data.db.query<{ id: string; registration: string }>(
      `select b.id, v.registration from bookings b join vehicles v on v.id = b.vehicle_id
       where b.customer_email = $1`,
      [`customer${searched(data.size)}@example.com`],
    )
  ).rows[0]!;
  return row;
}

/** A week in the middle of the three years, as the date filter's from and to. */
async function middleWeek(db: pg.Client) {
  const row = (
    await db.query<{ from: string; to: string }>(
      `select (now() - interval '18 months')::date::text as from,
        (now() - interval '18 months' + interval '6 days')::date::text as to`,
    )
  ).rows[0]!;
  return `from=${row.from}&to=${row.to}`;
}

const bookingsTab = (query: string) => `/admin?tab=bookings&${query}`;

const VIEWS: View[] = [
  // No booking read: what any back-office page costs on this machine, for comparison.
  { name: "Settings tab (reads no booking)", path: async () => "/admin?tab=settings" },
  { name: "Analytics tab with the cars-due list", path: async () => "/admin?tab=analytics" },
  { name: "Overview tab", path: async () => "/admin?tab=overview" },
  { name: "Bookings tab, page 1", path: async () => "/admin?tab=bookings" },
  {
    name: "Bookings tab, page 50",
    // The address the 49th "Next" link carries: after the 980th booking, newest first.
    path: async ({ db }) => {
      const row = (
        await db.query<{ at: string; id: string }>(
          `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
           from bookings order by created_at desc, id desc offset 979 limit 1`,
        )
      ).rows[0]!;
      return bookingsTab(`page=50&after=${encodeURIComponent(bookingCursorText(row.at, row.id))}`);
    },
  },
  { name: "search by a common name (Reddy, 1 in 11)", path: async () => bookingsTab("q=Reddy") },
  {
    name: "search by name, one booking",
    path: async ({ size }) => bookingsTab(`q=${encodeURIComponent(`Customer ${searched(size)}`)}`),
  },
  {
    name: "search by phone",
    // As a person types it, in groups.
    path: async ({ size }) => {
      const digits = `98${String(searched(size)).padStart(8, "0")}`;
      return bookingsTab(`q=${encodeURIComponent(`${digits.slice(0, 5)} ${digits.slice(5)}`)}`);
    },
  },
  {
    name: "search by email",
    path: async ({ size }) => bookingsTab(`q=customer${searched(size)}%40example.com`),
  },
  {
    name: "search by booking id (8 characters)",
    path: async (data) => bookingsTab(`q=${(await searchedBooking(data)).id.slice(0, 8)}`),
  },
  {
    name: "search by a whole registration",
    path: async (data) => bookingsTab(`q=${(await searchedBooking(data)).registration}`),
  },
  {
    name: "search by part of a registration (series and number)",
    path: async (data) => bookingsTab(`q=${(await searchedBooking(data)).registration.slice(4)}`),
  },
  { name: "filter by status", path: async () => bookingsTab("status=pending") },
  {
    name: "filter by visit dates (a week)",
    path: async ({ db }) => bookingsTab(await middleWeek(db)),
  },
  {
    name: "filter by visit date from (a month ago on)",
    path: async ({ db }) =>
      bookingsTab(
        `from=${(await db.query<{ d: string }>(`select (now() - interval '1 month')::date::text as d`)).rows[0]!.d}`,
      ),
  },
  {
    name: "filter by visit date to (two years ago)",
    path: async ({ db }) =>
      bookingsTab(
        `to=${(await db.query<{ d: string }>(`select (now() - interval '2 years')::date::text as d`)).rows[0]!.d}`,
      ),
  },
  {
    name: "filter by status and visit dates",
    path: async ({ db }) => bookingsTab(`status=completed&${await middleWeek(db)}`),
  },
  { name: "Reddy and a status", path: async () => bookingsTab("q=Reddy&status=confirmed") },
  {
    name: "Reddy and visit dates",
    path: async ({ db }) => bookingsTab(`q=Reddy&${await middleWeek(db)}`),
  },
  {
    name: "Reddy, a status and visit dates",
    path: async ({ db }) => bookingsTab(`q=Reddy&status=completed&${await middleWeek(db)}`),
  },
  {
    name: `Schedule, a busy day (${BUSY_DAY_BOOKINGS} bookings)`,
    path: async ({ busyDay }) => `/admin?tab=schedule&date=${busyDay}`,
  },
  { name: "Pickups, the busy day", path: async ({ busyDay }) => `/admin/pickups?date=${busyDay}` },
  { name: "Reviews tab", path: async () => "/admin?tab=reviews" },
  {
    name: `job card of a car with ${CAR_VISITS} visits`,
    path: async ({ jobCardBooking }) => `/admin/booking/${jobCardBooking}`,
  },
  // Not the back office: the admin's own bookings, 1 in 200 of them, as a customer sees them.
  { name: "My Bookings (the customer's 1 in 200)", path: async () => "/booking?tab=my-bookings" },
];

/**
 * Writes one size's data (see the file's comment) and returns what the views' addresses need.
 * @param adminId the admin's account, the owner of the car with 50 visits
 */
async function writeData(url: string, db: pg.Client, size: number, adminId: string) {
  await db.query("truncate bookings, vehicle_due_stale, vehicle_due_items cascade");
  await db.query(`delete from vehicles where user_id = $1`, [adminId]);
  await db.query(`delete from "user" where id like '${SCALE_USER_PREFIX}%'`);
  await insertCustomersAndCars(url, Math.max(1, size / 10), Math.max(1, size / 5));
  await insertBookings(url, size, adminId, true);
  await db.query(
    `insert into pickup_legs (booking_id, kind, window_start, window_end)
     select id, 'pickup', (preferred_date + time '09:00') at time zone 'Asia/Kolkata',
       (preferred_date + time '10:00') at time zone 'Asia/Kolkata'
     from bookings where pickup_and_drop`,
  );
  await db.query(
    `insert into reviews (booking_id, user_id, link_expires_at, status, rating, text, display_name,
       consent_to_publish, car, visit_date, written_at, published_at, created_at, updated_at)
     select id, user_id, created_at + interval '37 days', s.status::review_status,
       case when s.status <> 'asked' then 1 + n % 5 end,
       case when s.status <> 'asked' then 'Good service, on time.' end,
       case when s.status <> 'asked' then 'Customer ' || n end, s.status = 'published',
       'Hyundai Creta', preferred_date,
       case when s.status <> 'asked' then created_at + interval '8 days' end,
       case when s.status = 'published' then created_at + interval '9 days' end,
       created_at + interval '7 days', created_at + interval '7 days'
     from (select b.*, row_number() over (order by created_at) as n from bookings b
           where status = 'completed') c,
       lateral (select (array['asked', 'new', 'published'])[1 + c.n % 3] as status) s`,
  );
  const busyDay = (
    await db.query<{ d: string }>(
      `select ((now() at time zone 'Asia/Kolkata')::date + 30)::text as d`,
    )
  ).rows[0]!.d;
  await db.query(
    `insert into bookings (user_id, service_type, customer_name, customer_email, customer_phone,
       car_model, preferred_date, preferred_time, address, status, pickup_and_drop, created_at,
       updated_at)
     select null, 'General Service', 'Busy Day Customer ' || k, 'busy' || k || '@example.com',
       '97' || lpad(k::text, 8, '0'), 'Maruti Swift (2020)', $1::date,
       ($2::text[])[1 + k % array_length($2::text[], 1)], 'Plot ' || k || ', Madhapur, Hyderabad',
       (array['pending', 'confirmed'])[1 + k % 2]::booking_status, k <= $4,
       now() - k * interval '1 minute', now() - k * interval '1 minute'
     from generate_series(1, $3::int) as k`,
    [busyDay, timeSlots, BUSY_DAY_BOOKINGS, BUSY_DAY_PICKUPS],
  );
  await db.query(
    `insert into pickup_legs (booking_id, kind, window_start, window_end)
     select id, 'pickup', (preferred_date + time '09:00') at time zone 'Asia/Kolkata',
       (preferred_date + time '10:00') at time zone 'Asia/Kolkata'
     from bookings where preferred_date = $1::date and pickup_and_drop`,
    [busyDay],
  );
  const car = (
    await db.query<{ id: string }>(
      `insert into vehicles (user_id, registration, make, model, year, fuel)
       values ($1, 'TS09ZZ0050', 'Honda', 'City', 2016, 'petrol') returning id`,
      [adminId],
    )
  ).rows[0]!.id;
  const jobCardBooking = (
    await db.query<{ id: string }>(
      `insert into bookings (user_id, service_type, customer_name, customer_email, customer_phone,
         car_model, preferred_date, preferred_time, address, status, vehicle_id, created_at,
         updated_at)
       select $1, 'General Service', 'Scale Admin', 'scale-admin@example.com', '9812345678',
         'Honda City (2016)', (now() - v * interval '2 months')::date, '10:00 AM',
         'Plot 1, Madhapur, Hyderabad', 'completed', $2, now() - v * interval '2 months' - interval '7 days',
         now() - v * interval '2 months'
       from generate_series(0, $3::int - 1) as v
       returning id, preferred_date`,
      [adminId, car, CAR_VISITS],
    )
  ).rows[0]!.id;
  await db.query("vacuum analyze");
  return { busyDay, jobCardBooking };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const server = await startAppServer({ discardOutput: true });
let failed = false;
try {
  const { url, admin } = await signUpAdmin(server, "Scale Admin");
  const db = new pg.Client({ connectionString: url });
  // The server's stop ends this connection too; the error that stopped the run is the one shown.
  db.on("error", () => {});
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
    const writing = performance.now();
    const written = await writeData(url, db, size, admin.id);
    console.log(
      `${size.toLocaleString("en-US")} bookings and their customers, cars, legs and reviews written in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
    );
    const warming = performance.now();
    await timed("/admin?tab=analytics");
    console.log(
      `  every car's due items worked out (the first Analytics view) in ${((performance.now() - warming) / 1000).toFixed(1)} s`,
    );
    const data: Data = { size, db, ...written };
    for (const view of VIEWS) {
      const address = await view.path(data);
      // Once unmeasured first, at every size: the first request of a view pays for compiling
      // its code path and PostgreSQL's caches, which the first size measured would carry alone.
      await timed(address);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await timed(address));
      results.get(view.name)!.set(size, median(times));
    }
  }

  const smallest = SIZES[0]!;
  const largest = SIZES[SIZES.length - 1]!;
  const header = [
    `view (ms, median of ${RUNS})`,
    ...SIZES.map((s) => s.toLocaleString("en-US")),
    `${largest.toLocaleString("en-US")} / ${smallest.toLocaleString("en-US")}`,
  ];
  console.log(`\nThe back office (${server.origin}, embedded PostgreSQL, production build):\n`);
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const view of VIEWS) {
    const times = results.get(view.name)!;
    const ratio = times.get(largest)! / times.get(smallest)!;
    const over = SIZES.length > 1 && ratio > MAX_RATIO;
    if (over) {
      failed = true;
      console.error(
        `FAIL: ${view.name} grew ${ratio.toFixed(2)}x from ${smallest} to ${largest} bookings (target ${MAX_RATIO}x)`,
      );
    }
    const cells = SIZES.map((size) => {
      const ms = times.get(size)!;
      return `${ms.toFixed(0)}${size === largest && ms > QUIET_TARGET_MS ? " (>50)" : ""}`;
    });
    console.log(`| ${view.name} | ${cells.join(" | ")} | ${ratio.toFixed(2)}${over ? " ✗" : ""} |`);
  }
  if (process.env.BENCH_HOLD) {
    console.log(`\nThe database is kept at ${url} until this process is stopped.`);
    // To fetch a view by hand (its HTML, its size, a profile): curl -H "cookie: …" URL.
    console.log(`The server is at ${server.origin}; the admin's cookie: ${admin.cookie}`);
    await new Promise((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    });
  }
  await db.end();
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
