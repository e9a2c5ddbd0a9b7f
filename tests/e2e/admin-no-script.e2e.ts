/**
 * The back office works before and without JavaScript (docs/decisions/0020): Chromium with
 * JavaScript disabled, at 390 px as on a workshop phone, takes the first admin's setup code on
 * /admin-setup (a wrong code first), loads /admin and the job card with
 * no script, changes a booking's status (and sees the spec's toast), writes an estimate
 * (adding and removing lines, a refusal at its field) and sends it with a photo, completes the
 * booking, issues the invoice and records a payment. The customer answers the estimate on
 * their own page, without JavaScript too.
 *
 * It runs its own server (own DATA_DIR, its own ADMIN_SETUP_CODE) so that its admins do not
 * change the first-admin journey of admin.e2e.ts.
 */
import { randomUUID } from "node:crypto";
import { addDays, format } from "date-fns";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bookingBody, signUp as createAccount, postBooking } from "../../scripts/lib/app-server";
import { expectText, screenshot, screenshotBoth, usesOwnServer, type E2EBrowser } from "./browser";
import { addJobCardPhoto, bookableDay } from "./journey";
import { login, loginAs } from "./login";

/** The operator's setup code of this file's server (docs/product.md#route-admin-setup). */
const SETUP_CODE = "NOJS-SETUP-CODE-2026";

const site = usesOwnServer({ env: { AUTH_RATE_LIMIT: "1000", ADMIN_SETUP_CODE: SETUP_CODE } });

/** Opens a page and lists the scripts it requests. */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  const onRequest = (r: { resourceType(): string; url(): string }) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  };
  page.on("request", onRequest);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("request", onRequest);
  return scripts;
}

/** Chooses a status in a status form and presses its Update button. */
async function setStatus(page: Page, name: string | RegExp, status: string) {
  const select = page.getByRole("combobox", { name });
  await select.selectOption(status);
  await page.locator("form", { has: select }).getByRole("button", { name: "Update" }).click();
}

describe("the back office without JavaScript", () => {
  const password = `Vx-${randomUUID()}`;
  const customerEmail = `nojs-customer-${randomUUID().slice(0, 8)}@example.com`;
  let admin: E2EBrowser;
  let bookingId = "";

  it("the first admin takes the setup code on /admin-setup with no script: a wrong code is told with its toast, the right one opens /admin", async () => {
    const first = await createAccount(site.origin, { name: "Ravi Owner", password });
    const owner = await site.open(390, { javaScript: false });
    await loginAs(owner, first.email, password);
    const { page } = owner;
    await page.goto(`${site.origin}/admin-setup`);
    await page.getByLabel("Setup code", { exact: true }).fill("WRONG-CODE-0000");
    await page.getByRole("button", { name: "Make Me Admin" }).click();
    await expectText(page, "Wrong Setup Code");
    await expectText(page, "That setup code is not right. 4 attempts left");
    await screenshotBoth(page, "admin-setup-nojs-wrong-code");
    await page.getByLabel("Setup code", { exact: true }).fill(SETUP_CODE);
    await page.getByRole("button", { name: "Make Me Admin" }).click();
    await page.waitForURL(`${site.origin}/admin`);
    await expectText(page, "Enhanced Admin Dashboard");
  });

  it("loads /admin with no script, opens a tab by its link and changes a booking's status with the spec's toast", async () => {
    const customer = await createAccount(site.origin, {
      name: "Lakshmi Narayan",
      email: customerEmail,
      password,
    });
    const day = format(addDays(bookableDay(), 3), "yyyy-MM-dd");
    const booked = await postBooking(
      site.origin,
      customer,
      bookingBody(
        { preferredDate: day, preferredTime: "10:00 AM" },
        "admin without scripts",
        customer,
      ),
    );
    expect(booked.status).toBe(200);

    admin = await site.open(390, { javaScript: false });
    await login(admin, { name: "Suresh Advisor", admin: true, dataDir: site.dataDir });
    const { page } = admin;
    expect(await scriptsOf(page, `${site.origin}/admin`)).toEqual([]);
    await page.getByRole("link", { name: "Bookings", exact: true }).click();
    await page.waitForURL(/tab=bookings/);
    expect(
      await page.getByRole("link", { name: "Bookings", exact: true }).getAttribute("aria-current"),
    ).toBe("page");

    const jobCardLink = page.getByRole("link", { name: /^Job card of booking #/ }).first();
    bookingId = (await jobCardLink.getAttribute("href"))!.split("/").pop()!;
    const shortId = bookingId.slice(0, 8).toUpperCase();
    const name = new RegExp(`^Status of booking #${shortId}`, "i");
    await setStatus(page, name, "confirmed");
    await expectText(page, "Status Updated");
    expect(await page.getByText("Booking status changed to Confirmed.").isVisible()).toBe(true);
    expect(await page.getByRole("combobox", { name }).inputValue()).toBe("confirmed");
    // Still the Bookings tab: the form posted to the page it was on.
    expect(new URL(page.url()).searchParams.get("tab")).toBe("bookings");
    await screenshot(page, "admin-nojs-bookings-status-390");
  });

  it("writes an estimate with a photo on the job card and sends it", async () => {
    const { page } = admin;
    expect(await scriptsOf(page, `${site.origin}/admin/booking/${bookingId}`)).toEqual([]);

    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 80, g: 90, b: 100 } },
    })
      .jpeg()
      .toBuffer();
    await addJobCardPhoto(page, "front-tyre.jpg", photo);
    expect(await page.getByRole("img", { name: "Inspection photo 1" }).isVisible()).toBe(true);
    // A reload shows the page, not the upload again.
    expect(new URL(page.url()).searchParams.get("done")).toBe("upload-photo");

    // The catalogue's line is there; add a part and a labour line, then remove the labour one.
    expect(await page.locator("#line-0-description").inputValue()).toMatch(/Economy tier/);
    await page.locator("#line-0-unitPrice").fill("2000");
    await page.getByRole("button", { name: "Add part" }).click();
    await page.locator("#line-1-description").waitFor();
    // What was typed before the round trip is kept.
    expect(await page.locator("#line-0-unitPrice").inputValue()).toBe("2000");
    await page.locator("#line-1-description").fill("Front brake pads (pair)");
    await page.locator("#line-1-hsnSac").fill("87083000");
    await page.locator("#line-1-quantity").fill("1");
    await page.locator("#line-1-unitPrice").fill("32.005");
    await page.getByRole("button", { name: "Add labour" }).click();
    await page.locator("#line-2-description").waitFor();
    await page.getByRole("button", { name: "Remove line 3" }).click();
    await expect.poll(() => page.locator("#line-2-description").count()).toBe(0);
    expect(await page.locator("#line-1-description").inputValue()).toBe("Front brake pads (pair)");

    // A bad price is refused at its field; the other values stay.
    await page.getByRole("button", { name: "Send estimate" }).click();
    await expectText(page, "Price in rupees, e.g. 1499 or 1499.50");
    expect(await page.locator("#line-1-unitPrice").inputValue()).toBe("32.005");
    expect(await page.locator("#line-1-unitPrice").getAttribute("aria-invalid")).toBe("true");
    await page.locator("#line-1-unitPrice").fill("3200");
    await page.getByLabel("Note to the customer (optional)").fill("Front pads worn to 3 mm.");
    await page.getByRole("button", { name: "Send estimate" }).click();
    await expectText(page, "Estimate sent to the customer. (version 1)");
    expect(
      await page.getByRole("heading", { name: "Customer's decision (version 1)" }).isVisible(),
    ).toBe(true);
    await screenshot(page, "admin-nojs-job-card-estimate-390");
  });

  it("after the customer approves, completes the booking, issues the invoice and records a payment", async () => {
    // The customer's phone has no script yet either: the estimate is a plain form too.
    const customer = await site.open(390, { javaScript: false });
    await customer.page.goto(`${site.origin}/auth`);
    await customer.page.getByLabel("Email", { exact: true }).fill(customerEmail);
    await customer.page.getByLabel("Password", { exact: true }).fill(password);
    await customer.page.locator("form").getByRole("button", { name: "Sign In" }).click();
    await customer.page.waitForURL(/\/booking/);
    await customer.page.goto(`${site.origin}/booking/${bookingId}`);
    const lines = customer.page.getByRole("list", { name: "Estimate lines" }).getByRole("listitem");
    expect(await lines.count()).toBe(2);
    for (const i of [0, 1]) await lines.nth(i).getByText("Approve", { exact: true }).click();
    await screenshotBoth(customer.page, "customer-nojs-estimate-chosen");
    await customer.page.getByRole("button", { name: "Send my decision" }).click();
    await expectText(customer.page, "Thank you: your decision is recorded.");
    expect(await lines.first().getByText("Approved", { exact: false }).first().isVisible()).toBe(
      true,
    );
    await screenshotBoth(customer.page, "customer-nojs-estimate-decided");

    const { page } = admin;
    await page.goto(`${site.origin}/admin/booking/${bookingId}`);
    await setStatus(page, /^Status of booking #/, "completed");
    await expectText(page, "Booking status changed to Completed.");
    await page.getByRole("button", { name: "Issue invoice" }).click();
    await expectText(page, /Invoice issued\. INV\/\d{4}-\d{2}\/0001/);
    expect(await page.getByRole("heading", { name: /^Invoice INV\// }).isVisible()).toBe(true);

    const form = page.getByRole("form", { name: "Record a payment" });
    await form.getByLabel("Method").selectOption("upi");
    await form.getByLabel("Reference (UTR, cheque no.)").fill("998877665544");
    await form.getByRole("button", { name: "Record payment" }).click();
    await expectText(page, "Payment recorded.");
    expect(await page.locator("[data-payment-state]").first().textContent()).toBe("Paid");
    expect(await page.getByRole("form", { name: "Record a payment" }).count()).toBe(0);
    await screenshot(page, "admin-nojs-job-card-paid-390");
  });
});
