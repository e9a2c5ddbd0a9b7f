/**
 * When each of a car's services falls due, and why (docs/decisions/0014, "The due date and the
 * projection"): per periodic service the car has had, the earlier of its last such
 * service plus the interval's months and the day the projected odometer reaches the odometer at
 * that service plus the interval's kilometres; and each open recommendation on the date the
 * workshop suggested. Pure and client-safe: the server loads the facts
 * (`service-due.server.ts`), the car page and the reminders read the same answer.
 */
import { format } from "date-fns";
import { serviceInterval } from "~/catalog/service-intervals";
import { addDaysYmd, addMonthsYmd, dateFromYmd } from "~/lib/time";

/** A completed booking of the car: its service type, visit date and odometer then, if known. */
export interface CompletedService {
  serviceType: string;
  /** The visit's date, "yyyy-MM-dd" (Asia/Kolkata). */
  date: string;
  /** The check-in reading of that booking, in whole km; null when none was recorded. */
  odometerKm: number | null;
}

/** An odometer reading: the Asia/Kolkata date it was taken and whole kilometres. */
export interface OdometerPoint {
  date: string;
  km: number;
}

/** An open recommendation on the car (a declined estimate line, or the workshop's own). */
export interface OpenRecommendation {
  id: string;
  title: string;
  /** The date the workshop suggests it by, "yyyy-MM-dd". */
  suggestedOn: string;
  /** The date it was recommended, "yyyy-MM-dd" (Asia/Kolkata). */
  recommendedOn: string;
}

/** One thing a car is due for. */
export interface DueItem {
  /** The service type (a periodic service) or the recommendation's id. */
  item: string;
  /** What to show: the service type, or the recommendation's title. */
  title: string;
  /** "yyyy-MM-dd" (Asia/Kolkata). */
  dueOn: string;
  /** Why it is due then, e.g. "12 months since 14 Mar 2026". */
  reason: string;
  /** The same reason as facts, for a page to say in its own language (docs/decisions/0026). */
  because: DueReason;
  kind: "service" | "recommendation";
}

/**
 * Why an item is due when it is: months since the last such service (its date), the
 * kilometres since it at the car's own pace (whole km a day), or the workshop's recommendation
 * (its date); dates "yyyy-MM-dd".
 */
type DueReason =
  | { rule: "months"; months: number; since: string }
  | { rule: "km"; km: number; kmPerDay: number }
  | { rule: "recommended"; on: string };

/** What {@link serviceDue} needs of one car. */
export interface ServiceDueFacts {
  services: readonly CompletedService[];
  readings: readonly OdometerPoint[];
  recommendations: readonly OpenRecommendation[];
}

/** Days before a due date that its first reminder goes (stage `before`; docs/decisions/0014). */
const REMINDER_DAYS_BEFORE = 14;

/** Days after a due date that a missed on-the-day reminder is still sent (docs/decisions/0014). */
const DUE_REMINDER_CATCH_UP_DAYS = 7;

// Dates worked out once, then remembered: the daily run works out the same few hundred dates for
// every car, and date-fns' parsing and formatting was most of its time.
const remembered = new Map<string, string>();

/** A date result from `key`'s cache, else made by `make` and kept (at most 8,192 kept). */
function rememberedDate(key: string, make: () => string): string {
  let value = remembered.get(key);
  if (value === undefined) {
    value = make();
    if (remembered.size >= 8192) remembered.clear();
    remembered.set(key, value);
  }
  return value;
}

/** A date as the reasons show it: "14 Mar 2026". */
function shortDate(ymd: string): string {
  return rememberedDate(`s${ymd}`, () => {
    const d = dateFromYmd(ymd);
    return d ? format(d, "d MMM yyyy") : ymd;
  });
}

/** Kilometres as the reasons show them: "10,000". */
const kmFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** The day number of a "yyyy-MM-dd" date (days since 1 Jan 1970), for whole-day differences. */
function dayNumber(ymd: string): number {
  return (
    Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) /
    86_400_000
  );
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** A car's pace from its readings, as decision 0014 defines it. */
interface Pace {
  /** Kilometres a day between the first and the last reading; above zero. */
  kmPerDay: number;
  last: OdometerPoint;
}

/**
 * The car's own pace: kilometres per day between its first and last readings (by date, then as
 * given). Null with fewer than two readings on different days, or a pace of zero or less (an
 * odometer replaced).
 */
function paceOf(readings: readonly OdometerPoint[]): Pace | null {
  if (readings.length < 2) return null;
  const sorted = [...readings].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const days = daysBetween(first.date, last.date);
  if (days <= 0) return null;
  const kmPerDay = (last.km - first.km) / days;
  return kmPerDay > 0 ? { kmPerDay, last } : null;
}

/**
 * The odometer at a service: its check-in reading, else the last reading on or before its date.
 * @returns whole km, or null when neither is known
 */
function odometerAt(service: CompletedService, readings: readonly OdometerPoint[]): number | null {
  if (service.odometerKm !== null) return service.odometerKm;
  let best: OdometerPoint | null = null;
  for (const r of readings) if (r.date <= service.date && (!best || r.date >= best.date)) best = r;
  return best?.km ?? null;
}

/** Each periodic service type's last completed visit (the later date; on a tie, one with its km). */
function lastOfEachType(services: readonly CompletedService[]): CompletedService[] {
  const last = new Map<string, CompletedService>();
  for (const s of services) {
    if (!serviceInterval(s.serviceType)) continue;
    const seen = last.get(s.serviceType);
    if (
      !seen ||
      s.date > seen.date ||
      (s.date === seen.date && seen.odometerKm === null && s.odometerKm !== null)
    )
      last.set(s.serviceType, s);
  }
  return [...last.values()];
}

/**
 * A car's due items, soonest first (docs/decisions/0014, "The due date and the projection").
 * @param facts the car's completed services, odometer readings and open recommendations
 * @returns per periodic service type the car has had, its due date (the earlier of the date
 *   rule and the kilometre rule) with the reason; per open recommendation, its suggested date;
 *   sorted by due date, then title. Never throws: a service without a known odometer, or a car
 *   with fewer than two readings on different days or no positive pace, gets the date rule alone.
 */
export function serviceDue(facts: ServiceDueFacts): DueItem[] {
  const pace = paceOf(facts.readings);
  const items: DueItem[] = [];
  for (const service of lastOfEachType(facts.services)) {
    const interval = serviceInterval(service.serviceType)!;
    let dueOn = rememberedDate(`m${service.date}+${interval.months}`, () =>
      addMonthsYmd(service.date, interval.months),
    );
    let reason = `${interval.months} months since ${shortDate(service.date)}`;
    let because: DueReason = { rule: "months", months: interval.months, since: service.date };
    const atService = interval.km !== null && pace ? odometerAt(service, facts.readings) : null;
    if (interval.km !== null && pace && atService !== null) {
      const remaining = atService + interval.km - pace.last.km;
      const days = Math.ceil(remaining / pace.kmPerDay);
      const byKm =
        remaining <= 0
          ? pace.last.date
          : rememberedDate(`d${pace.last.date}+${days}`, () => addDaysYmd(pace.last.date, days));
      if (byKm < dueOn) {
        dueOn = byKm;
        reason = `about ${kmFormat.format(interval.km)} km since the service, at your usual ${kmFormat.format(Math.round(pace.kmPerDay))} km a day`;
        because = { rule: "km", km: interval.km, kmPerDay: Math.round(pace.kmPerDay) };
      }
    }
    items.push({
      item: service.serviceType,
      title: service.serviceType,
      dueOn,
      reason,
      because,
      kind: "service",
    });
  }
  for (const r of facts.recommendations)
    items.push({
      item: r.id,
      title: r.title,
      dueOn: r.suggestedOn,
      reason: `recommended by the workshop on ${shortDate(r.recommendedOn)}`,
      because: { rule: "recommended", on: r.recommendedOn },
      kind: "recommendation",
    });
  return items.sort((a, b) =>
    a.dueOn !== b.dueOn ? (a.dueOn < b.dueOn ? -1 : 1) : a.title.localeCompare(b.title),
  );
}

/**
 * Which reminder of a due date goes today (docs/decisions/0014, "Reminders"): `before` from
 * {@link REMINDER_DAYS_BEFORE} days ahead until the day before, `due` from the day until
 * {@link DUE_REMINDER_CATCH_UP_DAYS} days after (a day the job did not run is caught up).
 * @param dueOn the due date; `today` the date the job runs (both "yyyy-MM-dd", Asia/Kolkata)
 * @returns the stage, or null when neither is due today
 */
export function reminderStage(dueOn: string, today: string): "before" | "due" | null {
  const ahead = daysBetween(today, dueOn);
  if (ahead >= 1 && ahead <= REMINDER_DAYS_BEFORE) return "before";
  if (ahead <= 0 && ahead >= -DUE_REMINDER_CATCH_UP_DAYS) return "due";
  return null;
}
