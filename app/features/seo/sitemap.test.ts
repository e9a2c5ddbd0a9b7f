import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPublicPages } from "~/catalog/site-pages";
import { translatedPaths } from "~/catalog/languages";
import { servicePages } from "~/catalog/services";
import { brandPages } from "~/catalog/brand-pages";
import { robotsTxt, sitemapUrlPages, sitemapXml } from "./sitemap";

/**
 * The translated pages the sitemap lists in Telugu and Hindi: the public ones (a signed-in page
 * such as a booking's, or the sign-in page, is in no sitemap in any language).
 */
const publicTranslated = translatedPaths.filter((p) =>
  allPublicPages().some((page) => page.path === p),
);

const schema = path.resolve(import.meta.dirname, "../../../tests/fixtures/sitemap.xsd");
const siteUrl = "https://www.example.in";

function validate(xml: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "sitemap-")), "sitemap.xml");
  writeFileSync(file, xml);
  // xmllint exits non-zero when the document does not validate.
  return execFileSync("xmllint", ["--noout", "--schema", schema, file], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe("/sitemap.xml", () => {
  const pages = allPublicPages();
  const xml = sitemapXml(pages, siteUrl);

  it("is valid against the sitemaps.org schema (xmllint)", () => {
    expect(() => validate(xml)).not.toThrow();
  });

  it("fails validation when a priority is out of range (the check is real)", () => {
    expect(() =>
      validate(sitemapXml([{ path: "/", changefreq: "weekly", priority: 1.5 }], siteUrl)),
    ).toThrow();
  });

  it("lists every public page once, under SITE_URL, with the spec's frequencies and priorities", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each translated page once more in Telugu and once more in Hindi (docs/decisions/0026).
    expect(locs).toHaveLength(pages.length + 2 * publicTranslated.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${siteUrl}/`);
    expect(locs).toContain(`${siteUrl}/service/bmw-service`);
    expect(locs).toContain(`${siteUrl}/service/kollur`);
    for (const m of xml.matchAll(/<changefreq>([^<]+)<\/changefreq>/g))
      expect(["weekly", "monthly", "yearly"]).toContain(m[1]);
    for (const m of xml.matchAll(/<priority>([^<]+)<\/priority>/g)) {
      expect(Number(m[1])).toBeGreaterThanOrEqual(0.3);
      expect(Number(m[1])).toBeLessThanOrEqual(1);
    }
    expect(pages.length).toBeGreaterThanOrEqual(59);
  });
});

describe("the sitemap's languages (docs/decisions/0026)", () => {
  const xml = sitemapXml(allPublicPages(), siteUrl);
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const entryOf = (loc: string) => entries.find((e) => e.includes(`<loc>${siteUrl}${loc}</loc>`));

  it("counts the same URLs the Sitemap and SEO tabs count, in the same order", () => {
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(sitemapUrlPages(allPublicPages()).map((p) => `${siteUrl}${p.path}`)).toEqual(locs);
    expect(locs.length).toBe(allPublicPages().length + publicTranslated.length * 2);
    expect(locs).toContain(`${siteUrl}/te/booking`);
    expect(locs.some((l) => l.includes("/auth"))).toBe(false);
  });

  it("lists the home, contact, every service page and the model and locality pages in English, Telugu and Hindi, each naming all three and x-default", () => {
    const servicePageLocs = servicePages.flatMap((p) => [p.path, `/te${p.path}`, `/hi${p.path}`]);
    expect(servicePageLocs).toHaveLength(30);
    for (const loc of [
      "/",
      "/te/",
      "/hi/",
      "/contact",
      "/te/contact",
      "/hi/contact",
      ...servicePageLocs,
      // A model page and a locality page (a sample: translatedPaths names them all).
      "/te/service/hyundai-creta-service",
      "/hi/service/gachibowli",
    ]) {
      const entry = entryOf(loc);
      expect(entry, loc).toBeDefined();
      const path = loc.replace(/^\/(te|hi)\/?/, "/");
      const te = path === "/" ? "/te/" : `/te${path}`;
      const hi = path === "/" ? "/hi/" : `/hi${path}`;
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="en-IN" href="${siteUrl}${path}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="te-IN" href="${siteUrl}${te}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${siteUrl}${hi}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${path}"/>`,
      );
    }
  });

  it("lists every brand page in English, Telugu and Hindi, each naming the other two", () => {
    expect(brandPages).toHaveLength(19);
    for (const { path } of brandPages)
      for (const loc of [path, `/te${path}`, `/hi${path}`]) {
        const entry = entryOf(loc);
        expect(entry, loc).toBeDefined();
        for (const [lang, href] of [
          ["en-IN", path],
          ["te-IN", `/te${path}`],
          ["hi-IN", `/hi${path}`],
          ["x-default", path],
        ])
          expect(entry).toContain(
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${siteUrl}${href}"/>`,
          );
      }
  });

  it("names no alternates for a page that exists in English only", () => {
    // The blog stays English (docs/decisions/0026).
    expect(entryOf("/blog")).not.toContain("xhtml:link");
    expect(xml).not.toContain(`${siteUrl}/te/blog`);
  });

  it("fails validation when an alternate has no hreflang (the xhtml:link check is real)", () => {
    expect(() => validate(xml.replace('hreflang="te-IN" ', ""))).toThrow();
  });
});

it("robots.txt allows the public site, keeps accounts out and points to the sitemap", () => {
  const txt = robotsTxt(siteUrl);
  expect(txt).toContain("Sitemap: https://www.example.in/sitemap.xml");
  expect(txt).toMatch(/Disallow: \/admin\n/);
  expect(txt).toMatch(/Allow: \/\n/);
});
