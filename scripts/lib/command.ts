/**
 * The frame of an operator command (`npm run db:backup`, `db:restore`, `demo`, `admin`): the
 * database it works on, and how it ends (its exit code, or one line on stderr for an error).
 */
import { EnvError, getEnv, type Env } from "../../app/lib/env.server.ts";
import { openDatabaseForCommand } from "../../server/database.ts";
import type { RunningDatabase } from "../../server/running-database.ts";
import { installQueue } from "../../app/features/messages/queue.server.ts";

/**
 * Runs `work` on the database the environment names: DATABASE_URL when set, else the
 * embedded database in DATA_DIR (started for the command when the app is not running), and
 * stops what was started afterwards.
 * @param options `installQueue`: install the job queue's tables first (idempotent), for a
 *   command that queues messages: on a database the server has not started on yet they do
 *   not exist, and a message queued then would fail with the change that caused it
 * @returns what `work` returns
 * @throws EnvError when the environment is invalid; whatever `work` throws
 */
export async function withCommandDatabase<T>(
  work: (database: RunningDatabase, env: Env) => Promise<T>,
  options: { installQueue?: boolean } = {},
): Promise<T> {
  const env = getEnv();
  const database = await openDatabaseForCommand(env.DATABASE_URL, env.DATA_DIR);
  try {
    if (options.installQueue) await installQueue(database.url);
    return await work(database, env);
  } finally {
    await database.stop();
  }
}

/**
 * Runs a command's `main` and sets the process's exit code to what it returns; an error
 * prints one line (an invalid environment's own message, anything else after `prefix`,
 * e.g. "db:backup failed: ") and exits 1.
 */
export async function runCommand(prefix: string, main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(
      error instanceof EnvError
        ? error.message
        : `${prefix}${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  }
}
