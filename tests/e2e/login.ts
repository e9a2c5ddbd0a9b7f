/**
 * Signed-in browsers without the sign-in page: an account is made through the auth API of
 * the server under test and its session cookie put into the browser, for tests that need a
 * customer or an admin only as a precondition. The journeys that test /auth itself go
 * through the page (journey.ts).
 */
import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { grantAdmin, signIn, signUp, type Customer } from "../../scripts/lib/app-server";
import { addCookies } from "../support/browser";
import { waitForPageReady, type E2EBrowser } from "./browser";

/** Options of {@link login}. */
export interface LoginOptions {
  /** The account's name (default "Asha Rao"), email and password (default fresh random ones). */
  name?: string;
  email?: string;
  password?: string;
  /** Make the account an admin with the operator command first. */
  admin?: boolean;
  /** A path to open once signed in (the page is then loaded and hydrated). */
  path?: string;
  /**
   * The server's DATA_DIR, for `admin` (default the end-to-end server's); a test running
   * its own server passes its own.
   */
  dataDir?: string;
}

/**
 * Creates an account on the browser's server and signs the browser in as it.
 * @returns the account (email, password, id and session cookie)
 * @throws Error when sign-up or the admin grant fails
 */
export async function login(b: E2EBrowser, options: LoginOptions = {}): Promise<Customer> {
  const account = await signUp(b.baseURL, {
    name: options.name,
    email: options.email ?? `customer-${randomUUID().slice(0, 8)}@example.com`,
    password: options.password,
  });
  if (options.admin)
    grantAdmin(
      options.dataDir ?? inject("dataDir"),
      account.email,
      options.dataDir ? "" : (process.env.TEST_DATABASE_URL ?? ""),
    );
  await signedIn(b, account.cookie, options.path);
  return account;
}

/**
 * Signs the browser in as an existing account (through the auth API, not the page).
 * @param path a path to open once signed in (then loaded and hydrated)
 * @throws Error when sign-in fails
 */
export async function loginAs(
  b: E2EBrowser,
  email: string,
  password: string,
  path?: string,
): Promise<void> {
  await signedIn(b, await signIn(b.baseURL, email, password), path);
}

async function signedIn(b: E2EBrowser, cookie: string, path?: string): Promise<void> {
  await addCookies(b.context, cookie, b.baseURL);
  if (path === undefined) return;
  await b.page.goto(`${b.baseURL}${path}`);
  await waitForPageReady(b.page);
}
