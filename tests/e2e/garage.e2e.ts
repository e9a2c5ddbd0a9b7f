/**
 * My Garage in Chromium (docs/product.md#garage): at 390 px a customer reaches it from My
 * Bookings and adds `ts09ea1234` with JavaScript, seeing `TS 09 EA 1234`; a second customer,
 * without JavaScript, is told the car is registered with us (the typed values kept), and adds
 * it once the first has removed it. At 1280 px the header links to My Garage and an edit with
 * a bad year is answered at its field. Screenshots of /garage and a car's page at both widths.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, seriousAxeViolations, usesBrowsers } from "./browser";
import { login } from "./login";

const pool = usesBrowsers("each");

/** Fills the "Add a car" form (or the edit form) as a person would. */
async function fillCarForm(
  page: Page,
  car: { registration: string; make: string; model: string; year: string; fuel: string },
) {
  await page.getByLabel("Registration Number *").fill(car.registration);
  await page.getByLabel("Brand *", { exact: true }).selectOption(car.make);
  await page.getByLabel("Model *").fill(car.model);
  await page.getByLabel("Year *").fill(car.year);
  await page.getByLabel("Fuel *", { exact: true }).selectOption({ label: car.fuel });
}

/** How many pixels the page is wider than the window (0 when nothing overflows). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The plate of the car page or of the list, as shown. */
const plate = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe("My Garage in Chromium", () => {
  it("adds ts09ea1234 with and without JavaScript at 390 px, shows TS 09 EA 1234, and tells a second account to call us while the first holds it", async () => {
    const first = await pool.open(390);
    await login(first, { name: "Kavya Menon", path: "/booking?tab=my-bookings" });
    await first.page
      .getByRole("tabpanel", { name: "My Bookings" })
      .getByRole("link", { name: "My Garage" })
      .click();
    await first.page.waitForURL(`${first.baseURL}/garage`);
    expect(await first.page.getByRole("heading", { level: 1, name: "My Garage" }).isVisible()).toBe(
      true,
    );
    await fillCarForm(first.page, {
      registration: "ts09ea1234",
      make: "Hyundai",
      model: "Creta",
      year: "2021",
      fuel: "Petrol",
    });
    await first.page.getByRole("button", { name: "Add Car" }).click();
    await first.page.waitForURL(/\/garage\/[0-9a-f-]{36}\?saved=added$/);
    expect(
      await first.page.getByRole("heading", { level: 1, name: "Hyundai Creta" }).isVisible(),
    ).toBe(true);
    expect(await plate(first.page, "TS 09 EA 1234").isVisible()).toBe(true);
    const book = first.page.getByRole("link", { name: "Book a service for this car" });
    expect(await book.getAttribute("href")).toMatch(/^\/booking\?vehicle=[0-9a-f-]{36}$/);
    expect(await seriousAxeViolations(first.page, "main")).toEqual([]);
    await screenshot(first.page, "garage-car-390");
    await first.page.getByRole("main").getByRole("link", { name: "My Garage" }).click();
    await first.page.waitForURL(`${first.baseURL}/garage`);
    const cars = first.page.getByRole("list", { name: "My cars" });
    expect(await cars.getByText("TS 09 EA 1234").isVisible()).toBe(true);
    expect(await overflowOf(first.page)).toBeLessThanOrEqual(1);
    await screenshot(first.page, "garage-390");

    // A second customer, without JavaScript: the page loads no script and answers the form.
    const second = await pool.open(390, { javaScript: false });
    const scripts: string[] = [];
    second.page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await login(second, { name: "Rohit Verma", path: "/garage" });
    await fillCarForm(second.page, {
      registration: "TS-09-EA-1234",
      make: "Kia",
      model: "Seltos",
      year: "2023",
      fuel: "Diesel",
    });
    await second.page.getByRole("button", { name: "Add Car" }).click();
    await expect
      .poll(() =>
        second.page
          .getByText(/This car is already registered with us/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await second.page.getByText(/Kavya/).count()).toBe(0);
    expect(await second.page.getByLabel("Registration Number *").inputValue()).toBe(
      "TS-09-EA-1234",
    );
    expect(await second.page.getByLabel("Model *").inputValue()).toBe("Seltos");
    expect(await second.page.getByLabel("Registration Number *").getAttribute("aria-invalid")).toBe(
      "true",
    );
    await screenshot(second.page, "garage-nojs-taken-390");

    // The first customer sells the car: removes it, after the page asks.
    await first.page.getByRole("link", { name: /^View car/ }).click();
    await first.page.getByText("Remove this car", { exact: true }).click();
    await first.page.getByRole("button", { name: "Yes, remove this car" }).click();
    await first.page.waitForURL(`${first.baseURL}/garage?saved=removed`);
    expect(await first.page.getByText(/^No cars yet/).isVisible()).toBe(true);

    // Now the second customer's form, sent again as it stands, adds the car.
    await second.page.getByRole("button", { name: "Add Car" }).click();
    await second.page.waitForURL(/\/garage\/[0-9a-f-]{36}\?saved=added$/);
    expect(await plate(second.page, "TS 09 EA 1234").isVisible()).toBe(true);
    expect(
      await second.page.getByRole("heading", { level: 1, name: "Kia Seltos" }).isVisible(),
    ).toBe(true);
    expect(scripts).toEqual([]);
    await screenshot(second.page, "garage-nojs-car-390");

    // Removed again, so the registration is free for other journeys of the run.
    await second.page.getByText("Remove this car", { exact: true }).click();
    await second.page.getByRole("button", { name: "Yes, remove this car" }).click();
    await second.page.waitForURL(`${second.baseURL}/garage?saved=removed`);
    // The refused post was answered 409, which the browser reports; nothing else.
    expect(first.consoleErrors).toEqual([]);
  });

  it("links the header to My Garage at 1280 px and answers a bad year on the edit form at its field", async () => {
    const b = await pool.open(1280);
    await login(b, { name: "Farida Khan", path: "/booking" });
    await b.page
      .getByRole("navigation", { name: "Account" })
      .first()
      .getByRole("link", { name: "My Garage" })
      .click();
    await b.page.waitForURL(`${b.baseURL}/garage`);
    const registration = `22 BH ${1000 + Math.floor(Math.random() * 9000)} ${randomUUID()
      .replace(/[^a-f]/g, "")
      .slice(0, 2)
      .toUpperCase()
      .padEnd(2, "A")}`;
    await fillCarForm(b.page, {
      registration: registration.toLowerCase().replace(/ /g, ""),
      make: "Toyota",
      model: "Innova Crysta",
      year: "2019",
      fuel: "Diesel",
    });
    await b.page.getByLabel("Nickname").fill("Family car");
    await b.page.getByRole("button", { name: "Add Car" }).click();
    await b.page.waitForURL(/\/garage\/[0-9a-f-]{36}\?saved=added$/);
    expect(await plate(b.page, registration).isVisible()).toBe(true);
    expect(
      await b.page
        .getByRole("navigation", { name: "Account" })
        .first()
        .getByRole("link", { name: "My Garage" })
        .getAttribute("aria-current"),
    ).toBe("true");
    expect(await overflowOf(b.page)).toBeLessThanOrEqual(1);
    await screenshot(b.page, "garage-car-1280");

    await b.page.getByRole("link", { name: "Edit details" }).click();
    await b.page.waitForURL(/\/garage\/[0-9a-f-]{36}\/edit$/);
    expect(await b.page.getByLabel("Registration Number *").inputValue()).toBe(registration);
    await b.page.getByLabel("Year *").fill("1949");
    await b.page.getByRole("button", { name: "Save Changes" }).click();
    await expect
      .poll(() =>
        b.page
          .getByText(/^Enter a year from 1950 to \d{4}$/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await b.page.getByLabel("Nickname").inputValue()).toBe("Family car");
    await b.page.getByLabel("Year *").fill("2020");
    await b.page.getByRole("button", { name: "Save Changes" }).click();
    await b.page.waitForURL(/\/garage\/[0-9a-f-]{36}\?saved=edited$/);
    expect(await b.page.getByText("Toyota Innova Crysta, 2020").isVisible()).toBe(true);

    await b.page.goto(`${b.baseURL}/garage`);
    expect(await b.page.getByRole("heading", { level: 2, name: "Family car" }).isVisible()).toBe(
      true,
    );
    await screenshot(b.page, "garage-1280");
    // The header's four account buttons fit beside the main links down to a 768 px tablet.
    for (const width of [1024, 768]) {
      await b.page.setViewportSize({ width, height: 900 });
      expect(await overflowOf(b.page), `${width} px`).toBeLessThanOrEqual(1);
    }
  });
});
