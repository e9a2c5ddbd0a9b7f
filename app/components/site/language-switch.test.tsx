import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { asciiHtml, LanguageSwitch } from "./language-switch";

/** What a browser reads from HTML text: numeric character references and the four escapes. */
function readAsBrowser(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** Nothing beyond ASCII. */
const ascii = /^[ -~\t\n\r]*$/;

describe("asciiHtml (docs/decisions/0028, the page kept at one byte a character)", () => {
  it("writes Telugu, Devanagari, the rupee sign and an emoji in ASCII that reads as the same text", () => {
    for (const text of ["తెలుగు", "हिन्दी", "₹ 4,999", "Café 😀", "plain"]) {
      const html = asciiHtml(text);
      expect(html).toMatch(ascii);
      expect(readAsBrowser(html)).toBe(text);
    }
    expect(asciiHtml("తె")).toBe("&#xc24;&#xc46;");
    expect(asciiHtml("😀")).toBe("&#x1f600;");
  });

  it("escapes what would otherwise be markup", () => {
    expect(asciiHtml('<b>"A" & B</b>')).toBe("&lt;b&gt;&quot;A&quot; &amp; B&lt;/b&gt;");
  });
});

describe("LanguageSwitch", () => {
  it("names Telugu and Hindi in their own scripts while its HTML stays ASCII", () => {
    const html = renderToStaticMarkup(
      <LanguageSwitch
        current="en"
        alternates={[
          { locale: "en", path: "/contact" },
          { locale: "te", path: "/te/contact" },
          { locale: "hi", path: "/hi/contact" },
        ]}
      />,
    );
    expect(html).toMatch(ascii);
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(
      ([, href, text]) => [href, readAsBrowser(text!)],
    );
    expect(links).toEqual([
      ["/te/contact", "తెలుగు"],
      ["/hi/contact", "हिन्दी"],
    ]);
  });
});
