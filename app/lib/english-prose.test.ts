import { describe, expect, it } from "vitest";
import { listText, monthsText, orText } from "./english-prose";

describe("English prose", () => {
  it("joins lists the way the policy pages read", () => {
    expect(listText([])).toBe("");
    expect(listText(["cash"])).toBe("cash");
    expect(listText(["cash", "UPI"])).toBe("cash and UPI");
    expect(listText(["cash", "UPI", "cards"])).toBe("cash, UPI and cards");
    expect(orText(["call", "WhatsApp", "email"])).toBe("call, WhatsApp or email");
  });

  it("says a warranty's length in years when it is whole years", () => {
    expect(monthsText(6)).toBe("6 months");
    expect(monthsText(12)).toBe("1 year");
    expect(monthsText(24)).toBe("2 years");
    expect(monthsText(18)).toBe("18 months");
  });
});
