import { describe, expect, it } from "vitest";
import { allPublicPages, type PublicPage } from "~/catalog/site-pages";
import { sitemapXml } from "~/features/seo/sitemap";
import { parseSitemapXml, sectionOf, summariseSitemap, type PageKind } from "./sitemap-summary";

const site = "https://www.example.in";

describe("parseSitemapXml", () => {
  it("reads back every entry /sitemap.xml writes, with path, change frequency, priority and last change", () => {
    const pages = allPublicPages();
    const entries = parseSitemapXml(sitemapXml(pages, site));
    expect(entries.map((e) => e.path)).toEqual(pages.map((p) => p.path));
    expect(entries.map((e) => e.priority)).toEqual(pages.map((p) => p.priority));
    expect(entries.map((e) => e.changefreq)).toEqual(pages.map((p) => p.changefreq));
    expect(entries[0]).toMatchObject({ loc: `${site}/`, path: "/", lastmod: null });
  });

  it("reads lastmod and decodes escaped URLs", () => {
    const [entry] = parseSitemapXml(
      "<urlset><url><loc>https://x.in/blog/a?b=1&amp;c=2</loc><lastmod>2026-01-15</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url></urlset>",
    );
    expect(entry).toEqual({
      loc: "https://x.in/blog/a?b=1&c=2",
      path: "/blog/a",
      changefreq: "monthly",
      priority: 0.6,
      lastmod: "2026-01-15",
    });
  });
});

describe("summariseSitemap", () => {
  const blogPost: PublicPage = {
    path: "/blog/monsoon-car-care",
    kind: "blog",
    title: "Monsoon Car Care Checklist for Hyderabad",
    description:
      "What to check on your car before the Hyderabad monsoon: wipers, tyres, brakes, battery and the AC drain, in ten minutes.",
    changefreq: "monthly",
    priority: 0.6,
    lastmod: "2026-06-01",
  };
  const pages = allPublicPages([blogPost]);
  const kinds = new Map<string, PageKind>(pages.map((p) => [p.path, p.kind]));
  const summary = summariseSitemap(parseSitemapXml(sitemapXml(pages, site)), (path) =>
    kinds.get(path),
  );

  it("counts every URL and those of priority 0.8 or more, as the catalogue has them", () => {
    expect(summary.total).toBe(pages.length);
    expect(summary.highPriority).toBe(pages.filter((p) => p.priority >= 0.8).length);
    expect(summary.highPriority).toBeGreaterThan(0);
  });

  it("counts by section: core, brands (with models), localities, services, blog", () => {
    const count = (...k: string[]) => pages.filter((p) => k.includes(p.kind)).length;
    expect(summary.bySection).toEqual({
      core: count("core"),
      brands: count("brand", "model"),
      localities: count("locality"),
      services: count("service"),
      blog: 1,
    });
    expect(Object.values(summary.bySection).reduce((a, b) => a + b, 0)).toBe(summary.total);
  });

  it("counts change frequencies", () => {
    expect(summary.byChangefreq).toEqual(
      pages.reduce<Record<string, number>>(
        (acc, p) => ({ ...acc, [p.changefreq]: (acc[p.changefreq] ?? 0) + 1 }),
        {},
      ),
    );
  });

  it("places a path the catalogue does not know by its shape", () => {
    expect(sectionOf("/blog/new-post", undefined)).toBe("blog");
    expect(sectionOf("/service/new-thing", undefined)).toBe("services");
    expect(sectionOf("/faq", undefined)).toBe("core");
    expect(sectionOf("/service/bmw-x-series-service", "model")).toBe("brands");
  });
});
