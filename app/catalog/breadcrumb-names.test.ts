import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { breadcrumbNamesSource } from "../../scripts/generate-breadcrumb-names";
import { breadcrumbNames } from "./brands";
import { breadcrumbLabel } from "./breadcrumb-names";

describe("generated breadcrumb names", () => {
  it("match the catalogue (run `npm run generate:breadcrumbs` after changing brands, localities or services)", () => {
    const onDisk = readFileSync(path.join(import.meta.dirname, "breadcrumb-names.generated.ts"), "utf8");
    expect(onDisk).toBe(breadcrumbNamesSource(breadcrumbNames));
  });

  it("name catalogue segments and capitalise unknown ones", () => {
    expect(breadcrumbLabel("land-rover-service")).toBe("Land Rover Service");
    expect(breadcrumbLabel("lb-nagar")).toBe("LB Nagar");
    expect(breadcrumbLabel("faq")).toBe("FAQ");
    expect(breadcrumbLabel("winter-tyre-tips")).toBe("Winter Tyre Tips");
  });
});
