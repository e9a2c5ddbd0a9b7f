/**
 * Where the embedded PostgreSQL of a DATA_DIR lives and who runs it
 * (docs/decisions/0008-production-runtime.md):
 *
 * - as an ordinary user, the server runs as that user, from `node_modules`, on
 *   `DATA_DIR/postgres`;
 * - as root, PostgreSQL (which refuses to run as root) runs as the system user `postgres`
 *   (created when missing). When that user cannot reach the binaries or `DATA_DIR` (a
 *   checkout in `/root`, a `mktemp -d` directory: mode 0700), the binaries are copied to
 *   `/var/lib/madhapur-car-service/postgresql-<version>` and the cluster lives in
 *   `/var/lib/madhapur-car-service/postgres-<hash of DATA_DIR's real path>`: the same
 *   DATA_DIR always finds the same cluster.
 *
 * Every failure rejects with an {@link EmbeddedPostgresError} whose message names the cause
 * and the fix in one line. Running the planned server is `embedded-postgres.ts`.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";

/** Where, as root, the binaries and the clusters the `postgres` user could not reach are kept. */
const SYSTEM_STATE_DIR = "/var/lib/madhapur-car-service";

/** The system user PostgreSQL runs as when the app runs as root. */
const POSTGRES_SYSTEM_USER = "postgres";

/** A start-up failure of the embedded PostgreSQL; the message is one line: cause, then fix. */
export class EmbeddedPostgresError extends Error {}

/** A user processes run as: ids and name. */
interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

/** Where an embedded cluster lives and how its server is run. */
export interface EmbeddedPostgresPlan {
  /** The cluster directory (`PGDATA`). */
  databaseDir: string;
  /** The folder holding `bin/initdb` and `bin/postgres`. */
  binDir: string;
  /** The user PostgreSQL runs as; undefined: the current user. */
  runAs?: SystemUser;
  /** One line for the start log: where the data lives and who runs it. */
  description: string;
}

/** The error's errno code, else its message: the cause named in a one-line failure. */
export function errorCode(error: unknown): string {
  return (
    (error as NodeJS.ErrnoException)?.code ??
    (error instanceof Error ? error.message : String(error))
  );
}

/** The platform package's `native` folder (bin, lib, share). */
async function packagedNativeDir(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const binaries = (await import(name)) as { postgres: string };
    return path.dirname(path.dirname(binaries.postgres));
  } catch {
    throw new EmbeddedPostgresError(
      `the PostgreSQL binaries for ${process.platform}-${process.arch} (package ${name}) are not installed: run npm install on this machine, or set DATABASE_URL to use another PostgreSQL`,
    );
  }
}

/**
 * Whether a user may reach (search every ancestor of) a path, and, with `write`, create
 * entries in it. Reads the permission bits only (no ACLs); root may do everything.
 * @param target an absolute path; its missing tail counts as creatable by whoever may write the nearest existing folder
 */
export function userCanReach(
  target: string,
  user: { uid: number; gid: number },
  write = false,
): boolean {
  if (user.uid === 0) return true;
  const allows = (mode: number, uid: number, gid: number, bit: number) =>
    uid === user.uid
      ? (mode & (bit << 6)) !== 0
      : gid === user.gid
        ? (mode & (bit << 3)) !== 0
        : (mode & bit) !== 0;
  let current = path.resolve(target);
  const missing: string[] = [];
  while (!existsSync(current)) {
    missing.push(current);
    current = path.dirname(current);
  }
  const needWrite = write || missing.length > 0;
  for (let dir = current, first = true; ; first = false) {
    const stat = statSync(dir);
    if (stat.isDirectory() && !allows(stat.mode, stat.uid, stat.gid, 1)) return false;
    if (first && needWrite && !allows(stat.mode, stat.uid, stat.gid, 2)) return false;
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/** The system user `postgres`, created (system account, no shell, no home) when missing. */
function postgresSystemUser(): SystemUser {
  const lookup = (): SystemUser | undefined => {
    try {
      const uid = Number(
        execFileSync("id", ["-u", POSTGRES_SYSTEM_USER], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        }).trim(),
      );
      const gid = Number(
        execFileSync("id", ["-g", POSTGRES_SYSTEM_USER], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        }).trim(),
      );
      return { name: POSTGRES_SYSTEM_USER, uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    const groupExists = (() => {
      try {
        execFileSync("getent", ["group", POSTGRES_SYSTEM_USER], { stdio: "ignore" });
        return true;
      } catch {
        return false;
      }
    })();
    if (!groupExists)
      execFileSync("groupadd", ["--system", POSTGRES_SYSTEM_USER], { stdio: "ignore" });
    execFileSync(
      "useradd",
      [
        "--system",
        "-g",
        POSTGRES_SYSTEM_USER,
        "-M",
        "-d",
        "/nonexistent",
        "-s",
        "/usr/sbin/nologin",
        POSTGRES_SYSTEM_USER,
      ],
      { stdio: "ignore" },
    );
  } catch (error) {
    throw new EmbeddedPostgresError(
      `running as root, the embedded PostgreSQL needs the system user '${POSTGRES_SYSTEM_USER}', which could not be created (${errorCode(error)}): create it (useradd --system ${POSTGRES_SYSTEM_USER}), run the site as an ordinary user, or set DATABASE_URL`,
    );
  }
  const created = lookup();
  if (!created)
    throw new EmbeddedPostgresError(
      `the system user '${POSTGRES_SYSTEM_USER}' was created but cannot be found: check /etc/passwd, or set DATABASE_URL`,
    );
  return created;
}

/** Copies the binaries where the system user can run them (once per version); returns that folder. */
function reachableBinaries(nativeDir: string, user: SystemUser): string {
  if (userCanReach(path.join(nativeDir, "bin", "postgres"), user)) return nativeDir;
  let version = "unknown";
  try {
    version = (
      JSON.parse(readFileSync(path.join(nativeDir, "..", "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  } catch {
    // an unversioned copy is still a working copy
  }
  const target = path.join(SYSTEM_STATE_DIR, `postgresql-${version}`);
  if (existsSync(path.join(target, "bin", "postgres"))) return target;
  try {
    ensureSystemStateDir();
    const partial = `${target}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    renameSync(partial, target);
  } catch (error) {
    if (existsSync(path.join(target, "bin", "postgres"))) return target; // another process copied them first
    throw new EmbeddedPostgresError(
      `the system user '${user.name}' cannot reach the PostgreSQL binaries in ${nativeDir} and copying them to ${target} failed (${errorCode(error)}): free space in ${SYSTEM_STATE_DIR}, or set DATABASE_URL`,
    );
  }
  return target;
}

/**
 * Decides where the embedded cluster of a DATA_DIR lives and who runs it (see the module
 * comment), creating DATA_DIR when missing.
 * @param dataDir DATA_DIR, relative to the working directory or absolute
 * @returns the plan; nothing is started
 * @throws EmbeddedPostgresError when DATA_DIR cannot be made, or, as root, when a cluster
 *   already in `DATA_DIR/postgres` cannot be reached by the `postgres` user
 */
export async function planEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgresPlan> {
  const absolute = path.resolve(dataDir);
  try {
    mkdirSync(absolute, { recursive: true });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `cannot create DATA_DIR ${absolute} (${errorCode(error)}): set DATA_DIR to a folder this user may write, or fix the permissions of its parent`,
    );
  }
  const nativeDir = await packagedNativeDir();
  const inDataDir = path.join(absolute, "postgres");
  if (process.getuid?.() !== 0) {
    return {
      databaseDir: inDataDir,
      binDir: nativeDir,
      description: `embedded PostgreSQL in ${inDataDir}`,
    };
  }
  const user = postgresSystemUser();
  const binDir = reachableBinaries(nativeDir, user);
  const by = `run by the system user '${user.name}'`;
  if (userCanReach(absolute, user))
    return {
      databaseDir: inDataDir,
      binDir,
      runAs: user,
      description: `embedded PostgreSQL in ${inDataDir}, ${by}`,
    };
  if (existsSync(path.join(inDataDir, "PG_VERSION"))) {
    throw new EmbeddedPostgresError(
      `the embedded PostgreSQL's files in ${inDataDir} cannot be reached by the system user '${user.name}' (a parent folder is private): let others enter its parents (chmod o+x) or move the folder ${inDataDir} to ${clusterOutsideDataDir(absolute)}`,
    );
  }
  const databaseDir = clusterOutsideDataDir(absolute);
  try {
    ensureSystemStateDir();
  } catch (error) {
    throw new EmbeddedPostgresError(
      `cannot create ${SYSTEM_STATE_DIR} for the embedded PostgreSQL (${errorCode(error)}): make it writable for root, or set DATABASE_URL`,
    );
  }
  return {
    databaseDir,
    binDir,
    runAs: user,
    description: `embedded PostgreSQL in ${databaseDir}, ${by}, who cannot enter DATA_DIR ${absolute}`,
  };
}

/** Creates {@link SYSTEM_STATE_DIR} (root's, mode 0755: the `postgres` user may enter it). */
function ensureSystemStateDir(): void {
  mkdirSync(SYSTEM_STATE_DIR, { recursive: true });
  chmodSync(SYSTEM_STATE_DIR, 0o755);
}

/** As root: the cluster directory for a DATA_DIR the `postgres` user cannot reach. */
function clusterOutsideDataDir(absoluteDataDir: string): string {
  const real = realpathSync(absoluteDataDir);
  return path.join(
    SYSTEM_STATE_DIR,
    `postgres-${createHash("sha256").update(real).digest("hex").slice(0, 12)}`,
  );
}
