import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSubmission, unexpectedFieldMessage } from "./submission.server";

const Form = z.strictObject({ name: z.string().min(2, "Too short"), city: z.string() });
const Intents = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("rename"), name: z.string() }),
  z.strictObject({ intent: z.literal("remove") }),
]);

const post = (body: string) =>
  new Request("http://localhost/form", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

describe("parseSubmission (docs/decisions/0005: only the form's fields)", () => {
  it("refuses a field the form does not have, naming it, and shows only the form's fields again", async () => {
    const got = await parseSubmission(
      post(JSON.stringify({ name: "Ravi", user_id: "someone-else", city: "Hyderabad" })),
      Form,
    );
    expect(got).toMatchObject({ ok: false, status: 400, fieldErrors: {} });
    expect(got.ok || got.message).toBe(unexpectedFieldMessage("user_id"));
    expect(got.values).toEqual({ name: "Ravi", city: "Hyderabad" });
  });

  it("refuses a __proto__ key before any field's own error", async () => {
    const got = await parseSubmission(post('{"__proto__":{"isAdmin":true},"name":"R"}'), Form);
    expect(got.ok || got.message).toBe(unexpectedFieldMessage("__proto__"));
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("takes the caller's extra fields, keeps them in the body and out of the data", async () => {
    const got = await parseSubmission(
      post(JSON.stringify({ name: "Ravi", city: "Pune", idempotencyKey: "k-1" })),
      Form,
      { extraFields: ["idempotencyKey"], maxLengths: { name: 2, city: 10 } },
    );
    expect(got).toMatchObject({
      ok: true,
      data: { name: "Ravi", city: "Pune" },
      values: { name: "Ra", city: "Pune" },
      fields: { idempotencyKey: "k-1" },
    });
    expect(got.ok && got.data).not.toHaveProperty("idempotencyKey");
  });

  it("gives field errors, and an empty string for each bounded field not sent", async () => {
    const got = await parseSubmission(post(JSON.stringify({ name: "R" })), Form, {
      maxLengths: { name: 50, city: 50 },
    });
    expect(got).toMatchObject({
      ok: false,
      fieldErrors: { name: "Too short" },
      values: { name: "R", city: "" },
    });
  });

  it("holds each intent of a union to its own fields", async () => {
    const removed = await parseSubmission(post(JSON.stringify({ intent: "remove" })), Intents);
    expect(removed).toMatchObject({ ok: true, data: { intent: "remove" } });
    const smuggled = await parseSubmission(
      post(JSON.stringify({ intent: "remove", name: "Ravi" })),
      Intents,
    );
    expect(smuggled.ok || smuggled.message).toBe(unexpectedFieldMessage("name"));
  });
});
