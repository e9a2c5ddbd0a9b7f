import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  breadcrumbNamesSource,
  siteBreadcrumbNames,
} from "../../scripts/generate-breadcrumb-names";
import { breadcrumbLabel } from "./breadcrumb-names";

describe("generated breadcrumb names", () => {
  it("match the catalogue and the posts (run `npm run generate:breadcrumbs` after changing brands, localities, services or posts)", () => {
    const onDisk = readFileSync(
      path.join(import.meta.dirname, "breadcrumb-names.generated.ts"),
      "utf8",
    );
    expect(onDisk).toBe(breadcrumbNamesSource(siteBreadcrumbNames()));
  });

  it("name a blog post by its title", () => {
    expect(breadcrumbLabel("what-our-25-point-health-check-covers")).toMatch(
      /25-Point Health Check/i,
    );
  });

  it("name catalogue segments and capitalise unknown ones", () => {
    expect(breadcrumbLabel("land-rover-service")).toBe("Land Rover Service");
    expect(breadcrumbLabel("lb-nagar")).toBe("LB Nagar");
    expect(breadcrumbLabel("faq")).toBe("FAQ");
    expect(breadcrumbLabel("winter-tyre-tips")).toBe("Winter Tyre Tips");
  });
});
