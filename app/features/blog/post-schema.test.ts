import { describe, expect, it } from "vitest";
import { BlogFrontMatterSchema, blogAuthors, readingMinutes } from "./post-schema";

const valid = {
  title: "BMW Service Intervals Explained for Hyderabad Owners",
  description:
    "How BMW's condition based service decides when your car needs oil, brakes and fluids, and why Hyderabad traffic brings dates forward.",
  date: new Date("2026-03-14T00:00:00Z"),
  author: "Ravi Teja Reddy",
  tags: ["BMW", "Maintenance"],
  brands: ["bmw-service", "bmw-x-series-service"],
  services: ["periodic-service"],
  localities: ["gachibowli"],
};

/** The messages of a failed parse, "path: message". */
function problems(input: unknown): string[] {
  const r = BlogFrontMatterSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("BlogFrontMatterSchema", () => {
  it("accepts the writers' format; YAML's unquoted date becomes yyyy-MM-dd", () => {
    const fm = BlogFrontMatterSchema.parse(valid);
    expect(fm.date).toBe("2026-03-14");
    expect(BlogFrontMatterSchema.parse({ ...valid, date: "2026-03-14" }).date).toBe("2026-03-14");
  });

  it("defaults missing page lists to none", () => {
    const { brands: _b, services: _s, localities: _l, ...rest } = valid;
    expect(BlogFrontMatterSchema.parse(rest)).toMatchObject({
      brands: [],
      services: [],
      localities: [],
    });
  });

  it("keeps titles and descriptions within search lengths", () => {
    expect(problems({ ...valid, title: "Too short" })[0]).toMatch(/^title:/);
    expect(problems({ ...valid, title: "x".repeat(61) })[0]).toMatch(/^title:/);
    expect(problems({ ...valid, description: "Short." })[0]).toMatch(/^description:/);
  });

  it("refuses an author who is not on the team", () => {
    expect(problems({ ...valid, author: "Someone Else" })[0]).toMatch(/^author:/);
    expect(blogAuthors.map((a) => a.role)).toEqual([
      "Service Manager",
      "Senior Technician",
      "Customer Care Lead",
    ]);
  });

  it("refuses a slug that is not a page of its kind, naming it", () => {
    expect(problems({ ...valid, brands: ["bmw"] })).toEqual(['brands.0: Unknown brand page "bmw"']);
    expect(problems({ ...valid, services: ["gachibowli"] })).toEqual([
      'services.0: Unknown service page "gachibowli"',
    ]);
    expect(problems({ ...valid, localities: ["hyderabad"] })).toEqual([
      'localities.0: Unknown locality page "hyderabad"',
    ]);
  });

  it("refuses impossible dates, misspelt fields and missing tags", () => {
    expect(problems({ ...valid, date: "2026-02-30" })[0]).toMatch(/^date:/);
    expect(problems({ ...valid, date: "14/03/2026" })[0]).toMatch(/^date:/);
    expect(problems({ ...valid, localites: ["gachibowli"] }).join()).toMatch(/localites/);
    expect(problems({ ...valid, tags: [] })[0]).toMatch(/^tags:/);
  });
});

describe("readingMinutes", () => {
  it("is words / 200 rounded up, at least a minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(700)).toBe(4);
  });
});
