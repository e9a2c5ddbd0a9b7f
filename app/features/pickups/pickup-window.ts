/**
 * The windows of pickup and drop legs (docs/product.md#pickups), Asia/Kolkata, pure and
 * client-safe: the booking writes the pickup's with the booking, the staff screens show them.
 */
import { addMinutes, format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { BUSINESS_TIME_ZONE, slotStartsAt } from "~/lib/time";

/** How long a leg's window lasts, in minutes (docs/product.md#pickups). */
const LEG_WINDOW_MINUTES = 60;

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
