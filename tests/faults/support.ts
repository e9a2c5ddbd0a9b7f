/**
 * What the fault scripts share: production servers stopped (and their data directories
 * removed) when the file ends, one booking made and checked, and the embedded PostgreSQL's
 * process.
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect } from "vitest";
import {
  bookingBody,
  distinctSlots,
  postBooking,
  startAppServer,
  type AppServer,
  type Customer,
  type StartOptions,
} from "../../scripts/lib/app-server";

/**
 * Call at the top of a fault file.
 * @returns a `start(options)` like {@link startAppServer} whose servers are stopped, newest
 *   first, after the file's tests, and whose DATA_DIRs are then removed
 */
export function serversStoppedAfterAll(): (options?: StartOptions) => Promise<AppServer> {
  const servers: AppServer[] = [];
  afterAll(async () => {
    for (const server of servers.reverse()) await server.stop();
    for (const dir of new Set(servers.map((s) => s.dataDir)))
      rmSync(dir, { recursive: true, force: true });
  });
  return async (options) => {
    const server = await startAppServer(options);
    servers.push(server);
    return server;
  };
}

/** Whether a process with this id exists (also when it belongs to another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The process id of the embedded PostgreSQL running in a server's DATA_DIR. */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, "postgres/postmaster.pid"), "utf8").split("\n")[0]);
}

/**
 * Books tomorrow's first slot for `customer` on the server at `origin`, as the booking form
 * does, and expects it stored (200).
 * @param marker the booking's special requests, to find it afterwards
 */
export async function bookFirstSlot(
  origin: string,
  customer: Customer,
  marker: string,
): Promise<void> {
  const response = await postBooking(
    origin,
    customer,
    bookingBody(distinctSlots(1)[0]!, marker, customer),
  );
  expect(response.status).toBe(200);
  await response.body?.cancel();
}
