import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { servicePages } from "~/catalog/services";
import { strayLatinWords } from "./latin-words";
import { signUp } from "../../scripts/lib/app-server";
import { screenshot, usesBrowsers } from "./browser";
import { login } from "./login";

const { open: browser } = usesBrowsers("each");

/**
 * The hreflang alternates in a page's head, each as "hreflang path" (the site's origin left out),
 * in their order.
 */
async function hreflangAlternates(page: Page): Promise<string[]> {
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`),
    );
  return alternates.map((a) => a.replace(/ https?:\/\/[^/]+/, " "));
}

/** The JSON-LD blocks in a page, parsed, in their order. */
async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator("script[type='application/ld+json']")
    .evaluateAll((els) =>
      els.map((e) => JSON.parse(e.textContent ?? "{}") as Record<string, unknown>),
    );
}

describe("the Telugu and Hindi pages (docs/decisions/0026)", () => {
  it("hold no English sentence: every Latin word is a kept term, a brand, model or locality, or the business's own", async () => {
    const { baseURL } = await browser(390);
    for (const path of [
      "/te/about",
      "/hi/about",
      "/te/",
      "/hi/",
      "/te/services",
      "/hi/services",
      "/te/contact",
      "/hi/contact",
      // Every service page in both languages.
      ...servicePages.flatMap((p) => [`/te${p.path}`, `/hi${p.path}`]),
      // A sample of the model and locality pages in both languages (the unit test reads them all).
      ...[
        "bmw-x-series-service",
        "maruti-swift-service",
        "madhapur",
        "kukatpally",
        "kollur",
      ].flatMap((slug) => [`/te/service/${slug}`, `/hi/service/${slug}`]),
      "/te/faq",
      "/hi/faq",
      "/te/privacy",
      "/hi/privacy",
      "/te/terms",
      "/hi/terms",
      "/te/emergency",
      "/hi/emergency",
    ]) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(strayLatinWords(html), path).toEqual([]);
      // And the check is real: the English page is full of words it would refuse.
      const english = await (
        await fetch(`${baseURL}${path.replace(/^\/(te|hi)/, "") || "/"}`)
      ).text();
      expect(strayLatinWords(english).length).toBeGreaterThan(50);
    }
  });

  it("a visitor on a phone without JavaScript goes from /te/services to a service's page in Telugu, with its prices, head and structured data in Telugu; a slug of no page has no Telugu page either", async () => {
    const { page, baseURL } = await browser(390, { javaScript: false });
    await page.goto(`${baseURL}/te/services`);
    await page.getByRole("link", { name: "AC సర్వీస్, రిపేర్", exact: true }).click();
    await page.waitForURL(`${baseURL}/te/service/ac-service`);
    expect(await page.locator("html").getAttribute("lang")).toBe("te");
    expect(await page.locator("h1").innerText()).toBe("హైదరాబాద్‌లో కార్ AC సర్వీస్, రిపేర్");
    expect(await page.title()).toBe("హైదరాబాద్‌లో కార్ AC సర్వీస్, రిపేర్ | ₹1,899 నుంచి");
    expect(await page.getByText("₹5,999").isVisible()).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /\/te\/service\/ac-service$/,
    );
    expect(await hreflangAlternates(page)).toEqual([
      "en-IN /service/ac-service",
      "te-IN /te/service/ac-service",
      "hi-IN /hi/service/ac-service",
      "x-default /service/ac-service",
    ]);
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    const blocks = await jsonLdBlocks(page);
    const service = blocks.find((b) => b["@type"] === "Service");
    expect(service).toMatchObject({
      name: "AC సర్వీస్, రిపేర్",
      inLanguage: "te-IN",
      offers: { price: 1899, priceCurrency: "INR" },
    });
    expect(String(service?.url)).toMatch(/\/te\/service\/ac-service$/);
    expect(
      await page.locator('header a[data-language-switch="hi"]').first().getAttribute("href"),
    ).toBe("/hi/service/ac-service");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, "te-ac-service-390");

    await page.goto(`${baseURL}/hi/service/brake-service`);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.locator("h1").innerText()).toBe("ब्रेक सर्विस और रिपेयर");
    expect(await page.getByText("आगे के ब्रेक पैड बदलना").isVisible()).toBe(true);
    await screenshot(page, "hi-brake-service-390");

    expect((await fetch(`${baseURL}/te/service/no-such-page`)).status).toBe(404);
  });

  it("answers an address that does not exist in its language: a 404 page in Telugu or Hindi whose links lead home and to booking in it", async () => {
    const { page, baseURL } = await browser(390, { javaScript: false });
    const answer = await page.goto(`${baseURL}/te/no-such-page`);
    expect(answer?.status()).toBe(404);
    expect(await page.locator("h1").innerText()).toBe("పేజీ కనబడలేదు");
    await page.getByRole("main").getByRole("link", { name: "హోమ్ పేజీకి వెళ్లండి" }).click();
    await page.waitForURL(`${baseURL}/te/`);
    await page.goto(`${baseURL}/hi/no-such-page`);
    expect(await page.locator("h1").innerText()).toBe("पेज नहीं मिला");
    expect(
      await page.getByRole("main").getByRole("link", { name: "सर्विस बुक करें" }).getAttribute("href"),
    ).toBe("/hi/booking");
    await page.goto(`${baseURL}/no-such-page`);
    expect(await page.locator("h1").innerText()).toBe("Page Not Found");
  });

  it("a visitor on a phone without JavaScript reads a locality's page in Telugu and a model's page in Hindi, the place in the language's script, with the head, structured data and links in the language", async () => {
    const { page, baseURL } = await browser(390, { javaScript: false });
    await page.goto(`${baseURL}/te/service/gachibowli`);
    expect(await page.locator("html").getAttribute("lang")).toBe("te");
    expect(await page.locator("h1").innerText()).toBe("గచ్చిబౌలి‌లో కార్ సర్వీస్");
    expect(await page.title()).toBe("గచ్చిబౌలిలో లగ్జరీ కార్ సర్వీస్ | ఆఫీస్ నుంచే పికప్");
    expect(await page.getByText("మాదాపూర్‌కు నైరుతి దిశలో సుమారు 5 km").isVisible()).toBe(true);
    // The breadcrumb names the place in the language too.
    expect(await page.locator('nav [aria-current="page"]').innerText()).toBe("గచ్చిబౌలి");
    expect(await hreflangAlternates(page)).toEqual([
      "en-IN /service/gachibowli",
      "te-IN /te/service/gachibowli",
      "hi-IN /hi/service/gachibowli",
      "x-default /service/gachibowli",
    ]);
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    expect((await jsonLdBlocks(page)).find((b) => b["@type"] === "Service")).toMatchObject({
      name: "గచ్చిబౌలి‌లో కార్ సర్వీస్",
      inLanguage: "te-IN",
      areaServed: [
        { "@type": "Place", name: "గచ్చిబౌలి" },
        { "@type": "Place", name: "హైదరాబాద్" },
      ],
      offers: { priceCurrency: "INR" },
    });
    // Its service cards and nearby areas lead to their pages in Telugu.
    await page.locator("#nearby").getByRole("link", { name: "మాదాపూర్", exact: true }).click();
    await page.waitForURL(`${baseURL}/te/service/madhapur`);
    expect(await page.getByText("మా వర్క్‌షాప్ ఇక్కడే").first().isVisible()).toBe(true);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(1);
    await screenshot(page, "te-madhapur-390");

    await page.goto(`${baseURL}/hi/service/hyundai-creta-service`);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.locator("h1").innerText()).toBe("हैदराबाद में Hyundai Creta सर्विस");
    expect(await page.title()).toBe("हैदराबाद में Hyundai Creta सर्विस | ₹2,999 से शुरू");
    expect(await page.getByText("Creta 1.5 Turbo GDi").isVisible()).toBe(true);
    expect(
      await page.locator('header a[data-language-switch="te"]').first().getAttribute("href"),
    ).toBe("/te/service/hyundai-creta-service");
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    expect(await overflow()).toBeLessThanOrEqual(1);
    await screenshot(page, "hi-hyundai-creta-390");
  });

  it("a visitor on a phone without JavaScript switches the home page to Telugu, goes to the contact page and sends a quote in Telugu", async () => {
    const { page, baseURL } = await browser(390, { javaScript: false });
    await page.goto(`${baseURL}/`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");

    // On a phone the header's language switch is in the menu (a <details>: no script needed).
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("banner").getByRole("link", { name: "తెలుగు" }).click();
    await page.waitForURL(`${baseURL}/te/`);
    expect(await page.locator("html").getAttribute("lang")).toBe("te");
    expect(await page.locator("h1").innerText()).toContain("హైదరాబాద్‌లో లగ్జరీ కార్ సర్వీస్");
    expect(await hreflangAlternates(page)).toEqual([
      "en-IN /",
      "te-IN /te/",
      "hi-IN /hi/",
      "x-default /",
    ]);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/te\/$/);
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    await screenshot(page, "te-home-390");

    // The menu is a <details>: it opens without JavaScript.
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("banner").getByRole("link", { name: "సంప్రదించండి" }).click();
    await page.waitForURL(`${baseURL}/te/contact`);
    expect(await page.locator("html").getAttribute("lang")).toBe("te");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("మమ్మల్ని సంప్రదించండి");
    // The switches (header and footer) lead to the same page in the other languages.
    for (const where of ["header", "footer"]) {
      const link = (l: string) => page.locator(`${where} a[data-language-switch="${l}"]`).first();
      expect(await link("hi").getAttribute("href"), where).toBe("/hi/contact");
      expect(await link("en").getAttribute("href"), where).toBe("/contact");
      expect(await link("te").count(), where).toBe(0);
    }

    // Sent empty: the messages in Telugu at their fields, nothing stored.
    await page.getByRole("button", { name: "ఉచిత కొటేషన్ పొందండి" }).click();
    await page.waitForURL(`${baseURL}/te/contact`);
    expect(await page.getByText("దయచేసి సరైన ఫోన్ నంబర్ రాయండి").isVisible()).toBe(true);
    expect(await page.locator("html").getAttribute("lang")).toBe("te");

    await page.getByLabel("మీ పేరు *").fill(`Lakshmi ${Date.now().toString(36)}`);
    // A phone typed with Telugu digits is read as the same number.
    await page.getByLabel("ఫోన్ నంబర్ *").fill("౯౮౭౬౫ ౪౩౨౧౦");
    await page.getByLabel("కారు బ్రాండ్ *", { exact: true }).selectOption("BMW");
    await page.getByLabel("ఏ సర్వీస్ కావాలి *", { exact: true }).selectOption("AC Repair");
    await page.getByRole("button", { name: "ఉచిత కొటేషన్ పొందండి" }).click();
    await page.waitForURL(`${baseURL}/te/contact`);
    expect(await page.getByText("ధన్యవాదాలు! 2 గంటల్లో మేము మిమ్మల్ని సంప్రదిస్తాం.").isVisible()).toBe(true);
    const whatsapp = await page.getByRole("link", { name: "WhatsAppలో పంపండి" }).getAttribute("href");
    expect(new URL(whatsapp ?? "").searchParams.get("text")).toContain("Car: BMW");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    // Accessibility of each translated page is checked with every page of the sitemap
    // (public-pages.e2e.ts).
    await screenshot(page, "te-contact-sent-390");
  });

  it("a stranded visitor on a phone without JavaScript sends an emergency request in Telugu: refused in Telugu with what was typed, then the status page in Telugu", async () => {
    const { page, baseURL } = await browser(390, { javaScript: false });
    await page.goto(`${baseURL}/te/faq`);
    const faqLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((s) =>
        s.map((e) => JSON.parse(e.textContent ?? "{}") as Record<string, unknown>),
      );
    const faq = faqLd.find((b) => b["@type"] === "FAQPage")!;
    expect(faq.inLanguage).toBe("te-IN");
    expect(JSON.stringify(faq)).toContain("దారిలో నా కారు ఆగిపోతే ఏం చేయాలి?");
    await screenshot(page, "te-faq-390");
    await page.goto(`${baseURL}/hi/privacy`);
    expect(await page.locator("h1").innerText()).toBe("प्राइवेसी पॉलिसी");
    await screenshot(page, "hi-privacy-390");

    await page.goto(`${baseURL}/te/emergency`);
    expect(await page.locator("html").getAttribute("lang")).toBe("te");
    await page.getByLabel("మీ ఫోన్ నంబర్ *").fill("౯౮౭");
    await page.getByLabel("ఏం జరిగింది? *").selectOption("flat_tyre");
    await page.getByLabel("మీ దగ్గర్లో ఏదైనా గుర్తు *").fill("ఇనార్బిట్ మాల్ గేట్ 2 ఎదురుగా");
    await page.getByLabel("ప్రాంతం లేదా ఏరియా *").fill("Madhapur");
    await page.getByRole("button", { name: "ఎమర్జెన్సీ రిక్వెస్ట్ పంపండి" }).click();
    await page.waitForURL(`${baseURL}/te/emergency`);
    expect(await page.getByText("దయచేసి సరైన ఫోన్ నంబర్ రాయండి").isVisible()).toBe(true);
    expect(await page.getByLabel("మీ దగ్గర్లో ఏదైనా గుర్తు *").inputValue()).toBe("ఇనార్బిట్ మాల్ గేట్ 2 ఎదురుగా");
    await screenshot(page, "te-emergency-refused-390");

    // A phone typed in Telugu digits, a number no other test uses.
    const digits = `9${String(Date.now()).slice(-9)}`;
    const telugu = digits.replace(/\d/g, (d) => String.fromCharCode(0x0c66 + Number(d)));
    await page.getByLabel("మీ ఫోన్ నంబర్ *").fill(telugu);
    await page.getByRole("button", { name: "ఎమర్జెన్సీ రిక్వెస్ట్ పంపండి" }).click();
    await page.waitForURL(/\/te\/emergency\/status\/[\w-]+\?sent=1$/);
    expect(await page.locator("h1").innerText()).toBe("మీ ఎమర్జెన్సీ రిక్వెస్ట్");
    expect(await page.locator("section[role=status]").innerText()).toContain(
      `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, "te-emergency-sent-390");
  });

  it("a signed-in customer's /te/account and /hi/account hold no English sentence either", async () => {
    const { baseURL } = await browser(390);
    const customer = await signUp(baseURL, "Lakshmi Devi");
    for (const path of ["/te/account", "/hi/account"]) {
      const html = await (
        await fetch(`${baseURL}${path}`, { headers: { cookie: customer.cookie } })
      ).text();
      expect(html, path).toContain('data-testid="language-form"');
      expect(strayLatinWords(html, [customer.name]), path).toEqual([]);
    }
  });

  it("a customer on a phone without JavaScript sets their account's language to Hindi from /te/account", async () => {
    const b = await browser(390, { javaScript: false });
    await login(b, { name: "Lakshmi Devi" });
    const { page, baseURL } = b;
    await page.goto(`${baseURL}/te/account`);
    expect(await page.locator("html").getAttribute("lang")).toBe("te");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("మీ వివరాలు, మీ అకౌంట్");
    // On the Telugu page, Telugu is the language ticked: saving as it is sets Telugu.
    expect(await page.getByRole("radio", { name: "తెలుగు" }).isChecked()).toBe(true);
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, "te-account-390");

    await page.getByRole("radio", { name: "हिन्दी" }).check();
    await page.getByRole("button", { name: "భాష సేవ్ చేయండి" }).click();
    await page.waitForURL(`${baseURL}/hi/account?language=saved`);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.getByText("भाषा सेव हो गई: हिन्दी।").isVisible()).toBe(true);
    expect(await page.getByRole("radio", { name: "हिन्दी" }).isChecked()).toBe(true);
    // And the English page now ticks Hindi, the account's language.
    await page.goto(`${baseURL}/account`);
    expect(await page.getByRole("radio", { name: "हिन्दी" }).isChecked()).toBe(true);
  });
});
