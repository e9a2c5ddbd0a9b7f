import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox, profiles } from "~/db/schema";
import {
  getMessagePreferences,
  setMessagePreferences,
} from "~/features/messages/preferences.server";
import { handleBookingAction } from "~/features/booking/booking-page.server";
import { createBooking } from "~/features/booking/booking-create.server";
import { BookingFormSchema } from "~/features/booking/booking-schema";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { jsonRequest, signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import { usesWhatsAppCloudApi } from "../../../tests/integration/whatsapp-cloud-api";
import { deliverMessage } from "./outbox-delivery.server";

const cloudApi = usesWhatsAppCloudApi();
const received = cloudApi.received;

/** Values as the booking form's schema hands them on: the phone in E.164 (docs/decisions/0013). */
const stored = (typed: ReturnType<typeof values>) => BookingFormSchema.parse(typed);

function values(optIn: "" | "yes", customerPhone = "98480 22338") {
  return {
    serviceType: "Engine Oil Change",
    customerName: "Srinivas Rao",
    customerEmail: "srinivas@example.com",
    customerPhone,
    carBrand: "Toyota",
    carModel: "Innova",
    carYear: "2020",
    preferredDate: addDaysYmd(todayInKolkata(), 60),
    preferredTime: "09:30 AM",
    address: "Plot 7, Kavuri Hills, Madhapur, Hyderabad",
    specialRequests: "",
    whatsappOptIn: optIn,
  };
}

describe("WhatsApp template messages (docs/product.md#lifecycle-whatsapp)", () => {
  it("sends the customer's step as a Cloud API template message only with their consent, and alerts the business number", async () => {
    const customer = await signUpCustomer();
    const { booking } = await createBooking(customer.id, stored(values("yes")), {
      slotCapacity: 50,
    });
    const rows = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.channel, "whatsapp")));
    expect(rows.map((r) => `${r.kind}:${r.recipient}`).sort()).toEqual([
      "booking_received:+919848022338",
      "staff_new_booking:+919876543210",
    ]);
    const customerMessage = rows.find((r) => r.kind === "booking_received")!;
    expect(await deliverMessage(customerMessage.id, false)).toBe("sent");
    const request = received.at(-1)!;
    expect(request.path).toBe("/v21.0/106540352242922/messages");
    expect(request.auth).toBe("Bearer test-token");
    expect(request.body).toMatchObject({
      messaging_product: "whatsapp",
      to: "919848022338",
      type: "template",
      template: { name: "booking_received", language: { code: "en" } },
    });
    const params = (
      request.body.template as {
        components: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
      }
    ).components[0]!;
    expect(params.type).toBe("body");
    expect(params.parameters.map((p) => p.text)).toEqual([
      "Srinivas Rao",
      booking.id.slice(0, 8),
      "Engine Oil Change",
      "Toyota Innova (2020)",
      expect.stringContaining("09:30 AM"),
      expect.stringContaining(`/booking/${booking.id}`),
    ]);

    const other = await signUpCustomer();
    const { booking: without } = await createBooking(other.id, stored(values("")), {
      slotCapacity: 50,
    });
    const kinds = (
      await getDb()
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, without.id), eq(outbox.channel, "whatsapp")))
    ).map((r) => r.kind);
    expect(kinds).toEqual(["staff_new_booking"]);
  });

  it("keeps the API's reason when it refuses, and retries", async () => {
    const customer = await signUpCustomer();
    const { booking } = await createBooking(customer.id, stored(values("yes")), {
      slotCapacity: 50,
    });
    const [row] = await getDb()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.bookingId, booking.id),
          eq(outbox.kind, "booking_received"),
          eq(outbox.channel, "whatsapp"),
        ),
      );
    cloudApi.refuseNext();
    await expect(deliverMessage(row!.id, false)).rejects.toThrow(/132000/);
    const [after] = await getDb().select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ status: "pending", attempts: 1 });
    expect(after!.lastError).toContain("WhatsApp API 400");
    expect(await deliverMessage(row!.id, false)).toBe("sent");
  });
});

/** The customer's WhatsApp messages of a booking, as "kind:recipient". */
async function customerWhatsApp(bookingId: string): Promise<string[]> {
  const rows = await getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.channel, "whatsapp")));
  return rows
    .filter((r) => !r.kind.startsWith("staff_"))
    .map((r) => `${r.kind}:${r.recipient}`)
    .sort();
}

let formBookings = 0;

/**
 * Books through the booking form's JSON path as `customer`, then marks the booking done, so
 * that however many a test makes, the account never holds more than one open booking.
 * @returns the new booking's id
 */
async function bookThroughForm(customer: TestCustomer, phone: string, optIn: "" | "yes") {
  formBookings += 1;
  const res = await handleBookingAction(
    jsonRequest(
      "/booking",
      {
        ...values(optIn, phone),
        customerName: customer.name,
        preferredDate: addDaysYmd(todayInKolkata(), 20 + formBookings),
      },
      customer,
    ),
  );
  expect(res.init?.status ?? 200, JSON.stringify(res.data)).toBe(200);
  const id = (res.data as { booking: { id: string } }).booking.id;
  await getDb().update(bookings).set({ status: "completed" }).where(eq(bookings.id, id));
  return id;
}

describe("one phone conversion (docs/decisions/0013)", () => {
  it("a booking typed as 098765 43210 with consent reaches the Cloud API as 919876543210", async () => {
    const customer = await signUpCustomer("Lakshmi Devi");
    const id = await bookThroughForm(customer, "098765 43210", "yes");
    expect(await customerWhatsApp(id)).toEqual(["booking_received:+919876543210"]);
    const [row] = await getDb()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.bookingId, id),
          eq(outbox.kind, "booking_received"),
          eq(outbox.channel, "whatsapp"),
        ),
      );
    expect(await deliverMessage(row!.id, false)).toBe("sent");
    expect(received.at(-1)!.body).toMatchObject({ to: "919876543210" });
  });
});

describe("WhatsApp consent belongs to the number it was given for (docs/decisions/0013)", () => {
  it("sends only to the consented number, never to a phone typed on a later booking", async () => {
    const customer = await signUpCustomer("Oliver Grant");
    const first = await bookThroughForm(customer, "+44 7911 123456", "yes");
    expect(await customerWhatsApp(first)).toEqual(["booking_received:+447911123456"]);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, customer.id));
    expect(profile!.whatsappConsentPhone).toBe("+447911123456");
    const consentAt = profile!.whatsappConsentAt!;
    expect((await getMessagePreferences(customer.id)).whatsappConsentPhone).toBe("+447911123456");

    // A later booking with another phone and the box left unticked: no WhatsApp at all.
    const other = await bookThroughForm(customer, "98480 22338", "");
    expect(await customerWhatsApp(other)).toEqual([]);
    // The consented number, typed differently, still gets its messages; the consent keeps its time.
    const same = await bookThroughForm(customer, "+447911123456", "");
    expect(await customerWhatsApp(same)).toEqual(["booking_received:+447911123456"]);

    // Ticking the box with a new number moves the consent to it, with a new time.
    const moved = await bookThroughForm(customer, "98480 22338", "yes");
    expect(await customerWhatsApp(moved)).toEqual(["booking_received:+919848022338"]);
    const [after] = await getDb().select().from(profiles).where(eq(profiles.id, customer.id));
    expect(after!.whatsappConsentPhone).toBe("+919848022338");
    expect(after!.whatsappConsentAt!.getTime()).toBeGreaterThan(consentAt.getTime());
    const old = await bookThroughForm(customer, "+44 7911 123456", "");
    expect(await customerWhatsApp(old)).toEqual([]);

    // Withdrawn at /account: nothing, whatever the number.
    await setMessagePreferences(customer.id, { whatsapp: false });
    expect(await customerWhatsApp(await bookThroughForm(customer, "98480 22338", ""))).toEqual([]);
    const [withdrawn] = await getDb().select().from(profiles).where(eq(profiles.id, customer.id));
    expect(withdrawn).toMatchObject({ whatsappConsentAt: null, whatsappConsentPhone: null });
  });

  it("treats a consent stored without its number (given before numbers were kept) as no consent", async () => {
    const customer = await signUpCustomer("Early Customer");
    const legacy = await getDb()
      .update(profiles)
      .set({ whatsappConsentAt: new Date("2026-01-10T05:00:00Z"), whatsappConsentPhone: null })
      .where(eq(profiles.id, customer.id))
      .returning();
    expect(legacy).toHaveLength(1);
    const id = await bookThroughForm(customer, "98480 22338", "");
    expect(await customerWhatsApp(id)).toEqual([]);
    expect(await getMessagePreferences(customer.id)).toMatchObject({
      whatsappConsentAt: null,
      whatsappConsentPhone: null,
    });
    // Ticking the box again gives a consent for that number.
    const again = await bookThroughForm(customer, "98480 22338", "yes");
    expect(await customerWhatsApp(again)).toEqual(["booking_received:+919848022338"]);
  });
});
