/**
 * Steps of the booking journey shared by the end-to-end tests: they act through the real
 * page as a person would (labels, buttons, the date field and the selects).
 */
import { addDays, format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectText, waitForPageReady, type E2EBrowser } from "./browser";

/** Creates an account on /auth and waits for /booking. */
export async function signUp(
  page: Page,
  baseURL: string,
  name: string,
  email: string,
  password: string,
) {
  await page.goto(`${baseURL}/auth`);
  await waitForPageReady(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByLabel("Full Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL(`${baseURL}/booking`);
  // /auth posts as a plain form: /booking is a new document, ready once hydrated.
  await waitForPageReady(page);
}

/** Signs in on /auth and waits for /booking. */
export async function signIn(page: Page, baseURL: string, email: string, password: string) {
  if (!page.url().startsWith(`${baseURL}/auth`)) await page.goto(`${baseURL}/auth`);
  await waitForPageReady(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`${baseURL}/booking`);
  await waitForPageReady(page);
}

/** The customer's list of bookings on /booking?tab=my-bookings. */
export function myBookings(page: Page) {
  return page.getByRole("list", { name: "My bookings" });
}

/** Chooses an option of one of the form's selects (the browser's own) by its label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption(option);
}

/** The day after tomorrow in Kolkata. */
export function bookableDay(): Date {
  const today = new TZDate(Date.now(), "Asia/Kolkata");
  return addDays(new Date(today.getFullYear(), today.getMonth(), today.getDate()), 2);
}

/** Sets the date field (the browser's date input) to a day. */
export async function pickDate(page: Page, day: Date) {
  await page.getByLabel("Preferred Date *").fill(format(day, "yyyy-MM-dd"));
}

/**
 * Fills every field of the booking form with a valid visit: by default the day after
 * tomorrow at 02:00 PM (a slot holds three bookings: a test that must not meet a full slot
 * passes its own day and time).
 */
export async function fillBookingForm(
  page: Page,
  values: {
    name?: string;
    email?: string;
    service: string;
    model: string;
    day?: Date;
    time?: string;
  },
) {
  await choose(page, "Service Type *", values.service);
  if (values.name !== undefined) await page.getByLabel("Full Name *").fill(values.name);
  if (values.email !== undefined) await page.getByLabel("Email *").fill(values.email);
  await page.getByLabel("Phone *").fill("9876543210");
  await choose(page, "Brand *", "Hyundai");
  await page.getByLabel("Model *").fill(values.model);
  await page.getByLabel("Year *").fill("2021");
  await pickDate(page, values.day ?? bookableDay());
  await choose(page, "Preferred Time *", values.time ?? "02:00 PM");
  await page
    .getByLabel("Service Address *")
    .fill("Flat 12, Sri Sai Residency, opposite Shilparamam, Madhapur");
  await page.getByLabel("Special Requests").fill("Please check the rear brakes too");
}

/**
 * Submits the booking form signed out: waits for the toast that asks to sign in and for
 * the move to /auth that follows it (with or without JavaScript).
 */
export async function submitSignedOut(page: Page, baseURL: string) {
  await page.getByRole("button", { name: "Book Service", exact: true }).click();
  await expect
    .poll(() =>
      page.getByText("Please sign in to complete your booking. Redirecting you now...").isVisible(),
    )
    .toBe(true);
  await page.waitForURL(`${baseURL}/auth`, { timeout: 5000 });
}

/** Submits the booking form signed in and waits for My Bookings, where a stored booking lands. */
export async function submitSignedIn(page: Page) {
  await page.getByRole("button", { name: "Book Service", exact: true }).click();
  await page.waitForURL(/tab=my-bookings/);
}

/**
 * Waits for the first booking card in My Bookings (the newest booking).
 * @returns its booking's id (the card's data-booking-id)
 */
export async function newestBookingId(page: Page): Promise<string> {
  const card = myBookings(page).locator("[data-booking-id]").first();
  await card.waitFor();
  return (await card.getAttribute("data-booking-id"))!;
}

/**
 * Submits the booking form signed in ({@link submitSignedIn}) and reads the booking it stored.
 * @returns the new booking's id ({@link newestBookingId})
 */
export async function submitNewBooking(page: Page): Promise<string> {
  await submitSignedIn(page);
  return newestBookingId(page);
}

/**
 * Books a visit signed in: fills the form with `values` (see {@link fillBookingForm}) and
 * submits it ({@link submitSignedIn}).
 */
export async function bookSignedIn(page: Page, values: Parameters<typeof fillBookingForm>[1]) {
  await fillBookingForm(page, values);
  await submitSignedIn(page);
}

/**
 * On an admin's booking page with the job card (docs/decisions/0010): sets the booking's status to
 * Completed with the status form and waits until it is stored.
 * @param page the admin's page on the job card
 */
export async function completeBooking(page: Page) {
  // The status is a form (docs/decisions/0020): the browser's select and Update.
  const status = page.getByRole("combobox", { name: /^Status of booking #/ });
  await status.selectOption("completed");
  await page.locator("form", { has: status }).getByRole("button", { name: "Update" }).click();
  await expect
    .poll(() => page.locator("form[data-status]").first().getAttribute("data-status"))
    .toBe("completed");
}

/**
 * On an admin's booking page with the job card (docs/decisions/0010): sets the booking's
 * status to Completed ({@link completeBooking}), waits until "Issue invoice" is enabled, and
 * clicks it. The caller checks the toast that follows.
 * @param page the admin's page, the customer's decision already recorded
 */
export async function completeAndIssueInvoice(page: Page) {
  await completeBooking(page);
  await expect
    .poll(() => page.getByRole("button", { name: "Issue invoice" }).isEnabled())
    .toBe(true);
  await page.getByRole("button", { name: "Issue invoice" }).click();
}

/**
 * On an admin's job card (docs/decisions/0010): adds an inspection photo with the estimate's
 * photo form and waits for the "Photo added." notice.
 * @param name the file's name as the phone would send it; `photo` its JPEG bytes
 */
export async function addJobCardPhoto(page: Page, name: string, photo: Buffer) {
  await page
    .getByLabel("Add a photo")
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expectText(page, "Photo added.");
}

/**
 * On an admin's Overview tab: gives the account with `email` a staff role
 * (docs/product.md#roles) and waits until the button that takes it away shows.
 * @param admin the signed-in admin's browser
 */
export async function grantStaffRole(
  admin: E2EBrowser,
  email: string,
  role: "technician" | "driver",
): Promise<void> {
  await admin.page.goto(`${admin.baseURL}/admin?tab=overview`);
  await waitForPageReady(admin.page);
  const roles = admin.page.getByRole("group", { name: `Staff roles of ${email}` });
  await roles.getByRole("button", { name: `Make ${role}` }).click();
  await roles.getByRole("button", { name: `Remove ${role}` }).waitFor();
}
