/**
 * The booking journey in Telugu on a phone without JavaScript (docs/decisions/0026): a visitor
 * switches the home page to Telugu, creates an account there, books (first meeting the form's
 * messages in Telugu, what was typed kept), lands on My Bookings in Telugu and opens the
 * booking's page, still in Telugu; the same booking's page reads in Hindi under /hi, where it is
 * cancelled through its plain forms. No page of the journey loads a script or holds an English
 * sentence. (That the account's language becomes Telugu is read through the app in
 * `booking-language.int.test.ts`.)
 */
import { randomUUID } from "node:crypto";
import { format } from "date-fns";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, usesBrowsers } from "./browser";
import { bookableDay } from "./journey";
import { strayLatinWords } from "./latin-words";

const { open: browser } = usesBrowsers("each");

/** What a page must be on the way: its language, no script, no English, nothing wider than the phone. */
async function expectInLanguage(page: Page, lang: "te" | "hi", bookingNumber?: string) {
  expect(await page.locator("html").getAttribute("lang")).toBe(lang);
  expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  // A booking's short number is hexadecimal, letters and all: not words.
  let html = await page.content();
  if (bookingNumber) html = html.replaceAll(bookingNumber, " ");
  expect(strayLatinWords(html), page.url()).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, page.url()).toBeLessThanOrEqual(1);
}

describe("booking in Telugu (docs/decisions/0026)", () => {
  it("the sign-in and booking pages in Telugu and Hindi hold no English sentence, and load no script", async () => {
    const { page, baseURL } = await browser(390, { javaScript: false });
    for (const lang of ["te", "hi"] as const) {
      for (const path of [
        "/auth",
        "/auth?mode=signup",
        "/auth/forgot-password",
        "/auth/reset-password",
        "/auth/verified",
        "/booking",
      ]) {
        await page.goto(`${baseURL}/${lang}${path}`);
        await expectInLanguage(page, lang);
        // And the check is real: the English page is full of words it would refuse.
        const english = await (await fetch(`${baseURL}${path}`)).text();
        expect(strayLatinWords(english).length, path).toBeGreaterThan(50);
      }
    }
    // The Hindi forgot-password form, sent: its answer in Hindi, on the Hindi page.
    await page.goto(`${baseURL}/hi/auth/forgot-password`);
    await page.getByLabel("ईमेल", { exact: true }).fill("someone@example.com");
    await page.getByRole("button", { name: "मुझे लिंक ईमेल करें" }).click();
    await page.waitForURL(`${baseURL}/hi/auth/forgot-password`);
    expect(await page.getByText("अगर इस ईमेल से कोई अकाउंट है").isVisible()).toBe(true);
    await expectInLanguage(page, "hi");
  });

  it("a visitor on a phone without JavaScript switches to Telugu, signs up, books, and follows the booking in Telugu", async () => {
    const { page, baseURL } = await browser(390, { javaScript: false });
    await page.goto(`${baseURL}/`);
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("banner").getByRole("link", { name: "తెలుగు" }).click();
    await page.waitForURL(`${baseURL}/te/`);

    // Sign in from the menu: the sign-in page in Telugu; a new customer opens an account there.
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("banner").getByRole("link", { name: "సైన్ ఇన్" }).click();
    await page.waitForURL(`${baseURL}/te/auth`);
    await expectInLanguage(page, "te");
    await screenshot(page, "te-auth-390");
    await page.getByRole("button", { name: "అకౌంట్ తెరవండి" }).click();
    await page.waitForURL(`${baseURL}/te/auth?mode=signup`);
    const email = `telugu-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel("పూర్తి పేరు", { exact: true }).fill("లక్ష్మి రెడ్డి");
    await page.getByLabel("ఈమెయిల్", { exact: true }).fill(email);
    await page.getByLabel("పాస్‌వర్డ్", { exact: true }).fill("a-long-and-unusual-passphrase-42");
    await page.locator("form").getByRole("button", { name: "అకౌంట్ తెరవండి" }).click();
    await page.waitForURL(`${baseURL}/te/booking`);
    await expectInLanguage(page, "te");

    // Sent with a short phone and no address: Telugu messages at the fields, the rest kept.
    await page.getByLabel("ఏ సర్వీస్ కావాలి *").selectOption("AC Service & Repair");
    await page.getByLabel("ఫోన్ నంబర్ *").fill("౯౮౭");
    await page.getByRole("button", { name: "సర్వీస్ బుక్ చేయండి", exact: true }).click();
    await page.waitForURL(`${baseURL}/te/booking`);
    expect(await page.getByText("దయచేసి సరైన ఫోన్ నంబర్ రాయండి").isVisible()).toBe(true);
    expect(await page.getByText("దయచేసి దగ్గర్లో గుర్తుతో సహా పూర్తి అడ్రస్ రాయండి").isVisible()).toBe(true);
    expect(await page.getByLabel("ఏ సర్వీస్ కావాలి *").inputValue()).toBe("AC Service & Repair");
    expect(await page.getByLabel("పూర్తి పేరు *").inputValue()).toBe("లక్ష్మి రెడ్డి");
    await expectInLanguage(page, "te");
    await screenshot(page, "te-booking-error-390");

    // The phone in Telugu digits, the rest as a customer fills it.
    await page.getByLabel("ఫోన్ నంబర్ *").fill("౯౮౭౬౫ ౪౩౨౧౦");
    await page.getByLabel("బ్రాండ్ *").selectOption("Hyundai");
    await page.getByLabel("మోడల్ *").fill("Creta");
    await page.getByLabel("సంవత్సరం *").fill("2021");
    await page.getByLabel("మీకు కావాల్సిన తేదీ *").fill(format(bookableDay(), "yyyy-MM-dd"));
    await page.getByLabel("మీకు కావాల్సిన టైమ్ *").selectOption("11:30 AM");
    await page.getByLabel("సర్వీస్ అడ్రస్ *").fill("ఫ్లాట్ 12, శ్రీ సాయి రెసిడెన్సీ, శిల్పారామం ఎదురుగా");
    await page.getByRole("button", { name: "సర్వీస్ బుక్ చేయండి", exact: true }).click();
    await page.waitForURL(/\/te\/booking\?tab=my-bookings&booked=/);

    // My Bookings in Telugu: the success panel and the card, the stored words shown in Telugu.
    expect(await page.getByRole("heading", { name: "మీ బుకింగ్ అందింది!" }).isVisible()).toBe(true);
    const card = page.getByRole("list", { name: "నా బుకింగ్‌లు" }).locator("[data-booking-id]");
    expect(await card.count()).toBe(1);
    const id = (await card.getAttribute("data-booking-id"))!;
    const number = id.slice(0, 8);
    expect(await card.getByRole("heading", { name: "AC సర్వీస్, రిపేర్" }).isVisible()).toBe(true);
    expect(await card.locator('[data-status="pending"]').innerText()).toBe("కన్ఫర్మ్ కావాలి");
    expect(await card.innerText()).toContain("+91 98765 43210");
    await expectInLanguage(page, "te", number);
    await screenshot(page, "te-my-bookings-390");

    // The booking's own page, reached from its card, stays in Telugu.
    await card.getByRole("link", { name: `బుకింగ్ #${number}` }).click();
    await page.waitForURL(`${baseURL}/te/booking/${id}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("మీ బుకింగ్");
    expect(await page.getByRole("heading", { name: "పికప్, డెలివరీ" }).isVisible()).toBe(true);
    expect(
      await page.locator('header a[data-language-switch="hi"]').first().getAttribute("href"),
    ).toBe(`/hi/booking/${id}`);
    await expectInLanguage(page, "te", number);
    await screenshot(page, "te-booking-page-390");
    expect(await page.getByRole("link", { name: "నా బుకింగ్‌లు అన్నీ" }).getAttribute("href")).toBe(
      "/te/booking?tab=my-bookings",
    );

    // The same page in Hindi.
    await page.goto(`${baseURL}/hi/booking/${id}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("आपकी बुकिंग");
    await expectInLanguage(page, "hi", number);
    await screenshot(page, "hi-booking-page-390");

    // Cancelled from the Hindi page by its plain forms: the form, the toast and the status in Hindi.
    await page.getByRole("button", { name: "बुकिंग कैंसल करें" }).click();
    await page.waitForURL(`${baseURL}/hi/booking/${id}?change=cancel`);
    await page.getByLabel("वजह (अपनी मर्ज़ी से)").fill("गाड़ी शहर से बाहर है");
    await page.getByRole("button", { name: "बुकिंग कैंसल करें" }).click();
    await page.waitForURL(`${baseURL}/hi/booking/${id}?changed=cancel`);
    expect(await page.getByText("बुकिंग कैंसल हो गई").first().isVisible()).toBe(true);
    expect(await page.locator('[data-status="cancelled"]').innerText()).toBe("कैंसल हो गई");
    await expectInLanguage(page, "hi", number);
  });
});
