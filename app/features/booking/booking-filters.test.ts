import { describe, expect, it } from "vitest";
import { bookingFilterParams, parseBookingFilters } from "./booking-filters";

describe("bookings filters from the URL", () => {
  it("reads search, status, visit dates and page", () => {
    const params = new URLSearchParams({
      q: "  Priya ",
      status: "in_progress",
      from: "2026-11-01",
      to: "2026-11-30",
      page: "3",
    });
    expect(parseBookingFilters(params)).toEqual({
      q: "Priya",
      status: "in_progress",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 3,
    });
  });

  it("drops what a person could mistype in the URL instead of failing the page", () => {
    const params = new URLSearchParams({
      q: "x".repeat(101),
      status: "done",
      from: "2026-02-30",
      to: "tomorrow",
      page: "-2",
    });
    expect(parseBookingFilters(params)).toEqual({
      q: "",
      status: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
    expect(parseBookingFilters(new URLSearchParams())).toEqual({
      q: "",
      status: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });

  it("writes back only the filters that are set, for page links and the CSV export", () => {
    expect(
      bookingFilterParams(
        { q: "9876", status: "pending", page: 1 },
        { tab: "bookings" },
      ).toString(),
    ).toBe("tab=bookings&q=9876&status=pending");
    expect(bookingFilterParams({ q: "", from: "2026-11-01", page: 2 }).toString()).toBe(
      "from=2026-11-01&page=2",
    );
  });
});
