import { describe, expect, it } from "vitest";
import {
  brandGreeting,
  businessGreeting,
  businessWhatsappHref,
  freeConsultationMessage,
} from "./greetings";

describe("greetings", () => {
  it("greet the business by name and ask for premium car service assistance", () => {
    expect(businessGreeting("Acme Motors")).toBe(
      "Hello Acme Motors! I would like premium car service assistance.",
    );
    expect(brandGreeting("Porsche")).toBe(
      "Hi! I need premium car service assistance for my Porsche.",
    );
    const msg = freeConsultationMessage("Acme Cars");
    expect(msg).toContain("Acme Cars");
    expect(msg).toMatch(/free consultation/i);
  });

  it("link wa.me with the business digits and the encoded greeting", () => {
    const url = new URL(businessWhatsappHref({ name: "Acme & Sons", phone: "+919876543210" }));
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(businessGreeting("Acme & Sons"));
  });
});
