import { describe, it, expect } from "vitest";
import {
  formatPaise,
  formatRupees,
  fromPriceText,
  paiseToRupeeText,
  parseRupeesToPaise,
  priceTiers,
} from "./money";
import { formatRupees as formatRupeesFromServices } from "./services";

describe("formatRupees", () => {
  it("formats prices the way the spec writes them", () => {
    expect(formatRupees(3999)).toBe("₹3,999");
    expect(formatRupees(499)).toBe("₹499");
    expect(formatRupees(19999)).toBe("₹19,999");
  });

  it("groups lakhs and crores the Indian way", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(1234567)).toBe("₹12,34,567");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000");
  });

  it("handles small, zero, negative and fractional amounts", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(5)).toBe("₹5");
    expect(formatRupees(1000)).toBe("₹1,000");
    expect(formatRupees(-2500)).toBe("-₹2,500");
    expect(formatRupees(1999.6)).toBe("₹2,000");
  });

  it("rejects amounts that are not finite numbers", () => {
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("is the same helper when imported from the services module", () => {
    expect(formatRupeesFromServices).toBe(formatRupees);
  });
});

describe("fromPriceText", () => {
  it("reads 'from ₹…'", () => {
    expect(fromPriceText(1999)).toBe("from ₹1,999");
  });
});

describe("priceTiers", () => {
  it("lists the four tiers cheapest first", () => {
    expect(priceTiers).toEqual(["economy", "premium", "luxury", "superLuxury"]);
  });
});

describe("paise", () => {
  it("formats paise as rupees with two decimals and Indian grouping", () => {
    expect(formatPaise(12345650)).toBe("₹1,23,456.50");
    expect(formatPaise(5)).toBe("₹0.05");
    expect(formatPaise(-500)).toBe("-₹5.00");
    expect(() => formatPaise(1.5)).toThrow(RangeError);
  });

  it("reads typed rupees into paise without floating point", () => {
    expect(parseRupeesToPaise("1,499.5")).toBe(149950);
    expect(parseRupeesToPaise("₹ 2,000.00")).toBe(200000);
    expect(parseRupeesToPaise("0.29")).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(parseRupeesToPaise("1.234")).toBeNull();
    expect(parseRupeesToPaise("-5")).toBeNull();
    expect(parseRupeesToPaise("abc")).toBeNull();
    expect(paiseToRupeeText(123450)).toBe("1234.50");
  });
});
