/**
 * The benches' data set of bookings (bench:export, bench:scale): written in one generate_series
 * statement, as a workshop chain's three years would hold them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { serviceTypes } from "../app/catalog/booking-options";
import { bookingStatuses } from "../app/catalog/booking-status";
import { localities } from "../app/catalog/localities";
import { type AppServer, type Customer, signUp } from "../scripts/lib/app-server";

/** A SQL text array literal of `values`. */
const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

/**
 * Writes `rows` bookings in one statement: booking `i` (from 1) is created (i / rows) × three
 * years before now, its visit a week after, at one of the 18 localities, for one of the 12
 * services and in one of the five statuses (each by `i` modulo their count); its customer is
 * "Customer i" (every eleventh "Customer i Reddy", a surname 1 in 11 shares, whatever the status),
 * customer`i`@example.com, phone "98" and `i` in eight digits; every tenth (`i` ending in 3) asks
 * for pickup and drop; every 200th is `customerId`'s. With `cars` (from `insertCustomersAndCars`),
 * booking `i` is for car `1 + i % cars.length` and its owner's (unless it is `customerId`'s).
 * Then ANALYZE, so the planner knows the table's size.
 * @param url the database's connection string
 * @param rows how many bookings
 * @param customerId the account that owns one booking in 200
 * @param withCars whether the bookings are for the cars `insertCustomersAndCars` wrote
 * @throws the database's error
 */
export async function insertBookings(
  url: string,
  rows: number,
  customerId: string,
  withCars = false,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `${withCars ? `with cars as (select id, user_id, row_number() over (order by registration) as n from vehicles where user_id like '${SCALE_USER_PREFIX}%'), car_count as (select count(*) as n from cars) ` : ""}
       insert into bookings (user_id, service_type, customer_name, customer_email, customer_phone,
         car_model, preferred_date, preferred_time, address, special_requests, status,
         pickup_and_drop, vehicle_id, created_at, updated_at)
       select case when i % 200 = 0 then $1 else ${withCars ? "car.user_id" : "null"} end,
         (${sqlArray(serviceTypes)})[1 + i % 12],
         'Customer ' || i || case when i % 11 = 0 then ' Reddy' else '' end,
         'customer' || i || '@example.com', '98' || lpad((i % 100000000)::text, 8, '0'),
         'Hyundai Creta (2021)',
         (at + interval '7 days')::date, '10:00 AM',
         'Plot ' || i % 500 || ', ' || (${sqlArray(localities.map((l) => l.name))})[1 + i % 18] || ', Hyderabad',
         case when i % 9 = 0 then 'Please call before pickup' end,
         (${sqlArray(bookingStatuses)})[1 + i % 5]::booking_status,
         i % 10 = 3, ${withCars ? "car.id" : "null"},
         at, at
       from generate_series(1, $2::int) as i,
         lateral (select now() - (i::float / $2) * interval '3 years' as at) t
         ${withCars ? ", car_count, cars car where car.n = 1 + i % car_count.n" : ""}`,
      [customerId, rows],
    );
    await client.query("analyze bookings");
  } finally {
    await client.end();
  }
}

/** The letters of a registration's series: the alphabet without I and O. */
const SERIES_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/** The ids of the accounts `insertCustomersAndCars` writes start with this. */
export const SCALE_USER_PREFIX = "scale-customer-";

/**
 * Writes `customers` accounts ("Customer n", scale`n`@example.com, verified) and `cars` cars,
 * car `j` (from 1) the customer `1 + (j - 1) % customers`'s, a Hyundai Creta of 2015-2024 with
 * a Telangana plate as the garage form takes it: one of Hyderabad's districts 07-13, a series of
 * two letters (no I or O) and a number from 0001 to 9999, each car its own ("TS08AA0001", …), in
 * two statements.
 * @param url the database's connection string
 * @throws the database's error
 */
export async function insertCustomersAndCars(
  url: string,
  customers: number,
  cars: number,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       select '${SCALE_USER_PREFIX}' || n, 'Customer ' || n, 'scale' || n || '@example.com', true,
         now() - interval '3 years', now() - interval '3 years'
       from generate_series(1, $1::int) as n`,
      [customers],
    );
    await client.query(
      `insert into vehicles (user_id, registration, make, model, year, fuel, created_at, updated_at)
       select '${SCALE_USER_PREFIX}' || (1 + (j - 1) % $1),
         'TS' || lpad((7 + j % 7)::text, 2, '0')
           || substr('${SERIES_LETTERS}', 1 + ((j - 1) / 9999 / 24) % 24, 1)
           || substr('${SERIES_LETTERS}', 1 + ((j - 1) / 9999) % 24, 1)
           || lpad((1 + (j - 1) % 9999)::text, 4, '0'),
         'Hyundai', 'Creta', 2015 + j % 10, 'petrol', now() - interval '3 years',
         now() - interval '3 years'
       from generate_series(1, $2::int) as j`,
      [customers, cars],
    );
  } finally {
    await client.end();
  }
}

/**
 * Signs up a customer named `name` on `server` and makes them an admin straight in its database
 * (a bench's shortcut: no audit row, unlike `npm run admin -- grant`).
 * @returns the database's connection string (from the server's DATA_DIR) and the admin
 * @throws Error when the sign-up is refused; the database's error
 */
export async function signUpAdmin(
  server: AppServer,
  name: string,
): Promise<{ url: string; admin: Customer }> {
  const url = readFileSync(path.join(server.dataDir, "postgres-url"), "utf8").trim();
  const admin = await signUp(server.origin, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("insert into user_roles (user_id, role) values ($1, 'admin')", [admin.id]);
  } finally {
    await client.end();
  }
  return { url, admin };
}
