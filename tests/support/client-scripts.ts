/**
 * The browser's side of a build: every JavaScript file under `build/client/assets`, which is
 * all any page of the site can send a browser (module preloads and lazy chunks alike).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const assetsDir = path.resolve(import.meta.dirname, "../../build/client/assets");

/**
 * The text of every client script of the current build, joined by newlines.
 * @returns the scripts' source text (empty when the build has none)
 * @throws when the build is missing (the end-to-end global setup builds it first)
 */
export function clientScriptsText(): string {
  return readdirSync(assetsDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(assetsDir, file), "utf8"))
    .join("\n");
}
