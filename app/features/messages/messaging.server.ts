/**
 * Starts and stops the message delivery of a running server (docs/product.md#lifecycle-messages):
 * the queue's workers, the daily reminders and the outbox sweep, and the one start-up line saying
 * when email is not configured.
 */
import { deliverMessage, mailConfigurationNotice } from "./outbox-delivery.server";
import { queueReminders, sweepOutbox } from "./outbox-sweeps.server";
import { startQueue, stopQueue, type ScheduledJob } from "./queue.server";

/**
 * Starts delivering messages.
 * @param databaseUrl the PostgreSQL URL
 * @param notice where the "email is not configured" line goes (once)
 * @param onError where background queue errors go
 * @param scheduled other features' daily jobs to run through the queue (the garage's
 *   service-due reminders, docs/decisions/0014)
 * @throws when pg-boss cannot install or start (the server exits)
 */
export async function startMessaging(
  databaseUrl: string,
  notice: (line: string) => void,
  onError: (error: Error) => void,
  scheduled: readonly ScheduledJob[] = [],
): Promise<void> {
  const line = mailConfigurationNotice();
  if (line) notice(line);
  await startQueue(
    databaseUrl,
    {
      deliver: async (messageId, final) => {
        await deliverMessage(messageId, final);
      },
      reminders: () => queueReminders(new Date()),
      sweep: () => sweepOutbox(),
      scheduled,
    },
    onError,
  );
}

/** Stops delivering (a job in flight finishes first). */
export async function stopMessaging(): Promise<void> {
  await stopQueue();
}
