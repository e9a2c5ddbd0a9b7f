import { describe, it, expect } from "vitest";
import * as icons from "lucide-react";
import { defaultBusinessFacts } from "./business";
import {
  BusinessClaimsSchema,
  businessClaims,
  getBrandOffer,
  guarantees,
  headlineStats,
  structuredDataPaymentMethods,
  structuredDataPricing,
} from "./offers";

const facts = defaultBusinessFacts;

describe("offers and claims", () => {
  it("parse with their schema", () => {
    expect(() => BusinessClaimsSchema.parse(businessClaims)).not.toThrow();
  });

  it("take the rating, warranty and discount from the business facts", () => {
    expect(headlineStats).toContainEqual({
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
