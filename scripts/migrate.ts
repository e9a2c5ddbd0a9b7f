/**
 * `npm run db:migrate`: applies the migrations in drizzle/ to DATABASE_URL, or to the
 * embedded database in DATA_DIR, and installs the job queue's tables. The server also does
 * this at every start.
 */
import { getEnv } from "../app/lib/env.server.ts";
import { openDatabaseForCommand, runMigrations } from "../server/database.ts";
import { installQueue } from "../app/features/messages/queue.server.ts";

const env = getEnv();
const database = await openDatabaseForCommand(env.DATABASE_URL, env.DATA_DIR);
await runMigrations(database.url);
// The job queue's tables (pg-boss), which messages are queued into (docs/decisions/0009).
await installQueue(database.url);
await database.stop();
console.log("Migrations applied.");
