/**
 * The job queue (pg-boss 10 on the same PostgreSQL: docs/architecture.md#stack, docs/decisions/0009).
 * A delivery job is inserted in the same transaction as its outbox row, so a message is
 * queued exactly when the change that causes it commits. The server starts the workers
 * (`startQueue`); any process may queue (the job waits in the database).
 */
import PgBoss from "pg-boss";
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { BUSINESS_TIME_ZONE } from "~/lib/time";

/** The queue of message deliveries; a job's data is `{ messageId }`. */
export const DELIVER_QUEUE = "deliver-message";
/** The daily reminders run (18:00 Asia/Kolkata). */
export const REMINDER_QUEUE = "booking-reminders";
/** Re-queues outbox rows left pending without a job (a restore, a queue installed late). */
export const SWEEP_QUEUE = "outbox-sweep";

/** Delivery retries: 6 attempts, 30 s apart doubling each time (about 30 minutes in all). */
const DELIVERY_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

/** Delivery jobs one worker takes per fetch. */
const DELIVERY_BATCH = 20;

let sender: PgBoss | undefined;
let worker: PgBoss | undefined;

/** A pg-boss instance used only to write jobs through the caller's transaction. */
function jobWriter(): PgBoss {
  sender ??= new PgBoss({ connectionString: getEnv().DATABASE_URL });
  return sender;
}

/** pg-boss's database interface over a Drizzle transaction (numbered parameters kept). */
function throughTransaction(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/**
 * Queues the delivery of an outbox row inside the caller's transaction.
 * @param tx the transaction that wrote the row
 * @param messageId the outbox row's id (also the job's singleton key: one live job per message)
 */
export async function queueDelivery(tx: DbOrTx, messageId: string): Promise<void> {
  await jobWriter().send(
    DELIVER_QUEUE,
    { messageId },
    { ...DELIVERY_RETRY, singletonKey: messageId, db: throughTransaction(tx) },
  );
}

/**
 * Queues the deliveries of several outbox rows inside the caller's transaction, in one statement
 * (each job as {@link queueDelivery} writes it: the same retries, the message id as singleton key).
 * @param tx the transaction that wrote the rows
 * @param messageIds the rows' ids
 * @param startAfter for the rows delivered later (the review reminder), when their job may start
 */
export async function queueDeliveries(
  tx: DbOrTx,
  messageIds: readonly string[],
  startAfter: ReadonlyMap<string, Date> = new Map(),
): Promise<void> {
  if (messageIds.length === 0) return;
  await jobWriter().insert(
    messageIds.map((messageId) => {
      const later = startAfter.get(messageId);
      return {
        name: DELIVER_QUEUE,
        data: { messageId },
        singletonKey: messageId,
        ...DELIVERY_RETRY,
        ...(later ? { startAfter: later } : {}),
      };
    }),
    { db: throughTransaction(tx) },
  );
}

/**
 * Installs pg-boss's tables and the product's queues (idempotent).
 * @param databaseUrl the PostgreSQL URL
 */
export async function installQueue(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  try {
    await createQueues(boss);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

async function createQueues(boss: PgBoss) {
  for (const name of [DELIVER_QUEUE, REMINDER_QUEUE, SWEEP_QUEUE]) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...DELIVERY_RETRY });
  }
}

/**
 * A job another feature runs on a schedule through this queue (the garage's daily service-due
 * reminders, docs/decisions/0014), passed in by the process that starts the queue: the messages
 * feature imports no other feature.
 */
export interface ScheduledJob {
  /** Its queue's name. */
  queue: string;
  /** When it runs (cron, read in `tz`). */
  cron: string;
  tz: string;
  run: () => Promise<unknown>;
}

/** What the workers run; given by the outbox module (no import cycle). */
export interface QueueHandlers {
  deliver: (messageId: string, final: boolean) => Promise<void>;
  reminders: () => Promise<unknown>;
  sweep: () => Promise<unknown>;
  /** Other features' scheduled jobs. */
  scheduled?: readonly ScheduledJob[];
}

/**
 * Starts the workers: deliveries (retried with back-off), the reminders at 18:00
 * Asia/Kolkata every day, a sweep of forgotten outbox rows every 10 minutes, and the scheduled
 * jobs of other features (each on its own queue, created here).
 * @param databaseUrl the PostgreSQL URL
 * @param handlers the work
 * @param onError where pg-boss's background errors are reported
 */
export async function startQueue(
  databaseUrl: string,
  handlers: QueueHandlers,
  onError: (error: Error) => void,
): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
  boss.on("error", onError);
  await boss.start();
  await createQueues(boss);
  // Up to DELIVERY_BATCH jobs a fetch (a worker fetches at most once a second). Each job
  // is settled on its own: a failed delivery fails only its job (retried after its
  // back-off); pg-boss completes the rest when the batch returns.
  await boss.work<{ messageId: string }>(
    DELIVER_QUEUE,
    { includeMetadata: true, batchSize: DELIVERY_BATCH, pollingIntervalSeconds: 1 },
    async (jobs) => {
      for (const job of jobs) {
        try {
          await handlers.deliver(job.data.messageId, job.retryCount >= job.retryLimit);
        } catch (error) {
          await boss.fail(DELIVER_QUEUE, job.id, {
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
    },
  );
  await boss.work(REMINDER_QUEUE, async () => {
    await handlers.reminders();
  });
  await boss.work(SWEEP_QUEUE, async () => {
    await handlers.sweep();
  });
  await boss.schedule(REMINDER_QUEUE, "0 18 * * *", {}, { tz: BUSINESS_TIME_ZONE });
  await boss.schedule(SWEEP_QUEUE, "*/10 * * * *", {});
  for (const job of handlers.scheduled ?? []) {
    if (!(await boss.getQueue(job.queue)))
      await boss.createQueue(job.queue, { name: job.queue, ...DELIVERY_RETRY });
    await boss.work(job.queue, async () => {
      await job.run();
    });
    await boss.schedule(job.queue, job.cron, {}, { tz: job.tz });
  }
  worker = boss;
  await handlers.sweep();
}

/** Stops the workers, letting a running job finish (up to 5 s). Safe when not started. */
export async function stopQueue(): Promise<void> {
  const boss = worker;
  worker = undefined;
  await boss?.stop({ graceful: true, wait: true, timeout: 5_000 });
}
