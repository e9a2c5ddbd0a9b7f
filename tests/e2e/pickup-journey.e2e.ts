/**
 * Doorstep pickup and drop with the check-in walk-round, in Chromium at 390 px
 * (docs/product.md#pickups, #check-in; docs/decisions/0016): a customer books with pickup; an
 * admin makes D a driver and assigns them the pickup; D, signed in on a phone, sees only that
 * leg on a page with no script and a light weight, marks it on the way (the customer's email
 * reaches the test SMTP server), records the walk-round with two damage photos from the camera
 * input, odometer and fuel; the code emailed to the customer confirms it, and the customer sees it
 * on their booking's page; later the drop is delivered and confirmed "returned as received" the
 * same way. Screenshots at 390 and 1280 px of the driver's screens and the customer's page.
 */
import { randomUUID } from "node:crypto";
import { addDays, format } from "date-fns";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { STAFF_PAGE_BUDGET_BYTES } from "../../bench/requested-assets";
import { addCookies } from "../support/browser";
import type { E2EBrowser } from "./browser";
import { expectAssetsWithin, screenshotBoth, usesBrowsers, waitForPageReady } from "./browser";
import { bookableDay, completeBooking, grantStaffRole, submitNewBooking } from "./journey";
import { login } from "./login";
import { mailbox, verifiedCustomer, waitForMail } from "./mailbox";

const PASSWORD = "monsoon-drive-2026";
const browsers = usesBrowsers("all");

/** The code of the newest walk-round email to `email` not seen before. */
async function newCode(email: string, seen: Set<string>): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        for (const m of (await mailbox()).filter(
          (x) => x.to.includes(email) && x.subject.startsWith("Your code to confirm"),
        )) {
          const c = /code to them: (\d{6})/.exec(m.text)?.[1];
          if (c && !seen.has(c)) code = c;
        }
        return code;
      },
      { timeout: 30_000, message: "the walk-round code did not arrive" },
    )
    .not.toBe("");
  seen.add(code);
  return code;
}

/**
 * On the driver's walk-round page: sends the code to the customer, types the code emailed to
 * `email` (see {@link newCode}) and confirms, then waits for the record to be closed.
 */
async function confirmWithCustomersCode(page: Page, email: string, seen: Set<string>) {
  await page.getByRole("button", { name: "Send the code to the customer" }).click();
  await page.getByText("Code sent to the customer.").waitFor();
  const code = await newCode(email, seen);
  await page.getByLabel("Code the customer reads out").fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await page.getByText("Confirmed by the customer. This record no longer changes.").waitFor();
}

describe("pickup, check-in walk-round and drop, on the driver's phone", () => {
  const email = `meera-${randomUUID().slice(0, 8)}@example.com`;
  const driverEmail = `driver-${randomUUID().slice(0, 8)}@example.com`;
  const day = addDays(bookableDay(), 4);
  const ymd = format(day, "yyyy-MM-dd");
  const codes = new Set<string>();
  let customer: E2EBrowser;
  let admin: E2EBrowser;
  let driver: E2EBrowser;
  let driverCookie = "";
  let bookingId = "";

  it("a customer books with pickup; the admin makes D a driver and assigns them the pickup", async () => {
    // Booking emails go to a verified address only (docs/product.md#lifecycle-messages).
    customer = await verifiedCustomer(browsers, "Meera Iyer", email, PASSWORD, {
      service: "General Service & Maintenance",
      model: "i20",
      day,
      time: "11:00 AM",
    });
    const { page } = customer;
    // Free pickup and drop is ticked when the form opens; the area comes from the catalogue.
    expect(await page.getByLabel(/Free pickup and drop/).isChecked()).toBe(true);
    await page.getByLabel("Your area").selectOption({ label: "Gachibowli" });
    await screenshotBoth(page, "pickup-booking-form");
    bookingId = await submitNewBooking(page);

    driver = await browsers.open(390);
    driverCookie = (
      await login(driver, { name: "Dinesh Kumar", email: driverEmail, password: PASSWORD })
    ).cookie;
    // Before the role, the driver's screen refuses them.
    expect((await driver.page.request.get(`${driver.baseURL}/staff`)).status()).toBe(403);

    admin = await browsers.open(1280);
    await login(admin, { name: "Workshop Admin", admin: true });
    await grantStaffRole(admin, driverEmail, "driver");
    await admin.page.goto(`${admin.baseURL}/admin/booking/${bookingId}`);
    await waitForPageReady(admin.page);
    const pickup = admin.page.locator('li[data-leg-kind="pickup"]');
    await pickup
      .getByLabel("Pickup driver")
      .selectOption({ label: `Dinesh Kumar (${driverEmail})` });
    await pickup.getByRole("button", { name: "Save driver" }).click();
    await admin.page.waitForURL(/staff=saved/);
    await admin.page.locator('li[data-leg-kind="pickup"] [data-leg-state="assigned"]').waitFor();
    await screenshotBoth(admin.page, "pickup-admin-job-card-staff");
    // The day's Pickups view lists the leg with its driver; it loads no script.
    await admin.page.goto(`${admin.baseURL}/admin/pickups?date=${ymd}`);
    const row = admin.page.locator(`li[data-leg-id]`).filter({ hasText: "Meera Iyer" });
    expect(await row.getByText("Gachibowli").isVisible()).toBe(true);
    expect(await row.getByLabel("Driver").inputValue()).not.toBe("");
    await screenshotBoth(admin.page, "pickup-admin-pickups");
  });

  it("D sees only that leg, with no script and a light page, and marks it on the way: the customer is emailed", async () => {
    const { page, baseURL } = driver;
    await page.goto(`${baseURL}/staff?date=${ymd}`);
    await waitForPageReady(page);
    expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
    const legs = page.getByRole("list", { name: "Legs of the day" }).locator("li[data-leg-id]");
    expect(await legs.count()).toBe(1);
    const leg = legs.first();
    expect(await leg.getByText("Meera Iyer").isVisible()).toBe(true);
    expect(await leg.getByRole("link", { name: /^Call / }).getAttribute("href")).toBe(
      "tel:+919876543210",
    );
    expect(
      await leg.getByRole("link", { name: "Directions in Google Maps" }).getAttribute("href"),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Flat%2012/);
    expect(await leg.getByText("10:00 AM – 11:00 AM").isVisible()).toBe(true);
    const onTheWay = leg.getByRole("button", { name: "I'm on the way" });
    expect((await onTheWay.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshotBoth(page, "pickup-driver-day");

    const weigh = await browsers.open(390);
    await addCookies(weigh.context, driverCookie, weigh.baseURL);
    await expectAssetsWithin(weigh.page, `${baseURL}/staff?date=${ymd}`, STAFF_PAGE_BUDGET_BYTES);

    await onTheWay.click();
    await page.getByText("Updated.").waitFor();
    const mail = await waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith("Your driver is on the way"),
      "the on-the-way email",
      "newest",
    );
    expect(mail.text).toContain("Dinesh from our workshop is on the way");
  });

  it("D records the walk-round with two damage photos, odometer and fuel; the customer's code confirms it", async () => {
    const { page } = driver;
    await page.getByLabel("Odometer (km)").fill("42,150");
    await page.getByLabel("Fuel level").selectOption({ label: "3/8" });
    await page.getByLabel("Spare wheel").check();
    await page.getByLabel("Documents").check();
    await page
      .getByLabel(/^Notes \(existing damage/)
      .fill("Dent on the left rear door; scratch on the bumper");
    await page.getByRole("button", { name: "Save walk-round" }).click();
    await page.getByText("Saved. Send the code").waitFor();
    const photo = (background: string) =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background } })
        .jpeg()
        .toBuffer();
    for (const [i, colour] of ["#933", "#339"].entries()) {
      const input = page.getByLabel(/^Existing damage: photo/);
      expect(await input.getAttribute("accept")).toBe("image/*");
      expect(await input.getAttribute("capture")).toBe("environment");
      await input.setInputFiles({
        name: `damage-${i}.jpg`,
        mimeType: "image/jpeg",
        buffer: await photo(colour),
      });
      await page.getByRole("button", { name: "Add photo" }).click();
      await page.getByText("Photo added.").waitFor();
      await page.getByRole("img", { name: `Existing damage, photo ${i + 1}` }).waitFor();
    }
    await screenshotBoth(page, "pickup-driver-walkround");
    await confirmWithCustomersCode(page, email, codes);
    expect(await page.getByRole("button", { name: "Save walk-round" }).count()).toBe(0);
    await screenshotBoth(page, "pickup-driver-confirmed");

    const { page: mine, baseURL } = customer;
    await mine.goto(`${baseURL}/booking/${bookingId}`);
    await waitForPageReady(mine);
    const panel = mine.getByRole("region", { name: "Pickup and drop" });
    expect(
      await panel.locator('[data-leg-kind="pickup"] [data-leg-state="on_the_way"]').count(),
    ).toBe(1);
    expect(await panel.getByText("42,150 km").isVisible()).toBe(true);
    expect(await panel.getByText("3/8").isVisible()).toBe(true);
    expect(await panel.getByText(/^Confirmed by the customer on /).isVisible()).toBe(true);
    expect(await panel.getByRole("img", { name: /^Existing damage, photo/ }).count()).toBe(2);
    await screenshotBoth(mine, "pickup-customer-booking");
  });

  it("later the drop is delivered and confirmed 'returned as received' the same way", async () => {
    const { page } = driver;
    await page.getByRole("button", { name: "Car picked up" }).click();
    await page.getByText("Updated.").waitFor();
    await page.getByRole("button", { name: "Car at the workshop" }).click();
    await page.getByText("Updated.").waitFor();

    // The work is done: the admin marks the booking completed (a drop leaves only then,
    // docs/product.md#pickups-legs), then sets the drop's window and its driver.
    const drop = admin.page.locator('li[data-leg-kind="drop"]');
    await admin.page.goto(`${admin.baseURL}/admin/booking/${bookingId}`);
    await waitForPageReady(admin.page);
    await completeBooking(admin.page);
    await admin.page.goto(`${admin.baseURL}/admin/booking/${bookingId}`);
    await waitForPageReady(admin.page);
    await drop.getByLabel("Drop day").fill(ymd);
    await drop.getByLabel(/^From/).fill("17:00");
    await drop.getByRole("button", { name: "Set window" }).click();
    await admin.page.waitForURL(/staff=saved/);
    await admin.page.goto(`${admin.baseURL}/admin/booking/${bookingId}`);
    await waitForPageReady(admin.page);
    await drop.getByLabel("Drop driver").selectOption({ label: `Dinesh Kumar (${driverEmail})` });
    await drop.getByRole("button", { name: "Save driver" }).click();
    await admin.page.waitForURL(/staff=saved/);

    await page.goto(`${driver.baseURL}/staff?date=${ymd}`);
    const legs = page.getByRole("list", { name: "Legs of the day" }).locator("li[data-leg-id]");
    expect(await legs.count()).toBe(2);
    const dropLeg = legs.filter({ hasText: "5:00 PM – 6:00 PM" });
    await dropLeg.getByRole("button", { name: "Out for delivery" }).click();
    await page.getByText("Updated.").waitFor();
    expect(await page.getByRole("heading", { name: "As received at pickup" }).isVisible()).toBe(
      true,
    );
    await page
      .getByLabel("Notes at return (optional)")
      .fill("Handed over with the keys and the service book");
    await page.getByRole("button", { name: "Walked round with the customer" }).click();
    await page.getByText("Saved. Send the code").waitFor();
    await confirmWithCustomersCode(page, email, codes);
    await page.getByRole("button", { name: "Car delivered" }).click();
    await page.getByText("Updated.").waitFor();
    await waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith("Your car is back"),
      "the delivered email",
      "newest",
    );

    const { page: mine, baseURL } = customer;
    await mine.goto(`${baseURL}/booking/${bookingId}`);
    const panel = mine.getByRole("region", { name: "Pickup and drop" });
    expect(await panel.locator('[data-leg-kind="drop"] [data-leg-state="delivered"]').count()).toBe(
      1,
    );
    expect(await panel.getByText(/: returned as received\.$/).isVisible()).toBe(true);
    expect(driver.consoleErrors).toEqual([]);
    // The counter's check-in (for a car driven in) shows this booking's confirmed record.
    await admin.page.goto(`${admin.baseURL}/admin/booking/${bookingId}/check-in`);
    await admin.page.getByText(/^Confirmed by the customer on /).waitFor();
    expect(await admin.page.getByRole("button", { name: "Save walk-round" }).count()).toBe(0);
    await screenshotBoth(admin.page, "pickup-admin-counter-check-in");
  });
});
