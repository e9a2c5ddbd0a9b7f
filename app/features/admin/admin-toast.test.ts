import { describe, expect, it } from "vitest";
import { BOOKING_STATUS_MESSAGES } from "~/features/booking/booking-status-schema";
import { adminResultToast } from "./admin-toast";

describe("the toast of an /admin action's answer (docs/product.md#messages-admin)", () => {
  it("says the spec's 'Status Updated' and 'Booking status changed to {status}.'", () => {
    expect(
      adminResultToast({
        ok: true,
        intent: "set-booking-status",
        bookingId: "b",
        status: "in_progress",
      }),
    ).toEqual({
      tone: "success",
      title: "Status Updated",
      description: "Booking status changed to In Progress.",
    });
  });

  it("says 'Error' with the server's failure text, and the sign-out failure its own way", () => {
    expect(
      adminResultToast({
        ok: false,
        intent: "set-booking-status",
        message: BOOKING_STATUS_MESSAGES.statusFailed,
      }),
    ).toEqual({ tone: "error", title: "Error", description: "Failed to update booking status." });
    expect(adminResultToast({ ok: false, intent: "sign-out", message: "x" })).toEqual({
      tone: "error",
      title: "Error signing out.",
      description: "Please try again.",
    });
  });

  it("names the account and the role given or removed", () => {
    expect(
      adminResultToast({
        ok: true,
        intent: "grant-staff-role",
        userId: "u",
        email: "ravi@example.com",
        role: "technician",
      }).description,
    ).toBe("ravi@example.com is now a technician.");
    expect(
      adminResultToast({ ok: true, intent: "revoke-admin", userId: "u", email: "a@example.com" }),
    ).toMatchObject({
      title: "Admin Removed",
      description: "a@example.com is no longer an admin.",
    });
  });
});
