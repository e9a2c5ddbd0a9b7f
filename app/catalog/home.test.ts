import { describe, expect, it } from "vitest";
import en from "~/catalog/i18n/en.json";
import * as catalogueIcons from "~/features/marketing/catalogue-icons";
import { HomeContentSchema, homeContent } from "./home";

describe("the home page's own cards (docs/product.md#route-home)", () => {
  it("has three reasons to choose and the four steps, in order, each with its words", () => {
    expect(en.home.why.map((c) => c.title)).toEqual([
      "Expert Technicians",
      "Genuine Parts",
      "Doorstep Pickup",
    ]);
    expect(en.home.steps.map((s) => s.title)).toEqual([
      "Book Online",
      "Free Pickup",
      "Expert Service",
      "Delivery",
    ]);
    expect(homeContent.whyChooseUs).toHaveLength(en.home.why.length);
    expect(homeContent.steps).toHaveLength(en.home.steps.length);
  });

  it("names only icons the page can draw", () => {
    for (const c of [...homeContent.whyChooseUs, ...homeContent.steps])
      expect(Object.keys(catalogueIcons)).toContain(c.icon);
  });

  it("states no figure: those come from the business facts and the reviews", () => {
    for (const c of [...en.home.why, ...en.home.steps])
      expect(`${c.title} ${c.text}`, c.title).not.toMatch(/\d/);
  });

  it("refuses a wrong count or an icon that is not a component name", () => {
    expect(HomeContentSchema.safeParse(structuredClone(homeContent)).success).toBe(true);
    const short = { ...structuredClone(homeContent), steps: homeContent.steps.slice(0, 3) };
    expect(HomeContentSchema.safeParse(short).success).toBe(false);
    const icon = structuredClone(homeContent);
    icon.whyChooseUs[0]!.icon = "user-check";
    expect(HomeContentSchema.safeParse(icon).success).toBe(false);
  });
});
