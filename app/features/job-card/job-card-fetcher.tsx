/**
 * The job card's forms and their answers: each form's keyed fetcher, the toasts that report
 * its result, and the field errors of a refused action (docs/decisions/0011: the server's
 * messages are shown at their fields).
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { JobCardActionResult } from "./job-card-page.server";

/**
 * The shared fetcher of one job-card form (keyed, so the page's {@link JobCardToasts}
 * sees its result even after the form itself is gone, e.g. once an invoice is issued).
 * @param key the form's intent, e.g. "issue-invoice"
 * @returns the fetcher; field errors stay in `fetcher.data` for the form to show
 */
export function useJobCardFetcher(key: string) {
  return useFetcher<JobCardActionResult>({ key });
}

/** Toasts one keyed fetcher's results, once each. */
function ResultToast({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useJobCardFetcher(fetcherKey);
  const handled = useRef<JobCardActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error("Error", { description: fetcher.data.message });
  }, [fetcher.state, fetcher.data]);
  return null;
}

/**
 * Toasts the results of the job card's forms (success, or the refusal's message). Placed
 * once on a page, where it stays mounted while the forms come and go.
 * @param keys the forms' fetcher keys
 */
export function JobCardToasts({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((k) => (
        <ResultToast key={k} fetcherKey={k} />
      ))}
    </>
  );
}

/**
 * The field errors a failed action gave, if it is this form's.
 * @param result the fetcher's data; `intent` the form's intent
 * @returns field name → message; empty when the action succeeded, was another form's, or
 *   named no field
 */
function fieldErrorsOf(
  result: JobCardActionResult | undefined,
  intent: string,
): Record<string, string> {
  return result && !result.ok && result.intent === intent ? (result.fieldErrors ?? {}) : {};
}

/**
 * What each job card form is given (docs/decisions/0020): the job card's URL, which it posts
 * to, and the action's answer when the page is one.
 */
export interface JobCardFormProps {
  action: string;
  answer?: JobCardActionResult;
}

/**
 * A plain form's answer when the page is one (docs/decisions/0011): its errors at their fields
 * and what was typed, to show again.
 * @param result the action's answer; `intent` the form's intent
 * @returns `error(field)`: the field's message or undefined; `typed`: field name → what was
 *   typed (empty when the action succeeded or was another form's)
 */
export function formAnswerOf(result: JobCardActionResult | undefined, intent: string) {
  const refused = result && !result.ok && result.intent === intent ? result : undefined;
  return {
    error: (field: string) => refused?.fieldErrors?.[field],
    typed: refused?.values ?? ({} as Record<string, string>),
  };
}

/**
 * The error a failed action gave a field, if it is this form's.
 * @param result the fetcher's data; `intent` the form's intent; `field` the field's name
 * @returns the message, or undefined
 */
export function fieldError(
  result: JobCardActionResult | undefined,
  intent: string,
  field: string,
): string | undefined {
  return fieldErrorsOf(result, intent)[field];
}
