import { describe, expect, it } from "vitest";
import { bookThisLabel } from "./marketing-links";

describe("marketing links", () => {
  it.each([
    ["Brake Service", "Book This Brake Service"],
    ["Oil Change", "Book This Oil Change Service"],
    ["  Comprehensive Service ", "Book This Comprehensive Service"],
    ["AC Service & Repair", "Book This AC Service & Repair"],
  ])(
    "labels the offering button for %j 'Book This … Service' without doubling the word",
    (title, label) => {
      expect(bookThisLabel(title)).toBe(label);
    },
  );
});
