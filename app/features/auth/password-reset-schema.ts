/**
 * The "Forgot password?" and "Choose a new password" forms (docs/product.md#lifecycle-accounts),
 * shared by the pages and their actions. The new password follows `~/lib/password-policy` (the auth
 * library is configured with the same bounds).
 */
import { z } from "zod";
import { NewPasswordSchema } from "~/lib/password-policy";
import { EMAIL_MAX } from "~/lib/text-rules";

/** The shape of a reset link's token, as better-auth makes it. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The forgot-password form: the account's email. */
export const ForgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(
      z
        .email("Please enter a valid email address")
        .max(EMAIL_MAX, "Please enter a valid email address"),
    ),
});

/** The reset form: the link's token and the new password, typed twice. */
export const ResetPasswordSchema = z
  .object({
    token: z
      .string()
      .regex(RESET_TOKEN_PATTERN, "This reset link is not valid. Please ask for a new one."),
    password: NewPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords do not match",
  });

/** What the forgot-password page says after a request, whether or not the account exists. */
export const RESET_LINK_SENT_TEXT =
  "If an account exists for that email, we have sent a link to choose a new password. It works once, for one hour. Check your spam folder if it does not arrive in a few minutes.";

/** What a reset page says for a wrong, used or expired link. */
export const INVALID_RESET_LINK_TEXT =
  "This password reset link is not valid any more: it may have been used already, or be more than an hour old. Please ask for a new one.";
