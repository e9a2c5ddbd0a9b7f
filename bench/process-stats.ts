/**
 * What the benchmarks read of their processes from /proc and Node (bench/load.ts,
 * bench/export.ts): resident memory, and CPU time spent by the server, its embedded PostgreSQL
 * and the load generator. Linux only; a process that has gone reads as NaN.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Resident memory of a process from /proc, in MB: current (VmRSS) and peak (VmHWM). */
export function memory(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/** A process's state fields from /proc (after its name), or undefined once it has gone. */
function statFields(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  } catch {
    return undefined;
  }
}

/** CPU time the process has used (user + system), in ms, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : NaN;
}

/** The CPU time last read of each PostgreSQL process, by pid: a backend that ends keeps its share. */
const postgresSeen = new Map<number, number>();

/**
 * CPU time the embedded PostgreSQL has used, in ms: its postmaster and every process it
 * started (the connections' backends, the writers), read from /proc. A process that has ended
 * since (a pool closing an idle connection) counts with what it had used when last read, so the
 * figure never goes back; read it often (the phases do, every 200 ms) to lose little.
 */
export function postgresCpuMs(dataDir: string): number {
  let postmaster: number;
  try {
    postmaster = Number(
      readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
    );
  } catch {
    return NaN;
  }
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const fields = statFields(pid);
    if (fields && (pid === postmaster || Number(fields[1]) === postmaster))
      postgresSeen.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  let total = 0;
  for (const ms of postgresSeen.values()) total += ms;
  return total;
}

/** CPU time this process (the load generator) has used, in ms. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
