import { describe, it, expect } from "vitest";
import {
  BrandPageSchema,
  brandCoverageAreas,
  brandPages,
  getBrandPage,
  sharedTemplateKinds,
  type BrandPage,
} from "./brand-pages";
import { brands, getBrand } from "./brands";
import { featuredLocalities } from "./localities";
import { brandOffers } from "./offers";

const page = (slug: string): BrandPage => {
  const p = getBrandPage(slug);
  if (!p) throw new Error(`missing ${slug}`);
  return p;
};
const modelNames = (slug: string) => page(slug).models.map((m) => m.name);

describe("brand pages", () => {
  it("exist for every brand, one each, at the brand's route", () => {
    expect(brandPages.map((p) => p.slug)).toEqual(brands.map((b) => b.slug));
    for (const p of brandPages) expect(p.path).toBe(getBrand(p.brandSlug)!.route);
  });

  it("have exactly the spec's model, service and area counts", () => {
    const counts = Object.fromEntries(
      brandPages.map((p) => [p.slug, [p.models.length, p.services.length, p.coverageAreas.length]]),
    );
    expect(counts).toMatchObject({
      "bmw-service": [12, 12, 9],
      "mercedes-service": [12, 12, 9],
      "hyundai-service": [9, 10, 9],
      "maruti-service": [12, 10, 9],
      "jaguar-service": [7, 10, 9],
      "land-rover-service": [6, 10, 9],
      "porsche-service": [6, 10, 9],
      "lexus-service": [6, 10, 9],
      "volvo-service": [6, 10, 9],
      "tesla-service": [6, 10, 9],
    });
  });

  it("give the other brand-template pages about six models and ten services", () => {
    for (const slug of [
      "tata-service",
      "mahindra-service",
      "skoda-service",
      "volkswagen-service",
      "jeep-service",
      "lamborghini-service",
    ]) {
      const p = page(slug);
      expect(p.template, slug).toBe("brand");
      expect(p.models.length, slug).toBeGreaterThanOrEqual(6);
      expect(p.models.length, slug).toBeLessThanOrEqual(7);
      expect(p.services.length, slug).toBe(10);
      expect(p.coverageAreas.length, slug).toBe(9);
    }
  });

  it("cover the spec's nine areas: the six featured localities, Kukatpally, Secunderabad and Uppal", () => {
    expect(brandCoverageAreas).toEqual([
      ...featuredLocalities.map((l) => l.slug),
      "kukatpally",
      "secunderabad",
      "uppal",
    ]);
    for (const p of brandPages) expect(p.coverageAreas).toEqual(brandCoverageAreas);
  });

  it("list the spec's models for Tesla, Skoda, Volkswagen and Jeep", () => {
    expect(modelNames("tesla-service")).toEqual([
      "Model S",
      "Model 3",
      "Model X",
      "Model Y",
      "Model S Plaid",
      "Model Y Long Range",
    ]);
    expect(modelNames("skoda-service")).toEqual([
      "Rapid",
      "Octavia",
      "Superb",
      "Kodiaq",
      "Karoq",
      "Kushaq",
      "Slavia",
    ]);
    expect(modelNames("volkswagen-service")).toEqual([
      "Polo",
      "Vento",
      "Tiguan",
      "Tiguan Allspace",
      "T-Roc",
      "Passat",
    ]);
    expect(modelNames("jeep-service")).toEqual(
      expect.arrayContaining(["Compass", "Grand Cherokee", "Wrangler", "Meridian"]),
    );
  });

  it("include the shared-template example models", () => {
    expect(modelNames("bmw-service").slice(0, 5)).toEqual([
      "3 Series",
      "5 Series",
      "X1",
      "X3",
      "X5",
    ]);
    expect(modelNames("maruti-service").slice(0, 5)).toEqual([
      "Swift",
      "Baleno",
      "Dzire",
      "Vitara Brezza",
      "Ertiga",
    ]);
  });

  it("offer a brand-specific service where the spec names one", () => {
    const specific = (slug: string) =>
      page(slug)
        .services.filter((s) => s.brandSpecific)
        .map((s) => s.title)
        .join(" | ");
    expect(specific("skoda-service")).toMatch(/DSG/);
    expect(specific("volkswagen-service")).toMatch(/DSG/);
    expect(specific("tesla-service")).toMatch(/Battery-Pack/);
    expect(specific("lexus-service")).toMatch(/Hybrid/);
    expect(specific("jeep-service")).toMatch(/4WD/);
    expect(specific("jeep-service")).toMatch(/Off-Road Preparation/);
    expect(specific("land-rover-service")).toMatch(/4x4/);
    expect(specific("bmw-service")).toMatch(/Turbo/);
    expect(specific("porsche-service")).toMatch(/Tuning/);
  });

  it("cover the common offerings on brand-template pages", () => {
    for (const p of brandPages.filter(
      (p) => p.template === "brand" && p.slug !== "tesla-service",
    )) {
      const kinds = p.services.map((s) => s.kind);
      for (const k of [
        "ac",
        "battery",
        "brakes",
        "electrical",
        "engine",
        "oil",
        "suspension",
        "transmission",
      ] as const) {
        expect(kinds, `${p.slug} ${k}`).toContain(k);
      }
    }
  });

  it("state the structured-data 'from' prices for a comprehensive service", () => {
    expect(brandOffers.map((o) => [o.brandSlug, o.priceFrom])).toEqual([
      ["mercedes-service", 8999],
      ["bmw-service", 8999],
      ["audi-service", 9999],
      ["porsche-service", 9999],
    ]);
    for (const offer of brandOffers) {
      const p = page(offer.brandSlug);
      expect(p.comprehensiveFrom, offer.brandSlug).toBe(offer.priceFrom);
      const comprehensive = p.services.find((s) => s.kind === "comprehensive");
      if (comprehensive) expect(comprehensive.priceFrom, offer.brandSlug).toBe(offer.priceFrom);
      expect(p.description, offer.brandSlug).toContain(
        `₹${offer.priceFrom.toLocaleString("en-IN")}`,
      );
    }
  });

  it("give Maruti no chat button and prices from ₹1,999", () => {
    const maruti = page("maruti-service");
    expect(maruti.hasWhatsApp).toBe(false);
    expect(maruti.priceFromText).toBe("from ₹1,999");
    expect(brandPages.filter((p) => !p.hasWhatsApp).map((p) => p.slug)).toEqual(["maruti-service"]);
  });

  it("state each page's cheapest offering as its 'from' price", () => {
    for (const p of brandPages) {
      const cheapest = Math.min(...p.services.map((s) => s.priceFrom));
      expect(p.priceFromText, p.slug).toBe(`from ₹${cheapest.toLocaleString("en-IN")}`);
    }
  });

  it("greet on WhatsApp naming the brand", () => {
    const bmw = page("bmw-service");
    expect(bmw.whatsappGreeting).toBe("Hi! I need premium car service assistance for my BMW.");
    for (const p of brandPages) expect(p.whatsappGreeting).toContain(p.brandName);
  });

  it("use the generic template for Audi, Honda and Toyota with the shared six services", () => {
    const generic = brandPages.filter((p) => p.template === "generic");
    expect(generic.map((p) => p.slug)).toEqual(["audi-service", "honda-service", "toyota-service"]);
    for (const p of generic) {
      expect(p.cta).toMatchObject({
        bookLabel: "Book Service Now",
        bookPath: "/booking",
        directionsLabel: "Get Directions",
      });
      expect(p.cta!.directionsHref).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
      expect(p.services.map((s) => s.kind)).toEqual(
        sharedTemplateKinds(getBrand(p.brandSlug)!.type),
      );
    }
    expect(brandPages.filter((p) => p.template === "brand").every((p) => p.cta === undefined)).toBe(
      true,
    );
  });

  it("rejects a page whose 'from' text does not match its cheapest offering", () => {
    const bad = { ...page("hyundai-service"), priceFromText: "from ₹999" };
    expect(BrandPageSchema.safeParse(bad).success).toBe(false);
  });

  it("rejects a generic page without its buttons", () => {
    const { cta: _cta, ...withoutCta } = page("audi-service");
    expect(BrandPageSchema.safeParse(withoutCta).success).toBe(false);
  });
});
