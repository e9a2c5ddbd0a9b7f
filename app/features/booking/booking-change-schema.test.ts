import { describe, expect, it } from "vitest";
import { BookingChangeSchema, customerChangeState } from "./booking-change-schema";

// 2026-11-26 02:00 PM in Kolkata is 08:30 UTC.
const booking = { status: "confirmed", preferredDate: "2026-11-26", preferredTime: "02:00 PM" };

describe("customerChangeState (docs/product.md#lifecycle-changes)", () => {
  it("allows a change more than the cut-off before the slot", () => {
    expect(customerChangeState(booking, new Date("2026-11-26T04:29:00Z"), 4)).toEqual({
      allowed: true,
    });
  });
  it("refuses from the cut-off on, and after the slot", () => {
    expect(customerChangeState(booking, new Date("2026-11-26T04:30:00Z"), 4)).toEqual({
      allowed: false,
      reason: "cutoff",
    });
    expect(customerChangeState(booking, new Date("2026-11-27T00:00:00Z"), 4)).toEqual({
      allowed: false,
      reason: "cutoff",
    });
  });
  it("refuses bookings in progress, completed or cancelled", () => {
    for (const status of ["in_progress", "completed", "cancelled"]) {
      expect(
        customerChangeState({ ...booking, status }, new Date("2026-11-20T00:00:00Z"), 4),
      ).toEqual({ allowed: false, reason: "status" });
    }
    expect(
      customerChangeState({ ...booking, status: "pending" }, new Date("2026-11-20T00:00:00Z"), 4)
        .allowed,
    ).toBe(true);
  });
});

describe("BookingChangeSchema", () => {
  it("takes a cancel with or without a reason", () => {
    expect(BookingChangeSchema.parse({ intent: "cancel" })).toEqual({
      intent: "cancel",
      reason: "",
    });
    expect(
      BookingChangeSchema.safeParse({ intent: "cancel", reason: "x".repeat(501) }).success,
    ).toBe(false);
  });
  it("takes a reschedule only to a real date and slot", () => {
    expect(
      BookingChangeSchema.safeParse({
        intent: "reschedule",
        preferredDate: "2026-11-27",
        preferredTime: "10:00 AM",
      }).success,
    ).toBe(true);
    expect(
      BookingChangeSchema.safeParse({
        intent: "reschedule",
        preferredDate: "2026-02-30",
        preferredTime: "10:00 AM",
      }).success,
    ).toBe(false);
    expect(
      BookingChangeSchema.safeParse({
        intent: "reschedule",
        preferredDate: "2026-11-27",
        preferredTime: "10:10 AM",
      }).success,
    ).toBe(false);
  });
});
