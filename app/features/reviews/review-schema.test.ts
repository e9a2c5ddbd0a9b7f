import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_NAME,
  REVIEW_MESSAGES,
  ReviewFormSchema,
  ReviewModerationSchema,
  firstNameAndInitial,
} from "./review-schema";
import { reviewCard } from "./review-cards";
import { brandSlugOfCar, carLabel } from "./review-links.server";

const id = "6f1c2a55-2b1e-4d5e-9b7a-1c2d3e4f5a6b";

describe("the name a review shows (docs/product.md#reviews-page)", () => {
  it("is the first name and the last name's initial by default", () => {
    expect(firstNameAndInitial("Priya Sharma")).toBe("Priya S.");
    expect(firstNameAndInitial("  mohammed  abdul  faisal ")).toBe("mohammed F.");
    expect(firstNameAndInitial("Priya")).toBe("Priya");
    expect(firstNameAndInitial("   ")).toBe(ANONYMOUS_NAME);
  });
});

describe("the review form", () => {
  const parse = (fields: Record<string, unknown>) => ReviewFormSchema.safeParse(fields);

  it("takes 1 to 5 stars, optional text up to 1,000 characters, the name choice and consent", () => {
    expect(parse({ rating: "4", text: " Good work. ", name: "initial", consent: "yes" })).toEqual({
      success: true,
      data: { rating: 4, text: "Good work.", name: "initial", consent: true },
    });
    expect(parse({ rating: "1", name: "anonymous" }).data).toEqual({
      rating: 1,
      text: "",
      name: "anonymous",
      consent: false,
    });
    expect(parse({ rating: "5", text: "x".repeat(1000), name: "initial" }).success).toBe(true);
  });

  it("refuses no stars, 0 or 6 stars, longer text, control characters and unknown fields", () => {
    const messageOf = (fields: Record<string, unknown>) =>
      parse(fields).error?.issues.map((i) => i.message);
    expect(messageOf({ name: "initial" })).toEqual([REVIEW_MESSAGES.ratingRequired]);
    expect(messageOf({ rating: "0", name: "initial" })).toEqual([REVIEW_MESSAGES.ratingRequired]);
    expect(messageOf({ rating: "6", name: "initial" })).toEqual([REVIEW_MESSAGES.ratingRequired]);
    expect(messageOf({ rating: "4.5", name: "initial" })).toEqual([REVIEW_MESSAGES.ratingRequired]);
    expect(messageOf({ rating: "3", name: "initial", text: "x".repeat(1001) })).toEqual([
      REVIEW_MESSAGES.textTooLong,
    ]);
    expect(parse({ rating: "3", name: "initial", text: "a\u202Eb" }).success).toBe(false);
    expect(parse({ rating: "3", name: "full" }).success).toBe(false);
    expect(parse({ rating: "3", name: "initial", status: "published" }).success).toBe(false);
  });
});

describe("the back office's review actions (docs/product.md#reviews-moderation)", () => {
  it("hides only for abuse or personal data, and replies with 1 to 1,000 characters", () => {
    expect(
      ReviewModerationSchema.safeParse({ intent: "hide", reviewId: id, reason: "abuse" }).success,
    ).toBe(true);
    expect(
      ReviewModerationSchema.safeParse({ intent: "hide", reviewId: id, reason: "bad_rating" })
        .success,
    ).toBe(false);
    expect(
      ReviewModerationSchema.safeParse({ intent: "reply", reviewId: id, reply: "  " }).success,
    ).toBe(false);
    expect(
      ReviewModerationSchema.safeParse({ intent: "reply", reviewId: id, reply: "y".repeat(1001) })
        .success,
    ).toBe(false);
    // Nothing edits the customer's words.
    expect(
      ReviewModerationSchema.safeParse({ intent: "edit", reviewId: id, text: "Better words" })
        .success,
    ).toBe(false);
  });
});

describe("where a review appears (docs/product.md#reviews-shown)", () => {
  it("finds the brand page of the booking's car by the catalogue brand that begins its name", () => {
    expect(brandSlugOfCar("BMW 3 Series (2019)")).toBe("bmw-service");
    expect(brandSlugOfCar("Mercedes-Benz C-Class (2022)")).toBe("mercedes-service");
    expect(brandSlugOfCar("Bmwx Imaginary (2020)")).toBeNull();
    expect(carLabel("BMW 3 Series (2019)")).toBe("BMW 3 Series");
  });

  it("draws a card with the shown name, locality, car, month and 'Verified service'", () => {
    expect(
      reviewCard({
        id,
        name: "Priya S.",
        location: "Gachibowli",
        car: "BMW 3 Series",
        rating: 4,
        text: "Good.",
        month: "November 2026",
        reply: null,
      }),
    ).toEqual({
      name: "Priya S.",
      initials: "PS",
      location: "Gachibowli",
      car: "BMW 3 Series",
      rating: 4,
      text: "Good.",
      verified: "Verified service, November 2026",
      reply: null,
    });
  });
});
