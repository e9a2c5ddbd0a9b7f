/**
 * The contact page's quote form schema, shared by the browser (the form's field limits)
 * and the /contact action (docs/architecture.md#one-schema-two-sides). Fields and options are the
 * spec's (docs/product.md#quote-form); the upper bounds keep a public,
 * unauthenticated form from storing arbitrary amounts of text (docs/product.md#leads).
 */
import { z } from "zod";
import {
  UNSUPPORTED_CHARACTERS_MESSAGE as NO_CONTROL_MESSAGE,
  isPhoneNumber,
  isPlainLine,
  isPlainText,
} from "~/lib/text-rules";
import { phoneE164 } from "~/lib/phone";
import { QUOTE_LIMITS, quoteCarBrands, quoteServiceTypes, type QuoteField } from "./quote-options";

export * from "./quote-options";

const NAME_MESSAGE = "Please enter your name";
const PHONE_MESSAGE = "Please enter a valid phone number";
const EMAIL_MESSAGE = "Please enter a valid email address";
const BRAND_MESSAGE = "Please select your car brand";
const SERVICE_MESSAGE = "Please select a service";

const oneOf = (options: readonly string[]) => (v: string) => options.includes(v);

/**
 * The quote form's fields (docs/product.md#quote-form), exactly `quoteFields`: a strict
 * object, so a field the form does not have is refused (docs/decisions/0005).
 */
export const QuoteFormSchema = z.strictObject({
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(QUOTE_LIMITS.nameMin, NAME_MESSAGE)
    .max(QUOTE_LIMITS.nameMax, `Name must be at most ${QUOTE_LIMITS.nameMax} characters`)
    .refine(isPlainLine, NO_CONTROL_MESSAGE),
  phone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .min(QUOTE_LIMITS.phoneMin, PHONE_MESSAGE)
    .max(QUOTE_LIMITS.phoneMax, PHONE_MESSAGE)
    .refine(isPhoneNumber, PHONE_MESSAGE)
    // Stored in E.164, converted here once (docs/decisions/0013): what follows reads it as is.
    .transform((v) => phoneE164(v) ?? v),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(QUOTE_LIMITS.emailMax, EMAIL_MESSAGE)
    .refine((v) => v === "" || z.email().safeParse(v).success, EMAIL_MESSAGE)
    .optional()
    .default(""),
  carBrand: z
    .string({ error: BRAND_MESSAGE })
    .trim()
    .min(1, BRAND_MESSAGE)
    .refine(oneOf(quoteCarBrands), BRAND_MESSAGE),
  serviceType: z
    .string({ error: SERVICE_MESSAGE })
    .trim()
    .min(1, SERVICE_MESSAGE)
    .refine(oneOf(quoteServiceTypes), SERVICE_MESSAGE),
  message: z
    .string({ error: "Please enter the details as text" })
    .trim()
    .max(
      QUOTE_LIMITS.messageMax,
      `Additional details must be at most ${QUOTE_LIMITS.messageMax} characters`,
    )
    .refine(isPlainText, NO_CONTROL_MESSAGE)
    .optional()
    .default(""),
} satisfies Record<QuoteField, z.ZodType>);

/** The validated values (trimmed; email and message "" when left empty). */
export type QuoteFormValues = z.output<typeof QuoteFormSchema>;
