/**
 * Unit and integration set-up: any `console.error` fails the test that caused it, unless the
 * test declared it first with {@link expectConsoleError}. An error printed by accident is
 * usually a bug hiding behind a passing assertion (a React warning, a swallowed exception).
 */
import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";
import { format, stripVTControlCharacters } from "node:util";

type Expected = { pattern: RegExp; seen: number };

let expected: Expected[] = [];
let unexpected: string[] = [];
let spy: MockInstance<typeof console.error> | undefined;

/**
 * Declares that the current test logs an error matching `pattern` through `console.error`
 * (at least once; further matching calls are allowed). Call it before the code that logs.
 * The test fails if no matching error was logged by the time it ends.
 */
export function expectConsoleError(pattern: RegExp): void {
  expected.push({ pattern, seen: 0 });
}

beforeEach(() => {
  expected = [];
  unexpected = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const message = stripVTControlCharacters(format(...args));
    const match = expected.find((entry) => entry.pattern.test(message));
    if (match) match.seen += 1;
    else unexpected.push(message);
  });
});

afterEach(() => {
  const missing = expected
    .filter((entry) => entry.seen === 0)
    .map((entry) => String(entry.pattern));
  const errors = unexpected;
  expected = [];
  unexpected = [];
  spy?.mockRestore();
  spy = undefined;
  expect(
    errors,
    "console.error was called (use expectConsoleError if the test expects it)",
  ).toEqual([]);
  expect(missing, "expected console.error calls that did not happen").toEqual([]);
});
