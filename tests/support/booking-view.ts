import type { BookingView } from "~/features/booking/bookings.server";

/**
 * A booking as the pages receive it (`BookingView`), numbered `n` (its id, customer and email
 * carry the number): pending, booked for 10:30 AM on 1 Dec 2026, with `patch` over it.
 * @param n a digit, 1 to 9
 * @param patch fields to set over it
 */
export function bookingView(n: number, patch: Partial<BookingView> = {}): BookingView {
  return {
    id: `0000000${n}-1111-4222-8333-444455556666`,
    serviceType: "AC Service & Repair",
    customerName: `Customer ${n}`,
    customerEmail: `customer${n}@example.com`,
    customerPhone: "9876543210",
    carModel: "BMW 3 Series (2021)",
    preferredDate: "2026-12-01",
    preferredTime: "10:30 AM",
    address: "Plot 4, Madhapur, Hyderabad",
    specialRequests: null,
    status: "pending",
    createdAt: "2026-11-25T06:00:00.000Z",
    updatedAt: "2026-11-25T06:00:00.000Z",
    ...patch,
  };
}
