import { describe, expect, it } from "vitest";
import { shortBookingId, statusColor, statusLabel, trackerSteps } from "./booking-status";

describe("status labels and colours (docs/product.md#booking-statuses)", () => {
  it.each([
    ["pending", "Pending", "yellow"],
    ["confirmed", "Confirmed", "blue"],
    ["in_progress", "In Progress", "purple"],
    ["completed", "Completed", "green"],
    ["cancelled", "Cancelled", "red"],
    ["on_hold", "On Hold", "grey"],
  ])("%s reads %s in %s", (status, label, colour) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusColor(status)).toBe(colour);
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
