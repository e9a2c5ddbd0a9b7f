import { describe, expect, it } from "vitest";
import { AdminActionSchema, AdminSetupFormSchema, adminTabs, parseAdminTab } from "./admin-schema";

describe("admin tabs", () => {
  it("are the spec's six, Analytics first, with the Schedule (docs/product.md#lifecycle-schedule) after Bookings and Reviews (docs/product.md#reviews-moderation) last", () => {
    expect(adminTabs.map((t) => t.label).join(" · ")).toBe(
      "Analytics · Overview · Bookings · Schedule · SEO Analytics · Sitemap · Settings · Reviews",
    );
  });

  it("open Analytics for a missing or unknown ?tab=, and the named tab otherwise", () => {
    expect(parseAdminTab(null)).toBe("analytics");
    expect(parseAdminTab("payroll")).toBe("analytics");
    expect(parseAdminTab("seo")).toBe("seo");
    expect(parseAdminTab("bookings")).toBe("bookings");
  });
});

describe("admin actions", () => {
  const bookingId = "0b7c6a8e-3f0a-4c1e-9a57-1d2f3e4a5b6c";

  it("accept each of the five statuses for a booking id", () => {
    for (const status of ["pending", "confirmed", "in_progress", "completed", "cancelled"]) {
      expect(
        AdminActionSchema.safeParse({ intent: "set-booking-status", bookingId, status }).success,
      ).toBe(true);
    }
  });

  it.each([
    ["an unknown status", { intent: "set-booking-status", bookingId, status: "done" }],
    ["a status in another case", { intent: "set-booking-status", bookingId, status: "Confirmed" }],
    [
      "a booking id that is not a uuid",
      { intent: "set-booking-status", bookingId: "1 or 1=1", status: "confirmed" },
    ],
    [
      "a lead status that does not exist",
      { intent: "set-lead-status", leadId: bookingId, status: "won" },
    ],
    [
      "a user id with odd characters",
      { intent: "grant-admin", userId: "abc'; drop table user_roles;--" },
    ],
    ["an unknown intent", { intent: "delete-everything" }],
    ["no intent", {}],
  ])("refuse %s", (_label, input) => {
    expect(AdminActionSchema.safeParse(input).success).toBe(false);
  });
});

describe("the setup code form", () => {
  it("trims the code and asks for one when it is empty", () => {
    expect(AdminSetupFormSchema.parse({ code: "  ABCD-EFGH " })).toEqual({ code: "ABCD-EFGH" });
    expect(AdminSetupFormSchema.safeParse({ code: "   " }).error?.issues[0]?.message).toBe(
      "Please enter the setup code.",
    );
    expect(AdminSetupFormSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Please enter the setup code.",
    );
  });
});
