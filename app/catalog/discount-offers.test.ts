import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "./business";
import data from "./data/offers.json";
import {
  bannerPromotion,
  FIRST_BOOKING_OFFER_ID,
  indiaInstant,
  nextPromotionChange,
  offersForBooking,
  PromotionSchema,
  promotions,
} from "./discount-offers";

const winter = promotions.find((p) => p.id === "winter-pickup-2026")!;

describe("promotions (docs/product.md#offers)", () => {
  it("read India time: 00:00 in Kolkata is 18:30 UTC the day before", () => {
    expect(indiaInstant("2026-12-01T00:00").toISOString()).toBe("2026-11-30T18:30:00.000Z");
  });

  it("show the banner only from validFrom until validTo", () => {
    expect(bannerPromotion(new Date("2026-11-30T18:29:59Z"))).toBeUndefined();
    expect(bannerPromotion(new Date("2026-11-30T18:30:00Z"))?.id).toBe(winter.id);
    expect(bannerPromotion(new Date("2027-01-31T18:28:59Z"))?.id).toBe(winter.id);
    expect(bannerPromotion(new Date("2027-01-31T18:29:00Z"))).toBeUndefined();
  });

  it("say when the next one starts or ends, for rewriting the pages then", () => {
    expect(nextPromotionChange(new Date("2026-12-06T00:00:00Z"))).toEqual(
      indiaInstant(winter.validTo),
    );
    expect(nextPromotionChange(new Date("2030-01-01T00:00:00Z"))).toBeNull();
  });

  it("refuse a promotion that ends before it starts, or names an unknown service type", () => {
    const good = data.promotions[0]!;
    expect(PromotionSchema.safeParse(good).success).toBe(true);
    expect(
      PromotionSchema.safeParse({ ...good, validTo: good.validFrom }).error?.issues[0]?.message,
    ).toBe("A promotion must end after it starts");
    expect(PromotionSchema.safeParse({ ...good, services: ["Car Wash"] }).success).toBe(false);
    expect(PromotionSchema.safeParse({ ...good, validFrom: "2026-12-01" }).success).toBe(false);
  });
});

describe("the offers a booking records", () => {
  const during = new Date("2026-12-10T06:00:00Z");
  const after = new Date("2027-02-10T06:00:00Z");

  it("give a first booking the business facts' percent on labour and parts", () => {
    expect(offersForBooking("Engine Oil Change", after, true)).toEqual([
      {
        offerId: FIRST_BOOKING_OFFER_ID,
        name: "First online booking",
        percent: defaultBusinessFacts.promises.firstBookingDiscountPercent,
        appliesTo: "both",
        combinable: false,
      },
    ]);
    expect(offersForBooking("Engine Oil Change", after, false)).toEqual([]);
  });

  it("add a promotion only while it is valid and only for the service types it covers", () => {
    expect(offersForBooking("AC Service & Repair", during, false).map((o) => o.offerId)).toEqual([
      winter.id,
    ]);
    expect(offersForBooking("Engine Oil Change", during, false)).toEqual([]);
    expect(offersForBooking("AC Service & Repair", after, false)).toEqual([]);
    expect(offersForBooking("AC Service & Repair", during, true).map((o) => o.offerId)).toEqual([
      FIRST_BOOKING_OFFER_ID,
      winter.id,
    ]);
  });
});
