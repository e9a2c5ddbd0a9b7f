/**
 * Booking and signing in from a Telugu or Hindi page (docs/decisions/0026): the form's refusals
 * are in the page's language with what was typed kept, phone digits typed in Telugu are stored
 * as ASCII, the booking lands on My Bookings in the language, and the account's language becomes
 * the page's; an English booking leaves it as it was. Stored values stay the English words.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox, user } from "~/db/schema";
import { getMessagePreferences } from "~/features/messages/preferences.server";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { action as bookingAction } from "~/routes/booking";
import { action as authAction } from "~/routes/auth";
import { adminPost, routeOutcome } from "../../../tests/integration/admin-fixtures";
import { bookingForm, randomClientIp, signUpCustomer } from "../../../tests/integration/helpers";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";

/** A booking form posted as the page's plain form, from a fresh client IP. */
function formPost(path: string, fields: Record<string, string>, cookie?: string): Request {
  const request = adminPost(path, fields);
  request.headers.set(CLIENT_IP_HEADER, randomClientIp());
  if (cookie) request.headers.set("cookie", cookie);
  return request;
}

const slot = () => ({ preferredDate: addDaysYmd(todayInKolkata(), 4), preferredTime: "04:30 PM" });

describe("booking from /te/booking and /hi/booking", () => {
  it("books from Telugu: My Bookings in Telugu, the phone's Telugu digits stored as ASCII, the account's language Telugu", async () => {
    const customer = await signUpCustomer("Lakshmi Reddy");
    expect((await getMessagePreferences(customer.id)).language).toBe("en");
    const answer = await routeOutcome(
      bookingAction,
      formPost(
        "/te/booking",
        bookingForm(slot(), { customerPhone: "౯౮౭౬౫ ౦౧౨౩౪", idempotencyKey: crypto.randomUUID() }),
        customer.cookie,
      ),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/te\/booking\?tab=my-bookings&booked=/);
    const [stored] = await getDb().select().from(bookings).where(eq(bookings.userId, customer.id));
    expect(stored).toMatchObject({
      customerPhone: "+919876501234",
      serviceType: "AC Service & Repair",
      status: "pending",
    });
    expect((await getMessagePreferences(customer.id)).language).toBe("te");
  });

  it("keeps an account's language when it books from an English page", async () => {
    const customer = await signUpCustomer("Ravi Teja");
    const answer = await routeOutcome(
      bookingAction,
      formPost("/booking", bookingForm(slot()), customer.cookie),
    );
    expect(answer.location).toMatch(/^\/booking\?tab=my-bookings&booked=/);
    expect((await getMessagePreferences(customer.id)).language).toBe("en");
  });

  it("refuses a Hindi form in Hindi, at its fields, with what was typed kept and nothing stored", async () => {
    const customer = await signUpCustomer("Meera Iyer");
    const answer = await routeOutcome(
      bookingAction,
      formPost(
        "/hi/booking",
        bookingForm(slot(), { customerPhone: "१२३", address: "छोटा" }),
        customer.cookie,
      ),
    );
    expect(answer.status).toBe(400);
    const body = answer.body as {
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
    expect(body.message).toBe("लाल रंग में दिखाई गई जानकारी ठीक करें।");
    expect(body.fieldErrors).toEqual({
      customerPhone: "कृपया सही फ़ोन नंबर लिखें",
      address: "कृपया पास के किसी निशान के साथ पूरा पता लिखें",
    });
    expect(body.values.customerPhone).toBe("१२३");
    expect(await getDb().select().from(bookings).where(eq(bookings.userId, customer.id))).toEqual(
      [],
    );
    expect((await getMessagePreferences(customer.id)).language).toBe("en");
  });
});

describe("signing in on /te/auth", () => {
  it("tells a wrong password in Telugu, and a right one leads to /te/booking", async () => {
    const customer = await signUpCustomer("Suresh Naidu");
    const wrong = await routeOutcome(
      authAction,
      formPost("/te/auth", { mode: "signin", email: customer.email, password: "not-the-password" }),
    );
    expect(wrong.status).toBe(400);
    expect((wrong.body as { error: string }).error).toBe("ఈమెయిల్ గానీ పాస్‌వర్డ్ గానీ సరిగా లేదు");
    const right = await routeOutcome(
      authAction,
      formPost("/te/auth", {
        mode: "signin",
        email: customer.email,
        password: "correct-horse-battery",
      }),
    );
    expect(right.status).toBe(302);
    expect(right.location).toBe("/te/booking");
  });
});

describe("signing up on /te/auth and /hi/auth", () => {
  /** The account of an address, and its verification email as the outbox holds it. */
  async function signedUp(path: string, name: string) {
    const email = `signup-${crypto.randomUUID()}@example.com`;
    const answer = await routeOutcome(
      authAction,
      formPost(path, { mode: "signup", email, password: "correct-horse-battery", fullName: name }),
    );
    expect(answer.status).toBe(302);
    const [account] = await getDb().select().from(user).where(eq(user.email, email));
    const [mail] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, account!.id), eq(outbox.kind, "email_verification")));
    return { account: account!, mail: mail! };
  }

  it("writes the verification email in Telugu, lands its link on /te/auth/verified and keeps Telugu as the account's language", async () => {
    const { account, mail } = await signedUp("/te/auth", "Padma Rao");
    expect(mail.subject).toMatch(/[\u0C00-\u0C7F]/);
    expect(mail.text).toMatch(/[\u0C00-\u0C7F]/);
    expect(decodeURIComponent(mail.text)).toContain("/te/auth/verified");
    expect((await getMessagePreferences(account.id)).language).toBe("te");
  });

  it("writes it in Hindi from /hi/auth, and in English from /auth with the account's language left English", async () => {
    const hindi = await signedUp("/hi/auth", "Anil Kumar");
    expect(hindi.mail.subject).toMatch(/[\u0900-\u097F]/);
    expect((await getMessagePreferences(hindi.account.id)).language).toBe("hi");
    const english = await signedUp("/auth", "Anil Kumar");
    expect(english.mail.subject).toMatch(/^[\x20-\x7E]+$/);
    expect(decodeURIComponent(english.mail.text)).toContain("callbackURL=http");
    expect(decodeURIComponent(english.mail.text)).not.toMatch(/\/(te|hi)\/auth\/verified/);
    expect((await getMessagePreferences(english.account.id)).language).toBe("en");
  });
});
