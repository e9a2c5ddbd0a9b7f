/**
 * `npm run bench:pages`: Lighthouse 12 (mobile, its default simulated throttling) on the
 * home page, a brand page, a locality page, /services and /contact, three runs each,
 * printing the median score per category and the median paint and blocking figures
 * (issue 3 budgets: performance 95 or more; accessibility, best practices and SEO 100).
 * Starts the production server (`scripts/start.mjs`, building when needed) on a free port
 * with a fresh DATA_DIR, unless BENCH_URL names a running one. Chromium: CHROME_PATH,
 * default /usr/bin/chromium. Exits 1 when a median misses its target. Not a test: the
 * figures depend on the machine; read them, and keep them in the note.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../scripts/lib/free-port";

const root = path.resolve(import.meta.dirname, "..");
const PAGES = ["/", "/service/bmw-service", "/service/gachibowli", "/services", "/contact"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS: Record<string, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Starts the production server and resolves with its origin and a stop function. */
async function startServer(): Promise<{ origin: string; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "car-service-bench-"));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SITE_URL: origin },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    if (Date.now() > deadline) throw new Error("the server was not ready within 5 minutes");
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    origin,
    stop: () => {
      server.kill("SIGTERM");
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 3000).unref();
    },
  };
}

interface RunResult {
  scores: Record<string, number>;
  metrics: Record<string, number>;
}

/** One Lighthouse run through its command line; scores 0-100, metrics in milliseconds. */
function lighthouse(url: string): RunResult {
  const dir = mkdtempSync(path.join(tmpdir(), "car-service-lh-"));
  const out = path.join(dir, "report.json");
  const run = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/lighthouse/cli/index.js"), url, "--quiet", "--output=json", `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  rmSync(dir, { recursive: true, force: true });
  const scores = Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
  const metrics = Object.fromEntries(
    ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index"].map((k) => [k, report.audits[k]?.numericValue ?? NaN]),
  );
  metrics["cumulative-layout-shift"] = (report.audits["cumulative-layout-shift"]?.numericValue ?? NaN) * 1000;
  return { scores, metrics };
}

const external = process.env.BENCH_URL?.replace(/\/$/, "");
const server = external ? { origin: external, stop: () => {} } : await startServer();
let missed = false;
try {
  console.log(`Lighthouse ${RUNS} runs per page, mobile, ${server.origin}`);
  for (const page of PAGES) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(`${server.origin}${page}`));
    const scores = Object.keys(TARGETS).map((k) => {
      const m = median(runs.map((r) => r.scores[k]!));
      if (m < TARGETS[k]!) missed = true;
      return `${k} ${m}${m < TARGETS[k]! ? " (below " + TARGETS[k] + ")" : ""}`;
    });
    const m = (k: string) => median(runs.map((r) => r.metrics[k]!));
    console.log(
      `${page.padEnd(22)} ${scores.join(", ")} | FCP ${Math.round(m("first-contentful-paint"))} ms, LCP ${Math.round(m("largest-contentful-paint"))} ms, TBT ${Math.round(m("total-blocking-time"))} ms, CLS ${(m("cumulative-layout-shift") / 1000).toFixed(3)}`,
    );
  }
} finally {
  server.stop();
}
process.exitCode = missed ? 1 : 0;
