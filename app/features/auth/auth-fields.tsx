import type * as React from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PASSWORD_MAX } from "~/lib/password-policy";
import { EMAIL_MAX } from "~/lib/text-rules";

interface AuthFieldProps {
  /** The field's label. */
  label: string;
  /** The id of the form's error message when it concerns this field; marks the control invalid. */
  errorId?: string;
  /** What follows the control inside the field (a hint, a link, the error). */
  children?: React.ReactNode;
}

/** One field of the account forms: a required input whose `id` is also its `name`. */
function AuthInputField({
  id,
  label,
  type,
  autoComplete,
  minLength,
  maxLength,
  defaultValue,
  errorId,
  children,
}: AuthFieldProps & {
  id: string;
  type: "email" | "password";
  autoComplete: string;
  minLength?: number;
  maxLength: number;
  defaultValue?: string;
}) {
  return (
    <Field id={id} label={label}>
      <Input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        required
        minLength={minLength}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      {children}
    </Field>
  );
}

/**
 * The email field of the account forms (sign in, sign up, forgot password): `id` and `name`
 * "email", required, at most {@link EMAIL_MAX} characters.
 * @param defaultValue what was typed before a refusal
 * @returns the field
 */
export function EmailField(props: AuthFieldProps & { defaultValue?: string }) {
  return (
    <AuthInputField id="email" type="email" autoComplete="email" maxLength={EMAIL_MAX} {...props} />
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
export function PasswordField(
  props: AuthFieldProps & { id: string; autoComplete: string; minLength?: number },
) {
  return <AuthInputField type="password" maxLength={PASSWORD_MAX} {...props} />;
}
