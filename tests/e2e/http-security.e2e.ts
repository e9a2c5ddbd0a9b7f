import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";
import { signUp } from "../../scripts/lib/app-server";

// The production server of the end-to-end run, over plain HTTP on loopback.
const base = inject("baseURL");

/** Signs a new customer up through the auth API and returns the session cookie. */
async function customerCookie(): Promise<string> {
  return (await signUp(base, "Security Check")).cookie;
}

function cspOf(res: Response): Record<string, string> {
  const header = res.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.split(/\s+/).slice(1).join(" ")]),
  );
}

describe("security headers (docs/product.md#security)", () => {
  it("sends a Content Security Policy, nosniff and a referrer policy on static pages, assets and errors", async () => {
    for (const path of ["/", "/service/bmw-service", "/robots.txt", "/no-such-page"]) {
      const res = await fetch(`${base}${path}`);
      const csp = cspOf(res);
      expect(csp["frame-ancestors"], path).toBe("'none'");
      expect(csp["script-src"], path).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
      expect(csp["object-src"], path).toBe("'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      // Plain HTTP: no HSTS (it is sent only when SITE_URL is https).
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("gives every inline script of a page this response's nonce, a new one each time", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      // /booking carries the slot list's inline script (docs/decisions/0011).
      const res = await fetch(`${base}/booking`);
      const nonce = /'nonce-([^']+)'/.exec(cspOf(res)["script-src"] ?? "")?.[1];
      expect(nonce).toBeTruthy();
      const html = await res.text();
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g),
      ];
      expect(inline.length).toBeGreaterThan(0);
      for (const m of inline) expect(m[1]).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("marks signed-in pages no-store", async () => {
    const cookie = await customerCookie();
    const res = await fetch(`${base}/booking`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});

describe("cross-site and oversized requests (docs/product.md#security)", () => {
  const evil = "https://evil.example";

  it("refuses a mutating request from another site with 403, on pages and on the auth API", async () => {
    const cases: Array<[string, RequestInit]> = [
      [
        "/contact",
        {
          body: new URLSearchParams({
            name: "Mallory",
            phone: "9876543210",
            carBrand: "BMW",
            serviceType: "AC Repair",
          }),
        },
      ],
      ["/booking", { body: new URLSearchParams({ customerName: "Mallory" }) }],
      [
        "/auth",
        {
          body: new URLSearchParams({
            intent: "signIn",
            email: "a@example.com",
            password: "whatever-123",
          }),
        },
      ],
      [
        "/api/auth/sign-up/email",
        {
          body: JSON.stringify({
            name: "Mallory",
            email: "m@example.com",
            password: "mallory-password-1",
          }),
          headers: { "Content-Type": "application/json" },
        },
      ],
      ["/auth/sign-out", { body: "" }],
    ];
    for (const [path, init] of cases) {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        ...init,
        headers: { ...(init.headers as Record<string, string>), Origin: evil },
      });
      expect(res.status, path).toBe(403);
    }
    const crossSite = await fetch(`${base}/contact`, {
      method: "POST",
      body: new URLSearchParams({ name: "x" }),
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(70 * 1024)}`,
    });
    expect(res.status).toBe(413);
  });
});

describe("what people send is shown as text (docs/product.md#security)", () => {
  it("shows HTML in a booking's fields as text on the customer's booking page", async () => {
    const cookie = await customerCookie();
    const payload = '<img src=x onerror="document.title=1">';
    const day = new Date(Date.now() + 50 * 864e5).toISOString().slice(0, 10);
    const res = await fetch(`${base}/booking.data`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({
        serviceType: "Electrical Diagnostics",
        customerName: "<b>Bold</b> Name",
        customerEmail: "html@example.com",
        customerPhone: "9876511111",
        carBrand: "Kia",
        carModel: "Seltos",
        carYear: "2022",
        preferredDate: day,
        preferredTime: "09:00 AM",
        address: "Road No 36, Jubilee Hills, Hyderabad",
        specialRequests: payload,
      }),
    });
    expect(res.status).toBe(200);
    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(
      await res.text(),
    )?.[0];
    const html = await (await fetch(`${base}/booking/${id}`, { headers: { cookie } })).text();
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).not.toContain(payload);
    expect(html).toContain("&lt;b&gt;Bold&lt;/b&gt; Name");
  });
});

describe("a client's mistakes are answered 4xx, never 500 (docs/decisions/0007)", () => {
  it("answers a malformed path with 400", async () => {
    const res = await fetch(`${base}/%`);
    expect(res.status).toBe(400);
  });

  it("answers TRACE and other methods the site does not serve with 405, naming the ones it does", async () => {
    // (Methods Node does not know at all, such as TRACK, are refused by its parser with 400.)
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const answer = await new Promise<{ status: number; allow: string; body: string }>(
        (resolve, reject) => {
          const req = request(`${base}/`, { method }, (res) => {
            let body = "";
            res.on("data", (chunk) => (body += chunk));
            res.on("end", () =>
              resolve({ status: res.statusCode!, allow: String(res.headers.allow), body }),
            );
          });
          req.on("error", reject);
          req.end();
        },
      );
      expect(answer.status, method).toBe(405);
      expect(answer.allow, method).toContain("GET");
      expect(answer.body, method).not.toMatch(/\bat \S+ \(/);
    }
  });

  it("answers CR/LF or U+2028 in a booking's estimate address with 404, signed in or not", async () => {
    const cookie = await customerCookie();
    for (const id of ["%0D%0A", "%0D%0ASet-Cookie:%20x=1", "%E2%80%A8", "x%0Ay"]) {
      for (const headers of [{}, { cookie }] as Array<Record<string, string>>) {
        const res = await fetch(`${base}/booking/${id}/estimate`, { headers, redirect: "manual" });
        await res.arrayBuffer();
        expect(res.status, id).toBe(404);
        expect(res.headers.get("set-cookie") ?? "", id).not.toContain("x=1");
      }
      const decision = await fetch(`${base}/booking/${id}/estimate`, {
        method: "POST",
        headers: { cookie, Origin: base, "Content-Type": "application/json" },
        body: JSON.stringify({
          intent: "decide",
          estimateId: crypto.randomUUID(),
          decisions: { [crypto.randomUUID()]: "approved" },
        }),
      });
      await decision.arrayBuffer();
      expect(decision.status, `POST ${id}`).toBe(404);
    }
  });

  it("answers a booking id that is not a UUID with 404, for a signed-in customer", async () => {
    const cookie = await customerCookie();
    const res = await fetch(`${base}/booking/${"-".repeat(36)}`, { headers: { cookie } });
    expect(res.status).toBe(404);
  });

  it("refuses a broken JSON body and a file field on the site's forms with 400", async () => {
    const json = await fetch(`${base}/auth`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/json" },
      body: '{"intent": "signIn", "email": ',
    });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.set("name", "Anil Varma");
    form.set("phone", "9876543210");
    form.set("carBrand", "BMW");
    form.set("serviceType", "AC Repair");
    form.set("attachment", new Blob(["hello"], { type: "text/plain" }), "note.txt");
    const file = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { Origin: base },
      body: form,
    });
    expect(file.status).toBe(400);
  });

  it("keeps the password check off HTTP and the session list out of caches", async () => {
    const cookie = await customerCookie();
    const verify = await fetch(`${base}/api/auth/verify-password`, {
      method: "POST",
      headers: { cookie, Origin: base, "Content-Type": "application/json" },
      body: JSON.stringify({ password: "a-long-and-unusual-passphrase-42" }),
    });
    expect(verify.status).toBe(404);
    const sessions = await fetch(`${base}/api/auth/list-sessions`, { headers: { cookie } });
    expect(sessions.status).toBe(200);
    expect(sessions.headers.get("cache-control")).toContain("no-store");
  });
});
