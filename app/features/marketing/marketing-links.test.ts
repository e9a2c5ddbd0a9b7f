import { describe, expect, it } from "vitest";
import { bookThisLabel } from "./marketing-links";

describe("marketing links", () => {
  it("labels offering buttons 'Book This … Service' without doubling the word", () => {
    expect(bookThisLabel("Brake Service")).toBe("Book This Brake Service");
    expect(bookThisLabel("Oil Change")).toBe("Book This Oil Change Service");
    expect(bookThisLabel("  Comprehensive Service ")).toBe("Book This Comprehensive Service");
    expect(bookThisLabel("AC Service & Repair")).toBe("Book This AC Service & Repair");
  });
});
