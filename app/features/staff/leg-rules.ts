/**
 * The rules of pickup and drop legs (docs/product.md#pickups), pure and client-safe: their
 * windows in Asia/Kolkata, and which state may follow which.
 */
import { addMinutes, format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { statesOf, type LegKind, type LegState } from "~/catalog/pickup-legs";
import { BUSINESS_TIME_ZONE, slotStartsAt } from "~/lib/time";

/** How long a leg's window lasts, in minutes (docs/product.md#pickups). */
export const LEG_WINDOW_MINUTES = 60;

/** A window: two instants, start before end. */
export interface LegWindow {
  start: Date;
  end: Date;
}

/**
 * The pickup's window: the hour before the booking's slot, Asia/Kolkata
 * (docs/product.md#pickups).
 * @param date the booking's day "yyyy-MM-dd"; `slot` its slot label, e.g. "10:00 AM"
 * @returns the window, or null for a malformed date or slot
 */
export function pickupWindow(date: string, slot: string): LegWindow | null {
  const end = slotStartsAt(date, slot);
  if (Number.isNaN(end.getTime())) return null;
  return { start: addMinutes(end, -LEG_WINDOW_MINUTES), end };
}

/**
 * The drop's window, set by an admin when the work is completed: the hour from a time of a day,
 * Asia/Kolkata.
 * @param date "yyyy-MM-dd"; `time` "HH:mm" (24-hour)
 * @returns the window, or null for a malformed date or time
 */
export function dropWindow(date: string, time: string): LegWindow | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, m, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [h, min] = [Number(t[1]), Number(t[2])];
  if (m < 1 || m > 12 || day < 1 || day > 31 || h > 23 || min > 59) return null;
  const start = new TZDate(y, m - 1, day, h, min, BUSINESS_TIME_ZONE);
  if (start.getDate() !== day) return null;
  const at = new Date(start.getTime());
  return { start: at, end: addMinutes(at, LEG_WINDOW_MINUTES) };
}

/**
 * A window as people read it, Asia/Kolkata: "9:00 AM – 10:00 AM".
 * @returns the text, or "Not set yet" for a window not set
 */
export function windowText(start: Date | string | null, end: Date | string | null): string {
  if (!start || !end) return "Not set yet";
  const f = (v: Date | string) =>
    format(new TZDate(new Date(v).getTime(), BUSINESS_TIME_ZONE), "h:mm a");
  return `${f(start)} – ${f(end)}`;
}

/**
 * The state a driver moves a leg to next: the pickup from assigned to on the way, picked up and
 * at the workshop; the drop from assigned to out for delivery and delivered.
 * @returns the next state, or null when the leg is not assigned yet or is finished
 */
export function nextDriverState(kind: LegKind, state: LegState): LegState | null {
  const order = statesOf(kind);
  const at = order.indexOf(state);
  if (at < 1 || at >= order.length - 1) return null;
  return order[at + 1]!;
}

/**
 * Whether a leg may move from one state to another (docs/product.md#pickups): its driver one
 * step forward only (never back, never to "assigned", which assigning does); an admin to any
 * state of the kind, back included (audited by the caller).
 * @param byAdmin true for an admin
 * @returns true when allowed; false for the same state or a state of the other kind
 */
export function canMoveLeg(kind: LegKind, from: LegState, to: LegState, byAdmin: boolean): boolean {
  const order = statesOf(kind);
  if (!order.includes(to) || from === to) return false;
  if (byAdmin) return true;
  return nextDriverState(kind, from) === to;
}

/**
 * Whether a move goes backwards along the kind's states.
 * @returns true when `to` comes before `from`
 */
export function isBackwards(kind: LegKind, from: LegState, to: LegState): boolean {
  const order = statesOf(kind);
  return order.indexOf(to) < order.indexOf(from);
}
