/**
 * What the due dates of docs/decisions/0014 need, read from the database: each car's completed
 * bookings (service type, visit date, the check-in odometer of that visit), its odometer
 * readings and its open recommendations, for one car (the car page) or a range of cars at a time
 * (the daily reminders, the back office's list of cars to call). The rules themselves are
 * `serviceDue` (`service-due.ts`).
 */
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { getDb } from "~/lib/db.server";
import { formatRegistration } from "~/lib/registration";
import { BUSINESS_TIME_ZONE } from "~/lib/time";
import {
  serviceDue,
  type CompletedService,
  type DueItem,
  type OdometerPoint,
  type OpenRecommendation,
  type ServiceDueFacts,
} from "./service-due";

/** Cars read per pass when going over every car (the reminders, the back office's list). */
export const CARS_PER_PASS = 5_000;

/** The booking statuses that make a car "booked": no reminder, no call (docs/decisions/0014). */
export const OPEN_BOOKING_STATUSES = ["pending", "confirmed", "in_progress"] as const;

/**
 * A car as the daily jobs read it straight from `vehicles` (alias `v`): `select v.id,
 * v.user_id, v.registration, v.make, v.model, v.year`.
 */
export type VehicleRow = {
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
  const [visits, readings, recommendations] = await Promise.all([
    // Every completed visit (the rule takes each service type's latest).
    db.execute<{ vehicle_id: string; id: string; service_type: string; date: string }>(sql`
      select b.vehicle_id, b.id, b.service_type, b.preferred_date::text as date
      from bookings b
      where b.vehicle_id between ${first}::uuid and ${last}::uuid
        and b.status = 'completed' and b.preferred_date <= ${today}::date`),
    db.execute<{ vehicle_id: string; booking_id: string | null; km: number; date: string }>(sql`
      select r.vehicle_id, r.booking_id, r.km, ${kolkataDate(sql`r.recorded_at`)} as date
      from odometer_readings r
      where r.vehicle_id between ${first}::uuid and ${last}::uuid
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
      where vehicle_id between ${first}::uuid and ${last}::uuid and status = 'open'`),
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
export interface CarDue {
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
export const CARS_DUE_MAX = 500;

/**
 * The cars with something due between two dates, soonest first, as the back office's list to
 * call (docs/decisions/0014): cars not removed and without an open booking from `from` on.
 * @param from "yyyy-MM-dd", the first day (normally today, Asia/Kolkata)
 * @param to "yyyy-MM-dd", the last day (inclusive)
 * @returns up to {@link CARS_DUE_MAX} rows, by due date then car
 */
export async function carsDueBetween(from: string, to: string): Promise<CarDue[]> {
  const db = getDb();
  const due: Array<{ vehicleId: string; item: DueItem }> = [];
  const cars = new Map<string, { car: string; userId: string }>();
  for await (const { first, last } of carRanges(db)) {
    const [batch, facts] = await Promise.all([
      db.execute<VehicleRow>(sql`
        select v.id, v.user_id, v.registration, v.make, v.model, v.year from vehicles v
        where v.id between ${first}::uuid and ${last}::uuid and v.removed_at is null
          and ${noOpenBooking(from)}`),
      dueFactsForRange(db, first, last, from),
    ]);
    for (const v of batch.rows) {
      const f = facts.get(v.id);
      if (!f) continue;
      for (const item of serviceDue(f)) {
        if (item.dueOn < from || item.dueOn > to) continue;
        due.push({ vehicleId: v.id, item });
        const model = `${v.make} ${v.model} (${v.year})`;
        cars.set(v.id, {
          car: v.registration ? `${formatRegistration(v.registration)}, ${model}` : model,
          userId: v.user_id,
        });
      }
    }
  }
  due.sort((a, b) =>
    a.item.dueOn !== b.item.dueOn
      ? a.item.dueOn < b.item.dueOn
        ? -1
        : 1
      : a.vehicleId.localeCompare(b.vehicleId),
  );
  const shown = due.slice(0, CARS_DUE_MAX);
  const userIds = [...new Set(shown.map((d) => cars.get(d.vehicleId)!.userId))];
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
  return shown.map(({ vehicleId, item }) => {
    const car = cars.get(vehicleId)!;
    const owner = owners.get(car.userId);
    return {
      vehicleId,
      car: car.car,
      ownerName: owner?.name ?? "",
      ownerPhone: owner?.phone ?? null,
      item: item.item,
      title: item.title,
      dueOn: item.dueOn,
      reason: item.reason,
    };
  });
}
