/**
 * The password length rule, safe for the browser: the sign-in, create-account and
 * new-password forms, their zod schemas, the auth library's configured bounds and the
 * server's full check (`password-policy.server.ts`) all read it from here
 * (`docs/product.md#messages-auth`; OWASP ASVS 5.0 V6.2: 8 to 128 characters).
 */
import { z } from "zod";

/** The shortest password accepted, in characters. */
export const PASSWORD_MIN = 8;

/** The longest password accepted, in characters. */
export const PASSWORD_MAX = 128;

/** The refusal for a password under {@link PASSWORD_MIN}. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;

/** The refusal for a password over {@link PASSWORD_MAX}. */
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;

/**
 * A new password as the forms take it: {@link PASSWORD_MIN} to {@link PASSWORD_MAX}
 * characters, with the messages above. The common-password check runs on the server only.
 */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);
