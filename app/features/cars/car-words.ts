/**
 * The words of My Garage that come from the records and the catalogue (a car's fuel, kilometres;
 * a visit's service type and status are `serviceTypeWords` and `bookingStatusWords` of
 * `app/lib/i18n.ts`), in the page's language (docs/decisions/0026): English
 * pages read them as stored or as the catalogue names them; Telugu and Hindi pages from the
 * language's `content.garage` (English has no copy: its words are the catalogue's). Client-safe.
 */
import { languages } from "~/catalog/languages";
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
 * Whole kilometres as people read them in India, in the page's language's Intl grouping (Latin
 * digits): "42,000 km", "1,20,000 km".
 * @param km whole kilometres
 * @param t the page's translator
 */
export function kmLabel(km: number, t: Pick<Translator, "locale">): string {
  return `${km.toLocaleString(languages[t.locale].intl)} km`;
}
