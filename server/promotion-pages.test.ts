import { describe, expect, it } from "vitest";
import { nextPromotionChange } from "../app/catalog/discount-offers";
import { pagesAtStartWithPromotion } from "./promotion-pages";

describe("the pages rewritten at start (docs/product.md#offers)", () => {
  const drawn = new Date("2026-01-01T00:00:00Z");
  const change = nextPromotionChange(drawn)!;
  const after = new Date(change.getTime() + 60_000);
  const before = new Date(change.getTime() - 60_000);

  it("add the promotion banner's pages when a promotion started or ended since they were drawn", () => {
    expect(pagesAtStartWithPromotion([], drawn, after)).toEqual(["/", "/home"]);
    expect(pagesAtStartWithPromotion(["/", "/service/bmw-service"], drawn, after)).toEqual([
      "/",
      "/service/bmw-service",
      "/home",
    ]);
    expect(pagesAtStartWithPromotion([], null, after)).toEqual(["/", "/home"]);
    expect(pagesAtStartWithPromotion("all", drawn, after)).toBe("all");
  });

  it("leave pages drawn after the last change as they are", () => {
    expect(pagesAtStartWithPromotion([], drawn, before)).toEqual([]);
    expect(pagesAtStartWithPromotion(["/about"], drawn, before)).toEqual(["/about"]);
  });
});
