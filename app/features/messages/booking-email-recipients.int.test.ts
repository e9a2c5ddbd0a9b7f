/**
 * Where a booking's emails go (docs/product.md#lifecycle-messages, docs/decisions/0013): to the
 * account's own address once it is verified, to another address typed on the booking only once
 * that address has been confirmed through its link; and the customer's own words reach an email
 * only as data, never as a sentence of ours.
 */
import { createHash } from "node:crypto";
import { and, eq, gte } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { contactEmails, outbox } from "~/db/schema";
import { handleBookingChange } from "~/features/booking/booking-change-page.server";
import { handleQuoteAction } from "~/features/quote/quote-page.server";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import * as bookingRoute from "~/routes/booking";
import * as confirmRoute from "~/routes/confirm-email";
import { routeOutcome } from "../../../tests/integration/admin-fixtures";
import {
  bookAs,
  getRequest,
  jsonRequest,
  signUpCustomer,
  usesMailSink,
  type TestCustomer,
} from "../../../tests/integration/helpers";
import { recipientsOf } from "../../../tests/support/mail-sink";
import { deliverMessage } from "./outbox-delivery.server";

const smtp = usesMailSink("front-desk@example.com");
// Messages other test files left pending (to their own mail or WhatsApp servers, gone now) are
// not this file's to deliver.
const fileStarted = new Date();
let n = 0;

/** Words an attacker would like the workshop to say. */
const LURE = "Your account is locked, visit evil.example";

function bookingBody(email: string, patch: Record<string, string> = {}) {
  n += 1;
  return {
    serviceType: "Engine Oil Change",
    customerName: "Ramesh Gupta",
    customerEmail: email,
    customerPhone: "9848012345",
    carBrand: "Maruti Suzuki",
    carModel: "Swift",
    carYear: "2020",
    preferredDate: addDaysYmd(todayInKolkata(), 20 + (n % 15)),
    preferredTime: ["11:00 AM", "11:30 AM", "03:30 PM"][n % 3]!,
    address: "Door 4-5, Kavuri Hills Phase 2, Madhapur, Hyderabad",
    specialRequests: "",
    ...patch,
  };
}

async function book(c: TestCustomer, body: Record<string, string>) {
  const res = await bookAs(c, body);
  expect(res.status).toBe(200);
  return res.data.booking!.id;
}

async function moveOnce(c: TestCustomer, bookingId: string) {
  n += 1;
  const res = await handleBookingChange(
    jsonRequest(
      `/booking/${bookingId}/change`,
      {
        intent: "reschedule",
        preferredDate: addDaysYmd(todayInKolkata(), 20 + (n % 15)),
        preferredTime: "05:00 PM",
      },
      c,
    ),
    bookingId,
  );
  expect(res.init?.status ?? 200).toBe(200);
}

/** Delivers every message this file's tests left waiting in the outbox, as the queue would. */
async function deliverAll() {
  const waiting = await getDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), gte(outbox.createdAt, fileStarted)));
  for (const m of waiting) await deliverMessage(m.id, true);
}

const mailsTo = (address: string) =>
  smtp.sink.received.filter((m) => recipientsOf(m).includes(address.toLowerCase()));

/** The confirmation link in a mail. */
function linkIn(mail: ParsedMail): string {
  return /https?:\/\/\S+\/confirm-email\/[A-Za-z0-9_-]+/.exec(mail.text ?? "")![0];
}

/** Opens the confirmation page (GET) and presses its button (POST), as a browser without scripts. */
async function confirmThrough(link: string) {
  const token = new URL(link).pathname.split("/").pop()!;
  const page = await routeOutcome(confirmRoute.loader, new Request(link), { token });
  const pressed = await routeOutcome(
    confirmRoute.action,
    new Request(link, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:3000",
      },
      body: "",
    }),
    { token },
  );
  return { page, pressed };
}

/**
 * Expects the text only where data is shown: in the plain text on a labelled line ("Name: …") or
 * a quoted continuation line under one, in the HTML only inside a detail row's value cell; never
 * in the subject, the heading or a paragraph.
 */
function expectOnlyAsData(mail: ParsedMail, text: string) {
  expect(mail.subject ?? "").not.toContain(text);
  for (const line of (mail.text ?? "").split("\n"))
    if (line.includes(text)) expect(line, "a plain-text line").toMatch(/^([A-Z][a-z ]+: | {2}> )/);
  const html = mail.html || "";
  for (const tag of ["title", "h1", "p", "a"]) {
    const inside = [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, "g"))];
    for (const m of inside) expect(m[1], `<${tag}>`).not.toContain(text);
  }
}

describe("booking emails go to confirmed addresses only (docs/product.md#lifecycle-messages)", () => {
  it("a stranger's address typed on a booking gets one confirmation email, with none of the customer's words, however often the booking moves", async () => {
    const stranger = `stranger-${Date.now()}@example.net`;
    const c = await signUpCustomer(LURE);
    const id = await book(c, bookingBody(stranger, { customerName: LURE, address: `${LURE} now` }));
    await moveOnce(c, id);
    await moveOnce(c, id);
    await deliverAll();

    const received = mailsTo(stranger);
    expect(received.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Confirm this address for booking updates/),
    ]);
    const confirmation = received[0]!;
    for (const words of [LURE, "evil.example", "Ramesh", "Kavuri", c.email])
      expect(`${confirmation.subject}\n${confirmation.text}\n${confirmation.html}`).not.toContain(
        words,
      );
    // The account's own address is not verified: its booking emails wait, and say why.
    const held = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, id), eq(outbox.kind, "booking_rescheduled")));
    expect(held).toHaveLength(2);
    expect(held.every((m) => m.status === "skipped")).toBe(true);
    expect(held[0]!.lastError).toMatch(/not confirmed/);
    expect(mailsTo(c.email).filter((m) => /Booking/.test(m.subject ?? ""))).toEqual([]);
  });

  it("a verified account gets them at its own address until the typed one is confirmed by its link (single use), then at the typed one", async () => {
    const typed = `spouse-${Date.now()}@example.org`;
    const c = await signUpCustomer("Anjali Menon", { verified: true });
    const id = await book(c, bookingBody(typed));
    await deliverAll();
    expect(mailsTo(c.email).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Booking received/),
    );
    const [confirmation] = mailsTo(typed);
    expect(confirmation!.subject).toMatch(/^Confirm this address for booking updates/);

    // Where updates go, said on My Bookings.
    const list = await routeOutcome(bookingRoute.loader, getRequest("/booking?tab=my-bookings", c));
    const emailRoutes = (list.body as { emailRoutes: Record<string, unknown> }).emailRoutes;
    expect(emailRoutes[id]).toEqual({ sendsTo: c.email, awaiting: typed });

    // Only the token's hash is kept, and the link works once.
    const link = linkIn(confirmation!);
    const token = new URL(link).pathname.split("/").pop()!;
    const rowOf = async () =>
      (
        await getDb()
          .select()
          .from(contactEmails)
          .where(and(eq(contactEmails.userId, c.id), eq(contactEmails.email, typed)))
      )[0]!;
    const before = await rowOf();
    expect(before.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(before)).not.toContain(token);
    expect(before.confirmedAt).toBeNull();
    const { page, pressed } = await confirmThrough(link);
    expect(page.body).toMatchObject({ state: "ready", email: typed });
    expect(pressed.body).toMatchObject({ ok: true, email: typed });
    expect((await rowOf()).confirmedAt).not.toBeNull();
    const again = await confirmThrough(link);
    expect(again.page.body).toMatchObject({ state: "invalid" });
    expect(again.pressed.status).toBe(410);
    expect(again.pressed.body).toMatchObject({ ok: false });

    await moveOnce(c, id);
    await deliverAll();
    expect(mailsTo(typed).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Booking moved/),
    );
    const after = await routeOutcome(
      bookingRoute.loader,
      getRequest("/booking?tab=my-bookings", c),
    );
    expect((after.body as { emailRoutes: Record<string, unknown> }).emailRoutes[id]).toEqual({
      sendsTo: typed,
      awaiting: null,
    });
  });

  it("sends the confirmation at most once a day to an address, whichever account types it", async () => {
    const target = `target-${Date.now()}@example.net`;
    for (const name of ["First Typist", "Second Typist"]) {
      const c = await signUpCustomer(name);
      await book(c, bookingBody(target));
    }
    const rows = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, target), eq(outbox.kind, "contact_email_confirmation")));
    expect(rows).toHaveLength(1);
  });
});

describe("the customer's words are data, never a sentence of ours (docs/product.md#lifecycle-messages)", () => {
  it("in the customer's, the workshop's and the account's emails", async () => {
    const c = await signUpCustomer(LURE, { verified: true });
    const id = await book(
      c,
      bookingBody(c.email, { customerName: LURE, address: `Flat 2\n${LURE}`, carModel: "Swift" }),
    );
    const cancel = await handleBookingChange(
      jsonRequest(`/booking/${id}/change`, { intent: "cancel", reason: `Sorry.\n${LURE}` }, c),
      id,
    );
    expect(cancel.init?.status ?? 200).toBe(200);
    const quote = await handleQuoteAction(
      jsonRequest("/contact", {
        name: LURE,
        phone: "9000012345",
        carBrand: "Audi",
        serviceType: "AC Repair",
        message: LURE,
      }),
    );
    expect(quote.init?.status ?? 200).toBe(200);
    await deliverAll();
    const mails = [
      ...mailsTo(c.email), // verification, received, cancelled
      ...mailsTo("front-desk@example.com").filter(
        (m) => m.text?.includes(LURE) || m.subject?.includes(LURE),
      ),
    ];
    expect(mails.length).toBeGreaterThanOrEqual(6);
    for (const mail of mails) expectOnlyAsData(mail, "evil.example");
  });
});
