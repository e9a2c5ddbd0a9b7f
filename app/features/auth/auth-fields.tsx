import type * as React from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PASSWORD_MAX } from "~/lib/password-policy";

/** The longest email address the sign-in, sign-up and reset forms take (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

interface AuthFieldProps {
  /** The field's label. */
  label: string;
  /** The id of the form's error message when it concerns this field; marks the control invalid. */
  errorId?: string;
  /** What follows the control inside the field (a hint, a link, the error). */
  children?: React.ReactNode;
}

/**
 * The email field of the account forms (sign in, sign up, forgot password): `id` and `name`
 * "email", required, at most {@link EMAIL_MAX} characters.
 * @param defaultValue what was typed before a refusal
 * @returns the field
 */
export function EmailField({
  label,
  defaultValue,
  errorId,
  children,
}: AuthFieldProps & { defaultValue?: string }) {
  return (
    <Field id="email" label={label}>
      <Input
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        defaultValue={defaultValue}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      {children}
    </Field>
  );
}

/**
 * A password field of the account forms, required, at most PASSWORD_MAX characters
 * (docs/product.md#messages-auth: the password policy).
 * @param id the control's id and name ("password", "confirmPassword")
 * @param autoComplete "current-password" or "new-password"
 * @param minLength the shortest accepted (PASSWORD_MIN) where the form sets a new password
 * @returns the field
 */
export function PasswordField({
  id,
  label,
  autoComplete,
  minLength,
  errorId,
  children,
}: AuthFieldProps & { id: string; autoComplete: string; minLength?: number }) {
  return (
    <Field id={id} label={label}>
      <Input
        id={id}
        name={id}
        type="password"
        autoComplete={autoComplete}
        required
        minLength={minLength}
        maxLength={PASSWORD_MAX}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      {children}
    </Field>
  );
}
