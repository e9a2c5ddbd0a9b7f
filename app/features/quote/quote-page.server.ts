/**
 * The /contact action's rules, kept out of the route module: read the body (JSON or form
 * data), validate it with the shared schema, then store the lead (docs/product.md#leads).
 * Visitors need no account; status and source are set by the server, never the browser.
 */
import { data } from "react-router";
import { createLead } from "./leads.server";
import {
  QUOTE_FAILED_MESSAGE,
  QUOTE_SHOWN_MAX,
  QuoteFormSchema,
  type QuoteActionResult,
} from "./quote-schema";
import { getSessionUser } from "~/lib/auth.server";
import { clientIp } from "~/lib/client-ip";
import { consumeRateLimit, retryAfterText } from "~/lib/rate-limit.server";
import { parseSubmission, refusalOf, storeFailed } from "~/lib/submission.server";
import type { Translator } from "~/lib/i18n";

/**
 * Handles a quote request from the contact page.
 * @returns 200 `{ ok: true, sent }`; 400 with field errors for invalid input, a field the form
 *   does not have (status, source …), or a body that is neither a JSON object nor form data; 429 when the client IP has sent QUOTE_RATE_LIMIT
 *   requests in the last hour (docs/decisions/0005); 503 when the database cannot store it (the
 * single
 *   insert either happens or not, so nothing is half-written). On a Telugu or Hindi page the
 *   messages are the language's (docs/decisions/0026); the lead is stored the same.
 * @param t the page's translator (its URL's language); English when absent
 */
export async function handleQuoteAction(request: Request, t?: Translator) {
  const english = !t || t.locale === "en";
  // What was typed goes back with every refusal, so the form shows it again (docs/decisions/0011).
  const submission = await parseSubmission(request, QuoteFormSchema, {
    maxLengths: QUOTE_SHOWN_MAX,
  });
  const { values } = submission;
  if (!submission.ok) {
    const refusal = refusalOf(submission);
    const translated = english
      ? refusal
      : {
          ...refusal,
          message: t!.t("quote.invalid"),
          fieldErrors: Object.fromEntries(
            Object.keys(submission.fieldErrors).map((f) => [f, t!.t(`quote.errors.${f}`)]),
          ),
        };
    return data<QuoteActionResult>({ ...translated, values }, { status: submission.status });
  }
  try {
    const limit = await consumeRateLimit("quote", clientIp(request));
    if (!limit.allowed) {
      return data<QuoteActionResult>(
        {
          ok: false,
          message: english
            ? `We have received several requests from you already. ${retryAfterText(limit.retryAfterSeconds)} Or call or WhatsApp us directly.`
            : t!.t("quote.tooMany"),
          values,
        },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const sender = await getSessionUser(request);
    await createLead(submission.data, sender?.id ?? null);
    const { name, carBrand, serviceType, message } = submission.data;
    return data<QuoteActionResult>({
      ok: true,
      sent: { name, carBrand, serviceType, message: message ?? "" },
    });
  } catch (error) {
    return storeFailed<QuoteActionResult>("Lead could not be stored:", error, {
      ok: false,
      message: english ? QUOTE_FAILED_MESSAGE : t!.t("quote.failed"),
      values,
    });
  }
}
