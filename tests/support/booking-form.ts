/**
 * The booking form as a customer fills it (docs/product.md#booking-fields), for unit and
 * integration tests alike.
 */

/** A booking's date and time slot. */
export type TestSlot = { preferredDate: string; preferredTime: string };

/**
 * A complete, valid booking form: Lakshmi Reddy's 2021 BMW 3 Series for AC Service & Repair,
 * with an address and a special request.
 * @param slot its date and time slot
 * @param patch fields to set over it (or add: an idempotency key, a field the form lacks)
 */
export function bookingForm(slot: TestSlot, patch: Record<string, unknown> = {}) {
  return {
    serviceType: "AC Service & Repair",
    customerName: "Lakshmi Reddy",
    customerEmail: "lakshmi@example.com",
    customerPhone: "9876501234",
    carBrand: "BMW",
    carModel: "3 Series",
    carYear: "2021",
    ...slot,
    address: "Flat 302, Cyber Residency, near Inorbit Mall, Madhapur",
    specialRequests: "AC blows warm air at idle",
    ...patch,
  };
}
