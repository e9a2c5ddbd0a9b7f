import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { addressLine, dayHoursText, shortTime } from "./contact-info";

describe("contact details from the business facts", () => {
  it("writes times as the header does", () => {
    expect(["08:00", "09:00", "12:00", "18:00", "20:30", "00:00"].map(shortTime)).toEqual([
      "8AM",
      "9AM",
      "12PM",
      "6PM",
      "8:30PM",
      "12AM",
    ]);
  });

  it("reads Sunday and weekday hours from openingHours", () => {
    expect(dayHoursText(defaultBusinessFacts.openingHours, "Su")).toBe("Sunday: 9AM-6PM");
    expect(dayHoursText(defaultBusinessFacts.openingHours, "We")).toBe("Wednesday: 8AM-8PM");
    expect(dayHoursText(["Mo-Sa 08:00-20:00"], "Su")).toBe("Sunday: Closed");
  });

  it("gives the address in Madhapur 500081", () => {
    expect(addressLine(defaultBusinessFacts.address)).toMatch(
      /Madhapur, Hyderabad, Telangana 500081$/,
    );
  });
});
