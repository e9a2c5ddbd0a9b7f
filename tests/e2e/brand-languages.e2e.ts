/**
 * The brand pages in Telugu and Hindi on a phone without JavaScript (docs/decisions/0026): a
 * sample of them (brand and generic template, luxury and popular, with and without a WhatsApp
 * button) holds no English sentence, and a visitor reaches one from /te/services and reads its
 * head, prices and structured data in Telugu; the English page says what it said. Every brand
 * page's words are checked whole, faster, by `translated-brand-page.test.ts`.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, usesBrowsers } from "./browser";
import { strayLatinWords } from "./latin-words";

const { open: browser } = usesBrowsers("each");

/** What a translated page must be: its language, no script, nothing wider than the phone. */
async function expectInLanguage(page: Page, lang: "te" | "hi") {
  expect(await page.locator("html").getAttribute("lang")).toBe(lang);
  expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, page.url()).toBeLessThanOrEqual(1);
}

describe("the brand pages in Telugu and Hindi (docs/decisions/0026)", () => {
  it("hold no English sentence and fit a phone, in a sample across both templates, luxury and popular brands", async () => {
    const { page, baseURL } = await browser(390, { javaScript: false });
    // Popular brand without WhatsApp, luxury brand, generic template, EV, 4WD.
    const sample = {
      te: ["maruti-service", "mercedes-service", "audi-service", "tesla-service"],
      hi: ["maruti-service", "bmw-service", "honda-service", "jeep-service"],
    };
    for (const lang of ["te", "hi"] as const)
      for (const slug of sample[lang]) {
        const response = await page.goto(`${baseURL}/${lang}/service/${slug}`);
        expect(response?.status(), slug).toBe(200);
        await expectInLanguage(page, lang);
        expect(strayLatinWords(await page.content()), `${lang} ${slug}`).toEqual([]);
      }
    // And the check is real: an English brand page is full of words it would refuse.
    const english = await (await fetch(`${baseURL}/service/audi-service`)).text();
    expect(strayLatinWords(english).length).toBeGreaterThan(50);
  });

  it("a visitor on a phone without JavaScript goes from /te/services to a brand page in Telugu, with its prices, head and structured data in Telugu, and on to a service in Telugu", async () => {
    const { page, baseURL } = await browser(390, { javaScript: false });
    await page.goto(`${baseURL}/te/services`);
    await page.locator('a[href="/te/service/maruti-service"]').first().click();
    await page.waitForURL(`${baseURL}/te/service/maruti-service`);
    await expectInLanguage(page, "te");
    expect(await page.locator("h1").innerText()).toBe("హైదరాబాద్‌లో Maruti Suzuki సర్వీస్");
    expect(await page.title()).toBe("హైదరాబాద్‌లో Maruti Suzuki సర్వీస్ | ₹1,999 నుంచి");
    expect(await page.getByText("₹1,999 నుంచి సర్వీస్").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "S-CNG కిట్ సర్వీస్" }).isVisible()).toBe(true);
    // Maruti's page has no WhatsApp button (docs/product.md#route-service-pages).
    expect(await page.locator('main a[href^="https://wa.me"]').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /\/te\/service\/maruti-service$/,
    );
    // The three versions and x-default (the English page) in the head.
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(4);
    for (const [hreflang, path] of [
      ["en-IN", "/service/maruti-service"],
      ["te-IN", "/te/service/maruti-service"],
      ["hi-IN", "/hi/service/maruti-service"],
      ["x-default", "/service/maruti-service"],
    ])
      expect(
        await page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute("href"),
      ).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    // The page's Service block, of the JSON-LD blocks in its head.
    const service = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
        .map((e) => JSON.parse(e.textContent ?? "{}") as Record<string, unknown>)
        .find((b) => b["@type"] === "Service"),
    );
    expect(service).toMatchObject({
      name: "Maruti Suzuki కార్ సర్వీస్",
      inLanguage: "te-IN",
      offers: { priceCurrency: "INR" },
    });
    expect(String(service?.url)).toMatch(/\/te\/service\/maruti-service$/);
    expect(
      await page.locator('header a[data-language-switch="hi"]').first().getAttribute("href"),
    ).toBe("/hi/service/maruti-service");
    await screenshot(page, "te-maruti-service-390");

    // The booking button keeps the service type as the booking form knows it.
    expect(await page.getByRole("link", { name: "పీరియాడిక్ సర్వీస్ బుక్ చేయండి" }).getAttribute("href")).toBe(
      "/te/booking?selectedService=General+Service+%26+Maintenance",
    );
    await page.getByRole("link", { name: "పీరియాడిక్ సర్వీస్", exact: true }).click();
    await page.waitForURL(`${baseURL}/te/service/periodic-service`);
    expect(await page.locator("html").getAttribute("lang")).toBe("te");

    // The generic template in Hindi: 'Book Service Now' and 'Get Directions' in Hindi.
    await page.goto(`${baseURL}/hi/service/honda-service`);
    await expectInLanguage(page, "hi");
    expect(await page.locator("h1").innerText()).toBe("हैदराबाद में Honda सर्विस");
    expect(await page.getByRole("link", { name: "अभी सर्विस बुक करें" }).count()).toBe(2);
    expect(await page.getByText("हाइब्रिड", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "hi-honda-service-390");

    await page.goto(`${baseURL}/hi/service/mercedes-service`);
    await expectInLanguage(page, "hi");
    await screenshot(page, "hi-mercedes-service-390");
    await page.goto(`${baseURL}/te/service/tesla-service`);
    await expectInLanguage(page, "te");
    await screenshot(page, "te-tesla-service-390");

    // The English page says what it said.
    await page.goto(`${baseURL}/service/maruti-service`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    expect(await page.locator("h1").innerText()).toBe("Maruti Suzuki Service in Hyderabad");
    expect(await page.getByRole("link", { name: "Book This Periodic Service" }).count()).toBe(1);
    expect(await page.getByText("Maruti Suzuki Models We Service").isVisible()).toBe(true);
  });
});
