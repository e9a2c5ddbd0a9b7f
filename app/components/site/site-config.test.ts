import { describe, expect, it } from "vitest";
import { navLinkState, showFloatingActions } from "./site-config";

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
    "/garage",
    "/garage/3f0c2a9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f/edit",
    "/staff",
    "/staff/leg/3f0c2a9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f",
    "/review/9LtRFmUlcDakNhL1fopDguWtR9uLICJHCOdoKJnd4",
  ])("hides on %s", (p) => expect(showFloatingActions(p)).toBe(false));
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
