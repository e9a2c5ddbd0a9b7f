import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fragmentRenderer } from "~/components/site/fragment-cache.server";
import { FragmentProvider } from "~/components/site/static-fragment";
import { comparableMarkup } from "../../../tests/support/markup";
import { bookingStatuses } from "~/catalog/booking-status";
import type { BookingView } from "./bookings.server";
import { BookingCard } from "./my-bookings";

/** A booking of `status`, with every detail a card shows. */
function booking(status: BookingView["status"], n: number): BookingView {
  return {
    id: `0000000${n}-1111-4222-8333-444455556666`,
    serviceType: "AC Service & Repair",
    customerName: `Customer ${n}`,
    customerEmail: `customer${n}@example.com`,
    customerPhone: "9876543210",
    carModel: "BMW 3 Series (2021)",
    preferredDate: "2026-12-0" + ((n % 9) + 1),
    preferredTime: "10:30 AM",
    address: `Plot ${n}, Madhapur, Hyderabad`,
    specialRequests: n % 2 ? "Check the brakes" : null,
    status,
    createdAt: "2026-11-25T06:00:00.000Z",
    updatedAt: "2026-11-25T06:00:00.000Z",
  };
}

/** A card as My Bookings draws it: from the sprite, as fragments or live. */
function card(view: BookingView, fragments: boolean): string {
  const element = <BookingCard booking={view} linkToDetail sprite />;
  return renderToString(
    fragments ? <FragmentProvider value={fragmentRenderer}>{element}</FragmentProvider> : element,
  );
}

describe("a booking card on a page without scripts (docs/decisions/0012)", () => {
  it("shows each booking's own tracker and details, whatever was drawn before it", () => {
    const order = [...bookingStatuses, ...[...bookingStatuses].reverse()];
    order.forEach((status, n) => {
      const view = booking(status, n);
      const html = card(view, true);
      expect(comparableMarkup(html), status).toBe(comparableMarkup(card(view, false)));
      expect(html).toContain(`Customer ${n}`);
      const confirmed = status !== "pending";
      expect(html.includes('Booking Confirmed<span class="sr-only"> (done)'), status).toBe(
        confirmed,
      );
    });
  });
});
