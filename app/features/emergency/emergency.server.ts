/**
 * Roadside emergency requests (docs/product.md#emergency, docs/decisions/0024): recording a request
 * with its alert to the on-call staff, the steps a driver or admin moves it through (one taker, no
 * step skipped, each step's time kept), the open requests the staff screens show, and what the
 * customer's private status link reads.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  EMERGENCY_PROBLEM_LABELS,
  greatCircleKm,
  mapLinkOf,
  mapSearchLinkOf,
  nextEmergencySteps,
  type EmergencyProblem,
  type EmergencyStatus,
} from "~/catalog/emergency";
import { STAFF_PATH } from "~/catalog/navigation";
import { timeSlots } from "~/catalog/booking-options";
import { bookings, emergencyRequests, type EmergencyRequestRow } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { phoneForDisplay } from "~/lib/phone";
import { addDaysYmd, isSlotOpen, todayInKolkata } from "~/lib/time";
import { tokenHash } from "~/features/messages/contact-emails.server";
import { emergencyAlert } from "~/features/messages/staff-alerts.server";
import { queueMessages } from "~/features/messages/outbox.server";
import type { EmergencyFormValues, EmergencyStep } from "./emergency-schema";
import { STEP_OF_INTENT } from "./emergency-schema";

/** The steps of a request that is still open (shown on the staff screens). */
const OPEN_STATUSES = ["sent", "taken", "arrived"] as const;

/**
 * The minutes the business promises to reach a stranded customer within
 * (docs/product.md#business-facts: the emergency response promise, in hours).
 * @returns the promise in minutes
 */
function emergencyPromiseMinutes(): number {
  return getBusinessFacts().promises.emergencyResponseHours * 60;
}

/** Where a place stands against the service radius. */
interface RadiusCheck {
  /** Great-circle kilometres from the workshop, one decimal; null without coordinates. */
  distanceKm: number | null;
  /** Inside the radius; null without coordinates (the staff confirm by phone). */
  withinRadius: boolean | null;
}

/**
 * Measures a place against the service radius (docs/product.md#emergency-form): the great-circle
 * distance from the workshop's map position, within `serviceRadiusKm` of the business facts.
 * @param point the coordinates sent, or null
 * @returns the distance and whether it is inside; both null without coordinates
 */
function radiusCheck(point: { latitude: number; longitude: number } | null): RadiusCheck {
  if (!point) return { distanceKm: null, withinRadius: null };
  const facts = getBusinessFacts();
  const km = greatCircleKm(facts.geo, point);
  return { distanceKm: Math.round(km * 10) / 10, withinRadius: km <= facts.serviceRadiusKm };
}

/** A request just recorded: its id, the private status link's token and the radius check. */
export interface RecordedRequest extends RadiusCheck {
  id: string;
  token: string;
}

/** The alert's details: what the sender typed goes here, never in the headline. */
function alertDetails(row: EmergencyRequestRow): Array<[string, string]> {
  const place = `${row.landmark}, ${row.locality}`;
  const point =
    row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : null;
  return [
    ["Phone", phoneForDisplay(row.phone)],
    ["Name", row.name ?? "not given"],
    ["Car", row.car ?? "not given"],
    ["Where", place],
    [
      "Distance",
      row.distanceKm === null
        ? "no location sent: confirm on the call"
        : `${row.distanceKm} km from the workshop${row.withinRadius ? "" : " (outside the service radius)"}`,
    ],
    ["Map", point ? mapLinkOf(point) : mapSearchLinkOf(place)],
  ];
}

/**
 * Records a request and alerts the on-call staff in the same transaction
 * (docs/product.md#emergency-form, #emergency-alerts): a place outside the service radius is
 * recorded all the same. The status link's token is returned once and kept only as its hash.
 * @param values the validated form
 * @returns the new request's id, token and radius check
 * @throws the database error when it cannot be stored (nothing is half-written)
 */
export async function recordEmergencyRequest(
  values: EmergencyFormValues,
): Promise<RecordedRequest> {
  const point =
    values.latitude !== null && values.longitude !== null
      ? { latitude: values.latitude, longitude: values.longitude }
      : null;
  const radius = radiusCheck(point);
  const token = randomBytes(24).toString("base64url");
  const promiseMinutes = emergencyPromiseMinutes();
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(emergencyRequests)
      .values({
        tokenHash: tokenHash(token),
        phone: values.phone,
        name: values.name || null,
        car: values.car || null,
        problem: values.problem,
        landmark: values.landmark,
        locality: values.locality,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        distanceKm: radius.distanceKm,
        withinRadius: radius.withinRadius,
        promiseMinutes,
      })
      .returning();
    await queueMessages(
      tx,
      emergencyAlert(
        EMERGENCY_PROBLEM_LABELS[values.problem],
        alertDetails(row!),
        promiseMinutes,
        `${getEnv().SITE_URL}${STAFF_PATH}`,
      ),
    );
    return { id: row!.id, token, ...radius };
  });
}

/** A request as the staff screens and the status page show it (instants as ISO strings). */
export interface EmergencyView {
  id: string;
  status: EmergencyStatus;
  phone: string;
  name: string | null;
  car: string | null;
  problem: EmergencyProblem;
  landmark: string;
  locality: string;
  mapHref: string;
  distanceKm: number | null;
  withinRadius: boolean | null;
  promiseMinutes: number;
  /** When it was sent, and each later step's time (null until reached). */
  sentAt: string;
  takenAt: string | null;
  arrivedAt: string | null;
  closedAt: string | null;
  /** The promised arrival: sent + promise. */
  dueAt: string;
  etaMinutes: number | null;
  /** When the taker expects to arrive: taken + ETA. */
  expectedAt: string | null;
  takenBy: string | null;
  takerName: string | null;
  bookingId: string | null;
}

/**
 * The shown form of a stored request.
 * @param row the request's row
 * @returns its view; the status token's hash left out
 */
function toEmergencyView(row: EmergencyRequestRow): EmergencyView {
  const at = (d: Date | null) => d?.toISOString() ?? null;
  const place = `${row.landmark}, ${row.locality}`;
  return {
    id: row.id,
    status: row.status,
    phone: row.phone,
    name: row.name,
    car: row.car,
    problem: row.problem as EmergencyProblem,
    landmark: row.landmark,
    locality: row.locality,
    mapHref:
      row.latitude !== null && row.longitude !== null
        ? mapLinkOf({ latitude: row.latitude, longitude: row.longitude })
        : mapSearchLinkOf(place),
    distanceKm: row.distanceKm,
    withinRadius: row.withinRadius,
    promiseMinutes: row.promiseMinutes,
    sentAt: row.createdAt.toISOString(),
    takenAt: at(row.takenAt),
    arrivedAt: at(row.arrivedAt),
    closedAt: at(row.closedAt),
    dueAt: new Date(row.createdAt.getTime() + row.promiseMinutes * 60_000).toISOString(),
    etaMinutes: row.etaMinutes,
    expectedAt:
      row.takenAt && row.etaMinutes !== null
        ? new Date(row.takenAt.getTime() + row.etaMinutes * 60_000).toISOString()
        : null,
    takenBy: row.takenBy,
    takerName: row.takerName,
    bookingId: row.bookingId,
  };
}

/**
 * The open requests (sent, taken or arrived), oldest first: the staff screens show them at the top
 * (docs/product.md#emergency-alerts). Every driver and admin sees every open request.
 * @returns the views
 */
export async function openEmergencyRequests(): Promise<EmergencyView[]> {
  const rows = await getDb()
    .select()
    .from(emergencyRequests)
    .where(inArray(emergencyRequests.status, [...OPEN_STATUSES]))
    .orderBy(asc(emergencyRequests.createdAt));
  return rows.map(toEmergencyView);
}

/**
 * The request a private status link names (docs/product.md#emergency-status).
 * @param token the link's token as typed in the URL
 * @returns the view, or null for a token that names no request
 */
export async function emergencyByToken(token: string): Promise<EmergencyView | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await getDb()
    .select()
    .from(emergencyRequests)
    .where(eq(emergencyRequests.tokenHash, tokenHash(token)));
  return row ? toEmergencyView(row) : null;
}

/** Who moves a request: a driver or an admin. */
export interface EmergencyActor {
  id: string;
  name: string;
  isAdmin: boolean;
}

/** The outcome of a step. */
export type StepOutcome =
  | { ok: true; status: EmergencyStatus; bookingId: string | null }
  | { ok: false; reason: "no-request" | "taken-by-other" | "out-of-order" };

/**
 * The slot a tow's booking is written for: the next slot still open today, else tomorrow's first
 * (the booking is the workshop's record of the car; the admin moves it as the work is planned).
 */
function towSlot(now: Date): { date: string; slot: string } {
  const today = todayInKolkata(now);
  const open = timeSlots.find((s) => isSlotOpen(today, s, now));
  return open ? { date: today, slot: open } : { date: addDaysYmd(today, 1), slot: timeSlots[0]! };
}

/**
 * Moves a request one step (docs/product.md#emergency-steps): take it (only while no one has,
 * with an ETA in minutes), mark arrived, then resolved or towed. After it is taken, only its taker
 * or an admin moves it on. A tow writes a booking for the car with the customer's phone
 * (service 'Emergency Roadside Assistance', pending, no account) in the same transaction. The
 * row is locked while it changes, so two takers at once get one request each way: one succeeds,
 * the other is told it is taken.
 * @param actor the signed-in driver or admin
 * @param id the request's id (a UUID; anything else is "no-request")
 * @param step the parsed step form
 * @param now the current instant
 * @returns the new status (and the tow's booking id), or why it was refused
 */
export async function moveEmergencyRequest(
  actor: EmergencyActor,
  id: string,
  step: EmergencyStep,
  now: Date = new Date(),
): Promise<StepOutcome> {
  const to = STEP_OF_INTENT[step.intent];
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emergencyRequests)
      .where(eq(emergencyRequests.id, id))
      .for("update");
    if (!row) return { ok: false, reason: "no-request" } as const;
    if (to === "taken" && row.status !== "sent")
      return { ok: false, reason: "taken-by-other" } as const;
    if (!nextEmergencySteps(row.status).includes(to))
      return { ok: false, reason: "out-of-order" } as const;
    if (to !== "taken" && row.takenBy !== actor.id && !actor.isAdmin)
      return { ok: false, reason: "taken-by-other" } as const;
    let bookingId: string | null = null;
    if (to === "towed") {
      const { date, slot } = towSlot(now);
      const [booking] = await tx
        .insert(bookings)
        .values({
          userId: null,
          serviceType: "Emergency Roadside Assistance",
          customerName: row.name && row.name.length >= 2 ? row.name : "Roadside customer",
          customerEmail: "",
          customerPhone: row.phone,
          carModel: row.car ?? "Car towed in",
          preferredDate: date,
          preferredTime: slot,
          address: `${row.landmark}, ${row.locality}`,
          specialRequests: `Towed in from a roadside emergency: ${EMERGENCY_PROBLEM_LABELS[row.problem as EmergencyProblem]}.`,
          status: "pending",
        })
        .returning({ id: bookings.id });
      bookingId = booking!.id;
    }
    const time = sql`now()`;
    await tx
      .update(emergencyRequests)
      .set({
        status: to,
        ...(to === "taken"
          ? {
              takenAt: time,
              takenBy: actor.id,
              takerName: actor.name.trim().split(/\s+/)[0] ?? null,
              etaMinutes: step.intent === "take" ? step.eta : null,
            }
          : {}),
        ...(to === "arrived" ? { arrivedAt: time } : {}),
        ...(to === "resolved" || to === "towed" ? { closedAt: time, bookingId } : {}),
      })
      .where(and(eq(emergencyRequests.id, id), eq(emergencyRequests.status, row.status)));
    return { ok: true, status: to, bookingId } as const;
  });
}
