import { describe, it, expect } from "vitest";
import {
  BrandSchema,
  bodyTypes,
  brandCardModels,
  brands,
  getBrand,
  luxuryBrands,
  popularBrands,
} from "./brands";
import { breadcrumbNames } from "./breadcrumb-catalogue";
import { breadcrumbLabel } from "./breadcrumb-names";
import { localities } from "./localities";

describe("brand catalogue", () => {
  it("has the spec's luxury brands plus Tesla and Lamborghini, and its popular brands, in order", () => {
    expect({
      luxury: luxuryBrands.map((b) => b.name),
      popular: popularBrands.map((b) => b.name),
    }).toEqual({
      luxury: [
        "Mercedes-Benz",
        "BMW",
        "Audi",
        "Porsche",
        "Jaguar",
        "Land Rover",
        "Lexus",
        "Volvo",
        "Tesla",
        "Lamborghini",
      ],
      popular: [
        "Maruti Suzuki",
        "Hyundai",
        "Honda",
        "Toyota",
        "Tata",
        "Mahindra",
        "Skoda",
        "Volkswagen",
        "Jeep",
      ],
    });
  });

  it("uses the spec's 19 brand page slugs, each routed to /service/{slug}", () => {
    expect(brands.map((b) => b.slug).sort()).toEqual([
      "audi-service",
      "bmw-service",
      "honda-service",
      "hyundai-service",
      "jaguar-service",
      "jeep-service",
      "lamborghini-service",
      "land-rover-service",
      "lexus-service",
      "mahindra-service",
      "maruti-service",
      "mercedes-service",
      "porsche-service",
      "skoda-service",
      "tata-service",
      "tesla-service",
      "toyota-service",
      "volkswagen-service",
      "volvo-service",
    ]);
    for (const b of brands) expect(b.route).toBe(`/service/${b.slug}`);
  });

  it("gives a specialisation to luxury brands only", () => {
    for (const b of luxuryBrands) expect(b.specialisation, b.name).toBeTruthy();
    for (const b of popularBrands) expect(b.specialisation, b.name).toBeUndefined();
  });

  it("rejects a popular brand with a specialisation and a wrong route", () => {
    const bad = {
      ...getBrand("maruti-service")!,
      specialisation: "Something special here",
      route: "/service/maruti",
    };
    const result = BrandSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(["route", "specialisation"]);
  });

  it("carries no logo or image paths (trade marks)", () => {
    const text = JSON.stringify(brands);
    expect(text).not.toMatch(/logo|image|\.png|\.svg|\.jpe?g|\.webp/i);
  });

  it("gives every model a known body type", () => {
    for (const b of brands) for (const m of b.models) expect(bodyTypes).toContain(m.bodyType);
  });

  it("lists Tesla as electric models S, 3, X and Y among six", () => {
    const tesla = getBrand("tesla-service")!;
    expect(tesla.models.map((m) => m.name)).toEqual(
      expect.arrayContaining(["Model S", "Model 3", "Model X", "Model Y"]),
    );
    expect(tesla.models.every((m) => m.bodyType === "Electric")).toBe(true);
  });

  it("shows four models on luxury cards and three on popular cards", () => {
    expect(brandCardModels(getBrand("bmw-service")!).map((m) => m.name)).toEqual([
      "3 Series",
      "5 Series",
      "X1",
      "X3",
    ]);
    expect(brandCardModels(getBrand("maruti-service")!).map((m) => m.name)).toEqual([
      "Swift",
      "Baleno",
      "Dzire",
    ]);
  });

  it("returns undefined for an unknown brand", () => {
    expect(getBrand("ferrari-service")).toBeUndefined();
  });
});

describe("breadcrumb names", () => {
  it("names every brand page and the extra brands of the spec", () => {
    expect(breadcrumbNames["bmw-service"]).toBe("BMW Service");
    expect(breadcrumbNames["mercedes-service"]).toBe("Mercedes-Benz Service");
    expect(breadcrumbNames["tesla-service"]).toBe("Tesla Service");
    const extra = {
      bentley: "Bentley",
      "rolls-royce": "Rolls-Royce",
      ferrari: "Ferrari",
      mclaren: "McLaren",
      "aston-martin": "Aston Martin",
      maserati: "Maserati",
      kia: "Kia",
      nissan: "Nissan",
      ford: "Ford",
      chevrolet: "Chevrolet",
      renault: "Renault",
    };
    for (const [slug, name] of Object.entries(extra)) {
      expect(breadcrumbNames[slug]).toBe(name);
      expect(breadcrumbNames[`${slug}-service`]).toBe(`${name} Service`);
    }
  });

  it("names every locality", () => {
    for (const l of localities) expect(breadcrumbNames[l.slug]).toBe(l.name);
    expect(breadcrumbNames["gachibowli"]).toBe("Gachibowli");
    expect(breadcrumbNames["lb-nagar"]).toBe("LB Nagar");
  });

  it("names the ac, battery, brake, engine and oil services and the site pages", () => {
    expect(breadcrumbNames).toMatchObject({
      "ac-service": "AC Service",
      "battery-service": "Battery Service",
      "brake-service": "Brake Service",
      "engine-service": "Engine Service",
      "oil-change": "Oil Change",
      blog: "Blog",
      about: "About Us",
      contact: "Contact Us",
      booking: "Book Service",
      faq: "FAQ",
      privacy: "Privacy Policy",
      terms: "Terms of Service",
    });
  });

  it("uses the known name, else capitalises the segment", () => {
    const labels = {
      "bmw-service": "BMW Service",
      "hitech-city": "Hitech City",
      about: "About Us",
      "BMW-SERVICE": "BMW Service",
      "monsoon-car-care-tips": "Monsoon Car Care Tips",
      "spring%20offers": "Spring Offers",
      "%E0%A4": "%E0%A4",
    };
    for (const [segment, label] of Object.entries(labels))
      expect(breadcrumbLabel(segment), segment).toBe(label);
  });
});
