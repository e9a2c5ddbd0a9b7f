/**
 * Pure helpers for the contact page's details, computed from the business facts
 * (DESIGN.md decision 1: no page hard-codes hours, address or coordinates).
 */
import type { BusinessFacts } from "~/catalog/business";

const DAY_NAMES: Record<string, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/**
 * A 24-hour "HH:MM" time as the header writes it.
 * @returns e.g. "9AM", "6PM", "8:30PM"; noon is "12PM", midnight "12AM"
 */
export function shortTime(hhmm: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]) % 24;
  const suffix = h < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m[2] === "00" ? "" : `:${m[2]}`}${suffix}`;
}

/**
 * The hours of one day, read from schema.org openingHours strings such as "Su 09:00-18:00"
 * or "Mo-Sa 08:00-20:00".
 * @param openingHours the business facts' `openingHours`
 * @param day a two-letter schema.org day, e.g. "Su"
 * @returns e.g. "Sunday: 9AM-6PM", or "Sunday: Closed" when no entry covers the day
 */
export function dayHoursText(openingHours: readonly string[], day: keyof typeof DAY_NAMES): string {
  const order = Object.keys(DAY_NAMES);
  const want = order.indexOf(day);
  for (const entry of openingHours) {
    const m = /^([A-Z][a-z])(?:-([A-Z][a-z]))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(entry.trim());
    if (!m) continue;
    const from = order.indexOf(m[1]!);
    const to = m[2] ? order.indexOf(m[2]) : from;
    if (from !== -1 && to !== -1 && want >= from && want <= to)
      return `${DAY_NAMES[day]}: ${shortTime(m[3]!)}-${shortTime(m[4]!)}`;
  }
  return `${DAY_NAMES[day]}: Closed`;
}

/**
 * The workshop's postal address on one line.
 * @returns e.g. "Plot 42, Ayyappa Society Main Road, Madhapur, Hyderabad, Telangana 500081"
 */
export function addressLine(address: BusinessFacts["address"]): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`;
}
