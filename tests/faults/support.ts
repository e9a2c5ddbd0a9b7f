/**
 * What the fault scripts share: production servers stopped (and their data directories
 * removed) when the file ends, one booking made and checked, the embedded PostgreSQL's
 * process, a staff role given as an admin gives it, a photo posted as a form posts it, and the
 * photo locations of the shipped nginx site.
 */
import { execFile } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect } from "vitest";
import {
  bookingBody,
  distinctSlots,
  postBooking,
  projectRoot,
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

/**
 * Makes an account an admin with the operator command (`npm run admin -- grant EMAIL`), as
 * `grantAdmin` (scripts/lib/app-server.ts) does, but without blocking this process while the
 * command runs: a blocked test process does not see the server close an idle keep-alive
 * connection (after 5 s), and its next request on that connection fails ("other side closed").
 * @param dataDir the server's DATA_DIR (its embedded database)
 * @throws Error with the command's output when it fails
 */
export function grantAdminWhileListening(dataDir: string, email: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(
      "npx",
      ["tsx", "scripts/admin.ts", "grant", email],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`granting admin failed: ${stderr}${stdout}`)) : resolve(),
    ),
  );
}

/**
 * Gives an account a staff role as an admin does, with the Users list's form (POST /admin,
 * intent `grant-staff-role`), and expects it done.
 * @param origin the server's (or nginx's) origin
 * @param admin the signed-in admin
 * @param userId the account's id
 */
export async function grantStaffRole(
  origin: string,
  admin: Customer,
  userId: string,
  role: "driver" | "technician",
): Promise<void> {
  const response = await fetch(`${origin}/admin`, {
    method: "POST",
    headers: {
      origin,
      cookie: admin.cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "grant-staff-role", userId, role }),
  });
  const page = await response.text();
  expect(response.status, page.slice(0, 300)).toBe(200);
}

/**
 * A photo as a phone's camera input sends it: a JPEG of `width`×`height` noise (noise, so that
 * it keeps its size: a plain colour compresses to almost nothing).
 * @returns the JPEG's bytes
 */
export function noisePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      noise: { type: "gaussian", mean: 128, sigma: 60 },
      background: { r: 0, g: 0, b: 0 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Posts a multipart form with one photo, as the photo forms do (no redirect followed).
 * @param url the form's action
 * @param who the signed-in sender (its cookie), or null for none
 * @param fields the form's other fields (intent first)
 * @param photo the JPEG, sent as the `photo` field
 * @returns the response
 */
export function postPhotoForm(
  url: string,
  who: Pick<Customer, "cookie"> | null,
  fields: Record<string, string>,
  photo: Buffer,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  return fetch(url, {
    method: "POST",
    headers: { origin: new URL(url).origin, ...(who ? { cookie: who.cookie } : {}) },
    body: form,
    redirect: "manual",
  });
}

/**
 * The regex locations of an nginx site that set their own body limit:
 * `location ~ "<pattern>" { client_max_body_size <n>k; … }`.
 * @param conf the text of `deploy/nginx/locations.conf`
 * @returns each location's pattern and limit in bytes, in the file's order
 */
export function bodyLimitLocations(conf: string): Array<{ pattern: string; bytes: number }> {
  return [...conf.matchAll(/^location ~ "([^"]+)" \{\s*client_max_body_size (\d+)k;/gm)].map(
    (m) => ({ pattern: m[1]!, bytes: Number(m[2]) * 1024 }),
  );
}
