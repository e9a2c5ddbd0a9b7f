/**
 * Fault: every scheduled job runs once per due item with two instances on one database
 * (README.md#operations: instances scaled out behind a load balancer; docs/decisions/0009 and
 * 0014). Each instance starts the queue's workers and registers the same schedules, so each
 * could run the evening-before reminders (`queueReminders`, 18:00 Asia/Kolkata), the garage's
 * service-due reminders (`runServiceReminders`, 10:00) and the outbox sweep (every 10 minutes);
 * pg-boss fires a schedule once a minute across instances, but a run can still start twice (a
 * run retried after an instance died in it, one started by hand, the schedule's minute
 * straddled). So the schedules are fired several times at one instant in both instances: every
 * customer with a confirmed booking tomorrow gets one reminder, every car due today its
 * service-due email once, and the SMTP server receives each message once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_QUEUE, SWEEP_QUEUE } from "../../app/features/messages/queue.server";
import { SERVICE_REMINDER_QUEUE } from "../../app/features/cars/service-reminders.server";
import { addDaysYmd, addMonthsYmd, todayInKolkata } from "../../app/lib/time";
import { signUp, type AppServer, type Customer } from "../../scripts/lib/app-server";
import { recipientsOf, startMailSink, type MailSink } from "../support/mail-sink";
import { serversStoppedAfterAll } from "./support";

const startAppServer = serversStoppedAfterAll();
let sink: MailSink;
let a: AppServer;
let b: AppServer;
let db: pg.Client;
let databaseUrl = "";
let boss: PgBoss;
/** Customers with a booking confirmed for tomorrow, and customers whose car is due today. */
const booked: Customer[] = [];
const carOwners: Customer[] = [];
const bookingIds = new Map<string, string>();

/** Each schedule is fired this many times at one instant. */
const FIRINGS = 4;

/** Polls `check` every 250 ms until it returns true (`what` names it when it times out). */
async function until(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  sink = await startMailSink();
  const env = {
    AUTH_SECRET: "scheduled-jobs-shared-secret-0123456789abcdef",
    AUTH_RATE_LIMIT: "1000",
    SMTP_URL: sink.url,
  };
  a = await startAppServer({ env });
  databaseUrl = readFileSync(path.join(a.dataDir, "postgres-url"), "utf8").trim();
  b = await startAppServer({ env: { ...env, DATABASE_URL: databaseUrl } });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  for (let i = 0; i < 8; i++) {
    const customer = await signUp(i % 2 ? b.origin : a.origin, `Customer ${i + 1}`);
    (i < 4 ? booked : carOwners).push(customer);
  }
  // Verified accounts, so their emails go out (docs/product.md#lifecycle-messages).
  await db.query(`update "user" set email_verified = true where id = any($1)`, [
    [...booked, ...carOwners].map((c) => c.id),
  ]);
  const today = todayInKolkata();
  const booking = `insert into bookings (user_id, vehicle_id, service_type, customer_name, customer_email,
      customer_phone, car_model, preferred_date, preferred_time, address, status)
    values ($1, $2, $3, $4, $5, '9848012345', 'Hyundai Creta (2021)', $6, '10:00 AM',
      'Flat 12, Sri Sai Residency, Madhapur', $7) returning id`;
  // The evening-before reminder: a booking confirmed for tomorrow.
  for (const c of booked) {
    const { rows } = await db.query<{ id: string }>(booking, [
      c.id,
      null,
      "General Service",
      c.name,
      c.email,
      addDaysYmd(today, 1),
      "confirmed",
    ]);
    bookingIds.set(c.id, rows[0]!.id);
  }
  // The service-due reminder: a car whose AC service (every 12 months) was a year ago today.
  for (const [i, c] of carOwners.entries()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into vehicles (user_id, registration, make, model, year, fuel)
       values ($1, $2, 'Hyundai', 'Creta', 2021, 'petrol') returning id`,
      [c.id, `TS09EA${4100 + i}`],
    );
    await db.query(booking, [
      c.id,
      rows[0]!.id,
      "AC Service & Repair",
      c.name,
      c.email,
      addMonthsYmd(today, -12),
      "completed",
    ]);
  }

  boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
}, 240_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await db?.end();
  await sink?.close();
});

/**
 * Fires each queue `FIRINGS` times, all due 3 s from now, so the workers of both instances
 * (each polls every 2 s) take them at about the same time, and waits until every run has
 * completed.
 * @param held with a table and the text of the statements to wait for: the table is locked
 *   against writes while the runs start, and released only once two runs wait at once. Each
 *   instance runs one job of a queue at a time, so two runs waiting means both instances run
 *   one, both past their reads and about to write: the moment two runs could both write the
 *   same reminder.
 */
async function fireTogether(
  queues: string[],
  held?: { table: string; waiting: string[] },
): Promise<void> {
  const holder = held ? new pg.Client({ connectionString: databaseUrl }) : null;
  if (holder && held) {
    await holder.connect();
    await holder.query("begin");
    await holder.query(`lock table ${held.table} in exclusive mode`);
  }
  const startAfter = new Date(Date.now() + 3000);
  const ids: string[] = [];
  for (const queue of queues)
    for (let i = 0; i < FIRINGS; i++) ids.push((await boss.send(queue, {}, { startAfter }))!);
  if (holder && held) {
    await until(async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query ilike any($1::text[])`,
        [held.waiting],
      );
      return rows[0]!.n >= 2;
    }, "two runs at once, one in each instance");
    await holder.query("commit");
    await holder.end();
  }
  await until(async () => {
    const { rows } = await db.query<{ done: number; failed: number }>(
      `select count(*) filter (where state = 'completed')::int as done,
              count(*) filter (where state = 'failed')::int as failed
         from pgboss.job where id = any($1::uuid[])`,
      [ids],
    );
    if (rows[0]!.failed > 0) throw new Error(`${rows[0]!.failed} runs failed`);
    return rows[0]!.done === ids.length;
  }, `${ids.length} scheduled runs`);
}

/** The outbox rows of one kind, per customer. */
async function messagesPerCustomer(kind: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ user_id: string; n: number }>(
    `select user_id, count(*)::int as n from outbox where kind = $1 group by user_id`,
    [kind],
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

/**
 * Waits until no outbox row of this kind is pending, fires the sweep in both instances (it must
 * not send a delivered message again), then counts the mails the SMTP server received for each
 * row: same recipient, same subject.
 * @returns the count per row
 */
async function mailsPerMessage(kind: string): Promise<number[]> {
  await until(async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from outbox where kind = $1 and status = 'pending'`,
      [kind],
    );
    return rows[0]!.n === 0;
  }, `the delivery of ${kind}`);
  await fireTogether([SWEEP_QUEUE]);
  const { rows } = await db.query<{ recipient: string; subject: string; status: string }>(
    `select recipient, subject, status from outbox where kind = $1`,
    [kind],
  );
  expect(rows.map((r) => r.status)).toEqual(rows.map(() => "sent"));
  return rows.map(
    (r) =>
      sink.received.filter(
        (m) => m.subject === r.subject && recipientsOf(m).includes(r.recipient.toLowerCase()),
      ).length,
  );
}

describe("scheduled jobs with two instances on one database", () => {
  it("send each customer with a booking tomorrow one evening-before reminder", async () => {
    // The first run waits to write its reminders; the second waits for the first (or, were
    // nothing to stop it, would have read that no reminder exists yet too).
    await fireTogether([REMINDER_QUEUE], {
      table: "outbox",
      waiting: ["%booking-reminders%", 'insert into "outbox"%'],
    });
    const perCustomer = await messagesPerCustomer("booking_reminder");
    expect(booked.map((c) => perCustomer.get(c.id) ?? 0)).toEqual(booked.map(() => 1));
    const { rows } = await db.query<{ booking_id: string }>(
      `select booking_id from outbox where kind = 'booking_reminder'`,
    );
    expect(rows.map((r) => r.booking_id).sort()).toEqual([...bookingIds.values()].sort());
    expect(await mailsPerMessage("booking_reminder")).toEqual(booked.map(() => 1));
  }, 120_000);

  it("send each car due today its service-due reminder once", async () => {
    await fireTogether([SERVICE_REMINDER_QUEUE], {
      table: "service_reminders",
      waiting: ["%service_reminders%"],
    });
    // One service_reminders row per car, item, due date and stage, and one message for each: a
    // car due for more than one item may get more than one, never the same twice.
    const { rows } = await db.query<{ user_id: string; reminders: number; messages: number }>(
      `select v.user_id,
         (select count(*)::int from service_reminders r where r.vehicle_id = v.id) as reminders,
         (select count(*)::int from outbox o where o.user_id = v.user_id and o.kind = 'service_due') as messages
       from vehicles v where v.user_id = any($1)`,
      [carOwners.map((c) => c.id)],
    );
    expect(rows).toHaveLength(carOwners.length);
    for (const row of rows) {
      expect(row.reminders).toBeGreaterThan(0);
      expect(row.messages).toBe(row.reminders);
    }
    const { rows: repeated } = await db.query(
      `select user_id, subject from outbox where kind = 'service_due'
        group by user_id, subject having count(*) > 1`,
    );
    expect(repeated).toEqual([]);
    const mails = await mailsPerMessage("service_due");
    expect(mails).toEqual(mails.map(() => 1));
  }, 120_000);

  it("write nothing more when the schedules fire again", async () => {
    const count = async () =>
      (
        await db.query<{ kind: string; n: number }>(
          `select kind, count(*)::int as n from outbox
            where kind in ('booking_reminder', 'service_due') group by kind order by kind`,
        )
      ).rows;
    const before = await count();
    await fireTogether([REMINDER_QUEUE, SERVICE_REMINDER_QUEUE, SWEEP_QUEUE]);
    expect(await count()).toEqual(before);
    expect(before.find((r) => r.kind === "booking_reminder")?.n).toBe(booked.length);
    expect(await mailsPerMessage("booking_reminder")).toEqual(booked.map(() => 1));
    const mails = await mailsPerMessage("service_due");
    expect(mails).toEqual(mails.map(() => 1));
  }, 120_000);
});
