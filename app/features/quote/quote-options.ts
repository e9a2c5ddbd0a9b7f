/**
 * The quote form's options, limits, messages and WhatsApp text (docs/product.md#quote-form,
 * docs/product.md#messages-quote messages): everything the form needs in the browser except the zod
 * schema itself, which `quote-form.tsx` loads only when it first validates (docs/decisions/0004
 * page budgets). The schema in `quote-schema.ts` builds on these names and bounds and re-exports
 * all of it.
 */
import { EMAIL_MAX } from "~/lib/text-rules";

/** Car brand options of the quote form (docs/product.md#quote-form), in the spec's order. */
export const quoteCarBrands = [
  "Audi",
  "BMW",
  "Mercedes-Benz",
  "Jaguar",
  "Land Rover",
  "Volvo",
  "Porsche",
  "Other",
] as const;

/** Service type options of the quote form (docs/product.md#quote-form), in the spec's order. */
export const quoteServiceTypes = [
  "Comprehensive Service",
  "AC Repair",
  "Brake Service",
  "Engine Issues",
  "Suspension",
  "Electrical",
  "Other",
] as const;

/** Bounds checked on both sides. */
export const QUOTE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  phoneMin: 10,
  phoneMax: 15,
  emailMax: EMAIL_MAX,
  messageMax: 2000,
} as const;

/** One of the quote form's fields, as its inputs name them; `QuoteFormSchema` has exactly these. */
export type QuoteField = "name" | "phone" | "email" | "carBrand" | "serviceType" | "message";

/** Empty form values (strings everywhere, so inputs stay controlled). */
export const emptyQuoteForm: QuoteTypedValues = {
  name: "",
  phone: "",
  email: "",
  carBrand: "",
  serviceType: "",
  message: "",
};

/** Field name → first error message. */
type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

/** The form's fields as typed (strings), shown again after a refusal. */
export type QuoteTypedValues = Record<QuoteField, string>;

/**
 * What the /contact action answers: on success the values stored (for the WhatsApp offer);
 * on a refusal the message, the errors by field and what was typed, to show again.
 */
export type QuoteActionResult =
  | { ok: true; sent: Pick<QuoteTypedValues, "name" | "carBrand" | "serviceType" | "message"> }
  | { ok: false; message: string; fieldErrors?: QuoteFieldErrors; values?: QuoteTypedValues };

/**
 * How much of each field is kept to show again after a refusal: its limit (the phone
 * twice over, as it may hold spaces the schema allows).
 */
export const QUOTE_SHOWN_MAX: Record<QuoteField, number> = {
  name: QUOTE_LIMITS.nameMax,
  phone: QUOTE_LIMITS.phoneMax * 2,
  email: QUOTE_LIMITS.emailMax,
  carBrand: 40,
  serviceType: 60,
  message: QUOTE_LIMITS.messageMax,
};

/** The success toast (docs/product.md#messages-quote). */
export const QUOTE_SUCCESS_MESSAGE = "Thank you! We will contact you within 2 hours.";

/** Shown when the request could not be stored. */
export const QUOTE_FAILED_MESSAGE =
  "We could not send your request just now. Please try again in a moment, or call or WhatsApp us directly.";

/**
 * The prefilled WhatsApp text for a quote request (docs/product.md#quote-form: name, car, service
 * and message). Pure; the caller builds the link with `whatsappHref`.
 * @param values the values just sent (trimmed or not)
 * @param businessName the business to greet; omitted, a plain greeting
 * @returns e.g. "Hi Madhapur Premium Car Service! I would like a quote.\nName: Ravi\nCar: BMW\nService: AC Repair"
 */
export function quoteWhatsappMessage(
  values: Pick<QuoteTypedValues, "name" | "carBrand" | "serviceType"> & { message?: string },
  businessName?: string,
): string {
  const lines = [
    businessName
      ? `Hi ${businessName}! I would like a quote for my car.`
      : "Hi! I would like a quote for my car.",
    `Name: ${values.name.trim()}`,
    `Car: ${values.carBrand.trim()}`,
    `Service: ${values.serviceType.trim()}`,
  ];
  const message = values.message?.trim();
  if (message) lines.push(`Details: ${message}`);
  return lines.join("\n");
}
