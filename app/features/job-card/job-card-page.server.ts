/**
 * The job card's loaders and actions, kept out of the route modules (docs/architecture.md#thin-routes): the admin's page /admin/booking/:id and the customer's decisions on
 * /booking/:id. Guards come first: `requireAdmin` for the admin, `requireUser` and the
 * booking's ownership for the customer (docs/product.md#roles).
 */
import {
  changeBookingStatusAndPages,
  type RefreshPrerendered,
} from "~/features/booking/booking-status.server";
import {
  BOOKING_STATUS_MESSAGES,
  BookingStatusFormSchema,
  type BookingStatusResult,
} from "~/features/booking/booking-status-schema";
import { removeBookingDiscount } from "~/features/billing/booking-offers.server";
import {
  bookingOfCreditNote,
  issueCreditNote,
  recordRefund,
} from "~/features/billing/credit-notes.server";
import { PHOTO_MESSAGES, PhotoError } from "~/features/photos/photo-rules";
import { data, redirect } from "react-router";
import { z } from "zod";
import { getAdminBooking } from "~/features/booking/workshop-bookings.server";
import type { BookingView } from "~/features/booking/bookings.server";
import {
  AttachVehicleSchema,
  RecordOdometerSchema,
  type WorkshopCarNotice,
} from "~/features/cars/workshop-car-schema";
import {
  attachVehicleToBooking,
  recordCheckInOdometer,
  workshopCarOfBooking,
  type WorkshopCar,
  type WorkshopCarOutcome,
} from "~/features/cars/workshop-cars.server";
import { carWarrantyLines } from "~/features/cars/car-warranty.server";
import type { InvoicedLineWarranty } from "~/features/cars/warranty";
import type { SessionUser } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { getBusinessFacts } from "~/lib/env.server";
import { readFields } from "~/lib/request-body.server";
import {
  firstFieldError,
  parseSubmission,
  refusalOf,
  storeFailed,
  unexpectedFieldMessage,
} from "~/lib/submission.server";
import { isUuid } from "~/lib/text-rules";
import { todayInKolkata } from "~/lib/time";
import {
  CancelInvoiceSchema,
  IssueInvoiceSchema,
  IssueCreditNoteSchema,
  RecordRefundSchema,
  RemoveDiscountSchema,
  BILLING_MESSAGES,
  RecordPaymentSchema,
  SendEstimateSchema,
  startingLines,
  type EstimateLineInput,
} from "~/features/billing/billing-schema";
import { sendEstimate } from "~/features/billing/estimates.server";
import {
  bookingOfInvoice,
  cancelInvoice,
  invoiceSeller,
  issueInvoice,
} from "~/features/billing/invoices.server";
import { BillingError } from "~/features/billing/billing-error";
import { loadJobCard, type JobCardView } from "./job-card-loader.server";
import { recordPayment } from "~/features/billing/payments.server";
import { adminBookingPath } from "~/catalog/navigation";
import {
  applyDraftEdit,
  draftEditOf,
  estimateDraftOf,
  type EstimateDraft,
} from "~/features/billing/estimate-draft";
import { addBookingPhoto } from "~/features/job-card/inspection-photos.server";
import { notFoundResponse } from "~/lib/not-found.server";

/**
 * What a job-card action answers when it does not redirect: done with a message, or refused
 * with field errors and what was typed (docs/decisions/0020: the forms are HTML forms the
 * server answers; `draft` is the estimate editor's lines as typed, `values` another form's
 * fields).
 */
export type JobCardActionResult =
  | { ok: true; intent: string; message: string; draft?: EstimateDraft }
  | {
      ok: false;
      intent: string;
      message: string;
      fieldErrors?: Record<string, string>;
      draft?: EstimateDraft;
      values?: Record<string, string>;
    };

/**
 * The notices of the job card's forms once done, carried in `?done=` by the redirect that
 * answers a form (post, redirect, get: a reload does not post again; docs/decisions/0020).
 */
const JOB_CARD_DONE = [
  "upload-photo",
  "send-estimate",
  "issue-invoice",
  "cancel-invoice",
  "record-payment",
  "remove-discount",
  "issue-credit-note",
  "record-refund",
  "set-booking-status",
] as const;

/** One notice of {@link JOB_CARD_DONE}. */
export type JobCardDone = (typeof JOB_CARD_DONE)[number];

/**
 * Reads the notice of the form just done.
 * @param params the page's search parameters
 * @returns the `done` notice, or null when absent or unknown
 */
export function jobCardDoneOf(params: URLSearchParams): JobCardDone | null {
  const done = params.get("done");
  return JOB_CARD_DONE.find((d) => d === done) ?? null;
}

/** The redirect that answers a job-card form once done, back to the job card with its notice. */
function doneAnswer(bookingId: string, done: JobCardDone) {
  return redirect(`${adminBookingPath(bookingId)}?done=${done}`);
}

/** The admin's job card page data. */
export interface AdminJobCardData {
  booking: BookingView;
  jobCard: JobCardView;
  /** The catalogue's lines for the booking's service at the car's tier. */
  startingLines: EstimateLineInput[];
  /** Today in Asia/Kolkata, the default day of a payment. */
  today: string;
  /** The booking's car, its odometer, history and recommendations; or the cars to attach. */
  car: WorkshopCar;
  /**
   * The lines of the car's earlier invoices still in warranty today, the estimate editor's
   * "Warranty rework of" choice (docs/product.md#warranty-rework); none without a car.
   */
  warrantyChoices: InvoicedLineWarranty[];
}

/** The admin's form actions besides the photo upload, one schema per `intent`. */
const AdminJobCardSchema = z.discriminatedUnion("intent", [
  SendEstimateSchema,
  IssueInvoiceSchema,
  CancelInvoiceSchema,
  RecordPaymentSchema,
  RemoveDiscountSchema,
  IssueCreditNoteSchema,
  RecordRefundSchema,
  RecordOdometerSchema,
  AttachVehicleSchema,
]);
const ADMIN_INTENTS: readonly string[] = AdminJobCardSchema.options.map(
  (o) => o.shape.intent.value,
);

/**
 * Loads /admin/booking/:id; the route guards first with `requireAdmin`.
 * @param bookingId the route's id
 * @throws 404 for an unknown booking
 */
export async function loadAdminJobCard(bookingId: string): Promise<AdminJobCardData> {
  if (!isUuid(bookingId)) throw notFoundResponse();
  const booking = await getAdminBooking(bookingId);
  if (!booking) throw notFoundResponse();
  const today = todayInKolkata();
  const [jobCard, car] = await Promise.all([
    loadJobCard(bookingId, getBusinessFacts()),
    workshopCarOfBooking(bookingId),
  ]);
  const warrantyChoices = car.car
    ? await carWarrantyLines(getDb(), { vehicleId: car.car.id, exceptBookingId: bookingId }, today)
    : [];
  return {
    booking,
    jobCard,
    startingLines: startingLines(booking.serviceType, booking.carModel),
    today,
    car,
    warrantyChoices,
  };
}

/**
 * The answer to one of the job card's car forms, plain HTML forms that work without scripts:
 * done, back to the job card with its notice (so a reload does not post again); refused, the
 * page with the message at its field.
 * @throws a 404 for a booking that is gone
 */
function carFormAnswer(
  intent: string,
  bookingId: string,
  outcome: WorkshopCarOutcome,
  notice: WorkshopCarNotice,
) {
  if (outcome.ok) return redirect(`/admin/booking/${bookingId}?saved=${notice}`);
  if (!outcome.field) throw notFoundResponse();
  return data<JobCardActionResult>(
    {
      ok: false,
      intent,
      message: outcome.message,
      fieldErrors: { [outcome.field]: outcome.message },
    },
    { status: outcome.status },
  );
}

/**
 * The answer to a job-card form the rules refused (docs/decisions/0010).
 * @param intent the form's intent; `typed` what to show again as typed
 * @returns 409 with the `BillingError`'s message (and its field's error)
 * @throws the error itself when it is not a `BillingError` (a fault, not a refusal)
 */
export function refused(
  intent: string,
  error: unknown,
  typed: { draft?: EstimateDraft; values?: Record<string, string> } = {},
) {
  if (error instanceof BillingError || error instanceof PhotoError) {
    return data<JobCardActionResult>(
      {
        ok: false,
        intent,
        message: error.message,
        ...typed,
        ...(error.field ? { fieldErrors: { [error.field]: error.message } } : {}),
      },
      { status: 409 },
    );
  }
  throw error;
}

/**
 * The job card's status form (docs/product.md#booking-statuses): the booking's own status change
 * (`changeBookingStatusAndPages`), as the Bookings tab's. Answers as that form does: done, back to
 * the job card with `?done=set-booking-status`; a form with mistakes 400, another booking's id
 * 404, a cancelled booking whose slot is full 409, a database failure 503.
 */
async function setStatus(
  admin: SessionUser,
  bookingId: string,
  fields: Record<string, unknown>,
  refresh: RefreshPrerendered | undefined,
) {
  const refuse = (status: number, message: string) =>
    data<BookingStatusResult>({ ok: false, intent: "set-booking-status", message }, { status });
  const parsed = BookingStatusFormSchema.safeParse(fields);
  if (!parsed.success || parsed.data.bookingId !== bookingId)
    return refuse(parsed.success ? 404 : 400, BOOKING_STATUS_MESSAGES.statusFailed);
  try {
    const outcome = await changeBookingStatusAndPages(
      admin.id,
      bookingId,
      parsed.data.status,
      refresh,
    );
    if (!outcome.ok)
      return outcome.reason === "slot-full"
        ? refuse(409, BOOKING_STATUS_MESSAGES.slotFull)
        : refuse(404, BOOKING_STATUS_MESSAGES.statusFailed);
    return doneAnswer(bookingId, "set-booking-status");
  } catch (error) {
    return storeFailed<BookingStatusResult>("Job card status change failed:", error, {
      ok: false,
      intent: "set-booking-status",
      message: BOOKING_STATUS_MESSAGES.statusFailed,
    });
  }
}

/**
 * The admin's actions on /admin/booking/:id, by `intent`: send-estimate (its lines as form
 * fields `lines.{i}.{field}`, or JSON), the editor's own round trips (estimate-add-part,
 * estimate-add-labour, estimate-add-starting-{k}, estimate-remove-{i}, estimate-totals:
 * the page again with the draft, nothing stored), issue-invoice, cancel-invoice,
 * record-payment, upload-photo (multipart, one photo), set-booking-status (the /admin
 * action's rule, `handleAdminAction`), and the car's forms record-odometer and
 * attach-vehicle (docs/product.md#job-card-car). The forms are HTML forms
 * (docs/decisions/0020): done, a redirect back to the job card with `?done=` (or `?saved=`).
 * Bad input answers 400 with field errors and what was typed; a refused rule 409; nothing
 * is half-written.
 * @param admin the signed-in admin, from the route's `requireAdmin`
 * @param refresh the server's page writer (a status change may take a review off the site)
 * @throws 404 for an unknown booking
 */
export async function handleAdminJobCardAction(
  admin: SessionUser,
  request: Request,
  bookingId: string,
  refresh?: RefreshPrerendered,
) {
  if (!isUuid(bookingId) || !(await getAdminBooking(bookingId))) throw notFoundResponse();

  if ((request.headers.get("content-type") ?? "").includes("multipart/form-data")) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return data<JobCardActionResult>(
        { ok: false, intent: "upload-photo", message: PHOTO_MESSAGES.type },
        { status: 400 },
      );
    }
    const photo = form.get("photo");
    const keys = [...form.keys()];
    if (
      form.get("intent") !== "upload-photo" ||
      !(photo instanceof File) ||
      keys.some((k) => k !== "intent" && k !== "photo") ||
      form.getAll("photo").length !== 1
    ) {
      return data<JobCardActionResult>(
        {
          ok: false,
          intent: "upload-photo",
          message: PHOTO_MESSAGES.type,
          fieldErrors: { photo: PHOTO_MESSAGES.type },
        },
        { status: 400 },
      );
    }
    try {
      await addBookingPhoto(bookingId, admin.id, Buffer.from(await photo.arrayBuffer()));
      return doneAnswer(bookingId, "upload-photo");
    } catch (error) {
      return refused("upload-photo", error);
    }
  }

  // A credit note's ticked lines come as one field repeated.
  const fields = await readFields(request, { lists: ["creditLines"] });
  const intent = typeof fields?.intent === "string" ? fields.intent : "";
  if (!fields)
    return data<JobCardActionResult>(
      { ok: false, intent, message: "Please check the form." },
      { status: 400 },
    );
  if (intent === "set-booking-status") return setStatus(admin, bookingId, fields, refresh);
  // The estimate editor's lines come from a form as `lines.{i}.{field}` (or as JSON).
  const formEditor =
    !Array.isArray(fields.lines) && (intent === "send-estimate" || draftEditOf(intent));
  let draft: EstimateDraft | undefined;
  if (formEditor) {
    const read = estimateDraftOf(fields);
    if (!read.ok)
      return data<JobCardActionResult>(
        { ok: false, intent, message: unexpectedFieldMessage(read.unknownField) },
        { status: 400 },
      );
    draft = read.draft;
    const edit = draftEditOf(intent);
    if (edit) {
      const booking = (await getAdminBooking(bookingId))!;
      const starting = startingLines(booking.serviceType, booking.carModel);
      return data<JobCardActionResult>({
        ok: true,
        intent,
        message: "",
        draft: applyDraftEdit(draft, edit, starting),
      });
    }
  }
  if (!ADMIN_INTENTS.includes(intent))
    return data<JobCardActionResult>(
      { ok: false, intent, message: "Unknown action." },
      { status: 400 },
    );
  const submission = await parseSubmission(request, AdminJobCardSchema, {
    fields: draft ? { intent, note: draft.note, lines: draft.lines } : fields,
    invalidMessage: firstFieldError,
  });
  if (!submission.ok)
    return data<JobCardActionResult>(
      { ...refusalOf(submission), intent, draft, values: stringFields(fields) },
      { status: submission.status },
    );
  const values = submission.data;
  try {
    switch (values.intent) {
      case "send-estimate": {
        await sendEstimate(bookingId, admin.id, values);
        return doneAnswer(bookingId, "send-estimate");
      }
      case "issue-invoice": {
        await issueInvoice(bookingId, admin.id, values, invoiceSeller(getBusinessFacts()));
        return doneAnswer(bookingId, "issue-invoice");
      }
      case "cancel-invoice": {
        if ((await bookingOfInvoice(values.invoiceId)) !== bookingId) throw notFoundResponse();
        await cancelInvoice(values.invoiceId, admin.id, values.reason);
        return doneAnswer(bookingId, "cancel-invoice");
      }
      case "record-payment": {
        if (values.paidOn > todayInKolkata())
          throw new BillingError(BILLING_MESSAGES.paidOn, "paidOn");
        if ((await bookingOfInvoice(values.invoiceId)) !== bookingId) throw notFoundResponse();
        await recordPayment(values.invoiceId, admin.id, values);
        return doneAnswer(bookingId, "record-payment");
      }
      case "remove-discount": {
        await removeBookingDiscount(bookingId, values.offerId, admin.id, values.reason);
        return doneAnswer(bookingId, "remove-discount");
      }
      case "issue-credit-note": {
        if ((await bookingOfInvoice(values.invoiceId)) !== bookingId) throw notFoundResponse();
        await issueCreditNote(values.invoiceId, admin.id, {
          reason: values.reason,
          lines: values.creditLines,
          amountPaise: values.amount,
        });
        return doneAnswer(bookingId, "issue-credit-note");
      }
      case "record-refund": {
        if (values.refundedOn > todayInKolkata())
          throw new BillingError(BILLING_MESSAGES.refundedOn, "refundedOn");
        if ((await bookingOfCreditNote(values.creditNoteId)) !== bookingId)
          throw notFoundResponse();
        await recordRefund(values.creditNoteId, admin.id, values);
        return doneAnswer(bookingId, "record-refund");
      }
      case "record-odometer": {
        const outcome = await recordCheckInOdometer(admin.id, bookingId, values.km, values.reason);
        return carFormAnswer(intent, bookingId, outcome, "odometer");
      }
      case "attach-vehicle": {
        const outcome = await attachVehicleToBooking(admin.id, bookingId, values.vehicleId);
        return carFormAnswer(intent, bookingId, outcome, "car");
      }
    }
  } catch (error) {
    return refused(intent, error, { draft, values: stringFields(fields) });
  }
}

/** A form's string fields, to show again as typed after a refusal. */
function stringFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([k, v]) =>
      typeof v === "string" ? [[k, v.slice(0, 500)]] : [],
    ),
  );
}
