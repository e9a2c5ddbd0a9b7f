import { describe, expect, it } from "vitest";
import { englishPath, localeOfPath, localizedPath } from "./languages";

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
});
