/**
 * The daily service-due reminders (docs/decisions/0014, "Reminders"): at 10:00 Asia/Kolkata the
 * queue runs {@link runServiceReminders}, which goes over every car that may be reminded, works out
 * its due items (`serviceDue`) and, for each item due in 14 days (or caught up until the day
 * before) or today (or up to 7 days late), writes a `service_reminders` row (car, item, due date,
 * stage) with INSERT … ON CONFLICT DO NOTHING and, only for the rows that are new, the messages in
 * the same transaction through the outbox. Two instances running it at once write each row once,
 * so each message once.
 */
import type { Locale } from "~/catalog/languages";
import { sql } from "drizzle-orm";
import { serviceReminders } from "~/db/schema";
import { queueMessages } from "~/features/messages/outbox.server";
import type { ScheduledJob } from "~/features/messages/queue.server";
import { getDb } from "~/lib/db.server";
import { BUSINESS_TIME_ZONE, todayInKolkata } from "~/lib/time";
import { reminderStage, serviceDue, type DueItem } from "./service-due";
import {
  serviceDueMessages,
  type ReminderCar,
  type ReminderStage,
} from "./service-due-messages.server";
import {
  carRanges,
  dueFactsForRange,
  noOpenBooking,
  refreshStaleDueItems,
  type VehicleSqlRow,
} from "./service-due.server";

/** The queue (pg-boss) of the daily run. */
export const SERVICE_REMINDER_QUEUE = "service-reminders";

/** When the run starts: 10:00 every day, Asia/Kolkata (docs/decisions/0014). */
const SERVICE_REMINDER_CRON = "0 10 * * *";

/** A car that may be reminded, with where its messages may go. */
interface RemindableCar extends ReminderCar {
  userId: string;
  email: string;
  emailVerified: boolean;
  whatsappTo: string | null;
  /** The account's language: its messages' (docs/decisions/0026). */
  language: Locale;
}

/** One reminder to write: the row's key and what it is about. */
interface Candidate {
  car: RemindableCar;
  due: DueItem;
  stage: ReminderStage;
}

/**
 * The cars with ids in [first, last] (uuid order) that may be reminded today: not removed, the
 * car's and the account's service reminders on, no pending, confirmed or in-progress booking
 * from today on.
 */
async function remindableCars(
  first: string,
  last: string,
  today: string,
): Promise<RemindableCar[]> {
  const rows = await getDb().execute<
    VehicleSqlRow & {
      nickname: string | null;
      email: string;
      email_verified: boolean;
      whatsapp_to: string | null;
      language: Locale;
    }
  >(sql`
    select v.id, v.user_id, v.registration, v.make, v.model, v.year, v.nickname,
      u.email, u.email_verified,
      case when p.whatsapp_consent_at is not null then p.whatsapp_consent_phone end as whatsapp_to,
      coalesce(p.language, 'en') as language
    from vehicles v
    join "user" u on u.id = v.user_id
    left join profiles p on p.id = v.user_id
    where v.id between ${first}::uuid and ${last}::uuid and v.removed_at is null
      and v.reminders_enabled and coalesce(p.service_reminders_enabled, true)
      and ${noOpenBooking(today)}
    order by v.id`);
  return rows.rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    registration: r.registration,
    make: r.make,
    model: r.model,
    year: r.year,
    nickname: r.nickname,
    email: r.email,
    emailVerified: r.email_verified,
    whatsappTo: r.whatsapp_to,
    language: r.language,
  }));
}

/**
 * Writes the reminders of one pass: the rows that are new, and their messages, in one
 * transaction. A row another run wrote first (committed or not) is left to it.
 * @returns how many rows were new
 */
async function writeReminders(candidates: Candidate[]): Promise<number> {
  if (candidates.length === 0) return 0;
  return getDb().transaction(async (tx) => {
    const written = await tx
      .insert(serviceReminders)
      .values(
        candidates.map((c) => ({
          vehicleId: c.car.id,
          item: c.due.item,
          dueOn: c.due.dueOn,
          stage: c.stage,
        })),
      )
      .onConflictDoNothing()
      .returning({
        vehicleId: serviceReminders.vehicleId,
        item: serviceReminders.item,
        dueOn: serviceReminders.dueOn,
        stage: serviceReminders.stage,
      });
    const key = (vehicleId: string, item: string, dueOn: string, stage: string) =>
      `${vehicleId}|${item}|${dueOn}|${stage}`;
    const fresh = new Set(written.map((w) => key(w.vehicleId, w.item, w.dueOn, w.stage)));
    const messages = candidates
      .filter((c) => fresh.has(key(c.car.id, c.due.item, c.due.dueOn, c.stage)))
      .flatMap((c) =>
        serviceDueMessages({
          userId: c.car.userId,
          car: c.car,
          due: c.due,
          stage: c.stage,
          email: c.car.email,
          emailVerified: c.car.emailVerified,
          whatsappTo: c.car.whatsappTo,
          locale: c.car.language,
        }),
      );
    await queueMessages(tx, messages);
    return written.length;
  });
}

/**
 * The daily run (docs/decisions/0014, "Reminders"): every remindable car's items due in 1 to 14
 * days (stage `before`) or 0 to 7 days ago (stage `due`) get their reminder once per car, item,
 * due date and stage, with the email (to the account's verified address) and the WhatsApp
 * template `service_due` (to the number consented with) in the same transaction. None for a
 * removed car, a car with a pending, confirmed or in-progress booking from today on, or with
 * the car's or the account's service reminders off.
 * @param now the clock (passed in, so tests set it); today is its Asia/Kolkata date
 * @returns how many reminders were written by this run (0 when another run wrote them)
 * @throws a database error; the rows of passes already written stay written
 */
export async function runServiceReminders(now: Date): Promise<number> {
  const today = todayInKolkata(now);
  const db = getDb();
  const ranges = carRanges(db);
  // Each pass's cars and facts are read while the pass before is written.
  const load = async () => {
    const range = await ranges.next();
    if (range.done) return null;
    const { first, last } = range.value;
    const [cars, facts] = await Promise.all([
      remindableCars(first, last, today),
      dueFactsForRange(db, first, last, today),
    ]);
    return { cars, facts };
  };
  let written = 0;
  let next = load();
  for (;;) {
    const pass = await next;
    if (!pass) break;
    next = load();
    // Its failure is thrown when it is awaited, above.
    next.catch(() => {});
    const candidates: Candidate[] = [];
    for (const car of pass.cars) {
      const f = pass.facts.get(car.id);
      if (!f) continue;
      for (const due of serviceDue(f)) {
        const stage = reminderStage(due.dueOn, today);
        if (stage) candidates.push({ car, due, stage });
      }
    }
    written += await writeReminders(candidates);
  }
  return written;
}

/** The daily run as the queue schedules it: 10:00 Asia/Kolkata, with the clock of the moment. */
export const serviceReminderJob: ScheduledJob = {
  queue: SERVICE_REMINDER_QUEUE,
  cron: SERVICE_REMINDER_CRON,
  tz: BUSINESS_TIME_ZONE,
  run: () => runServiceReminders(new Date()),
};

/** The queue (pg-boss) that keeps the cars' stored due items current in the background. */
const DUE_ITEMS_REFRESH_QUEUE = "due-items-refresh";

/**
 * Works out the due items of the cars marked stale every 5 minutes, through the queue (so one
 * instance runs it at a time), so the back office's list of cars to call seldom has many to work
 * out while an admin waits: after the migration or a bulk load, every car is stale
 * (docs/decisions/0018).
 */
export const dueItemsRefreshJob: ScheduledJob = {
  queue: DUE_ITEMS_REFRESH_QUEUE,
  cron: "*/5 * * * *",
  tz: BUSINESS_TIME_ZONE,
  run: () => refreshStaleDueItems(todayInKolkata(new Date())),
};
