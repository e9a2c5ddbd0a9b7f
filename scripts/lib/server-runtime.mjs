/**
 * How the compiled server (`build/main.js`) is run in production, in one place for
 * `npm start` (scripts/start.mjs), the fault scripts and the load benchmark
 * (scripts/lib/app-server.ts) (issue 11 "Lean"; docs/decisions/0008):
 *
 * - `--max-semi-space-size=1`: V8's young generation holds at most 1 MB per semi-space
 *   instead of 16: short-lived request garbage is collected sooner (about 15 MB less
 *   resident when idle);
 * - `--max-old-space-size=192`: V8 lets the old generation grow to what it expects to need,
 *   which under load was 250 MB of mostly garbage (peak resident 340 MB); with a 192 MB
 *   limit it collects sooner instead. The live heap of a busy server is about 60-90 MB
 *   (measured with `npm run bench:load`), so the limit leaves room;
 * - `MALLOC_ARENA_MAX=2`: glibc keeps two memory arenas instead of one per thread, which
 *   stops freed native memory (compression, TLS, parsing) from staying resident.
 */

/** Node.js options for the server process. */
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=1", "--max-old-space-size=192"];

/**
 * The server process's environment: the given one, in production mode, with the memory
 * settings above unless the operator set them.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnvironment(env) {
  return { ...env, NODE_ENV: "production", MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || "2" };
}
