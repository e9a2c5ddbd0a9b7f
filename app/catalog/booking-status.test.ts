import { describe, expect, it } from "vitest";
import {
  bookingStatuses,
  shortBookingId,
  statusColor,
  statusLabel,
  trackerSteps,
} from "./booking-status";

describe("status labels and colours (docs/product.md#booking-statuses)", () => {
  /** What each of the five statuses reads, and its colour. */
  const shown: Record<string, { label: string; colour: string }> = {
    pending: { label: "Pending", colour: "yellow" },
    confirmed: { label: "Confirmed", colour: "blue" },
    in_progress: { label: "In Progress", colour: "purple" },
    completed: { label: "Completed", colour: "green" },
    cancelled: { label: "Cancelled", colour: "red" },
  };

  it.each(Object.entries(shown))("%s reads %j", (status, { label, colour }) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusColor(status)).toBe(colour);
  });

  it("covers every status, in the admin's order", () => {
    expect(Object.keys(shown)).toEqual([...bookingStatuses]);
  });

  it("reads any other status from its name, in grey", () => {
    expect(statusLabel("on_hold")).toBe("On Hold");
    expect(statusColor("on_hold")).toBe("grey");
  });
});

describe("tracker steps (docs/product.md#tracker)", () => {
  const done = (status: string) => trackerSteps(status).map((s) => s.done);

  it("names the four steps in order", () => {
    expect(trackerSteps("pending").map((s) => s.title)).toEqual([
      "Booking Received",
      "Booking Confirmed",
      "Service in Progress",
      "Service Completed",
    ]);
  });
  it.each([
    ["pending", [true, false, false, false]],
    ["confirmed", [true, true, false, false]],
    ["in_progress", [true, true, true, false]],
    ["completed", [true, true, true, true]],
    ["cancelled", [true, true, false, false]],
  ])("%s marks %j done", (status, expected) => {
    expect(done(status)).toEqual(expected);
  });
});

it("shows the first 8 characters of a booking id", () => {
  expect(shortBookingId("f791ffec-c46f-4a22-859b-26d7fc434a70")).toBe("f791ffec");
});
