/**
 * Business-time helpers. The workshop works in Asia/Kolkata (DESIGN.md "Stack": dates);
 * a "date" here is a calendar date string "yyyy-MM-dd" in that zone.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, format, isValid, parse } from "date-fns";
import { slotStartMinutes } from "~/catalog/booking-options";

/** The business time zone. */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

/** How far ahead a visit may be booked, in days (decision: docs/decisions/0002). */
export const BOOKING_HORIZON_DAYS = 90;

/**
 * Today's date in Asia/Kolkata.
 * @param now the instant to read, default the current time
 * @returns "yyyy-MM-dd"
 */
export function todayInKolkata(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), BUSINESS_TIME_ZONE), "yyyy-MM-dd");
}

/**
 * Minutes since midnight in Asia/Kolkata.
 * @param now the instant to read, default the current time
 * @returns 0..1439
 */
export function minutesNowInKolkata(now: Date = new Date()): number {
  const t = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  return t.getHours() * 60 + t.getMinutes();
}

/**
 * Whether a string is a real calendar date in "yyyy-MM-dd" form.
 * @returns false for "2026-02-30", "2026-1-5" or anything else malformed
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = parse(value, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(d) && format(d, "yyyy-MM-dd") === value;
}

/**
 * The last bookable date: today plus {@link BOOKING_HORIZON_DAYS}, in Asia/Kolkata.
 * @returns "yyyy-MM-dd"
 */
export function lastBookableDate(now: Date = new Date()): string {
  const today = parse(todayInKolkata(now), "yyyy-MM-dd", new Date(2000, 0, 1));
  return format(addDays(today, BOOKING_HORIZON_DAYS), "yyyy-MM-dd");
}

/**
 * Whether a slot on a date is still open for booking: any slot on a later date, and on
 * today only slots that have not started yet (Asia/Kolkata).
 * @param date "yyyy-MM-dd"
 * @param slot a slot label such as "02:30 PM"
 * @returns false for past dates, passed slots of today and unknown labels
 */
export function isSlotOpen(date: string, slot: string, now: Date = new Date()): boolean {
  const start = slotStartMinutes(slot);
  if (Number.isNaN(start)) return false;
  const today = todayInKolkata(now);
  if (date < today) return false;
  if (date > today) return true;
  return start > minutesNowInKolkata(now);
}

/**
 * Turns a "yyyy-MM-dd" string into a local Date at midnight, for the calendar widget.
 * @returns the Date, or undefined when the string is not a calendar date
 */
export function dateFromYmd(value: string): Date | undefined {
  return isCalendarDate(value) ? parse(value, "yyyy-MM-dd", new Date(2000, 0, 1)) : undefined;
}

/**
 * Formats a calendar Date (as picked in the widget) as "yyyy-MM-dd".
 */
export function ymdFromDate(value: Date): string {
  return format(value, "yyyy-MM-dd");
}

/**
 * A "yyyy-MM-dd" date for people: "Sat, 21 Nov 2026".
 * @returns the readable date, or the input unchanged when it is not a date
 */
export function formatDisplayDate(value: string): string {
  const d = dateFromYmd(value);
  return d ? format(d, "EEE, d MMM yyyy") : value;
}

/** How long one booking slot lasts, in minutes (slots start every 30 minutes; spec section 9). */
export const SLOT_MINUTES = 30;

/**
 * The instant a slot starts: a date and slot label read in Asia/Kolkata.
 * @param date "yyyy-MM-dd"
 * @param slot a slot label such as "02:30 PM"
 * @returns the start as a Date (an instant), or an invalid Date for a malformed slot
 */
export function slotStartsAt(date: string, slot: string): Date {
  const start = slotStartMinutes(slot);
  const d = dateFromYmd(date);
  if (!d || Number.isNaN(start)) return new Date(Number.NaN);
  return new Date(
    new TZDate(
      d.getFullYear(),
      d.getMonth(),
      d.getDate(),
      Math.floor(start / 60),
      start % 60,
      BUSINESS_TIME_ZONE,
    ).getTime(),
  );
}

/**
 * A date moved by whole days.
 * @param date "yyyy-MM-dd"; `days` may be negative
 * @returns "yyyy-MM-dd"
 */
export function addDaysYmd(date: string, days: number): string {
  const d = dateFromYmd(date);
  return d ? format(addDays(d, days), "yyyy-MM-dd") : date;
}

/**
 * A date-time for people, in Asia/Kolkata: "21 Nov 2026, 2:05 PM". Formatted with date-fns
 * rather than Intl so that the server and the browser write the same text.
 * @param iso an ISO timestamp
 */
export function formatKolkataDateTime(iso: string): string {
  return format(new TZDate(new Date(iso).getTime(), BUSINESS_TIME_ZONE), "d MMM yyyy, h:mm a");
}

/**
 * A date for people, in Asia/Kolkata: "21 Nov 2026".
 * @param iso an ISO timestamp
 */
export function formatKolkataDate(iso: string): string {
  return format(new TZDate(new Date(iso).getTime(), BUSINESS_TIME_ZONE), "d MMM yyyy");
}
