import { describe, expect, it } from "vitest";
import { allPublicPages, type PublicPage } from "~/catalog/site-pages";
import { sectionOf, summariseSitemap } from "./sitemap-summary";

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
  const summary = summariseSitemap(pages);

  it("lists every URL in the sitemap's order with its priority, change frequency and last change", () => {
    expect(summary.entries.map((e) => e.path)).toEqual(pages.map((p) => p.path));
    expect(summary.entries.at(-1)).toEqual({
      path: "/blog/monsoon-car-care",
      changefreq: "monthly",
      priority: 0.6,
      lastmod: "2026-06-01",
      section: "blog",
    });
    expect(summary.entries[0]).toMatchObject({ path: "/", lastmod: null, section: "core" });
  });

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

  it("counts brand and model pages together", () => {
    expect(sectionOf("brand")).toBe("brands");
    expect(sectionOf("model")).toBe("brands");
    expect(sectionOf("locality")).toBe("localities");
  });
});
