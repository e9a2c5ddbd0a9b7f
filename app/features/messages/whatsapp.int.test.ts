import { createServer, type Server } from "node:http";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "~/db/schema";
import { createBooking } from "~/features/booking/bookings.server";
import { getDb } from "~/lib/db.server";
import { resetEnvCache } from "~/lib/env.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { signUpCustomer } from "../../../tests/integration/helpers";
import { deliverMessage } from "./outbox.server";

/** What the local stand-in for the Cloud API received. */
const received: Array<{ path: string; auth: string | undefined; body: Record<string, unknown> }> =
  [];
let server: Server;
let failNext = false;

/**
 * A local HTTP server that checks requests as the WhatsApp Business Cloud API's
 * `POST /{phone-number-id}/messages` would: bearer token, JSON template message.
 */
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ path: req.url ?? "", auth: req.headers.authorization, body });
      const template = body.template as { name?: string; language?: { code?: string } } | undefined;
      const shapeOk =
        req.method === "POST" &&
        body.messaging_product === "whatsapp" &&
        body.type === "template" &&
        /^\d{11,15}$/.test(String(body.to)) &&
        template?.name &&
        template.language?.code;
      if (failNext || !shapeOk) {
        failNext = false;
        res.writeHead(400, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            error: {
              message:
                "(#132000) Number of parameters does not match the expected number of params",
            },
          }),
        );
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: "wamid.TEST" }],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  process.env.WHATSAPP_API_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/v21.0`;
  process.env.WHATSAPP_TOKEN = "test-token";
  process.env.WHATSAPP_PHONE_NUMBER_ID = "106540352242922";
  resetEnvCache();
});

afterAll(async () => {
  delete process.env.WHATSAPP_API_URL;
  delete process.env.WHATSAPP_TOKEN;
  delete process.env.WHATSAPP_PHONE_NUMBER_ID;
  resetEnvCache();
  await new Promise<void>((r) => server.close(() => r()));
});

function values(optIn: "" | "yes") {
  return {
    serviceType: "Engine Oil Change",
    customerName: "Srinivas Rao",
    customerEmail: "srinivas@example.com",
    customerPhone: "98480 22338",
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
    const { booking } = await createBooking(customer.id, values("yes"), { slotCapacity: 50 });
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
    const { booking: without } = await createBooking(other.id, values(""), { slotCapacity: 50 });
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
    const { booking } = await createBooking(customer.id, values("yes"), { slotCapacity: 50 });
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
    failNext = true;
    await expect(deliverMessage(row!.id, false)).rejects.toThrow(/132000/);
    const [after] = await getDb().select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ status: "pending", attempts: 1 });
    expect(after!.lastError).toContain("WhatsApp API 400");
    expect(await deliverMessage(row!.id, false)).toBe("sent");
  });
});
