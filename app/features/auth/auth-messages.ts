/**
 * The account forms' refusals in a Telugu or Hindi page's language (docs/decisions/0026): the
 * field a form was refused at, or better-auth's error code, read as the page's message. English
 * pages keep their own messages (the schemas' and better-auth's, docs/product.md#messages-auth).
 */
import type { Translator } from "~/lib/i18n";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";

/** better-auth's error codes that have a message of their own (`auth.errors.<code>`). */
const PROVIDER_CODES = [
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_EMAIL",
  "INVALID_PASSWORD",
  "EMAIL_NOT_VERIFIED",
  "FAILED_TO_CREATE_USER",
] as const;

/**
 * The message of a field the form was refused at.
 * @param t the page's translator
 * @param field the field ("email", "password", "confirmPassword", "fullName"; anything else:
 *   the form was not ours, reload)
 * @param password the password as typed, to tell too short and too long from missing
 * @returns the message in the page's language
 */
export function authFieldMessage(t: Translator, field: string, password = ""): string {
  if (field === "email") return t.t("auth.errors.email");
  if (field === "fullName") return t.t("auth.errors.fullName");
  if (field === "confirmPassword") return t.t("auth.errors.mismatch");
  if (field === "password") {
    if (password.length > PASSWORD_MAX)
      return t.t("auth.errors.passwordLong", { max: PASSWORD_MAX });
    if (password.length > 0) return t.t("auth.errors.passwordShort", { min: PASSWORD_MIN });
    return t.t("auth.errors.password");
  }
  return t.t("auth.errors.reload");
}

/**
 * The message of better-auth's refusal, by its error code (the codes of an account that exists
 * already, "USER_ALREADY_EXISTS…", read as one).
 * @param t the page's translator
 * @param code the `code` of better-auth's answer, if any
 * @returns the message in the page's language; an unexpected error's for an unknown code
 */
export function authProviderMessage(t: Translator, code: string | undefined): string {
  if (code?.startsWith("USER_ALREADY_EXISTS")) return t.t("auth.errors.USER_ALREADY_EXISTS");
  if (code === "PASSWORD_TOO_SHORT") return t.t("auth.errors.passwordShort", { min: PASSWORD_MIN });
  if (code === "PASSWORD_TOO_LONG") return t.t("auth.errors.passwordLong", { max: PASSWORD_MAX });
  const known = PROVIDER_CODES.find((c) => c === code);
  return t.t(known ? `auth.errors.${known}` : "auth.errors.unexpected");
}
