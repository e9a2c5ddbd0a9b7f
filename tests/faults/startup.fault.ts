/**
 * Fault: the database is unreachable when the server starts (README.md#operations). The
 * server retries a bounded number of times, then exits non-zero with one clear line that
 * names the server (never its password) and the reason.
 */
import { describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { startAppServer } from "../../scripts/lib/app-server";

describe("database unreachable at start", () => {
  it("retries 10 times, then exits with code 1 and one clear line, within 30 seconds", async () => {
    const closedPort = await freePort(); // nothing listens there
    const started = Date.now();
    const server = await startAppServer({
      env: { DATABASE_URL: `postgres://carservice:Db-Pa55word@127.0.0.1:${closedPort}/carservice` },
      waitUntilReady: false,
    });
    const timer = setTimeout(() => server.child.kill("SIGKILL"), 60_000);
    const { code } = await server.exited;
    clearTimeout(timer);
    const seconds = (Date.now() - started) / 1000;

    expect(code).toBe(1);
    expect(seconds).toBeLessThan(30);
    const logs = server.logs();
    const retries = logs.filter((l) => String(l.msg).startsWith("Database not answering"));
    expect(retries.map((l) => l.msg)).toEqual(
      Array.from({ length: 9 }, (_, i) =>
        expect.stringMatching(
          new RegExp(`^Database not answering \\(attempt ${i + 1} of 10\\): .*ECONNREFUSED`),
        ),
      ),
    );
    const last = logs.at(-1)!;
    expect(last.level).toBe("fatal");
    expect(last.msg).toMatch(
      new RegExp(
        `^Database unreachable at postgres://carservice@127\\.0\\.0\\.1:${closedPort}/carservice after 10 attempts in \\d+ s: .*ECONNREFUSED.*\\. Exiting\\.$`,
      ),
    );
    expect(server.output()).not.toContain("Db-Pa55word");
    // Nothing but JSON lines: no stack trace dumped after the exit line.
    expect(
      server
        .output()
        .trim()
        .split("\n")
        .every((l) => l.startsWith("{")),
    ).toBe(true);
    console.info(
      `unreachable database: exit code ${code} after ${seconds.toFixed(1)} s and ${retries.length + 1} attempts`,
    );
  });
});
