import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstStateName, isValidGstin } from "./gstin";

describe("GSTIN", () => {
  it("accepts a GSTIN with the right check character", () => {
    const first14 = "36AABCM1234C1Z";
    expect(isValidGstin(first14 + gstinCheckCharacter(first14))).toBe(true);
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true); // a published example
  });

  it("refuses a wrong check character, lower case and wrong shapes", () => {
    expect(isValidGstin("27AAPFU0939F1ZA")).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
  });
});

describe("GST state codes", () => {
  it("names a code, and gives an unknown code back as it is", () => {
    expect(gstStateName("36")).toBe("Telangana");
    expect(gstStateName("99")).toBe("99");
  });
});
