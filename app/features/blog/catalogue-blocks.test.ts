import { describe, expect, it } from "vitest";
import { HEALTH_FINDINGS, healthPoints } from "~/catalog/health-check";
import { BlogPostError, fillCatalogueBlocks, parseBlogPost } from "./parse-post.server";
import { getPost } from "./posts.server";

describe("catalogue blocks in posts (docs/product.md#health-check)", () => {
  it("the health-check post lists the catalogue's 25 points, numbered in order, and its three findings", () => {
    const post = getPost("what-our-25-point-health-check-covers")!;
    const items = [...post.html.matchAll(/<li><strong>([^<]+)<\/strong>/g)].map((m) => m[1]);
    const labels = healthPoints.map((p) => p.label.replace(/'/g, "&#39;"));
    expect(items.slice(0, 25)).toEqual(labels);
    expect(items.slice(25, 28)).toEqual(Object.values(HEALTH_FINDINGS).map((f) => f.label));
    expect(post.html).toContain('<ol start="8">');
    expect(post.html).toContain('<h2 id="under-the-hood">Under the hood</h2>');
    expect(post.html).not.toContain("{{");
  });

  it("refuses a block the catalogue does not have, naming it", () => {
    expect(fillCatalogueBlocks("Text\n\n{{no-such-list}}\n").problems).toEqual([
      'unknown catalogue block "{{no-such-list}}"',
    ]);
    const raw = [
      "---",
      'title: "A post with a wrong block in it"',
      'description: "A description long enough for the schema to accept it as the summary of a post."',
      "date: 2025-01-01",
      'author: "Priya Nair"',
      "tags: []",
      "---",
      "Body.",
      "",
      "{{no-such-list}}",
    ].join("\n");
    expect(() => parseBlogPost("wrong-block.md", raw)).toThrow(BlogPostError);
  });
});
