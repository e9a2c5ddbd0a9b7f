import { describe, expect, it } from "vitest";
import {
  ctaActions,
  ctaDefaultLabel,
  ctaHref,
  ctaOpensNewTab,
  ctaUrgencyBadge,
  ctaVariants,
} from "./cta";
import { businessGreeting } from "~/catalog/greetings";

const business = { name: "Acme Motors", phone: "+919876543210" };

describe("ctaHref", () => {
  it("books on /booking, calls the business phone and opens WhatsApp with the greeting", () => {
    expect(ctaHref("book", business)).toBe("/booking");
    expect(ctaHref("book", business, undefined, "Jeep")).toBe("/booking?carBrand=Jeep");
    expect(ctaHref("book", business, "Car AC Service", "Tesla")).toBe(
      "/booking?selectedService=Car+AC+Service&carBrand=Tesla",
    );
    expect(ctaHref("book", business, "AC Service & Repair")).toBe(
      "/booking?selectedService=AC+Service+%26+Repair",
    );
    expect(ctaHref("call", business)).toBe("tel:+919876543210");
    const wa = new URL(ctaHref("whatsapp", business));
    expect(wa.host).toBe("wa.me");
    expect(wa.pathname).toBe("/919876543210");
    expect(wa.searchParams.get("text")).toBe(businessGreeting("Acme Motors"));
  });

  it("opens only WhatsApp in a new tab", () => {
    expect(ctaActions.filter(ctaOpensNewTab)).toEqual(["whatsapp"]);
  });
});

describe("ctaDefaultLabel", () => {
  it("gives every variant and action a label", () => {
    for (const v of ctaVariants)
      for (const a of ctaActions) expect(ctaDefaultLabel(v, a).length).toBeGreaterThan(3);
  });

  it("uses the home hero's 'Book Service Online'", () => {
    expect(ctaDefaultLabel("hero", "book")).toBe("Book Service Online");
  });
});

describe("ctaUrgencyBadge", () => {
  it("promises the 24/7 line on emergency buttons", () => {
    for (const a of ctaActions) expect(ctaUrgencyBadge("emergency", a)).toBe("24/7");
  });

  it("says slots are limited on hero and section booking buttons", () => {
    expect(ctaUrgencyBadge("hero", "book")).toBe("Limited slots today");
    expect(ctaUrgencyBadge("section", "book")).toBe("Limited slots today");
  });

  it("keeps floating buttons small: only the call button has a badge", () => {
    expect(ctaUrgencyBadge("floating", "call")).toBe("24/7");
    expect(ctaUrgencyBadge("floating", "book")).toBeNull();
    expect(ctaUrgencyBadge("floating", "whatsapp")).toBeNull();
  });
});
