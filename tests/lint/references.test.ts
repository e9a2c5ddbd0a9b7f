/**
 * What the code and docs cite exists (docs/architecture.md, "Layers": cite only what the
 * repository holds): every `docs/product.md#anchor` (and a `#anchor` listed right after one, as in
 * "docs/product.md#pickups, #check-in") names an anchor of docs/product.md, every
 * `docs/decisions/NNNN` and "decision NNNN" a decision record, and every `drizzle/NNNN_name.sql` a
 * migration.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scanned = ["app", "server", "scripts", "tests", "bench", "docs", "drizzle", "deploy"];
const extensions = /\.(ts|tsx|mts|mjs|js|md|sql|conf)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    return statSync(full).isDirectory() ? filesUnder(full) : extensions.test(name) ? [full] : [];
  });
}

const files = [
  ...scanned.flatMap((d) => filesUnder(path.join(root, d))),
  path.join(root, "README.md"),
].filter((f) => f !== path.join(root, "tests/lint/references.test.ts"));

const anchors = new Set(
  [...readFileSync(path.join(root, "docs/product.md"), "utf8").matchAll(/<a id="([^"]+)"/g)].map(
    (m) => m[1]!,
  ),
);
const decisions = new Set(readdirSync(path.join(root, "docs/decisions")).map((f) => f.slice(0, 4)));
const migrations = new Set(readdirSync(path.join(root, "drizzle")));

/** Every citation of one kind in the tree, as [file:line, cited]. */
function citations(pattern: RegExp, pick: (m: RegExpMatchArray) => string[]) {
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) =>
        [...line.matchAll(pattern)].flatMap((m) =>
          pick(m).map((cited) => [`${path.relative(root, file)}:${i + 1}`, cited] as const),
        ),
      ),
  );
}

describe("citations in code and docs", () => {
  it("name anchors that docs/product.md has", () => {
    const cited = citations(/docs\/product\.md#([a-z0-9-]+)((?:,\s*#[a-z0-9-]+)*)/g, (m) => [
      m[1]!,
      ...[...(m[2] ?? "").matchAll(/#([a-z0-9-]+)/g)].map((x) => x[1]!),
    ]);
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(([, anchor]) => !anchors.has(anchor))).toEqual([]);
  });

  it("name decision records that docs/decisions/ holds", () => {
    const cited = [
      ...citations(/docs\/decisions\/(\d{4})/g, (m) => [m[1]!]),
      ...citations(/\b[Dd]ecisions? (\d{4})((?:(?:,| and| or) \d{4})*)/g, (m) => [
        m[1]!,
        ...[...(m[2] ?? "").matchAll(/\d{4}/g)].map((x) => x[0]),
      ]),
    ];
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(([, number]) => !decisions.has(number))).toEqual([]);
  });

  it("name migrations that drizzle/ holds", () => {
    const cited = citations(/drizzle\/(\d{4}_[a-z0-9_]+\.sql)/g, (m) => [m[1]!]);
    expect(cited.filter(([, file]) => !migrations.has(file))).toEqual([]);
  });
});
