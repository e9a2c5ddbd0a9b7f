import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { FEATURES, LAYERS, SERVER_FEATURE_MODULES } from "../../eslint.layers.js";

const eslint = new ESLint();

/** The layer messages ESLint gives for a file with this text at this path. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the layer rules of docs/architecture.md, held by `npm run lint`", () => {
  it("refuses a lib module that imports a feature, by alias or by relative path", async () => {
    const byAlias = await layerErrors(
      "app/lib/planted.ts",
      'import { listBookingsForUser } from "~/features/booking/bookings.server";\nexport const x = listBookingsForUser;\n',
    );
    expect(byAlias.join("\n")).toMatch(/lib may import only catalog, db, lib/);
    const relative = await layerErrors(
      "app/lib/planted.ts",
      'import { queueMessages } from "../features/messages/outbox.server";\nexport const x = queueMessages;\n',
    );
    expect(relative).toHaveLength(1);
  });

  it("lets lib import the catalogue, the schema and itself", async () => {
    const errors = await layerErrors(
      "app/lib/planted.ts",
      'import { bookings } from "~/db/schema";\nimport { defaultBusinessFacts } from "~/catalog/business";\nimport { getDb } from "./db.server";\nexport const x = [bookings, defaultBusinessFacts, getDb];\n',
    );
    expect(errors).toEqual([]);
  });

  it("refuses a feature import the table does not list, and allows one it does", async () => {
    const backwards = await layerErrors(
      "app/features/messages/planted.ts",
      'import { createBooking } from "~/features/booking/booking-create.server";\nexport const x = createBooking;\n',
    );
    expect(backwards.join("\n")).toMatch(/features\/messages may import only these features: none/);
    const allowed = await layerErrors(
      "app/features/booking/planted.ts",
      'import { queueMessages } from "~/features/messages/outbox.server";\nexport const x = queueMessages;\n',
    );
    expect(allowed).toEqual([]);
  });

  it("refuses a component that imports a feature, and a catalogue module that imports React", async () => {
    expect(
      await layerErrors(
        "app/components/site/planted.tsx",
        'import { BookingForm } from "~/features/booking/booking-form";\nexport const x = BookingForm;\n',
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        "app/catalog/planted.ts",
        'import { useState } from "react";\nexport const x = useState;\n',
      ),
    ).toHaveLength(1);
  });

  it("lets server/ import only the features' start-up modules", async () => {
    const startUp = SERVER_FEATURE_MODULES.map(
      (m) => `import * as m${m.length} from "../app/features/${m}.ts";`,
    );
    expect(await layerErrors("server/planted.ts", `${startUp.join("\n")}\nexport {};\n`)).toEqual(
      [],
    );
    expect(
      await layerErrors(
        "server/planted.ts",
        'import { createBooking } from "../app/features/booking/booking-create.server.ts";\nexport const x = createBooking;\n',
      ),
    ).toHaveLength(1);
  });

  it("lists no circle among the features", () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (feature: string, path: string[]): void => {
      if (done.has(feature)) return;
      expect(visiting.has(feature), `circle: ${[...path, feature].join(" → ")}`).toBe(false);
      visiting.add(feature);
      for (const next of FEATURES[feature as keyof typeof FEATURES] ?? [])
        visit(next, [...path, feature]);
      visiting.delete(feature);
      done.add(feature);
    };
    for (const feature of Object.keys(FEATURES)) visit(feature, []);
  });

  it("allows no feature import that no file makes", () => {
    const featuresDir = new URL("../../app/features/", import.meta.url).pathname;
    const used = new Set<string>();
    for (const feature of Object.keys(FEATURES)) {
      const dir = path.join(featuresDir, feature);
      for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        const text = readFileSync(path.join(dir, file), "utf8");
        for (const m of text.matchAll(/from "(?:~\/features\/|(?:\.\.\/)+)([a-z-]+)\//g))
          if (m[1] !== feature && m[1]! in FEATURES) used.add(`${feature} → ${m[1]}`);
      }
    }
    const allowed = Object.entries(FEATURES).flatMap(([feature, uses]) =>
      uses.map((u) => `${feature} → ${u}`),
    );
    expect(allowed.filter((a) => !used.has(a))).toEqual([]);
  });

  it("is the table docs/architecture.md shows", () => {
    const doc = readFileSync(new URL("../../docs/architecture.md", import.meta.url), "utf8");
    const rows = new Map<string, string>();
    for (const line of doc.split("\n")) {
      const cells = line.split("|").map((c) => c.trim());
      if (cells.length > 3 && cells[1]!.startsWith("`")) rows.set(cells[1]!, cells.at(-2)!);
    }
    const names = (cell: string | undefined) =>
      [...(cell ?? "").matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).sort();
    for (const layer of LAYERS)
      expect(names(rows.get(`\`app/${layer.name}/\``)), layer.name).toEqual(
        layer.mayImport.filter((l) => l !== layer.name).sort(),
      );
    for (const [feature, uses] of Object.entries(FEATURES))
      expect(names(rows.get(`\`features/${feature}/\``)), feature).toEqual([...uses].sort());
  });
});
