import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, format } from "date-fns";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  adminAudit,
  bookingPhotos,
  bookings,
  estimates,
  invoices,
  leads,
  profiles,
  session,
  user,
  userRoles,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { resetEnvCache } from "~/lib/env.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { loader as exportLoader } from "~/routes/account.export";
import { loader as bookingDetailLoader } from "~/routes/booking.detail";
import {
  getRequest,
  jsonRequest,
  signUpCustomer,
  type TestCustomer,
} from "../../../tests/integration/helpers";
import { signUpAdmin } from "../../../tests/integration/admin-fixtures";
import {
  completedBookingWithApprovals,
  issueTelanganaInvoice,
} from "../../../tests/integration/job-card-fixtures";
import { handleBookingAction } from "~/features/booking/booking-page.server";
import { cancelBookingByCustomer } from "~/features/booking/booking-changes.server";
import { handleQuoteAction } from "~/features/quote/quote-page.server";
import { lockAdminRoles } from "~/lib/auth.server";
import { addBookingPhoto } from "~/features/job-card/inspection-photos.server";
import { getFileStore } from "~/lib/file-store.server";
import { ANONYMISED_BOOKING } from "./account.server";

let n = 0;
async function bookFor(c: TestCustomer, whatsappOptIn: "" | "yes" = "") {
  n += 1;
  const res = await handleBookingAction(
    jsonRequest(
      "/booking",
      {
        serviceType: "Engine Oil Change",
        customerName: c.name,
        customerEmail: c.email,
        customerPhone: "9866012345",
        carBrand: "Toyota",
        carModel: "Innova Crysta",
        carYear: "2020",
        preferredDate: format(addDays(new Date(), 20 + (n % 40)), "yyyy-MM-dd"),
        preferredTime: "03:30 PM",
        address: "Plot 7, Kavuri Hills Phase 2, Madhapur, Hyderabad",
        specialRequests: "Please call before pickup",
        whatsappOptIn,
      },
      c,
    ),
  );
  return (res.data as { booking: { id: string } }).booking.id;
}

/** Sends the account page's delete form as `c` with `password`; the action's answer as given. */
function deleteAccount(c: TestCustomer, password: string) {
  const request = new Request("http://localhost:3000/account", {
    method: "POST",
    headers: {
      cookie: c.cookie,
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost:3000",
    },
    body: new URLSearchParams({ intent: "delete", password }),
  });
  return accountAction({ request, params: {}, context: {} } as never);
}

/** The status a route's `data(…, { status })` answer carries. */
const statusOf = (answer: unknown) => (answer as { init?: { status?: number } }).init?.status;

async function expectRedirectToAuth(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).headers.get("location")).toBe("/auth");
}

/** Runs `body` with DATA_DIR (and so the photo store) in a fresh directory of its own. */
async function withOwnDataDir(body: () => Promise<void>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "account-data-"));
  const saved = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  try {
    await body();
  } finally {
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
    resetEnvCache();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A customer who agreed to WhatsApp on their booking form, then cancelled that booking with a
 * reason holding a phone number and an address; and a serviced booking of theirs with an
 * estimate (and its note), an inspection photo and a tax invoice.
 */
async function customerWithAJobCard() {
  const customer = await signUpCustomer("Job Card Owner");
  const admin = await signUpAdmin();
  const cancelled = await bookFor(customer, "yes");
  const reason = "Call me on 98660 12345 instead, flat 4B, Kavuri Hills";
  const outcome = await cancelBookingByCustomer(
    { userId: customer.id, now: new Date(), cutoffHours: 4 },
    cancelled,
    reason,
  );
  expect(outcome.ok).toBe(true);
  const serviced = await completedBookingWithApprovals(customer.id, admin.id);
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
  const photoId = await addBookingPhoto(serviced.id, admin.id, photo);
  const [row] = await getDb()
    .select({ storageKey: bookingPhotos.storageKey })
    .from(bookingPhotos)
    .where(eq(bookingPhotos.id, photoId));
  expect(await getFileStore().get(row!.storageKey)).not.toBeNull();
  const invoice = await issueTelanganaInvoice(serviced.id, admin.id);
  return { customer, cancelled, reason, serviced, photoId, storageKey: row!.storageKey, invoice };
}

describe("a booking's own page (docs/product.md#roles)", () => {
  it("shows a customer their booking and answers 404 for another customer's id and for nonsense", async () => {
    const [owner, other] = await Promise.all([
      signUpCustomer("Detail Owner"),
      signUpCustomer("Detail Other"),
    ]);
    const id = await bookFor(owner);
    const mine = await bookingDetailLoader({
      request: getRequest(`/booking/${id}`, owner),
      params: { id },
      context: {},
    } as never);
    expect((mine as { data: { booking: { id: string } } }).data.booking.id).toBe(id);
    for (const [who, bookingId] of [
      [other, id],
      [owner, "00000000-0000-4000-8000-000000000000"],
      [owner, "../admin"],
    ] as const) {
      const thrown = await bookingDetailLoader({
        request: getRequest(`/booking/${bookingId}`, who),
        params: { id: bookingId },
        context: {},
      } as never).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(statusOf(thrown)).toBe(404);
    }
    await expectRedirectToAuth(
      bookingDetailLoader({
        request: getRequest(`/booking/${id}`),
        params: { id },
        context: {},
      } as never),
    );
  });
});

describe("the customer's data (docs/product.md#privacy, DPDP Act 2023)", () => {
  it("exports everything held about the customer and nothing of anyone else's", async () => {
    const [c, other] = await Promise.all([signUpCustomer("Export Me"), signUpCustomer("Not Me")]);
    const mine = await bookFor(c);
    await bookFor(other);
    await handleQuoteAction(
      jsonRequest(
        "/contact",
        {
          name: "Export Me",
          phone: "9866012345",
          email: "",
          carBrand: "BMW",
          serviceType: "Electrical",
        },
        c,
      ),
    );
    const res = (await exportLoader({
      request: getRequest("/account/export", c),
      params: {},
      context: {},
    } as never)) as Response;
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as {
      account: { email: string };
      bookings: Array<{ id: string }>;
      quoteRequests: unknown[];
      roles: string[];
      sessions: unknown[];
    };
    expect(body.account.email).toBe(c.email);
    expect(body.bookings.map((b) => b.id)).toEqual([mine]);
    expect(body.quoteRequests).toHaveLength(1);
    expect(body.roles).toEqual(["user"]);
    expect(body.sessions.length).toBeGreaterThan(0);
    await expectRedirectToAuth(
      exportLoader({ request: getRequest("/account/export"), params: {}, context: {} } as never),
    );
  });

  it("deletes the account after the password: bookings kept without personal details, quotes and sessions gone", async () => {
    const c = await signUpCustomer("Delete Me");
    const id = await bookFor(c);
    await handleQuoteAction(
      jsonRequest(
        "/contact",
        {
          name: "Delete Me",
          phone: "9866012345",
          email: c.email,
          carBrand: "Audi",
          serviceType: "Suspension",
        },
        c,
      ),
    );
    // Someone else's request that merely names this (unverified) email stays the workshop's.
    await handleQuoteAction(
      jsonRequest("/contact", {
        name: "Someone Else",
        phone: "9866012399",
        email: c.email,
        carBrand: "Audi",
        serviceType: "Suspension",
      }),
    );

    const wrong = await deleteAccount(c, "not-my-password-1");
    expect(statusOf(wrong)).toBe(400);
    expect(await getDb().select().from(user).where(eq(user.id, c.id))).toHaveLength(1);

    const done = await deleteAccount(c, "correct-horse-battery");
    expect((done as { data: { deleted: boolean } }).data.deleted).toBe(true);
    expect(
      new Headers((done as { init?: { headers?: HeadersInit } }).init?.headers).get("set-cookie"),
    ).toMatch(/session_token=; Path=\/; Max-Age=0/);

    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      ...ANONYMISED_BOOKING,
      specialRequests: null,
      userId: null,
      serviceType: "Engine Oil Change",
      status: "pending",
    });
    expect(row!.anonymizedAt).toBeInstanceOf(Date);
    for (const table of [user, profiles])
      expect(await getDb().select().from(table).where(eq(table.id, c.id))).toEqual([]);
    expect(await getDb().select().from(userRoles).where(eq(userRoles.userId, c.id))).toEqual([]);
    expect(await getDb().select().from(session).where(eq(session.userId, c.id))).toEqual([]);
    const left = await getDb()
      .select()
      .from(leads)
      .where(sql`lower(${leads.email}) = lower(${c.email})`);
    expect(left.map((l) => l.name)).toEqual(["Someone Else"]);
    // The old cookie is worthless now.
    await expectRedirectToAuth(
      accountLoader({ request: getRequest("/account", c), params: {}, context: {} } as never),
    );
  });

  it("exports the job card, the booking's changes and the WhatsApp consent", async () => {
    await withOwnDataDir(async () => {
      const held = await customerWithAJobCard();
      const res = (await exportLoader({
        request: getRequest("/account/export", held.customer),
        params: {},
        context: {},
      } as never)) as Response;
      const body = (await res.json()) as {
        whatsappConsent: { givenAt: string; phone: string } | null;
        bookings: Array<{
          id: string;
          changes: Array<{ by: string; note: string | null }>;
          jobCard: {
            estimates: Array<{ note: string | null; lines: unknown[] }>;
            photos: Array<{ url: string }>;
            invoices: Array<{ number: string }>;
          };
        }>;
      };
      expect(body.whatsappConsent).toMatchObject({ phone: "+919866012345" });
      expect(Date.parse(body.whatsappConsent!.givenAt)).not.toBeNaN();
      const own = (id: string) => body.bookings.find((b) => b.id === id)!;
      expect(own(held.cancelled).changes).toEqual([
        expect.objectContaining({ by: "you", note: held.reason }),
      ]);
      const card = own(held.serviced.id).jobCard;
      expect(card.estimates).toEqual([expect.objectContaining({ note: "Rear pads worn to 2 mm" })]);
      expect(card.estimates[0]!.lines).toHaveLength(3);
      expect(card.photos.map((p) => p.url)).toEqual([
        `/booking/${held.serviced.id}/photos/${held.photoId}`,
      ]);
      expect(card.invoices.map((i) => i.number)).toEqual([held.invoice.number]);
    });
  });

  it("erases the cancellation reason, the estimate's note and the inspection photos with the account; the invoice keeps what the law requires", async () => {
    await withOwnDataDir(async () => {
      const held = await customerWithAJobCard();
      expect((await deleteAccount(held.customer, "correct-horse-battery")) as object).toMatchObject(
        { data: { deleted: true } },
      );
      // The reason the customer typed is gone from the history; the change itself stays.
      const history = await getDb()
        .select()
        .from(adminAudit)
        .where(inArray(adminAudit.target, [held.cancelled, held.serviced.id]));
      expect(history.map((h) => h.toValue)).toContain("cancelled");
      expect(JSON.stringify(history)).not.toContain("98660 12345");
      expect(JSON.stringify(history)).not.toContain("Kavuri");
      // The estimate's note and the photos are gone; the photo's file too.
      const [estimate] = await getDb()
        .select()
        .from(estimates)
        .where(eq(estimates.bookingId, held.serviced.id));
      expect(estimate!.note).toBeNull();
      expect(
        await getDb()
          .select()
          .from(bookingPhotos)
          .where(eq(bookingPhotos.bookingId, held.serviced.id)),
      ).toEqual([]);
      expect(await getFileStore().get(held.storageKey)).toBeNull();
      // The tax invoice keeps what the law requires.
      const [kept] = await getDb().select().from(invoices).where(eq(invoices.id, held.invoice.id));
      expect(kept!.customerName).toBe(held.serviced.customerName);
    });
  });

  it("shows a quote request sent with the account's email only once that email is verified, and one sent signed in at once", async () => {
    const c = await signUpCustomer("Lead Owner");
    const exported = async () => {
      const res = (await exportLoader({
        request: getRequest("/account/export", c),
        params: {},
        context: {},
      } as never)) as Response;
      return ((await res.json()) as { quoteRequests: Array<{ name: string }> }).quoteRequests
        .map((q) => q.name)
        .sort();
    };
    await handleQuoteAction(
      jsonRequest("/contact", {
        name: "Sent By A Visitor",
        phone: "9866012345",
        email: c.email.toUpperCase(),
        carBrand: "BMW",
        serviceType: "Electrical",
      }),
    );
    await handleQuoteAction(
      jsonRequest(
        "/contact",
        {
          name: "Sent Signed In",
          phone: "9866012345",
          email: "",
          carBrand: "BMW",
          serviceType: "Electrical",
        },
        c,
      ),
    );
    expect(await exported()).toEqual(["Sent Signed In"]);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, c.id));
    expect(await exported()).toEqual(["Sent By A Visitor", "Sent Signed In"]);
  });

  it("deletes the last-but-one admin's account only under the admin-role lock, so a concurrent revoke cannot leave no admin", async () => {
    const c = await signUpCustomer("Locked Delete");
    // Another transaction (an admin revoking a role) holds the lock…
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = getDb().transaction(async (tx) => {
      await lockAdminRoles(tx);
      locked();
      await new Promise<void>((r) => (release = r));
    });
    await isLocked;
    let finished = false;
    const deleting = deleteAccount(c, "correct-horse-battery").then(() => (finished = true));
    await new Promise((r) => setTimeout(r, 500));
    // …so the deletion waits for it, and goes through once it is released.
    expect(finished).toBe(false);
    release();
    await holder;
    await deleting;
    expect(await getDb().select().from(user).where(eq(user.id, c.id))).toEqual([]);
  });

  it("refuses to delete the only admin's account", async () => {
    await getDb().delete(userRoles).where(eq(userRoles.role, "admin"));
    const admin = await signUpCustomer("Only Admin");
    await getDb().insert(userRoles).values({ userId: admin.id, role: "admin" });
    const res = await deleteAccount(admin, "correct-horse-battery");
    expect(statusOf(res)).toBe(409);
    expect(await getDb().select().from(user).where(eq(user.id, admin.id))).toHaveLength(1);
    await getDb().delete(userRoles).where(eq(userRoles.userId, admin.id));
  });
});
