import { describe, expect, it } from "vitest";
import { alternatesOf, englishPath, linkIn, localeOfPath, localizedPath } from "./languages";

describe("the language of a URL (docs/decisions/0026)", () => {
  it("is the first segment's when it is te or hi, else English", () => {
    expect(localeOfPath("/te/contact")).toBe("te");
    expect(localeOfPath("/hi/")).toBe("hi");
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/contact")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/tea-time")).toBe("en");
  });

  it("is the home page's language for its data request, as React Router names it", () => {
    expect(localeOfPath("/te.data")).toBe("te");
    expect(localeOfPath("/hi.data")).toBe("hi");
    expect(localeOfPath("/te/contact.data")).toBe("te");
    expect(localeOfPath("/_root.data")).toBe("en");
  });

  it("maps each page between its English path and its path in a language", () => {
    expect(localizedPath("/", "te")).toBe("/te/");
    expect(localizedPath("/contact", "hi")).toBe("/hi/contact");
    expect(localizedPath("/contact", "en")).toBe("/contact");
    expect(englishPath("/te/contact")).toBe("/contact");
    expect(englishPath("/hi/")).toBe("/");
    expect(englishPath("/about/")).toBe("/about");
  });

  it("keeps a link in the page's language where the page exists there, with its query, else English", () => {
    const car = "/garage/0d1e4a4e-0000-4000-8000-000000000001";
    expect(linkIn(`${car}?saved=added`, "te")).toBe(`/te${car}?saved=added`);
    expect(linkIn(`${car}/edit`, "hi")).toBe(`/hi${car}/edit`);
    expect(linkIn("/review/abc", "te")).toBe("/te/review/abc");
    expect(linkIn("/garage", "en")).toBe("/garage");
    // Not (yet) translated: the English page.
    expect(linkIn(`${car}/photos`, "te")).toBe(`${car}/photos`);
    expect(linkIn("/booking?vehicle=1", "te")).toBe("/booking?vehicle=1");
    expect(linkIn("/review", "te")).toBe("/review");
    expect(alternatesOf(`/hi${car}`).map((a) => a.path)).toEqual([car, `/te${car}`, `/hi${car}`]);
  });
});
