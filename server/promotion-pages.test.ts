import { describe, expect, it } from "vitest";
import { pagesAtStartWithPromotion } from "./promotion-pages";

describe("the pages rewritten at start (docs/product.md#offers)", () => {
  it("add the promotion banner's pages to the reviews' pages", () => {
    expect(pagesAtStartWithPromotion([])).toEqual(["/", "/home"]);
    expect(pagesAtStartWithPromotion(["/", "/service/bmw-service"])).toEqual([
      "/",
      "/service/bmw-service",
      "/home",
    ]);
    expect(pagesAtStartWithPromotion("all")).toBe("all");
  });
});
