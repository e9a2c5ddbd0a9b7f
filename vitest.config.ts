import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * Three projects, run by `npm test`:
 * - unit: pure functions and catalogue data, beside the code (`*.test.ts`);
 * - integration: server modules against a real PostgreSQL (`*.int.test.ts`);
 * - e2e: Chromium through the production build (`tests/e2e/*.e2e.ts`);
 * - faults: the production server as a process, under faults (database away at start or
 *   mid-request, SIGTERM, kill -9, two instances on one database) (`tests/faults/*.fault.ts`).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "server/**/*.test.ts",
            "tests/lint/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          setupFiles: ["tests/support/console-error.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["app/**/*.int.test.ts", "server/**/*.int.test.ts", "scripts/**/*.int.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/support/console-error.ts", "tests/integration/setup.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 240_000,
          // A page or a mail can take seconds on a loaded machine: wait as a person would.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "faults",
          include: ["tests/faults/**/*.fault.ts"],
          globalSetup: ["tests/faults/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
