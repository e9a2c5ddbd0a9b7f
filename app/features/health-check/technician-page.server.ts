/**
 * The technician's screens, kept out of the route modules (docs/architecture.md#thin-routes):
 * /staff/jobs, the job cards assigned to them, and /staff/job/{bookingId}, one car's check-in,
 * odometer and 25-point health check (docs/product.md#health-check). They carry no money, no
 * exports and no other customer. Plain forms that post and are answered by a redirect to the page
 * (docs/decisions/0011), so they work before any script and with none.
 */
import { PhotoError } from "~/features/photos/photo-rules";
import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { shortBookingId } from "~/catalog/booking-status";
import { healthPoints } from "~/catalog/health-check";
import { staffJobPath } from "~/catalog/navigation";
import { bookings, walkrounds } from "~/db/schema";
import { workshopCarOfBooking } from "~/features/cars/workshop-cars.server";
import { BillingError } from "~/features/billing/billing-error";
import {
  jobCardsAssignedTo,
  type AssignedJobCard,
} from "~/features/job-card/technician-assignments.server";
import type { StaffUser } from "~/lib/auth.server";
import { getDb, logDatabaseError } from "~/lib/db.server";
import { readFields } from "~/lib/request-body.server";
import { parseSubmission } from "~/lib/submission.server";
import { formatDisplayDate } from "~/lib/time";
import type { Locale } from "~/catalog/languages";
import {
  HEALTH_CHECK_MESSAGES,
  RecordPointSchema,
  StaffJobFormSchema,
} from "./health-check-schema";
import {
  addPointToEstimate,
  completeHealthCheck,
  HealthCheckError,
  loadHealthCheck,
  recordPoint,
  type HealthCheckView,
} from "./health-check.server";
import { notFoundResponse } from "~/lib/not-found.server";

/** A rule's refusal the technician's forms answer with 409 and its message at its field. */
const isRefusal = (error: unknown): error is HealthCheckError | BillingError | PhotoError =>
  error instanceof HealthCheckError || error instanceof BillingError || error instanceof PhotoError;

/** A job card as the technician's list shows it. */
export type StaffJobItem = Pick<
  AssignedJobCard,
  "bookingId" | "carModel" | "serviceType" | "status"
> & { shortId: string; day: string; slot: string };

/**
 * The technician's list: the job cards assigned to them, newest booking day first (an admin
 * sees those assigned to them, and opens any other from its job card).
 * @param user the signed-in technician or admin
 * @param locale the technician's language: the day's words (docs/decisions/0026)
 * @returns the job cards: car, service, day and slot, status; no customer details
 */
export async function loadStaffJobs(
  user: StaffUser,
  locale: Locale = "en",
): Promise<StaffJobItem[]> {
  const cards = await jobCardsAssignedTo(user.id);
  return cards.map((c) => ({
    bookingId: c.bookingId,
    shortId: shortBookingId(c.bookingId),
    carModel: c.carModel,
    serviceType: c.serviceType,
    status: c.status,
    day: formatDisplayDate(c.preferredDate, locale),
    slot: c.preferredTime,
  }));
}

/** The check-in walk-round as the technician reads it. */
interface CheckInSummary {
  odometerKm: number | null;
  fuelEighths: number | null;
  belongings: string[];
  belongingsOther: string | null;
  notes: string | null;
  confirmed: boolean;
}

/** What the technician's job page shows. */
export interface StaffJobData {
  booking: {
    id: string;
    shortId: string;
    carModel: string;
    serviceType: string;
    day: string;
    slot: string;
    status: string;
  };
  /** The car's plate, when the booking's car is in My Garage with one. */
  plate: string | null;
  checkIn: CheckInSummary | null;
  /** The odometer: the check-in's reading, else the car's latest one (km), else null. */
  odometerKm: number | null;
  healthCheck: HealthCheckView | null;
  /** Whether the viewer is an admin (who may also add points to the estimate). */
  admin: boolean;
}

/**
 * The technician's job page. The caller has run `requireTechnicianJob`.
 * @param bookingId the booking; `user` the technician or admin
 * @param locale the technician's language: the day's words (docs/decisions/0026)
 * @returns the booking's car and service, check-in, odometer and health check
 * @throws a 404 response when the booking is gone
 */
export async function loadStaffJob(
  bookingId: string,
  user: StaffUser,
  locale: Locale = "en",
): Promise<StaffJobData> {
  const db = getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw notFoundResponse();
  const [walk] = await db
    .select()
    .from(walkrounds)
    .where(and(eq(walkrounds.bookingId, bookingId), eq(walkrounds.kind, "check_in")));
  const car = await workshopCarOfBooking(bookingId);
  const reading = car.car ? (car.checkIn ?? car.lastReading) : null;
  return {
    booking: {
      id: row.id,
      shortId: shortBookingId(row.id),
      carModel: row.carModel,
      serviceType: row.serviceType,
      day: formatDisplayDate(row.preferredDate, locale),
      slot: row.preferredTime,
      status: row.status,
    },
    plate: car.car?.plate ?? null,
    checkIn: walk
      ? {
          odometerKm: walk.odometerKm,
          fuelEighths: walk.fuelEighths,
          belongings: walk.belongings,
          belongingsOther: walk.belongingsOther,
          notes: walk.notes,
          confirmed: walk.confirmedAt !== null,
        }
      : null,
    odometerKm: walk?.odometerKm ?? reading?.km ?? null,
    healthCheck: await loadHealthCheck(bookingId),
    admin: user.isAdmin,
  };
}

/** A refused post on the job page: the message, the point it concerns and what was typed. */
export interface StaffJobRefusal {
  ok: false;
  message: string;
  pointId?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/**
 * Where the page goes after a point is saved: the next point (or the report's "done" after the
 * last), so the walk-through goes on; after a photo or an estimate line, the same point.
 */
function afterPoint(bookingId: string, pointId: string, notice: string): string {
  const i = healthPoints.findIndex((p) => p.id === pointId);
  const next = notice === "point" ? healthPoints[i + 1]?.id : pointId;
  return `${staffJobPath(bookingId)}?saved=${notice}#${next ? `point-${next}` : "report-done"}`;
}

/** Reads a multipart point form: its text fields, and its photo when one was chosen. */
async function readPointForm(
  request: Request,
): Promise<{ fields: Record<string, string>; photo: File | null } | null> {
  try {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let photo: File | null = null;
    for (const [key, value] of form.entries()) {
      if (key in fields || (key === "photo" && photo)) return null;
      if (key === "photo") {
        // A file input left empty is sent as an empty file (or an empty field).
        if (value instanceof File && value.size > 0) photo = value;
      } else if (typeof value === "string") fields[key] = value;
      else return null;
    }
    return { fields, photo };
  } catch {
    return null;
  }
}

/**
 * The job page's posts. The caller has run `requireTechnicianJob`.
 * - `record-point` (multipart: finding, note, measurement, an optional photo): saves the point
 *   and goes on to the next one.
 * - `complete`: marks the report done (every point recorded); the customer is messaged.
 * - `add-to-estimate` (admins only; a price in rupees): a point that needs attention becomes an
 *   estimate line.
 * @returns a redirect to the page on success; else the refusal with status 400 (bad input) or
 *   409 (the booking's state refuses it), with the point and what was typed; 404 when a
 *   technician who is not an admin posts `add-to-estimate`
 */
export async function handleStaffJobPost(
  request: Request,
  bookingId: string,
  user: StaffUser,
): Promise<Response | { status: number; body: StaffJobRefusal }> {
  const multipart = (request.headers.get("content-type") ?? "").includes("multipart/form-data");
  const refuse = (status: number, body: Omit<StaffJobRefusal, "ok">) => ({
    status,
    body: { ok: false as const, ...body },
  });
  try {
    if (multipart) {
      const form = await readPointForm(request);
      const submission = await parseSubmission(request, RecordPointSchema, {
        fields: form?.fields ?? null,
        maxLengths: { note: 300, measurement: 10 },
      });
      const pointId = String(form?.fields.pointId ?? "");
      if (!submission.ok)
        return refuse(400, {
          message: submission.message,
          pointId,
          fieldErrors: submission.fieldErrors as Record<string, string>,
          values: submission.values as Record<string, string>,
        });
      try {
        const photo = form?.photo ? Buffer.from(await form.photo.arrayBuffer()) : null;
        await recordPoint(bookingId, user.id, submission.data, photo);
        return redirect(
          afterPoint(bookingId, submission.data.pointId, photo ? "photo" : "point"),
          303,
        );
      } catch (error) {
        if (isRefusal(error))
          return refuse(409, {
            message: error.message,
            pointId,
            fieldErrors: error.field ? { [error.field]: error.message } : undefined,
            values: submission.values as Record<string, string>,
          });
        throw error;
      }
    }
    const fields = await readFields(request);
    const submission = await parseSubmission(request, StaffJobFormSchema, { fields });
    if (!submission.ok)
      return refuse(400, {
        message: submission.message,
        pointId: typeof fields?.pointId === "string" ? fields.pointId : undefined,
        fieldErrors: submission.fieldErrors as Record<string, string>,
        values: submission.values as Record<string, string>,
      });
    const form = submission.data;
    try {
      if (form.intent === "complete") {
        await completeHealthCheck(bookingId, user.id);
        return redirect(`${staffJobPath(bookingId)}?saved=done`, 303);
      }
      if (!user.isAdmin) throw notFoundResponse();
      await addPointToEstimate(bookingId, user.id, form.pointId, form.price);
      return redirect(afterPoint(bookingId, form.pointId, "estimate"), 303);
    } catch (error) {
      if (isRefusal(error))
        return refuse(409, {
          message: error.message,
          pointId: form.intent === "add-to-estimate" ? form.pointId : undefined,
          values: submission.values as Record<string, string>,
        });
      throw error;
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    logDatabaseError("Health check could not be saved", error);
    return refuse(503, { message: HEALTH_CHECK_MESSAGES.storeFailed });
  }
}

/** The notices a redirect back to the page names (`?saved=`). */
export const STAFF_JOB_NOTICES: Record<string, string> = {
  point: HEALTH_CHECK_MESSAGES.saved,
  photo: HEALTH_CHECK_MESSAGES.photoAdded,
  done: HEALTH_CHECK_MESSAGES.done,
  estimate: HEALTH_CHECK_MESSAGES.addedToEstimate,
};
