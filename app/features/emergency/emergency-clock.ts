/**
 * The clock against the promise (docs/product.md#emergency-alerts): how long a request has waited
 * and how long is left to reach the customer within the promised time, and the words for a number
 * of minutes. Client-safe.
 */

/** Where a request stands against the promise at an instant. */
export interface PromiseClock {
  /** Whole minutes since it was sent. */
  waited: number;
  /** Whole minutes left until the promised arrival; negative once past it. */
  left: number;
  /** Past the promised arrival without having arrived. */
  late: boolean;
}

/**
 * The clock of a request (docs/product.md#emergency-alerts).
 * @param request its sent time, promised arrival (ISO) and arrival (ISO or null)
 * @param now the instant the page is drawn at
 * @returns the minutes waited and left; once arrived, measured at the arrival
 */
export function promiseClock(
  request: { sentAt: string; dueAt: string; arrivedAt: string | null },
  now: Date,
): PromiseClock {
  const at = request.arrivedAt ? new Date(request.arrivedAt).getTime() : now.getTime();
  const waited = Math.max(0, Math.floor((at - new Date(request.sentAt).getTime()) / 60_000));
  const left = Math.ceil((new Date(request.dueAt).getTime() - at) / 60_000);
  return { waited, left, late: left < 0 };
}

/** The words of a number of minutes: minutes alone, whole hours, or hours and minutes. */
export interface MinutesWords {
  min: (m: number) => string;
  h: (h: number) => string;
  hMin: (h: number, m: number) => string;
}

/** English's: "45 min", "2 h", "1 h 5 min". */
const englishMinutes: MinutesWords = {
  min: (m) => `${m} min`,
  h: (h) => `${h} h`,
  hMin: (h, m) => `${h} h ${m} min`,
};

/**
 * A number of minutes in words: "45 min", "2 h", "1 h 5 min".
 * @param minutes whole minutes (the sign is dropped)
 * @param words the words of another language (the staff screen's, docs/decisions/0026)
 * @returns the words
 */
export function minutesText(minutes: number, words: MinutesWords = englishMinutes): string {
  const m = Math.abs(Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return words.min(rest);
  return rest === 0 ? words.h(h) : words.hMin(h, rest);
}
