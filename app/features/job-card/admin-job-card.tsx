/**
 * The admin's job card page for one booking (/admin/booking/:id; docs/decisions/0010): its
 * heading and status, and the sections that photograph, estimate and invoice the work.
 */
import { BackLink } from "~/components/ui/back-link";
import { ADMIN_BOOKINGS_PATH, adminBookingPath } from "~/catalog/navigation";
import type { BookingStatusResult } from "~/features/booking/booking-status-schema";
import { shortBookingId } from "~/catalog/booking-status";
import { formatKolkataDate } from "~/lib/time";
import { BookingStatusSelect } from "~/features/booking/booking-status-select";
import { AdminCarPanel } from "./admin-car-panel";
import { AdminInvoicePanel } from "~/features/job-card/admin-invoice-panel";
import { EstimateDecisions } from "~/features/job-card/estimate-decisions";
import { EstimateEditor } from "~/features/job-card/estimate-editor";
import { IssueInvoiceForm } from "~/features/job-card/issue-invoice-form";
import type { AdminJobCardData, JobCardActionResult, JobCardDone } from "./job-card-page.server";
import { JobCardToast } from "./job-card-toast";
import { PhotoUpload } from "./photo-upload";
import { DiscountPanel } from "./discount-panel";
import { AdminCreditNotes, CreditNoteForm } from "./credit-notes-panel";

/**
 * The admin's job card for one booking (/admin/booking/:id; docs/decisions/0010): the booking and
 * its status, its car with the odometer at check-in (docs/product.md#job-card-car), inspection photos, the estimate editor, the customer's decisions (which lines to
 * do), the invoice with payments, and earlier invoices that were cancelled.
 * Every control is an HTML form posting to the job card (docs/decisions/0020): it works
 * before and without scripts.
 * @param data the page's loader data
 * @param answer the action's answer when the page is one (errors at their fields, what was
 *   typed); `done` the notice of the form just done (`?done=`)
 * @returns the page's content; the invoice can be issued only once the booking is completed
 *   and the customer has approved a line
 */
export function AdminJobCard({
  data,
  answer,
  done,
}: {
  data: AdminJobCardData;
  answer?: JobCardActionResult | BookingStatusResult;
  done: JobCardDone | null;
}) {
  const { booking, jobCard } = data;
  const [latest, ...earlier] = jobCard.estimates;
  const live = jobCard.invoices.find((i) => i.status === "issued");
  const cancelled = jobCard.invoices.filter((i) => i.status === "cancelled");
  const approvedCount = latest?.lines.filter((l) => l.decision === "approved").length ?? 0;
  const issueReason =
    booking.status !== "completed"
      ? "Mark the booking as Completed when the work is done, then issue its invoice."
      : approvedCount === 0
        ? "The customer has approved no line yet."
        : null;
  const action = adminBookingPath(booking.id);
  // The job card's own forms' answers (the status form's is the back office's).
  const formAnswer =
    answer && answer.intent !== "set-booking-status" ? (answer as JobCardActionResult) : undefined;
  const editorAnswer =
    formAnswer &&
    (formAnswer.intent === "send-estimate" || formAnswer.intent.startsWith("estimate-"))
      ? formAnswer
      : undefined;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:py-10">
      <JobCardToast answer={answer} done={done} data={data} />
      <div className="grid gap-3">
        <BackLink href={ADMIN_BOOKINGS_PATH} className="min-h-11">
          Bookings
        </BackLink>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold sm:text-3xl">
              Job card #{shortBookingId(booking.id)}
            </h1>
            <p className="text-sm break-words text-muted-foreground">
              {booking.customerName} · {booking.carModel} · {booking.serviceType}
            </p>
          </div>
          <BookingStatusSelect bookingId={booking.id} status={booking.status} action={action} />
        </div>
      </div>
      <AdminCarPanel car={data.car} />
      <PhotoUpload photos={jobCard.photos} action={action} answer={formAnswer} />
      <DiscountPanel
        offers={jobCard.offers}
        invoiced={!!live}
        action={action}
        answer={formAnswer}
      />
      {latest && <EstimateDecisions estimate={latest} earlier={earlier} />}
      <EstimateEditor
        latest={latest}
        starting={data.startingLines}
        warrantyChoices={data.warrantyChoices}
        action={action}
        answer={editorAnswer}
      />
      {live ? (
        <AdminInvoicePanel
          bookingId={booking.id}
          invoice={live}
          today={data.today}
          action={action}
          answer={formAnswer}
        />
      ) : (
        <IssueInvoiceForm
          canIssue={issueReason === null}
          reason={issueReason}
          action={action}
          answer={formAnswer}
        />
      )}
      {live && <CreditNoteForm invoice={live} action={action} answer={formAnswer} />}
      <AdminCreditNotes
        bookingId={booking.id}
        notes={jobCard.creditNotes}
        today={data.today}
        action={action}
        answer={formAnswer}
      />
      {cancelled.length > 0 && (
        <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="Cancelled invoices">
          {cancelled.map((i) => (
            <li key={i.id}>
              {i.number} cancelled {i.cancelledAt ? formatKolkataDate(i.cancelledAt) : ""}:{" "}
              {i.cancelReason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
