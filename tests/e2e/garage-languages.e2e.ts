/**
 * My Garage and the review page in Telugu and Hindi (docs/decisions/0026), in Chromium at
 * 390 px without JavaScript: /te/garage answers a mistake in Telugu with what was typed kept,
 * adds a car with its odometer typed in Telugu digits (stored and shown as 42,310 km) and leads
 * to the car's Telugu page; after a completed visit /hi/garage/{id} shows it in Hindi; the
 * review link opened as /te/review/{token} asks, refuses and thanks in Telugu. Each page holds
 * no English sentence, ships no script, and fits the phone. Screenshots of each.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  BOOKABLE_PAIRS,
  bookingBody,
  distinctSlots,
  postBooking,
  signIn,
  signUp,
  type Customer,
} from "../../scripts/lib/app-server";
import { screenshot, usesBrowsers, type E2EBrowser } from "./browser";
import { strayLatinWords } from "./latin-words";
import { login, loginAs } from "./login";
import { waitForMail } from "./mailbox";

const pool = usesBrowsers("each");

/**
 * The Latin words of the car form's example plate (its placeholder and its message): a
 * registration stays in Latin letters on every language's page, as on the plate.
 */
const EXAMPLE_PLATES = "TS EA BH AB";

/** A plate's four digits no other test of the run is likely to use. */
const plateNumber = () => String(1000 + Math.floor(Math.random() * 9000));

/** How many pixels the page is wider than the window (0 when nothing overflows). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page at `path` as the signed-in customer's browser is served it. */
async function htmlAt(b: E2EBrowser, cookie: string, path: string): Promise<string> {
  return (await fetch(`${b.baseURL}${path}`, { headers: { cookie } })).text();
}

/** What every Telugu or Hindi page of this file must be: its language, no script, no overflow. */
async function expectPageIn(page: Page, lang: "te" | "hi") {
  expect(await page.locator("html").getAttribute("lang")).toBe(lang);
  expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  expect(await overflowOf(page)).toBeLessThanOrEqual(1);
}

/** A customer with a verified email (booking and review emails go to a verified address). */
async function verifiedCustomer(origin: string, name: string): Promise<Customer> {
  const email = `garage-${randomUUID().slice(0, 8)}@example.com`;
  const customer = await signUp(origin, { name, email });
  const verification = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Confirm your email address"),
    "the verification email",
  );
  await fetch(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(verification.text)![0], {
    redirect: "manual",
  });
  return customer;
}

describe("My Garage and the review page in Telugu and Hindi", () => {
  it("adds a car on /te/garage without JavaScript, the odometer typed in Telugu digits, and shows it on the car's Telugu page", async () => {
    const b = await pool.open(390, { javaScript: false });
    const { page, baseURL } = b;
    const account = await login(b, { name: "Lakshmi Reddy", path: "/te/garage" });
    const number = plateNumber();
    await expectPageIn(page, "te");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("నా గ్యారేజ్");
    // The registration stays in Latin letters, as on the plate: the form says so.
    expect(await page.getByText(/నంబర్ ప్లేట్ మీద ఉన్నట్టే ఇంగ్లీష్ అక్షరాలతో/).isVisible()).toBe(true);

    // A mistake first: the messages in Telugu, at their fields, what was typed kept.
    await page.getByLabel("రిజిస్ట్రేషన్ నంబర్ *").fill(`ts 07 gh ${number}`);
    await page.getByLabel("ఈరోజు ఓడోమీటర్ (ఇష్టమైతే)").fill("౪౨,౩౧౦");
    await page.getByRole("button", { name: "కారు చేర్చండి" }).click();
    await page.waitForURL(`${baseURL}/te/garage`);
    expect(await page.getByText("దయచేసి మీ కారు బ్రాండ్ ఎంచుకోండి").isVisible()).toBe(true);
    expect(await page.getByText("కారు మోడల్ రాయండి").isVisible()).toBe(true);
    expect(await page.getByLabel("రిజిస్ట్రేషన్ నంబర్ *").inputValue()).toBe(`ts 07 gh ${number}`);
    expect(await page.getByLabel("ఈరోజు ఓడోమీటర్ (ఇష్టమైతే)").inputValue()).toBe("౪౨,౩౧౦");
    expect(strayLatinWords(await page.content(), ["ts gh", EXAMPLE_PLATES])).toEqual([]);
    await screenshot(page, "te-garage-refused-390");

    await page.getByLabel("బ్రాండ్ *", { exact: true }).selectOption("Hyundai");
    await page.getByLabel("మోడల్ *").fill("Creta");
    await page.getByLabel("సంవత్సరం *").fill("2021");
    await page.getByLabel("ఫ్యూయల్ *", { exact: true }).selectOption({ label: "పెట్రోల్" });
    await page.getByRole("button", { name: "కారు చేర్చండి" }).click();
    await page.waitForURL(/\/te\/garage\/[0-9a-f-]{36}\?saved=added$/);
    const carPath = new URL(page.url()).pathname;
    await expectPageIn(page, "te");
    expect(await page.getByRole("heading", { level: 1, name: "Hyundai Creta" }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText(`TS 07 GH ${number}`, { exact: true }).first().isVisible()).toBe(
      true,
    );
    // Stored in ASCII digits, shown grouped as Intl te-IN writes it.
    expect(
      await page
        .getByText(/42,310 km/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText("కారు చేర్చాం").isVisible()).toBe(true);
    const book = page.getByRole("link", { name: "ఈ కారుకి సర్వీస్ బుక్ చేయండి" });
    expect(await book.getAttribute("href")).toMatch(/^(\/te)?\/booking\?vehicle=[0-9a-f-]{36}$/);
    // The language switch leads to the same car in the other languages.
    expect(await page.locator('footer a[data-language-switch="hi"]').getAttribute("href")).toBe(
      carPath.replace(/^\/te/, "/hi"),
    );
    expect(strayLatinWords(await htmlAt(b, account.cookie, carPath), ["ts gh"])).toEqual([]);
    await screenshot(page, "te-garage-car-390");

    // Back to the list, still in Telugu.
    await page.getByRole("main").getByRole("link", { name: "నా గ్యారేజ్" }).click();
    await page.waitForURL(`${baseURL}/te/garage`);
    await expectPageIn(page, "te");
    expect(
      await page.getByRole("list", { name: "నా కార్లు" }).getByText(`TS 07 GH ${number}`).isVisible(),
    ).toBe(true);
    expect(
      strayLatinWords(await htmlAt(b, account.cookie, "/te/garage"), ["ts gh", EXAMPLE_PLATES]),
    ).toEqual([]);
    await screenshot(page, "te-garage-390");

    // The edit page in Hindi, the same car.
    const editPath = `${carPath.replace(/^\/te/, "/hi")}/edit`;
    expect(
      strayLatinWords(await htmlAt(b, account.cookie, editPath), ["ts gh", EXAMPLE_PLATES]),
    ).toEqual([]);
  }, 120_000);

  it("shows a car with a completed visit on /hi/garage/{id}, and its review link as /te/review/{token} asks, refuses and thanks in Telugu", async () => {
    const admin = await pool.open(1280);
    const adminAccount = await login(admin, { name: "Desk Admin", admin: true });
    const origin = admin.baseURL;
    const customer = await verifiedCustomer(origin, "Ravi Sharma");

    const b = await pool.open(390, { javaScript: false });
    const { page, baseURL } = b;
    await loginAs(b, customer.email, customer.password, "/hi/garage");
    await expectPageIn(page, "hi");
    await page.getByLabel("रजिस्ट्रेशन नंबर *").fill(`TS 09 EA ${plateNumber()}`);
    await page.getByLabel("ब्रांड *", { exact: true }).selectOption("Hyundai");
    await page.getByLabel("मॉडल *").fill("Creta");
    await page.getByLabel("साल *").fill("2020");
    await page.getByLabel("फ्यूल *", { exact: true }).selectOption({ label: "डीज़ल" });
    await page.getByLabel("आज का ओडोमीटर (चाहें तो)").fill("६१,०००");
    await page.getByRole("button", { name: "गाड़ी जोड़ें" }).click();
    await page.waitForURL(/\/hi\/garage\/[0-9a-f-]{36}\?saved=added$/);
    const carPath = new URL(page.url()).pathname;
    const vehicleId = carPath.split("/").pop()!;

    // A visit of the car, completed by the workshop: the review ask goes out.
    const slot = distinctSlots(BOOKABLE_PAIRS)[Math.floor(Math.random() * BOOKABLE_PAIRS)]!;
    const booked = await postBooking(origin, customer, {
      ...bookingBody(slot, `garage languages ${randomUUID()}`, customer),
      vehicleId,
      idempotencyKey: randomUUID(),
    });
    expect(booked.status, await booked.clone().text()).toBe(200);
    const received = await waitForMail(
      (m) => m.to.includes(customer.email) && m.subject.startsWith("Booking received"),
      "the booking's email",
    );
    const bookingId = /\/booking\/([0-9a-f-]{36})/.exec(received.text)![1]!;
    const adminCookie = await signIn(origin, adminAccount.email, adminAccount.password);
    const done = await fetch(`${origin}/admin`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        cookie: adminCookie,
      },
      body: new URLSearchParams({ intent: "set-booking-status", bookingId, status: "completed" }),
      redirect: "manual",
    });
    expect(done.status).toBeLessThan(400);

    await page.goto(`${baseURL}${carPath}`);
    await expectPageIn(page, "hi");
    const history = page.getByRole("list", { name: "सर्विस हिस्ट्री" });
    expect(await history.getByText("जनरल सर्विसिंग और मेंटेनेंस").isVisible()).toBe(true);
    expect(await history.getByText("पूरी हो गई").isVisible()).toBe(true);
    expect(await page.getByText("1 बार आए, नई पहले।").isVisible()).toBe(true);
    expect(
      await page
        .getByText(/61,000 km/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(strayLatinWords(await page.content(), ["ts ea"])).toEqual([]);
    await screenshot(page, "hi-garage-car-390");

    // The review link, opened in Telugu.
    const ask = await waitForMail(
      (m) => m.to.includes(customer.email) && m.subject.startsWith("How was your service?"),
      "the review email",
    );
    const token = /\/review\/([A-Za-z0-9_-]+)/.exec(ask.text)![1]!;
    const visitor = await pool.open(390, { javaScript: false });
    const review = visitor.page;
    await review.goto(`${visitor.baseURL}/te/review/${token}`);
    await expectPageIn(review, "te");
    expect(await review.getByRole("heading", { level: 1 }).innerText()).toBe("మీ సర్వీస్ ఎలా జరిగింది?");
    expect(await review.getByText(/జనరల్ సర్వీసింగ్, మెయింటెనెన్స్/).isVisible()).toBe(true);
    // The name shown is the customer's own ("Ravi S.").
    expect(strayLatinWords(await review.content(), ["Ravi S"])).toEqual([]);
    await screenshot(review, "te-review-390");

    // Sent without stars: the message in Telugu, what was typed kept.
    await review.getByLabel("మీ రివ్యూ (ఇష్టమైతే)").fill("పికప్, డెలివరీ సమయానికి జరిగాయి.");
    await review.getByRole("button", { name: "నా రివ్యూ పంపండి" }).click();
    await review.waitForURL(`${visitor.baseURL}/te/review/${token}`);
    expect(await review.getByText("దయచేసి 1 నుంచి 5 స్టార్లలో ఎంచుకోండి.").isVisible()).toBe(true);
    expect(await review.getByLabel("మీ రివ్యూ (ఇష్టమైతే)").inputValue()).toBe("పికప్, డెలివరీ సమయానికి జరిగాయి.");
    await screenshot(review, "te-review-refused-390");

    await review
      .getByRole("group", { name: "మీ రేటింగ్ (1 నుంచి 5 స్టార్లు)" })
      .getByRole("radio", { name: /^5 స్టార్లు/ })
      .check();
    await review.getByRole("button", { name: "నా రివ్యూ పంపండి" }).click();
    await review.waitForURL(`${visitor.baseURL}/te/review/${token}?sent=1`);
    await expectPageIn(review, "te");
    expect(await review.getByRole("heading", { level: 1 }).innerText()).toContain(
      "ధన్యవాదాలు: మీ రివ్యూ మాకు అందింది.",
    );
    expect(strayLatinWords(await review.content())).toEqual([]);
    await screenshot(review, "te-review-sent-390");
  }, 180_000);
});
