import { describe, expect, it } from "vitest";
import { shouldHydrate, staticPageHandle } from "./route-handle";

describe("shouldHydrate", () => {
  it("loads scripts unless a matched route is a static page", () => {
    expect(shouldHydrate([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(true);
    expect(shouldHydrate([{ handle: undefined }, { handle: staticPageHandle }])).toBe(false);
    expect(shouldHydrate([])).toBe(true);
  });
});
