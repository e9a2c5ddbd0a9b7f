import { describe, expect, it } from "vitest";
import { shouldHydrate, staticPageHandle } from "./route-handle";

describe("shouldHydrate", () => {
  it("loads scripts unless a matched route is a static page", () => {
    expect(shouldHydrate([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(true);
    expect(shouldHydrate([{ handle: undefined }, { handle: staticPageHandle }])).toBe(false);
    expect(shouldHydrate([])).toBe(true);
  });

  it("loads no script on a Telugu or Hindi page, which is drawn on the server only (docs/decisions/0026)", () => {
    const hydrated = { handle: { hydrate: true } };
    expect(
      shouldHydrate([
        { ...hydrated, pathname: "/" },
        { ...hydrated, pathname: "/te/booking/1" },
      ]),
    ).toBe(false);
    expect(
      shouldHydrate([
        { ...hydrated, pathname: "/" },
        { ...hydrated, pathname: "/hi/auth/reset-password" },
      ]),
    ).toBe(false);
    expect(
      shouldHydrate([
        { ...hydrated, pathname: "/" },
        { ...hydrated, pathname: "/booking/1" },
      ]),
    ).toBe(true);
  });
});
