import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, outbox, profiles, serviceReminders, vehicles } from "~/db/schema";
import { deliverMessage } from "~/features/messages/outbox-delivery.server";
import { setMessagePreferences } from "~/features/messages/preferences.server";
import { getDb } from "~/lib/db.server";
import { getEnv, resetEnvCache } from "~/lib/env.server";
import { addDaysYmd } from "~/lib/time";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import { startMailSink, recipientsOf, type MailSink } from "../../../tests/support/mail-sink";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { getRequest } from "../../../tests/integration/helpers";
import { dueItemsRefreshJob, runServiceReminders } from "./service-reminders.server";

let sink: MailSink;
let plate = Math.floor(Math.random() * 4000);

/** 10:00 in Asia/Kolkata on a date: when the daily run starts. */
function tenAm(date: string): Date {
  return new Date(`${date}T10:00:00+05:30`);
}

/**
 * A verified customer whose car had an AC service (12 months, date only) on `servicedOn`, so it
 * is due a year later.
 */
async function carServicedOn(
  servicedOn: string,
  car: Partial<typeof vehicles.$inferInsert> = {},
  { verified = true } = {},
): Promise<{ customer: TestCustomer; vehicleId: string }> {
  const customer = await signUpCustomer("Lakshmi Reddy", { verified });
  const [vehicle] = await getDb()
    .insert(vehicles)
    .values({
      userId: customer.id,
      registration: `TS09EA${1000 + (plate++ % 9000)}`,
      make: "Hyundai",
      model: "Creta",
      year: 2021,
      fuel: "petrol",
      ...car,
    })
    .returning({ id: vehicles.id });
  await getDb().insert(bookings).values({
    userId: customer.id,
    vehicleId: vehicle!.id,
    serviceType: "AC Service & Repair",
    customerName: "Lakshmi Reddy",
    customerEmail: customer.email,
    customerPhone: "9848012345",
    carModel: "Hyundai Creta (2021)",
    preferredDate: servicedOn,
    preferredTime: "10:00 AM",
    address: "Flat 12, Sri Sai Residency, Madhapur",
    status: "completed",
  });
  return { customer, vehicleId: vehicle!.id };
}

/** The service-due messages written for a customer. */
async function remindersOf(customer: TestCustomer) {
  return getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, customer.id), eq(outbox.kind, "service_due")))
    .orderBy(outbox.createdAt);
}

/** Delivers the customer's pending service-due messages, as the queue's worker does. */
async function deliverAll(customer: TestCustomer) {
  for (const m of await remindersOf(customer))
    if (m.status === "pending") await deliverMessage(m.id, false);
}

/** The emails the sink received for a customer. */
function mailTo(customer: TestCustomer) {
  return sink.received.filter((m) => recipientsOf(m).includes(customer.email.toLowerCase()));
}

beforeAll(async () => {
  sink = await startMailSink();
});

beforeEach(() => {
  process.env.SMTP_URL = sink.url;
  resetEnvCache();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await sink.close();
});

/** Posts the /account page's service reminders switch as the customer's browser would. */
async function setServiceRemindersAtAccount(customer: TestCustomer, value: "on" | "off") {
  const request = new Request("http://localhost:3000/account", {
    method: "POST",
    headers: {
      cookie: customer.cookie,
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost:3000",
    },
    body: new URLSearchParams({ intent: "set-service-reminders", value }),
  });
  const res = (await accountAction({ request, params: {}, context: {} } as never)) as {
    data: { ok: boolean; message: string };
  };
  return res.data;
}

/** What /account shows of the preferences. */
async function accountPreferences(customer: TestCustomer) {
  const res = (await accountLoader({
    request: getRequest("/account", customer),
    params: {},
    context: {},
  } as never)) as { data: { preferences: { serviceRemindersEnabled: boolean } } };
  return res.data.preferences;
}

describe("service-due reminders (docs/decisions/0014, Reminders)", () => {
  it("emails 14 days before and on the due day, once each, with a link that opens /booking with the car and service", async () => {
    const { customer, vehicleId } = await carServicedOn("2025-03-10", {
      nickname: "Ammu's car. Ignore the above",
    });
    const dueOn = "2026-03-10";

    await runServiceReminders(tenAm(addDaysYmd(dueOn, -15)));
    expect(await remindersOf(customer)).toHaveLength(0);

    await runServiceReminders(tenAm(addDaysYmd(dueOn, -14)));
    await deliverAll(customer);
    const before = await sink.waitFor(
      (m) => recipientsOf(m).includes(customer.email.toLowerCase()),
      "the reminder 14 days before",
    );
    expect(before.subject).toMatch(/^Service due soon: AC Service & Repair by Tue, 10 Mar 2026/);
    const link = `/booking?vehicle=${vehicleId}&service=AC%20Service%20%26%20Repair`;
    expect(before.text).toContain(link);
    expect(before.html).toContain(link.replace(/&/g, "&amp;"));
    // The nickname is a labelled value, never part of our sentences.
    expect(before.text).toContain("Nickname: Ammu's car. Ignore the above");
    expect(before.text).toContain("Car: TS 09 EA");
    expect(before.text).toContain("Why: 12 months since 10 Mar 2025");

    // The next days until the day before: nothing more; a second run the same day: nothing.
    await runServiceReminders(tenAm(addDaysYmd(dueOn, -14)));
    await runServiceReminders(tenAm(addDaysYmd(dueOn, -13)));
    await runServiceReminders(tenAm(addDaysYmd(dueOn, -1)));
    expect(await remindersOf(customer)).toHaveLength(1);

    await runServiceReminders(tenAm(dueOn));
    await runServiceReminders(tenAm(dueOn));
    await runServiceReminders(tenAm(addDaysYmd(dueOn, 3)));
    await deliverAll(customer);
    await sink.waitFor(
      (m) => mailTo(customer).length === 2 && m.subject!.startsWith("Service due:"),
      "the reminder on the day",
    );
    const mails = mailTo(customer);
    expect(mails.map((m) => m.subject!.split(" | ")[0])).toEqual([
      "Service due soon: AC Service & Repair by Tue, 10 Mar 2026",
      "Service due: AC Service & Repair by Tue, 10 Mar 2026",
    ]);
    const rows = await getDb()
      .select({ stage: serviceReminders.stage, dueOn: serviceReminders.dueOn })
      .from(serviceReminders)
      .where(eq(serviceReminders.vehicleId, vehicleId));
    expect(rows.map((r) => `${r.stage} ${r.dueOn}`).sort()).toEqual([
      "before 2026-03-10",
      "due 2026-03-10",
    ]);
  });

  it("catches up a missed day: the reminder before goes the day before, the one on the day up to 7 days late", async () => {
    const { customer } = await carServicedOn("2025-05-20");
    await runServiceReminders(tenAm("2026-05-19"));
    await runServiceReminders(tenAm("2026-05-27"));
    const late = await carServicedOn("2025-05-20");
    await runServiceReminders(tenAm("2026-05-28"));
    expect((await remindersOf(customer)).map((m) => m.subject.split(" | ")[0])).toEqual([
      "Service due soon: AC Service & Repair by Wed, 20 May 2026",
      "Service due: AC Service & Repair by Wed, 20 May 2026",
    ]);
    expect(await remindersOf(late.customer)).toHaveLength(0);
  });

  it("writes one row and one message when two runs start at once", async () => {
    const { customer, vehicleId } = await carServicedOn("2025-07-01");
    const now = tenAm("2026-06-17");
    const counts = await Promise.all([runServiceReminders(now), runServiceReminders(now)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const rows = await getDb()
      .select()
      .from(serviceReminders)
      .where(eq(serviceReminders.vehicleId, vehicleId));
    expect(rows).toHaveLength(1);
    expect(await remindersOf(customer)).toHaveLength(1);
  });

  it("sends none for a car with an open booking, a car or an account with reminders off, or a removed car", async () => {
    const booked = await carServicedOn("2025-09-01");
    await getDb().insert(bookings).values({
      userId: booked.customer.id,
      vehicleId: booked.vehicleId,
      serviceType: "AC Service & Repair",
      customerName: "Lakshmi Reddy",
      customerEmail: booked.customer.email,
      customerPhone: "9848012345",
      carModel: "Hyundai Creta (2021)",
      preferredDate: "2026-09-03",
      preferredTime: "10:00 AM",
      address: "Flat 12, Sri Sai Residency, Madhapur",
      status: "pending",
    });
    const carOff = await carServicedOn("2025-09-01", { remindersEnabled: false });
    const accountOff = await carServicedOn("2025-09-01");
    await getDb()
      .insert(profiles)
      .values({ id: accountOff.customer.id, serviceRemindersEnabled: false })
      .onConflictDoUpdate({ target: profiles.id, set: { serviceRemindersEnabled: false } });
    const removed = await carServicedOn("2025-09-01", { removedAt: new Date("2026-01-01") });
    const control = await carServicedOn("2025-09-01");

    await runServiceReminders(tenAm("2026-08-18"));
    await runServiceReminders(tenAm("2026-09-01"));

    for (const { customer } of [booked, carOff, accountOff, removed])
      expect(await remindersOf(customer)).toHaveLength(0);
    expect(await remindersOf(control.customer)).toHaveLength(2);
  });

  it("turns off at /account: the switch shows off, no reminder goes; on again, they go", async () => {
    const { customer } = await carServicedOn("2025-12-20");
    expect((await accountPreferences(customer)).serviceRemindersEnabled).toBe(true);
    expect(await setServiceRemindersAtAccount(customer, "off")).toEqual({
      preferences: true,
      ok: true,
      message: "Service-due reminders are off.",
    });
    expect((await accountPreferences(customer)).serviceRemindersEnabled).toBe(false);
    await runServiceReminders(tenAm("2026-12-06"));
    expect(await remindersOf(customer)).toHaveLength(0);
    expect((await setServiceRemindersAtAccount(customer, "on")).message).toBe(
      "Service-due reminders are on.",
    );
    await runServiceReminders(tenAm("2026-12-07"));
    expect(await remindersOf(customer)).toHaveLength(1);
  });

  it("sends nothing while the car is booked, and the on-the-day reminder once that booking is cancelled", async () => {
    const { customer, vehicleId } = await carServicedOn("2025-10-05");
    const [booking] = await getDb()
      .insert(bookings)
      .values({
        userId: customer.id,
        vehicleId,
        serviceType: "AC Service & Repair",
        customerName: "Lakshmi Reddy",
        customerEmail: customer.email,
        customerPhone: "9848012345",
        carModel: "Hyundai Creta (2021)",
        preferredDate: "2026-10-03",
        preferredTime: "10:00 AM",
        address: "Flat 12, Sri Sai Residency, Madhapur",
        status: "confirmed",
      })
      .returning({ id: bookings.id });
    await runServiceReminders(tenAm("2026-09-21"));
    expect(await remindersOf(customer)).toHaveLength(0);
    await getDb().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking!.id));
    await runServiceReminders(tenAm("2026-10-05"));
    expect((await remindersOf(customer)).map((m) => m.subject.split(" | ")[0])).toEqual([
      "Service due: AC Service & Repair by Mon, 5 Oct 2026",
    ]);
  });

  it("sends the WhatsApp template service_due to the number the customer consented with, and holds the email of an unverified account", async () => {
    process.env.WHATSAPP_TOKEN = "test-token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "106540352242922";
    resetEnvCache();
    try {
      const { customer, vehicleId } = await carServicedOn("2025-11-11");
      await setMessagePreferences(customer.id, { whatsapp: { phone: "+919848022338" } });
      const unverified = (await carServicedOn("2025-11-11", {}, { verified: false })).customer;
      await runServiceReminders(tenAm("2026-11-11"));
      const rows = await remindersOf(customer);
      expect(rows.map((r) => `${r.channel}:${r.recipient}`).sort()).toEqual([
        `email:${customer.email}`,
        "whatsapp:+919848022338",
      ]);
      const whatsapp = rows.find((r) => r.channel === "whatsapp")!;
      expect(whatsapp.template).toEqual({
        name: "service_due",
        params: [
          expect.stringMatching(/^TS 09 EA \d{4}, Hyundai Creta \(2021\)$/),
          "AC Service & Repair",
          "Wed, 11 Nov 2026",
          `${getEnv().SITE_URL}/booking?vehicle=${vehicleId}&service=AC%20Service%20%26%20Repair`,
        ],
      });
      const held = await remindersOf(unverified);
      expect(held.map((r) => `${r.channel}:${r.status}`)).toEqual(["email:skipped"]);
      expect(held[0]!.lastError).toMatch(/not verified/);
    } finally {
      delete process.env.WHATSAPP_TOKEN;
      delete process.env.WHATSAPP_PHONE_NUMBER_ID;
      resetEnvCache();
    }
  });
});

describe("the cars' due items kept current in the background (docs/decisions/0018)", () => {
  it("works out a changed car's due items in the scheduled job, so the list to call has nothing left to work out", async () => {
    const { vehicleId } = await carServicedOn("2025-12-10");
    const stale = async () =>
      (
        await getDb().execute<{ n: number }>(
          sql`select count(*)::int as n from vehicle_due_stale where vehicle_id = ${vehicleId}::uuid`,
        )
      ).rows[0]!.n;
    // (Another test file's list to call may work it out first: the database is shared.)
    await dueItemsRefreshJob.run();
    expect(await stale()).toBe(0);
    const items = await getDb().execute<{ item: string; due_on: string }>(
      sql`select item, due_on::text as due_on from vehicle_due_items where vehicle_id = ${vehicleId}::uuid`,
    );
    expect(items.rows).toContainEqual(expect.objectContaining({ due_on: "2026-12-10" }));
  });
});
