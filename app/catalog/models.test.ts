import { describe, it, expect } from "vitest";
import { getBrand } from "./brands";
import { ModelPageSchema, getModelPage, modelPages, modelPagesForBrand } from "./models";

describe("model pages", () => {
  it("are the spec's four pages with their starting prices", () => {
    expect(modelPages.map((p) => [p.slug, p.fromPrice, p.priceFromText])).toEqual([
      ["bmw-x-series-service", 5999, "from ₹5,999"],
      ["mercedes-c-class-service", 4999, "from ₹4,999"],
      ["hyundai-creta-service", 2999, "from ₹2,999"],
      ["maruti-swift-service", 1999, "from ₹1,999"],
    ]);
  });

  it("start at the price of their cheapest service", () => {
    for (const p of modelPages)
      expect(Math.min(...p.services.map((s) => s.price)), p.slug).toBe(p.fromPrice);
  });

  it("belong to a brand whose catalogue lists every model covered", () => {
    for (const p of modelPages) {
      const brand = getBrand(p.brandSlug);
      expect(brand, p.slug).toBeDefined();
      const names = brand!.models.map((m) => m.name);
      for (const model of p.models) expect(names, `${p.slug} ${model}`).toContain(model);
    }
  });

  it("link from the brand page", () => {
    expect(modelPagesForBrand("bmw-service").map((p) => p.slug)).toEqual(["bmw-x-series-service"]);
    expect(modelPagesForBrand("audi-service")).toEqual([]);
    expect(getModelPage("maruti-swift-service")!.path).toBe("/service/maruti-swift-service");
  });

  it("rejects a page whose starting price is not its cheapest service", () => {
    const bad = {
      ...getModelPage("hyundai-creta-service")!,
      fromPrice: 999,
      priceFromText: "from ₹999",
    };
    expect(ModelPageSchema.safeParse(bad).success).toBe(false);
  });
});
