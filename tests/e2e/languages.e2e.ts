import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { brands } from "~/catalog/brands";
import { keptLatinTerms } from "~/catalog/languages";
import { localities } from "~/catalog/localities";
import { modelPages } from "~/catalog/models";
import { signUp } from "../../scripts/lib/app-server";
import { screenshot, usesBrowsers } from "./browser";
import { login } from "./login";

const { open: browser } = usesBrowsers("each");

/**
 * The Latin words a Telugu or Hindi page may hold (docs/decisions/0026, docs/glossary.md): the
 * kept terms, brand, model and locality names and the business's name, address and email.
 */
const allowedLatin = new Set(
  [
    ...keptLatinTerms,
    ...brands.flatMap((b) => [b.name, ...b.models.map((m) => m.name)]),
    ...modelPages.map((m) => m.name),
    ...localities.map((l) => l.name),
    defaultBusinessFacts.name,
    defaultBusinessFacts.email,
    ...Object.values(defaultBusinessFacts.address).map(String),
  ]
    .flatMap((text) => text.split(/[^A-Za-z]+/))
    .filter(Boolean)
    .map((w) => w.toLowerCase()),
);

/**
 * The Latin words a reader meets on a page: its text, title, description and the attributes
 * read aloud or shown (aria-label, placeholder, alt, title), without scripts, URLs, email
 * addresses and the language switch's link to the English page, and the English choice of the
 * account's language (each named in English on purpose).
 */
function latinWordsOf(html: string): string[] {
  const head = html.slice(0, html.indexOf("<body"));
  const body = html.slice(html.indexOf("<body"));
  const heading = [
    /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "",
    /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? "",
  ];
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map(
    (m) => m[1]!,
  );
  const text = body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<a [^>]*lang="en-IN"[^>]*>[^<]*<\/a>/g, " ")
    .replace(/<label [^>]*lang="en-IN"[^>]*>[\s\S]*?<\/label>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [...heading, text, ...attributes]
    .join(" ")
    .replace(/&amp;/g, "&")
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+/g, " ")
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length > 1);
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
    ]) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const stray = latinWordsOf(html).filter((w) => !allowedLatin.has(w.toLowerCase()));
      expect(stray, path).toEqual([]);
      // And the check is real: the English page is full of words it would refuse.
      const english = await (
        await fetch(`${baseURL}${path.replace(/^\/(te|hi)/, "") || "/"}`)
      ).text();
      expect(
        latinWordsOf(english).filter((w) => !allowedLatin.has(w.toLowerCase())).length,
      ).toBeGreaterThan(50);
    }
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
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`),
      );
    expect(alternates.map((a) => a.replace(/ https?:\/\/[^/]+/, " "))).toEqual([
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

  it("a signed-in customer's /te/account and /hi/account hold no English sentence either", async () => {
    const { baseURL } = await browser(390);
    const customer = await signUp(baseURL, "Lakshmi Devi");
    for (const path of ["/te/account", "/hi/account"]) {
      const html = await (
        await fetch(`${baseURL}${path}`, { headers: { cookie: customer.cookie } })
      ).text();
      expect(html, path).toContain('data-testid="language-form"');
      const stray = latinWordsOf(html).filter((w) => !allowedLatin.has(w.toLowerCase()));
      expect(stray, path).toEqual([]);
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
