/**
 * The demo's first look at every role (README.md#demo-data): a driver with today's pickups and
 * drops, a technician with one health check done and one under way, and the customers' reviews,
 * some published and one waiting for the workshop. `scripts/demo.ts` calls it after the schedule.
 * Everything goes through the product's own rules: the staff roles through the admin-roles
 * module with their audit entries, the legs through the pickups feature (a driver's room in a
 * window, one step at a time, the drop held until the car is at the workshop and the job is
 * completed), the job card's technician, the health check's points and report, the back office's
 * status change (which asks for the review) and the review's link, form and moderation.
 */
import { and, eq } from "drizzle-orm";
import type { StaffRole } from "../../app/catalog/staff-roles.ts";
import { bookings, outbox, pickupLegs, reviews, type BookingStatus } from "../../app/db/schema.ts";
import { changeBookingStatus } from "../../app/features/booking/booking-status.server.ts";
import { changeStaffRole } from "../../app/features/account/roles.server.ts";
import {
  EstimateLineInputSchema,
  startingLines,
} from "../../app/features/billing/billing-schema.ts";
import { decideLines, sendEstimate } from "../../app/features/billing/estimates.server.ts";
import { invoiceSeller, issueInvoice } from "../../app/features/billing/invoices.server.ts";
import { formatCarModel } from "../../app/features/booking/booking-schema.ts";
import {
  completeHealthCheck,
  recordPoint,
} from "../../app/features/health-check/health-check.server.ts";
import { RecordPointSchema } from "../../app/features/health-check/health-check-schema.ts";
import { loadJobCard } from "../../app/features/job-card/job-card-loader.server.ts";
import { assignTechnician } from "../../app/features/job-card/technician-assignments.server.ts";
import { createPickupLegs } from "../../app/features/pickups/booking-legs.server.ts";
import {
  assignDriver,
  driverMoveLeg,
  setDropWindow,
  type LegOutcome,
} from "../../app/features/pickups/leg-changes.server.ts";
import { STAFF_NOTICES } from "../../app/features/pickups/pickup-schema.ts";
import { submitReview } from "../../app/features/reviews/review-links.server.ts";
import {
  ReviewFormSchema,
  ReviewModerationSchema,
} from "../../app/features/reviews/review-schema.ts";
import { moderateReview } from "../../app/features/reviews/moderation.server.ts";
import type { StaffUser } from "../../app/lib/auth.server.ts";
import { getDb } from "../../app/lib/db.server.ts";
import { getBusinessFacts } from "../../app/lib/env.server.ts";
import { todayInKolkata } from "../../app/lib/time.ts";
import { CUSTOMERS, DEMO_CARS, SERVICE_PLAN } from "./demo-data.ts";
import {
  ANY_SERVICE,
  DONE_REPORT,
  REPORT_UNDER_WAY,
  REVIEW_WORDS,
  WORKSHOP_REPLY,
  type DemoPoint,
} from "./demo-roles-data.ts";

/** The demo's staff accounts: the name on each and its email's local part. */
export const DEMO_STAFF = {
  driver: { name: "Naresh Kumar (Driver)", local: "driver" },
  technician: { name: "Imtiaz Ahmed (Technician)", local: "technician" },
} as const;

/** A booking the schedule wrote, as the first look needs it. */
export interface DemoVisit {
  id: string;
  status: BookingStatus;
  serviceType: string;
  /** Its day, relative to today. */
  day: number;
}

/** What the first look needs from the rest of the demo. */
export interface DemoRolesContext {
  /** The service manager: the back office's actor (an admin only on an empty database). */
  adminId: string;
  driver: { id: string; email: string; name: string };
  technicianId: string;
  /** The demo customers' account ids, in the order of `CUSTOMERS`. */
  customerIds: readonly string[];
  /** A customer's email in this run, by their name (with the run's suffix, if any). */
  emailOf: (name: string) => string;
  /** The demo customer's cars in My Garage, in the order of `DEMO_CARS`. */
  carIds: readonly string[];
  /** The schedule's bookings, in its order. */
  visits: readonly DemoVisit[];
}

/** Who makes the demo's role changes: the operator running it, as `npm run admin` does. */
const OPERATOR = { source: "operator_command", userId: null } as const;

/**
 * Gives one of the demo's own accounts a staff role (docs/product.md#roles), through the
 * admin-roles module with its audit entry ('staff_role_granted'), as the Users list does.
 * @param userId the account the demo just made
 * @param role driver or technician
 * @throws Error when the account is not there
 */
export async function grantDemoStaffRole(userId: string, role: StaffRole): Promise<void> {
  const outcome = await changeStaffRole(getDb(), OPERATOR, { id: userId }, role, true);
  if (!outcome.ok) throw new Error(`The demo's ${role} could not be given the role.`);
}

/**
 * Sets a booking's status as the back office does (`changeBookingStatus`): the customer's
 * message and the audit entry with it, and for "completed" the review's ask
 * (docs/product.md#reviews-ask).
 * @param adminId the service manager; `bookingId` the booking; `status` the new status
 * @throws Error when the booking is not there or its slot is full
 */
export async function setDemoStatus(
  adminId: string,
  bookingId: string,
  status: BookingStatus,
): Promise<void> {
  const outcome = await changeBookingStatus(adminId, bookingId, status);
  if (!outcome.ok)
    throw new Error(`A demo booking could not be made ${status}: ${outcome.reason}.`);
}

/** A leg change that must hold: the refusal's words when it does not. */
function mustMove(outcome: LegOutcome, what: string): void {
  if (!outcome.ok) throw new Error(`The demo's ${what}: ${STAFF_NOTICES[outcome.reason]}`);
}

/** An instant `days` before now. */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/** A demo customer by name, with their place in `CUSTOMERS`. */
function customerNamed(name: (typeof CUSTOMERS)[number]["name"]) {
  const index = CUSTOMERS.findIndex((c) => c.name === name);
  return { index, customer: CUSTOMERS[index]! };
}

/** A booking of today with pickup and drop, and its two legs. */
interface PickupBooking {
  id: string;
  pickupId: string;
  dropId: string;
}

/**
 * A booking with pickup and drop for today (docs/product.md#pickups-legs), confirmed, written
 * with its two legs in one transaction as a new booking is (`createPickupLegs`): the pickup's
 * window the hour before the slot, the drop with none yet.
 */
async function bookingWithPickup(values: {
  userId: string;
  customer: (typeof CUSTOMERS)[number];
  email: string;
  carModel: string;
  vehicleId: string | null;
  serviceType: string;
  slot: string;
  locality: string;
  specialRequests: string | null;
}): Promise<PickupBooking> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        userId: values.userId,
        serviceType: values.serviceType,
        customerName: values.customer.name,
        customerEmail: values.email,
        customerPhone: values.customer.phone,
        carModel: values.carModel,
        vehicleId: values.vehicleId,
        preferredDate: todayInKolkata(),
        preferredTime: values.slot,
        address: values.customer.address,
        specialRequests: values.specialRequests,
        status: "confirmed",
        pickupAndDrop: true,
        locality: values.locality,
        createdAt: daysAgo(2),
        updatedAt: daysAgo(1),
      })
      .returning();
    await createPickupLegs(tx, row!);
    const legs = await tx.select().from(pickupLegs).where(eq(pickupLegs.bookingId, row!.id));
    const legOf = (kind: "pickup" | "drop") => legs.find((l) => l.kind === kind)!.id;
    return { id: row!.id, pickupId: legOf("pickup"), dropId: legOf("drop") };
  });
}

/** Records points as the technician's form does (`RecordPointSchema`, then `recordPoint`). */
async function recordPoints(bookingId: string, technicianId: string, points: DemoPoint[]) {
  for (const [pointId, finding, measurement = "", note = ""] of points)
    await recordPoint(
      bookingId,
      technicianId,
      RecordPointSchema.parse({ intent: "record-point", pointId, finding, measurement, note }),
    );
}

/** Gives a job card to the technician, as the job card's staff panel does. */
async function assignDemoTechnician(adminId: string, bookingId: string, technicianId: string) {
  const outcome = await assignTechnician(adminId, bookingId, technicianId);
  if (!outcome.ok)
    throw new Error(`The demo's technician could not be assigned: ${outcome.reason}.`);
}

/**
 * The review link's token, read from the ask's email in the outbox, as the customer reads it.
 * @throws Error when the visit was not asked
 */
async function reviewToken(bookingId: string): Promise<string> {
  const [ask] = await getDb()
    .select({ text: outbox.text })
    .from(outbox)
    .where(
      and(
        eq(outbox.bookingId, bookingId),
        eq(outbox.kind, "review_request"),
        eq(outbox.channel, "email"),
      ),
    );
  const token = /\/review\/([A-Za-z0-9_-]+)/.exec(ask?.text ?? "")?.[1];
  if (!token) throw new Error("A demo visit was completed but not asked for a review.");
  return token;
}

/** A moderation the back office makes, parsed as its form is; refused, the demo stops. */
async function moderate(adminId: string, fields: Record<string, string>): Promise<void> {
  const outcome = await moderateReview(adminId, ReviewModerationSchema.parse(fields));
  if (!outcome.ok) throw new Error(`A demo review could not be moderated: ${outcome.reason}.`);
}

/**
 * Every completed visit of the schedule reviewed through its link, with the customer's consent:
 * the newest left for moderation ("new"), the others published, the lowest-rated of them with
 * the workshop's reply (docs/product.md#reviews).
 */
async function writeReviews(adminId: string, visits: readonly DemoVisit[]): Promise<void> {
  const completed = visits.filter((v) => v.status === "completed").sort((a, b) => a.day - b.day);
  const used = new Map<string, number>();
  const published: { reviewId: string; rating: number }[] = [];
  for (const [n, visit] of completed.entries()) {
    const said = used.get(visit.serviceType) ?? 0;
    used.set(visit.serviceType, said + 1);
    const words = REVIEW_WORDS[visit.serviceType]?.[said] ?? ANY_SERVICE;
    const form = ReviewFormSchema.parse({
      rating: String(words.rating),
      text: words.text,
      name: words.name,
      consent: "yes",
    });
    const saved = await submitReview(await reviewToken(visit.id), form);
    if (saved !== "saved") throw new Error(`A demo review could not be written: ${saved}.`);
    if (n === completed.length - 1) continue;
    const [review] = await getDb()
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.bookingId, visit.id));
    await moderate(adminId, { intent: "publish", reviewId: review!.id });
    published.push({ reviewId: review!.id, rating: words.rating });
  }
  const lowest = published.reduce<(typeof published)[number] | undefined>(
    (low, r) => (!low || r.rating < low.rating ? r : low),
    undefined,
  );
  if (lowest)
    await moderate(adminId, { intent: "reply", reviewId: lowest.reviewId, reply: WORKSHOP_REPLY });
}

/**
 * Writes the first look (README.md#demo-data): today's pickups and drops for the driver, the
 * technician's two health checks and the customers' reviews.
 *
 * - Sneha's Baleno: her pickup today (the 12:30 PM slot) with the driver on the way; its drop
 *   set for 6 PM and assigned, waiting (a drop leaves only once the car is at the workshop and
 *   the job completed, docs/product.md#pickups-legs).
 * - The demo customer's second car, booked for an AC service: picked up this morning and at the
 *   workshop, its 25-point health check done by the technician (the customer's booking page shows
 *   the report; the points to keep an eye on are recommendations in My Garage), the estimate
 *   approved, the booking completed (the review asked) and its invoice issued; its drop at 4 PM
 *   assigned and free to leave.
 * - The schedule's newest booking in progress: its health check under way, 9 of 25 points done.
 * - The schedule's completed visits (`setDemoStatus` completed them, so each was asked): all
 *   reviewed, the newest waiting for moderation, the others published, one with a reply.
 * @param ctx the accounts and bookings the demo made
 * @throws Error when any rule of the product refuses a step (the demo stops there)
 */
export async function fillDemoRoles(ctx: DemoRolesContext): Promise<void> {
  const { adminId, technicianId } = ctx;
  const driver: StaffUser = { ...ctx.driver, isAdmin: false };
  const today = todayInKolkata();

  // Sneha's pickup, the driver on the way; her drop waits for the car and the job.
  const sneha = customerNamed("Sneha Varma");
  const onTheWay = await bookingWithPickup({
    userId: ctx.customerIds[sneha.index]!,
    customer: sneha.customer,
    email: ctx.emailOf(sneha.customer.name),
    carModel: formatCarModel(sneha.customer.car[0], sneha.customer.car[1], sneha.customer.car[2]),
    vehicleId: null,
    serviceType: "General Service & Maintenance",
    slot: "12:30 PM",
    locality: "madhapur",
    specialRequests: "The car is in the basement, slot B-14.",
  });
  mustMove(await assignDriver(adminId, onTheWay.id, onTheWay.pickupId, driver.id), "pickup");
  mustMove(await driverMoveLeg(driver, onTheWay.pickupId, "on_the_way"), "pickup");
  mustMove(await setDropWindow(onTheWay.id, onTheWay.dropId, today, "18:00"), "drop's window");
  mustMove(await assignDriver(adminId, onTheWay.id, onTheWay.dropId, driver.id), "drop");

  // The demo customer's second car: picked up, checked, serviced, completed, ready to go home.
  const kavya = customerNamed("Kavya Reddy");
  const carIndex = DEMO_CARS.findIndex((car) => !car.ofSchedule);
  const car = DEMO_CARS[carIndex]!;
  const serviceType = "AC Service & Repair";
  const carModel = formatCarModel(car.make, car.model, String(car.year));
  const done = await bookingWithPickup({
    userId: ctx.customerIds[kavya.index]!,
    customer: kavya.customer,
    email: ctx.emailOf(kavya.customer.name),
    carModel,
    vehicleId: ctx.carIds[carIndex]!,
    serviceType,
    slot: "09:00 AM",
    locality: "kondapur",
    specialRequests: "The AC blows warm air after 20 minutes.",
  });
  mustMove(await assignDriver(adminId, done.id, done.pickupId, driver.id), "pickup");
  for (const to of ["on_the_way", "picked_up", "at_workshop"])
    mustMove(await driverMoveLeg(driver, done.pickupId, to), "pickup");
  await setDemoStatus(adminId, done.id, "in_progress");
  await assignDemoTechnician(adminId, done.id, technicianId);
  await recordPoints(done.id, technicianId, DONE_REPORT);
  await completeHealthCheck(done.id, technicianId);
  const plan = SERVICE_PLAN.find((p) => p.service === serviceType);
  const lines = [...startingLines(serviceType, carModel), ...(plan?.parts ?? [])].map((l) =>
    EstimateLineInputSchema.parse(l),
  );
  await sendEstimate(done.id, adminId, {
    note: "AC gas low; the rest found during the 25-point check is in the report.",
    lines,
  });
  const business = getBusinessFacts();
  const [estimate] = (await loadJobCard(done.id, business)).estimates;
  await decideLines(
    ctx.customerIds[kavya.index]!,
    done.id,
    estimate!.id,
    Object.fromEntries(estimate!.lines.map((l) => [l.id, "approved" as const])),
  );
  await setDemoStatus(adminId, done.id, "completed");
  await issueInvoice(
    done.id,
    adminId,
    { customerStateCode: "36", customerGstin: "" },
    invoiceSeller(business),
  );
  mustMove(await setDropWindow(done.id, done.dropId, today, "16:00"), "drop's window");
  mustMove(await assignDriver(adminId, done.id, done.dropId, driver.id), "drop");

  // The technician's check under way, on the newest job in progress.
  const underWay = [...ctx.visits]
    .filter((v) => v.status === "in_progress")
    .sort((a, b) => b.day - a.day)[0];
  if (underWay) {
    await assignDemoTechnician(adminId, underWay.id, technicianId);
    await recordPoints(underWay.id, technicianId, REPORT_UNDER_WAY);
  }

  await writeReviews(adminId, ctx.visits);
}
