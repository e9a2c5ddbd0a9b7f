import { describe, expect, it } from "vitest";
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
  it("lists the luxury brands and service areas of the spec, six testimonials and four portfolio columns", () => {
    expect(c.luxuryBrandLinks.map((l) => l.name)).toEqual([
      "Mercedes-Benz",
      "BMW",
      "Audi",
      "Porsche",
      "Jaguar",
      "Land Rover",
    ]);
    expect(c.serviceAreaLinks.map((l) => l.name)).toEqual([
      "Gachibowli",
      "Banjara Hills",
      "Jubilee Hills",
      "Hitech City",
      "Kondapur",
      "Madhapur",
    ]);
    expect(c.testimonials).toHaveLength(6);
    expect(c.portfolio.map((p) => p.heading)).toEqual([
      "Luxury",
      "Popular",
      "Premium Locations",
      "Service Types",
    ]);
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
  it("has nine luxury centres and six popular brands with three models each", () => {
    expect(c.luxuryBrands.map((b) => b.name)).toEqual([
      "Mercedes-Benz",
      "BMW",
      "Audi",
      "Porsche",
      "Jaguar",
      "Land Rover",
      "Lexus",
      "Volvo",
      "Tesla",
    ]);
    expect(c.luxuryBrands.every((b) => /^\/service\/[a-z-]+-service$/.test(b.path))).toBe(true);
    expect(c.popularBrands.map((b) => b.name)).toEqual([
      "Maruti Suzuki",
      "Hyundai",
      "Tata",
      "Honda",
      "Toyota",
      "Mahindra",
    ]);
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
