import { and, desc, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appRateLimits, outbox, rateLimit, session, user, verification } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { getDb } from "~/lib/db.server";
import { ACCOUNT_EMAILS_PER_HOUR } from "~/lib/rate-limit.server";
import { randomClientIp, signUpCustomer } from "../../../tests/integration/helpers";
import { handleForgotPassword, handleResetPassword } from "./password-reset-page.server";
import { RESET_LINK_SENT_TEXT } from "./password-reset-schema";

function formRequest(path: string, fields: Record<string, string>, ip = randomClientIp()) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost:3000",
      [CLIENT_IP_HEADER]: ip,
    },
    body: new URLSearchParams(fields),
  });
}

/** Submits the reset form with the link's token; the handler's answer (a redirect or data). */
function resetPassword(token: string, password: string, confirmPassword = password) {
  return handleResetPassword(
    formRequest("/auth/reset-password", { token, password, confirmPassword }),
  );
}

async function latestMessage(userId: string, kind: string) {
  const [row] = await getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}

/** Follows an emailed link through better-auth, as the browser would, and returns where it redirects. */
async function follow(link: string): Promise<URL> {
  const res = await getAuth().handler(new Request(link, { redirect: "manual" }));
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!, "http://localhost:3000");
}

describe("forgot password (docs/product.md#lifecycle-accounts)", () => {
  it("emails a one-hour single-use link through the outbox; the reset ends every session", async () => {
    const customer = await signUpCustomer("Anitha Rao");
    const res = await handleForgotPassword(
      formRequest("/auth/forgot-password", { email: customer.email }),
    );
    expect(res.data).toEqual({ ok: true, message: RESET_LINK_SENT_TEXT });
    const message = await latestMessage(customer.id, "password_reset");
    expect(message).toMatchObject({
      channel: "email",
      recipient: customer.email,
      status: "pending",
    });
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(message!.text)![0];
    const landing = await follow(link);
    expect(landing.pathname).toBe("/auth/reset-password");
    const token = landing.searchParams.get("token")!;

    const mismatch = (await resetPassword(token, "a-brand-new-secret-42", "something else")) as {
      data: unknown;
    };
    expect(mismatch.data).toMatchObject({ ok: false, field: "confirmPassword" });

    const done = (await resetPassword(token, "a-brand-new-secret-42")) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/auth?reset=1");
    expect(
      await getDb().select().from(session).where(eq(session.userId, customer.id)),
    ).toHaveLength(0);
    await expect(
      getAuth().api.signInEmail({
        body: { email: customer.email, password: "a-brand-new-secret-42" },
      }),
    ).resolves.toBeTruthy();

    // Single use: the same link again is refused with a clear message, and so is the landing.
    const again = (await resetPassword(token, "another-new-secret-43")) as { data: unknown };
    expect(again.data).toMatchObject({ ok: false, invalidLink: true });
    expect((await follow(link)).searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  it("says the same for an email with no account, and sends nothing", async () => {
    const res = await handleForgotPassword(
      formRequest("/auth/forgot-password", { email: "nobody-here@example.com" }),
    );
    expect(res.data).toEqual({ ok: true, message: RESET_LINK_SENT_TEXT });
    expect(
      await getDb().select().from(outbox).where(eq(outbox.recipient, "nobody-here@example.com")),
    ).toHaveLength(0);
  });

  it("limits the emails one client may ask for", async () => {
    const customer = await signUpCustomer();
    const ip = randomClientIp();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await handleForgotPassword(
          formRequest("/auth/forgot-password", { email: customer.email }, ip),
        ),
      );
    const statuses = answers.map((a) => a.init?.status ?? 200);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    expect(answers[5]!.data.message).toMatch(
      /^Too many emails asked for\. Please try again in \d+ minutes?\.$/,
    );
  });

  it("refuses a malformed email at the field", async () => {
    const res = await handleForgotPassword(
      formRequest("/auth/forgot-password", { email: "not an email" }),
    );
    expect(res.init?.status).toBe(400);
    expect(res.data).toMatchObject({ ok: false, field: "email" });
  });
});

describe("email verification (docs/product.md#lifecycle-accounts)", () => {
  it("sends a verification email at sign-up; its link verifies the account and lands on /auth/verified", async () => {
    const customer = await signUpCustomer();
    const message = await latestMessage(customer.id, "email_verification");
    expect(message).toBeDefined();
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(message!.text)![0];
    const landing = await follow(link);
    expect(landing.pathname).toBe("/auth/verified");
    expect(landing.searchParams.get("error")).toBeNull();
    const [row] = await getDb()
      .select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.id, customer.id));
    expect(row!.verified).toBe(true);
    const broken = await follow(link.replace(/token=[^&]+/, "token=not-a-real-token"));
    expect(broken.pathname).toBe("/auth/verified");
    expect(broken.searchParams.get("error")).toBeTruthy();
  });
});

/** A request to the auth API as any client could send it: JSON, same-site, a fresh client IP. */
function apiRequest(path: string, body: unknown, ip = randomClientIp(), cookie?: string) {
  const headers = new Headers({
    "content-type": "application/json",
    origin: "http://localhost:3000",
    [CLIENT_IP_HEADER]: ip,
  });
  if (cookie) headers.set("cookie", cookie);
  return getAuth().handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

/** Every reset and verification email queued for the account. */
async function accountEmails(userId: string) {
  return getDb()
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.userId, userId),
        inArray(outbox.kind, ["password_reset", "email_verification"]),
      ),
    );
}

/** The address's hour is over: its count of emails starts again (the window's end, moved to now). */
async function endAddressHour(email: string) {
  await getDb()
    .update(appRateLimits)
    .set({ expire: Date.now() - 1 })
    .where(like(appRateLimits.key, `%${email.toLowerCase()}`));
}

describe("emails on request: at most ACCOUNT_EMAILS_PER_HOUR an hour to one address, on every path (docs/decisions/0013)", () => {
  it("the auth API's reset and verification requests from many IPs send at most 5 emails an hour to one address, and answer the rest exactly as when sent", async () => {
    const victim = await signUpCustomer(); // the sign-up's verification email is the first
    const answers: { status: number; body: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const reset = await apiRequest("/request-password-reset", {
        email: victim.email,
        redirectTo: "http://localhost:3000/auth/reset-password",
      });
      const verify = await apiRequest("/send-verification-email", {
        email: victim.email,
        callbackURL: "http://localhost:3000/auth/verified",
      });
      answers.push({ status: reset.status, body: await reset.text() });
      answers.push({ status: verify.status, body: await verify.text() });
    }
    const emails = await accountEmails(victim.id);
    expect(emails).toHaveLength(ACCOUNT_EMAILS_PER_HOUR);
    // A reset link that was not sent is not kept either.
    const links = await getDb()
      .select()
      .from(verification)
      .where(
        and(eq(verification.value, victim.id), like(verification.identifier, "reset-password:%")),
      );
    expect(links).toHaveLength(emails.filter((e) => e.kind === "password_reset").length);
    // The requests past the limit are answered as the first of their kind, so nothing tells them apart.
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.filter((_, i) => i % 2 === 0).map((a) => a.body)).size).toBe(1);
    expect(new Set(answers.filter((_, i) => i % 2 === 1).map((a) => a.body)).size).toBe(1);
  });

  it("an attacker's requests from other IPs do not lock the owner out of the form: it answers as when sent, and the link comes once the address's hour is over", async () => {
    const victim = await signUpCustomer();
    for (let i = 0; i < 6; i++)
      await handleForgotPassword(formRequest("/auth/forgot-password", { email: victim.email }));
    const sent = (await accountEmails(victim.id)).length;
    expect(sent).toBe(ACCOUNT_EMAILS_PER_HOUR);

    const own = await handleForgotPassword(
      formRequest("/auth/forgot-password", { email: victim.email }),
    );
    expect(own.init?.status ?? 200).toBe(200);
    expect(own.data).toEqual({ ok: true, message: RESET_LINK_SENT_TEXT });
    expect(await accountEmails(victim.id)).toHaveLength(sent);

    await endAddressHour(victim.email);
    await handleForgotPassword(formRequest("/auth/forgot-password", { email: victim.email }));
    expect(await accountEmails(victim.id)).toHaveLength(sent + 1);
  });

  it("one client IP may ask for 5 emails an hour on the API too, whatever the addresses", async () => {
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const customer = await signUpCustomer();
      // better-auth's own count is per minute: let each request start a new minute.
      await getDb()
        .delete(rateLimit)
        .where(like(rateLimit.key, `%${ip}%`));
      const res = await apiRequest(
        "/request-password-reset",
        { email: customer.email, redirectTo: "http://localhost:3000/auth/reset-password" },
        ip,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("a new password ends every outstanding reset link (docs/decisions/0013)", () => {
  /** Asks for a reset link (through the form, from a fresh IP) and returns its token. */
  async function resetToken(customer: { id: string; email: string }): Promise<string> {
    await handleForgotPassword(formRequest("/auth/forgot-password", { email: customer.email }));
    const message = await latestMessage(customer.id, "password_reset");
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(message!.text)![0];
    return (await follow(link)).searchParams.get("token")!;
  }

  it("after a reset with the newest of three links, the older two no longer work", async () => {
    const customer = await signUpCustomer();
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push(await resetToken(customer));
    const done = (await resetPassword(tokens[2]!, "a-brand-new-secret-42")) as Response;
    expect(done.status).toBe(302);
    for (const old of tokens.slice(0, 2)) {
      const again = (await resetPassword(old, "an-attackers-secret-43")) as { data: unknown };
      expect(again.data).toMatchObject({ ok: false, invalidLink: true });
    }
  });

  it("after a password change, a link asked for before it no longer works", async () => {
    const customer = await signUpCustomer();
    const token = await resetToken(customer);
    const changed = await apiRequest(
      "/change-password",
      { currentPassword: "correct-horse-battery", newPassword: "a-brand-new-secret-42" },
      randomClientIp(),
      customer.cookie,
    );
    expect(changed.status).toBe(200);
    const again = (await resetPassword(token, "an-attackers-secret-43")) as { data: unknown };
    expect(again.data).toMatchObject({ ok: false, invalidLink: true });
  });
});
