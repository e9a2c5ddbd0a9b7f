import { describe, expect, it } from "vitest";
import { asciiDigits, phoneE164 } from "./phone";

describe("Telugu and Devanagari digits (docs/decisions/0026)", () => {
  it("turns every Telugu and Devanagari digit into its ASCII digit and keeps the rest", () => {
    expect(asciiDigits("౦౧౨౩౪౫౬౭౮౯")).toBe("0123456789");
    expect(asciiDigits("०१२३४५६७८९")).toBe("0123456789");
    expect(asciiDigits("+91 ౯౮౭౬౫-43210 కారు")).toBe("+91 98765-43210 కారు");
  });

  it("reads a phone typed in Telugu or Devanagari digits and stores it in ASCII E.164", () => {
    expect(phoneE164("౯౮౭౬౫ ౪౩౨౧౦")).toBe("+919876543210");
    expect(phoneE164("+९१ ९८७६५ ४३२१०")).toBe("+919876543210");
    expect(phoneE164("౯౮౭౬౫")).toBeNull();
  });
});
