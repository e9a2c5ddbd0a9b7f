/**
 * The actions of "Forgot password?", the reset form and "resend the verification email"
 * (docs/product.md#lifecycle-accounts). Each goes through better-auth's HTTP router
 * (`callAuthEndpoint`), so the same limits hold as on the auth API: better-auth's per minute,
 * ACCOUNT_EMAILS_PER_HOUR per client IP (a 429), and ACCOUNT_EMAILS_PER_HOUR emails per address,
 * counted where the email is sent and answered as when sent (`app/lib/auth.server.ts`,
 * docs/decisions/0013).
 */
import { data, redirect } from "react-router";
import { localizedPath } from "~/catalog/languages";
import type { Translator } from "~/lib/i18n";
import { authFieldMessage } from "./auth-messages";
import { callAuthEndpoint } from "~/lib/auth.server";
import { EMAIL_VERIFIED_PATH, RESET_PASSWORD_PATH } from "~/lib/auth-instance.server";
import { storeFailed } from "~/lib/submission.server";
import { getEnv } from "~/lib/env.server";
import { tooManyEmailsText } from "~/lib/rate-limit.server";
import { readFields } from "~/lib/request-body.server";
import {
  ForgotPasswordSchema,
  INVALID_RESET_LINK_TEXT,
  RESET_LINK_SENT_TEXT,
  ResetPasswordSchema,
} from "./password-reset-schema";

/** What the forgot-password and reset actions answer. */
export type AccountEmailResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: string; invalidLink?: boolean };

/**
 * The message for an emailed-link request the auth API refused with 429: the client IP's hourly
 * limit (`Retry-After`) or better-auth's per-minute one (`X-Retry-After`), in minutes.
 */
function tooManyEmailsAnswer(response: Response): string {
  const seconds = Number(
    response.headers.get("retry-after") ?? response.headers.get("x-retry-after") ?? 60,
  );
  return tooManyEmailsText(Number.isFinite(seconds) && seconds > 0 ? seconds : 60);
}

/**
 * "Forgot password?": emails a reset link when the account exists, and says the same
 * either way (no way to learn who has an account).
 * @returns 200 with the same text for every well-formed email, also when the address has had
 *   its emails this hour and nothing is sent; 400 for a malformed one; 429 when this client
 *   IP asked too often; 503 when the database fails. From a Telugu or Hindi page
 *   (`t`), the messages are its language's and the emailed link opens the reset page in it
 *   (docs/decisions/0026).
 * @param t the page's translator; English when absent
 */
export async function handleForgotPassword(request: Request, t?: Translator) {
  const locale = t?.locale ?? "en";
  const fields = await readFields(request);
  const parsed = ForgotPasswordSchema.safeParse(fields ?? {});
  if (!parsed.success)
    return data<AccountEmailResult>(
      {
        ok: false,
        message:
          t && locale !== "en" ? authFieldMessage(t, "email") : parsed.error.issues[0]!.message,
        field: "email",
      },
      { status: 400 },
    );
  try {
    const response = await callAuthEndpoint(request, "/request-password-reset", {
      email: parsed.data.email,
      redirectTo: `${getEnv().SITE_URL}${localizedPath(RESET_PASSWORD_PATH, locale)}`,
    });
    if (response.status === 429)
      return data<AccountEmailResult>(
        {
          ok: false,
          message:
            t && locale !== "en" ? t.t("auth.errors.tooManyEmails") : tooManyEmailsAnswer(response),
        },
        { status: 429 },
      );
    if (!response.ok) throw new Error(`request-password-reset answered ${response.status}`);
    return data<AccountEmailResult>({
      ok: true,
      message: t && locale !== "en" ? t.t("auth.forgot.sent") : RESET_LINK_SENT_TEXT,
    });
  } catch (error) {
    return storeFailed<AccountEmailResult>("Password reset could not be requested", error, {
      ok: false,
      message:
        t && locale !== "en"
          ? t.t("auth.forgot.failed")
          : "We could not send the link just now. Please try again in a minute.",
    });
  }
}

/**
 * The reset form: sets the new password with the link's token (single use), which ends
 * every session of the account; then to /auth to sign in.
 * @returns a redirect to /auth?reset=1 (in the page's language); 400 with the field's message
 *   for a weak or mismatched password, or `invalidLink` for a wrong, used or expired token; 429
 *   when limited. From a Telugu or Hindi page (`t`), the messages are its language's.
 * @param t the page's translator; English when absent
 */
export async function handleResetPassword(request: Request, t?: Translator) {
  const translated = t && t.locale !== "en" ? t : undefined;
  const fields = await readFields(request);
  const parsed = ResetPasswordSchema.safeParse(fields ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0]);
    const typed = typeof fields?.password === "string" ? fields.password : "";
    const message =
      translated && field !== "token" ? authFieldMessage(translated, field, typed) : issue.message;
    return data<AccountEmailResult>(
      { ok: false, message, field, invalidLink: field === "token" },
      { status: 400 },
    );
  }
  const response = await callAuthEndpoint(request, "/reset-password", {
    newPassword: parsed.data.password,
    token: parsed.data.token,
  });
  if (response.ok) return redirect(`${localizedPath("/auth", t?.locale ?? "en")}?reset=1`);
  if (response.status === 429)
    return data<AccountEmailResult>(
      {
        ok: false,
        message: translated
          ? translated.t("auth.errors.tooMany")
          : "Too many attempts. Please wait a minute and try again.",
      },
      { status: 429 },
    );
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
  } | null;
  if (body?.code === "INVALID_TOKEN" || body?.code === "USER_NOT_FOUND")
    return data<AccountEmailResult>(
      { ok: false, message: INVALID_RESET_LINK_TEXT, invalidLink: true },
      { status: 400 },
    );
  if (response.status >= 500)
    return data<AccountEmailResult>(
      {
        ok: false,
        message: translated
          ? translated.t("auth.reset.failed")
          : "We could not change your password just now. Please try again.",
      },
      { status: 503 },
    );
  return data<AccountEmailResult>(
    {
      ok: false,
      message: translated
        ? translated.t("auth.reset.another")
        : (body?.message ?? "Please choose another password."),
      field: "password",
    },
    { status: 400 },
  );
}

/**
 * Sends the signed-in customer's verification email again (the /account page).
 * @param request the account page's POST (its cookie names the account)
 * @param email the session's email
 * @returns `{ ok, message }`: sent (also when the address has had its emails this hour and
 *   nothing is sent, docs/decisions/0013), or 429 when this client IP asked too often
 */
export async function resendVerificationEmail(
  request: Request,
  email: string,
): Promise<{ ok: boolean; message: string; status: number }> {
  const response = await callAuthEndpoint(request, "/send-verification-email", {
    email,
    callbackURL: `${getEnv().SITE_URL}${EMAIL_VERIFIED_PATH}`,
  });
  if (response.status === 429)
    return { ok: false, message: tooManyEmailsAnswer(response), status: 429 };
  if (!response.ok)
    return {
      ok: false,
      message: "We could not send the email just now. Please try again.",
      status: response.status >= 500 ? 503 : 400,
    };
  return { ok: true, message: `We have sent a new link to ${email}.`, status: 200 };
}
