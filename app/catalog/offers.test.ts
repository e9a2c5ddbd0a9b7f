import { describe, it, expect } from "vitest";
import * as icons from "lucide-react";
import { defaultBusinessFacts } from "./business";
import {
  BusinessClaimsSchema,
  businessClaims,
  getBrandOffer,
  guarantees,
  headlineStatsOf,
  NO_FIGURES,
  trustStatsOf,
  structuredDataPaymentMethods,
  structuredDataPricing,
} from "./offers";

const facts = defaultBusinessFacts;

describe("offers and claims", () => {
  it("parse with their schema", () => {
    expect(() => BusinessClaimsSchema.parse(businessClaims)).not.toThrow();
  });

  it("take the rating, warranty and discount from the business facts", () => {
    expect(headlineStatsOf(NO_FIGURES)).toContainEqual({
      value: `${facts.rating.value}/5`,
      label: `Rating from ${facts.rating.count} reviews`,
    });
    const titles = guarantees.map((g) => g.title);
    expect(titles).toContain(`${facts.promises.warrantyMonths}-Month Service Warranty`);
    expect(titles).toContain(
      `${facts.promises.firstBookingDiscountPercent}% Off Your First Online Booking`,
    );
    expect(titles).toContain(`Free ${facts.promises.healthCheckPoints}-Point Health Checkup`);
  });

  it("leave out every figure the records do not back, and say what each shown one counts", () => {
    expect(headlineStatsOf(NO_FIGURES).map((s) => s.label)).toEqual([
      `Rating from ${facts.rating.count} reviews`,
      "Years of Experience",
    ]);
    expect(trustStatsOf(NO_FIGURES)).toEqual([]);
    const figures = {
      customersServed: 1234,
      carsServiced: 23456,
      satisfiedPercent: 96,
      repeatPercent: 41,
      firstTimeFixPercent: 97,
      averageResponseMinutes: 185,
      since: 2011,
    };
    expect(headlineStatsOf(figures).slice(0, 2)).toEqual([
      { value: "1,234", label: "Customers served since 2011" },
      { value: "23,456", label: "Cars serviced since 2011" },
    ]);
    expect(headlineStatsOf({ ...figures, since: null })[1]!.label).toBe(
      "Cars serviced through our bookings",
    );
    expect(trustStatsOf(figures).map((s) => s.value)).toEqual(["96%", "41%", "97%", "3.1 hrs"]);
    expect(trustStatsOf({ ...figures, averageResponseMinutes: 42 })[3]!.value).toBe("42 min");
  });

  it("name lucide-react icons that exist", () => {
    for (const g of guarantees)
      expect((icons as Record<string, unknown>)[g.icon], g.icon).toBeDefined();
  });

  it("keep the spec's structured-data prices", () => {
    expect(structuredDataPricing.locationOfferFrom).toBe(4999);
    expect(structuredDataPricing.offerRange).toEqual({ low: 3999, high: 19999 });
    expect(getBrandOffer("audi-service")!.priceFrom).toBe(9999);
    expect(getBrandOffer("maruti-service")).toBeUndefined();
  });

  it("adds the transfer methods to the payment methods for structured data", () => {
    expect(structuredDataPaymentMethods).toEqual([
      ...facts.paymentMethods,
      "Bank Transfer",
      "Cheque",
      "NEFT",
      "RTGS",
    ]);
  });
});
