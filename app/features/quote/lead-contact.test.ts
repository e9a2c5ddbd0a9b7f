import { describe, expect, it } from "vitest";
import { QuoteFormSchema } from "~/features/quote/quote-schema";
import { leadReplyLinks, leadReplyMessage } from "./lead-contact";

describe("replying to a lead", () => {
  const lead = {
    name: "Anil Varma",
    phone: "+919876501234",
    carBrand: "Mercedes-Benz",
    serviceType: "Brake Service",
  };

  it("greets the person by name about their car and service, signed by the workshop", () => {
    expect(leadReplyMessage(lead, "Madhapur Premium Car Service")).toBe(
      "Hello Anil Varma, this is Madhapur Premium Car Service about your quote request for Brake Service on your Mercedes-Benz.",
    );
    expect(leadReplyMessage({ ...lead, carBrand: "Other", serviceType: "Other" }, "X Cars")).toBe(
      "Hello Anil Varma, this is X Cars about your quote request for a service on your car.",
    );
  });

  it("links WhatsApp with the greeting and a phone call, both to the E.164 number", () => {
    const links = leadReplyLinks(lead, "Madhapur Premium Car Service");
    expect(links.call).toBe("tel:+919876501234");
    const url = new URL(links.whatsapp!);
    expect(url.origin + url.pathname).toBe("https://wa.me/919876501234");
    expect(url.searchParams.get("text")).toBe(
      leadReplyMessage(lead, "Madhapur Premium Car Service"),
    );
  });

  it("links the number as the quote form stored it: 098765 43210 is stored and linked as +919876543210", () => {
    const phone = QuoteFormSchema.shape.phone.parse("098765 43210");
    expect(phone).toBe("+919876543210");
    const links = leadReplyLinks({ ...lead, phone }, "X");
    expect(links.call).toBe("tel:+919876543210");
    expect(new URL(links.whatsapp!).pathname).toBe("/919876543210");
  });

  it("offers no link for a stored value that is not E.164 (an old row the migration could not read)", () => {
    expect(leadReplyLinks({ ...lead, phone: "call me" }, "X")).toEqual({
      whatsapp: null,
      call: null,
    });
    expect(leadReplyLinks({ ...lead, phone: "98765 01234" }, "X")).toEqual({
      whatsapp: null,
      call: null,
    });
  });
});
