/**
 * Analytics events pushed to `window.dataLayer` (spec section 7 "Other actions").
 * Events carry no personal data: no names, emails, phones or addresses.
 */

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** The event pushed after a booking is created. */
export interface BookingCompletedEvent {
  event: "booking_completed";
  service_type: string;
  car_brand: string;
  currency: "INR";
  value: number;
}

/** Conversion value of a booking in rupees (spec section 9 "Display rules"). */
export const BOOKING_CONVERSION_VALUE_INR = 1000;

/**
 * Pushes `booking_completed` with service type and car brand (spec section 7).
 * @param target the data layer to push to; default `window.dataLayer` (created if absent)
 * @returns the pushed event
 */
export function trackBookingCompleted(
  serviceType: string,
  carBrand: string,
  target: Array<Record<string, unknown>> | undefined = typeof window === "undefined" ? undefined : (window.dataLayer ??= []),
): BookingCompletedEvent {
  const event: BookingCompletedEvent = {
    event: "booking_completed",
    service_type: serviceType,
    car_brand: carBrand,
    currency: "INR",
    value: BOOKING_CONVERSION_VALUE_INR,
  };
  target?.push({ ...event });
  return event;
}
