/**
 * A booking's pickup and drop as its customer may see them (docs/product.md#pickups,
 * docs/decisions/0016: staff are not named to customers beyond a driver's first name). The
 * mapping is made on the server, so the page's data and its `.data` carry no staff id or full
 * name (docs/decisions/0021 item 6).
 */
import { statesOf } from "~/catalog/pickup-legs";
import { legsOfBooking, type LegView } from "./pickup-legs.server";

/** A leg on the customer's booking page. */
export interface CustomerLegView {
  id: string;
  kind: LegView["kind"];
  state: LegView["state"];
  /** ISO instants; null until set (a drop before the work is completed). */
  windowStart: string | null;
  windowEnd: string | null;
  /** The driver's first name once the leg is assigned to one, else null. */
  driverFirstName: string | null;
}

/**
 * What the customer may see of one leg: its kind, state and window, and the driver's first name
 * once the leg has moved past "scheduled".
 * @param leg the leg as the staff views read it
 * @returns the leg without the driver's id or full name
 */
function customerLegView(leg: LegView): CustomerLegView {
  const assigned = statesOf(leg.kind).indexOf(leg.state) >= 1;
  const firstName = leg.driverName?.trim().split(/\s+/)[0] || null;
  return {
    id: leg.id,
    kind: leg.kind,
    state: leg.state,
    windowStart: leg.windowStart,
    windowEnd: leg.windowEnd,
    driverFirstName: assigned ? firstName : null,
  };
}

/**
 * A booking's legs for its customer's page, pickup first. The caller has checked the booking is
 * the customer's.
 * @param booking the booking's id and status
 * @returns none for a booking without pickup, and none for a cancelled booking, whose legs are
 *   closed (docs/product.md#pickups-legs)
 */
export async function customerLegsOfBooking(booking: {
  id: string;
  status: string;
}): Promise<CustomerLegView[]> {
  if (booking.status === "cancelled") return [];
  return (await legsOfBooking(booking.id)).map(customerLegView);
}
