/**
 * End-to-end setup: starts the production server (`npm start`'s script, which builds the
 * app for this SITE_URL) on a free loopback port with a fresh DATA_DIR (so an embedded PostgreSQL is created
 * from nothing, as on a fresh install), and stops it with SIGTERM afterwards.
 * `TEST_DATABASE_URL`, when set, is used instead of the embedded database.
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/lib/free-port";
import { serveMailbox, startMailSink } from "../support/mail-sink";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The admin setup code the server printed at start ("" when it printed none). */
    adminSetupCode: string;
    /** Where the in-process SMTP server's mails can be read as JSON (tests/support/mail-sink.ts). */
    mailboxURL: string;
    /** The server's DATA_DIR (for operator commands such as `npm run admin`). */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  const dataDir = mkdtempSync(path.join(tmpdir(), "car-service-e2e-"));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  // A real SMTP server in this process receives every email the site sends
  // (docs/product.md#lifecycle-messages).
  const sink = await startMailSink();
  const mailbox = await serveMailbox(sink);
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      // Every browser in the run signs in from 127.0.0.1; the per-IP limit itself is
      // tested in app/lib/auth.int.test.ts.
      AUTH_RATE_LIMIT: "1000",
      // Likewise every booking comes from 127.0.0.1; the per-IP daily limit is tested in
      // app/features/booking/booking-limits.int.test.ts.
      BOOKING_IP_DAILY_LIMIT: "1000",
      SMTP_URL: sink.url,
      STAFF_EMAIL: "workshop-desk@example.com",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (d) => (output += d));
  server.stderr.on("data", (d) => (output += d));

  // The server builds first for this SITE_URL: minutes on a busy machine.
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide("baseURL", baseURL);
  project.provide("mailboxURL", mailbox.url);
  project.provide("dataDir", dataDir);
  // A fresh install has no admin: the server prints a setup code once, as an operator would see it.
  project.provide(
    "adminSetupCode",
    /Admin setup code: ([A-Z0-9][A-Z0-9-]*[A-Z0-9])/.exec(output)?.[1] ?? "",
  );

  return async () => {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
    if (server.exitCode === null) server.kill("SIGKILL");
    await mailbox.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
