import { describe, expect, it } from "vitest";
import { formatDisplayDate, isCalendarDate, isSlotOpen, lastBookableDate, todayInKolkata } from "./time";

describe("business time (Asia/Kolkata)", () => {
  it("gives today's Kolkata date, which runs 5:30 ahead of UTC", () => {
    expect(todayInKolkata(new Date("2026-11-21T18:29:00Z"))).toBe("2026-11-21");
    expect(todayInKolkata(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
  });

  it("checks calendar dates strictly", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-1-5")).toBe(false);
    expect(isCalendarDate("2026-11-21T00:00")).toBe(false);
  });

  it("opens later slots today and every slot on later dates", () => {
    const now = new Date("2026-11-21T08:00:00Z"); // 13:30 in Kolkata
    expect(isSlotOpen("2026-11-21", "01:30 PM", now)).toBe(false);
    expect(isSlotOpen("2026-11-21", "02:00 PM", now)).toBe(true);
    expect(isSlotOpen("2026-11-22", "09:00 AM", now)).toBe(true);
    expect(isSlotOpen("2026-11-20", "05:30 PM", now)).toBe(false);
  });

  it("allows booking 90 days ahead", () => {
    expect(lastBookableDate(new Date("2026-11-21T04:00:00Z"))).toBe("2027-02-19");
  });

  it("formats dates for people", () => {
    expect(formatDisplayDate("2026-11-25")).toBe("Wed, 25 Nov 2026");
  });
});
