/**
 * Integration tests run against a real PostgreSQL: `TEST_DATABASE_URL` when set, else a
 * fresh embedded PostgreSQL in a temporary directory, removed afterwards. Migrations are
 * applied first, as at server start.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/database";
import { installQueue } from "../../app/features/messages/queue.server";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL || undefined;
  const dataDir = external ? undefined : mkdtempSync(path.join(tmpdir(), "car-service-it-"));
  // The embedded server runs as the postgres user when started as root: it must reach the directory.
  if (dataDir) chmodSync(dataDir, 0o755);
  const db = await openDatabase(external, dataDir ?? "unused");
  // The job queue's tables, as the server installs them at start (messages are queued with
  // the changes that cause them).
  await installQueue(db.url);
  project.provide("databaseUrl", db.url);
  return async () => {
    await db.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
