import { describe, expect, it } from "vitest";
import {
  carLineWithPlate,
  formatRegistration,
  normaliseRegistration,
  plateForDisplay,
  normaliseVin,
  parseRegistration,
} from "./registration";

describe("registration numbers (docs/decisions/0014)", () => {
  it.each([
    ["ts09ea1234", "TS09EA1234", "TS 09 EA 1234"],
    ["TS 09 EA 1234", "TS09EA1234", "TS 09 EA 1234"],
    ["ts-9-ea-1234", "TS09EA1234", "TS 09 EA 1234"],
    ["TG 07 AB 0042", "TG07AB0042", "TG 07 AB 0042"],
    ["AP 39 BX 77", "AP39BX0077", "AP 39 BX 0077"],
    ["KA 01 MJ 2020", "KA01MJ2020", "KA 01 MJ 2020"],
    ["DL 3C AB 1234", "DL03CAB1234", "DL 03 CAB 1234"],
    ["MH 12 1234", "MH121234", "MH 12 1234"],
    ["22 BH 1234 AB", "22BH1234AB", "22 BH 1234 AB"],
    ["22bh1234a", "22BH1234A", "22 BH 1234 A"],
  ])("reads %s as %s, shown %s", (typed, stored, shown) => {
    expect(normaliseRegistration(typed)).toBe(stored);
    expect(formatRegistration(stored)).toBe(shown);
  });

  it.each([
    ["", "empty"],
    ["XX 09 EA 1234", "an unknown state code"],
    ["TS 00 EA 1234", "district 00"],
    ["TS 09 EABC 1234", "four series letters"],
    ["TS 09 EA 12345", "five digits"],
    ["TS 09 EA 0000", "number 0000"],
    ["22 BH 123 AB", "a short Bharat number"],
    ["TS09EA1234; drop table", "other characters"],
    ["T S 0 9 E A 1 2 3 4 5 6 7 8", "too long"],
  ])("refuses %j (%s)", (typed) => {
    expect(parseRegistration(typed)).toBeNull();
  });

  it("checks a VIN's shape: 17 characters without I, O or Q", () => {
    expect(normaliseVin("wba3a5c5xdf123456")).toBe("WBA3A5C5XDF123456");
    expect(normaliseVin("WBA3A5C5XDF12345")).toBeNull();
    expect(normaliseVin("WBA3A5C5ODF123456")).toBeNull();
  });
});

describe("a stored registration for display (docs/decisions/0014)", () => {
  it("shows this car's plate, or null without a registration", () => {
    expect(plateForDisplay("TS09EA1234")).toBe("TS 09 EA 1234");
    expect(plateForDisplay("22BH1234AB")).toBe("22 BH 1234 AB");
    expect(plateForDisplay(null)).toBeNull();
    expect(plateForDisplay("")).toBeNull();
  });

  it("puts the plate before the car on one line, when there is one", () => {
    const car = { make: "Hyundai", model: "Creta", year: 2021 };
    expect(carLineWithPlate({ ...car, registration: "TS09EA1234" })).toBe(
      "TS 09 EA 1234, Hyundai Creta (2021)",
    );
    expect(carLineWithPlate({ ...car, registration: null })).toBe("Hyundai Creta (2021)");
  });
});
