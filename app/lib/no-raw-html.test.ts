import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// docs/product.md#security: anything people send is rendered as text (React escapes it). The one
// place raw HTML is rendered is a blog post, whose HTML the site renders itself from its
// own Markdown at build time; the other is InlineScript, which writes the source of one of
// the codebase's own functions and JSON arguments with "<" escaped (docs/decisions/0011); the
// third is FragmentElement, which holds HTML React rendered from the app's own shell
// components (docs/decisions/0012); the fourth is the language switch, which writes the
// catalogue's names of the languages as escaped ASCII with character references
// (docs/decisions/0028, "The page kept at one byte a character").
const ALLOWED = new Set([
  "routes/blog.post.tsx",
  "components/ui/inline-script.tsx",
  "components/site/static-fragment.tsx",
  "components/site/language-switch.tsx",
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

it("renders raw HTML nowhere but in the site's own blog posts, inline scripts, shell fragments and language names", () => {
  const app = path.resolve(import.meta.dirname, "..");
  const offenders = sources(app)
    .filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=/.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(app, file))
    .filter((file) => !ALLOWED.has(file));
  expect(offenders).toEqual([]);
});
