/**
 * After the click (docs/product.md#lifecycle), in Chromium against the production server, with
 * SMTP_URL pointing at a real SMTP server in the test process: a customer books and receives the
 * "booking received" email with its calendar file; the admin confirms from the Schedule
 * tab and the customer receives the confirmation; the customer reschedules and then
 * cancels from My Bookings, and each step arrives and shows in the admin's message list; a
 * customer who forgot their password resets it from the emailed link. Screenshots at 390
 * and 1280 px of the Schedule tab, both dialogs and a rendered email.
 */
import { randomUUID } from "node:crypto";
import { format, addDays } from "date-fns";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  browserPool,
  screenshot,
  screenshotBoth,
  waitForHydration,
  waitForPageReady,
  type E2EBrowser,
} from "./browser";
import { bookableDay, bookSignedIn, signIn, signUp } from "./journey";
import { login } from "./login";
import { signUpVerified, waitForMail } from "./mailbox";

const PASSWORD = "monsoon-drive-2026";
const browsers = browserPool();
const browser = browsers.open;
/** Every browser this file opened, newest last. */
const opened: E2EBrowser[] = [];
afterAll(() => browsers.closeAll());

async function messageRows(page: Page) {
  return page
    .getByRole("list", { name: "Messages" })
    .locator("li")
    .evaluateAll((items) =>
      items.map(
        (li) => `${li.getAttribute("data-message-kind")}:${li.getAttribute("data-message-status")}`,
      ),
    );
}

describe("after the click: messages, changes of plan and the workshop's day", () => {
  const name = `Meera Iyer ${randomUUID().slice(0, 6)}`;
  const email = `meera-${randomUUID().slice(0, 8)}@example.com`;
  const adminEmail = `desk-${randomUUID().slice(0, 8)}@example.com`;
  const day = bookableDay();
  const date = format(day, "yyyy-MM-dd");
  const newDate = format(addDays(day, 1), "yyyy-MM-dd");
  let customer: E2EBrowser;
  let admin: E2EBrowser;
  let bookingId = "";
  let shortId = "";
  /** Waits for the customer's email about this booking whose subject starts with `subject`. */
  const waitForBookingMail = (subject: string, what: string) =>
    waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith(subject) && m.subject.includes(shortId),
      what,
    );

  it("a customer verifies their email, books and receives the received email with its calendar file", async () => {
    customer = await browser(390);
    const { page, baseURL } = customer;
    // Booking emails go to a verified address only (docs/product.md#lifecycle-messages): the new
    // account opens its verification email's link first.
    await signUpVerified(page, baseURL, name, email, PASSWORD);
    await bookSignedIn(page, { service: "AC Service & Repair", model: "Creta", time: "04:30 PM" });
    const card = page
      .getByRole("list", { name: "My bookings" })
      .locator("[data-booking-id]")
      .first();
    await expect.poll(() => card.getByText("AC Service & Repair").isVisible()).toBe(true);
    bookingId = (await card.getAttribute("data-booking-id"))!;
    shortId = bookingId.slice(0, 8);

    const mail = await waitForBookingMail("Booking received", "the received email");
    expect(mail.text).toContain(`${baseURL}/booking/${bookingId}`);
    expect(mail.text).toContain("04:30 PM (India time)");
    expect(mail.html).toContain("Add to Google Calendar");
    const ics = mail.attachments.find((a) => a.filename === "booking.ics");
    expect(ics?.content).toContain(`DTSTART:${date.replace(/-/g, "")}T110000Z`);
    // The workshop hears at once too; My Bookings says where the updates go.
    await waitForMail(
      (m) =>
        m.to.includes("workshop-desk@example.com") && m.subject.includes(`New booking #${shortId}`),
      "the staff alert",
    );
    expect(await card.getByText(`Email updates go to ${email}.`).isVisible()).toBe(true);

    // One rendered email, looked at on a phone and a laptop.
    await page.setContent(mail.html);
    await screenshotBoth(page, "email-booking-received", true);
  });

  it("the admin sees the day in the Schedule tab and confirms; the customer receives the confirmation", async () => {
    admin = await browser(1280);
    const { page, baseURL } = admin;
    await login(admin, {
      name: "Desk Manager",
      email: adminEmail,
      password: PASSWORD,
      admin: true,
    });
    await page.goto(`${baseURL}/admin?tab=schedule&date=${date}`);
    await waitForPageReady(page);
    const slot = page.locator('[data-slot-label="04:30 PM"]');
    await expect.poll(() => slot.getByText(name).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await slot.getByText(/^1 of 3$/).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Week" }).locator("a").count()).toBe(7);
    await screenshotBoth(page, "admin-schedule", true, 1280);
    // Printed for the morning briefing: the day only, no site header, tabs or buttons.
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("banner").isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Admin sections" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await slot.getByText(name).isVisible()).toBe(true);
    // Each booking's status is printed as the words of its select, without the form's buttons.
    const printedStatus = slot.getByRole("combobox", { name: `Status of booking #${shortId}` });
    expect(await printedStatus.isVisible()).toBe(true);
    expect(await printedStatus.locator("option:checked").textContent()).toBe("Pending");
    expect(await slot.getByRole("button", { name: "Update" }).isVisible()).toBe(false);
    expect(await slot.getByRole("link", { name: `Open booking #${shortId}` }).isVisible()).toBe(
      false,
    );
    await screenshot(page, "admin-schedule-print");
    await page.emulateMedia({ media: "screen" });

    const status = page.getByRole("combobox", { name: `Status of booking #${shortId}` });
    await status.selectOption("confirmed");
    await page.locator("form", { has: status }).getByRole("button", { name: "Update" }).click();
    await expect
      .poll(() => page.getByText("Booking status changed to Confirmed.").isVisible())
      .toBe(true);
    await waitForBookingMail("Booking confirmed", "the confirmation");
  });

  it("the customer reschedules from My Bookings and receives the new time with a calendar file", async () => {
    const { page, baseURL } = customer;
    // My Bookings is a page without scripts (docs/decisions/0011): it links each booking that
    // may still change to its own page, where the dialogs are.
    await page.goto(`${baseURL}/booking?tab=my-bookings`);
    const listed = page.locator(`[data-booking-id="${bookingId}"]`);
    await listed.getByRole("link", { name: "Reschedule or cancel" }).click();
    await page.waitForURL(`${baseURL}/booking/${bookingId}`);
    await waitForHydration(page);
    const card = page.locator(`[data-booking-id="${bookingId}"]`);
    expect(await card.getByRole("button", { name: "Cancel booking" }).isVisible()).toBe(true);
    await screenshotBoth(page, "booking-detail-changes", true);
    await card.getByRole("button", { name: "Reschedule" }).click();
    const dialog = page.getByRole("dialog", { name: `Reschedule booking #${shortId}` });
    await dialog.getByLabel("New date").fill(newDate);
    await dialog.getByLabel("New time slot").selectOption("11:00 AM");
    await screenshotBoth(page, "reschedule-dialog", false);
    await dialog.getByRole("button", { name: "Move booking" }).click();
    await expect.poll(() => page.getByText("Booking Rescheduled").first().isVisible()).toBe(true);
    await expect.poll(() => card.getByText("11:00 AM").isVisible()).toBe(true);
    expect(await card.getByText("Pending").isVisible()).toBe(true);
    const mail = await waitForBookingMail("Booking moved", "the rescheduled email");
    expect(mail.attachments.find((a) => a.filename === "booking.ics")?.content).toContain(
      `DTSTART:${newDate.replace(/-/g, "")}T053000Z`,
    );
    await waitForMail(
      (m) =>
        m.to.includes("workshop-desk@example.com") &&
        m.subject.includes(`Moved by the customer: booking #${shortId}`),
      "the staff alert of the move",
    );
  });

  it("the customer cancels with a reason and receives the cancellation", async () => {
    const { page, baseURL } = customer;
    const card = page.locator(`[data-booking-id="${bookingId}"]`);
    await card.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel booking #${shortId}?` });
    await dialog.getByLabel("Reason (optional)").fill("Travelling to Vizag that week");
    await screenshotBoth(page, "cancel-dialog", false);
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect.poll(() => page.getByText("Booking Cancelled").first().isVisible()).toBe(true);
    await expect.poll(() => card.locator(`[data-status="cancelled"]`).isVisible()).toBe(true);
    expect(await card.getByRole("button", { name: "Reschedule" }).count()).toBe(0);
    await waitForBookingMail("Booking cancelled", "the cancellation");
    expect(customer.consoleErrors).toEqual([]);
    // My Bookings no longer offers a change.
    await page.goto(`${baseURL}/booking?tab=my-bookings`);
    const listed = page.locator(`[data-booking-id="${bookingId}"]`);
    expect(await listed.locator(`[data-status="cancelled"]`).isVisible()).toBe(true);
    expect(await listed.getByRole("link", { name: "Reschedule or cancel" }).count()).toBe(0);
  });

  it("the admin's message list shows every step delivered, and the customer's changes in the history", async () => {
    const { page, baseURL } = admin;
    await expect
      .poll(
        async () => {
          await page.goto(`${baseURL}/admin?tab=bookings&history=${bookingId}`);
          return (await messageRows(page)).sort().join(" ");
        },
        { timeout: 30_000 },
      )
      .toBe(
        [
          "booking_cancelled:sent",
          "booking_confirmed:sent",
          "booking_received:sent",
          "booking_rescheduled:sent",
          "staff_booking_cancelled:sent",
          "staff_booking_rescheduled:sent",
          "staff_new_booking:sent",
        ].join(" "),
      );
    expect(await page.getByText("Reason: Travelling to Vizag that week").isVisible()).toBe(true);
    expect(await page.getByText(/moved the visit from/).isVisible()).toBe(true);
    await screenshot(page, "admin-booking-messages-1280");
    expect(admin.consoleErrors).toEqual([]);
  });

  it("a customer who forgot their password resets it from the emailed link", async () => {
    const visitor = await browser(390);
    opened.push(visitor);
    const { page, baseURL } = visitor;
    // /auth is a page without scripts (docs/decisions/0011): its link is a plain link.
    await page.goto(`${baseURL}/auth`);
    await waitForPageReady(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${baseURL}/auth/forgot-password`);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect
      .poll(() => page.getByText(/If an account exists for that email/).isVisible())
      .toBe(true);
    const mail = await waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith("Reset your password"),
      "the reset email",
    );
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text)![0];
    await page.goto(link);
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    await waitForHydration(page);
    await page.getByLabel("New password", { exact: true }).fill("after-the-monsoon-2027");
    await page.getByLabel("New password again").fill("after-the-monsoon-2027");
    await screenshot(page, "reset-password-390");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(`${baseURL}/auth?reset=1`);
    await expect
      .poll(() => page.getByText("Please sign in with your new password.").isVisible())
      .toBe(true);
    await signIn(page, baseURL, email, "after-the-monsoon-2027");
    // The customer's other session (the first browser) ended with the reset.
    const res = await customer.page.goto(`${baseURL}/account`);
    expect(new URL(res!.url()).pathname).toBe("/auth");
    // The link works once.
    await page.goto(link);
    await page.waitForURL(/\/auth\/reset-password\?error=/);
    expect(await page.getByText(/This password reset link is not valid any more/).isVisible()).toBe(
      true,
    );
    expect(visitor.consoleErrors).toEqual([]);
  });

  it("the account page shows the email's verification and the message settings; a wrong verification link gets a clear page", async () => {
    // A new account, whose email is not verified yet.
    const newcomer = await browser(390);
    opened.push(newcomer);
    const { page, baseURL } = newcomer;
    const email = `newcomer-${randomUUID().slice(0, 8)}@example.com`;
    await signUp(page, baseURL, "Farah Khan", email, PASSWORD);
    await page.goto(`${baseURL}/account`);
    await waitForHydration(page);
    await expect
      .poll(() =>
        page.getByTestId("email-verification").getByText("is not verified yet").isVisible(),
      )
      .toBe(true);
    await page.getByRole("button", { name: "Turn reminders off" }).click();
    await expect.poll(() => page.getByText("Reminders are off.").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect
      .poll(() => page.getByText(`We have sent a new link to ${email}.`).isVisible())
      .toBe(true);
    await screenshotBoth(page, "account-messages", true);
    const mail = await waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith("Confirm your email address"),
      "the verification email",
    );
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)![0];
    await page.goto(link.replace(/token=[^&]+/, "token=not-a-real-token"));
    await page.waitForURL(/\/auth\/verified\?error=/);
    expect(await page.getByRole("heading", { name: "This link did not work" }).isVisible()).toBe(
      true,
    );
    await screenshotBoth(page, "email-link-invalid", true);
    await page.goto(link);
    await page.waitForURL(`${baseURL}/auth/verified`);
    expect(await page.getByRole("heading", { name: "Email confirmed" }).isVisible()).toBe(true);
    await page.goto(`${baseURL}/account`);
    await expect
      .poll(() => page.getByTestId("email-verification").getByText("is verified").isVisible())
      .toBe(true);
    await page.goto(`${baseURL}/auth/forgot-password`);
    await screenshotBoth(page, "forgot-password", true);
  });
});
