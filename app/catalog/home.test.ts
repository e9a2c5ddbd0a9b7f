import { describe, expect, it } from "vitest";
import * as catalogueIcons from "~/features/marketing/catalogue-icons";
import { HomeContentSchema, homeContent } from "./home";

describe("the home page's own words (docs/product.md#route-home)", () => {
  it("has three reasons to choose and the four steps, in order", () => {
    expect(homeContent.whyChooseUs.map((c) => c.title)).toEqual([
      "Expert Technicians",
      "Genuine Parts",
      "Doorstep Pickup",
    ]);
    expect(homeContent.steps.map((s) => s.title)).toEqual([
      "Book Online",
      "Free Pickup",
      "Expert Service",
      "Delivery",
    ]);
  });

  it("names only icons the page can draw", () => {
    const cards = [...homeContent.whyChooseUs, ...homeContent.steps];
    for (const c of cards) expect(Object.keys(catalogueIcons), c.title).toContain(c.icon);
  });

  it("states no figure: those come from the business facts and the reviews", () => {
    for (const c of [...homeContent.whyChooseUs, ...homeContent.steps])
      expect(`${c.title} ${c.text}`, c.title).not.toMatch(/\d/);
  });

  it("refuses a repeated title, a wrong count or an icon that is not a component name", () => {
    const ok = structuredClone(homeContent);
    expect(HomeContentSchema.safeParse(ok).success).toBe(true);
    const repeated = structuredClone(homeContent);
    repeated.steps[1]!.title = repeated.steps[0]!.title;
    expect(HomeContentSchema.safeParse(repeated).success).toBe(false);
    const short = { ...structuredClone(homeContent), steps: homeContent.steps.slice(0, 3) };
    expect(HomeContentSchema.safeParse(short).success).toBe(false);
    const icon = structuredClone(homeContent);
    icon.whyChooseUs[0]!.icon = "user-check";
    expect(HomeContentSchema.safeParse(icon).success).toBe(false);
  });
});
