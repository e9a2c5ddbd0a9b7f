import { describe, expect, it } from "vitest";
import {
  businessWhatsappHref,
  emergencyHoursText,
  footerLocalityLinks,
  footerServiceLinks,
  formatOpeningHours,
  mainNav,
  navLinkState,
  showFloatingActions,
  whatsappGreeting,
} from "./site-config";

describe("mainNav", () => {
  it("lists the spec's links in order", () => {
    expect(mainNav.map((l) => [l.name, l.path])).toEqual([
      ["Home", "/"],
      ["Services", "/services"],
      ["About Us", "/about"],
      ["Contact", "/contact"],
    ]);
  });
});

describe("footer links", () => {
  it("links the four service pages and six localities under /service", () => {
    expect(footerServiceLinks.map((l) => l.path)).toEqual([
      "/service/periodic-service",
      "/service/ac-service",
      "/service/denting-painting",
      "/service/battery-replacement",
    ]);
    expect(footerLocalityLinks).toHaveLength(6);
    for (const l of footerLocalityLinks) expect(l.path).toMatch(/^\/service\/[a-z-]+$/);
  });
});

describe("whatsapp", () => {
  it("greets the business by name and asks for premium car service assistance", () => {
    const g = whatsappGreeting("Acme Motors");
    expect(g).toContain("Acme Motors");
    expect(g).toMatch(/premium car service assistance/i);
  });

  it("links wa.me with the business digits and the encoded greeting", () => {
    const href = businessWhatsappHref({ name: "Acme & Sons", phone: "+919876543210" });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(whatsappGreeting("Acme & Sons"));
  });
});

describe("showFloatingActions", () => {
  it.each([
    "/",
    "/home",
    "/services",
    "/service/bmw-service",
    "/about",
    "/contact",
    "/blog/x",
    "/authors",
    "/bookings-guide",
  ])("shows on %s", (p) => expect(showFloatingActions(p)).toBe(true));
  it.each([
    "/admin",
    "/admin-setup",
    "/admin/x",
    "/auth",
    "/auth/sign-out",
    "/booking",
    "/booking/",
  ])("hides on %s", (p) => expect(showFloatingActions(p)).toBe(false));
});

describe("formatOpeningHours", () => {
  it("formats day ranges and single days in the header's style", () => {
    expect(formatOpeningHours("Mo-Sa 08:00-20:00")).toBe("Mon-Sat: 8AM-8PM");
    expect(formatOpeningHours("Su 09:00-18:00")).toBe("Sun: 9AM-6PM");
    expect(formatOpeningHours("Mo-Fr 09:30-12:00")).toBe("Mon-Fri: 9:30AM-12PM");
    expect(formatOpeningHours("Sa 00:00-23:59")).toBe("Sat: 12AM-11:59PM");
  });

  it("returns other shapes unchanged", () => {
    expect(formatOpeningHours("by appointment")).toBe("by appointment");
    expect(formatOpeningHours("Xx 08:00-20:00")).toBe("Xx 08:00-20:00");
  });
});

describe("emergencyHoursText", () => {
  it("takes the emergency part of the hours text", () => {
    expect(emergencyHoursText("Mon-Sat: 8AM-8PM | Emergency: 24/7")).toBe("Emergency: 24/7");
    expect(emergencyHoursText("Mon-Sat: 8AM-8PM")).toBeNull();
  });
});

describe("navLinkState", () => {
  it("marks the link's own page, Home also on /home", () => {
    expect(navLinkState("/", "/")).toBe("page");
    expect(navLinkState("/", "/home")).toBe("page");
    expect(navLinkState("/", "/about")).toBeNull();
    expect(navLinkState("/about", "/about/")).toBe("page");
  });

  it("marks Services as the section of every /service page", () => {
    expect(navLinkState("/services", "/service/bmw-service")).toBe("section");
    expect(navLinkState("/services", "/services")).toBe("page");
    expect(navLinkState("/contact", "/service/bmw-service")).toBeNull();
    expect(navLinkState("/contact", "/contact-us")).toBeNull();
  });
});
