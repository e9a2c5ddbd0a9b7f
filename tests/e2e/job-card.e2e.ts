/**
 * The job card in Chromium (docs/decisions/0010): an admin writes an estimate with a
 * photo, the customer approves two lines and declines one, the admin completes the
 * booking and issues the invoice, the customer downloads the PDF (read with pdftotext)
 * and sees the UPI code and the first online booking's discount, the admin records the payment
 * and the invoice reads paid, then gives part back as a credit note with its refund, which the
 * customer sees and downloads (docs/product.md#credit-notes).
 * Screenshots of the approval and the invoice at 390 and 1280 px, and the PDF's first page.
 *
 * It runs its own server (own DATA_DIR) so that its admin, made with the operator
 * command, does not change the first-admin journey of admin.e2e.ts.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "../../app/catalog/business";
import { formatPaise } from "../../app/catalog/money";
import { amountInWords, computeTaxes } from "../../app/features/billing/gst";
import {
  expectText,
  screenshot,
  usesOwnServer,
  waitForHydration,
  waitForPageReady,
  type E2EBrowser,
} from "./browser";
import { addJobCardPhoto, completeAndIssueInvoice, fillBookingForm } from "./journey";
import { login } from "./login";

const root = path.resolve(import.meta.dirname, "../..");
const shots = path.join(root, "test-results/screenshots");

const LINES = [
  {
    kind: "labour",
    description: "Periodic service labour",
    code: "998714",
    quantity: "1",
    price: "2117.80",
  },
  {
    kind: "part",
    description: "Engine oil 5W-30 (4.5 litres)",
    code: "27101980",
    quantity: "4.5",
    price: "450",
  },
  {
    kind: "part",
    description: "Rear brake pads (pair)",
    code: "87083000",
    quantity: "1",
    price: "3200",
  },
] as const;
// The customer approves the first two lines: what the invoice must bill, less the first online
// booking's 10% on each line (docs/product.md#offers-discount: the customer's first booking).
const approved = computeTaxes(
  [
    { unitPricePaise: 211780, quantityHundredths: 100, gstRatePercent: 18 },
    { unitPricePaise: 45000, quantityHundredths: 450, gstRatePercent: 18 },
  ],
  true,
  () => defaultBusinessFacts.promises.firstBookingDiscountPercent,
).totals;

/**
 * What Chromium logs for the one refused estimate: the job card answers a refused form with
 * the page and its 400 (docs/decisions/0020), and nothing else may be logged.
 */
const REFUSED_FORM =
  "Failed to load resource: the server responded with a status of 400 (Bad Request)";

const site = usesOwnServer({ env: { AUTH_RATE_LIMIT: "1000" } });

/** Draws a PDF's first page as `test-results/screenshots/<name>-1.png` (80 dpi), for people to look at. */
function firstPageImage(file: string, name: string) {
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "80",
    "-f",
    "1",
    "-l",
    "1",
    file,
    path.join(shots, name),
  ]);
}

async function atWidth(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await screenshot(page, `${name}-${width}`);
}

describe("the job card from estimate to payment", () => {
  const customerEmail = `kavya-${randomUUID().slice(0, 8)}@example.com`;
  const adminEmail = `service-advisor-${randomUUID().slice(0, 8)}@example.com`;
  let customer: E2EBrowser;
  /** Another customer, signed in. */
  let stranger: E2EBrowser;
  let admin: E2EBrowser;
  let bookingId = "";

  it("a customer books; an admin writes an estimate with a photo and sends it", async () => {
    customer = await site.open(390);
    await login(customer, { name: "Kavya Reddy", email: customerEmail, path: "/booking" });
    await fillBookingForm(customer.page, {
      service: "General Service & Maintenance",
      model: "Creta",
    });
    await customer.page.getByRole("button", { name: "Book Service", exact: true }).click();
    await customer.page.waitForURL(/tab=my-bookings/);
    const link = customer.page
      .getByRole("list", { name: "My bookings" })
      .locator('a[href^="/booking/"]')
      .first();
    await link.waitFor();
    bookingId = (await link.getAttribute("href"))!.split("/")[2]!;

    admin = await site.open(1280);
    await login(admin, {
      name: "Ravi Service Advisor",
      email: adminEmail,
      admin: true,
      dataDir: site.dataDir,
    });

    const { page } = admin;
    // The job card ships no script: its controls are HTML forms (docs/decisions/0020).
    await page.goto(`${site.origin}/admin/booking/${bookingId}`);
    await waitForPageReady(page);
    expect(await page.getByRole("heading", { level: 1, name: /^Job card #/ }).isVisible()).toBe(
      true,
    );
    // The catalogue's price for the service at Hyundai's tier is offered as a starting line.
    expect(await page.locator("#line-0-description").inputValue()).toMatch(
      /Periodic Service \(Economy tier\)/,
    );

    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 90, g: 70, b: 60 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="2400" height="1800"><rect x="600" y="500" width="1200" height="800" rx="80" fill="#c0392b"/></svg>',
          ),
          top: 0,
          left: 0,
        },
      ])
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneMaker", ImageDescription: "GPS 17.4483 78.3915" } })
      .toBuffer();
    await addJobCardPhoto(page, "rear-brakes.jpg", photo);
    await expect
      .poll(() =>
        page
          .getByRole("img", { name: "Inspection photo 1" })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1600);

    // Exactly the three lines of the journey: each button posts the form and the page
    // comes back with the lines.
    while ((await page.getByRole("button", { name: /^Remove line/ }).count()) > 0) {
      await page
        .getByRole("button", { name: /^Remove line/ })
        .last()
        .click();
      await page.waitForLoadState();
    }
    for (const next of [1, 2]) {
      await page.getByRole("button", { name: "Add part" }).click();
      await page.locator(`#line-${next}-description`).waitFor();
    }
    for (const [i, line] of LINES.entries()) {
      await page.locator(`#line-${i}-kind`).selectOption(line.kind);
      await page.locator(`#line-${i}-description`).fill(line.description);
      await page.locator(`#line-${i}-hsnSac`).fill(line.code);
      await page.locator(`#line-${i}-quantity`).fill(line.quantity);
      await page.locator(`#line-${i}-unitPrice`).fill(line.price);
    }
    // A bad price is refused at its field; the other values stay.
    await page.locator("#line-2-unitPrice").fill("32.005");
    await page.getByRole("button", { name: "Send estimate" }).click();
    await expect
      .poll(() => page.getByText("Price in rupees, e.g. 1499 or 1499.50").first().isVisible())
      .toBe(true);
    expect(await page.locator("#line-2-unitPrice").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#line-1-description").inputValue()).toBe(LINES[1].description);
    await page.locator("#line-2-unitPrice").fill(LINES[2].price);
    await page
      .getByLabel("Note to the customer (optional)")
      .fill("Rear brake pads are down to 2 mm; we recommend replacing them.");
    await page.getByRole("button", { name: "Send estimate" }).click();
    await expectText(page, /Estimate sent to the customer/);
    await expect
      .poll(() =>
        page.getByRole("heading", { name: "Customer's decision (version 1)" }).isVisible(),
      )
      .toBe(true);
    await screenshot(page, "job-card-admin-estimate-1280");
    expect(admin.consoleErrors).toEqual([REFUSED_FORM]);
  });

  it("only the customer and admins see the photo; the customer approves two lines and declines one", async () => {
    const { page } = customer;
    await page.goto(`${site.origin}/booking/${bookingId}`);
    await waitForHydration(page);
    const photo = page.getByRole("img", { name: "Inspection photo 1" });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    const photoUrl = new URL((await photo.getAttribute("src"))!, site.origin).toString();
    expect((await fetch(photoUrl)).status).toBe(404);
    stranger = await site.open(390);
    await login(stranger, { name: "Another Customer" });
    expect((await stranger.page.request.get(photoUrl)).status()).toBe(404);
    expect((await stranger.page.request.get(`${site.origin}/booking/${bookingId}`)).status()).toBe(
      404,
    );
    const own = await page.request.get(photoUrl);
    expect(own.status()).toBe(200);
    expect(own.headers()["content-type"]).toBe("image/webp");
    expect((await own.body()).includes(Buffer.from("PhoneMaker"))).toBe(false);

    const lines = page.getByRole("list", { name: "Estimate lines" }).getByRole("listitem");
    expect(await lines.count()).toBe(3);
    expect(await page.getByTestId("approved-total").textContent()).toBe(formatPaise(0));
    await lines.nth(0).getByText("Approve", { exact: true }).click();
    await lines.nth(1).getByText("Approve", { exact: true }).click();
    await lines.nth(2).getByText("Decline", { exact: true }).click();
    expect(await page.getByTestId("approved-total").textContent()).toBe(
      formatPaise(approved.totalPaise),
    );
    await atWidth(page, 390, "job-card-estimate-approval");
    await atWidth(page, 1280, "job-card-estimate-approval");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Send my decision" }).click();
    await expectText(page, "Thank you: your decision is recorded.");
    await expect
      .poll(() =>
        lines
          .nth(0)
          .getByText(/Approved \d/)
          .isVisible(),
      )
      .toBe(true);
    expect(await lines.nth(0).getByRole("radio").count()).toBe(0); // approved is final
    expect(customer.consoleErrors).toEqual([]);
  });

  it("the admin sees which lines to do, completes the booking and issues the invoice", async () => {
    const { page } = admin;
    await page.goto(`${site.origin}/admin/booking/${bookingId}`);
    await waitForPageReady(page);
    const decisions = page.getByRole("list", { name: "Lines and decisions" }).getByRole("listitem");
    expect(
      await decisions.evaluateAll((items) => items.map((i) => i.getAttribute("data-decision"))),
    ).toEqual(["approved", "approved", "declined"]);
    expect(await page.getByRole("button", { name: "Issue invoice" }).isDisabled()).toBe(true);
    await completeAndIssueInvoice(page);
    await expectText(page, /Invoice issued\. INV\/\d{4}-\d{2}\/0001/);
    await expect
      .poll(() => page.getByRole("heading", { name: /^Invoice INV\// }).isVisible())
      .toBe(true);
  });

  it("the customer sees the invoice with the UPI code and downloads the PDF", async () => {
    const { page } = customer;
    await page.reload();
    await waitForHydration(page);
    const heading = page.getByRole("heading", { name: /^Tax invoice INV\// });
    await heading.waitFor();
    const number = (await heading.textContent())!.replace("Tax invoice ", "");
    expect(await page.locator("[data-payment-state]").first().textContent()).toBe("Unpaid");
    const qr = page.getByRole("img", { name: /^UPI QR code to pay/ });
    expect(await qr.isVisible()).toBe(true);
    const pay = page.getByRole("link", { name: "Pay with any UPI app" });
    expect(await pay.isVisible()).toBe(true);
    expect(await pay.getAttribute("href")).toBe(
      `upi://pay?pa=${defaultBusinessFacts.upiId}&pn=${encodeURIComponent(defaultBusinessFacts.name)}&am=${(approved.totalPaise / 100).toFixed(2)}&cu=INR&tn=${number}`,
    );
    await atWidth(page, 390, "job-card-invoice");
    await atWidth(page, 1280, "job-card-invoice");
    // The phone link is for phones; a laptop scans the code.
    expect(await pay.isVisible()).toBe(false);

    const response = await page.request.get(`${site.origin}/booking/${bookingId}/invoice.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    mkdirSync(shots, { recursive: true });
    const file = path.join(shots, "job-card-invoice.pdf");
    writeFileSync(file, await response.body());
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    for (const expected of [
      number,
      defaultBusinessFacts.gstin,
      "998714",
      `CGST`,
      formatPaise(approved.cgstPaise),
      "SGST",
      formatPaise(approved.sgstPaise),
      formatPaise(approved.totalPaise),
      // The discount on each line and in the totals (docs/decisions/0023).
      "Discount",
      `−${formatPaise(approved.discountPaise)}`,
      "Discount given at supply: First online booking, 10%.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, " ")).toContain(amountInWords(approved.totalPaise));
    firstPageImage(file, "job-card-invoice-pdf");
    // Anyone else: 404.
    expect((await fetch(`${site.origin}/booking/${bookingId}/invoice.pdf`)).status).toBe(404);
    expect(
      (await stranger.page.request.get(`${site.origin}/booking/${bookingId}/invoice.pdf`)).status(),
    ).toBe(404);
  });

  it("the admin records the payment and the invoice reads paid", async () => {
    const { page } = admin;
    await page.goto(`${site.origin}/admin/booking/${bookingId}`);
    await waitForPageReady(page);
    const form = page.getByRole("form", { name: "Record a payment" });
    await form.getByLabel("Method").selectOption("upi");
    expect(await form.getByLabel("Amount (₹)").inputValue()).toBe(
      (approved.totalPaise / 100).toFixed(2),
    );
    await form.getByLabel("Reference (UTR, cheque no.)").fill("412345678901");
    await form.getByRole("button", { name: "Record payment" }).click();
    await expectText(page, "Payment recorded.");
    await expect
      .poll(() => page.locator("[data-payment-state]").first().textContent())
      .toBe("Paid");
    await atWidth(page, 390, "job-card-admin-paid");
    await atWidth(page, 1280, "job-card-admin-paid");
    // The Analytics tab counts the invoice as invoiced and collected this month.
    await page.goto(`${site.origin}/admin`);
    await waitForPageReady(page);
    const revenue = page.getByRole("region", { name: "Invoiced and collected revenue" });
    await revenue.waitFor();
    expect(await revenue.getByRole("row").nth(1).textContent()).toContain(
      `${formatPaise(approved.totalPaise)}${formatPaise(approved.totalPaise)}`,
    );
    await atWidth(page, 390, "job-card-analytics");
    await atWidth(page, 1280, "job-card-analytics");

    await customer.page.reload();
    await waitForHydration(customer.page);
    expect(await customer.page.locator("[data-payment-state]").first().textContent()).toBe("Paid");
    expect(await customer.page.getByRole("img", { name: /^UPI QR code/ }).count()).toBe(0);
    expect(admin.consoleErrors).toEqual([REFUSED_FORM]);
    expect(customer.consoleErrors).toEqual([]);
  });

  it("the admin gives part of the money back as a credit note with its refund, and the customer sees it", async () => {
    const { page } = admin;
    await page.goto(`${site.origin}/admin/booking/${bookingId}`);
    await waitForPageReady(page);
    await page.getByText("Issue a credit note (money back)").click();
    await page.getByRole("checkbox", { name: /^1\. Periodic service labour/ }).check();
    await page.getByLabel(/^Amount incl\. GST/).fill("500");
    await page.getByLabel("Reason", { exact: true }).fill("Wiper blades not fitted");
    await page.getByRole("button", { name: "Issue credit note" }).click();
    await expectText(page, /Credit note issued\. CN\/\d{4}-\d{2}\/0001/);
    const refund = page.getByRole("form", { name: "Record the refund" });
    expect(await refund.getByLabel("Amount (₹)").inputValue()).toBe("500.00");
    await refund.getByLabel("Reference (UTR, cheque no.)").fill("UPI 602144109912");
    await refund.getByRole("button", { name: "Record refund" }).click();
    await expectText(page, "Refund recorded.");
    await atWidth(page, 390, "job-card-admin-credit-note");
    await atWidth(page, 1280, "job-card-admin-credit-note");

    const own = customer.page;
    await own.reload();
    await waitForHydration(own);
    const notes = own.getByRole("region", { name: "Credit notes" });
    await notes.waitFor();
    expect(await notes.textContent()).toContain("Reason: Wiper blades not fitted");
    expect(await notes.textContent()).toContain(
      `Refunded ${formatPaise(50000)} of ${formatPaise(50000)}`,
    );
    await atWidth(own, 390, "job-card-credit-note");
    await atWidth(own, 1280, "job-card-credit-note");
    const href = await notes.getByRole("link", { name: "Credit note (PDF)" }).getAttribute("href");
    const response = await own.request.get(`${site.origin}${href}`);
    expect(response.status()).toBe(200);
    const file = path.join(shots, "job-card-credit-note.pdf");
    writeFileSync(file, await response.body());
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("CREDIT NOTE");
    expect(text).toMatch(/Credit note No\.: CN\/\d{4}-\d{2}\/0001/);
    expect(text).toMatch(/Against invoice: INV\/\d{4}-\d{2}\/0001/);
    expect(text).toContain("Reason: Wiper blades not fitted");
    expect(text).toContain(`Refunded ${formatPaise(50000)} of ${formatPaise(50000)}`);
    firstPageImage(file, "job-card-credit-note-pdf");
    // Anyone else: 404.
    expect((await stranger.page.request.get(`${site.origin}${href}`)).status()).toBe(404);
    expect(admin.consoleErrors).toEqual([REFUSED_FORM]);
    expect(customer.consoleErrors).toEqual([]);
  });
});
