/**
 * Business-time helpers. The workshop works in Asia/Kolkata (docs/architecture.md#stack);
 * a "date" here is a calendar date string "yyyy-MM-dd" in that zone.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, format, parse } from "date-fns";
import { slotStartMinutes } from "~/catalog/booking-options";
import { languages, type Locale } from "~/catalog/languages";

/** A "yyyy-MM-dd" string's year, month and day. */
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The business time zone. */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

/** How far ahead a visit may be booked, in days (decision: docs/decisions/0002). */
export const BOOKING_HORIZON_DAYS = 90;

/** An instant's calendar date and clock in Asia/Kolkata, as Intl's parts: Latin digits, 00-23 hours. */
const kolkataClock = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  numberingSystem: "latn",
});

/**
 * The year, month, day, hour and minute of an instant in Asia/Kolkata, read from one Intl
 * formatter made once: a date-fns `TZDate` looks the zone's offset up several times a call,
 * about 17 µs against 3 (a booking asks for today four times: docs/decisions/0028, "The last
 * levers").
 * @throws RangeError when `now` is an invalid date
 */
function kolkataClockParts(now: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of kolkataClock.formatToParts(now)) part[type] = value;
  return part;
}

/**
 * Today's date in Asia/Kolkata.
 * @param now the instant to read, default the current time
 * @returns "yyyy-MM-dd"
 * @throws RangeError when `now` is an invalid date
 */
export function todayInKolkata(now: Date = new Date()): string {
  const part = kolkataClockParts(now);
  return `${part.year}-${part.month}-${part.day}`;
}

/**
 * Minutes since midnight in Asia/Kolkata.
 * @param now the instant to read, default the current time
 * @returns 0..1439
 */
function minutesNowInKolkata(now: Date = new Date()): number {
  const part = kolkataClockParts(now);
  return Number(part.hour) * 60 + Number(part.minute);
}

/**
 * Whether a string is a real calendar date in "yyyy-MM-dd" form.
 * @returns false for "2026-02-30", "2026-1-5" or anything else malformed
 */
export function isCalendarDate(value: string): boolean {
  return dateFromYmd(value) !== undefined;
}

/**
 * How far from today, in years either way, a day view (the schedule, Pickups, the driver's screen)
 * may be asked for (docs/decisions/0021 item 7).
 */
const DAY_VIEW_RANGE_YEARS = 2;

/**
 * The day a day view shows: the asked date when it is a real date within
 * {@link DAY_VIEW_RANGE_YEARS} years of today, else today (Asia/Kolkata).
 * @param asked the `?date=` value ("yyyy-MM-dd"), or null when none was given
 * @param now the instant whose day is today, default the current time
 * @returns "yyyy-MM-dd"; never a date the views cannot move a day from
 */
export function dayViewDate(asked: string | null, now: Date = new Date()): string {
  const today = todayInKolkata(now);
  if (!asked || !isCalendarDate(asked)) return today;
  const months = DAY_VIEW_RANGE_YEARS * 12;
  return asked >= addMonthsYmd(today, -months) && asked <= addMonthsYmd(today, months)
    ? asked
    : today;
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
  // Read by hand rather than with date-fns' parse: lists read a date per booking, and the
  // parser's allocations were a large part of a page's garbage.
  const parts = YMD.exec(value);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  const exact = date.getFullYear() === year && date.getMonth() === month && date.getDate() === day;
  return year > 0 && exact ? date : undefined;
}

// Dates already formatted: a list of bookings repeats a few months of dates, and parsing and
// formatting each again is most of a booking card's server rendering time.
const displayDates = new Map<string, string>();

/**
 * A "yyyy-MM-dd" date for people: "Sat, 21 Nov 2026" (each date formatted once, then
 * remembered; at most a few thousand are kept). On the Telugu and Hindi pages, rendered on the
 * server only, through Intl (te-IN, hi-IN: day and month names in the language, Latin digits;
 * docs/decisions/0026).
 * @param value "yyyy-MM-dd"
 * @param locale the page's language (default English)
 * @returns the readable date, or the input unchanged when it is not a date
 */
export function formatDisplayDate(value: string, locale: Locale = "en"): string {
  const key = locale === "en" ? value : `${locale}${value}`;
  let shown = displayDates.get(key);
  if (shown === undefined) {
    const d = dateFromYmd(value);
    shown = !d ? value : locale === "en" ? format(d, "EEE, d MMM yyyy") : displayDateIn(locale, d);
    if (displayDates.size >= 4096) displayDates.clear();
    displayDates.set(key, shown);
  }
  return shown;
}

/** A calendar date (already a local date) in Telugu or Hindi through Intl: weekday, day, month, year. */
function displayDateIn(locale: Exclude<Locale, "en">, date: Date): string {
  return intlFormat(locale, "day", {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl date format of Telugu or Hindi (te-IN, hi-IN), made once per language and use, with
 * Latin digits (docs/decisions/0026).
 * @param use the format's name, e.g. "day"; `options` its fields
 */
function intlFormat(
  locale: Exclude<Locale, "en">,
  use: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}:${use}`;
  let f = intlFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(languages[locale].intl, { ...options, numberingSystem: "latn" });
    intlFormats.set(key, f);
  }
  return f;
}

/**
 * How long one booking slot lasts, in minutes (slots start every 30 minutes;
 * docs/product.md#time-slots).
 */
export const SLOT_MINUTES = 30;

// Slot starts already worked out: a list of bookings repeats a few months of dates and
// eighteen slots, and each time-zone conversion asks Intl for the zone's offset.
const slotStarts = new Map<string, number>();

/**
 * The instant a slot starts: a date and slot label read in Asia/Kolkata (each pair worked
 * out once, then remembered; at most a few thousand are kept).
 * @param date "yyyy-MM-dd"
 * @param slot a slot label such as "02:30 PM"
 * @returns the start as a Date (an instant), or an invalid Date for a malformed slot
 */
export function slotStartsAt(date: string, slot: string): Date {
  const key = `${date} ${slot}`;
  let start = slotStarts.get(key);
  if (start === undefined) {
    start = slotStartInstant(date, slot);
    if (slotStarts.size >= 4096) slotStarts.clear();
    slotStarts.set(key, start);
  }
  return new Date(start);
}

/** {@link slotStartsAt}'s conversion, in epoch milliseconds (NaN when malformed). */
function slotStartInstant(date: string, slot: string): number {
  const start = slotStartMinutes(slot);
  const d = dateFromYmd(date);
  if (!d || Number.isNaN(start)) return Number.NaN;
  return new TZDate(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    Math.floor(start / 60),
    start % 60,
    BUSINESS_TIME_ZONE,
  ).getTime();
}

/**
 * The instant an Asia/Kolkata day starts: its midnight there.
 * @param date "yyyy-MM-dd"
 * @returns the instant, or an invalid Date for a malformed date
 */
export function kolkataDayStartsAt(date: string): Date {
  const d = dateFromYmd(date);
  if (!d) return new Date(Number.NaN);
  return new Date(
    new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), 0, 0, BUSINESS_TIME_ZONE).getTime(),
  );
}

/**
 * Seconds from an instant to the next Asia/Kolkata midnight, when a per-day limit starts afresh.
 * @param now the instant
 * @returns 1 to 86400
 */
export function secondsToNextKolkataDay(now: Date): number {
  const midnight = kolkataDayStartsAt(addDaysYmd(todayInKolkata(now), 1)).getTime();
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
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
 * A date moved by whole calendar months; a day the month lacks becomes its last day
 * (31 Jan + 1 month is 28 or 29 Feb).
 * @param date "yyyy-MM-dd"; `months` may be negative
 * @returns "yyyy-MM-dd", or the input unchanged when it is not a date
 */
export function addMonthsYmd(date: string, months: number): string {
  const d = dateFromYmd(date);
  return d ? format(addMonths(d, months), "yyyy-MM-dd") : date;
}

/**
 * The parts of an English date-time in Asia/Kolkata, from Intl's en-US parts (numbers in Latin
 * digits, "Sep" and "AM" the same in every engine), made once.
 */
const englishDateTimeParts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  numberingSystem: "latn",
});

/**
 * A date-time for people, in Asia/Kolkata: "21 Nov 2026, 2:05 PM" (date-fns' "d MMM yyyy, h:mm
 * a"), assembled from Intl's en-US parts so that the server and the browser write the same text
 * whatever their locale data's patterns (a list of 20 bookings took about 0.9 ms through
 * date-fns' `TZDate`, a few time zone lookups a call; docs/decisions/0025, item 19). The Telugu
 * and Hindi pages, rendered on the server only, through Intl (te-IN, hi-IN;
 * docs/decisions/0026).
 * @param iso an ISO timestamp
 * @param locale the page's language (default English)
 * @throws RangeError when `iso` is not a timestamp (as date-fns' `format` did)
 */
export function formatKolkataDateTime(iso: string, locale: Locale = "en"): string {
  const instant = new Date(iso);
  if (locale !== "en") return dateTimeIn(locale).format(instant);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of englishDateTimeParts.formatToParts(instant)) part[type] = value;
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

/** Date and time in Telugu or Hindi, Asia/Kolkata, through Intl (te-IN, hi-IN): month names in the language. */
function dateTimeIn(locale: Exclude<Locale, "en">): Intl.DateTimeFormat {
  return intlFormat(locale, "dateTime", {
    timeZone: BUSINESS_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

/**
 * A time of day for people, in Asia/Kolkata: "2:05 PM".
 * @param iso an ISO timestamp
 */
export function formatKolkataTime(iso: string): string {
  return format(new TZDate(new Date(iso).getTime(), BUSINESS_TIME_ZONE), "h:mm a");
}

/**
 * A date for people, in Asia/Kolkata: "21 Nov 2026".
 * @param iso an ISO timestamp
 */
export function formatKolkataDate(iso: string): string {
  return format(new TZDate(new Date(iso).getTime(), BUSINESS_TIME_ZONE), "d MMM yyyy");
}

/**
 * A calendar month for people: "Mar 2026".
 * @param month "yyyy-MM"
 * @returns the month's short name and year; the text unchanged when it is not such a month
 */
export function formatMonth(month: string): string {
  const d = parse(month, "yyyy-MM", new Date(2000, 0, 1));
  return Number.isNaN(d.getTime()) ? month : format(d, "MMM yyyy");
}
