/**
 * The car at the centre, end to end at 390 px (docs/decisions/0014, docs/product.md#garage,
 * #booking-car, #job-card-car): a customer adds `ts09ea1234` in My Garage and sees
 * `TS 09 EA 1234`, books a service for it from the car's page (the car chosen on the form), the
 * admin records 42,000 km at check-in on the job card, writes the estimate the customer approves,
 * completes the booking and issues the invoice; the car's page then shows the visit with its
 * odometer, the invoice and the warranty's end. Once with JavaScript and once without it for the
 * customer and the check-in (the estimate's approval and the back office's status and invoice
 * controls need scripts, so those run in a scripted browser). Screenshots of the booking form
 * with cars and of the job card's car section at 390 and 1280 px.
 *
 * It runs its own server (own DATA_DIR): its admin, made with the operator command, must not
 * change the first-admin journey of admin.e2e.ts.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "../../app/catalog/business";
import { addMonthsYmd, formatDisplayDate, todayInKolkata } from "../../app/lib/time";
import type { Customer } from "../../scripts/lib/app-server";
import {
  expectText,
  screenshot,
  usesOwnServer,
  waitForPageReady,
  type E2EBrowser,
} from "./browser";
import { bookableDay, choose, completeAndIssueInvoice, pickDate } from "./journey";
import { login, loginAs } from "./login";

const site = usesOwnServer({
  env: { AUTH_RATE_LIMIT: "1000", BOOKING_RATE_LIMIT: "1000", BOOKING_IP_DAILY_LIMIT: "1000" },
});

let adminAccount: Customer;

beforeAll(async () => {
  const admin = await site.open(390);
  adminAccount = await login(admin, {
    name: "Ravi Service Advisor",
    email: `advisor-${randomUUID().slice(0, 8)}@example.com`,
    admin: true,
    dataDir: site.dataDir,
  });
}, 120_000);

/**
 * Goes to a page of the server under test and waits until it is ready: hydrated when it loads
 * scripts and the browser runs them, else loaded.
 */
async function open(page: Page, path: string, javaScript = true) {
  await page.goto(`${site.origin}${path}`);
  if (javaScript) await waitForPageReady(page);
  else await page.waitForLoadState("load");
}

/** Saves a screenshot at 1280 px and at 390 px, and leaves the page at 390 px. */
async function atBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
}

describe.each([
  { javaScript: true, name: "with JavaScript" },
  { javaScript: false, name: "without JavaScript" },
])("a car's journey through the workshop, $name", ({ javaScript }) => {
  const suffix = javaScript ? "js" : "nojs";
  let customer: E2EBrowser;
  let account: Customer;
  let carPath = "";
  let bookingId = "";

  it("adds ts09ea1234 in My Garage and sees TS 09 EA 1234", async () => {
    customer = await site.open(390, { javaScript });
    account = await login(customer, {
      name: javaScript ? "Kavya Reddy" : "Imran Siddiqui",
      path: "/garage",
    });
    const { page } = customer;
    await page.getByLabel("Registration Number *").fill("ts09ea1234");
    await page.getByLabel("Brand *", { exact: true }).selectOption("Hyundai");
    await page.getByLabel("Model *").fill("Creta");
    await page.getByLabel("Year *").fill("2021");
    await page.getByLabel("Fuel *", { exact: true }).selectOption({ label: "Petrol" });
    await page.getByRole("button", { name: "Add Car" }).click();
    await page.waitForURL(/\/garage\/[0-9a-f-]{36}\?saved=added$/);
    carPath = new URL(page.url()).pathname;
    expect(await page.getByText("TS 09 EA 1234", { exact: true }).first().isVisible()).toBe(true);
  });

  it("books a service for the car from its page: the form has the car chosen", async () => {
    const { page } = customer;
    await page.getByRole("link", { name: "Book a service for this car" }).click();
    await page.waitForURL(/\/booking\?vehicle=[0-9a-f-]{36}$/);
    await waitForPageReady(page);
    const car = page.getByRole("radio", { name: /^TS 09 EA 1234 · Hyundai Creta \(2021\)/ });
    expect(await car.isChecked()).toBe(true);
    // The typed car's fields are hidden while a car of the garage is chosen (CSS alone).
    expect(await page.getByLabel("Model *").isVisible()).toBe(false);
    await page.getByRole("radio", { name: "Another car" }).check();
    expect(await page.getByLabel("Model *").isVisible()).toBe(true);
    expect(await page.getByLabel("Registration Number (optional)").isVisible()).toBe(true);
    if (javaScript) await screenshot(page, "garage-journey-booking-another-car-390");
    await car.check();
    expect(await page.getByLabel("Model *").isVisible()).toBe(false);

    await choose(page, "Service Type *", "General Service & Maintenance");
    await page.getByLabel("Phone *").fill("9876543210");
    await pickDate(page, bookableDay());
    await choose(page, "Preferred Time *", javaScript ? "10:00 AM" : "10:30 AM");
    await page
      .getByLabel("Service Address *")
      .fill("Flat 12, Sri Sai Residency, opposite Shilparamam, Madhapur");
    if (javaScript) await atBothWidths(page, "garage-journey-booking-form");
    await page.getByRole("button", { name: "Book Service", exact: true }).click();
    await page.waitForURL(/tab=my-bookings/);
    const link = page
      .getByRole("list", { name: "My bookings" })
      .locator('a[href^="/booking/"]')
      .first();
    await link.waitFor();
    bookingId = (await link.getAttribute("href"))!.split("/")[2]!;
    expect(await page.getByText("Hyundai Creta (2021)").first().isVisible()).toBe(true);
  });

  it("the admin sees the car on the job card and records 42,000 km at check-in", async () => {
    const admin = await site.open(390, { javaScript });
    await loginAs(admin, adminAccount.email, adminAccount.password);
    const { page } = admin;
    await open(page, `/admin/booking/${bookingId}`, javaScript);
    expect(await page.getByTestId("car-plate").textContent()).toBe("TS 09 EA 1234");
    expect(await page.getByTestId("car-last-reading").textContent()).toBe(
      "Last odometer: none recorded yet",
    );
    const form = page.getByRole("form", { name: "Odometer at check-in" });
    // Out of range: the message at the field, nothing recorded.
    await form.getByLabel("Odometer (km)").fill("2000001");
    await form.getByRole("button", { name: "Record odometer" }).click();
    await expect
      .poll(() => page.getByText("Enter the odometer in whole km, from 0 to 2,000,000").isVisible())
      .toBe(true);
    await page.getByLabel("Odometer (km)").fill("42,000");
    await page.getByRole("button", { name: "Record odometer" }).click();
    await page.waitForURL(/\?saved=odometer$/);
    await expectText(page, "Odometer recorded.");
    expect(await page.getByLabel("Odometer (km)").inputValue()).toBe("42000");
    expect(await page.getByTestId("car-last-reading").textContent()).toMatch(
      /^Last odometer: 42,000 km on .+, at check-in$/,
    );
    if (javaScript) await atBothWidths(page, "garage-journey-job-card-car");
    else await screenshot(page, "garage-journey-job-card-car-nojs-390");
    // The job card ships no script (docs/decisions/0020): the browser reports the refused
    // post's 400 itself; nothing else.
    expect(admin.consoleErrors).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
  });

  it("the admin sends the estimate, the customer approves it, the admin completes and invoices", async () => {
    const admin = await site.open(390);
    await loginAs(admin, adminAccount.email, adminAccount.password);
    await open(admin.page, `/admin/booking/${bookingId}`);
    await admin.page.getByRole("button", { name: "Send estimate" }).click();
    await expectText(admin.page, /Estimate sent to the customer/);

    // The estimate's approval needs scripts: the customer approves in a scripted browser.
    const approving = javaScript ? customer : await site.open(390);
    if (!javaScript) await loginAs(approving, account.email, account.password);
    await open(approving.page, `/booking/${bookingId}`);
    const lines = approving.page
      .getByRole("list", { name: "Estimate lines" })
      .getByRole("listitem");
    for (let i = 0; i < (await lines.count()); i++)
      await lines.nth(i).getByText("Approve", { exact: true }).click();
    await approving.page.getByRole("button", { name: "Send my decision" }).click();
    await expectText(approving.page, "Thank you: your decision is recorded.");

    const { page } = admin;
    await page.reload();
    await waitForPageReady(page);
    await completeAndIssueInvoice(page);
    await expectText(page, /Invoice issued\. INV\/\d{4}-\d{2}\/\d{4}/);
    expect(admin.consoleErrors).toEqual([]);
  });

  it("the car's page shows the visit with its odometer, the invoice and the warranty's end", async () => {
    const { page } = customer;
    await open(page, carPath, javaScript);
    const visit = page.getByRole("list", { name: "Service history" }).getByRole("listitem").first();
    expect(await visit.getByText("General Service & Maintenance").isVisible()).toBe(true);
    expect(await visit.getByText("Completed").isVisible()).toBe(true);
    expect((await visit.textContent())!.replace(/\s+/g, " ")).toContain("Odometer: 42,000 km");
    const invoice = visit.getByRole("link", { name: /^Invoice INV\/\d{4}-\d{2}\/\d{4} \(PDF\)$/ });
    expect(await invoice.getAttribute("href")).toBe(`/booking/${bookingId}/invoice.pdf`);
    const number = (await invoice.textContent())!.replace(/^Invoice | \(PDF\)$/g, "");
    const warranty = page.getByRole("list", { name: "Warranty in force" }).getByRole("listitem");
    const endsOn = addMonthsYmd(todayInKolkata(), defaultBusinessFacts.promises.warrantyMonths);
    const text = (await warranty.first().textContent())!.replace(/\s+/g, " ");
    expect(text).toContain(`Until ${formatDisplayDate(endsOn)}`);
    expect(text).toContain(`Invoice ${number}`);
    await screenshot(page, `garage-journey-car-page-${suffix}-390`);
    if (javaScript) expect(customer.consoleErrors).toEqual([]);

    // The car is removed at the end, so the other run of the journey can add ts09ea1234 again.
    await page.getByText("Remove this car", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, remove this car" }).click();
    await page.waitForURL(`${site.origin}/garage?saved=removed`);
  });
});
