/**
 * The back office in Chromium (issue: a day of the workshop run from /admin): a customer
 * books and cannot reach the panel; a wrong setup code grants nothing; the first admin
 * bootstraps with the code the server printed; the admin confirms the booking (the
 * customer's tracker follows), reads its history, answers a lead, exports CSV, walks every
 * tab at 390 and 1280 px, and signs out.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page, Response } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  expectText,
  screenshot,
  seriousAxeViolations,
  usesBrowsers,
  waitForHydration,
  waitForPageReady,
  type E2EBrowser,
} from "./browser";
import { fillBookingForm } from "./journey";
import { login, loginAs } from "./login";

const PASSWORD = "workshop-morning-2026";
const TABS = [
  { id: "analytics", label: "Analytics", heading: "Analytics" },
  { id: "overview", label: "Overview", heading: "Latest bookings" },
  { id: "bookings", label: "Bookings", heading: "Bookings" },
  { id: "schedule", label: "Schedule", heading: "Schedule" },
  { id: "seo", label: "SEO Analytics", heading: "SEO Analytics" },
  { id: "sitemap", label: "Sitemap", heading: "Sitemap" },
  { id: "settings", label: "Settings", heading: "Account" },
  { id: "reviews", label: "Reviews", heading: "Reviews" },
] as const;

const { open: browser } = usesBrowsers("all");

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The back office's tabs: links (docs/decisions/0020). */
const tabLinks = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

/** Opens a tab by its link, waits for its content, and checks the URL keeps it. */
async function openTab(page: Page, tab: (typeof TABS)[number]) {
  await tabLinks(page).getByRole("link", { name: tab.label, exact: true }).click();
  if (tab.id !== "analytics") await page.waitForURL(new RegExp(`tab=${tab.id}`));
  await expect
    .poll(() => page.getByRole("heading", { name: tab.heading, exact: true }).first().isVisible(), {
      timeout: 30_000,
    })
    .toBe(true);
  expect(
    await tabLinks(page)
      .getByRole("link", { name: tab.label, exact: true })
      .getAttribute("aria-current"),
  ).toBe("page");
}

describe("the back office in Chromium", () => {
  const code = inject("adminSetupCode");
  const customerName = `Farhan Ali ${randomUUID().slice(0, 6)}`;
  const customerEmail = `farhan-${randomUUID().slice(0, 8)}@example.com`;
  const adminEmail = `manager-${randomUUID().slice(0, 8)}@example.com`;
  const leadName = `Deepa Menon ${randomUUID().slice(0, 6)}`;
  let customer: E2EBrowser;
  let admin: E2EBrowser;
  let shortId = "";

  it("the server printed a setup code at its first start", () => {
    expect(
      code,
      "the e2e server must start on an empty database so that it prints a setup code",
    ).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
  });

  it("a customer books, cannot open /admin (Access Denied with only their email), and a wrong setup code grants nothing", async () => {
    customer = await browser(390);
    const { page, baseURL } = customer;
    await login(customer, {
      name: customerName,
      email: customerEmail,
      password: PASSWORD,
      path: "/booking",
    });
    await fillBookingForm(page, { service: "Brake Service & Repair", model: "Verna" });
    await page.getByRole("button", { name: "Book Service", exact: true }).click();
    await page.waitForURL(/tab=my-bookings/);
    const list = page.getByRole("list", { name: "My bookings" });
    await expectText(list, "Hyundai Verna (2021)");
    shortId = (await list
      .getByText(/^Booking #[0-9a-f]{8}$/)
      .first()
      .textContent())!.replace("Booking #", "");

    const response = await page.goto(`${baseURL}/admin`);
    expect(response?.status()).toBe(403);
    await waitForPageReady(page);
    expect(await page.getByRole("heading", { level: 1, name: "Access Denied" }).isVisible()).toBe(
      true,
    );
    expect(await page.title()).toBe("Access Denied");
    expect(
      await page.getByText("You don't have permission to access the admin panel.").isVisible(),
    ).toBe(true);
    expect(await page.getByText(`Signed in as ${customerEmail}`).isVisible()).toBe(true);
    const text = (await page.getByRole("main").textContent()) ?? "";
    expect(text).not.toMatch(/user id|role|No role found|admin: (yes|no)/i);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
    await screenshot(page, "admin-access-denied-390");

    // The CSV export refuses too.
    const csv = await page.request.get(`${baseURL}/admin/bookings.csv`);
    expect(csv.status()).toBe(403);

    await page.goto(`${baseURL}/admin-setup`);
    await waitForHydration(page);
    expect(await page.getByText(customerEmail).isVisible()).toBe(true);
    await page.getByLabel("Setup code", { exact: true }).fill("AAAA-BBBB-CCCC-DDDD");
    await page.getByRole("button", { name: "Make Me Admin" }).click();
    await expect
      .poll(() =>
        page
          .getByRole("alert")
          .filter({ hasText: "That setup code is not right. 4 attempts left" })
          .isVisible(),
      )
      .toBe(true);
    await expectText(page, "Wrong Setup Code");
    await screenshot(page, "admin-setup-wrong-code-390");
    expect((await page.goto(`${baseURL}/admin`))?.status()).toBe(403);
  });

  it("the first admin bootstraps with the printed code and sees the dashboard", async () => {
    admin = await browser(1280);
    const { page, baseURL, consoleErrors } = admin;
    await login(admin, {
      name: "Sunil Manager",
      email: adminEmail,
      password: PASSWORD,
      path: "/booking",
    });
    await page.getByRole("link", { name: "Get Admin" }).first().click();
    await page.waitForURL(`${baseURL}/admin-setup`);
    await expect.poll(() => page.getByText(adminEmail).isVisible()).toBe(true);
    await screenshot(page, "admin-setup-1280");
    await page.getByLabel("Setup code", { exact: true }).fill(code.toLowerCase());
    await page.getByRole("button", { name: "Make Me Admin" }).click();
    await expectText(page, "You now have admin privileges. You can access the admin panel.");
    expect(await page.getByText("Success!").isVisible()).toBe(true);
    // The page reloads after a second and sends the new admin on to /admin.
    await page.waitForURL(`${baseURL}/admin`, { timeout: 15_000 });
    await waitForPageReady(page);
    await expect
      .poll(() =>
        page.getByRole("heading", { level: 1, name: "Enhanced Admin Dashboard" }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByText(`Logged in as ${adminEmail}`).isVisible()).toBe(true);
    expect(await tabLinks(page).getByRole("link").allTextContents()).toEqual(
      TABS.map((t) => t.label),
    );
    expect(
      await tabLinks(page)
        .getByRole("link", { name: "Analytics", exact: true })
        .getAttribute("aria-current"),
    ).toBe("page");
    expect(await page.getByRole("link", { name: "Admin Panel" }).first().isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("the admin finds the booking, confirms it, reads its history and exports CSV; the customer's tracker shows it confirmed", async () => {
    const { page, consoleErrors } = admin;
    await openTab(page, TABS[2]);
    await page.getByLabel("Search", { exact: true }).fill(customerName);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/q=/);
    const bookings = page.getByRole("list", { name: "Bookings" });
    await expect.poll(() => bookings.getByRole("listitem").count()).toBe(1);
    expect(await bookings.getByText(`#${shortId}`).isVisible()).toBe(true);

    // The browser's own select and an Update button: a form (docs/decisions/0020).
    const status = page.getByRole("combobox", { name: `Status of booking #${shortId}` });
    expect(await status.inputValue()).toBe("pending");
    expect(await status.locator("option").allTextContents()).toEqual([
      "Pending",
      "Confirmed",
      "In Progress",
      "Completed",
      "Cancelled",
    ]);
    await status.selectOption("confirmed");
    await page.locator("form", { has: status }).getByRole("button", { name: "Update" }).click();
    await expectText(page, "Booking status changed to Confirmed.");
    expect(await page.getByText("Status Updated").isVisible()).toBe(true);
    expect(await status.inputValue()).toBe("confirmed");

    await page.getByRole("link", { name: `History of booking #${shortId}` }).click();
    await page.waitForURL(/history=/);
    const history = page.getByRole("list", { name: "Booking history" });
    await expectText(history, "changed the status from Pending to Confirmed");
    expect(await history.getByText(adminEmail).isVisible()).toBe(true);
    await screenshot(page, "admin-booking-history-1280");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/^"Booking ID",/);
    expect(csv[1]).toContain(customerName);
    expect(csv[1]).toContain(`,"Confirmed",`);

    // The customer's own page follows.
    const c = customer.page;
    await c.goto(`${customer.baseURL}/booking?tab=my-bookings`);
    await waitForPageReady(c);
    const mine = c.getByRole("list", { name: "My bookings" });
    expect(await mine.getByText("Confirmed", { exact: true }).isVisible()).toBe(true);
    expect(
      await mine.locator('li[data-done="true"]', { hasText: "Booking Confirmed" }).count(),
    ).toBe(1);
    expect(
      await mine.locator('li[data-done="false"]', { hasText: "Service in Progress" }).count(),
    ).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it("a quote request reaches the admin as a lead, with WhatsApp and call links and a status", async () => {
    const visitor = await browser(390);
    await visitor.page.goto(`${visitor.baseURL}/contact`);
    await waitForPageReady(visitor.page);
    await visitor.page.getByLabel("Your Name *").fill(leadName);
    await visitor.page.getByLabel("Phone Number *").fill("98765 12345");
    await visitor.page.getByLabel("Car Brand *", { exact: true }).selectOption("Porsche");
    await visitor.page.getByLabel("Service Type *", { exact: true }).selectOption("AC Repair");
    await visitor.page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expectText(visitor.page, "Thank you! We will contact you within 2 hours.");

    const { page } = admin;
    await openTab(page, TABS[1]);
    const lead = page
      .getByRole("list", { name: "Leads" })
      .getByRole("listitem")
      .filter({ hasText: leadName });
    expect(await lead.count()).toBe(1);
    const whatsapp = new URL(
      (await lead.getByRole("link", { name: `WhatsApp ${leadName}` }).getAttribute("href"))!,
    );
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/919876512345");
    expect(whatsapp.searchParams.get("text")).toContain(`Hello ${leadName}`);
    expect(whatsapp.searchParams.get("text")).toContain("AC Repair on your Porsche");
    expect(await lead.getByRole("link", { name: `Call ${leadName}` }).getAttribute("href")).toBe(
      "tel:+919876512345",
    );

    const status = page.getByRole("combobox", { name: `Status of the lead from ${leadName}` });
    expect(await status.inputValue()).toBe("new");
    await status.selectOption("contacted");
    await page.locator("form", { has: status }).getByRole("button", { name: "Update" }).click();
    await expectText(page, "Lead marked as Contacted.");
    await page.goto(page.url());
    await waitForPageReady(page);
    expect(
      await page
        .getByRole("combobox", { name: `Status of the lead from ${leadName}` })
        .inputValue(),
    ).toBe("contacted");
    expect(admin.consoleErrors).toEqual([]);
  });

  it("every tab at 1280 px: reachable by click, kept on reload, no overflow, no serious accessibility problem", async () => {
    const { page, baseURL, consoleErrors } = admin;
    for (const tab of TABS) {
      await openTab(page, tab);
      expect(await horizontalOverflow(page), tab.id).toBeLessThanOrEqual(1);
      expect(await seriousAxeViolations(page), tab.id).toEqual([]);
      await screenshot(page, `admin-${tab.id}-1280`);
    }
    // A reload keeps the tab.
    await page.goto(`${baseURL}/admin?tab=sitemap`);
    await waitForPageReady(page);
    expect(
      await tabLinks(page)
        .getByRole("link", { name: "Sitemap", exact: true })
        .getAttribute("aria-current"),
    ).toBe("page");
    expect(consoleErrors).toEqual([]);
  }, 240_000);

  it("the tabs show live figures: analytics counts the booking, SEO audits every sitemap page, the sitemap matches /sitemap.xml", async () => {
    const { page, baseURL } = admin;
    await page.goto(`${baseURL}/admin`);
    await waitForPageReady(page);
    expect(
      Number(
        await page
          .getByText("Total bookings")
          .locator("xpath=following-sibling::p[1]")
          .textContent(),
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole("heading", { name: "Top 5 services" }).isVisible()).toBe(true);

    const xml = await (await page.request.get(`${baseURL}/sitemap.xml`)).text();
    const urls = (xml.match(/<loc>/g) ?? []).length;
    await page.goto(`${baseURL}/admin?tab=sitemap`);
    await waitForPageReady(page);
    expect(
      await page.getByText("Total URLs").locator("xpath=following-sibling::p[1]").textContent(),
    ).toBe(String(urls));

    await page.goto(`${baseURL}/admin?tab=seo`);
    await waitForPageReady(page);
    const audited = page
      .getByRole("list", { name: "Audited pages" })
      .locator(":scope > li[data-path]");
    const inSitemap = await page
      .getByRole("list", { name: "Audited pages" })
      .getByText("In sitemap", { exact: true })
      .count();
    expect(inSitemap).toBe(urls);
    expect(await audited.count()).toBeGreaterThanOrEqual(urls);
    expect(await page.locator('li[data-path="/"] >> text=AutoRepair').count()).toBe(1);
  }, 180_000);

  it("every tab at 390 px: stacked, no horizontal overflow", async () => {
    const phone = await browser(390);
    const { page, consoleErrors } = phone;
    await loginAs(phone, adminEmail, PASSWORD, "/admin");
    for (const tab of TABS) {
      await openTab(page, tab);
      expect(await horizontalOverflow(page), tab.id).toBeLessThanOrEqual(1);
      await screenshot(page, `admin-${tab.id}-390`);
    }
    expect(consoleErrors).toEqual([]);
  }, 240_000);

  it("no public page and no back-office page loads a script; the Analytics charts come drawn in the /admin HTML", async () => {
    const scriptsOf = async (page: Page, url: string) => {
      const bodies: string[] = [];
      const collect = async (r: Response) => {
        if (r.url().endsWith(".js")) bodies.push(await r.text().catch(() => ""));
      };
      page.on("response", collect);
      await page.goto(url);
      await waitForPageReady(page);
      await page.waitForLoadState("networkidle");
      page.off("response", collect);
      return bodies;
    };
    const visitor = await browser(1280);
    for (const path of [
      "/",
      "/services",
      "/service/bmw-service",
      "/service/gachibowli",
      "/contact",
      "/booking",
    ]) {
      const bodies = await scriptsOf(visitor.page, `${visitor.baseURL}${path}`);
      // The public pages and the forms that win a customer load no script file at all (docs/decisions/0004, 0011).
      expect(bodies, path).toEqual([]);
    }
    // The charts are SVG in the server's answer, before any script (docs/decisions/0006).
    const fresh = await browser(1280);
    await loginAs(fresh, adminEmail, PASSWORD);
    const html = await (
      await fresh.page.request.get(`${fresh.baseURL}/admin?tab=analytics`)
    ).text();
    expect(html).toMatch(/<svg[^>]*aria-label="Bookings per day over the last 30 days: \d+ in all/);
    expect(html).toMatch(/<svg[^>]*aria-label="Bookings by status: /);
    // The back office ships no framework script either (docs/decisions/0020).
    for (const tab of TABS) {
      const path = tab.id === "analytics" ? "/admin" : `/admin?tab=${tab.id}`;
      expect(await scriptsOf(fresh.page, `${fresh.baseURL}${path}`), path).toEqual([]);
    }
  }, 120_000);

  it("Settings signs the admin out to /auth with 'Signed out successfully.'", async () => {
    const { page, baseURL } = admin;
    await openTab(page, TABS[6]);
    await page.getByRole("button", { name: "Sign Out" }).last().click();
    await page.waitForURL(/\/auth\?signedOut=1/);
    await expectText(page, "Signed out successfully.");
    // Signed out, /admin sends the visitor to sign in.
    await page.goto(`${baseURL}/admin`);
    expect(new URL(page.url()).pathname).toBe("/auth");
  });
});
