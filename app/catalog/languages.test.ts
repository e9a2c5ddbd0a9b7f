import { describe, expect, it } from "vitest";
import config from "../../react-router.config";
import {
  alternatesOf,
  englishPath,
  linkIn,
  localeOfPath,
  localizedPath,
  renderedOnRequestPaths,
} from "./languages";

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
    expect(linkIn("/booking?vehicle=1", "te")).toBe("/te/booking?vehicle=1");
    expect(linkIn("/review", "te")).toBe("/review");
    expect(alternatesOf(`/hi${car}`).map((a) => a.path)).toEqual([car, `/te${car}`, `/hi${car}`]);
  });
});

describe("the booking journey in each language (docs/decisions/0026)", () => {
  it("names a booking's page in all three languages, whatever its id", () => {
    const id = "3f2a9c1b-0000-4000-8000-000000000001";
    expect(alternatesOf(`/te/booking/${id}`)).toEqual([
      { locale: "en", path: `/booking/${id}` },
      { locale: "te", path: `/te/booking/${id}` },
      { locale: "hi", path: `/hi/booking/${id}` },
    ]);
    // Below a booking's page (its PDF, its photos) nothing is translated.
    expect(alternatesOf(`/booking/${id}/invoice.pdf`)).toEqual([
      { locale: "en", path: `/booking/${id}/invoice.pdf` },
    ]);
  });

  it("keeps the shell's links to signing in and booking in the page's language", () => {
    expect(linkIn("/auth", "te")).toBe("/te/auth");
    expect(linkIn("/booking", "hi")).toBe("/hi/booking");
    expect(linkIn("/auth/forgot-password", "te")).toBe("/te/auth/forgot-password");
    expect(linkIn("/booking", "en")).toBe("/booking");
    expect(linkIn("/booking/", "te")).toBe("/booking/");
    // A service chosen on a page goes with the visitor to the form in their language.
    expect(linkIn("/booking?selectedService=AC%20Service", "te")).toBe(
      "/te/booking?selectedService=AC%20Service",
    );
  });
});

describe("the prerendered Telugu and Hindi pages (docs/decisions/0026)", () => {
  it("are the public ones, never the booking journey's, which is drawn on each request", async () => {
    const prerendered = await (config.prerender as () => Promise<string[]>)();
    expect(prerendered).toEqual(expect.arrayContaining(["/te/", "/hi/contact", "/booking"]));
    for (const path of [...renderedOnRequestPaths, "/auth"])
      for (const locale of ["te", "hi"] as const)
        expect(prerendered).not.toContain(localizedPath(path, locale));
  });
});
