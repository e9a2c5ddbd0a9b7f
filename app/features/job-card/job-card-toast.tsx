/**
 * The admin job card's toasts, drawn by the server (docs/decisions/0020): the notice of the
 * form just done (`?done=`, after its redirect) or the refusal of the form just posted (the
 * page that answers it). The texts are the job card's and the back office's messages
 * (`BILLING_MESSAGES`, `BOOKING_STATUS_MESSAGES`; docs/product.md#messages-admin).
 */
import { statusLabel } from "~/catalog/booking-status";
import { PageToast } from "~/components/ui/page-toast";
import {
  BOOKING_STATUS_MESSAGES,
  statusChangedText,
  type BookingStatusResult,
} from "~/features/booking/booking-status-schema";
import { BILLING_MESSAGES } from "~/features/billing/billing-schema";
import type { AdminJobCardData, JobCardActionResult, JobCardDone } from "./job-card-page.server";

/** The car panel's forms, which show their own answers. */
const CAR_FORMS = new Set(["record-odometer", "attach-vehicle"]);

/**
 * What a done form's toast says.
 * @param done the form just done; `data` the job card as it is now
 * @returns the toast's title and line: 'Status Updated' with 'Booking status changed to
 *   {status}.', 'Estimate sent to the customer. (version n)', 'Invoice issued. {number}',
 *   'Invoice cancelled. …', 'Payment recorded.', 'Photo added.', 'Discount removed from this job
 *   card.'
 */
function jobCardDoneText(
  done: JobCardDone,
  data: Pick<AdminJobCardData, "booking" | "jobCard">,
): { title: string; description?: string } {
  switch (done) {
    case "set-booking-status":
      return {
        title: BOOKING_STATUS_MESSAGES.statusUpdatedTitle,
        description: statusChangedText(statusLabel(data.booking.status)),
      };
    case "send-estimate": {
      const version = data.jobCard.estimates[0]?.version;
      return {
        title: `${BILLING_MESSAGES.estimateSent}${version ? ` (version ${version})` : ""}`,
      };
    }
    case "issue-invoice": {
      const live = data.jobCard.invoices.find((i) => i.status === "issued");
      return { title: `${BILLING_MESSAGES.invoiceIssued}${live ? ` ${live.number}` : ""}` };
    }
    case "cancel-invoice":
      return { title: BILLING_MESSAGES.invoiceCancelled };
    case "record-payment":
      return { title: BILLING_MESSAGES.paymentRecorded };
    case "upload-photo":
      return { title: BILLING_MESSAGES.photoAdded };
    case "remove-discount":
      return { title: BILLING_MESSAGES.discountRemoved };
    case "issue-credit-note": {
      const latest = data.jobCard.creditNotes.at(-1);
      return { title: `${BILLING_MESSAGES.creditNoteIssued}${latest ? ` ${latest.number}` : ""}` };
    }
    case "record-refund":
      return { title: BILLING_MESSAGES.refundRecorded };
  }
}

/**
 * The page's toast: the refusal of the form just posted ('Error' and its message; the car's
 * forms answer in their panel), else the notice of the form just done; nothing for the
 * estimate editor's own round trips.
 * @param answer the action's answer when the page is one (a job-card form's or the status
 *   form's); `done` the notice in the URL; `data` the job card as it is now
 */
export function JobCardToast({
  answer,
  done,
  data,
}: {
  answer: JobCardActionResult | BookingStatusResult | undefined;
  done: JobCardDone | null;
  data: Pick<AdminJobCardData, "booking" | "jobCard">;
}) {
  // The car's forms show their refusals in their own panel (docs/product.md#job-card-car).
  if (answer && !answer.ok && !CAR_FORMS.has(answer.intent ?? ""))
    return <PageToast tone="error" title="Error" description={answer.message} />;
  if (answer || !done) return null;
  const text = jobCardDoneText(done, data);
  return <PageToast tone="success" title={text.title} description={text.description} />;
}
