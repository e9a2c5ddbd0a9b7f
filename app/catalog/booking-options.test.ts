import { describe, expect, it } from "vitest";
import {
  bookingBrandPrefill,
  bookingCarBrands,
  matchServiceType,
  serviceTypes,
  slotStartMinutes,
  timeSlots,
} from "./booking-options";
import { brandPages } from "./brand-pages";

describe("booking options (docs/product.md#booking-rules)", () => {
  it("has the 18 half-hour slots from 09:00 AM to 05:30 PM", () => {
    expect(timeSlots).toHaveLength(18);
    expect(timeSlots[0]).toBe("09:00 AM");
    expect(timeSlots).toContain("12:00 PM");
    expect(timeSlots).toContain("12:30 PM");
    expect(timeSlots.at(-1)).toBe("05:30 PM");
    const starts = timeSlots.map(slotStartMinutes);
    starts.slice(1).forEach((m, i) => expect(m - starts[i]!).toBe(30));
  });

  it("has the 12 service types and 22 brands, Other last", () => {
    expect(serviceTypes).toHaveLength(12);
    expect(new Set(serviceTypes).size).toBe(12);
    expect(bookingCarBrands).toHaveLength(22);
    expect(bookingCarBrands.at(-1)).toBe("Other");
  });

  it("reads slot start times in minutes, NaN for anything else", () => {
    expect(slotStartMinutes("09:00 AM")).toBe(540);
    expect(slotStartMinutes("12:30 PM")).toBe(750);
    expect(slotStartMinutes("05:30 PM")).toBe(1050);
    expect(slotStartMinutes("17:30")).toBeNaN();
  });

  it("maps service titles from other pages to a service type", () => {
    expect(matchServiceType("AC Service & Repair")).toBe("AC Service & Repair");
    expect(matchServiceType("Comprehensive Service")).toBe("General Service & Maintenance");
    expect(matchServiceType("Engine Diagnostics")).toBe("Engine Diagnostics & Repair");
    expect(matchServiceType("Brake Service")).toBe("Brake Service & Repair");
    expect(matchServiceType("Battery Replacement")).toBe("Battery replacement");
    expect(matchServiceType("Quantum flux")).toBeUndefined();
    expect(matchServiceType(undefined)).toBeUndefined();
  });
});

describe("bookingBrandPrefill (arriving at /booking from a brand page)", () => {
  it("chooses 'Other' and puts the brand in the model field for Jeep, Tesla and Lamborghini", () => {
    for (const brand of ["Jeep", "Tesla", "Lamborghini"])
      expect(bookingBrandPrefill(brand)).toEqual({ carBrand: "Other", carModel: brand });
  });

  it("chooses a brand of the form's list as it is, in any letter case", () => {
    expect(bookingBrandPrefill("BMW")).toEqual({ carBrand: "BMW", carModel: "" });
    expect(bookingBrandPrefill("land rover")).toEqual({ carBrand: "Land Rover", carModel: "" });
  });

  it("gives nothing without a brand", () => {
    expect(bookingBrandPrefill(null)).toBeNull();
    expect(bookingBrandPrefill("  ")).toBeNull();
  });

  it("fills something for every brand page, and 'Other' exactly for the brands the list lacks", () => {
    const lacking = brandPages
      .filter((p) => bookingBrandPrefill(p.brandName)?.carBrand === "Other")
      .map((p) => p.brandName);
    expect(lacking.sort()).toEqual(["Jeep", "Lamborghini", "Tesla"]);
  });
});
