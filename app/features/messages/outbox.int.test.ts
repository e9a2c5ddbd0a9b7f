import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, contactEmails, outbox } from "~/db/schema";
import { changeBookingStatus } from "~/features/booking/booking-status.server";
import { createBooking } from "~/features/booking/booking-create.server";
import { getDb } from "~/lib/db.server";
import { resetEnvCache } from "~/lib/env.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { signUpAdmin } from "../../../tests/integration/admin-fixtures";
import {
  signUpCustomer,
  usesMailSink,
  type TestCustomer,
} from "../../../tests/integration/helpers";
import { recipientsOf } from "../../../tests/support/mail-sink";
import { startMessaging, stopMessaging } from "./messaging.server";
import { DELIVER_QUEUE } from "./queue.server";
import { deliverMessage, resendMessage } from "./outbox-delivery.server";
import { queueReminders } from "./outbox-sweeps.server";

const smtp = usesMailSink("desk@example.com");
let customer: TestCustomer;
let day = 0;

function values(
  email: string,
  patch: Partial<{ preferredDate: string; preferredTime: string }> = {},
) {
  day += 1;
  return {
    serviceType: "AC Service & Repair",
    customerName: "Lakshmi Reddy",
    customerEmail: email,
    // As the booking form's schema stores it (docs/decisions/0013).
    customerPhone: "+919848012345",
    carBrand: "Hyundai",
    carModel: "Creta",
    carYear: "2021",
    preferredDate: addDaysYmd(todayInKolkata(), 40 + (day % 30)),
    preferredTime: "02:00 PM",
    address: "Flat 12, Sri Sai Residency, opposite Shilparamam, Madhapur",
    specialRequests: "",
    ...patch,
  };
}

/**
 * Marks an address typed on bookings as confirmed by its owner for the customer, as its emailed
 * link does (docs/product.md#lifecycle-messages): the booking emails then go to it.
 */
async function confirmedAddress(email: string) {
  await getDb()
    .insert(contactEmails)
    .values({ userId: customer.id, email, confirmedAt: new Date() })
    .onConflictDoNothing();
  return email;
}

async function messagesOf(bookingId: string) {
  return getDb().select().from(outbox).where(eq(outbox.bookingId, bookingId));
}

async function deliverAll(bookingId: string) {
  for (const m of await messagesOf(bookingId))
    if (m.status === "pending") await deliverMessage(m.id, false);
}

beforeAll(async () => {
  // Booking emails go to a verified account's address (docs/product.md#lifecycle-messages).
  customer = await signUpCustomer("Lakshmi Reddy", { verified: true });
});

describe("messages on every step (docs/product.md#lifecycle-messages)", () => {
  it("queues the received email and the staff alert with the booking, and delivers them over SMTP", async () => {
    const { booking } = await createBooking(customer.id, values(customer.email), {
      slotCapacity: 3,
    });
    const queued = await messagesOf(booking.id);
    expect(queued.map((m) => m.kind).sort()).toEqual(["booking_received", "staff_new_booking"]);
    await deliverAll(booking.id);

    const mail = await smtp.sink.waitFor(
      (m) => recipientsOf(m).includes(customer.email) && /Booking received/.test(m.subject ?? ""),
      "received email",
    );
    const short = booking.id.slice(0, 8);
    expect(mail.subject).toContain(`#${short}`);
    expect(mail.subject).toContain("Madhapur Premium Car Service");
    for (const fact of [
      "AC Service & Repair",
      "Hyundai Creta (2021)",
      "02:00 PM (India time)",
      `/booking/${booking.id}`,
      "Booking Received",
      "+91 98765 43210",
      "https://wa.me/919876543210",
    ]) {
      expect(mail.text).toContain(fact);
    }
    expect(mail.html).toContain("Add to Google Calendar");
    const ics = mail.attachments.find((a) => a.filename === "booking.ics");
    expect(ics).toBeDefined();
    const calendar = ics!.content.toString("utf8");
    // 02:00 PM in Asia/Kolkata is 08:30 UTC; the slot lasts 30 minutes.
    const ymd = booking.preferredDate.replace(/-/g, "");
    expect(calendar).toContain(`DTSTART:${ymd}T083000Z`);
    expect(calendar).toContain(`DTEND:${ymd}T090000Z`);
    expect(calendar.replace(/\r\n /g, "")).toContain(
      "LOCATION:Plot 42\\, Ayyappa Society Main Road\\, Madhapur",
    );

    const alert = await smtp.sink.waitFor(
      (m) => recipientsOf(m).includes("desk@example.com") && (m.subject ?? "").includes(short),
      "staff alert",
    );
    expect(alert.text).toContain("Lakshmi Reddy");
    const rows = await messagesOf(booking.id);
    expect(rows.every((r) => r.status === "sent" && r.sentAt)).toBe(true);
  });

  it("tells the customer of each status change, in the transaction of the change", async () => {
    const admin = await signUpAdmin();
    const { booking } = await createBooking(customer.id, values(customer.email), {
      slotCapacity: 3,
    });
    await changeBookingStatus(admin.id, booking.id, "confirmed");
    await changeBookingStatus(admin.id, booking.id, "in_progress");
    await changeBookingStatus(admin.id, booking.id, "completed");
    await deliverAll(booking.id);
    const kinds = (await messagesOf(booking.id)).map((m) => m.kind).sort();
    // The completed step also asks for a review, with its reminder (docs/product.md#reviews-ask).
    expect(kinds).toEqual([
      "booking_completed",
      "booking_confirmed",
      "booking_in_progress",
      "booking_received",
      "review_reminder",
      "review_request",
      "staff_new_booking",
    ]);
    const confirmed = await smtp.sink.waitFor(
      (m) =>
        recipientsOf(m).includes(customer.email) &&
        /Booking confirmed/.test(m.subject ?? "") &&
        (m.subject ?? "").includes(booking.id.slice(0, 8)),
    );
    expect(confirmed.text).toContain("[x] Booking Confirmed");
    expect(confirmed.attachments).toHaveLength(0);
  });

  it("retries a failing delivery, marks it failed after the last attempt, and sends it again on resend", async () => {
    const typed = await confirmedAddress("bounce-me@example.com");
    const { booking } = await createBooking(customer.id, values(typed), {
      slotCapacity: 3,
    });
    const [message] = (await messagesOf(booking.id)).filter((m) => m.kind === "booking_received");
    await expect(deliverMessage(message!.id, false)).rejects.toThrow();
    let [row] = await getDb().select().from(outbox).where(eq(outbox.id, message!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/mailbox unavailable/);
    expect(await deliverMessage(message!.id, true)).toBe("failed");
    [row] = await getDb().select().from(outbox).where(eq(outbox.id, message!.id));
    expect(row).toMatchObject({ status: "failed", attempts: 2 });

    // The address is corrected on the mail server's side; the admin sends it again.
    await getDb()
      .update(outbox)
      .set({ recipient: "fixed@example.com" })
      .where(eq(outbox.id, message!.id));
    expect(await resendMessage(message!.id)).toBe(true);
    expect(await resendMessage(message!.id)).toBe(false);
    expect(await deliverMessage(message!.id, false)).toBe("sent");
  });

  it("keeps messages as not sent when no mail server is configured", async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    const { booking } = await createBooking(customer.id, values(customer.email), {
      slotCapacity: 3,
    });
    await deliverAll(booking.id);
    const rows = await messagesOf(booking.id);
    expect(
      rows.every(
        (r) => r.status === "not_sent" && r.lastError === "not sent: no mail server configured",
      ),
    ).toBe(true);
  });

  it("delivers through the job queue on its own", async () => {
    // Messages other test files left pending are not this test's to send (their jobs then
    // find nothing to do), so this one's is not queued behind them.
    await getDb()
      .update(outbox)
      .set({ status: "skipped", lastError: "left pending by another test" })
      .where(eq(outbox.status, "pending"));
    await getDb().execute(
      sql`delete from pgboss.job where name = ${DELIVER_QUEUE} and state in ('created', 'retry')`,
    );
    await startMessaging(
      process.env.DATABASE_URL!,
      () => {},
      () => {},
    );
    try {
      const { booking: refused } = await createBooking(
        customer.id,
        values(await confirmedAddress("bounce-queue@example.com")),
        { slotCapacity: 3 },
      );
      const { booking } = await createBooking(customer.id, values(customer.email), {
        slotCapacity: 3,
      });
      await smtp.sink.waitFor(
        (m) =>
          (m.subject ?? "").includes(`#${booking.id.slice(0, 8)}`) &&
          recipientsOf(m).includes(customer.email),
        "queued email",
      );
      // The refused one fails only its own job, which then waits for its retry.
      const [bounced] = (await messagesOf(refused.id)).filter((m) => m.kind === "booking_received");
      const jobState = async () =>
        (
          await getDb().execute<{ state: string }>(
            sql`select state from pgboss.job where name = ${DELIVER_QUEUE} and data->>'messageId' = ${bounced!.id}`,
          )
        ).rows
          .map((j) => j.state)
          .join();
      await expect.poll(jobState, { timeout: 20_000 }).toBe("retry");
      const [row] = await getDb().select().from(outbox).where(eq(outbox.id, bounced!.id));
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row!.lastError).toMatch(/mailbox unavailable/);
    } finally {
      await stopMessaging();
    }
  });
});

describe("reminders (docs/product.md#lifecycle-reminders)", () => {
  it("reminds a confirmed booking of tomorrow once, and skips a reminder made stale by a change", async () => {
    const admin = await signUpAdmin();
    const now = new Date();
    const tomorrow = addDaysYmd(todayInKolkata(now), 1);
    const { booking } = await createBooking(
      customer.id,
      values(customer.email, { preferredDate: tomorrow, preferredTime: "05:30 PM" }),
      { slotCapacity: 50 },
    );
    await changeBookingStatus(admin.id, booking.id, "confirmed");
    expect(await queueReminders(now)).toBeGreaterThanOrEqual(1);
    await queueReminders(now);
    const reminders = (await messagesOf(booking.id)).filter((m) => m.kind === "booking_reminder");
    expect(reminders).toHaveLength(1);

    // The customer cancels after the reminder was written: it is not sent.
    await getDb()
      .update(bookings)
      .set({ status: "cancelled" })
      .where(and(eq(bookings.id, booking.id)));
    expect(await deliverMessage(reminders[0]!.id, false)).toBe("skipped");
  });
});

describe("the workshop hears of new quote requests (docs/product.md#lifecycle-staff)", () => {
  it("queues an email to STAFF_EMAIL with the lead", async () => {
    const { createLead } = await import("~/features/quote/leads.server");
    const lead = await createLead({
      name: "Kiran Goud",
      phone: "9848022338",
      email: "",
      carBrand: "Kia",
      serviceType: "AC Service & Repair",
      message: "AC not cooling",
    });
    const [row] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "staff_new_lead"), eq(outbox.recipient, "desk@example.com")))
      .orderBy(outbox.createdAt);
    expect(row).toBeDefined();
    await deliverMessage(row!.id, false);
    // The sender's words are details, not the subject (docs/product.md#lifecycle-messages).
    const mail = await smtp.sink.waitFor(
      (m) => (m.subject ?? "").startsWith("New quote request") && m.text!.includes(lead.name),
    );
    expect(mail.subject).not.toContain(lead.name);
    expect(mail.text).toContain(`Name: ${lead.name}`);
    expect(mail.text).toContain("AC not cooling");
    expect(mail.text).toContain("9848022338");
  });
});

describe("erasure (DPDP Act 2023, docs/decisions/0005)", () => {
  it("deletes the messages to and about a deleted account", async () => {
    const { deleteAccount } = await import("~/features/account/account.server");
    const leaving = await signUpCustomer("Leaving Customer");
    const { booking } = await createBooking(leaving.id, values(leaving.email), { slotCapacity: 3 });
    expect((await messagesOf(booking.id)).length).toBeGreaterThan(0);
    await deleteAccount(leaving.id);
    expect(await messagesOf(booking.id)).toHaveLength(0);
    expect(await getDb().select().from(outbox).where(eq(outbox.userId, leaving.id))).toHaveLength(
      0,
    );
  });
});

describe("admins resend a failed message (docs/product.md#lifecycle-back-office)", () => {
  it("puts a failed message back in the queue from the back office, and only a failed or unsent one", async () => {
    const adminRoute = await import("~/routes/admin");
    const handleAdminAction = (request: Request) =>
      adminRoute.action({ request, params: {}, context: {} } as never);
    const { adminPost } = await import("../../../tests/integration/admin-fixtures");
    const admin = await signUpAdmin();
    const { booking } = await createBooking(customer.id, values(customer.email), {
      slotCapacity: 3,
    });
    const [message] = (await messagesOf(booking.id)).filter((m) => m.kind === "booking_received");
    await getDb()
      .update(outbox)
      .set({ status: "failed", lastError: "550 mailbox unavailable" })
      .where(eq(outbox.id, message!.id));

    const notAdmin = await handleAdminAction(
      adminPost("/admin", { intent: "resend-message", messageId: message!.id }, customer),
    ).catch((e: Response) => e);
    expect((notAdmin as Response).status).toBe(403);
    const res = await handleAdminAction(
      adminPost("/admin", { intent: "resend-message", messageId: message!.id }, admin),
    );
    expect((res as { init?: { status?: number } }).init?.status ?? 200).toBe(200);
    const [row] = await getDb().select().from(outbox).where(eq(outbox.id, message!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    const again = await handleAdminAction(
      adminPost("/admin", { intent: "resend-message", messageId: message!.id }, admin),
    );
    expect((again as { init?: { status?: number } }).init?.status).toBe(409);
  });
});
