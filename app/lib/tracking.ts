/**
 * Analytics events pushed to `window.dataLayer` (docs/product.md#route-booking).
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

/** Conversion value of a booking in rupees (docs/product.md#route-booking). */
const BOOKING_CONVERSION_VALUE_INR = 1000;

/**
 * The `booking_completed` event for a booking just made (docs/product.md#route-booking), pushed to
 * `window.dataLayer` by the page that shows the booking (an inline script on /booking).
 * @param serviceType the booking's service type
 * @param carBrand the car's brand as the form lists it (or "Other")
 * @returns the event, with the conversion value in rupees
 */
export function bookingCompletedEvent(
  serviceType: string,
  carBrand: string,
): BookingCompletedEvent {
  return {
    event: "booking_completed",
    service_type: serviceType,
    car_brand: carBrand,
    currency: "INR",
    value: BOOKING_CONVERSION_VALUE_INR,
  };
}

/**
 * Pushes an event to `window.dataLayer` (created if absent). Runs in the browser, sent as
 * source by `InlineScript`: it uses nothing but its argument and `window`.
 * @param event the event, e.g. from {@link bookingCompletedEvent}
 */
export function pushToDataLayer(event: BookingCompletedEvent): void {
  (window.dataLayer = window.dataLayer || []).push({ ...event });
}
