import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { userCanReach } from "./embedded-postgres-plan";

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
