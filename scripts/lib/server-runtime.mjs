/**
 * How the compiled server (`build/main.js`) is run in production, in one place for
 * `npm start` (scripts/start.mjs), the fault scripts and the load benchmark
 * (scripts/lib/app-server.ts) (docs/decisions/0008):
 *
 * - `--max-semi-space-size=4`: V8's young generation holds at most 4 MB per semi-space
 *   instead of 16 (about 10 MB less resident when idle). 1 MB saved a few MB more, but a
 *   signed-in page (My Bookings) allocates several MB, so the young generation was
 *   collected about four times per page and garbage collection took a third of the
 *   server's time under load; with 4 MB it takes about a sixth;
 * - `--max-old-space-size=192`: V8 lets the old generation grow to what it expects to need,
 *   which under load was 250 MB of mostly garbage (peak resident 340 MB); with a 192 MB
 *   limit it collects sooner instead. The live heap of a busy server is about 60-90 MB
 *   (measured with `npm run bench:load`), so the limit leaves room;
 * - `MALLOC_ARENA_MAX=2`: glibc keeps two memory arenas instead of one per thread, which
 *   stops freed native memory (compression, TLS, parsing) from staying resident.
 */

/** Node.js options for the server process. */
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=4", "--max-old-space-size=192"];

/**
 * The server process's environment: the given one, in production mode, with the memory
 * settings above unless the operator set them.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnvironment(env) {
  return { ...env, NODE_ENV: "production", MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || "2" };
}
