/**
 * What the staff screens call for emergency requests (docs/product.md#emergency-alerts,
 * #emergency-steps): the open requests shown at the top of /staff and /admin, and the step forms
 * posted to /staff/emergency/{id}. The routes guard first (`requireStaff(request, "driver")`, which
 * admits admins); every driver and admin sees every open request.
 */
import { redirect } from "react-router";
import { ADMIN_PATH, STAFF_PATH } from "~/catalog/navigation";
import type { StaffUser } from "~/lib/auth.server";
import { logDatabaseError, orFallback } from "~/lib/db.server";
import { readFields } from "~/lib/request-body.server";
import { isUuid } from "~/lib/text-rules";
import {
  moveEmergencyRequest,
  openEmergencyRequests,
  type EmergencyView,
} from "./emergency.server";
import { EmergencyStepSchema, emergencyNoticeOf, type EmergencyNotice } from "./emergency-schema";

/** What the board shows. */
export interface EmergencyBoardData {
  requests: EmergencyView[];
  /** The instant the page was drawn at (ISO), for the clocks. */
  now: string;
  viewer: { id: string; isAdmin: boolean };
  notice: EmergencyNotice | null;
}

/**
 * The open requests for a staff screen; a database failure shows none rather than no page.
 * @param viewer the signed-in driver or admin
 * @param request the page's request (its `?emergency=` notice)
 * @returns the board's data
 */
export async function loadEmergencyBoard(
  viewer: { id: string; isAdmin: boolean },
  request: Request,
): Promise<EmergencyBoardData> {
  return {
    requests: await orFallback("Emergency requests could not be read:", openEmergencyRequests, []),
    now: new Date().toISOString(),
    viewer: { id: viewer.id, isAdmin: viewer.isAdmin },
    notice: emergencyNoticeOf(new URL(request.url).searchParams.get("emergency")),
  };
}

/**
 * A step on a request (docs/product.md#emergency-steps), answered with a redirect back to the
 * screen it came from (`?from=admin`: the back office; else /staff) with the step's notice, so a
 * reload posts nothing again.
 * @param staff the signed-in driver or admin
 * @param id the URL's request id
 * @param request the POST (form data: `intent`, and `eta` to take)
 * @returns the redirect; a bad form, a step out of order or a request taken by someone else come
 *   back with their notice; an unknown id comes back as out of order
 */
export async function handleEmergencyStep(
  staff: StaffUser,
  id: string,
  request: Request,
): Promise<Response> {
  const from = new URL(request.url).searchParams.get("from");
  const back = (notice: EmergencyNotice) =>
    redirect(`${from === "admin" ? ADMIN_PATH : STAFF_PATH}?emergency=${notice}`);
  const parsed = EmergencyStepSchema.safeParse(await readFields(request));
  if (!parsed.success) return back("invalid");
  if (!isUuid(id)) return back("out-of-order");
  try {
    const outcome = await moveEmergencyRequest(staff, id, parsed.data);
    if (!outcome.ok) return back(outcome.reason === "no-request" ? "out-of-order" : outcome.reason);
    return back(outcome.status === "sent" ? "taken" : outcome.status);
  } catch (error) {
    logDatabaseError("Emergency step could not be saved:", error);
    return back("failed");
  }
}
