/**
 * The words of My Garage that come from the records and the catalogue (a car's fuel, a visit's
 * service type and status, kilometres), in the page's language (docs/decisions/0026): English
 * pages read them as stored or as the catalogue names them; Telugu and Hindi pages from the
 * language's `content.garage` (English has no copy: its words are the catalogue's). Client-safe.
 */
import { languages } from "~/catalog/languages";
import { statusLabel } from "~/catalog/booking-status";
import type { Translator } from "~/lib/i18n";
import { FUEL_LABELS, type VehicleFuelName } from "./car-schema";

/**
 * A fuel as the page names it.
 * @param fuel the stored fuel, e.g. "petrol"
 * @param t the page's translator
 * @returns e.g. "Petrol", "పెట్రోల్"
 */
export function fuelLabel(fuel: VehicleFuelName, t: Translator): string {
  return t.locale === "en" ? FUEL_LABELS[fuel] : t.t(`content.garage.fuel.${fuel}`);
}

/**
 * A booking's service type as the page names it: the stored words on an English page, the
 * language's words for one of the 12 types, else the stored words (an older type).
 * @param serviceType the stored service type, e.g. "AC Service & Repair"
 * @param t the page's translator
 */
export function serviceTypeLabel(serviceType: string, t: Translator): string {
  const key = `content.garage.serviceTypes.${serviceType}`;
  return t.locale !== "en" && t.has(key) ? t.t(key) : serviceType;
}

/**
 * A booking's status as the page names it (docs/product.md#booking-statuses).
 * @param status the stored status, e.g. "in_progress"
 * @param t the page's translator
 * @returns e.g. "In Progress"; the language's word on a Telugu or Hindi page
 */
export function bookingStatusLabel(status: string, t: Translator): string {
  const key = `content.garage.status.${status}`;
  return t.locale !== "en" && t.has(key) ? t.t(key) : statusLabel(status);
}

/**
 * Whole kilometres as people read them in India, in the page's language's Intl grouping (Latin
 * digits): "42,000 km", "1,20,000 km".
 * @param km whole kilometres
 * @param t the page's translator
 */
export function kmLabel(km: number, t: Pick<Translator, "locale">): string {
  return `${km.toLocaleString(languages[t.locale].intl)} km`;
}
