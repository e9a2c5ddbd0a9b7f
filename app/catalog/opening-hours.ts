/**
 * The workshop's opening hours as people read them, from the business facts' schema.org
 * `openingHours` strings such as "Mo-Sa 08:00-20:00" and its `hoursText`
 * (docs/product.md#business-facts: Mon-Sat 08:00-20:00, Sun 09:00-18:00, header text
 * 'Mon-Sat: 8AM-8PM | Emergency: 24/7'). Client-safe and pure; times are the workshop's
 * local time (Asia/Kolkata) as written in the facts.
 */

/** schema.org's two-letter days, Monday first, with their short and full English names. */
const days = {
  Mo: ["Mon", "Monday"],
  Tu: ["Tue", "Tuesday"],
  We: ["Wed", "Wednesday"],
  Th: ["Thu", "Thursday"],
  Fr: ["Fri", "Friday"],
  Sa: ["Sat", "Saturday"],
  Su: ["Sun", "Sunday"],
} as const;

/** A schema.org two-letter day, e.g. "Su". */
export type OpeningDay = keyof typeof days;

const dayOrder = Object.keys(days) as OpeningDay[];

function isDay(s: string | undefined): s is OpeningDay {
  return s !== undefined && s in days;
}

/** One opening-hours entry: the first and last day it covers and its "HH:MM" times. */
export interface OpeningHoursEntry {
  from: OpeningDay;
  to: OpeningDay;
  opens: string;
  closes: string;
}

/**
 * Reads one schema.org opening-hours string.
 * @param spec e.g. "Mo-Sa 08:00-20:00" or "Su 09:00-18:00"
 * @returns the days and times, or null for a string of any other shape
 */
export function parseOpeningHours(spec: string): OpeningHoursEntry | null {
  const m = /^([A-Z][a-z])(?:-([A-Z][a-z]))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(spec.trim());
  if (!m) return null;
  const [, from, to = from, opens = "", closes = ""] = m;
  if (!isDay(from) || !isDay(to)) return null;
  return { from, to, opens, closes };
}

/**
 * A 24-hour "HH:MM" time on the 12-hour clock, as the header writes it.
 * @param hhmm e.g. "08:00", "20:30"
 * @returns e.g. "8AM", "8:30PM"; noon is "12PM", midnight "12AM"; any other shape unchanged
 */
export function clock12(hhmm: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]) % 24;
  const suffix = h < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m[2] === "00" ? "" : `:${m[2]}`}${suffix}`;
}

/**
 * One schema.org opening-hours string in the header's style, for the footer, the about page
 * and the FAQ.
 * @param spec e.g. "Mo-Sa 08:00-20:00"
 * @param locale the page's language; Telugu and Hindi name the days and times through Intl
 *   (te-IN, hi-IN; docs/decisions/0026)
 * @returns e.g. "Mon-Sat: 8AM-8PM"; a string of any other shape is returned unchanged
 */
export function formatOpeningHours(spec: string, locale: "en" | "te" | "hi" = "en"): string {
  const entry = parseOpeningHours(spec);
  if (!entry) return spec;
  if (locale !== "en") {
    // Intl's formats for Telugu and Hindi take about 0.2 ms each to make, four a string: the
    // text is kept per string and language (the business facts hold a handful of strings).
    const key = `${locale}:${spec}`;
    let text = localHours.get(key);
    if (text === undefined) {
      const day = (d: OpeningDay) => weekdayIn(locale, d);
      const range =
        entry.from === entry.to ? day(entry.from) : `${day(entry.from)}-${day(entry.to)}`;
      text = `${range}: ${timeIn(locale, entry.opens)}-${timeIn(locale, entry.closes)}`;
      if (localHours.size >= 64) localHours.clear();
      localHours.set(key, text);
    }
    return text;
  }
  const from = days[entry.from][0];
  const range = entry.from === entry.to ? from : `${from}-${days[entry.to][0]}`;
  return `${range}: ${clock12(entry.opens)}-${clock12(entry.closes)}`;
}

/** Telugu and Hindi hours already written, by language and opening-hours string. */
const localHours = new Map<string, string>();

/** A Monday (1 June 2026, UTC) and the days after it, to name weekdays through Intl. */
const MONDAY_UTC = Date.UTC(2026, 5, 1);

/** A weekday's short name in Telugu or Hindi, through Intl (te-IN, hi-IN). */
function weekdayIn(locale: "te" | "hi", day: OpeningDay): string {
  return new Intl.DateTimeFormat(`${locale}-IN`, { weekday: "short", timeZone: "UTC" }).format(
    MONDAY_UTC + dayOrder.indexOf(day) * 86_400_000,
  );
}

/** An "HH:mm" time in Telugu or Hindi, 12-hour, through Intl (te-IN, hi-IN), Latin digits. */
function timeIn(locale: "te" | "hi", hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(`${locale}-IN`, {
    hour: "numeric",
    minute: m ? "2-digit" : undefined,
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(Date.UTC(2026, 5, 1, h, m));
}

/**
 * The hours of one day, for the contact page.
 * @param openingHours the business facts' `openingHours`
 * @param day a two-letter schema.org day, e.g. "Su"
 * @returns e.g. "Sunday: 9AM-6PM", or "Sunday: Closed" when no entry covers the day
 */
export function dayHoursText(openingHours: readonly string[], day: OpeningDay): string {
  const want = dayOrder.indexOf(day);
  for (const spec of openingHours) {
    const entry = parseOpeningHours(spec);
    if (entry && want >= dayOrder.indexOf(entry.from) && want <= dayOrder.indexOf(entry.to))
      return `${days[day][1]}: ${clock12(entry.opens)}-${clock12(entry.closes)}`;
  }
  return `${days[day][1]}: Closed`;
}

/**
 * The emergency part of the header's hours text, for the footer's and the about page's
 * hours lists.
 * @param hoursText the business facts' `hoursText`
 * @returns e.g. "Emergency: 24/7", or null when the text names no emergency line
 */
export function emergencyHoursText(hoursText: string): string | null {
  const part = hoursText
    .split("|")
    .map((s) => s.trim())
    .find((s) => /emergency/i.test(s));
  return part || null;
}
