import { describe, expect, it } from "vitest";
import {
  addressLine,
  defaultBusinessFacts,
  directionsHref,
  formatPhone,
  whatsappHref,
} from "./business";
import { BusinessFactsSchema } from "./business-schema";

describe("business facts", () => {
  it("are valid against their schema (phone in E.164, Madhapur 500081, Asia/Kolkata)", () => {
    const facts = BusinessFactsSchema.parse(defaultBusinessFacts);
    expect(facts.address.postalCode).toBe("500081");
    expect(facts.address.locality).toBe("Madhapur");
    expect(facts.timeZone).toBe("Asia/Kolkata");
  });

  it("state the spec's hours, radius and promises", () => {
    expect(defaultBusinessFacts.hoursText).toBe("Mon-Sat: 8AM-8PM | Emergency: 24/7");
    expect(defaultBusinessFacts.openingHours).toEqual(["Mo-Sa 08:00-20:00", "Su 09:00-18:00"]);
    expect(defaultBusinessFacts.serviceRadiusKm).toBe(30);
    expect(defaultBusinessFacts.promises.warrantyMonths).toBe(6);
  });

  it("formats the phone for display and WhatsApp", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
    expect(whatsappHref("+919876543210", "Hi there")).toBe(
      "https://wa.me/919876543210?text=Hi%20there",
    );
  });

  it("builds the Google Maps directions link from the coordinates", () => {
    expect(directionsHref({ latitude: 17.4483, longitude: 78.3915 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=17.4483,78.3915",
    );
  });

  it("writes the address on one line", () => {
    expect(addressLine(defaultBusinessFacts.address)).toBe(
      "Plot 42, Ayyappa Society Main Road, Madhapur, Hyderabad, Telangana 500081",
    );
  });
});
