/**
 * `npm run bench:garage`: the speed of My Garage's server side (docs/decisions/0014).
 *
 * 1. The daily service-due reminders over BENCH_CARS cars (100,000 by default, two to an account):
 *    each with three completed bookings (a general service, an oil change and an AC service at
 *    spread dates), a check-in odometer reading per booking and a recent reading, one car in
 *    twenty booked ahead and one in ten with an open recommendation, all written with
 *    generate_series. Times `runServiceReminders` on its first run (yesterday's: no reminder
 *    written yet, so every item within its windows is caught up), on the next day's (an ordinary
 *    day), and again that day (nothing new), and the back office's `carsDueBetween` over the next
 *    30 days: first with every car stale (its due items worked out and stored), then again as the
 *    back office reads it (docs/decisions/0018). Target: each run within 60 s; the list read
 *    again within 100 ms.
 * 2. A car's page and My Garage for a customer with 20 cars and 200 bookings per car: times
 *    `serviceDueForVehicle`, the garage's list, history, warranty and recommendations loaders
 *    (`vehicles.server.ts`) and the routes' own loaders (`/garage`, `/garage/<id>`, with the
 *    session) when those modules are present; median of BENCH_RUNS (20) after a warm-up.
 *    Target: 50 ms each.
 *
 * A fresh embedded PostgreSQL in a temporary folder (or BENCH_DATABASE_URL, which must be an
 * empty database: the bench writes to it), migrated as at server start. Prints a table; exits 1
 * when a target is missed. Not a test: the figures depend on the machine.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase } from "../server/database";

const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const REMINDERS_TARGET_MS = 60_000;
const PAGE_TARGET_MS = 50;
/** The Analytics tab's list of cars to call, once its items are stored (docs/decisions/0018). */
const DUE_LIST_TARGET_MS = 100;
const PAGE_CARS = 20;
const PAGE_BOOKINGS_PER_CAR = 200;

/** One row of the printed table. */
interface Row {
  what: string;
  ms: number;
  targetMs: number | null;
  note?: string;
}

/** Milliseconds a call takes. */
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/** The median time of `RUNS` calls after two unmeasured ones. */
async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(run)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** A module of the app when it is there (the garage's pages may not be), else null. */
async function optionalModule(relative: string): Promise<Record<string, unknown> | null> {
  const url = pathToFileURL(path.resolve(import.meta.dirname, "..", relative)).href;
  try {
    return (await import(url)) as Record<string, unknown>;
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_MODULE_NOT_FOUND") return null;
    throw error;
  }
}

const dataDir = process.env.BENCH_DATABASE_URL
  ? undefined
  : mkdtempSync(path.join(tmpdir(), "car-service-bench-garage-"));
// The embedded server runs as the postgres user when started as root: it must reach the folder.
if (dataDir) chmodSync(dataDir, 0o755);
const database = await openDatabase(process.env.BENCH_DATABASE_URL, dataDir ?? "unused");
process.env.DATABASE_URL = database.url;
process.env.AUTH_SECRET ??= "garage-benchmark-secret-0123456789abcdef0123";
process.env.SITE_URL ??= "http://localhost:3000";

// The app's modules read the settings when first used: imported once the database is known.
const { sql } = await import("drizzle-orm");
const { installQueue } = await import("../app/features/messages/queue.server");
const { sendAccountEmailsThroughOutbox } =
  await import("../app/features/messages/account-email.server");
const { closeDb, getDb } = await import("../app/lib/db.server");
const { getAuth } = await import("../app/lib/auth.server");
const { addDaysYmd, todayInKolkata } = await import("../app/lib/time");
const { runServiceReminders } = await import("../app/features/cars/service-reminders.server");
const { carsDueBetween, serviceDueForVehicle } =
  await import("../app/features/cars/service-due.server");

const rows: Row[] = [];
let failed = false;
try {
  await installQueue(database.url);
  sendAccountEmailsThroughOutbox();
  const db = getDb();
  const now = new Date();
  const today = todayInKolkata(now);

  // ------------------------------------------------------------ 100,000 cars, with history
  // Ids the bench can name again in later statements: an md5 shaped as a version 4 UUID (the
  // app checks ids with zod's UUID rule, as gen_random_uuid's are).
  await db.execute(sql`
    create or replace function bench_uuid(t text) returns uuid language sql immutable as
    $$ select overlay(overlay(md5(t) placing '4' from 13) placing '8' from 17)::uuid $$`);
  const fill = await timed(async () => {
    const accounts = Math.ceil(CARS / 2);
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified)
      select 'bench-' || i, 'Customer ' || i, 'bench-' || i || '@example.com', true
      from generate_series(0, ${accounts - 1}) i`);
    await db.execute(sql`
      insert into profiles (id, phone, whatsapp_consent_at, whatsapp_consent_phone)
      select 'bench-' || i, '98480' || lpad(i::text, 5, '0'),
        case when i % 4 = 0 then now() end,
        case when i % 4 = 0 then '+9198480' || lpad(i::text, 5, '0') end
      from generate_series(0, ${accounts - 1}) i`);
    await db.execute(sql`
      insert into vehicles (id, user_id, registration, make, model, year, fuel)
      select bench_uuid('car-' || i), 'bench-' || (i / 2),
        'TS09' || chr(65 + (i / 10000) / 26) || chr(65 + (i / 10000) % 26) || lpad((i % 10000)::text, 4, '0'),
        'Hyundai', 'Creta', 2012 + i % 12, 'petrol'
      from generate_series(0, ${CARS - 1}) i`);
    // Three completed visits a car, spread over the last 14 months.
    await db.execute(sql`
      insert into bookings (id, user_id, vehicle_id, service_type, customer_name, customer_email,
        customer_phone, car_model, preferred_date, preferred_time, address, status)
      select bench_uuid('booking-' || i || '-' || k), 'bench-' || (i / 2), bench_uuid('car-' || i),
        (array['General Service & Maintenance', 'Engine Oil Change', 'AC Service & Repair'])[k],
        'Customer ' || (i / 2), 'bench-' || (i / 2) || '@example.com', '+919848012345',
        'Hyundai Creta (2020)', ${today}::date - ((i * 7 + k * 113) % 420), '10:00 AM',
        'Madhapur, Hyderabad', 'completed'
      from generate_series(0, ${CARS - 1}) i, generate_series(1, 3) k`);
    // The odometer at each visit (the car's own pace: 20 to 79 km a day) and a recent reading.
    await db.execute(sql`
      insert into odometer_readings (vehicle_id, booking_id, km, source, recorded_at)
      select b.vehicle_id, b.id, 5000 + (20 + i % 60) * (420 - (${today}::date - b.preferred_date)),
        'check_in', (b.preferred_date + time '10:30') at time zone 'Asia/Kolkata'
      from generate_series(0, ${CARS - 1}) i cross join generate_series(1, 3) k
      join bookings b on b.id = bench_uuid('booking-' || i || '-' || k)`);
    await db.execute(sql`
      insert into odometer_readings (vehicle_id, km, source, recorded_at)
      select bench_uuid('car-' || i), 5000 + (20 + i % 60) * (420 - i % 20), 'customer',
        ((${today}::date - i % 20) + time '09:00') at time zone 'Asia/Kolkata'
      from generate_series(0, ${CARS - 1}) i`);
    // One car in twenty booked ahead (no reminder); one in ten with an open recommendation.
    await db.execute(sql`
      insert into bookings (user_id, vehicle_id, service_type, customer_name, customer_email,
        customer_phone, car_model, preferred_date, preferred_time, address, status)
      select 'bench-' || (i / 2), bench_uuid('car-' || i), 'General Service & Maintenance',
        'Customer ' || (i / 2), 'bench-' || (i / 2) || '@example.com', '+919848012345',
        'Hyundai Creta (2020)', ${today}::date + 3, '11:00 AM', 'Madhapur, Hyderabad', 'pending'
      from generate_series(0, ${CARS - 1}, 20) i`);
    await db.execute(sql`
      insert into vehicle_recommendations (vehicle_id, booking_id, title, suggested_on)
      select bench_uuid('car-' || i), bench_uuid('booking-' || i || '-1'), 'Replace wiper blades',
        ${today}::date + (i % 40) - 10
      from generate_series(0, ${CARS - 1}, 10) i`);
    await db.execute(sql`analyze`);
  });
  console.log(
    `Wrote ${CARS.toLocaleString("en-IN")} cars with history in ${(fill.ms / 1000).toFixed(1)} s`,
  );

  // The first run over cars with no reminders yet catches up every item in its windows (14 days
  // ahead, 7 days late): yesterday's. Today's is then an ordinary day's run.
  const yesterday = new Date(now.getTime() - 86_400_000);
  const reminderRuns = [
    [`runServiceReminders, first run (catch-up), ${CARS.toLocaleString("en-IN")} cars`, yesterday],
    ["runServiceReminders, the next day's run", now],
    ["runServiceReminders again the same day", now],
  ] as const;
  for (const [what, day] of reminderRuns) {
    const run = await timed(() => runServiceReminders(day));
    rows.push({
      what,
      ms: run.ms,
      targetMs: REMINDERS_TARGET_MS,
      note: `${run.value.toLocaleString("en-IN")} reminders written`,
    });
  }
  // The first reading works out every car the generate_series marked stale; the next ones read
  // the stored items by date, having worked out only the cars changed since (docs/decisions/0018).
  const due = await timed(() => carsDueBetween(today, addDaysYmd(today, 30)));
  rows.push({
    what: "carsDueBetween, the next 30 days, every car stale",
    ms: due.ms,
    targetMs: null,
    note: `${due.value.cars.length} rows on the first page${due.value.pageCount > 1 ? ", more after it" : ""} (at most 500 rows)`,
  });
  const dueAgain = await timed(() => carsDueBetween(today, addDaysYmd(today, 30)));
  rows.push({
    what: "carsDueBetween again (the back office's view)",
    ms: dueAgain.ms,
    targetMs: DUE_LIST_TARGET_MS,
    note: `${dueAgain.value.cars.length} rows on the first page`,
  });

  // ------------------------------------------------------------ one customer, 20 cars
  const email = `bench-page-${Date.now()}@example.com`;
  const signUp = await getAuth().api.signUpEmail({
    body: { email, password: "correct-horse-battery", name: "Asha Rao" },
    asResponse: true,
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  await db.execute(sql`
    insert into vehicles (id, user_id, registration, make, model, year, fuel)
    select bench_uuid('page-car-' || c), ${userId}, 'KA01MZ' || lpad(c::text, 4, '0'), 'Honda',
      'City', 2018, 'petrol'
    from generate_series(1, ${PAGE_CARS}) c`);
  await db.execute(sql`
    insert into bookings (id, user_id, vehicle_id, service_type, customer_name, customer_email,
      customer_phone, car_model, preferred_date, preferred_time, address, status)
    select bench_uuid('page-booking-' || c || '-' || k), ${userId}, bench_uuid('page-car-' || c),
      (array['General Service & Maintenance', 'Engine Oil Change', 'AC Service & Repair',
        'Brake Service & Repair', 'Battery replacement'])[1 + k % 5],
      'Asha Rao', ${email}, '+919848012345', 'Honda City (2018)',
      ${today}::date - k * 9, '10:00 AM', 'Madhapur, Hyderabad', 'completed'
    from generate_series(1, ${PAGE_CARS}) c, generate_series(1, ${PAGE_BOOKINGS_PER_CAR}) k`);
  await db.execute(sql`
    insert into odometer_readings (vehicle_id, booking_id, km, source, recorded_at)
    select bench_uuid('page-car-' || c), bench_uuid('page-booking-' || c || '-' || k),
      200000 - k * 400, 'check_in',
      ((${today}::date - k * 9) + time '10:30') at time zone 'Asia/Kolkata'
    from generate_series(1, ${PAGE_CARS}) c, generate_series(1, ${PAGE_BOOKINGS_PER_CAR}) k`);
  await db.execute(sql`analyze`);
  const carId = (await db.execute<{ id: string }>(sql`select bench_uuid('page-car-1')::text as id`))
    .rows[0]!.id;

  rows.push({
    what: "serviceDueForVehicle (200 bookings, 200 readings)",
    ms: await median(() => serviceDueForVehicle(carId, today)),
    targetMs: PAGE_TARGET_MS,
  });
  const vehicles = {
    ...(await optionalModule("app/features/cars/cars.server.ts")),
    ...(await optionalModule("app/features/cars/car-record.server.ts")),
  };
  const loaders: Array<[string, string]> = [
    ["listVehicles", "listVehicles (20 cars)"],
    ["carHistory", "carHistory, first page"],
    ["carWarranty", "carWarranty"],
    ["openRecommendations", "openRecommendations"],
  ];
  for (const [name, what] of loaders) {
    const fn = vehicles?.[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof fn !== "function") {
      rows.push({ what, ms: Number.NaN, targetMs: null, note: "not present" });
      continue;
    }
    const args =
      name === "listVehicles"
        ? [userId]
        : name === "openRecommendations"
          ? [carId]
          : name === "carHistory"
            ? [userId, carId, 1]
            : [userId, carId, today];
    rows.push({ what, ms: await median(() => fn(...args)), targetMs: PAGE_TARGET_MS });
  }
  const routes: Array<[string, string, Record<string, string>, string]> = [
    ["app/routes/garage.tsx", "/garage", {}, "/garage loader (session, 20 cars)"],
    [
      "app/routes/garage.detail.tsx",
      `/garage/${carId}`,
      { id: carId },
      "/garage/<id> loader (session, 200 bookings)",
    ],
  ];
  for (const [file, url, params, what] of routes) {
    const route = await optionalModule(file);
    const loader = route?.loader as ((args: unknown) => Promise<unknown>) | undefined;
    if (typeof loader !== "function") {
      rows.push({ what, ms: Number.NaN, targetMs: null, note: "not present" });
      continue;
    }
    const request = () => new Request(`http://localhost:3000${url}`, { headers: { cookie } });
    rows.push({
      what,
      ms: await median(() => loader({ request: request(), params, context: {} })),
      targetMs: PAGE_TARGET_MS,
    });
  }
} finally {
  await closeDb().catch(() => {});
  await database.stop().catch(() => {});
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map((r) => r.what.length));
console.log(`\n${"what".padEnd(width)} | time        | target   | ok`);
console.log(`${"-".repeat(width)}-|-------------|----------|----`);
for (const r of rows) {
  const time = Number.isNaN(r.ms)
    ? "-"
    : r.ms >= 1000
      ? `${(r.ms / 1000).toFixed(2)} s`
      : `${r.ms.toFixed(1)} ms`;
  const target =
    r.targetMs === null ? "-" : r.targetMs >= 1000 ? `${r.targetMs / 1000} s` : `${r.targetMs} ms`;
  const ok = r.targetMs === null || Number.isNaN(r.ms) ? "" : r.ms <= r.targetMs ? "yes" : "NO";
  if (ok === "NO") failed = true;
  console.log(
    `${r.what.padEnd(width)} | ${time.padEnd(11)} | ${target.padEnd(8)} | ${ok}${r.note ? `  (${r.note})` : ""}`,
  );
}
process.exit(failed ? 1 : 0);
