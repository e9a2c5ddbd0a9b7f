import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, session, user } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { getDb } from "~/lib/db.server";
import { randomClientIp, signUpCustomer } from "../../../tests/integration/helpers";
import { handleForgotPassword, handleResetPassword } from "./password-reset.server";
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
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await handleForgotPassword(
            formRequest("/auth/forgot-password", { email: customer.email }, ip),
          )
        ).init?.status ?? 200,
      );
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
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
