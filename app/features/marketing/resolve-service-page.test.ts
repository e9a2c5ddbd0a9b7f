import { describe, expect, it } from "vitest";
import { brandPages, localities, modelPages, servicePages } from "~/catalog";
import { resolveServicePage, serviceTemplateFor } from "./resolve-service-page";

// Every /service/{slug} page the catalogue defines; catalog.test.ts checks these lists against
// docs/product.md#route-service-pages.
const brandSlugs = brandPages.map((p) => p.slug);
const modelSlugs = modelPages.map((p) => p.slug);
const serviceSlugs = servicePages.map((p) => p.slug);
const localitySlugs = localities.map((l) => l.slug);

describe("resolveServicePage", () => {
  it.each(brandSlugs)("resolves brand page %s", (slug) => {
    const page = resolveServicePage(slug);
    expect(page?.template === "brand" || page?.template === "generic").toBe(true);
    expect(page?.seo.path).toBe(`/service/${slug}`);
  });

  it("uses the generic template for Audi, Honda and Toyota only", () => {
    const generic = brandSlugs.filter((s) => serviceTemplateFor(s) === "generic");
    expect(generic.sort()).toEqual(["audi-service", "honda-service", "toyota-service"]);
  });

  it("gives Maruti no WhatsApp greeting and prices from ₹1,999; other brands a greeting naming the brand", () => {
    const maruti = resolveServicePage("maruti-service");
    if (maruti?.template !== "brand") throw new Error("Maruti should use the brand template");
    expect(maruti.whatsappGreeting).toBeNull();
    expect(maruti.priceFromText).toBe("from ₹1,999");
    const bmw = resolveServicePage("bmw-service");
    if (bmw?.template !== "brand") throw new Error("BMW should use the brand template");
    expect(bmw.whatsappGreeting).toContain("BMW");
    expect(bmw.coverageAreas).toHaveLength(9);
  });

  it.each(modelSlugs)("resolves model page %s", (slug) => {
    expect(resolveServicePage(slug)?.template).toBe("model");
  });

  it("states the model pages' starting prices (docs/product.md#catalogue)", () => {
    const from = (slug: string) => {
      const p = resolveServicePage(slug);
      return p?.template === "model" ? p.priceFromText : undefined;
    };
    expect(from("bmw-x-series-service")).toBe("from ₹5,999");
    expect(from("mercedes-c-class-service")).toBe("from ₹4,999");
    expect(from("hyundai-creta-service")).toBe("from ₹2,999");
    expect(from("maruti-swift-service")).toBe("from ₹1,999");
  });

  it.each(serviceSlugs)("resolves service page %s", (slug) => {
    const page = resolveServicePage(slug);
    expect(page?.template).toBe("service");
    if (page?.template === "service") expect(page.prices.length).toBeGreaterThan(0);
  });

  it("shows the four price tiers on core service pages, On Request for custom repairs", () => {
    const periodic = resolveServicePage("periodic-service");
    if (periodic?.template !== "service") throw new Error("not a service page");
    expect(periodic.prices.map((p) => `${p.label} ${p.priceText}`)).toEqual([
      "Economy ₹2,499",
      "Premium ₹3,299",
      "Luxury ₹4,999",
      "Super Luxury ₹7,499",
    ]);
    const custom = resolveServicePage("custom-repairs");
    if (custom?.template !== "service") throw new Error("not a service page");
    expect(custom.prices.every((p) => p.priceText === "On Request")).toBe(true);
    expect(custom.seo.service.priceFrom).toBeUndefined();
  });

  it.each(localitySlugs)(
    "resolves locality page %s with landmarks, services and three reasons",
    (slug) => {
      const page = resolveServicePage(slug);
      if (page?.template !== "locality") throw new Error(`${slug} is not a locality page`);
      expect(page.landmarks.length).toBeGreaterThanOrEqual(4);
      expect(page.services.length).toBeGreaterThanOrEqual(4);
      expect(page.reasons).toHaveLength(3);
    },
  );

  it("returns undefined for an unknown slug", () => {
    expect(resolveServicePage("no-such-service")).toBeUndefined();
    expect(serviceTemplateFor("no-such-service")).toBeUndefined();
    expect(resolveServicePage("")).toBeUndefined();
  });

  it("returns plain serialisable data", () => {
    for (const slug of [...brandSlugs, ...modelSlugs, ...serviceSlugs, ...localitySlugs]) {
      const page = resolveServicePage(slug);
      expect(JSON.parse(JSON.stringify(page))).toEqual(page);
    }
  });
});
