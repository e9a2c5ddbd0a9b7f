/**
 * The production (and development) server: parses the environment, opens the database
 * (embedded unless `DATABASE_URL` is set; bounded retries, then one clear line and exit
 * code 1), applies migrations, sets the run-time settings once (`startSettings`: the
 * database URL, auth secret and setup code in force), then serves the app (server/app.ts)
 * on `HOST:PORT`.
 * Logs are JSON lines on stdout (server/logger.ts).
 *
 * SIGINT/SIGTERM: readiness turns 503, the server stops accepting connections, requests
 * in flight are answered (up to {@link DRAIN_TIMEOUT_MS}), then the embedded PostgreSQL
 * is stopped and the process exits 0 (README.md#operations).
 */
import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatPhone, telHref } from "../app/catalog/business.ts";
import {
  EnvError,
  getBusinessFacts,
  getEnv,
  startSettings,
  type Env,
} from "../app/lib/env.server.ts";
import { SERVER_OPTIONS, createApp } from "./app.ts";
import { resolveAuthSecret } from "./auth-secret.ts";
import { openDatabase, startFailureReason } from "./database.ts";
import type { RunningDatabase } from "./running-database.ts";
import { createLogger, routeConsoleToLogger } from "./logger.ts";
import { prepareAdminSetupCode, setupCodeNotice } from "../app/features/admin/setup-code.server.ts";
import { startMessaging, stopMessaging } from "../app/features/messages/messaging.server.ts";
import {
  dueItemsRefreshJob,
  serviceReminderJob,
} from "../app/features/cars/service-reminders.server.ts";
import { pagesShowingReviews } from "../app/features/reviews/site-reviews.server.ts";
import { watchSiteFigures } from "../app/features/figures/site-figures.server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** How long shutdown waits for requests in flight before closing their connections, in milliseconds. */
export const DRAIN_TIMEOUT_MS = 10_000;

async function main() {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      createLogger().fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: env.LOG_LEVEL });
  routeConsoleToLogger(logger);
  const production = env.NODE_ENV === "production";

  // A stop signal while the database is starting: let it finish starting, then stop it.
  let stopRequested: string | undefined;
  const early = (signal: string) => () => (stopRequested = signal);
  const earlyHandlers = { SIGINT: early("SIGINT"), SIGTERM: early("SIGTERM") };
  process.on("SIGINT", earlyHandlers.SIGINT);
  process.on("SIGTERM", earlyHandlers.SIGTERM);

  let database: RunningDatabase;
  let authSecret: string;
  try {
    authSecret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
    database = await openDatabase(env.DATABASE_URL, env.DATA_DIR, {
      notice: (line) => logger.warn(line),
      restartOnCrash: true,
    });
  } catch (error) {
    logger.fatal(`${startFailureReason(error, env.DATA_DIR)}. Exiting.`);
    process.exit(1);
  }
  if (stopRequested) {
    logger.info(`${stopRequested} received while starting: stopping`);
    await database.stop().catch(() => {});
    process.exit(0);
  }

  // While no admin exists (and no ADMIN_SETUP_CODE is set), /admin-setup needs a code that
  // only the operator sees: made now, printed once (docs/product.md#route-admin-setup).
  const setupCode = await prepareAdminSetupCode(database.url, env);
  if (setupCode) console.log(setupCodeNotice(setupCode));
  startSettings({
    DATABASE_URL: database.url,
    AUTH_SECRET: authSecret,
    generatedSetupCode: setupCode ?? undefined,
  });

  // docs/product.md#lifecycle-messages: the job queue delivering the outbox, on the same
  // PostgreSQL; it also runs the daily service-due reminders (docs/decisions/0014) and keeps the
  // cars' due items current (docs/decisions/0018).
  try {
    await startMessaging(
      database.url,
      (line) => logger.warn(line),
      (error) => logger.error({ err: error }, "Job queue error"),
      [serviceReminderJob, dueItemsRefreshJob],
    );
  } catch (error) {
    logger.fatal(
      `The job queue could not start: ${error instanceof Error ? error.message : String(error)}. Exiting.`,
    );
    await database.stop().catch(() => {});
    process.exit(1);
  }

  let shuttingDown = false;
  const business = getBusinessFacts();
  const app = await createApp({
    production,
    root,
    pagesDir: env.PAGES_DIR,
    siteUrl: env.SITE_URL,
    trustProxy: env.TRUST_PROXY,
    logger,
    databaseUrl: database.url,
    isShuttingDown: () => shuttingDown,
    contact: {
      phone: formatPhone(business.phone),
      tel: telHref(business.phone),
      businessName: business.name,
    },
    // docs/decisions/0017: the prerendered pages that published reviews change.
    pagesAtStart: pagesShowingReviews,
    // docs/decisions/0024: the pages that show the figures follow the records within a minute.
    watchPages: (refresh) => void watchSiteFigures(refresh),
    bodyBudgetBytes: env.REQUEST_BODY_BUDGET_MB * 1024 * 1024,
  });

  const server: Server = createServer(SERVER_OPTIONS, app).listen(env.PORT, env.HOST, () => {
    const shown = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`;
    logger.info(
      { url: shown, database: database.embedded ? "embedded" : "external", pid: process.pid },
      `Serving on ${shown}${database.description ? ` (${database.description})` : ""}`,
    );
  });
  server.on("error", (error) => {
    logger.fatal(
      { err: error },
      `Cannot listen on ${env.HOST}:${env.PORT}: ${error.message}. Exiting.`,
    );
    void database.stop().finally(() => process.exit(1));
  });

  const finish = async (code: number) => {
    await stopMessaging().catch((error: unknown) =>
      logger.error({ err: error }, "The job queue did not stop cleanly"),
    );
    await database
      .stop()
      .catch((error: unknown) =>
        logger.error({ err: error }, "The embedded PostgreSQL did not stop cleanly"),
      );
    logger.info(database.embedded ? "Stopped (embedded PostgreSQL stopped)" : "Stopped");
    process.exit(code);
  };
  const stop = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(`${signal} received: answering the requests in flight, then stopping`);
    server.close(() => void finish(0));
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn(
        `Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s: closing their connections`,
      );
      server.closeAllConnections();
      void finish(1);
    }, DRAIN_TIMEOUT_MS).unref();
  };
  process.removeListener("SIGINT", earlyHandlers.SIGINT);
  process.removeListener("SIGTERM", earlyHandlers.SIGTERM);
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  if (stopRequested) stop(stopRequested);
  // A stray rejection (a library's background task) is logged; the server keeps serving.
  process.on("unhandledRejection", (reason) =>
    logger.error({ err: reason }, "Unhandled promise rejection"),
  );
  // An uncaught exception still ends the process (its state is unknown); the reason is logged first.
  process.on("uncaughtExceptionMonitor", (error) =>
    logger.fatal({ err: error }, `Uncaught exception, exiting: ${error.message}`),
  );
}

if (!existsSync(path.join(root, "package.json"))) throw new Error("run from the project");
await main();
