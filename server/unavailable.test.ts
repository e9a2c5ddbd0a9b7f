import { describe, expect, it } from "vitest";
import { databaseUnavailableResponse, responseKind, unavailablePage } from "./unavailable";

const details = {
  phone: "+91 98765 43210",
  tel: "tel:+919876543210",
  businessName: "Madhapur Premium Car Service",
  requestId: "req-42",
};
const failed = () =>
  new Response("Unexpected Server Error", {
    status: 500,
    headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" },
  });

describe("responseKind", () => {
  it("tells pages, the framework's data requests and JSON clients apart", () => {
    expect(
      responseKind(
        new Request("http://x/booking", { headers: { accept: "text/html,application/xhtml+xml" } }),
      ),
    ).toBe("document");
    expect(
      responseKind(
        new Request("http://x/booking.data?tab=my-bookings", { headers: { accept: "*/*" } }),
      ),
    ).toBe("data");
    expect(
      responseKind(
        new Request("http://x/api/auth/get-session", { headers: { accept: "text/html" } }),
      ),
    ).toBe("json");
    expect(
      responseKind(
        new Request("http://x/booking", {
          method: "POST",
          headers: { accept: "application/json" },
        }),
      ),
    ).toBe("json");
    expect(responseKind(new Request("http://x/booking"))).toBe("json");
  });
});

describe("databaseUnavailableResponse", () => {
  it("gives a browser a 503 page with the message, the phone number and the reference, and no script", async () => {
    const res = await databaseUnavailableResponse(
      new Request("http://x/booking", { headers: { accept: "text/html" } }),
      failed(),
      details,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(
      "Our booking system is temporarily unavailable. Please try again in a few minutes, or call us on +91 98765 43210.",
    );
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain("Reference: req-42");
    expect(html).not.toContain("<script");
  });

  it("gives a JSON client the actions' own shape", async () => {
    const res = await databaseUnavailableResponse(
      new Request("http://x/api/auth/sign-in/email", { method: "POST" }),
      failed(),
      details,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      ok: false,
      message:
        "Our booking system is temporarily unavailable. Please try again in a few minutes, or call us on +91 98765 43210.",
      requestId: "req-42",
    });
  });

  it("keeps the framework's payload for data requests, so the page can show its error state", async () => {
    const res = await databaseUnavailableResponse(
      new Request("http://x/booking.data"),
      failed(),
      details,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("x-remix-response")).toBe("yes");
    expect(await res.text()).toBe("Unexpected Server Error");
  });

  it("sends no body to HEAD requests", async () => {
    const res = await databaseUnavailableResponse(
      new Request("http://x/booking", { method: "HEAD", headers: { accept: "text/html" } }),
      failed(),
      details,
    );
    expect(res.status).toBe(503);
    expect(res.body).toBeNull();
  });

  it("escapes what it puts in the page", () => {
    expect(unavailablePage({ ...details, businessName: "<b>A&B</b>" })).toContain(
      "&lt;b&gt;A&amp;B&lt;/b&gt;",
    );
  });
});
