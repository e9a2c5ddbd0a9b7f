/**
 * The sign-in / create-account form (docs/product.md#messages-auth): email and
 * password; create account also needs the full name. Password bounds from
 * `~/lib/password-policy` (the auth library is configured with the same).
 */
import { z } from "zod";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "~/lib/password-policy";

/** Which way the auth card is toggled (docs/product.md#route-auth). */
const AuthModeSchema = z.enum(["signin", "signup"]);

/** Sign In ("signin") or Create Account ("signup"). */
export type AuthMode = z.output<typeof AuthModeSchema>;

/** The auth form as posted to the /auth action. */
export const AuthFormSchema = z
  .strictObject({
    mode: AuthModeSchema,
    email: z.string().trim().pipe(z.email("Please enter a valid email address")),
    password: z
      .string()
      .min(1, "You must provide either an email or phone number and a password")
      .max(PASSWORD_MAX, PASSWORD_TOO_LONG),
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
    if (v.mode === "signup" && v.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_TOO_SHORT });
    }
  });
