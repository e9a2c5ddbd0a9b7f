/**
 * What the due dates of docs/decisions/0014 need, read from the database: each car's completed
 * bookings (service type, visit date, the check-in odometer of that visit), its odometer
 * readings and its open recommendations, for one car (the car page) or a range of cars at a time
 * (the daily reminders, the back office's list of cars to call). The rules themselves are
 * `serviceDue` (`service-due.ts`).
 */
import { CARS_DUE_DAYS } from "./cars-due";
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { getDb } from "~/lib/db.server";
import { carLineWithPlate } from "~/lib/registration";
import { BUSINESS_TIME_ZONE, addDaysYmd, todayInKolkata } from "~/lib/time";
import {
  serviceDue,
  type CompletedService,
  type DueItem,
  type OdometerPoint,
  type OpenRecommendation,
  type ServiceDueFacts,
} from "./service-due";

/** Cars read per pass when going over every car (the reminders, the back office's list). */
const CARS_PER_PASS = 5_000;

/** The booking statuses that make a car "booked": no reminder, no call (docs/decisions/0014). */
const OPEN_BOOKING_STATUSES = ["pending", "confirmed", "in_progress"] as const;

/**
 * A car as the daily jobs read it straight from `vehicles` (alias `v`): `select v.id,
 * v.user_id, v.registration, v.make, v.model, v.year`.
 */
export type VehicleSqlRow = {
  id: string;
  user_id: string;
  registration: string | null;
  make: string;
  model: string;
  year: number;
};

/**
 * A condition on a vehicle alias `v`: it has no pending, confirmed or in-progress booking dated
 * `today` or later (docs/decisions/0014, "Reminders").
 * @param today "yyyy-MM-dd" (Asia/Kolkata)
 */
export function noOpenBooking(today: string): SQL {
  const open = sql.join(
    OPEN_BOOKING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`not exists (select 1 from bookings b where b.vehicle_id = v.id and b.status in (${open}) and b.preferred_date >= ${today}::date)`;
}

/** A calendar date in Asia/Kolkata of a timestamp column, as "yyyy-MM-dd". */
function kolkataDate(column: SQL): SQL {
  return sql`((${column} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date)::text`;
}

/**
 * The cars in passes of {@link CARS_PER_PASS}: each pass's lowest and highest id (uuid order),
 * read from the primary key alone, so each pass's own query reads only its range.
 * @param db the database
 * @returns the ranges, in order
 */
export async function* carRanges(db: DbOrTx): AsyncGenerator<{ first: string; last: string }> {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const [range] = (
      await db.execute<{ first: string | null; full: string | null; highest: string | null }>(sql`
        select
          (select id::text from vehicles where id > ${after}::uuid order by id limit 1) as first,
          (select id::text from vehicles where id > ${after}::uuid order by id
            offset ${CARS_PER_PASS - 1} limit 1) as full,
          (select id::text from vehicles order by id desc limit 1) as highest`)
    ).rows;
    if (!range?.first || !range.highest) return;
    yield { first: range.first, last: range.full ?? range.highest };
    if (!range.full) return;
    after = range.full;
  }
}

/**
 * The facts of every car whose id lies in [first, last] (uuid order), for `serviceDue`.
 * @param db the database or a transaction
 * @param first the lowest car id; `last` the highest (the same for one car)
 * @param today "yyyy-MM-dd": visits and readings after it are not counted
 * @returns car id → facts (cars with no history are absent)
 */
export async function dueFactsForRange(
  db: DbOrTx,
  first: string,
  last: string,
  today: string,
): Promise<Map<string, ServiceDueFacts>> {
  return dueFacts(db, (column) => sql`${column} between ${first}::uuid and ${last}::uuid`, today);
}

/**
 * The facts of the cars whose `vehicle_id` column matches a condition.
 * @param match the condition, given the column (`b.vehicle_id`, `r.vehicle_id`, `vehicle_id`)
 */
async function dueFacts(
  db: DbOrTx,
  match: (column: SQL) => SQL,
  today: string,
): Promise<Map<string, ServiceDueFacts>> {
  const [visits, readings, recommendations] = await Promise.all([
    // Every completed visit (the rule takes each service type's latest).
    db.execute<{ vehicle_id: string; id: string; service_type: string; date: string }>(sql`
      select b.vehicle_id, b.id, b.service_type, b.preferred_date::text as date
      from bookings b
      where ${match(sql`b.vehicle_id`)}
        and b.status = 'completed' and b.preferred_date <= ${today}::date`),
    db.execute<{ vehicle_id: string; booking_id: string | null; km: number; date: string }>(sql`
      select r.vehicle_id, r.booking_id, r.km, ${kolkataDate(sql`r.recorded_at`)} as date
      from odometer_readings r
      where ${match(sql`r.vehicle_id`)}
      order by r.vehicle_id, r.recorded_at`),
    db.execute<{
      vehicle_id: string;
      id: string;
      title: string;
      suggested_on: string;
      created_on: string;
    }>(sql`
      select vehicle_id, id, title, suggested_on::text as suggested_on,
        ${kolkataDate(sql`created_at`)} as created_on
      from vehicle_recommendations
      where ${match(sql`vehicle_id`)} and status = 'open'`),
  ]);
  const facts = new Map<
    string,
    {
      services: CompletedService[];
      readings: OdometerPoint[];
      recommendations: OpenRecommendation[];
      checkIns: Map<string, number>;
    }
  >();
  const of = (vehicleId: string) => {
    let f = facts.get(vehicleId);
    if (!f) {
      f = { services: [], readings: [], recommendations: [], checkIns: new Map() };
      facts.set(vehicleId, f);
    }
    return f;
  };
  for (const r of readings.rows) {
    if (r.date > today) continue;
    const f = of(r.vehicle_id);
    f.readings.push({ date: r.date, km: r.km });
    // The last reading recorded for a booking is its check-in odometer.
    if (r.booking_id) f.checkIns.set(r.booking_id, r.km);
  }
  for (const v of visits.rows) {
    const f = of(v.vehicle_id);
    f.services.push({
      serviceType: v.service_type,
      date: v.date,
      odometerKm: f.checkIns.get(v.id) ?? null,
    });
  }
  for (const r of recommendations.rows)
    of(r.vehicle_id).recommendations.push({
      id: r.id,
      title: r.title,
      suggestedOn: r.suggested_on,
      recommendedOn: r.created_on,
    });
  return facts;
}

/**
 * A car's due items, soonest first, for its page (docs/decisions/0014). The caller checks that
 * the car is the session's (or the user is an admin).
 * @param vehicleId the car
 * @param today "yyyy-MM-dd" (Asia/Kolkata): visits and readings after it are not counted
 * @returns the due items; none for a car without history or an unknown id
 */
export async function serviceDueForVehicle(vehicleId: string, today: string): Promise<DueItem[]> {
  const facts = (await dueFactsForRange(getDb(), vehicleId, vehicleId, today)).get(vehicleId);
  return facts ? serviceDue(facts) : [];
}

/** A car to call: one due item of one car, with its owner. */
interface CarDue {
  vehicleId: string;
  /** "TS 09 EA 1234, Hyundai Creta (2021)". */
  car: string;
  ownerName: string;
  /** The account's phone, else the phone of its latest booking; null when neither is known. */
  ownerPhone: string | null;
  item: string;
  title: string;
  dueOn: string;
  reason: string;
}

/** The most cars-to-call one list holds. */
const CARS_DUE_MAX = 500;

/** Cars-to-call shown a page (`?duePage=`), so the tab costs the same however many are due. */
const CARS_DUE_PAGE_SIZE = 50;

/** One page of the cars to call. */
export interface CarsDuePage {
  /** The page's cars and items, soonest first. */
  cars: CarDue[];
  /** The page shown, from 1. */
  page: number;
  /**
   * Pages over all: `page` on the last page, else `page + 1`: the list is not counted, Next is
   * there while a row follows the page (docs/decisions/0025, item 15).
   */
  pageCount: number;
}

/**
 * Works out again the due items of the cars marked stale (`vehicle_due_stale`: triggers mark a
 * car when its bookings, odometer readings, recommendations or the car change; every car after
 * the migration), {@link CARS_PER_PASS} at a time, each pass in one transaction that takes its
 * cars' marks (skipping those another reader is working out), so the stored items
 * (`vehicle_due_items`) are those of `serviceDue` over the car's history (docs/decisions/0018).
 * @param today "yyyy-MM-dd" (Asia/Kolkata): visits and readings after it are not counted
 * @returns how many cars were worked out
 * @throws when the database fails (the marks of the failed pass stay)
 */
export async function refreshStaleDueItems(today: string): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const cars = await getDb().transaction(async (tx) => {
      const taken = await tx.execute<{ vehicle_id: string }>(sql`
        delete from vehicle_due_stale where vehicle_id in (
          select vehicle_id from vehicle_due_stale order by vehicle_id
          limit ${CARS_PER_PASS} for update skip locked)
        returning vehicle_id::text as vehicle_id`);
      const ids = taken.rows.map((r) => r.vehicle_id);
      if (ids.length === 0) return 0;
      const idList = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const facts = await dueFacts(tx, (column) => sql`${column} in (${idList})`, today);
      await tx.execute(sql`delete from vehicle_due_items where vehicle_id in (${idList})`);
      const rows = [...facts].flatMap(([vehicleId, f]) =>
        serviceDue(f).map((d) => ({
          vehicleId,
          item: d.item,
          title: d.title,
          dueOn: d.dueOn,
          reason: d.reason,
        })),
      );
      // Only cars that still exist (a deleted car's mark outlives it).
      for (let i = 0; i < rows.length; i += DUE_ROWS_PER_INSERT) {
        const chunk = rows.slice(i, i + DUE_ROWS_PER_INSERT);
        await tx.execute(sql`
          insert into vehicle_due_items (vehicle_id, item, title, due_on, reason)
          select x.vehicle_id, x.item, x.title, x.due_on, x.reason
          from (values ${sql.join(
            chunk.map(
              (r) =>
                sql`(${r.vehicleId}::uuid, ${r.item}, ${r.title}, ${r.dueOn}::date, ${r.reason})`,
            ),
            sql`, `,
          )}) as x (vehicle_id, item, title, due_on, reason)
          where exists (select 1 from vehicles v where v.id = x.vehicle_id)`);
      }
      return ids.length;
    });
    if (cars === 0) return refreshed;
    refreshed += cars;
  }
}

/** Due items written per statement (five parameters each, well under PostgreSQL's 65,535). */
const DUE_ROWS_PER_INSERT = 2_000;

/**
 * The cars with something due between two dates, soonest first, as the back office's list to
 * call (docs/decisions/0014): cars not removed and without an open booking from `from` on. The
 * stale cars' items are worked out first ({@link refreshStaleDueItems}); the list is then read
 * from the stored items by `vehicle_due_items_due_on_idx` (docs/decisions/0018), at most
 * {@link CARS_DUE_MAX} rows, {@link CARS_DUE_PAGE_SIZE} a page, each page read with the row after
 * it rather than the list counted (docs/decisions/0025, item 15).
 * @param from "yyyy-MM-dd", the first day (normally today, Asia/Kolkata)
 * @param to "yyyy-MM-dd", the last day (inclusive)
 * @param page the page wanted, from 1; past the last, the last
 * @returns the page's rows, by due date, car, then title, and the pages known (see
 *   {@link CarsDuePage})
 * @throws when the database fails
 */
export async function carsDueBetween(from: string, to: string, page = 1): Promise<CarsDuePage> {
  const db = getDb();
  await refreshStaleDueItems(from);
  const listed = sql`
      select d.vehicle_id::text as vehicle_id, d.item, d.title, d.due_on::text as due_on, d.reason,
        v.user_id, v.registration, v.make, v.model, v.year
      from vehicle_due_items d join vehicles v on v.id = d.vehicle_id
      where d.due_on between ${from}::date and ${to}::date and v.removed_at is null
        and ${noOpenBooking(from)}
      order by d.due_on, d.vehicle_id, d.title
      limit ${CARS_DUE_MAX}`;
  // A page and the row after it: whether a next page exists, without counting the list. A page
  // past the end (an old link) counts the list once to show the last page instead.
  const read = async (p: number) =>
    (
      await db.execute<{
        vehicle_id: string;
        item: string;
        title: string;
        due_on: string;
        reason: string;
        user_id: string;
        registration: string | null;
        make: string;
        model: string;
        year: number;
      }>(sql`select * from (${listed}) listed
        offset ${(p - 1) * CARS_DUE_PAGE_SIZE} limit ${CARS_DUE_PAGE_SIZE + 1}`)
    ).rows;
  let shownPage = Math.max(1, Math.floor(page));
  let found = await read(shownPage);
  if (found.length === 0 && shownPage > 1) {
    const [counted] = (
      await db.execute<{ n: number }>(sql`select count(*)::int as n from (${listed}) listed`)
    ).rows;
    shownPage = Math.max(1, Math.ceil(Number(counted?.n ?? 0) / CARS_DUE_PAGE_SIZE));
    found = await read(shownPage);
  }
  const more = found.length > CARS_DUE_PAGE_SIZE;
  const shown = found.slice(0, CARS_DUE_PAGE_SIZE);
  const pageCount = more ? shownPage + 1 : shownPage;
  const userIds = [...new Set(shown.map((d) => d.user_id))];
  const owners = new Map<string, { name: string; phone: string | null }>();
  if (userIds.length > 0) {
    const rows = await db.execute<{ id: string; name: string; phone: string | null }>(sql`
      select u.id, u.name, coalesce(nullif(p.phone, ''), (
        select b.customer_phone from bookings b where b.user_id = u.id
        order by b.created_at desc limit 1)) as phone
      from "user" u left join profiles p on p.id = u.id
      where u.id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    for (const r of rows.rows) owners.set(r.id, { name: r.name, phone: r.phone });
  }
  const cars = shown.map((d) => {
    const owner = owners.get(d.user_id);
    return {
      vehicleId: d.vehicle_id,
      car: carLineWithPlate(d),
      ownerName: owner?.name ?? "",
      ownerPhone: owner?.phone ?? null,
      item: d.item,
      title: d.title,
      dueOn: d.due_on,
      reason: d.reason,
    };
  });
  return { cars, page: shownPage, pageCount };
}

/**
 * The Analytics tab's list of cars to call (docs/product.md#admin-figures): the cars with a
 * service or recommendation due from today to `CARS_DUE_DAYS` days ahead, soonest first
 * (`carsDueBetween`, docs/decisions/0014: cars with an open booking left out).
 * @param now the instant that decides today in Asia/Kolkata (default: now)
 * @param page the page wanted (`?duePage=`), from 1
 * @returns the page of cars and items, each with its owner and phone
 * @throws when the database fails (the list shows 'Failed to load the cars due.')
 */
export async function loadCarsDue(now: Date = new Date(), page = 1): Promise<CarsDuePage> {
  const today = todayInKolkata(now);
  return carsDueBetween(today, addDaysYmd(today, CARS_DUE_DAYS), page);
}
