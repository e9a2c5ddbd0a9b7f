import { describe, it, expect } from "vitest";
import { defaultBusinessFacts } from "./business";
import { LocalitySchema, featuredLocalities, getLocality, localities } from "./localities";

describe("localities", () => {
  it("are the spec's 18, with kebab-case slugs", () => {
    expect(localities.map((l) => l.name)).toEqual([
      "Gachibowli",
      "Banjara Hills",
      "Jubilee Hills",
      "Hitech City",
      "Kondapur",
      "Madhapur",
      "Manikonda",
      "Financial District",
      "Kukatpally",
      "LB Nagar",
      "Miyapur",
      "Secunderabad",
      "Uppal",
      "Bowenpally",
      "Kompally",
      "Medipally",
      "Rajendra Nagar",
      "Kollur",
    ]);
    for (const l of localities) {
      expect(l.slug).toBe(l.name.toLowerCase().replaceAll(" ", "-"));
      expect(l.path).toBe(`/service/${l.slug}`);
    }
  });

  it("feature the first six as the home page's service areas", () => {
    expect(featuredLocalities).toEqual(localities.slice(0, 6));
  });

  it("have 4 to 6 distinct landmarks, three reasons and a real description", () => {
    for (const l of localities) {
      expect(l.landmarks.length, l.slug).toBeGreaterThanOrEqual(4);
      expect(l.landmarks.length, l.slug).toBeLessThanOrEqual(6);
      expect(new Set(l.landmarks).size, l.slug).toBe(l.landmarks.length);
      expect(l.reasons, l.slug).toHaveLength(3);
      expect(l.intro, l.slug).toContain(l.name);
    }
  });

  it("do not share landmarks between localities", () => {
    const all = localities.flatMap((l) => l.landmarks);
    expect(new Set(all).size).toBe(all.length);
  });

  it("lie within the service radius, with the workshop in Madhapur", () => {
    for (const l of localities)
      expect(l.distanceKm, l.slug).toBeLessThanOrEqual(defaultBusinessFacts.serviceRadiusKm);
    expect(getLocality("madhapur")!.distanceKm).toBe(0);
    expect(localities.filter((l) => l.distanceKm === 0).map((l) => l.slug)).toEqual(["madhapur"]);
  });

  it("use a written page title and meta description where given", () => {
    const gachibowli = getLocality("gachibowli")!;
    expect(gachibowli.title).toBe(gachibowli.pageTitle);
    expect(gachibowli.description).toBe(gachibowli.metaDescription);
    const kollur = getLocality("kollur")!;
    expect(kollur.pageTitle).toBeUndefined();
    expect(kollur.title).toBe("Car Service in Kollur, Hyderabad | Free Pickup");
    expect(kollur.description).toContain("Kollur");
  });

  it("state the warranty from the business facts", () => {
    for (const l of localities) {
      expect(l.reasons[2]!.text).toContain(`${defaultBusinessFacts.promises.warrantyMonths}-month`);
    }
  });

  it("rejects a locality outside the service radius", () => {
    const bad = { ...getLocality("uppal")!, distanceKm: 45 };
    expect(LocalitySchema.safeParse(bad).success).toBe(false);
  });

  it("rejects a locality whose title differs from its written page title", () => {
    const bad = { ...getLocality("gachibowli")!, title: "Some Other Title for Gachibowli Cars" };
    expect(LocalitySchema.safeParse(bad).success).toBe(false);
  });
});
