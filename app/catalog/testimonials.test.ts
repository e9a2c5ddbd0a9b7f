import { describe, it, expect } from "vitest";
import { getBrand } from "./brands";
import { getLocality } from "./localities";
import { TestimonialSchema, initials, testimonials } from "./testimonials";

describe("testimonials", () => {
  it("are six, rated 4 or 5, with unique names", () => {
    expect(testimonials).toHaveLength(6);
    for (const t of testimonials) expect([4, 5]).toContain(t.rating);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(6);
  });

  it("come from listed localities and name a catalogue brand", () => {
    for (const t of testimonials) {
      const locality = getLocality(t.localitySlug);
      expect(locality, t.name).toBeDefined();
      expect(t.location).toBe(locality!.name);
      const brand = getBrand(t.brandSlug);
      expect(brand, t.name).toBeDefined();
    }
  });

  it("cover both luxury and popular cars", () => {
    const types = new Set(testimonials.map((t) => getBrand(t.brandSlug)!.type));
    expect(types).toEqual(new Set(["luxury", "popular"]));
  });

  it("carry no image URLs", () => {
    expect(JSON.stringify(testimonials)).not.toMatch(/https?:|\.jpe?g|\.png|\.webp|image/i);
  });

  it("rejects a one-sentence text and a rating of 3", () => {
    const base = testimonials[0]!;
    expect(
      TestimonialSchema.safeParse({
        ...base,
        text: "Great service and a lovely team, would recommend them to anyone at all without doubt.",
      }).success,
    ).toBe(false);
    expect(TestimonialSchema.safeParse({ ...base, rating: 3 }).success).toBe(false);
  });
});

describe("initials", () => {
  it("takes the first letters of up to two names", () => {
    expect(
      ["Mohammed Faisal", "lakshmi narayanan", "Ravi Kumar Varma", "Sita"].map(initials),
    ).toEqual(["MF", "LN", "RK", "S"]);
  });
});
