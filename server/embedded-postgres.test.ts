import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { userCanReach } from "./embedded-postgres-plan";
import { embeddedPostgresUrls, socketDirectoryFor } from "./embedded-postgres";

// Another user (not the owner of the folders made here, not in their group).
const stranger = { uid: 54_321, gid: 54_321 };
const base = mkdtempSync(path.join(tmpdir(), "reach-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("userCanReach (where the postgres user may run and write, as root)", () => {
  it("refuses a path under a folder only its owner may enter (mode 0700)", () => {
    const privateDir = path.join(base, "private");
    mkdirSync(path.join(privateDir, "data"), { recursive: true });
    chmodSync(privateDir, 0o700);
    expect(userCanReach(path.join(privateDir, "data"), stranger)).toBe(false);
    expect(userCanReach(path.join(privateDir, "data", "postgres"), stranger)).toBe(false);
  });

  it("accepts a path every parent of which others may enter", () => {
    const open = path.join(base, "open", "data");
    mkdirSync(open, { recursive: true });
    chmodSync(base, 0o755);
    chmodSync(path.dirname(open), 0o755);
    chmodSync(open, 0o755);
    expect(userCanReach(open, stranger)).toBe(true);
    // Creating inside needs the right to write the nearest existing folder.
    expect(userCanReach(path.join(open, "postgres"), stranger)).toBe(false);
    chmodSync(open, 0o777);
    expect(userCanReach(path.join(open, "postgres"), stranger)).toBe(true);
  });

  it("lets the owner in by the owner's bits, and root everywhere", () => {
    const mine = path.join(base, "mine");
    mkdirSync(mine, { mode: 0o700 });
    const { uid, gid } = statSync(mine);
    expect(userCanReach(mine, { uid, gid })).toBe(true);
    expect(userCanReach(mine, { uid: 0, gid: 0 })).toBe(true);
  });
});

/** What `pg` (the app's client) connects to for a connection string. */
function parse(url: string) {
  const { host, port, user, password, database } = new pg.Client({ connectionString: url });
  return { host, port, user, password, database };
}

describe("the embedded server's socket and URLs (docs/decisions/0028)", () => {
  it("puts the socket in the server's own folder while its path fits 107 bytes, else none", () => {
    expect(socketDirectoryFor("/var/lib/car-service/postgres", 5432)).toBe(
      "/var/lib/car-service/postgres",
    );
    const deep = `/${"d".repeat(85)}/postgres`; // 95 bytes, 110 with "/.s.PGSQL.54321"
    expect(socketDirectoryFor(deep, 54_321)).toBeUndefined();
    expect(socketDirectoryFor(deep.slice(3), 54_321)).toBe(deep.slice(3)); // 107 bytes
    // A name PostgreSQL's list of folders would split or misread.
    expect(socketDirectoryFor("/srv/a,b/postgres", 5432)).toBeUndefined();
    expect(socketDirectoryFor('/srv/"x"/postgres', 5432)).toBeUndefined();
    expect(socketDirectoryFor("/srv/x /postgres ", 5432)).toBeUndefined();
    expect(socketDirectoryFor("/srv/car service/postgres", 5432)).toBe("/srv/car service/postgres");
  });

  it("gives the app the socket and other processes loopback TCP, to the same database", () => {
    const dir = "/srv/car service/postgres";
    const { url, tcpUrl } = embeddedPostgresUrls("s3cret", 45_678, dir);
    expect(parse(url)).toMatchObject({
      host: dir,
      port: 45_678,
      user: "postgres",
      password: "s3cret",
      database: "postgres",
    });
    expect(parse(tcpUrl)).toMatchObject({ host: "127.0.0.1", port: 45_678, database: "postgres" });
    expect(embeddedPostgresUrls("s3cret", 45_678, undefined).url).toBe(tcpUrl);
  });
});
