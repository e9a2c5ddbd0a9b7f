import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fragmentRenderer } from "~/components/site/fragment-cache.server";
import { FragmentProvider } from "~/components/site/static-fragment";
import { bookingView } from "../../../tests/support/booking-view";
import { comparableMarkup } from "../../../tests/support/markup";
import { bookingStatuses } from "~/catalog/booking-status";
import type { BookingView } from "./bookings.server";
import { BookingCard } from "./my-bookings";

/** A booking of `status`, with every detail a card shows. */
function booking(status: BookingView["status"], n: number): BookingView {
  return bookingView(n, {
    preferredDate: "2026-12-0" + ((n % 9) + 1),
    address: `Plot ${n}, Madhapur, Hyderabad`,
    specialRequests: n % 2 ? "Check the brakes" : null,
    status,
  });
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
