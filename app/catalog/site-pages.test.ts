import { describe, it, expect } from "vitest";
import { allPublicPages, corePages, type PublicPage } from "./site-pages";
import { serviceTypeSlugs } from "./service-slugs";

const blogPost = (slug: string, priority = 0.6): PublicPage => ({
  path: `/blog/${slug}`,
  kind: "blog",
  title: `Blog post about ${slug.replace(/-/g, " ")} in Hyderabad`.slice(0, 60),
  description: `A practical guide for Hyderabad drivers about ${slug.replace(/-/g, " ")}, written by our workshop team.`,
  changefreq: "monthly",
  priority,
  lastmod: "2025-01-15",
});

describe("core pages", () => {
  it("are the ten public pages of the route table", () => {
    expect(corePages.map((p) => p.path).join(" ")).toBe(
      "/ /services /booking /contact /blog /about /faq /emergency /privacy /terms",
    );
  });

  it("put the home page first at priority 1.0 and the legal pages at 0.3 yearly", () => {
    expect(corePages[0]).toMatchObject({ path: "/", priority: 1, changefreq: "weekly" });
    for (const path of ["/privacy", "/terms"]) {
      expect(corePages.find((p) => p.path === path)).toMatchObject({
        priority: 0.3,
        changefreq: "yearly",
      });
    }
  });
});

describe("allPublicPages", () => {
  const pages = allPublicPages();

  it("lists 61 catalogue URLs: 10 core, 19 brands, 4 models, 10 services, 18 localities", () => {
    const byKind = pages.reduce<Record<string, number>>(
      (acc, p) => ({ ...acc, [p.kind]: (acc[p.kind] ?? 0) + 1 }),
      {},
    );
    expect(byKind).toEqual({ core: 10, brand: 19, model: 4, service: 10, locality: 18 });
    expect(pages).toHaveLength(61);
  });

  it("has 23 high-priority pages (0.8 and above), as the admin card counts", () => {
    expect(pages.filter((p) => p.priority >= 0.8)).toHaveLength(23);
  });

  it("keeps priorities within 0.3..1.0 and change frequencies weekly, monthly or yearly", () => {
    for (const p of pages) {
      expect(p.priority).toBeGreaterThanOrEqual(0.3);
      expect(p.priority).toBeLessThanOrEqual(1);
      expect(["weekly", "monthly", "yearly"]).toContain(p.changefreq);
    }
  });

  it("includes every service type of the sitemap", () => {
    const paths = pages.map((p) => p.path);
    for (const slug of serviceTypeSlugs) expect(paths).toContain(`/service/${slug}`);
  });

  it("appends extra entries such as blog posts, keeping the high-priority count", () => {
    const posts = Array.from({ length: 25 }, (_, i) => blogPost(`car-care-tip-${i + 1}`));
    const withBlog = allPublicPages(posts);
    expect(withBlog).toHaveLength(86);
    expect(withBlog.slice(-25).map((p) => p.path)).toEqual(posts.map((p) => p.path));
    expect(withBlog.filter((p) => p.priority >= 0.8)).toHaveLength(23);
  });

  it("refuses a duplicate path", () => {
    expect(() => allPublicPages([{ ...blogPost("x"), path: "/about" }])).toThrow(
      /Duplicate public page: \/about/,
    );
  });

  it("refuses an invalid extra entry", () => {
    expect(() => allPublicPages([{ ...blogPost("bad"), priority: 0.1 }])).toThrow();
    expect(() =>
      allPublicPages([{ ...blogPost("bad"), changefreq: "daily" as "weekly" }]),
    ).toThrow();
    expect(() => allPublicPages([{ ...blogPost("bad"), priority: 0.75 }])).toThrow();
  });
});
