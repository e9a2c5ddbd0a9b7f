/**
 * The 25-point health check in Chromium at 390 px (docs/product.md#health-check): an admin makes
 * an account technician T and assigns them a customer's job card; T, signed in on a phone, sees
 * only that job card, records the 25 points (three need attention, one with a measurement and a
 * camera photo) with plain forms and no script, and marks the report done; the customer's email
 * reaches the test SMTP server; the admin turns one point into an estimate line in one step; the
 * customer reads the report on their booking's page and approves the estimate. Screenshots at
 * 390 and 1280 px of the technician's page and the customer's report.
 */
import { randomUUID } from "node:crypto";
import { addDays } from "date-fns";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { healthPoints } from "../../app/catalog/health-check";
import { STAFF_PAGE_BUDGET_BYTES } from "../../bench/requested-assets";
import type { E2EBrowser } from "./browser";
import { expectAssetsWithin, screenshotBoth, usesBrowsers, waitForPageReady } from "./browser";
import { bookableDay, grantStaffRole, submitNewBooking } from "./journey";
import { login, loginAs } from "./login";
import { verifiedCustomer, waitForMail } from "./mailbox";

const PASSWORD = "monsoon-drive-2026";
const browsers = usesBrowsers("all");

/** The three points that need attention, and one to keep an eye on. */
const FINDINGS: Record<string, { finding: string; note: string; measurement?: string }> = {
  "front-brake-pads": {
    finding: "Needs attention",
    note: "Pads down to 2 mm, replace soon",
    measurement: "2",
  },
  "tyre-tread": {
    finding: "Needs attention",
    note: "Front left below 1.6 mm",
    measurement: "1.2",
  },
  exhaust: { finding: "Needs attention", note: "Rear hanger rusted through" },
  "battery-health": { finding: "Keep an eye on", note: "Weak at cold start", measurement: "64" },
};
const RECORDED: Record<string, string> = {
  "Fine for now": "fine",
  "Keep an eye on": "watch",
  "Needs attention": "attention",
};

/** Waits until the photo named `name` within `scope` has loaded at its full 1600 px width. */
async function expectPhotoLoaded(scope: Page | Locator, name: string) {
  await expect
    .poll(() =>
      scope.getByRole("img", { name }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1600);
}

describe("the 25-point health check, from the technician's phone to the customer's approval", () => {
  const email = `sunita-${randomUUID().slice(0, 8)}@example.com`;
  const techEmail = `tech-${randomUUID().slice(0, 8)}@example.com`;
  let customer: E2EBrowser;
  let admin: E2EBrowser;
  let tech: E2EBrowser;
  let bookingId = "";

  it("a customer books; an admin makes T a technician and assigns them the job card", async () => {
    // Booking emails go to a verified address only (docs/product.md#lifecycle-messages).
    customer = await verifiedCustomer(browsers, "Sunita Menon", email, PASSWORD, {
      service: "General Service & Maintenance",
      model: "Creta",
      day: addDays(bookableDay(), 3),
      time: "10:30 AM",
    });
    const { page } = customer;
    // The customer drives in: this journey is the workshop's part.
    const pickup = page.getByLabel(/Free pickup and drop/);
    if (await pickup.count()) await pickup.uncheck();
    bookingId = await submitNewBooking(page);

    tech = await browsers.open(390);
    await login(tech, { name: "Tarun Technician", email: techEmail, password: PASSWORD });
    // Before the role, the technician's screen refuses them.
    expect((await tech.page.request.get(`${tech.baseURL}/staff/jobs`)).status()).toBe(403);

    admin = await browsers.open(1280);
    await login(admin, { name: "Workshop Admin", admin: true });
    await grantStaffRole(admin, techEmail, "technician");
    await admin.page.goto(`${admin.baseURL}/admin/booking/${bookingId}`);
    await waitForPageReady(admin.page);
    await admin.page
      .locator('select[name="technicianId"]')
      .selectOption({ label: `Tarun Technician (${techEmail})` });
    await admin.page.getByRole("button", { name: "Save technician" }).click();
    await admin.page.waitForURL(/staff=/);
  });

  it("T sees only their job card and records the 25 points with plain forms, no script and a light page", async () => {
    const { page, baseURL } = tech;
    await page.goto(`${baseURL}/staff/jobs`);
    await waitForPageReady(page);
    const jobs = page.locator('a[href^="/staff/job/"]');
    expect(await jobs.count()).toBe(1);
    expect(await jobs.first().getAttribute("href")).toBe(`/staff/job/${bookingId}`);
    await jobs.first().click();
    await page.waitForURL(`${baseURL}/staff/job/${bookingId}`);
    expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
    // Photo inputs open the camera; targets are large.
    const photoInput = page.locator("#p-engine-oil-photo");
    expect(await photoInput.getAttribute("accept")).toBe("image/*");
    expect(await photoInput.getAttribute("capture")).toBe("environment");
    const save = page.getByRole("button", { name: "Save point 1", exact: true });
    expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshotBoth(page, "health-check-technician-empty");

    const photo = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: { r: 60, g: 60, b: 70 } },
    })
      .jpeg()
      .toBuffer();
    for (const [i, point] of healthPoints.entries()) {
      const section = page.locator(`#point-${point.id}`);
      const wanted = FINDINGS[point.id] ?? { finding: "Fine for now", note: "" };
      await section.getByRole("radio", { name: wanted.finding }).check();
      if (wanted.note) await section.getByLabel("Note (optional)").fill(wanted.note);
      if (wanted.measurement)
        await section.locator(`#p-${point.id}-measurement`).fill(wanted.measurement);
      if (point.id === "front-brake-pads")
        await section
          .getByLabel("Add a photo (optional)")
          .setInputFiles({ name: "pads.jpg", mimeType: "image/jpeg", buffer: photo });
      await section.getByRole("button", { name: `Save point ${i + 1}`, exact: true }).click();
      await page
        .locator(`#point-${point.id}[data-recorded="${RECORDED[wanted.finding]}"]`)
        .waitFor({ timeout: 20_000 });
    }
    expect(await page.getByText("25 of 25 points recorded.").isVisible()).toBe(true);
    await expectPhotoLoaded(page, "Front brake pads, photo 1");
    await screenshotBoth(page, "health-check-technician-recorded");
    await page.getByRole("button", { name: "Report done" }).click();
    await page.getByText("Report done: the customer has it.").waitFor();

    // What the page costs a phone with an empty cache: T signed in on a fresh browser.
    const fresh = await browsers.open(390);
    await loginAs(fresh, techEmail, PASSWORD);
    await expectAssetsWithin(
      fresh.page,
      `${baseURL}/staff/job/${bookingId}`,
      STAFF_PAGE_BUDGET_BYTES,
    );
    expect(new URL(fresh.page.url()).pathname).toBe(`/staff/job/${bookingId}`);
    expect(tech.consoleErrors).toEqual([]);
  });

  it("the customer's email arrives; the admin turns a point into an estimate line in one step", async () => {
    const mail = await waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith("Your car's health check report"),
      "the report-ready email",
    );
    expect(mail.text).toContain(`/booking/${bookingId}`);

    const { page, baseURL } = admin;
    await page.goto(`${baseURL}/admin/booking/${bookingId}`);
    await waitForPageReady(page);
    await page.getByRole("link", { name: /^25-point health check/ }).click();
    await page.waitForURL(`${baseURL}/staff/job/${bookingId}`);
    await waitForPageReady(page);
    const brakes = page.locator("#point-front-brake-pads");
    await brakes.getByLabel("Price before GST, in rupees").fill("2400");
    await brakes.getByRole("button", { name: "Add to estimate" }).click();
    await page.locator("#point-front-brake-pads").getByText("On the estimate.").waitFor();
    // The other points that need attention still offer the step.
    expect(
      await page.locator("#point-exhaust").getByRole("button", { name: "Add to estimate" }).count(),
    ).toBe(1);
  });

  it("the customer reads the report, grouped as the post groups findings, and approves the estimate", async () => {
    const { page, baseURL } = customer;
    await page.goto(`${baseURL}/booking/${bookingId}`);
    await waitForPageReady(page);
    const report = page.getByRole("region", { name: "Your 25-point health check" });
    await report.waitFor();
    expect(await report.getByText("Needs attention (3)").isVisible()).toBe(true);
    expect(await report.getByText("Keep an eye on (1)").isVisible()).toBe(true);
    expect(await report.getByText("Fine for now (21)").isVisible()).toBe(true);
    expect(await report.getByText("Measured: 1.2 mm").isVisible()).toBe(true);
    expect(await report.getByText("On your estimate below.").count()).toBe(1);
    await expectPhotoLoaded(report, "Front brake pads, photo 1");
    await screenshotBoth(page, "health-check-customer-report");

    const lines = page.getByRole("list", { name: "Estimate lines" }).getByRole("listitem");
    expect(await lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain("Front brake pads: Pads down to 2 mm");
    await lines.first().getByText("Approve", { exact: true }).click();
    await page.getByRole("button", { name: "Send my decision" }).click();
    await expect
      .poll(() => page.getByText("Thank you: your decision is recorded.").first().isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(customer.consoleErrors).toEqual([]);
  });
});
