/**
 * The back office's Pickups view (docs/product.md#pickups): one day's legs by window, each with
 * its driver picker (at most `PICKUP_DRIVER_CAPACITY` legs per driver per window), plain HTML
 * forms answered with a redirect back to the day. The route guards first (`requireAdmin`).
 */
import { redirect } from "react-router";
import { z } from "zod";
import { ADMIN_PICKUPS_PATH } from "~/catalog/navigation";
import { getEnv } from "~/lib/env.server";
import { logDatabaseError } from "~/lib/db.server";
import { parseSubmission } from "~/lib/submission.server";
import { isUuid } from "~/lib/text-rules";
import { dayViewDate, isCalendarDate } from "~/lib/time";
import { listStaff, type StaffMember } from "~/lib/staff-roles.server";
import { assignDriver } from "./leg-changes.server";
import { legsOfDay, type LegDetails } from "./pickup-legs.server";
import { staffNoticeOf, type StaffNotice } from "./pickup-schema";

/** What the Pickups view shows. */
export interface PickupsDay {
  date: string;
  legs: LegDetails[];
  drivers: StaffMember[];
  capacity: number;
  notice: StaffNotice | null;
}

/**
 * One day's legs (`?date=`, default today, Asia/Kolkata) and the drivers to choose from.
 * @param request the page's request
 */
export async function loadPickupsDay(request: Request): Promise<PickupsDay> {
  const params = new URL(request.url).searchParams;
  const date = dayViewDate(params.get("date"));
  const [legs, drivers] = await Promise.all([legsOfDay(date, null), listStaff("driver")]);
  return {
    date,
    legs,
    drivers,
    capacity: getEnv().PICKUP_DRIVER_CAPACITY,
    notice: staffNoticeOf(params.get("staff")),
  };
}

const AssignSchema = z.strictObject({
  intent: z.literal("assign-driver"),
  date: z.string().refine(isCalendarDate),
  bookingId: z.string().refine(isUuid),
  legId: z.string().refine(isUuid),
  driverId: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/)
    .transform((v) => (v === "" ? null : v)),
});

/**
 * Assigns a leg's driver from the Pickups view.
 * @param adminId the admin, from `requireAdmin`
 * @param request the form's POST
 * @returns a redirect back to the day with `?staff=<notice>`
 */
export async function handlePickupsAction(adminId: string, request: Request): Promise<Response> {
  const parsed = await parseSubmission(request, AssignSchema);
  if (!parsed.ok) return redirect(`${ADMIN_PICKUPS_PATH}?staff=invalid`);
  const { date, bookingId, legId, driverId } = parsed.data;
  const back = (notice: StaffNotice) =>
    redirect(`${ADMIN_PICKUPS_PATH}?date=${date}&staff=${notice}`);
  try {
    const outcome = await assignDriver(adminId, bookingId, legId, driverId);
    return back(outcome.ok ? "saved" : outcome.reason);
  } catch (error) {
    logDatabaseError("Pickups assignment failed:", error);
    return back("failed");
  }
}
