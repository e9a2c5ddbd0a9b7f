/**
 * The production server's log holds no reset token (README.md#operations: logs hold no tokens;
 * docs/decisions/0013). A customer signs up, asks for a reset link at "Forgot password?", opens
 * the link from the email (the token is in the link's path, `/api/auth/reset-password/<token>`),
 * and everything the server wrote is searched for the token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../scripts/lib/app-server";
import { recipientsOf, startMailSink, type MailSink } from "../support/mail-sink";
import { serversStoppedAfterAll } from "./support";

const start = serversStoppedAfterAll();
let sink: MailSink;

beforeAll(async () => {
  sink = await startMailSink();
});

afterAll(async () => {
  await sink?.close();
});

describe("reset links in the log", () => {
  it("writes no reset token to the log when a customer opens the emailed link", async () => {
    const server = await start({ env: { SMTP_URL: sink.url, LOG_LEVEL: "debug" } });
    const customer = await signUp(server.origin, "Reset Log Check");

    const asked = await fetch(`${server.origin}/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin },
      body: new URLSearchParams({ email: customer.email }),
    });
    expect(asked.status).toBe(200);
    await asked.arrayBuffer();

    const mail = await sink.waitFor(
      (m) => recipientsOf(m).includes(customer.email) && /password/i.test(m.subject ?? ""),
      "reset email",
    );
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"'<>?]+\S*/.exec(mail.text ?? "");
    expect(link, mail.text).not.toBeNull();
    const url = new URL(link![0]);
    const token = url.pathname.split("/").at(-1)!;
    expect(token.length).toBeGreaterThanOrEqual(16);

    // Opening the link leads to the reset form with the token.
    const opened = await fetch(url, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const form = await fetch(new URL(opened.headers.get("location")!, server.origin));
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("password");

    // The request lines of both are written once their responses are sent.
    for (let i = 0; i < 50; i++) {
      const lines = server.logs().map((l) => String(l.msg));
      if (lines.some((m) => m.startsWith("GET /auth/reset-password"))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const requestLines = server.logs().filter((l) => /reset-password/.test(String(l.msg)));
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    expect(server.output()).not.toContain(token);
  });
});
