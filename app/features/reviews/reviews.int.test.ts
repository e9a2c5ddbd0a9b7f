/**
 * Reviews customers wrote (docs/product.md#reviews): the ask with the status change to
 * completed (email and WhatsApp through the outbox, the reminder held three days and skipped once
 * answered), the link's page (no sign-in, once, 410 / 404, bad input kept, the rate limit), the
 * back office's moderation with its audit entries, the published reviews and the rating the pages
 * show, and the account's export and erasure.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, bookings, outbox, reviews } from "~/db/schema";
import { deleteAccount, exportAccountData } from "~/features/account/account.server";
import { setMessagePreferences } from "~/features/messages/preferences.server";
import { deliverMessage } from "~/features/messages/outbox-delivery.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { getDb } from "~/lib/db.server";
import * as adminRoute from "~/routes/admin";
import * as adminReviewsRoute from "~/routes/admin.reviews";
import * as reviewRoute from "~/routes/review";
import {
  randomClientIp,
  signUpCustomer,
  usesMailSink,
  usesSettings,
  type TestCustomer,
} from "../../../tests/integration/helpers";
import {
  adminAct,
  adminGet,
  adminPost,
  insertBooking,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { usesWhatsAppCloudApi } from "../../../tests/integration/whatsapp-cloud-api";
import type { AdminPageData } from "~/features/admin/admin-page.server";
import { listReviewsForAdmin } from "./moderation.server";
import { REVIEW_LIMITS } from "./review-schema";
import {
  forgetSiteRating,
  homeReviewCards,
  pageReviewCards,
  siteRating,
} from "./site-reviews.server";
import { REVIEW_MESSAGES } from "./review-schema";

const mailSink = usesMailSink("reviews-staff@example.com");
const setSettings = usesSettings("REVIEWS_MIN_FOR_RATING", "GOOGLE_REVIEW_URL");

/** What the local stand-in for the WhatsApp Cloud API received. */
const whatsapp = usesWhatsAppCloudApi().received;

let admin: TestCustomer;
beforeAll(async () => {
  admin = await signUpAdmin("Review Admin");
});

/** A verified customer with a booking of a BMW from Gachibowli, completed by the admin. */
async function completedVisit(name = "Priya Sharma", patch: Record<string, unknown> = {}) {
  const customer = await signUpCustomer(name, { verified: true });
  const booking = await insertBooking(customer.id, {
    customerName: name,
    customerEmail: customer.email,
    carModel: "BMW 3 Series (2019)",
    locality: "gachibowli",
    preferredDate: "2026-11-20",
    status: "in_progress",
    ...patch,
  });
  const done = await adminAct(
    { intent: "set-booking-status", bookingId: booking.id, status: "completed" },
    admin,
  );
  expect(done.status).toBe(200);
  return { customer, booking };
}

async function messagesOf(bookingId: string) {
  return getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), sql`${outbox.kind} like 'review_%'`));
}

/** The review link's token, read from the ask's email as the customer would. */
async function tokenOf(bookingId: string): Promise<string> {
  const [ask] = (await messagesOf(bookingId)).filter(
    (m) => m.kind === "review_request" && m.channel === "email",
  );
  const token = /\/review\/([A-Za-z0-9_-]+)/.exec(ask?.text ?? "")?.[1];
  if (!token) throw new Error("no review link in the ask");
  return token;
}

function reviewGet(token: string, ip = randomClientIp(), query = "") {
  return new Request(`http://localhost:3000/review/${token}${query}`, {
    headers: { [CLIENT_IP_HEADER]: ip },
  });
}

function reviewPost(token: string, fields: Record<string, string>, ip = randomClientIp()) {
  const request = adminPost(`/review/${token}`, fields);
  request.headers.set(CLIENT_IP_HEADER, ip);
  return request;
}

const openPage = (token: string, ip?: string, query = "") =>
  routeOutcome(reviewRoute.loader, reviewGet(token, ip, query), { token });
const send = (token: string, fields: Record<string, string>, ip?: string) =>
  routeOutcome(reviewRoute.action, reviewPost(token, fields, ip), { token });

async function moderate(fields: Record<string, string>) {
  const outcome = await routeOutcome(
    adminReviewsRoute.action,
    adminPost("/admin/reviews", fields, admin),
  );
  expect(outcome.status).toBe(303);
  return new URL(outcome.location!, "http://localhost").searchParams.get("notice");
}

async function reviewRow(bookingId: string) {
  const [row] = await getDb().select().from(reviews).where(eq(reviews.bookingId, bookingId));
  return row!;
}

describe("the ask", () => {
  it("goes with the change to completed: email now, the reminder held three days, WhatsApp where consented", async () => {
    const customer = await signUpCustomer("Arjun Rao", { verified: true });
    await setMessagePreferences(customer.id, { whatsapp: { phone: "+919876543210" } });
    const booking = await insertBooking(customer.id, {
      customerEmail: customer.email,
      // As the booking form stores it: E.164 (docs/decisions/0013).
      customerPhone: "+919876543210",
      status: "in_progress",
    });
    await adminAct(
      { intent: "set-booking-status", bookingId: booking.id, status: "completed" },
      admin,
    );

    const messages = await messagesOf(booking.id);
    expect(messages.map((m) => `${m.kind}/${m.channel}`).sort()).toEqual([
      "review_reminder/email",
      "review_reminder/whatsapp",
      "review_request/email",
      "review_request/whatsapp",
    ]);
    const ask = messages.find((m) => m.kind === "review_request" && m.channel === "whatsapp")!;
    expect(ask.template).toMatchObject({ name: "review_request" });
    expect(ask.template!.params[1]).toMatch(/\/review\/[A-Za-z0-9_-]{40,}$/);
    // The link's token is held only as its hash.
    const token = await tokenOf(booking.id);
    const row = await reviewRow(booking.id);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    // The reminders' delivery jobs start three days on.
    const reminderIds = messages.filter((m) => m.kind === "review_reminder").map((m) => m.id);
    const jobs = await getDb().execute<{ days: number }>(
      sql`select extract(epoch from (start_after - now())) / 86400 as days from pgboss.job where name = 'deliver-message' and data->>'messageId' in (${sql.join(
        reminderIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(jobs.rows).toHaveLength(2);
    for (const job of jobs.rows) expect(Number(job.days)).toBeGreaterThan(2.9);

    // The ask is delivered: the email at the mail server, the template at the Cloud API.
    await deliverMessage(
      messages.find((m) => m.kind === "review_request" && m.channel === "email")!.id,
      true,
    );
    const mail = await mailSink.sink.waitFor(
      (m) => m.subject?.startsWith("How was your service?") ?? false,
    );
    expect(mail.text).toContain(`/review/${token}`);
    await deliverMessage(ask.id, true);
    expect(whatsapp.at(-1)?.body).toMatchObject({ template: { name: "review_request" } });
  });

  it("asks once per booking and never for a cancelled one", async () => {
    const { booking } = await completedVisit("Kavya Iyer");
    for (const status of ["in_progress", "completed"])
      await adminAct({ intent: "set-booking-status", bookingId: booking.id, status }, admin);
    expect(
      await getDb().select().from(reviews).where(eq(reviews.bookingId, booking.id)),
    ).toHaveLength(1);
    expect((await messagesOf(booking.id)).filter((m) => m.kind === "review_request")).toHaveLength(
      1,
    );

    const customer = await signUpCustomer("Cancelled Customer");
    const cancelled = await insertBooking(customer.id, { status: "confirmed" });
    await adminAct(
      { intent: "set-booking-status", bookingId: cancelled.id, status: "cancelled" },
      admin,
    );
    expect(await messagesOf(cancelled.id)).toEqual([]);
    expect(await getDb().select().from(reviews).where(eq(reviews.bookingId, cancelled.id))).toEqual(
      [],
    );
  });

  it("sends the reminder only while the review is unwritten", async () => {
    const answered = await completedVisit("Rahul Menon");
    const unanswered = await completedVisit("Sneha Reddy");
    await send(await tokenOf(answered.booking.id), { rating: "5", name: "initial" });
    const reminderOf = async (bookingId: string) =>
      (await messagesOf(bookingId)).find(
        (m) => m.kind === "review_reminder" && m.channel === "email",
      )!;
    expect(await deliverMessage((await reminderOf(answered.booking.id)).id, true)).toBe("skipped");
    expect(await deliverMessage((await reminderOf(unanswered.booking.id)).id, true)).toBe("sent");
    const mail = await mailSink.sink.waitFor(
      (m) => m.subject?.startsWith("A minute for your review?") ?? false,
    );
    expect(mail.text).toContain(`/review/${await tokenOf(unanswered.booking.id)}`);
  });
});

describe("the review page", () => {
  it("opens without sign-in, keeps what was typed on a mistake, saves once, then says it was used", async () => {
    setSettings({ GOOGLE_REVIEW_URL: "https://g.page/r/workshop/review" });
    const { booking } = await completedVisit("Meera Nair");
    const token = await tokenOf(booking.id);
    const opened = await openPage(token);
    expect(opened).toMatchObject({
      status: 200,
      body: { state: "open", link: { shownName: "Meera N.", car: "BMW 3 Series" } },
    });

    const long = "x".repeat(1001);
    const refused = await send(token, { text: long, name: "initial", consent: "yes" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      state: "invalid",
      fieldErrors: { rating: REVIEW_MESSAGES.ratingRequired, text: REVIEW_MESSAGES.textTooLong },
      values: { text: long, consent: "yes" },
    });
    expect((await reviewRow(booking.id)).status).toBe("asked");

    const words = `Quick pickup & <b>honest</b> advice. "Would book again".`;
    const sent = await send(token, { rating: "4", text: words, name: "initial", consent: "yes" });
    expect(sent).toMatchObject({ status: 303, location: `/review/${token}?sent=1` });
    expect(await openPage(`${token}`, undefined, "?sent=1")).toMatchObject({
      status: 200,
      body: { state: "sent", consent: true, googleReviewUrl: "https://g.page/r/workshop/review" },
    });
    expect(await reviewRow(booking.id)).toMatchObject({
      status: "new",
      rating: 4,
      text: words,
      displayName: "Meera N.",
      consentToPublish: true,
      car: "BMW 3 Series",
      brandSlug: "bmw-service",
      localitySlug: "gachibowli",
    });
    expect(await openPage(token)).toMatchObject({
      status: 410,
      body: { state: "used", message: REVIEW_MESSAGES.linkUsed },
    });
    expect((await send(token, { rating: "1", name: "anonymous" })).status).toBe(410);
    expect((await reviewRow(booking.id)).rating).toBe(4);
  });

  it("answers 404 for a token of no booking and 410 once the link expired", async () => {
    expect(await openPage("not-a-real-token-but-long-enough-0123456789")).toMatchObject({
      status: 404,
      body: { state: "unknown" },
    });
    const { booking } = await completedVisit("Expired Link");
    const token = await tokenOf(booking.id);
    await getDb()
      .update(reviews)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviews.bookingId, booking.id));
    expect(await openPage(token)).toMatchObject({ status: 410, body: { state: "expired" } });
    expect((await send(token, { rating: "5", name: "initial" })).status).toBe(410);
  });

  it("stops working once its visit is no longer completed, and saves nothing (410)", async () => {
    const { booking } = await completedVisit("Withdrawn Link");
    const token = await tokenOf(booking.id);
    const cancelled = await adminAct(
      { intent: "set-booking-status", bookingId: booking.id, status: "cancelled" },
      admin,
    );
    expect(cancelled.status).toBe(200);
    expect(await openPage(token)).toMatchObject({
      status: 410,
      body: { state: "withdrawn", message: REVIEW_MESSAGES.linkWithdrawn },
    });
    const posted = await send(token, { rating: "5", name: "initial", consent: "yes" });
    expect(posted).toMatchObject({ status: 410, body: { state: "withdrawn" } });
    expect(await reviewRow(booking.id)).toMatchObject({ status: "asked", rating: null });
  });

  it("refuses a client IP past 30 requests an hour", async () => {
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await openPage("no-such-token-0123456789abcdef", ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("moderation and the pages", () => {
  it("publishes only with consent, hides only for a reason, replies, each audited; the pages show what is published", async () => {
    const { booking } = await completedVisit("Vikram Shah");
    await send(await tokenOf(booking.id), {
      rating: "5",
      text: "Brakes sorted the same day.",
      name: "initial",
      consent: "yes",
    });
    const privateOne = await completedVisit("Private Person");
    await send(await tokenOf(privateOne.booking.id), { rating: "2", name: "anonymous" });
    const id = (await reviewRow(booking.id)).id;
    const privateId = (await reviewRow(privateOne.booking.id)).id;

    expect(await moderate({ intent: "publish", reviewId: privateId })).toBe("no-consent");
    expect(await moderate({ intent: "hide", reviewId: id })).toBe("no-reason");
    expect(await moderate({ intent: "publish", reviewId: id })).toBe("published");
    expect(await moderate({ intent: "reply", reviewId: id, reply: "Thank you, Vikram!" })).toBe(
      "replied",
    );
    const audit = await getDb().select().from(adminAudit).where(eq(adminAudit.target, id));
    expect(audit.map((a) => a.action).sort()).toEqual(["review_published", "review_replied"]);

    const brandCards = await pageReviewCards("bmw-service");
    expect(brandCards[0]).toMatchObject({
      name: "Vikram S.",
      location: "Gachibowli",
      car: "BMW 3 Series",
      rating: 5,
      text: "Brakes sorted the same day.",
      verified: "Verified service, November 2026",
      reply: "Thank you, Vikram!",
    });
    expect((await pageReviewCards("gachibowli"))[0]?.name).toBe("Vikram S.");
    expect((await pageReviewCards("audi-service")).map((c) => c.name)).not.toContain("Vikram S.");

    const tab = await routeOutcome(
      adminRoute.loader,
      adminGet("/admin?tab=reviews&status=published", admin),
    );
    const data = tab.body as AdminPageData;
    expect(data.tab === "reviews" && data.reviews?.reviews.map((r) => r.id)).toContain(id);

    expect(await moderate({ intent: "hide", reviewId: id, reason: "personal_data" })).toBe(
      "hidden",
    );
    expect(await reviewRow(booking.id)).toMatchObject({
      status: "hidden",
      hiddenReason: "personal_data",
      text: "Brakes sorted the same day.",
    });
    expect((await pageReviewCards("bmw-service")).map((c) => c.name)).not.toContain("Vikram S.");
    const hidden = await getDb()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.target, id), eq(adminAudit.action, "review_hidden")));
    expect(hidden[0]).toMatchObject({ toValue: "personal_data", actorUserId: admin.id });
  });

  it("publishes only for a visit completed now; a visit cancelled after takes its review off the pages", async () => {
    const { booking } = await completedVisit("Naveen Kumar", { locality: "kondapur" });
    await send(await tokenOf(booking.id), {
      rating: "4",
      text: "Reopened visit.",
      name: "initial",
      consent: "yes",
    });
    const id = (await reviewRow(booking.id)).id;
    const setStatus = (status: string) =>
      adminAct({ intent: "set-booking-status", bookingId: booking.id, status }, admin);
    await setStatus("in_progress");
    expect(await moderate({ intent: "publish", reviewId: id })).toBe("not-completed");
    expect((await reviewRow(booking.id)).status).toBe("new");
    await setStatus("completed");
    expect(await moderate({ intent: "publish", reviewId: id })).toBe("published");
    const names = async () => (await pageReviewCards("kondapur")).map((c) => c.name);
    expect(await names()).toContain("Naveen K.");
    await setStatus("cancelled");
    expect(await names()).not.toContain("Naveen K.");
    // Back with the workshop, not on the site; publishing waits for the visit to be completed.
    expect((await reviewRow(booking.id)).status).toBe("new");
    expect(await moderate({ intent: "publish", reviewId: id })).toBe("not-completed");
  });

  it("gives the site's rating from published reviews only once there are REVIEWS_MIN_FOR_RATING", async () => {
    const { booking } = await completedVisit("Rating Giver");
    await send(await tokenOf(booking.id), { rating: "3", name: "initial", consent: "yes" });
    await moderate({ intent: "publish", reviewId: (await reviewRow(booking.id)).id });
    const [all] = await getDb()
      .select({ n: sql<number>`count(*)::int`, avg: sql<string>`avg(rating)` })
      .from(reviews)
      .where(eq(reviews.status, "published"));
    setSettings({ REVIEWS_MIN_FOR_RATING: String(all!.n + 1) });
    forgetSiteRating();
    expect(await siteRating()).toBeNull();
    setSettings({ REVIEWS_MIN_FOR_RATING: String(all!.n) });
    forgetSiteRating();
    expect(await siteRating()).toEqual({
      value: Math.round(Number(all!.avg) * 10) / 10,
      count: all!.n,
    });
    // Fewer than six published: the home page keeps the catalogue's testimonials.
    expect(all!.n < 6 ? await homeReviewCards() : []).toEqual([]);
  });
});

describe("who may moderate", () => {
  it("refuses a visitor (401) and a customer (403), and changes nothing", async () => {
    const { customer, booking } = await completedVisit("Hopeful Writer");
    await send(await tokenOf(booking.id), { rating: "5", name: "initial", consent: "yes" });
    const reviewId = (await reviewRow(booking.id)).id;
    for (const [who, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      const outcome = await routeOutcome(
        adminReviewsRoute.action,
        adminPost("/admin/reviews", { intent: "publish", reviewId }, who),
      );
      expect(outcome.status).toBe(status);
    }
    expect((await reviewRow(booking.id)).status).toBe("new");
  });
});

describe("the customer's data", () => {
  it("exports their reviews; erasure keeps a consented review as 'A customer' and deletes the rest", async () => {
    const { customer, booking } = await completedVisit("Erased Writer");
    await send(await tokenOf(booking.id), {
      rating: "5",
      text: "Lovely.",
      name: "initial",
      consent: "yes",
    });
    const second = await insertBooking(customer.id, { status: "in_progress" });
    await adminAct(
      { intent: "set-booking-status", bookingId: second.id, status: "completed" },
      admin,
    );
    await send(await tokenOf(second.id), { rating: "1", text: "Kept private.", name: "initial" });

    const exported = await exportAccountData(customer.id);
    expect(exported?.reviews.map((r) => r.text).sort()).toEqual(["Kept private.", "Lovely."]);
    expect(JSON.stringify(exported)).not.toContain("token");

    const erased = await deleteAccount(customer.id);
    expect(erased.reviewPlaces).toEqual([]);
    expect(await reviewRow(booking.id)).toMatchObject({
      displayName: "A customer",
      userId: null,
      text: "Lovely.",
    });
    expect(await getDb().select().from(reviews).where(eq(reviews.bookingId, second.id))).toEqual(
      [],
    );
    const [kept] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.userId).toBeNull();
  });
});

describe("the Reviews tab's counts (docs/decisions/0025)", () => {
  it("counts each list up to 1,001 (1,005 new reviews read as '1,000+'), and the rest exactly", async () => {
    const token = `Rv${randomUUID().slice(0, 6)}`;
    await getDb().execute(sql`
      with made as (
        insert into bookings (service_type, customer_name, customer_email, customer_phone,
          car_model, preferred_date, preferred_time, address, status, created_at, updated_at)
        select 'General Service', 'Guest ' || n || ' ' || ${token}, 'guest' || n || '@example.com',
          '+919800000000', 'Honda City (2019)', '2001-01-10', '10:00 AM',
          'Plot 1, Madhapur, Hyderabad', 'completed', '2001-01-01', '2001-01-01'
        from generate_series(1, 1005) as n
        returning id)
      insert into reviews (booking_id, link_expires_at, status, rating, written_at)
      select id, '2001-02-01', 'new', 5, '2001-01-11' from made`);
    const [hidden] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.status, "hidden"));
    const { counts } = await listReviewsForAdmin("new");
    expect(counts).toMatchObject({ new: REVIEW_LIMITS.adminCountMax + 1, hidden: hidden!.n });
  });
});
