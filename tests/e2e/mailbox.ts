/**
 * The test SMTP server's mailbox as the end-to-end journeys read it (tests/support/mail-sink.ts,
 * started by the global setup): every mail so far, waiting for one, and a new account's
 * verification link opened (docs/product.md#lifecycle-messages: booking emails go to a verified
 * address only).
 */
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import type { MailboxEntry } from "../support/mail-sink";
import { fillBookingForm, signUp } from "./journey";
import { waitForPageReady, type E2EBrowser } from "./browser";

/** Every mail the test SMTP server has received so far, oldest first. */
export async function mailbox(): Promise<MailboxEntry[]> {
  return (await (await fetch(inject("mailboxURL"))).json()) as MailboxEntry[];
}

/**
 * Waits up to 30 s until a mail matching `match` is in the mailbox.
 * @param what the mail's name in the failure message ("… did not arrive")
 * @param which the first matching mail (the default) or the newest
 * @returns that mail; fails the test when none arrives in time
 */
export async function waitForMail(
  match: (m: MailboxEntry) => boolean,
  what: string,
  which: "first" | "newest" = "first",
): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailbox()).filter(match);
        found = which === "first" ? mails[0] : mails.at(-1);
        return Boolean(found);
      },
      { timeout: 30_000, message: `${what} did not arrive` },
    )
    .toBe(true);
  return found!;
}

/**
 * Creates an account on /auth (see {@link signUp}), opens the link of its "Confirm your email
 * address" mail, waits for /auth/verified, then opens /booking ready to use.
 * @returns nothing; fails the test when the mail does not arrive or a page is not reached
 */
export async function signUpVerified(
  page: Page,
  baseURL: string,
  name: string,
  email: string,
  password: string,
): Promise<void> {
  await signUp(page, baseURL, name, email, password);
  const verification = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Confirm your email address"),
    "the verification email",
  );
  await page.goto(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(verification.text)![0]);
  await page.waitForURL(`${baseURL}/auth/verified`);
  await page.goto(`${baseURL}/booking`);
  await waitForPageReady(page);
}

/**
 * A new customer on a phone: opens a browser 390 px wide and signs up with a verified email
 * (see {@link signUpVerified}), then fills in the booking form with `booking` when given (see
 * {@link fillBookingForm}); the caller adjusts the form further and submits it.
 * @param browsers where the browser comes from (closed with the others)
 * @returns the customer's browser, on /booking
 */
export async function verifiedCustomer(
  browsers: { open(width: number): Promise<E2EBrowser> },
  name: string,
  email: string,
  password: string,
  booking?: Parameters<typeof fillBookingForm>[1],
): Promise<E2EBrowser> {
  const customer = await browsers.open(390);
  await signUpVerified(customer.page, customer.baseURL, name, email, password);
  if (booking) await fillBookingForm(customer.page, booking);
  return customer;
}
