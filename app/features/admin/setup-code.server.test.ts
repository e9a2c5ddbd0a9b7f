import { describe, expect, it } from "vitest";
import {
  activeSetupCode,
  generateSetupCode,
  setupCodeMatches,
  setupCodeNotice,
} from "./setup-code.server";

/** Checks what {@link setupCodeMatches} answers for each typed value against a code. */
function expectMatches(
  active: Parameters<typeof setupCodeMatches>[1],
  cases: Array<[typed: string, matches: boolean]>,
) {
  for (const [typed, matches] of cases)
    expect(setupCodeMatches(typed, active), JSON.stringify(typed)).toBe(matches);
}

describe("generated setup codes", () => {
  it("are four groups of four unambiguous characters, different every time", () => {
    const codes = Array.from({ length: 200 }, generateSetupCode);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("match however they are typed: case, spaces and dashes do not matter", () => {
    expectMatches({ code: "K7QF-2M9X-PR4T-HW8D", source: "generated" }, [
      ["K7QF-2M9X-PR4T-HW8D", true],
      [" k7qf 2m9x pr4t hw8d ", true],
      ["K7QF2M9XPR4THW8D", true],
      ["K7QF-2M9X-PR4T-HW8E", false],
      ["", false],
    ]);
  });
});

describe("the operator's ADMIN_SETUP_CODE", () => {
  const active = { code: "Workshop-Key-2026", source: "environment" as const };

  it("matches exactly (apart from surrounding spaces)", () => {
    expectMatches(active, [
      ["Workshop-Key-2026", true],
      ["  Workshop-Key-2026\n", true],
      ["workshop-key-2026", false],
      ["Workshop-Key-202", false],
      ["Workshop-Key-20266", false],
    ]);
  });

  it("takes precedence over a generated code; with neither there is none", () => {
    const generatedSetupCode = "AAAA-BBBB-CCCC-DDDD";
    expect(activeSetupCode({ ADMIN_SETUP_CODE: "Workshop-Key-2026", generatedSetupCode })).toEqual(
      active,
    );
    expect(activeSetupCode({ ADMIN_SETUP_CODE: undefined, generatedSetupCode })).toEqual({
      code: "AAAA-BBBB-CCCC-DDDD",
      source: "generated",
    });
    expect(activeSetupCode({ ADMIN_SETUP_CODE: undefined })).toBeNull();
  });
});

it("the start-up notice shows the code and says how long it works", () => {
  const notice = setupCodeNotice("AAAA-BBBB-CCCC-DDDD");
  expect(notice).toContain("Admin setup code: AAAA-BBBB-CCCC-DDDD");
  expect(notice).toContain("/admin-setup");
  expect(notice).toMatch(/until the first admin exists/);
});
