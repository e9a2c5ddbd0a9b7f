import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { leads } from "~/db/schema";
import { closeDb, getDb } from "~/lib/db.server";
import { resetEnvCache } from "~/lib/env.server";
import { jsonRequest } from "../../../tests/integration/helpers";
import { expectConsoleError } from "../../../tests/support/console-error";
import { listLeads } from "./leads.server";
import { handleQuoteAction } from "./quote-page.server";
import { QUOTE_FAILED_MESSAGE } from "./quote-schema";

function quoteBody(patch: Record<string, unknown> = {}) {
  return {
    name: `Anil Varma ${randomUUID().slice(0, 6)}`,
    phone: "9876501234",
    email: "anil@example.com",
    carBrand: "Mercedes-Benz",
    serviceType: "Brake Service",
    message: "Brakes squeal when cold",
    ...patch,
  };
}

async function act(request: Request) {
  const response = await handleQuoteAction(request);
  return { status: response.init?.status ?? 200, data: response.data };
}

async function countLeads() {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(leads);
  return row!.n;
}

async function leadsNamed(name: string) {
  return getDb().select().from(leads).where(eq(leads.name, name));
}

describe("quote requests from /contact", () => {
  it("stores a valid quote as one lead with status new and source contact_form", async () => {
    const body = quoteBody();
    const { status, data } = await act(jsonRequest("/contact", body));
    expect(status).toBe(200);
    expect(data).toEqual({
      ok: true,
      sent: {
        name: body.name,
        carBrand: body.carBrand,
        serviceType: body.serviceType,
        message: body.message,
      },
    });
    const rows = await leadsNamed(body.name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      // Stored in E.164, converted once by the form (docs/decisions/0013).
      phone: "+919876501234",
      email: "anil@example.com",
      carBrand: "Mercedes-Benz",
      serviceType: "Brake Service",
      message: "Brakes squeal when cold",
      status: "new",
      source: "contact_form",
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("accepts form data too, storing an empty email and message as null", async () => {
    const name = `Sunita Rao ${randomUUID().slice(0, 6)}`;
    const form = new URLSearchParams({
      name,
      phone: "+91 98765 43210",
      email: "",
      carBrand: "Other",
      serviceType: "Other",
      message: "",
    });
    const request = new Request("http://localhost:3000/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect((await act(request)).status).toBe(200);
    const [row] = await leadsNamed(name);
    expect(row).toMatchObject({
      phone: "+919876543210",
      email: null,
      message: null,
      status: "new",
    });
  });

  it("refuses status, source and id sent by the browser, storing nothing", async () => {
    for (const extra of [
      { status: "closed" },
      { source: "admin" },
      { id: randomUUID() },
      { createdAt: "2001-01-01T00:00:00Z" },
    ]) {
      const body = quoteBody(extra);
      const { status } = await act(jsonRequest("/contact", body));
      expect(status).toBe(400);
      expect(await leadsNamed(body.name)).toEqual([]);
    }
  });

  it("stores Telugu, Hindi and emoji text unchanged", async () => {
    const name = `రవి కుమార్ ${randomUUID().slice(0, 4)}`;
    const message = "నా కారు AC పని చేయడం లేదు. कृपया जल्दी कॉल करें 🚗🙏🏽";
    expect((await act(jsonRequest("/contact", quoteBody({ name, message })))).status).toBe(200);
    const [row] = await leadsNamed(name);
    expect(row).toMatchObject({ name, message });
  });

  it.each([
    ["a missing name", { name: undefined }, "name", "Please enter your name"],
    ["a bad phone", { phone: "12345" }, "phone", "Please enter a valid phone number"],
    [
      "a phone of letters",
      { phone: "call me please" },
      "phone",
      "Please enter a valid phone number",
    ],
    ["an unknown brand", { carBrand: "Ferrari" }, "carBrand", "Please select your car brand"],
    [
      "an unknown service",
      { serviceType: "Teleportation" },
      "serviceType",
      "Please select a service",
    ],
    ["a bad email", { email: "anil@" }, "email", "Please enter a valid email address"],
    [
      "an oversized message",
      { message: "x".repeat(2001) },
      "message",
      "Additional details must be at most 2000 characters",
    ],
    ["a control character", { name: "Anil\u0000" }, "name", "Please remove unsupported characters"],
    ["a wrong type", { phone: 9876501234 }, "phone", "Please enter a valid phone number"],
  ])(
    "answers 400 with the field's message for %s, storing nothing",
    async (_label, patch, field, message) => {
      const before = await countLeads();
      const { status, data } = await act(jsonRequest("/contact", quoteBody(patch)));
      expect(status).toBe(400);
      expect(data).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
      expect(await countLeads()).toBe(before);
    },
  );

  it.each([
    ["a body that is not JSON", "application/json", "{oops"],
    ["a JSON array", "application/json", JSON.stringify([quoteBody()])],
    ["JSON null", "application/json", "null"],
    ["an empty body", "application/json", ""],
    ["a body of unknown type", "text/plain", "name=Anil"],
  ])("answers 400, not 500, to %s, storing nothing", async (_label, contentType, body) => {
    const before = await countLeads();
    const request = new Request("http://localhost:3000/contact", {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });
    const { status, data } = await act(request);
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false });
    expect(await countLeads()).toBe(before);
  });
});

describe("when the database is down", () => {
  const url = process.env.DATABASE_URL;
  afterEach(async () => {
    await closeDb();
    process.env.DATABASE_URL = url;
    resetEnvCache();
  });

  it("answers 503 with a clear message and stores nothing", async () => {
    expectConsoleError(/^Lead could not be stored: ECONNREFUSED/);
    const before = await countLeads();
    const body = quoteBody();
    await closeDb();
    // Nothing listens on port 1: every query fails to connect.
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/none";
    resetEnvCache();
    const { status, data } = await act(jsonRequest("/contact", body));
    expect(status).toBe(503);
    // The answer carries what was typed, so the form shows it again.
    expect(data).toMatchObject({
      ok: false,
      message: QUOTE_FAILED_MESSAGE,
      values: { name: body.name, phone: body.phone },
    });

    await closeDb();
    process.env.DATABASE_URL = url;
    resetEnvCache();
    expect(await countLeads()).toBe(before);
    expect(await leadsNamed(body.name)).toEqual([]);
  });
});

describe("listLeads", () => {
  it("lists leads newest first, a page at a time", async () => {
    const names = [1, 2, 3].map((i) => `Order Check ${i} ${randomUUID().slice(0, 6)}`);
    for (const name of names)
      expect((await act(jsonRequest("/contact", quoteBody({ name })))).status).toBe(200);
    const firstTwo = await listLeads({ limit: 2 });
    expect(firstTwo.map((l) => l.name)).toEqual([names[2], names[1]]);
    const next = await listLeads({ limit: 1, offset: 2 });
    expect(next.map((l) => l.name)).toEqual([names[0]]);
    const all = await listLeads();
    expect(all.length).toBe(Math.min(await countLeads(), 50));
  });
});
