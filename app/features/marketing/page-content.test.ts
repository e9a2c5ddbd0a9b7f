import { describe, expect, it } from "vitest";
import {
  homeLuxuryBrandLinks,
  homeServiceAreaLinks,
  servicePortfolio,
  servicesPageLuxuryBrands,
  servicesPagePopularBrands,
} from "~/catalog";
import {
  aboutPageContent,
  blogPageContent,
  corePageSeo,
  homePageContent,
  servicesPageContent,
} from "./page-content";

describe("home page content", () => {
  const c = homePageContent();
  it("has the four headline services with their starting prices (docs/product.md#catalogue)", () => {
    expect(c.headlineServices.map((s) => `${s.title}: ${s.priceText}`)).toEqual([
      "Comprehensive Service: Starting from ₹3,999",
      "AC Service & Repair: Starting from ₹1,999",
      "Engine Diagnostics: Starting from ₹1,499",
      "Brake Service: Starting from ₹2,499",
    ]);
  });
  it("lists the catalogue's home luxury brands and service areas, six testimonials and the portfolio columns", () => {
    expect(c.luxuryBrandLinks).toEqual(homeLuxuryBrandLinks);
    expect(c.serviceAreaLinks).toEqual(homeServiceAreaLinks);
    expect(c.testimonials).toHaveLength(6);
    expect(c.portfolio).toEqual(servicePortfolio);
  });
  it("shows 4 models on luxury and 3 on popular brand cards", () => {
    expect(c.luxuryBrandCards.every((b) => b.models.length === 4)).toBe(true);
    expect(c.popularBrandCards.every((b) => b.models.length === 3)).toBe(true);
  });
});

describe("/services content", () => {
  const c = servicesPageContent();
  it("has six core services priced from the economy tier, Custom Repairs on request", () => {
    expect(c.coreServices.map((s) => s.startingText)).toEqual([
      "₹2,499",
      "₹1,899",
      "₹3,999",
      "₹3,500",
      "₹499",
      "On Request",
    ]);
  });
  it("has the catalogue's nine luxury centres and six popular brands with three models each", () => {
    const names = (links: { name: string }[]) => links.map((l) => l.name);
    expect(names(c.luxuryBrands)).toEqual(names(servicesPageLuxuryBrands));
    expect(c.luxuryBrands.every((b) => /^\/service\/[a-z-]+-service$/.test(b.path))).toBe(true);
    expect(names(c.popularBrands)).toEqual(names(servicesPagePopularBrands));
    expect(c.popularBrands.every((b) => b.models.length === 3)).toBe(true);
  });
});

describe("about, blog and core page fields", () => {
  it("gives the about page six reasons", () => {
    expect(aboutPageContent().reasons).toHaveLength(6);
  });
  it("links the blog to every service page", () => {
    expect(blogPageContent().serviceLinks.length).toBeGreaterThanOrEqual(10);
  });
  it("finds core pages and rejects others", () => {
    expect(corePageSeo("/privacy").path).toBe("/privacy");
    expect(() => corePageSeo("/nope")).toThrow();
  });
});

describe("the promotion banner (docs/product.md#offers)", () => {
  it("shows the valid promotion with its end date, and nothing once it has ended", () => {
    const during = homePageContent(
      undefined,
      undefined,
      new Date("2026-12-10T06:00:00Z"),
    ).promotion;
    expect(during?.text).toBe("Limited Time: FREE Pickup & Drop + 20% OFF");
    expect(during?.endsAt).toBe("31 Jan 2027, 11:59 PM");
    expect(
      homePageContent(undefined, undefined, new Date("2027-02-01T00:00:00Z")).promotion,
    ).toBeNull();
  });
});
