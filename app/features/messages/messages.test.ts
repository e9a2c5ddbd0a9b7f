import { describe, expect, it } from "vitest";
import {
  kindForStatus,
  messageKindLabels,
  whatsappTemplates,
  customerBookingKinds,
} from "./message-kinds";
import { whatsappRequestBody } from "./transports.server";

describe("which message a status change sends (docs/product.md#lifecycle-messages)", () => {
  it("sends one for confirmed, in progress, completed and cancelled, none for pending", () => {
    expect(
      ["pending", "confirmed", "in_progress", "completed", "cancelled"].map(kindForStatus),
    ).toEqual([
      null,
      "booking_confirmed",
      "booking_in_progress",
      "booking_completed",
      "booking_cancelled",
    ]);
  });
  it("has a label and a WhatsApp template for every customer step", () => {
    for (const kind of customerBookingKinds) {
      expect(messageKindLabels[kind]).toBeTruthy();
      expect(whatsappTemplates[kind]?.params).toHaveLength(6);
    }
  });
});

describe("WhatsApp requests (docs/product.md#lifecycle-whatsapp)", () => {
  it("builds a Cloud API template message", () => {
    expect(
      whatsappRequestBody({
        to: "+919848022338",
        template: { name: "booking_confirmed", params: ["Ravi", "1a2b3c4d"] },
      }),
    ).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919848022338",
      type: "template",
      template: {
        name: "booking_confirmed",
        language: { code: "en" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Ravi" },
              { type: "text", text: "1a2b3c4d" },
            ],
          },
        ],
      },
    });
  });
});
