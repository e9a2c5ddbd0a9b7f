import { describe, expect, it } from "vitest";
import { bookThisLabel, freeConsultationMessage } from "./marketing-links";

describe("marketing links", () => {
  it("labels offering buttons 'Book This … Service' without doubling the word", () => {
    expect(bookThisLabel("Brake Service")).toBe("Book This Brake Service");
    expect(bookThisLabel("Oil Change")).toBe("Book This Oil Change Service");
    expect(bookThisLabel("  Comprehensive Service ")).toBe("Book This Comprehensive Service");
    expect(bookThisLabel("AC Service & Repair")).toBe("Book This AC Service & Repair");
  });

  it("asks for a free consultation and names the business", () => {
    const msg = freeConsultationMessage("Acme Cars");
    expect(msg).toContain("Acme Cars");
    expect(msg).toMatch(/free consultation/i);
  });
});
