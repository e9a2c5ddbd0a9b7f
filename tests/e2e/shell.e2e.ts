import { afterEach, describe, expect, it } from "vitest";
import { matchServiceType } from "~/catalog/booking-options";
import { login } from "./login";
import { openBrowser, screenshot, waitForPageReady, type E2EBrowser } from "./browser";

let b: E2EBrowser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

/** The mobile menu's disclosure and its panel. */
function mobileMenu(page: E2EBrowser["page"]) {
  const details = page.locator("header details");
  return { details, toggle: details.locator("summary"), panel: details.locator(":scope > div") };
}

describe("the mobile menu (docs/product.md#shell)", () => {
  it("opens on a static page with the links, WhatsApp, Call Now and Book Service, and a choice opens that page", async () => {
    b = await openBrowser(390);
    const { page, baseURL } = b;
    await page.goto(`${baseURL}/about`);
    await waitForPageReady(page);
    const menu = mobileMenu(page);
    expect(await menu.panel.isVisible()).toBe(false);
    expect(await menu.toggle.textContent()).toContain("Open menu");

    await menu.toggle.click();
    expect(await menu.panel.isVisible()).toBe(true);
    for (const name of [
      "Home",
      "Services",
      "About Us",
      "Contact",
      "WhatsApp",
      "Call Now",
      "Book Service",
    ]) {
      expect(await menu.panel.getByRole("link", { name, exact: true }).isVisible(), name).toBe(
        true,
      );
    }
    expect(
      await menu.panel.getByRole("link", { name: "WhatsApp", exact: true }).getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(
      await menu.panel.getByRole("link", { name: "Call Now", exact: true }).getAttribute("href"),
    ).toMatch(/^tel:\+91\d{10}$/);
    await screenshot(page, "mobile-menu-open-390");

    await menu.panel.getByRole("link", { name: "Services", exact: true }).click();
    await page.waitForURL(`${baseURL}/services`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Car Services in Hyderabad",
    );
    expect(await mobileMenu(page).panel.isVisible()).toBe(false);
  });

  it("closes on a choice and on Escape where the page is interactive", async () => {
    b = await openBrowser(390);
    const { page, baseURL } = b;
    // The customer's pages are the interactive ones (the public pages and the forms that
    // win a customer ship no framework script, docs/decisions/0004 and 0011).
    await login(b, { name: "Menu Tester", path: "/account" });
    const menu = mobileMenu(page);

    await menu.toggle.click();
    expect(await menu.panel.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.panel.isVisible()).toBe(false);

    await menu.toggle.click();
    await menu.panel.getByRole("link", { name: "About Us", exact: true }).click();
    await page.waitForURL(`${baseURL}/about`);
    await expect.poll(() => menu.panel.isVisible()).toBe(false);
  });

  it("is hidden on a laptop, where the links sit in the header bar", async () => {
    b = await openBrowser(1280);
    const { page, baseURL } = b;
    await page.goto(`${baseURL}/`);
    expect(await mobileMenu(page).toggle.isVisible()).toBe(false);
    expect(
      await page.locator("header").getByRole("link", { name: "About Us", exact: true }).isVisible(),
    ).toBe(true);
  });
});

describe("'Book This Service' (docs/product.md#route-home)", () => {
  it("opens the booking form with the service chosen", async () => {
    b = await openBrowser(390);
    const { page, baseURL } = b;
    await page.goto(`${baseURL}/`);
    const book = page.getByRole("link", { name: "Book This Service" }).first();
    const href = (await book.getAttribute("href")) ?? "";
    const chosen = new URL(href, baseURL).searchParams.get("selectedService");
    expect(chosen).toBeTruthy();
    const serviceType = matchServiceType(chosen);
    expect(serviceType).toBeTruthy();

    await book.click();
    await page.waitForURL((url) => url.pathname === "/booking");
    await waitForPageReady(page);
    await expect.poll(() => page.locator("#serviceType").textContent()).toContain(serviceType!);
    await screenshot(page, "booking-service-chosen-390");
  });
});
