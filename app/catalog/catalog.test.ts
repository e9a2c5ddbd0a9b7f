import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { z } from "zod";
import * as catalog from "./index";
import {
  BrandPageSchema,
  BrandSchema,
  BusinessClaimsSchema,
  CorePageSchema,
  CoreServiceSchema,
  HeadlineServiceSchema,
  LocalitySchema,
  ModelPageSchema,
  PublicPageSchema,
  ServicePageSchema,
  TestimonialSchema,
  allPublicPages,
  brandOffers,
  brandPages,
  brands,
  breadcrumbNames,
  businessClaims,
  coreServices,
  corePages,
  extraServices,
  footerLegalLinks,
  footerServiceLinks,
  headerNav,
  headlineServices,
  homeLuxuryBrandLinks,
  homeServiceAreaLinks,
  localities,
  luxuryBrands,
  modelPages,
  servicePages,
  servicePortfolio,
  servicesPageLuxuryBrands,
  servicesPagePopularBrands,
  testimonials,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  TITLE_MAX,
  TITLE_MIN,
} from "./index";

/** Every page under /service/{slug}, by the module that defines it. */
const serviceSlugs = {
  brand: brandPages.map((p) => p.slug),
  model: modelPages.map((p) => p.slug),
  service: servicePages.map((p) => p.slug),
  locality: localities.map((l) => l.slug),
};
const allServiceSlugs = Object.values(serviceSlugs).flat();
const pages = allPublicPages();
const paths = new Set(pages.map((p) => p.path));
const routesElsewhere = new Set(["/booking", "/auth"]);
const exists = (path: string) => paths.has(path) || routesElsewhere.has(path);

describe("catalogue integrity", () => {
  it.each([
    ["brands", z.array(BrandSchema), brands],
    ["brand pages", z.array(BrandPageSchema), brandPages],
    ["model pages", z.array(ModelPageSchema), modelPages],
    ["core services", z.array(CoreServiceSchema), coreServices],
    ["headline services", z.array(HeadlineServiceSchema), headlineServices],
    ["service pages", z.array(ServicePageSchema), servicePages],
    ["localities", z.array(LocalitySchema), localities],
    ["testimonials", z.array(TestimonialSchema), testimonials],
    ["core pages", z.array(CorePageSchema), corePages],
    ["public pages", z.array(PublicPageSchema), pages],
    ["business claims", BusinessClaimsSchema, businessClaims],
  ] as [string, z.ZodType, unknown][])("parses the %s with their schema", (_name, schema, data) => {
    expect(() => schema.parse(data)).not.toThrow();
  });

  it("has unique slugs across all /service/{slug} pages", () => {
    const dupes = allServiceSlugs.filter((s, i) => allServiceSlugs.indexOf(s) !== i);
    expect(dupes).toEqual([]);
    expect(allServiceSlugs).toHaveLength(19 + 4 + 10 + 18);
  });

  it("lists every /service page and every core page in the sitemap exactly once", () => {
    for (const slug of allServiceSlugs) expect(paths.has(`/service/${slug}`), slug).toBe(true);
    expect(paths.size).toBe(pages.length);
  });

  it("has unique titles and descriptions within length bounds on every page", () => {
    const titles = pages.map((p) => p.title);
    const descriptions = pages.map((p) => p.description);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
    for (const p of pages) {
      expect(p.title.length, p.title).toBeGreaterThanOrEqual(TITLE_MIN);
      expect(p.title.length, p.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(p.description.length, p.path).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(p.description.length, p.path).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
  });

  it("gives every page-making entry keywords", () => {
    for (const entry of [
      ...brandPages,
      ...modelPages,
      ...servicePages,
      ...localities,
      ...corePages,
    ]) {
      expect(entry.keywords.length, entry.path).toBeGreaterThanOrEqual(3);
    }
  });

  it("routes every brand to an existing brand page", () => {
    for (const b of brands) expect(exists(b.route), b.slug).toBe(true);
  });

  it("points model pages at existing brand pages", () => {
    for (const m of modelPages) expect(serviceSlugs.brand, m.slug).toContain(m.brandSlug);
  });

  it("points brand pages at existing localities and service pages", () => {
    for (const p of brandPages) {
      for (const area of p.coverageAreas)
        expect(serviceSlugs.locality, `${p.slug} → ${area}`).toContain(area);
      for (const s of p.services)
        if (s.servicePath) expect(exists(s.servicePath), `${p.slug} → ${s.servicePath}`).toBe(true);
    }
  });

  it("points localities at existing service pages", () => {
    for (const l of localities)
      for (const s of l.services) expect(serviceSlugs.service, `${l.slug} → ${s}`).toContain(s);
  });

  it("points service and offer brand lists at existing brands", () => {
    for (const s of coreServices)
      for (const b of s.brandSpecific) expect(serviceSlugs.brand, `${s.id} → ${b}`).toContain(b);
    for (const o of brandOffers) expect(serviceSlugs.brand).toContain(o.brandSlug);
    for (const t of testimonials) {
      expect(serviceSlugs.brand).toContain(t.brandSlug);
      expect(serviceSlugs.locality).toContain(t.localitySlug);
    }
  });

  it("links service cards and navigation only to pages that exist", () => {
    const links = [
      ...headlineServices.map((s) => s.path),
      ...extraServices.flatMap((s) => (s.path ? [s.path] : [])),
      ...headerNav.map((l) => l.path),
      ...footerServiceLinks.map((l) => l.path),
      ...footerLegalLinks.map((l) => l.path),
      ...homeLuxuryBrandLinks.map((l) => l.path),
      ...homeServiceAreaLinks.map((l) => l.path),
      ...servicesPageLuxuryBrands.map((l) => l.path),
      ...servicesPagePopularBrands.map((l) => l.path),
      ...servicePortfolio.flatMap((c) => c.links.map((l) => l.path)),
    ];
    for (const link of links) expect(exists(link), link).toBe(true);
  });

  it("lays out the navigation lists the spec describes", () => {
    expect(headerNav.map((l) => l.name)).toEqual(["Home", "Services", "About Us", "Contact"]);
    expect(footerServiceLinks.map((l) => l.path)).toEqual([
      "/service/periodic-service",
      "/service/ac-service",
      "/service/denting-painting",
      "/service/battery-replacement",
    ]);
    const luxuryNames = luxuryBrands.map((b) => b.name);
    expect(servicesPageLuxuryBrands.map((l) => l.name)).toEqual(luxuryNames.slice(0, 9));
    expect(homeLuxuryBrandLinks.map((l) => l.name)).toEqual(luxuryNames.slice(0, 6));
    expect(servicesPagePopularBrands.map((l) => l.name)).toEqual([
      "Maruti Suzuki",
      "Hyundai",
      "Tata",
      "Honda",
      "Toyota",
      "Mahindra",
    ]);
    expect(servicePortfolio.map((c) => c.heading)).toEqual([
      "Luxury",
      "Popular",
      "Premium Locations",
      "Service Types",
    ]);
  });

  it("names every /service page in the breadcrumb map", () => {
    for (const slug of allServiceSlugs) expect(breadcrumbNames[slug], slug).toBeTruthy();
  });

  it("re-exports the public API from the index", () => {
    for (const name of [
      "brands",
      "brandPages",
      "modelPages",
      "coreServices",
      "servicePages",
      "localities",
      "testimonials",
      "allPublicPages",
      "formatRupees",
      "breadcrumbLabel",
      "defaultBusinessFacts",
      "serviceTypes",
    ]) {
      expect(catalog, name).toHaveProperty(name);
    }
  });
});

describe("client safety", () => {
  const dir = dirname(fileURLToPath(import.meta.url));
  const sources = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

  it("imports no database, environment, Node or server-only modules", () => {
    for (const file of sources) {
      const text = readFileSync(join(dir, file), "utf8");
      const imports = [...text.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]!);
      for (const spec of imports) {
        expect(
          spec.startsWith("node:") ||
            /\.server$|\.server\.ts$/.test(spec) ||
            /^(pg|drizzle-orm|better-auth|fs|path)(\/|$)/.test(spec),
          `${file}: ${spec}`,
        ).toBe(false);
        expect(spec === "zod" || spec.startsWith("./"), `${file}: ${spec}`).toBe(true);
      }
      expect(text, file).not.toMatch(/process\.env|import\.meta\.env/);
    }
  });
});
