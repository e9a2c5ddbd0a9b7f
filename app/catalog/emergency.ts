/**
 * The roadside emergency request (docs/product.md#emergency): what can have happened to the car,
 * the steps a request goes through with how each reads, and the great-circle distance that
 * decides whether the place is inside the service radius. The `emergency_status` enum in
 * `app/db/schema/emergency.ts` reads the status list. Plain data and arithmetic: client-safe.
 */
import data from "./data/emergency.json";
import { vocabulary, type ValueOf } from "./vocabulary";

/** What happened to the car, as the form offers it (docs/product.md#emergency-form). */
const problem = vocabulary(data.problem);

/** One of the problems. */
export type EmergencyProblem = ValueOf<typeof problem>;

/** `emergencyProblems`, the values in the form's order; `EMERGENCY_PROBLEM_LABELS`, their words. */
export const { values: emergencyProblems, labels: EMERGENCY_PROBLEM_LABELS } = problem;

/**
 * The steps of a request, in order (docs/product.md#emergency-steps): sent, taken by one driver or
 * admin ("on my way", with an ETA), arrived, then closed as resolved or towed.
 */
const status = vocabulary(data.status);

/** A request's step. */
export type EmergencyStatus = ValueOf<typeof status>;

/** `emergencyStatuses`, every step as stored; `EMERGENCY_STATUS_LABELS`, how each reads. */
export const { values: emergencyStatuses, labels: EMERGENCY_STATUS_LABELS } = status;

/** The steps that close a request. */
const closingStatuses = ["resolved", "towed"] as const satisfies readonly EmergencyStatus[];

/**
 * The one step that may follow each (docs/product.md#emergency-steps: no step is skipped).
 * @param from the request's step now
 * @returns the steps it may move to: sent → taken → arrived → resolved or towed; none after
 */
export function nextEmergencySteps(from: EmergencyStatus): readonly EmergencyStatus[] {
  switch (from) {
    case "sent":
      return ["taken"];
    case "taken":
      return ["arrived"];
    case "arrived":
      return closingStatuses;
    default:
      return [];
  }
}

/** The Earth's mean radius in kilometres (IUGG), for {@link greatCircleKm}. */
const EARTH_RADIUS_KM = 6371.0088;

/** A point in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The great-circle distance between two points (haversine formula on a sphere of the Earth's mean
 * radius; docs/product.md#emergency-form: the service radius is measured this way from the
 * workshop).
 * @param a one point in degrees
 * @param b the other point in degrees
 * @returns the distance in kilometres
 */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A Google Maps link to a place (the alert's map link, docs/product.md#emergency-alerts).
 * @param point the place in degrees
 * @returns "https://www.google.com/maps/search/?api=1&query=LAT,LNG"
 */
export function mapLinkOf(point: GeoPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${point.latitude},${point.longitude}`;
}

/**
 * A Google Maps search for a place described in words (a request sent without coordinates).
 * @param words the landmark and locality
 * @returns "https://www.google.com/maps/search/?api=1&query=<encoded words>"
 */
export function mapSearchLinkOf(words: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(words)}`;
}
