/**
 * The roadside emergency request, in Chromium at 390 px with JavaScript disabled
 * (docs/product.md#emergency; docs/decisions/0024): a stranded visitor without an account sends a
 * request; the staff alert reaches the test SMTP server with a map link; a driver sees it at the top
 * of /staff with its clock, takes it with an ETA; the visitor's private status link then shows the
 * ETA. Screenshots at 390 and 1280 px of the form, the status page and the driver's screen.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  BOOKABLE_PAIRS,
  bookingBody,
  distinctSlots,
  postBooking,
  signUp,
} from "../../scripts/lib/app-server";
import type { E2EBrowser } from "./browser";
import { screenshotBoth, seriousAxeViolations, usesBrowsers, waitForPageReady } from "./browser";
import { grantStaffRole } from "./journey";
import { login } from "./login";
import { waitForMail } from "./mailbox";

const browsers = usesBrowsers("all");

describe("a roadside emergency, without JavaScript, on a phone", () => {
  const landmark = `Opposite gate ${randomUUID().slice(0, 6)}, Inorbit Mall`;
  let statusUrl = "";
  let admin: E2EBrowser;

  it("a visitor without an account sends a request and gets a private status link with the number to call", async () => {
    const { page, baseURL } = await browsers.open(390, { javaScript: false });
    await page.goto(`${baseURL}/`);
    // The floating buttons lead to the request.
    await page.getByRole("link", { name: "Roadside emergency help" }).click();
    await page.waitForURL(`${baseURL}/emergency`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Roadside Emergency Help, 24/7",
    );
    // Without scripts there is no location button: the place is asked in words.
    expect(await page.getByRole("button", { name: "Use my location" }).isVisible()).toBe(false);
    await screenshotBoth(page, "emergency-form");
    // Accessibility is checked where axe can run (it needs scripts); there the location button shows.
    const checker = await browsers.open(390);
    await checker.page.goto(`${baseURL}/emergency`);
    await waitForPageReady(checker.page);
    expect(await checker.page.getByRole("button", { name: "Use my location" }).isVisible()).toBe(
      true,
    );
    expect(await seriousAxeViolations(checker.page)).toEqual([]);

    // A mistake keeps what was typed.
    await page.getByLabel("Your phone number *").fill("98480 22338");
    await page.getByRole("button", { name: "Send emergency request" }).click();
    await page.getByText("Please tell us a landmark near you").waitFor();
    expect(await page.getByLabel("Your phone number *").inputValue()).toBe("98480 22338");

    await page.getByLabel("Your name (optional)").fill("Lakshmi Reddy");
    await page.getByLabel("Your car: brand and model, or registration (optional)").fill("Audi A4");
    await page.getByLabel("What happened? *").selectOption({ label: "Won't start" });
    await page.getByLabel("A landmark near you *").fill(landmark);
    await page.getByLabel("Area or locality *").fill("Madhapur");
    await page.getByRole("button", { name: "Send emergency request" }).click();
    await page.waitForURL(/\/emergency\/status\/[\w-]+\?sent=1$/);
    statusUrl = page.url().replace(/\?sent=1$/, "");
    await page.getByRole("heading", { name: "We have your request" }).waitFor();
    expect(await page.locator('a[href^="tel:+91"]').count()).toBeGreaterThan(0);
    expect(await page.getByText(statusUrl).isVisible()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshotBoth(page, "emergency-sent");
  });

  it("the staff alert with a map link reaches the SMTP server", async () => {
    const alert = await waitForMail(
      (m) => m.subject.startsWith("Emergency: Won't start") && m.text.includes(landmark),
      "the emergency alert",
    );
    expect(alert.to).toContain("workshop-desk@example.com");
    expect(alert.text).toContain("https://www.google.com/maps/search/?api=1&query=");
    expect(alert.text).toContain("+91 98480 22338");
  });

  it("a driver sees it at the top of /staff with its clock, takes it with an ETA, and the status link shows the ETA", async () => {
    const driverEmail = `driver-${randomUUID().slice(0, 8)}@example.com`;
    const driver = await browsers.open(390, { javaScript: false });
    await login(driver, { name: "Venkat Rao", email: driverEmail });
    admin = await browsers.open(1280);
    await login(admin, { name: "Workshop Admin", admin: true });
    await grantStaffRole(admin, driverEmail, "driver");

    const { page, baseURL } = driver;
    await page.goto(`${baseURL}/staff`);
    await waitForPageReady(page);
    const board = page.getByRole("region", { name: /Emergency requests/ });
    // The board comes before the day's legs.
    const boardTop = (await board.boundingBox())!.y;
    const dayTop = (await page
      .getByRole("heading", { name: "My pickups and drops" })
      .boundingBox())!.y;
    expect(boardTop).toBeLessThan(dayTop);
    const request = board.getByRole("listitem").filter({ hasText: landmark });
    expect(await request.getByText(/left to reach them/).isVisible()).toBe(true);
    const onMyWay = request.getByRole("button", { name: "On my way" });
    expect((await onMyWay.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshotBoth(page, "emergency-staff-board");
    await request.getByLabel("ETA in minutes").fill("25");
    await onMyWay.click();
    await page.getByText("You have taken the request. The customer sees your ETA.").waitFor();

    const visitor = await browsers.open(390, { javaScript: false });
    await visitor.page.goto(statusUrl);
    await visitor.page.getByText(/Venkat expects to reach you in 25 minutes/).waitFor();
    await screenshotBoth(visitor.page, "emergency-status-taken");

    // The back office shows it too, and measures the promise on its Analytics tab.
    await admin.page.goto(`${admin.baseURL}/admin`);
    await waitForPageReady(admin.page);
    const taken = admin.page
      .getByRole("region", { name: /Emergency requests/ })
      .getByRole("listitem")
      .filter({ hasText: landmark });
    expect(await taken.getByText("On the way").isVisible()).toBe(true);
    expect(
      await admin.page
        .getByRole("region", { name: "Emergency response against the promise" })
        .isVisible(),
    ).toBe(true);
    await screenshotBoth(admin.page, "emergency-admin", true, 1280);
  });

  it("completing a booking moves 'Cars serviced' on the prerendered home page within a minute", async () => {
    const home = await browsers.open(390, { javaScript: false });
    // Read as a crawler does (no browser cache: the page is cached for five minutes).
    const carsServiced = async () => {
      const html = await (await fetch(`${home.baseURL}/`)).text();
      const figure = /<dt[^>]*>Cars serviced[^<]*<\/dt><dd[^>]*>([\d,]+)/.exec(html)?.[1];
      return figure === undefined ? 0 : Number(figure.replace(/,/g, ""));
    };
    const before = await carsServiced();
    const name = `Figure Customer ${randomUUID().slice(0, 6)}`;
    const customer = await signUp(home.baseURL, { name });
    const slot =
      distinctSlots(BOOKABLE_PAIRS)[BOOKABLE_PAIRS - 1 - Math.floor(Math.random() * 200)]!;
    expect(
      (await postBooking(home.baseURL, customer, bookingBody(slot, "figures", customer))).status,
    ).toBe(200);
    await admin.page.goto(`${admin.baseURL}/admin?tab=bookings&q=${encodeURIComponent(name)}`);
    await waitForPageReady(admin.page);
    const status = admin.page.getByRole("combobox", { name: /^Status of booking #/ });
    await status.selectOption("completed");
    await admin.page
      .locator("form", { has: status })
      .getByRole("button", { name: "Update" })
      .click();
    await admin.page.getByText("Booking status changed to Completed.").waitFor();
    await expect
      .poll(carsServiced, {
        timeout: 60_000,
        interval: 2_000,
        message: "Cars serviced did not move",
      })
      .toBe(before + 1);
    await home.page.goto(`${home.baseURL}/about`);
    await screenshotBoth(home.page, "figures-about");
  });
});
