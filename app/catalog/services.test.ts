import { describe, it, expect } from "vitest";
import * as icons from "lucide-react";
import { matchServiceType } from "./booking-options";
import {
  CoreServiceSchema,
  coreServices,
  extraServices,
  formatServicePrice,
  getCoreService,
  getServicePage,
  headlineServices,
  servicePages,
  serviceTypePages,
  startingPrice,
  tierPrice,
} from "./services";
import { servicePageSlugs, serviceTypeSlugs } from "./service-slugs";

describe("core services", () => {
  it("are the spec's six, in order", () => {
    expect(coreServices.map((s) => [s.id, s.title])).toEqual([
      ["periodic-service", "Periodic Service"],
      ["ac-service", "AC Service & Repair"],
      ["denting-painting", "Denting & Painting"],
      ["battery-replacement", "Battery Replacement"],
      ["tire-service", "Tires & Wheel Care"],
      ["custom-repairs", "Custom Repairs"],
    ]);
  });

  it("carry the spec's tier prices exactly (docs/product.md#catalogue)", () => {
    const prices = Object.fromEntries(coreServices.map((s) => [s.id, s.pricing]));
    expect(prices).toEqual({
      "periodic-service": { economy: 2499, premium: 3299, luxury: 4999, superLuxury: 7499 },
      "ac-service": { economy: 1899, premium: 2499, luxury: 3999, superLuxury: 5999 },
      "denting-painting": { economy: 3999, premium: 6999, luxury: 12999, superLuxury: 19999 },
      "battery-replacement": { economy: 3500, premium: 4500, luxury: 6500, superLuxury: 9500 },
      "tire-service": { economy: 499, premium: 799, luxury: 1299, superLuxury: 1999 },
      "custom-repairs": {
        economy: "On Request",
        premium: "On Request",
        luxury: "On Request",
        superLuxury: "On Request",
      },
    });
  });

  it("marks only the periodic service as popular", () => {
    expect(coreServices.filter((s) => s.popular).map((s) => s.id)).toEqual(["periodic-service"]);
  });

  it("gives battery replacement its 1 year warranty", () => {
    const battery = getCoreService("battery-replacement")!;
    expect(battery.warrantyMonths).toBe(12);
    expect(battery.features).toContain("1 year warranty");
  });

  it("takes the 'Starting' price from the economy tier", () => {
    expect(startingPrice(getCoreService("periodic-service")!)).toBe(2499);
    expect(startingPrice(getCoreService("custom-repairs")!)).toBe("On Request");
    expect(tierPrice(getCoreService("denting-painting")!, "superLuxury")).toBe(19999);
  });

  it("rejects a price that is neither rupees nor 'On Request'", () => {
    const bad = {
      ...getCoreService("ac-service")!,
      pricing: { economy: "Call us", premium: 1, luxury: 2, superLuxury: 3 },
    };
    expect(CoreServiceSchema.safeParse(bad).success).toBe(false);
  });

  it("lives at /service/{id}", () => {
    for (const s of coreServices) expect(s.path).toBe(`/service/${s.id}`);
  });

  it("formats prices for display", () => {
    expect(formatServicePrice(2499)).toBe("₹2,499");
    expect(formatServicePrice("On Request")).toBe("On Request");
  });
});

describe("home page service cards", () => {
  it("are the four headline services with their starting prices and the pages they open", () => {
    expect(headlineServices.map((s) => [s.title, s.priceFrom, s.priceText, s.path])).toEqual([
      ["Comprehensive Service", 3999, "Starting from ₹3,999", "/service/periodic-service"],
      ["AC Service & Repair", 1999, "Starting from ₹1,999", "/service/ac-service"],
      ["Engine Diagnostics", 1499, "Starting from ₹1,499", "/service/engine-service"],
      ["Brake Service", 2499, "Starting from ₹2,499", "/service/brake-service"],
    ]);
  });

  it("preselect the booking service type their title names", () => {
    for (const s of headlineServices)
      expect(matchServiceType(s.title), s.title).toBe(s.bookingServiceType);
  });

  it("list the extra services in the spec's order", () => {
    expect(extraServices.map((s) => s.name).join(", ")).toBe(
      "Battery, Suspension, Transmission, Electrical Diagnostics, Tire Replacement, Oil Change, Radiator, Exhaust",
    );
  });
});

describe("service pages", () => {
  it("are one per slug: six core pages and four service-type pages", () => {
    const slugs = servicePages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(servicePages.filter((p) => p.kind === "core")).toHaveLength(6);
    expect(servicePages.filter((p) => p.kind === "service-type").map((p) => p.slug)).toEqual([
      "engine-service",
      "battery-service",
      "brake-service",
      "oil-change",
    ]);
  });

  it("resolve the five service types of the sitemap, AC sharing the core page", () => {
    expect(serviceTypeSlugs).toEqual([
      "ac-service",
      "engine-service",
      "battery-service",
      "brake-service",
      "oil-change",
    ]);
    const pages = serviceTypePages();
    expect(pages.map((p) => p.slug)).toEqual([...serviceTypeSlugs]);
    expect(pages[0]!.kind).toBe("core");
    expect(servicePages.filter((p) => p.slug === "ac-service")).toHaveLength(1);
  });

  it("are the pages the list of slugs names, in its order (the translated pages' list reads it)", () => {
    expect(servicePages.map((p) => p.slug)).toEqual(servicePageSlugs);
  });

  it("show the core tier prices as price lines", () => {
    expect(getServicePage("battery-replacement")!.prices).toEqual([
      { label: "Economy", price: 3500 },
      { label: "Premium", price: 4500 },
      { label: "Luxury", price: 6500 },
      { label: "Super Luxury", price: 9500 },
    ]);
  });

  it("agree with the headline prices where both state one", () => {
    expect(getServicePage("engine-service")!.prices[0]!.price).toBe(1499);
    expect(getServicePage("brake-service")!.prices.map((p) => p.price)).toContain(2499);
  });

  it("say what is included and answer questions", () => {
    for (const p of servicePages) {
      expect(p.included.length, p.slug).toBeGreaterThanOrEqual(5);
      expect(p.faqs.length, p.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("name lucide-react icons that exist", () => {
    const names = [
      ...coreServices.map((s) => s.icon),
      ...headlineServices.map((s) => s.icon),
      ...servicePages.map((p) => p.icon),
    ];
    for (const name of names) expect((icons as Record<string, unknown>)[name], name).toBeDefined();
  });

  it("returns undefined for an unknown slug", () => {
    expect(getServicePage("bmw-service")).toBeUndefined();
  });
});
