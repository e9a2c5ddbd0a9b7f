/**
 * The sign-in / create-account form (spec section 5 "Authentication"): email and
 * password; create account also needs the full name. Password bounds 8-128 characters
 * (better-auth's configured limits).
 */
import { z } from "zod";

/** Which way the auth card is toggled (spec section 4 "Auth page mode"). */
export const AuthModeSchema = z.enum(["signin", "signup"]);

/** Sign In ("signin") or Create Account ("signup"). */
export type AuthMode = z.output<typeof AuthModeSchema>;

/** The auth form as posted to the /auth action. */
export const AuthFormSchema = z
  .object({
    mode: AuthModeSchema,
    email: z.string().trim().pipe(z.email("Please enter a valid email address")),
    password: z
      .string()
      .min(1, "You must provide either an email or phone number and a password")
      .max(128, "Password must be at most 128 characters"),
    fullName: z
      .string()
      .trim()
      .max(100, "Name must be at most 100 characters")
      .optional()
      .default(""),
  })
  .superRefine((v, ctx) => {
    if (v.mode === "signup" && v.fullName.length < 2) {
      ctx.addIssue({
        code: "custom",
        path: ["fullName"],
        message: "Name must be at least 2 characters",
      });
    }
    if (v.mode === "signup" && v.password.length < 8) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: "Password must be at least 8 characters",
      });
    }
  });

/** The fields the auth form posts; anything else is refused. */
export const AUTH_FORM_FIELDS = ["mode", "email", "password", "fullName"] as const;

/** Validated auth form values. */
export type AuthFormValues = z.output<typeof AuthFormSchema>;
