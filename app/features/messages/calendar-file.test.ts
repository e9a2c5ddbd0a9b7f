import { createEvent } from "ics";
import { describe, expect, it, vi } from "vitest";
import { calendarFile, type CalendarEvent } from "./calendar-file";

/**
 * What the `ics` package writes for the same event, as the booking emails called it before (its
 * DTSTAMP is the clock's time, so the clock reads the event's stamp meanwhile).
 */
function icsPackageFile(event: CalendarEvent): string {
  vi.useFakeTimers({ now: event.stamp, toFake: ["Date"] });
  const { error, value } = createEvent({
    uid: event.uid,
    sequence: event.sequence,
    productId: event.productId,
    title: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    start: event.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
  });
  vi.useRealTimers();
  if (error || !value) throw error ?? new Error("no calendar file");
  return value;
}

const visit = (id: string, car: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: `${id}@madhapur-car-service.example`,
  sequence: 1_796_000_000,
  productId: "Premium Car Service Madhapur",
  title: "General Service at Premium Car Service Madhapur",
  description: [
    `Booking #${id.slice(0, 8).toUpperCase()}`,
    `Car: ${car}`,
    `https://madhapur-car-service.example/booking/${id}`,
  ].join("\n"),
  location: "Plot 12, Ayyappa Society, Madhapur, Hyderabad, Telangana 500081",
  url: `https://madhapur-car-service.example/booking/${id}`,
  start: new Date("2026-12-24T04:30:00Z"),
  end: new Date("2026-12-24T05:30:00Z"),
  stamp: new Date("2026-12-06T14:17:19Z"),
  ...extra,
});

describe("a visit's calendar file (docs/decisions/0028)", () => {
  it.each([
    ["a plain booking", visit("5b0f7c1e-2d1a-4c1b-9f6e-1a2b3c4d5e6f", "Creta")],
    [
      "a car with commas, semicolons and a backslash",
      visit("9a8b7c6d-1111-4222-8333-944455566677", "Swift; VXi, 2019 \\ red"),
    ],
    [
      "a long car name folded over lines, in Telugu and with an emoji",
      visit(
        "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5",
        "హ్యుందాయ్ క్రెటా 👨‍👩‍👧 SX(O) Turbo DCT Knight Edition with the sunroof and the ventilated seats",
      ),
    ],
    [
      "an evening slot of another service",
      visit("11111111-2222-4333-8444-555555555555", "City", {
        title: "AC Service & Repair at Premium Car Service Madhapur",
        start: new Date("2027-03-01T12:30:00Z"),
        end: new Date("2027-03-01T13:30:00Z"),
      }),
    ],
  ])("has the same bytes as the ics package wrote: %s", (_, event) => {
    expect(calendarFile(event)).toBe(icsPackageFile(event));
  });
});
