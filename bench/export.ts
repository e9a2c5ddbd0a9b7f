/**
 * `npm run bench:export`: the back office's CSV export of every booking, streamed
 * (docs/decisions/0015). Starts the production server (production build, fresh DATA_DIR with its
 * embedded PostgreSQL, free loopback port), writes BENCH_EXPORT_ROWS bookings (1,000,000 by
 * default) in one generate_series statement (three years, the 18 localities, the 12 services,
 * the five statuses, 1 in 200 for one customer), signs an admin in, then downloads
 * /admin/bookings.csv as a browser would (gzip) and prints the time to the first byte, the total
 * time, the rows received and the server's resident memory growth while the export ran (sampled
 * every 20 ms from /proc, against the server's resident memory just before). Targets: first byte
 * within 1 s, every row, growth under 30 MB; exits 1 when one is missed. Not a test: the
 * figures depend on the machine.
 */
import { startAppServer } from "../scripts/lib/app-server";
import { insertBookings, signUpAdmin } from "./bookings-data";
import { memory } from "./process-stats";

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const FIRST_BYTE_TARGET_MS = 1000;
const GROWTH_TARGET_MB = 30;

/** Resident memory of a process from /proc, in MB. */
const residentMb = (pid: number) => memory(pid).rss;

const server = await startAppServer({ discardOutput: true });
let failed = false;
try {
  const { url, admin } = await signUpAdmin(server, "Export Admin");
  const writing = performance.now();
  await insertBookings(url, ROWS, admin.id);
  console.log(
    `${ROWS.toLocaleString("en-IN")} bookings written with generate_series in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
  );

  // A small export first, so that the first request's module loading is not counted as growth.
  const warm = await fetch(`${server.origin}/admin/bookings.csv?q=Customer%2012`, {
    headers: { cookie: admin.cookie },
  });
  await warm.arrayBuffer();
  await new Promise((r) => setTimeout(r, 1000));

  const pid = server.child.pid!;
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 20);
  const started = performance.now();
  const response = await fetch(`${server.origin}/admin/bookings.csv`, {
    headers: { cookie: admin.cookie, "accept-encoding": "gzip" },
  });
  if (response.status !== 200) throw new Error(`the export answered ${response.status}`);
  const reader = response.body!.getReader();
  let firstByteMs = NaN;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
    for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) lines++;
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, residentMb(pid));
  const rows = lines - 1;
  const growth = peak - before;

  console.log(`CSV export of every booking (${server.origin}, embedded PostgreSQL, gzip):`);
  console.log(
    `  first byte   ${firstByteMs.toFixed(0).padStart(7)} ms   (target ${FIRST_BYTE_TARGET_MS} ms)`,
  );
  console.log(
    `  total        ${(totalMs / 1000).toFixed(1).padStart(7)} s    (${((bytes / 1024 / 1024) * (1000 / totalMs)).toFixed(1)} MB/s, ${Math.round((rows * 1000) / totalMs).toLocaleString("en-IN")} rows/s)`,
  );
  console.log(
    `  rows         ${rows.toLocaleString("en-IN").padStart(9)}   (${(bytes / 1024 / 1024).toFixed(0)} MB of CSV)`,
  );
  console.log(
    `  server RSS   ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most: growth ${growth.toFixed(1)} MB (target < ${GROWTH_TARGET_MB} MB)`,
  );
  if (!(firstByteMs <= FIRST_BYTE_TARGET_MS)) {
    console.error(`FAIL: first byte after ${firstByteMs.toFixed(0)} ms`);
    failed = true;
  }
  if (rows !== ROWS) {
    console.error(`FAIL: ${rows} rows received of ${ROWS}`);
    failed = true;
  }
  if (!(growth < GROWTH_TARGET_MB)) {
    console.error(`FAIL: the server grew by ${growth.toFixed(1)} MB`);
    failed = true;
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
