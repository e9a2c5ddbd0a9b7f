import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPublicPages } from "~/catalog/site-pages";
import { getAllPosts } from "~/features/blog/posts.server";
import { publicPages } from "./public-pages.server";
import { sitemapXml } from "./sitemap";

const schema = path.resolve(import.meta.dirname, "../../../tests/fixtures/sitemap.xsd");
const siteUrl = "https://www.example.in";

describe("publicPages", () => {
  const pages = publicPages();
  const posts = getAllPosts();

  it("is the catalogue's pages followed by one entry per blog post", () => {
    expect(pages).toHaveLength(allPublicPages().length + posts.length);
    expect(pages.slice(allPublicPages().length).map((p) => p.path)).toEqual(
      posts.map((p) => p.path),
    );
    expect(pages.map((p) => p.path)).toContain("/faq");
  });

  it("gives the sitemap every post with its publish date as lastmod, /faq and /blog, valid against the sitemaps.org schema", () => {
    const xml = sitemapXml(pages, siteUrl);
    for (const post of posts) {
      expect(xml).toContain(
        `<loc>${siteUrl}${post.path}</loc>\n    <lastmod>${post.date}</lastmod>\n    <changefreq>monthly</changefreq>\n    <priority>0.6</priority>`,
      );
    }
    expect(xml).toContain(`<loc>${siteUrl}/faq</loc>`);
    expect(xml).toContain(`<loc>${siteUrl}/blog</loc>`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "sitemap-")), "sitemap.xml");
    writeFileSync(file, xml);
    // xmllint exits non-zero (and execFileSync throws) when the document does not validate.
    expect(() =>
      execFileSync("xmllint", ["--noout", "--schema", schema, file], {
        stdio: ["ignore", "pipe", "pipe"],
      }),
    ).not.toThrow();
  });
});
