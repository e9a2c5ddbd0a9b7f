/**
 * The forms that win a customer work before and without JavaScript (docs/decisions/0011): Chromium
 * with JavaScript disabled signs up, meets the server's messages with what was typed kept, and
 * signs in; a booking's own page cancels and moves it.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { bookingBody, signUp as createAccount, postBooking } from "../../scripts/lib/app-server";
import { expectText, screenshot, usesBrowsers } from "./browser";
import { addDays, format } from "date-fns";
import { bookableDay, fillBookingForm, myBookings, submitSignedOut } from "./journey";

const PASSWORD = "a-long-and-unusual-passphrase-42";
const pool = usesBrowsers("each");
const browser = (width: number) => pool.open(width, { javaScript: false });

/** A 390 px wide page without JavaScript, with the scripts it requests listed as they come. */
async function phoneCountingScripts() {
  const opened = await browser(390);
  const scripts: string[] = [];
  opened.page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  return { ...opened, scripts };
}

describe("/auth without JavaScript", () => {
  it("loads no script, creates an account and signs in, and shows a refusal with the email kept", async () => {
    const { page, baseURL, scripts } = await phoneCountingScripts();
    await page.goto(`${baseURL}/auth`);
    expect(scripts).toEqual([]);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(/\/auth\?mode=signup/);
    expect(await page.getByRole("heading", { name: "Create Account" }).isVisible()).toBe(true);

    const email = `nojs-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel("Full Name", { exact: true }).fill("Meera Iyer");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    // The browser's own check (minlength) would stop a short password; the server's
    // message is what a tampered or older browser meets.
    await page.locator("#password").evaluate((input) => input.removeAttribute("minlength"));
    await page.locator("form").getByRole("button", { name: "Create Account" }).click();
    // The answer is a new page: wait for it.
    await expectText(page, "Authentication Error");
    expect(await page.getByText("Password must be at least 8 characters").isVisible()).toBe(true);
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel("Full Name", { exact: true }).inputValue()).toBe("Meera Iyer");
    await screenshot(page, "auth-nojs-error-390");

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("form").getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${baseURL}/booking`);
    expect(await page.getByRole("tab", { name: "My Bookings" }).isVisible()).toBe(true);

    // Signed out (a new profile), the same account signs in.
    const second = await browser(1280);
    await second.page.goto(`${second.baseURL}/auth`);
    await second.page.getByLabel("Email", { exact: true }).fill(email);
    await second.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await second.page.locator("form").getByRole("button", { name: "Sign In" }).click();
    await second.page.waitForURL(`${second.baseURL}/booking`);
    await screenshot(second.page, "booking-after-nojs-sign-in-1280");
  });
});

describe("/contact without JavaScript", () => {
  it("loads no script, answers a short form with the messages at their fields, then stores the request", async () => {
    const { page, baseURL, scripts } = await phoneCountingScripts();
    await page.goto(`${baseURL}/contact`);
    const name = `Farhan Ali ${Date.now().toString(36)}`;
    await page.getByLabel("Your Name *").fill(name);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    // The answer is a new page: wait for it.
    await expectText(page, "Please enter a valid phone number");
    expect(await page.getByText("Please select your car brand").isVisible()).toBe(true);
    expect(await page.getByLabel("Your Name *").inputValue()).toBe(name);
    expect(await page.getByLabel("Phone Number *").getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "contact-nojs-errors-390");

    await page.getByLabel("Phone Number *").fill("9876512345");
    await page.getByLabel("Car Brand *", { exact: true }).selectOption("Volvo");
    await page.getByLabel("Service Type *", { exact: true }).selectOption("Electrical");
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    // The answer is a new page: wait for it.
    await expectText(page, "Thank you! We will contact you within 2 hours.");
    const text = new URL(
      (await page.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")) ?? "",
    ).searchParams.get("text");
    expect(text).toContain(`Name: ${name}`);
    expect(await page.getByLabel("Your Name *").inputValue()).toBe("");
    expect(scripts).toEqual([]);
    await screenshot(page, "contact-nojs-sent-390");
  });
});

describe("/booking without JavaScript", () => {
  it("keeps a signed-out visitor's form through sign-in, then books and shows it in My Bookings", async () => {
    // An account made beforehand, signed out in this browser.
    const email = `nojs-book-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount(inject("baseURL"), { name: "Suresh Babu", email, password: PASSWORD });

    const { page, baseURL, scripts } = await phoneCountingScripts();
    await page.goto(`${baseURL}/booking`);
    // A day and slot of its own: other tests fill the default one.
    const day = addDays(bookableDay(), 12);
    await fillBookingForm(page, {
      name: "Suresh Babu",
      email,
      service: "AC Service & Repair",
      model: "Creta",
      day,
      time: "11:30 AM",
    });
    await submitSignedOut(page, baseURL);

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("form").getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${baseURL}/booking`);
    // Everything typed is back.
    expect(await page.getByLabel("Model *").inputValue()).toBe("Creta");
    expect(await page.getByLabel("Service Type *").inputValue()).toBe("AC Service & Repair");
    expect(await page.getByLabel("Preferred Time *").inputValue()).toBe("11:30 AM");

    // A mistake is answered at its field with the rest kept.
    await page.getByLabel("Phone *").fill("12345");
    await page.getByRole("button", { name: "Book Service", exact: true }).click();
    // The answer is a new page: wait for it.
    await expectText(page, "Phone number must be at least 10 digits");
    expect(await page.getByLabel("Service Address *").inputValue()).toBe(
      "Flat 12, Sri Sai Residency, opposite Shilparamam, Madhapur",
    );
    await screenshot(page, "booking-nojs-error-390");

    await page.getByLabel("Phone *").fill("9876543210");
    await page.getByRole("button", { name: "Book Service", exact: true }).click();
    await page.waitForURL(/\/booking\?tab=my-bookings&booked=/);
    expect(await page.getByText("Booking Submitted Successfully!").isVisible()).toBe(true);
    expect(await myBookings(page).getByText("Hyundai Creta (2021)").isVisible()).toBe(true);
    expect(scripts).toEqual([]);
    await screenshot(page, "booking-nojs-booked-390");
  });
});

describe("/booking/<id> without JavaScript", () => {
  it("reschedules and cancels a booking through plain forms, with a refusal at its field", async () => {
    // A customer with a booking of their own day and slot, made through the booking API.
    const baseURL = inject("baseURL");
    const email = `nojs-change-${randomUUID().slice(0, 8)}@example.com`;
    const customer = await createAccount(baseURL, {
      name: "Kavya Reddy",
      email,
      password: PASSWORD,
    });
    const date = format(addDays(bookableDay(), 14), "yyyy-MM-dd");
    const newDate = format(addDays(bookableDay(), 15), "yyyy-MM-dd");
    const res = await postBooking(
      baseURL,
      customer,
      bookingBody({ preferredDate: date, preferredTime: "12:00 PM" }, "no script", customer),
    );
    expect(res.status).toBe(200);
    const { page } = await browser(390);
    await page.goto(`${baseURL}/auth`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("form").getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${baseURL}/booking`);
    await page.goto(`${baseURL}/booking?tab=my-bookings`);
    const booking = {
      id: (await page.locator("[data-booking-id]").first().getAttribute("data-booking-id"))!,
    };
    const shortId = booking.id.slice(0, 8);

    await page.goto(`${baseURL}/booking/${booking.id}`);
    const card = page.locator(`[data-booking-id="${booking.id}"]`);
    await card.getByRole("button", { name: "Reschedule" }).click();
    await page.waitForURL(`${baseURL}/booking/${booking.id}?change=reschedule`);
    const move = page.getByRole("form", { name: `Reschedule booking #${shortId}` });
    // The current date and slot, sent unchanged, are refused at their field with the values kept.
    expect(await move.getByLabel("New date").inputValue()).toBe(date);
    await move.getByRole("button", { name: "Move booking" }).click();
    await expectText(move, "That is your booking's current date and slot. Please choose another.");
    expect(await move.getByLabel("New time slot").inputValue()).toBe("12:00 PM");
    await screenshot(page, "booking-change-nojs-refused-390");

    await move.getByLabel("New date").fill(newDate);
    await move.getByLabel("New time slot").selectOption("03:00 PM");
    await move.getByRole("button", { name: "Move booking" }).click();
    await page.waitForURL(`${baseURL}/booking/${booking.id}?changed=reschedule`);
    expect(await page.getByText("Booking Rescheduled").isVisible()).toBe(true);
    expect(
      await page
        .getByText("Your booking has moved. We will call you to confirm the new time.")
        .isVisible(),
    ).toBe(true);
    expect(await card.getByText("03:00 PM").isVisible()).toBe(true);

    await card.getByRole("button", { name: "Cancel booking" }).click();
    await page.waitForURL(`${baseURL}/booking/${booking.id}?change=cancel`);
    const cancel = page.getByRole("form", { name: `Cancel booking #${shortId}?` });
    await cancel.getByLabel("Reason (optional)").fill("Sold the car");
    await screenshot(page, "booking-change-nojs-cancel-390");
    await cancel.getByRole("button", { name: "Cancel booking" }).click();
    await page.waitForURL(`${baseURL}/booking/${booking.id}?changed=cancel`);
    expect(await page.getByText("Booking Cancelled").isVisible()).toBe(true);
    expect(await card.locator(`[data-status="cancelled"]`).isVisible()).toBe(true);
    expect(await card.getByRole("button", { name: "Reschedule" }).count()).toBe(0);
    await screenshot(page, "booking-change-nojs-cancelled-390");
  });
});
