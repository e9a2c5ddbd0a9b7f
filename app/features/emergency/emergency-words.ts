/**
 * How a request's problem and step read on the customer's pages, in the page's language
 * (docs/product.md#emergency-status, docs/decisions/0026): the catalogue's English words on
 * English pages, the language's `content.emergency` words on Telugu and Hindi ones. The staff
 * screens and alerts stay English (the catalogue's words). Client-safe.
 */
import {
  EMERGENCY_PROBLEM_LABELS,
  EMERGENCY_STATUS_LABELS,
  type EmergencyProblem,
  type EmergencyStatus,
} from "~/catalog/emergency";
import type { Translator } from "~/lib/i18n";

/**
 * What happened to the car, in words.
 * @param problem the stored value, e.g. "flat_tyre"
 * @param translator the page's translator
 * @returns e.g. "Flat tyre", "టైర్ పంక్చర్", "टायर पंक्चर"
 */
export function problemLabel(problem: EmergencyProblem, { t, locale }: Translator): string {
  return locale === "en"
    ? EMERGENCY_PROBLEM_LABELS[problem]
    : t(`content.emergency.problems.${problem}`);
}

/**
 * A request's step, in words.
 * @param status the stored step, e.g. "taken"
 * @param translator the page's translator
 * @returns e.g. "On the way", "దారిలో ఉన్నారు", "रास्ते में हैं"
 */
export function statusLabel(status: EmergencyStatus, { t, locale }: Translator): string {
  return locale === "en"
    ? EMERGENCY_STATUS_LABELS[status]
    : t(`content.emergency.statuses.${status}`);
}
