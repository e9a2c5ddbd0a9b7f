/**
 * The customer's answers on their booking's newest estimate (docs/decisions/0010), sent two ways:
 * as JSON by the page's script (POST /booking/:id/estimate), or as the plain HTML form the page
 * draws, posted to the booking's own page before any script has loaded (docs/decisions/0011).
 * Guards come first: `requireUser`, then `decideLines` checks the booking is the customer's.
 */
import { data, redirect } from "react-router";
import { localizedPath, type Locale } from "~/catalog/languages";
import { bookingDetailPath } from "~/catalog/navigation";
import { requireUser } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { notFoundResponse } from "~/lib/not-found.server";
import { readFields } from "~/lib/request-body.server";
import { firstFieldError, parseSubmission, refusalOf } from "~/lib/submission.server";
import { decideLines, latestEstimate } from "~/features/billing/estimates.server";
import { BillingError } from "~/features/billing/billing-error";
import { refused, type JobCardActionResult } from "~/features/job-card/job-card-page.server";
import {
  ALL_LINES_FIELD,
  DECIDED_NOTICE,
  DecideLinesSchema,
  BILLING_MESSAGES,
  LINE_FIELD_PREFIX,
} from "~/features/billing/billing-schema";

/**
 * The page a customer returns to once their answers are stored (post, redirect, get: a reload
 * does not send them again).
 * @param bookingId the booking
 * @returns "/booking/{id}?decided=estimate"
 */
function decidedPath(bookingId: string): string {
  return `${bookingDetailPath(bookingId)}?decided=${DECIDED_NOTICE}`;
}

/**
 * Whether a booking page's post is the estimate's plain form (and not the change form).
 * @param request the page's POST; its body is read from a copy, so it can still be read
 * @returns true when its `intent` is "decide"
 */
export async function isEstimateDecision(request: Request): Promise<boolean> {
  const fields = await readFields(request.clone());
  return fields?.intent === "decide";
}

/**
 * Stores the answers, or tells why not.
 * @returns 200 with the saved message; 409 when the estimate was revised or an approved line
 *   would be declined (`refused`)
 * @throws 404 for another customer's booking; any fault of the database
 */
async function decide(
  userId: string,
  bookingId: string,
  estimateId: string,
  decisions: Record<string, "approved" | "declined">,
) {
  try {
    await decideLines(userId, bookingId, estimateId, decisions);
    return data<JobCardActionResult>({
      ok: true,
      intent: "decide",
      message: BILLING_MESSAGES.decisionSaved,
    });
  } catch (error) {
    if (error instanceof BillingError && error.message === BILLING_MESSAGES.bookingNotFound)
      throw notFoundResponse();
    return refused("decide", error);
  }
}

/**
 * The customer's decisions sent by the page's script (POST /booking/:id/estimate, JSON
 * `{ intent: "decide", estimateId, decisions: { [lineId]: "approved" | "declined" } }`).
 * @returns 200 with a message; 400 for bad input; 409 when the estimate was revised or an
 *   approved line would be declined
 * @throws the sign-in redirect when signed out; 404 for another customer's booking
 */
export async function handleCustomerDecision(request: Request, bookingId: string) {
  const user = await requireUser(request);
  const submission = await parseSubmission(request, DecideLinesSchema, {
    invalidMessage: firstFieldError,
  });
  if (!submission.ok)
    return data<JobCardActionResult>(
      { ...refusalOf(submission), intent: "decide" },
      { status: submission.status },
    );
  const { estimateId, decisions } = submission.data;
  return decide(user.id, bookingId, estimateId, decisions);
}

/**
 * The same decisions sent by the plain form (POST /booking/:id with `intent=decide`,
 * `estimateId`, a `line-{id}` radio per answered line, or `all` from "Approve all" / "Decline
 * all", which answers every line of the newest version not yet approved).
 * @returns a redirect to the booking's page with the saved notice ({@link decidedPath}); else
 *   400 or 409 with the message and the answers as chosen (`values`), drawn again by the page
 * @param locale the page's language: the redirect keeps it (docs/decisions/0026); English by default
 * @throws the sign-in redirect when signed out; 404 for another customer's booking
 */
export async function handleCustomerDecisionForm(
  request: Request,
  bookingId: string,
  locale: Locale = "en",
) {
  const user = await requireUser(request);
  const fields = (await readFields(request)) ?? {};
  const decisions: Record<string, unknown> = {};
  const all = fields[ALL_LINES_FIELD];
  if (all === "approved" || all === "declined") {
    const { lines } = await latestEstimate(getDb(), bookingId);
    for (const line of lines) if (line.decision !== "approved") decisions[line.id] = all;
  } else {
    for (const [name, value] of Object.entries(fields))
      if (name.startsWith(LINE_FIELD_PREFIX))
        decisions[name.slice(LINE_FIELD_PREFIX.length)] = value;
  }
  const values = Object.fromEntries(
    Object.entries(decisions).map(([id, value]) => [id, String(value)]),
  );
  const submission = await parseSubmission(request, DecideLinesSchema, {
    invalidMessage: firstFieldError,
    fields: { intent: fields.intent, estimateId: fields.estimateId, decisions },
  });
  if (!submission.ok)
    return data<JobCardActionResult>(
      { ...refusalOf(submission), intent: "decide", values },
      { status: submission.status },
    );
  const { estimateId, decisions: answered } = submission.data;
  const answer = await decide(user.id, bookingId, estimateId, answered);
  if (answer.data.ok) return redirect(localizedPath(decidedPath(bookingId), locale));
  return data<JobCardActionResult>({ ...answer.data, values }, answer.init ?? undefined);
}
