import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { BookingView } from "~/features/booking/bookings.server";
import { BookingsTab } from "./bookings-tab";

function booking(n: number): BookingView {
  return {
    id: `0000000${n}-1111-4222-8333-444455556666`,
    serviceType: "Engine Oil Change",
    customerName: `Customer ${n}`,
    customerEmail: `customer${n}@example.com`,
    customerPhone: "9876543210",
    carModel: "Honda City (2019)",
    preferredDate: "2026-12-01",
    preferredTime: "10:30 AM",
    address: "Plot 4, Madhapur, Hyderabad",
    specialRequests: null,
    status: "pending",
    createdAt: "2026-11-25T06:00:00.000Z",
    updatedAt: "2026-11-25T06:00:00.000Z",
  };
}

/** The Bookings tab as the server renders it, before any script has loaded. */
function render(): string {
  const list = [booking(1), booking(2)];
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => (
        <BookingsTab
          bookings={{ bookings: list, total: 2, page: 1, pageCount: 1 }}
          filters={{ q: "", page: 1 }}
          history={null}
        />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/admin?tab=bookings&status=pending"]} />);
}

describe("cancelling ticked bookings without scripts (docs/product.md#lifecycle-back-office)", () => {
  it("is an HTML form posting to this tab, which every booking's box belongs to", () => {
    const html = render();
    const form = /<form[^>]*id="bulk-cancel"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/admin?tab=bookings&amp;status=pending"');
    expect(html).toMatch(/<input type="hidden" name="intent" value="cancel-bookings"\/>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Cancel selected bookings<\/button>/s);
    const boxes = [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(2);
    boxes.forEach((box, i) => {
      expect(box).toContain('form="bulk-cancel"');
      expect(box).toContain('name="bookingIds"');
      expect(box).toContain(`value="${booking(i + 1).id}"`);
    });
  });
});
