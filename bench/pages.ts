/**
 * `npm run bench:pages`: Lighthouse 12 (mobile, its default simulated throttling) on the
 * home page, a brand page, a locality page, /services, and the pages that win a customer
 * (/contact, /booking, /auth), three runs each, printing the median score per category and
 * the median paint and blocking figures against each page's targets (docs/decisions/0004:
 * performance 95 or more, the rest 100; docs/decisions/0011: /booking and /contact performance 98
 * and /booking's LCP at most 1.5 s, /auth performance 100 and, being `noindex`, no SEO target).
 * Starts the production server (building when needed) on a free port with a fresh DATA_DIR,
 * unless BENCH_URL names a running one. Chromium: CHROME_PATH,
 * default /usr/bin/chromium. Exits 1 when a median misses its target. Not a test: the
 * figures depend on the machine; read them, and keep them in the issue's note.
 * The back office is measured signed in as an admin (docs/decisions/0020: each /admin tab, a
 * job card, and the staff screens /staff and /staff/jobs; performance 95 or more, at most
 * 150 KB of JavaScript + CSS gzip and 200 ms of total blocking time), with a booking made
 * first so the job card exists; against BENCH_URL it needs BENCH_DATA_DIR (to make the admin).
 * Each line prints the page's KB of JavaScript + CSS (gzip, as Lighthouse counted them).
 * BENCH_PAGES=/auth,/contact measures only those pages; BENCH_RUNS sets the runs per page.
 * The runs go round by round over the pages; each line gives the range of its performance
 * scores beside the median.
 * /te/booking and /hi/contact are measured beside their English pages, held to the same targets
 * and to at most 150 KB of JavaScript + CSS gzip (docs/decisions/0026).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  bookingBody,
  distinctSlots,
  grantAdmin,
  postBooking,
  projectRoot,
  signUp,
  startAppServer,
} from "../scripts/lib/app-server";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/browser";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Minimum median scores per category (0-100). */
type Targets = Partial<Record<"performance" | "accessibility" | "best-practices" | "seo", number>>;
const PUBLIC: Targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
/** The back office's targets (docs/decisions/0020): performance only, it is `noindex`. */
const BACK_OFFICE: Targets = { performance: 95 };
/** The back office's budgets: JavaScript + CSS gzip bytes and total blocking time. */
const BACK_OFFICE_KB = 150;
const BACK_OFFICE_TBT_MS = 200;
/** The Telugu and Hindi pages' budget of JavaScript + CSS, gzip KB (docs/decisions/0026). */
const TRANSLATED_KB = 150;
/** A job card's path, filled in once the bench's booking is made. */
const JOB_CARD = "/admin/booking/{id}";
/**
 * Each page with its score targets and, where set, its largest-contentful-paint budget in
 * ms; `admin` pages are loaded signed in as an admin and held to the back office's budgets.
 */
const PAGES: Array<{
  path: string;
  targets: Targets;
  lcpMs?: number;
  admin?: boolean;
  kbMax?: number;
}> = [
  { path: "/", targets: PUBLIC },
  { path: "/service/bmw-service", targets: PUBLIC },
  { path: "/service/gachibowli", targets: PUBLIC },
  { path: "/services", targets: PUBLIC },
  { path: "/contact", targets: { ...PUBLIC, performance: 98 } },
  // The Telugu and Hindi home pages and forms (docs/decisions/0026: as light as the English).
  { path: "/te/", targets: { ...PUBLIC, performance: 98 }, kbMax: TRANSLATED_KB },
  { path: "/hi/", targets: { ...PUBLIC, performance: 98 }, kbMax: TRANSLATED_KB },
  { path: "/hi/contact", targets: { ...PUBLIC, performance: 98 }, kbMax: TRANSLATED_KB },
  { path: "/booking", targets: { ...PUBLIC, performance: 98 }, lcpMs: 1500 },
  {
    path: "/te/booking",
    targets: { ...PUBLIC, performance: 98 },
    lcpMs: 1500,
    kbMax: TRANSLATED_KB,
  },
  { path: "/auth", targets: { performance: 100, accessibility: 100, "best-practices": 100 } },
  ...[
    "/admin",
    "/admin?tab=overview",
    "/admin?tab=bookings",
    "/admin?tab=schedule",
    "/admin?tab=seo",
    "/admin?tab=sitemap",
    "/admin?tab=settings",
    "/admin?tab=reviews",
    JOB_CARD,
    "/staff",
    "/staff/jobs",
  ].map((path) => ({ path, targets: BACK_OFFICE, admin: true })),
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface RunResult {
  scores: Record<string, number>;
  metrics: Record<string, number>;
}

/**
 * One Lighthouse run through its command line, tried again once when Lighthouse fails
 * (it sometimes cannot record the page's trace, NO_NAVSTART, and asks to be run again).
 * @returns scores 0-100, metrics in milliseconds
 * @throws when the second try fails too
 */
function lighthouse(url: string, cookie?: string): RunResult {
  const dir = mkdtempSync(path.join(tmpdir(), "car-service-lh-"));
  const out = path.join(dir, "report.json");
  const attempt = () =>
    spawnSync(
      process.execPath,
      [
        path.join(projectRoot, "node_modules/lighthouse/cli/index.js"),
        url,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
  let run = attempt();
  if (run.status !== 0) run = attempt();
  if (run.status !== 0) throw new Error(`lighthouse failed twice on ${url}`);
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    categories: Record<string, { score: number }>;
    audits: Record<
      string,
      {
        numericValue?: number;
        details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
      }
    >;
  };
  rmSync(dir, { recursive: true, force: true });
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]),
  );
  const metrics = Object.fromEntries(
    [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "speed-index",
    ].map((k) => [k, report.audits[k]?.numericValue ?? NaN]),
  );
  metrics["cumulative-layout-shift"] =
    (report.audits["cumulative-layout-shift"]?.numericValue ?? NaN) * 1000;
  // The scripts and stylesheets as sent (compressed), from the network requests.
  metrics["js-css-bytes"] = (report.audits["network-requests"]?.details?.items ?? [])
    .filter((i) => i.resourceType === "Script" || i.resourceType === "Stylesheet")
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return { scores, metrics };
}

const external = process.env.BENCH_URL?.replace(/\/$/, "");
const server = external
  ? { origin: external, stop: async () => {} }
  : await startAppServer({ readyTimeoutMs: 300_000 });
let missed = false;

/**
 * Signs up an admin (the operator command) and books a visit, for the back office's pages.
 * @returns the admin's session cookie and the booking's job card path
 */
async function backOfficeSession(origin: string, dataDir: string) {
  const admin = await signUp(origin, "Bench Advisor");
  grantAdmin(dataDir, admin.email);
  const customer = await signUp(origin, "Bench Customer");
  // The first slot with room (a server measured before may have filled the first ones).
  let status = 0;
  for (const slot of distinctSlots(30)) {
    status = (await postBooking(origin, customer, bookingBody(slot, "bench:pages", customer)))
      .status;
    if (status !== 409) break;
  }
  if (status !== 200) throw new Error(`the bench's booking failed: ${status}`);
  const html = await (
    await fetch(`${origin}/admin?tab=bookings`, { headers: { cookie: admin.cookie } })
  ).text();
  const id = /\/admin\/booking\/([0-9a-f-]{36})/.exec(html)?.[1];
  if (!id) throw new Error("the bench's booking is not on the Bookings tab");
  return { cookie: admin.cookie, jobCard: JOB_CARD.replace("{id}", id) };
}

try {
  console.log(`Lighthouse ${RUNS} runs per page, mobile, ${server.origin}`);
  const only = process.env.BENCH_PAGES?.split(",");
  const pages = PAGES.filter((p) => !only || only.includes(p.path));
  const dataDir = "dataDir" in server ? server.dataDir : process.env.BENCH_DATA_DIR;
  const session =
    pages.some((p) => p.admin) && dataDir ? await backOfficeSession(server.origin, dataDir) : null;
  const measured = pages.filter(({ path: listed, admin }) => {
    if (admin && !session)
      console.log(`${listed.padEnd(22)} skipped: set BENCH_DATA_DIR to measure the back office`);
    return !admin || session;
  });
  // Round by round over the pages, so a spell of load on the host falls on several pages
  // once rather than on one page's every run.
  const runsOf = new Map<string, RunResult[]>(measured.map((p) => [p.path, []]));
  for (let round = 0; round < RUNS; round++) {
    for (const { path: listed, admin } of measured) {
      const page = listed === JOB_CARD && session ? session.jobCard : listed;
      runsOf
        .get(listed)!
        .push(lighthouse(`${server.origin}${page}`, admin ? session?.cookie : undefined));
    }
  }
  for (const { path: listed, targets, lcpMs, admin, kbMax } of measured) {
    const runs = runsOf.get(listed)!;
    const scores = (Object.keys(targets) as Array<keyof Targets>).map((k) => {
      const m = median(runs.map((r) => r.scores[k]!));
      const target = targets[k]!;
      if (m < target) missed = true;
      return `${k} ${m}${m < target ? " (below " + target + ")" : ""}`;
    });
    const perf = runs.map((r) => r.scores.performance!);
    const m = (k: string) => median(runs.map((r) => r.metrics[k]!));
    const lcp = Math.round(m("largest-contentful-paint"));
    if (lcpMs !== undefined && lcp > lcpMs) missed = true;
    const kb = m("js-css-bytes") / 1024;
    const tbt = Math.round(m("total-blocking-time"));
    const kbBudget = admin ? BACK_OFFICE_KB : kbMax;
    const overKb = kbBudget !== undefined && kb > kbBudget;
    const overTbt = admin && tbt > BACK_OFFICE_TBT_MS;
    if (overKb || overTbt) missed = true;
    console.log(
      `${listed.padEnd(22)} ${scores.join(", ")} (runs ${Math.min(...perf)}-${Math.max(...perf)}) | ${kb.toFixed(1)} KB JS+CSS${overKb ? ` (over ${kbBudget})` : ""}, FCP ${Math.round(m("first-contentful-paint"))} ms, LCP ${lcp} ms${lcpMs !== undefined && lcp > lcpMs ? ` (over ${lcpMs})` : ""}, TBT ${tbt} ms${overTbt ? ` (over ${BACK_OFFICE_TBT_MS})` : ""}, CLS ${(m("cumulative-layout-shift") / 1000).toFixed(3)}`,
    );
  }
} finally {
  await server.stop();
  if ("dataDir" in server) rmSync(server.dataDir, { recursive: true, force: true });
}
process.exitCode = missed ? 1 : 0;
