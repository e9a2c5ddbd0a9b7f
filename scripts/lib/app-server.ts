/**
 * Running the production server as a child process, for the fault scripts
 * (tests/faults) and the load benchmark (bench/load.ts): the build is made once when
 * missing, then the compiled server (`build/main.js`) runs with NODE_ENV=production, as
 * `npm start` does after its build check, on a loopback port with its own DATA_DIR. Also the HTTP steps those
 * scripts share: creating an account through the auth API and posting a booking the way
 * the booking form does.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { bookingCarBrands, serviceTypes, timeSlots } from "../../app/catalog/booking-options.ts";
import { freePort } from "./free-port.ts";
import { SERVER_NODE_OPTIONS, serverEnvironment } from "./server-runtime.mjs";

/** The project's folder (package.json, build/, drizzle/), for paths in tests, benches and scripts. */
export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** The newest modification time (ms) of the files under a directory. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the app and the server (`npm run build`) when `build/server/index.js` or
 * `build/main.js` is missing or older than a source file (about 20 s). The SITE_URL baked into prerendered pages does not matter to these
 * scripts: each server gets its own SITE_URL at run time.
 * @throws Error when the build fails
 */
export function ensureBuild(): void {
  const built = ["build/server/index.js", "build/main.js"].map((f) => path.join(projectRoot, f));
  if (built.every((f) => existsSync(f))) {
    const sources = Math.max(
      newestChange(path.join(projectRoot, "app")),
      newestChange(path.join(projectRoot, "server")),
      ...["react-router.config.ts", "vite.config.ts", "package.json"].map(
        (f) => statSync(path.join(projectRoot, f)).mtimeMs,
      ),
    );
    if (sources < Math.min(...built.map((f) => statSync(f).mtimeMs))) return;
  }
  const result = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * A fresh DATA_DIR in the temporary directory (readable by the `postgres` user the
 * embedded server runs as under root).
 */
export function freshDataDir(prefix = "car-service-"): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** A server started by {@link startAppServer}. */
export interface AppServer {
  origin: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the server wrote to stdout and stderr so far (the last 8 MB, or 64 KB with `discardOutput`). */
  output: () => string;
  /** The JSON log lines written so far, parsed (other lines skipped). */
  logs: () => Array<Record<string, unknown>>;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit (SIGKILL after `ms`). */
  stop: (ms?: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Options of {@link startAppServer}. */
export interface StartOptions {
  /** DATA_DIR; default a fresh one; `null` leaves it unset (the server's default, `./data`). */
  dataDir?: string | null;
  /** The checkout to run in (default this one; its build must exist) and the script (default `build/main.js`). */
  cwd?: string;
  script?: string;
  /** The port (default a free one). */
  port?: number;
  /** Run as this user (the caller must be root). */
  user?: { uid: number; gid: number };
  /** Extra environment (DATABASE_URL, AUTH_SECRET, limits, …). */
  env?: Record<string, string>;
  /** Wait until `/healthz` answers (default true); false returns at once (for servers expected to fail). */
  waitUntilReady?: boolean;
  /** How long to wait for `/healthz`, in milliseconds (default 120 s). */
  readyTimeoutMs?: number;
  /** Keep only the last 64 KB of output (a benchmark's request logs are large). */
  discardOutput?: boolean;
  /** Node.js options added to the server's own (e.g. `--cpu-prof`); not with `script`. */
  nodeOptions?: string[];
}

/**
 * Starts the production server on a free loopback port; SITE_URL is that origin.
 * @returns the running server
 * @throws Error with the server's output when it exits before answering `/healthz`
 */
export async function startAppServer(options: StartOptions = {}): Promise<AppServer> {
  if (!options.cwd) ensureBuild();
  const dataDir =
    options.dataDir === null
      ? path.join(options.cwd ?? projectRoot, "data")
      : (options.dataDir ?? freshDataDir());
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...serverEnvironment(process.env),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: origin,
    DATABASE_URL: "",
    ...options.env,
  };
  if (options.dataDir === null) delete env.DATA_DIR;
  // Each server on its own database keeps its own prerendered pages: the figures and reviews
  // they show come from that database (README.md#configuration, PAGES_DIR). Not for a DATA_DIR
  // that is missing or a file: the server is to meet it as it is.
  if (
    !options.cwd &&
    options.dataDir !== null &&
    env.PAGES_DIR === undefined &&
    existsSync(dataDir) &&
    statSync(dataDir).isDirectory()
  ) {
    env.PAGES_DIR = path.join(dataDir, "pages");
    cpSync(path.join(projectRoot, "build/client"), env.PAGES_DIR, {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  const child = spawn(
    process.execPath,
    options.script
      ? [options.script]
      : [...SERVER_NODE_OPTIONS, ...(options.nodeOptions ?? []), "build/main.js"],
    {
      cwd: options.cwd ?? projectRoot,
      env,
      ...options.user,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const limit = options.discardOutput ? 64_000 : 8_000_000;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > limit * 2) output = output.slice(-limit);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: AppServer = {
    origin,
    port,
    dataDir,
    child,
    output: () => output,
    logs: () =>
      output
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .flatMap((l) => {
          try {
            return [JSON.parse(l) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    stop: async (ms = 20_000) => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), ms);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  if (options.waitUntilReady === false) return server;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A signed-up customer: the session cookie and the account's details. */
export interface Customer {
  id: string;
  email: string;
  password: string;
  name: string;
  cookie: string;
}

/**
 * The session cookie(s) of an auth response as one `Cookie` header value (`name=value; …`).
 */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Creates an account through the auth API, as the /auth page does.
 * @param origin the server's origin (also sent as `Origin`, as a browser would)
 * @param account the name (default "Asha Rao"), email and password (default fresh random
 *   ones), or just the name
 * @returns the customer with their session cookie
 * @throws Error with the status and body when sign-up fails
 */
export async function signUp(
  origin: string,
  account: string | Partial<Pick<Customer, "name" | "email" | "password">> = {},
): Promise<Customer> {
  const given = typeof account === "string" ? { name: account } : account;
  const name = given.name ?? "Asha Rao";
  const email = given.email ?? `customer-${crypto.randomUUID()}@example.com`;
  const password = given.password ?? `Vx-${crypto.randomUUID()}`;
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password, name }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email, password, name, cookie: sessionCookie(response) };
}

/**
 * Signs an existing account in through the auth API, as the /auth page does.
 * @returns the session cookie as a `Cookie` header value
 * @throws Error with the status and body when sign-in fails
 */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return sessionCookie(response);
}

/**
 * Makes an account an admin with the operator command (`npm run admin -- grant EMAIL`), as a
 * workshop's operator would.
 * @param dataDir the server's DATA_DIR (its embedded database)
 * @param databaseUrl the server's DATABASE_URL when it uses an external database ("" for none)
 * @throws Error with the command's output when it fails
 */
export function grantAdmin(dataDir: string, email: string, databaseUrl = ""): void {
  const run = spawnSync("npx", ["tsx", "scripts/admin.ts", "grant", email], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`granting admin failed: ${run.stderr}${run.stdout}`);
}

/** The days and slots bookable from tomorrow on: `count` distinct (date, slot) pairs. */
export function distinctSlots(
  count: number,
): Array<{ preferredDate: string; preferredTime: string }> {
  const today = new TZDate(Date.now(), "Asia/Kolkata");
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return Array.from({ length: count }, (_, i) => ({
    preferredDate: format(addDays(start, 1 + Math.floor(i / timeSlots.length)), "yyyy-MM-dd"),
    preferredTime: timeSlots[i % timeSlots.length]!,
  }));
}

/** How many distinct (date, slot) pairs {@link distinctSlots} can give: 90 days of slots. */
export const BOOKABLE_PAIRS = 90 * timeSlots.length;

/**
 * A valid booking form body (the fields of the booking form).
 * @param slot the date and time slot
 * @param marker stored as the special requests, to find the booking afterwards
 */
export function bookingBody(
  slot: { preferredDate: string; preferredTime: string },
  marker: string,
  customer?: Pick<Customer, "name" | "email">,
) {
  return {
    serviceType: serviceTypes[0],
    customerName: customer?.name ?? "Asha Rao",
    customerEmail: customer?.email ?? "asha@example.com",
    customerPhone: "9876543210",
    carBrand: bookingCarBrands[0],
    carModel: "Creta",
    carYear: "2021",
    ...slot,
    address: "Plot 12, Ayyappa Society, Madhapur, Hyderabad 500081",
    specialRequests: marker,
  };
}

/**
 * Posts a booking the way the booking form does (a JSON submission to the route's data
 * endpoint). 200 means the booking was stored.
 * @returns the response
 */
export async function postBooking(
  origin: string,
  customer: Customer,
  body: Record<string, unknown>,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${origin}/booking.data`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie: customer.cookie },
    body: JSON.stringify(body),
    ...init,
  });
}
