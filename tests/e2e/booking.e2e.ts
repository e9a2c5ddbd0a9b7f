import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { signUp as createAccount } from "../../scripts/lib/app-server";
import { screenshot, usesBrowsers, waitForPageReady } from "./browser";
import { login } from "./login";
import { addDays } from "date-fns";
import {
  bookableDay,
  bookSignedIn,
  fillBookingForm,
  myBookings,
  submitSignedIn,
  submitSignedOut,
  signIn,
  signUp,
} from "./journey";

const PASSWORD = "monsoon-drive-2026";
const { open: browser } = usesBrowsers("each");

describe("booking journey in Chromium", () => {
  it("a new customer signs up, books through the date field and selects, and sees it Pending in My Bookings; a second customer sees none of it", async () => {
    const { page, baseURL, consoleErrors } = await browser(390);
    const email = `priya-${randomUUID().slice(0, 8)}@example.com`;
    await signUp(page, baseURL, "Priya Sharma", email, PASSWORD);

    await expect
      .poll(() => page.getByRole("tab", { name: "Book Service" }).getAttribute("aria-selected"))
      .toBe("true");
    // The email comes from the account, the name from sign-up.
    expect(await page.getByLabel("Email *").inputValue()).toBe(email);
    expect(await page.getByLabel("Full Name *").inputValue()).toBe("Priya Sharma");
    await screenshot(page, "booking-form-390");

    // The server answers a short form with the messages at their fields, keeping what was typed.
    await page.getByLabel("Full Name *").fill("");
    await page.getByRole("button", { name: "Book Service", exact: true }).click();
    await expect.poll(() => page.getByText("Please select a service").isVisible()).toBe(true);
    for (const message of [
      "Name must be at least 2 characters",
      "Phone number must be at least 10 digits",
      "Please select your car brand",
      "Car model is required",
      "Please enter the car year",
      "Please select a preferred date",
      "Please select a preferred time",
      "Please provide a complete address with landmark",
    ]) {
      expect(await page.getByText(message).isVisible(), message).toBe(true);
    }
    expect(await page.getByLabel("Email *").inputValue()).toBe(email);
    await screenshot(page, "booking-errors-390");

    await bookSignedIn(page, {
      name: "Priya Sharma",
      service: "Engine Oil Change",
      model: "Creta",
    });
    await expect
      .poll(() => page.getByText("Booking Submitted Successfully!").isVisible())
      .toBe(true);
    const list = myBookings(page);
    await expect.poll(() => list.getByText("Hyundai Creta (2021)").isVisible()).toBe(true);
    expect(await list.getByText("Pending").isVisible()).toBe(true);
    expect(await list.getByText("Engine Oil Change").isVisible()).toBe(true);
    expect(await list.getByText(/^Booking #[0-9a-f]{8}$/).isVisible()).toBe(true);
    // Follow-up toast with the WhatsApp number after 3 s.
    await expect
      .poll(() => page.getByText(/WhatsApp at \+91/).isVisible(), { timeout: 8000 })
      .toBe(true);
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual({
      event: "booking_completed",
      service_type: "Engine Oil Change",
      car_brand: "Hyundai",
      currency: "INR",
      value: 1000,
    });
    expect(JSON.stringify(events)).not.toContain("Priya");
    await screenshot(page, "my-bookings-390");

    // The Book Service tab shows an empty form again.
    await page.getByRole("tab", { name: "Book Service" }).click();
    await page.waitForURL(`${baseURL}/booking`);
    expect(await page.getByLabel("Model *").inputValue()).toBe("");
    // The refused submission above was answered 400, which the browser reports; nothing else.
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);

    // A reload keeps the booking (it is stored, not just shown).
    await page.goto(`${baseURL}/booking?tab=my-bookings`);
    await waitForPageReady(page);
    expect(await myBookings(page).getByText("Hyundai Creta (2021)").isVisible()).toBe(true);

    // A second customer sees none of it.
    const other = await browser(1280);
    await login(other, { name: "Arjun Menon", path: "/booking" });
    await other.page.getByRole("tab", { name: "My Bookings" }).click();
    await expect
      .poll(() => other.page.getByText("You haven't made any bookings yet.").isVisible())
      .toBe(true);
    expect(await other.page.getByText("Hyundai Creta (2021)").count()).toBe(0);
    await screenshot(other.page, "my-bookings-empty-1280");
  });

  it("a signed-out visitor's submit goes to /auth after the toast, and the draft survives sign-in", async () => {
    // An existing customer, signed out in this browser.
    const email = `kiran-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount(inject("baseURL"), { name: "Kiran Rao", email, password: PASSWORD });
    const { page, baseURL, consoleErrors } = await browser(1280);
    await page.goto(`${baseURL}/booking`);
    await waitForPageReady(page);
    expect(
      await page.getByRole("heading", { name: "Premium Car Service Booking" }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole("heading", { name: "Sign In Required" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Sign In to Continue" }).getAttribute("href")).toBe(
      "/auth",
    );
    await screenshot(page, "booking-signed-out-1280");

    // A slot of its own, so that other tests' bookings never fill it.
    await fillBookingForm(page, {
      name: "Kiran Rao",
      email,
      service: "Brake Service & Repair",
      model: "Venue",
      day: addDays(bookableDay(), 1),
      time: "03:30 PM",
    });
    await submitSignedOut(page, baseURL);

    await signIn(page, baseURL, email, PASSWORD);
    // Everything typed is back.
    await expect.poll(() => page.getByLabel("Model *").inputValue()).toBe("Venue");
    expect(await page.getByLabel("Service Address *").inputValue()).toBe(
      "Flat 12, Sri Sai Residency, opposite Shilparamam, Madhapur",
    );
    expect(await page.getByLabel("Special Requests").inputValue()).toBe(
      "Please check the rear brakes too",
    );
    expect(await page.getByLabel("Service Type *").inputValue()).toBe("Brake Service & Repair");
    expect(await page.getByLabel("Preferred Time *").inputValue()).toBe("03:30 PM");
    await screenshot(page, "booking-draft-restored-1280");

    await submitSignedIn(page);
    await expect
      .poll(() => myBookings(page).getByText("Hyundai Venue (2021)").isVisible())
      .toBe(true);
    await screenshot(page, "my-bookings-1280");
    // The signed-out submission was answered 401 (the draft kept), which the browser reports; nothing else.
    expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it("a wrong password toasts 'Authentication Error' and keeps the visitor on /auth", async () => {
    const { page, baseURL } = await browser(390);
    await page.goto(`${baseURL}/auth`);
    await waitForPageReady(page);
    await page
      .getByLabel("Email", { exact: true })
      .fill(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
    await page.locator("form").getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => page.getByText("Authentication Error").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toMatch(/^nobody-/);
    await screenshot(page, "auth-error-390");
  });

  it("arriving from the Jeep page (a brand the form lacks), the brand is 'Other' and the model field says Jeep", async () => {
    for (const width of [390, 1280]) {
      const { page, baseURL } = await browser(width);
      await page.goto(`${baseURL}/service/jeep-service`);
      await page.getByRole("link", { name: "Book Jeep Service" }).first().click();
      await page.waitForURL(/\/booking\?carBrand=Jeep/);
      await waitForPageReady(page);
      expect(await page.getByLabel("Model *").inputValue()).toBe("Jeep");
      expect(await page.getByLabel("Brand *", { exact: true }).inputValue()).toBe("Other");
      await screenshot(page, `booking-from-jeep-page-${width}`);
    }
  });
});
