import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  countWords,
  newestFirst,
  parseBlogPost,
  parseBlogPosts,
  renderPostBody,
} from "./parse-post.server";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/blog-posts");
const fixtureFiles = Object.fromEntries(
  readdirSync(fixtures).map((f) => [f, readFileSync(path.join(fixtures, f), "utf8")]),
);

const front = `---
title: "Monsoon Wiper and Tyre Checks for Hyderabad Roads"
description: "A short post for tests: wipers, tyres and drains before the monsoon, with links to our tyre service page."
date: 2026-06-01
author: "Syed Imran"
tags: ["Monsoon"]
---
`;

describe("parseBlogPost", () => {
  it("reads slug, front matter, author role, related pages, links and reading time", () => {
    const post = parseBlogPost("monsoon-wiper-check.md", fixtureFiles["monsoon-wiper-check.md"]!);
    expect(post).toMatchObject({
      slug: "monsoon-wiper-check",
      path: "/blog/monsoon-wiper-check",
      date: "2026-06-01",
      author: { name: "Syed Imran", role: "Senior Technician" },
      tags: ["Monsoon", "Safety & Tips"],
      services: ["tire-service"],
      localities: ["kukatpally"],
      related: [
        { name: "Tires & Wheel Care", path: "/service/tire-service" },
        { name: "Car Service in Kukatpally", path: "/service/kukatpally" },
      ],
      internalLinks: ["/service/tire-service", "/service/kukatpally"],
    });
    expect(post.wordCount).toBeGreaterThan(40);
    expect(post.readingMinutes).toBe(1);
  });

  it("renders Markdown to HTML with anchored headings, escaped text and tables that scroll on phones", () => {
    const post = parseBlogPost("monsoon-wiper-check.md", fixtureFiles["monsoon-wiper-check.md"]!);
    expect(post.html).toContain('<h2 id="wipers">Wipers</h2>');
    expect(post.html).toContain('<a href="/service/tire-service#prices">tyre service</a>');
    expect(post.html).toContain('<div class="overflow-x-auto"><table>');
    expect(post.html).not.toMatch(/<h1/);
    const ac = parseBlogPost("summer-ac-basics.md", fixtureFiles["summer-ac-basics.md"]!);
    expect(ac.html).toContain("no fun &amp; costs fuel");
    expect(ac.related.map((r) => r.path)).toEqual([
      "/service/bmw-service",
      "/service/ac-service",
      "/service/madhapur",
    ]);
  });

  it("fails with a message naming the file and each problem", () => {
    const bad =
      front.replace('author: "Syed Imran"', 'author: "Nobody"').replace('["Monsoon"]', "[]") +
      "# A second title\n\nText.";
    let message = "";
    try {
      parseBlogPost("bad-post.md", bad);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Blog post bad-post\.md: /);
    expect(message).toMatch(/author:/);
    expect(message).toMatch(/tags:/);
    expect(message).toMatch(/not a "#" heading/);
  });

  it("refuses raw HTML, links that are not site paths or web addresses, an empty body and a bad file name", () => {
    expect(() => parseBlogPost("x.md", `${front}Hello <script>alert(1)</script>\n`)).toThrow(
      /raw HTML/,
    );
    expect(() => parseBlogPost("x.md", `${front}See [our page](service/bmw-service).\n`)).toThrow(
      /must be a site path/,
    );
    expect(() => parseBlogPost("x.md", `${front}\n`)).toThrow(/body is empty/);
    expect(() => parseBlogPost("Bad_Name.md", `${front}Text.\n`)).toThrow(/kebab-case/);
    expect(() => parseBlogPost("x.md", "---\ntitle: [unclosed\n---\nText")).toThrow(
      /Blog post x\.md: front matter is not valid YAML/,
    );
  });
});

describe("parseBlogPosts", () => {
  it("returns every file's post, newest first", () => {
    const posts = parseBlogPosts(fixtureFiles);
    expect(posts.map((p) => p.date)).toEqual(["2026-06-01", "2026-04-10"]);
  });

  it("refuses two files with the same slug", () => {
    const raw = fixtureFiles["summer-ac-basics.md"]!;
    expect(() =>
      parseBlogPosts({ "a/summer-ac-basics.md": raw, "b/summer-ac-basics.md": raw }),
    ).toThrow(/share a slug: summer-ac-basics/);
  });
});

describe("helpers", () => {
  it("counts words of rendered text, not tags or punctuation", () => {
    expect(countWords("<p>Hello <strong>big</strong> world &amp; — friends</p>")).toBe(4);
    expect(countWords("")).toBe(0);
  });

  it("keeps heading ids unique", () => {
    expect(renderPostBody("## Tyres\n\n## Tyres\n").html).toContain('id="tyres-2"');
  });

  it("orders the same day by title", () => {
    const sorted = newestFirst([
      { date: "2026-01-01", title: "B" },
      { date: "2026-02-01", title: "C" },
      { date: "2026-01-01", title: "A" },
    ]);
    expect(sorted.map((p) => p.title)).toEqual(["C", "A", "B"]);
  });
});
