/**
 * Every message to a customer is written in their account's language (docs/decisions/0026): the
 * booking's emails, read back from a real SMTP server, and its WhatsApp template messages, sent to
 * the local Cloud API stand-in with the template's language; an English account's are as they
 * always were.
 */
import { and, eq, gte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "~/db/schema";
import { changeBookingStatus } from "~/features/booking/booking-status.server";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { signUpAdmin } from "../../../tests/integration/admin-fixtures";
import {
  bookAs,
  signUpCustomer,
  usesMailSink,
  type TestCustomer,
} from "../../../tests/integration/helpers";
import { usesWhatsAppCloudApi } from "../../../tests/integration/whatsapp-cloud-api";
import { recipientsOf } from "../../../tests/support/mail-sink";
import { deliverMessage } from "./outbox-delivery.server";
import { setMessagePreferences } from "./preferences.server";
import { sendWhatsApp } from "./transports.server";

const smtp = usesMailSink("front-desk@example.com");
const cloudApi = usesWhatsAppCloudApi();
const fileStarted = new Date();
let n = 0;

/** A booking as the form sends it, with the WhatsApp box ticked. */
function bookingBody(customer: TestCustomer) {
  n += 1;
  return {
    serviceType: "Engine Oil Change",
    customerName: "Srinivas Rao",
    customerEmail: customer.email,
    customerPhone: "98480 22338",
    carBrand: "Maruti Suzuki",
    carModel: "Swift",
    carYear: "2020",
    preferredDate: addDaysYmd(todayInKolkata(), 30 + n),
    preferredTime: "11:00 AM",
    address: "Door 4-5, Kavuri Hills Phase 2, Madhapur, Hyderabad",
    specialRequests: "",
    whatsappOptIn: "yes",
  };
}

/** Books as a verified customer whose account is in `language`, then confirms the booking. */
async function bookedAndConfirmed(language: "en" | "te" | "hi") {
  const customer = await signUpCustomer("Srinivas Rao", { verified: true });
  if (language !== "en") await setMessagePreferences(customer.id, { language });
  const res = await bookAs(customer, bookingBody(customer));
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  const id = res.data.booking!.id;
  const admin = await signUpAdmin();
  await changeBookingStatus(admin.id, id, "confirmed");
  const ofBooking = () =>
    getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, id), gte(outbox.createdAt, fileStarted)));
  for (const row of await ofBooking())
    if (row.status === "pending") await deliverMessage(row.id, true);
  const rows = await ofBooking();
  const mails = smtp.sink.received.filter((m) =>
    recipientsOf(m).includes(customer.email.toLowerCase()),
  );
  const whatsapp = rows.filter((r) => r.channel === "whatsapp" && !r.kind.startsWith("staff_"));
  return { id, customer, mails, whatsapp };
}

/** Telugu letters, and the Devanagari ones. */
const TELUGU = /[\u0C00-\u0C7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe("messages in the account's language (docs/decisions/0026)", () => {
  it("a Telugu customer's booking received and confirmed emails are in Telugu: subject, words, labels, date and link", async () => {
    const { id, mails } = await bookedAndConfirmed("te");
    const subjects = mails.map((m) => m.subject ?? "");
    const received = mails.find((m) => m.subject?.startsWith("బుకింగ్ అందింది: "));
    const confirmed = mails.find((m) => m.subject?.startsWith("బుకింగ్ కన్ఫర్మ్ అయింది: "));
    expect(received, subjects.join(" | ")).toBeDefined();
    expect(confirmed, subjects.join(" | ")).toBeDefined();
    for (const mail of [received!, confirmed!]) {
      const text = mail.text ?? "";
      expect(text.startsWith("నమస్కారం,\n\n")).toBe(true);
      expect(text).toContain("తేదీ, టైమ్ స్లాట్: ");
      expect(text).toContain("(భారత కాలమానం)");
      expect(text).toContain("సందేహాలు ఉన్నాయా?");
      // The customer's own words stay as typed, labelled in Telugu; the service type, stored in
      // English, is written with the Telugu name the booking form showed.
      expect(text).toContain("కారు: Maruti Suzuki Swift (2020)");
      expect(text).toContain("సర్వీస్: ఇంజిన్ ఆయిల్ మార్పు");
      expect(`${mail.subject}\n${text}`).not.toContain("Engine Oil Change");
      // The date is written in Telugu by Intl (month and weekday names).
      const dateLine = text.split("\n").find((l) => l.startsWith("తేదీ, టైమ్ స్లాట్: "))!;
      expect(dateLine.replace("11:00 AM", "")).toMatch(TELUGU);
      expect(mail.subject).toMatch(new RegExp(`\\(#${id.slice(0, 8)}\\)`));
      // No English sentence of ours is left.
      for (const english of ["Hello,", "Thank you", "Date and slot", "Questions?", "India time"])
        expect(`${mail.subject}\n${text}\n${mail.html}`).not.toContain(english);
      expect(mail.html).toContain('<html lang="te">');
      expect(mail.html).toContain("WhatsAppలో మెసేజ్ చేయండి");
      expect(text).toContain(`/booking/${id}`);
    }
    expect(received!.text).toContain("బుకింగ్ ఎక్కడి వరకు వచ్చింది: [x] బుకింగ్ అందింది");
    expect(received!.html).toContain("Google Calendarలో చేర్చండి");
    expect(received!.attachments.map((a) => a.filename)).toEqual(["booking.ics"]);
    const ics = received!.attachments[0]!.content.toString().replace(/\r\n /g, "");
    expect(ics).toContain(`DESCRIPTION:బుకింగ్ #${id.slice(0, 8)}`);
    expect(ics).toContain("ఇంజిన్ ఆయిల్ మార్పు");
  });

  it("a Telugu customer's WhatsApp messages use the Telugu template (language code te) with Telugu dates, and the Cloud API takes them", async () => {
    const { id, whatsapp } = await bookedAndConfirmed("te");
    expect(whatsapp.map((r) => r.kind).sort()).toEqual(["booking_confirmed", "booking_received"]);
    for (const row of whatsapp) {
      expect(row.status).toBe("sent");
      expect(row.template?.language).toBe("te");
      expect(row.subject).toMatch(TELUGU);
      const request = cloudApi.received.find(
        (r) =>
          (r.body.template as { name: string }).name === row.kind &&
          JSON.stringify(r.body).includes(id.slice(0, 8)),
      );
      expect(request, row.kind).toBeDefined();
      const template = request!.body.template as {
        language: { code: string };
        components: Array<{ parameters: Array<{ text: string }> }>;
      };
      expect(template.language).toEqual({ code: "te" });
      const params = template.components[0]!.parameters.map((p) => p.text);
      expect(params).toHaveLength(6);
      expect(params[0]).toBe("Srinivas Rao");
      expect(params[2]).toBe("ఇంజిన్ ఆయిల్ మార్పు");
      expect(params[4]).toContain("(భారత కాలమానం)");
      expect(params[5]).toContain(`/booking/${id}`);
    }
  });

  it("a Hindi customer's emails are in Hindi", async () => {
    const { mails } = await bookedAndConfirmed("hi");
    const received = mails.find((m) => m.subject?.startsWith("बुकिंग मिल गई: "));
    expect(received, mails.map((m) => m.subject).join(" | ")).toBeDefined();
    expect(received!.text).toMatch(/^नमस्ते,\n\nहमारे साथ बुकिंग करने के लिए धन्यवाद।/);
    expect(received!.text).toContain("(भारतीय समय)");
    expect(received!.html).toContain('<html lang="hi">');
    expect(received!.subject).toMatch(DEVANAGARI);
  });

  it("an English account gets exactly the English messages, and its WhatsApp template names no other language", async () => {
    const { id, mails, whatsapp } = await bookedAndConfirmed("en");
    const received = mails.find((m) => m.subject?.startsWith("Booking received: "))!;
    expect(received.subject).toMatch(
      new RegExp(
        `^Booking received: Engine Oil Change on \\w{3}, \\d{1,2} \\w{3} \\d{4} \\(#${id.slice(0, 8)}\\) \\| `,
      ),
    );
    expect(received.text).toMatch(
      /^Hello,\n\nThank you for booking with us\. We will call you within \d+ minutes to confirm your visit\.\n\nBooking: #/,
    );
    expect(received.text).toContain("Date and slot: ");
    expect(received.text).toContain("(India time)");
    expect(received.text).toContain(
      "Tracker: [x] Booking Received  [ ] Booking Confirmed  [ ] Service in Progress  [ ] Service Completed",
    );
    expect(received.text).toMatch(/\nQuestions\? Call .+ or WhatsApp https:\/\/wa\.me\//);
    expect(received.html).toContain('<html lang="en">');
    expect(received.html).toMatch(
      /Questions\? Call <a [^>]+>[^<]+<\/a> or <a [^>]+>message us on WhatsApp<\/a>\.<br\/>/,
    );
    expect(received.html).toMatch(
      /<a [^>]+>Add to Google Calendar<\/a> \(the attached calendar file works in any calendar app\)/,
    );
    for (const row of whatsapp)
      expect(Object.keys(row.template ?? {}).sort()).toEqual(["name", "params"]);
    expect(
      cloudApi.received.some(
        (r) =>
          JSON.stringify(r.body).includes(id.slice(0, 8)) &&
          (r.body.template as { language: { code: string } }).language.code === "en",
      ),
    ).toBe(true);
  });

  it("the Cloud API stand-in refuses a template in a language the workshop has not registered", async () => {
    await expect(
      sendWhatsApp({
        to: "+919848022338",
        template: { name: "booking_received", params: ["a"], language: "ur" as "te" },
      }),
    ).rejects.toThrow(/132001/);
  });
});
