/**
 * `npm run bench:profile -- FOLDER [PHASE]`: the top entries of the server's CPU profile for each
 * phase of a `BENCH_PROFILE=FOLDER npm run bench:load` run (README.md#operations). Reads the
 * V8 profile the server wrote at exit (`*.cpuprofile`, `--cpu-prof`) and the phases' stretches
 * (`phases.json`, on the same monotonic clock), and prints per phase: the samples it holds, the
 * busy ones (neither idle nor the program's own bookkeeping), then the functions and the packages
 * with the most self time, as a share of the busy samples and in ms per request. The samples are
 * taken on wall-clock ticks, so on a machine shared with other work the ms include time the
 * process waited for a core: compare the shares, and take CPU time from the bench's own figures.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [folder, only] = process.argv.slice(2);
if (!folder) {
  console.error("usage: npm run bench:profile -- FOLDER [PHASE]");
  process.exit(2);
}
// The newest profile: with BENCH_STATEMENTS=1 the server ran twice (the first only to set up).
const file = readdirSync(folder)
  .filter((f) => f.endsWith(".cpuprofile"))
  .sort(
    (a, b) => statSync(path.join(folder, b)).mtimeMs - statSync(path.join(folder, a)).mtimeMs,
  )[0];
if (!file) throw new Error(`no .cpuprofile in ${folder}`);
const profile = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Profile;
const phases = JSON.parse(readFileSync(path.join(folder, "phases.json"), "utf8")) as Array<{
  name: string;
  startUs: number;
  endUs: number;
  requests: number;
}>;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));

/** Where a frame's code lives: a package, Node's own, the app, or V8's pseudo-frames. */
function packageOf(url: string, name: string): string {
  if (!url) return `(${name.replace(/[()]/g, "") || "native"})`;
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith("node:")) return "node";
  if (url.includes("/build/server/")) return "app (build/server)";
  return path.basename(url);
}

const IDLE = new Set(["(idle)", "(program)"]);

for (const phase of phases) {
  if (only && phase.name !== only) continue;
  const self = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let t = profile.startTime;
  let busy = 0;
  let all = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (t < phase.startUs || t > phase.endUs) continue;
    all++;
    const node = nodes.get(profile.samples[i]!)!;
    const { functionName, url, lineNumber } = node.callFrame;
    if (IDLE.has(functionName)) continue;
    busy++;
    const where = url ? `${path.basename(url)}:${lineNumber + 1}` : "";
    const key = `${functionName || "(anonymous)"} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + 1);
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
  }
  // Sampling interval: the profile's average delta (1 ms by default).
  const intervalMs =
    (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const perRequest = (n: number) => ((n * intervalMs) / phase.requests).toFixed(3);
  console.log(
    `\n== ${phase.name}: ${all} samples, ${busy} busy, ${phase.requests} requests, busy ${perRequest(busy)} ms/request`,
  );
  const top = (map: Map<string, number>, count: number, label: string) => {
    console.log(`  ${label}`);
    for (const [key, n] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(
        `    ${((100 * n) / Math.max(1, busy)).toFixed(1).padStart(5)} %  ${perRequest(n).padStart(7)} ms  ${key}`,
      );
  };
  top(byPackage, 12, "by package (self time, share of busy samples, ms per request)");
  top(self, 20, "by function");
}
