/**
 * Reviews customers wrote (docs/product.md#reviews, docs/decisions/0017), in Chromium against a
 * production server of its own (a copy of the build, since it rewrites prerendered pages, with
 * REVIEWS_MIN_FOR_RATING=1 and a real SMTP server in this process): six visits are completed; the
 * review email arrives; its link opens the form without sign-in, without scripts; 4 stars and a
 * text are sent; the link then says it was used (410); the admin publishes from the Reviews tab;
 * the brand page and the home page (served as files) show the review once the server has
 * rewritten them, no rebuild by hand; the JSON-LD rating equals the published average.
 * Screenshots at 390 and 1280 px of the review form, the thanks, the Reviews tab and the brand
 * page's reviews.
 */
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingBody,
  distinctSlots,
  freshDataDir,
  projectRoot,
  signIn,
  signUp,
  startAppServer,
  type AppServer,
  type Customer,
} from "../../scripts/lib/app-server";
import { recipientsOf, startMailSink, type MailSink } from "../support/mail-sink";
import { browserPool, screenshotBoth, waitForPageReady, type E2EBrowser } from "./browser";
import { login } from "./login";

const browsers = browserPool();
let work = "";
let server: AppServer;
let sink: MailSink;
let origin = "";

/** Opens a browser on this file's server. */
async function open(width: number, options: { javaScript?: boolean } = {}): Promise<E2EBrowser> {
  const b = await browsers.open(width, options);
  b.baseURL = origin;
  return b;
}

beforeAll(async () => {
  // A copy of the build: the server rewrites its prerendered pages, and the shared build stays
  // as it was built.
  work = mkdtempSync(path.join(tmpdir(), "reviews-e2e-"));
  const site = path.join(work, "site");
  cpSync(path.join(projectRoot, "build"), path.join(site, "build"), { recursive: true });
  for (const linked of ["node_modules", "drizzle", "package.json"])
    symlinkSync(path.join(projectRoot, linked), path.join(site, linked));
  sink = await startMailSink();
  server = await startAppServer({
    cwd: site,
    dataDir: freshDataDir("reviews-e2e-"),
    env: {
      REVIEWS_MIN_FOR_RATING: "1",
      GOOGLE_REVIEW_URL: "https://g.page/r/madhapur-car-service/review",
      SMTP_URL: sink.url,
      STAFF_EMAIL: "desk@example.com",
      AUTH_RATE_LIMIT: "1000",
      BOOKING_IP_DAILY_LIMIT: "1000",
      BOOKING_ACTIVE_LIMIT: "10",
    },
  });
  origin = server.origin;
}, 180_000);

afterAll(async () => {
  await browsers.closeAll();
  await server?.stop();
  await sink?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A form post with the session's cookie, as the browser sends it; the answer not followed. */
function formPost(path: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/**
 * Waits up to 60 s for the `nth` mail to `email` whose subject starts with `subject` (counted in
 * the order the mails arrived) and reads `pattern`'s group `group` from its text.
 * @param what the mail's name in the failure message ("… did not arrive")
 * @returns the text read; fails the test when the mail or the text is not there in time
 */
async function readFromMail(
  email: string,
  subject: string,
  nth: number,
  pattern: RegExp,
  group: number,
  what: string,
): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        const mails = sink.received.filter(
          (m) => (m.subject?.startsWith(subject) ?? false) && recipientsOf(m).includes(email),
        );
        found = pattern.exec(mails[nth]?.text ?? "")?.[group] ?? "";
        return found;
      },
      { timeout: 60_000, message: `${what} did not arrive` },
    )
    .not.toBe("");
  return found;
}

/** The `nth` review link that went to `email`, in the order the asks arrived. */
function reviewLinkFor(email: string, nth: number): Promise<string> {
  return readFromMail(
    email,
    "How was your service?",
    nth,
    /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/,
    0,
    `review email ${nth + 1}`,
  );
}

/** The AutoRepair JSON-LD's aggregate rating in a page's HTML. */
function ratingIn(html: string): { ratingValue: number; reviewCount: number } | undefined {
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const blocks = [JSON.parse(json!)].flat() as Array<Record<string, unknown>>;
    for (const block of blocks)
      if (block["@type"] === "AutoRepair")
        return block.aggregateRating as { ratingValue: number; reviewCount: number };
  }
  return undefined;
}

describe("reviews customers wrote, from the completed visit to the pages people read", () => {
  const words = `Picked up from Gachibowli at 9, back by 6 with the brakes done. <Honest> advice ${randomUUID().slice(0, 6)}.`;
  const otherStars = ["5", "5", "3", "4", "5"];
  let customer: Customer;
  let admin: E2EBrowser;
  let adminCookie = "";
  let links: string[] = [];

  it("a completed visit's review email arrives with a personal link", async () => {
    admin = await open(1280);
    const account = await login(admin, { admin: true, dataDir: server.dataDir });
    adminCookie = await signIn(origin, account.email, account.password);

    customer = await signUp(origin, { name: "Kiran Kumar" });
    // Booking emails go to a verified address (docs/product.md#lifecycle-messages).
    const verify = await readFromMail(
      customer.email,
      "Confirm your email address",
      0,
      /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/,
      0,
      "the verification email",
    );
    await fetch(verify, { redirect: "manual" });

    const slots = distinctSlots(6);
    const ids: string[] = [];
    for (const [i, slot] of slots.entries()) {
      const response = await fetch(`${origin}/booking.data`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie: customer.cookie },
        body: JSON.stringify({
          ...bookingBody(slot, `visit ${i}`, customer),
          carBrand: i === 0 ? "BMW" : "Hyundai",
          carModel: i === 0 ? "3 Series" : "Creta",
          locality: "gachibowli",
          idempotencyKey: randomUUID(),
        }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      // Its id, from its "booking received" email's link.
      ids.push(
        await readFromMail(
          customer.email,
          "Booking received",
          i,
          /\/booking\/([0-9a-f-]{36})/,
          1,
          `booking ${i + 1}'s email`,
        ),
      );
    }
    // Each visit is completed once the one before has been asked: the asks arrive in order.
    for (const id of ids) {
      const done = await formPost(
        "/admin",
        { intent: "set-booking-status", bookingId: id, status: "completed" },
        adminCookie,
      );
      expect(done.status).toBeLessThan(400);
      await reviewLinkFor(customer.email, ids.indexOf(id));
    }
    links = await Promise.all(ids.map((_, i) => reviewLinkFor(customer.email, i)));
    expect(new Set(links).size).toBe(6);
  }, 240_000);

  it("the link opens the form without sign-in or scripts; 4 stars and a text are sent; the link then says it was used", async () => {
    const visitor = await open(390, { javaScript: false });
    const { page } = visitor;
    await page.goto(links[0]!);
    await expect
      .poll(() => page.getByRole("heading", { name: "How was your service?" }).isVisible())
      .toBe(true);
    expect(await page.locator("script[src]").count()).toBe(0);
    const stars = page.getByRole("group", { name: "Your rating (1 to 5 stars)" });
    expect(await stars.getByRole("radio").count()).toBe(5);
    await screenshotBoth(page, "review-form");
    await stars.getByRole("radio", { name: /^4 stars/ }).check();
    await page.getByLabel("Your review (optional)").fill(words);
    await page.getByRole("checkbox", { name: /You may show my review/ }).check();
    await page.getByRole("button", { name: "Send my review" }).click();
    await page.waitForURL(/\/review\/[A-Za-z0-9_-]+\?sent=1$/);
    expect(
      await page.getByRole("heading", { name: /Thank you: we have your review/ }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole("link", { name: "Review us on Google" }).getAttribute("href")).toBe(
      "https://g.page/r/madhapur-car-service/review",
    );
    await screenshotBoth(page, "review-sent");

    const again = await page.goto(links[0]!);
    expect(again?.status()).toBe(410);
    expect(await page.getByText("This review link has already been used.").isVisible()).toBe(true);
    expect(await page.locator("form").count()).toBe(0);

    // The other five visits' reviews, sent the same way (a plain form post).
    for (const [i, rating] of otherStars.entries()) {
      const sent = await formPost(new URL(links[i + 1]!).pathname, {
        rating,
        text: `Visit ${i + 2} was fine.`,
        name: "initial",
        consent: "yes",
      });
      expect(sent.status).toBe(303);
    }
  }, 120_000);

  it("the admin publishes; the brand page and the home page show it after the refresh; the JSON-LD rating is the published average", async () => {
    const { page } = admin;
    // The five others first, by the tab's own form posts; the visit of the browser last.
    const tab = await fetch(`${origin}/admin?tab=reviews&status=new`, {
      headers: { cookie: adminCookie },
    });
    const html = await tab.text();
    const ids = [...html.matchAll(/name="reviewId" value="([0-9a-f-]{36})"/g)].map((m) => m[1]!);
    expect(new Set(ids).size).toBe(6);
    await page.goto(`${origin}/admin?tab=reviews&status=new`);
    await waitForPageReady(page);
    const mine = page.getByRole("listitem").filter({ hasText: words });
    expect(await mine.count()).toBe(1);
    const mineId = await mine.locator('input[name="reviewId"]').first().getAttribute("value");
    for (const id of new Set(ids))
      if (id !== mineId)
        expect(
          (
            await formPost(
              "/admin/reviews",
              { intent: "publish", reviewId: id, back: "new" },
              adminCookie,
            )
          ).status,
        ).toBe(303);
    await screenshotBoth(page, "admin-reviews-tab");
    await mine.getByRole("button", { name: "Publish" }).click();
    await expect
      .poll(() => page.getByText("The review is published.").isVisible(), { timeout: 15_000 })
      .toBe(true);

    // Served as files to visitors without a cookie; rewritten by the server, no rebuild.
    const visitorPage = async (p: string) => (await fetch(`${origin}${p}`)).text();
    await expect
      .poll(async () => (await visitorPage("/service/bmw-service")).includes("Kiran K."), {
        timeout: 120_000,
        message: "the brand page did not show the review",
      })
      .toBe(true);
    const brand = await visitorPage("/service/bmw-service");
    expect(brand).toContain(
      "Picked up from Gachibowli at 9, back by 6 with the brakes done. &lt;Honest&gt; advice",
    );
    expect(brand).toContain("Verified service");
    await expect
      .poll(async () => (await visitorPage("/")).includes("&lt;Honest&gt; advice"), {
        timeout: 120_000,
        message: "the home page did not show the review",
      })
      .toBe(true);
    const stars = [4, ...otherStars.map(Number)];
    const average = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10;
    await expect
      .poll(async () => ratingIn(await visitorPage("/service/bmw-service")), { timeout: 120_000 })
      .toEqual({ "@type": "AggregateRating", ratingValue: average, reviewCount: 6, bestRating: 5 });
    await expect
      .poll(async () => ratingIn(await visitorPage("/")), { timeout: 120_000 })
      .toMatchObject({ ratingValue: average, reviewCount: 6 });
    expect(await visitorPage("/")).toContain(`${average}/5 from 6 reviews`);

    const reader = await open(390, { javaScript: false });
    await reader.page.goto(`${origin}/service/bmw-service#reviews`);
    await reader.page.locator("#reviews").scrollIntoViewIfNeeded();
    for (const width of [390, 1280]) {
      await reader.page.setViewportSize({ width, height: 900 });
      await reader.page.locator("#reviews").screenshot({
        path: path.join(projectRoot, `test-results/screenshots/brand-page-reviews-${width}.png`),
      });
    }
    // How long the server took to rewrite the pages (docs/decisions/0017), for people to read.
    for (const line of server.logs())
      if (line.msg === "Prerendered pages rewritten with the published reviews")
        console.info(`rewrote ${String(line.pages)} pages in ${String(line.ms)} ms`);
  }, 300_000);
});
