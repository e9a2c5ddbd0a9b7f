import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatRupees } from "~/catalog/money";
import {
  BUSINESS_TIME_ZONE,
  formatKolkataDateTime,
  addDaysYmd,
  addMonthsYmd,
  dayViewDate,
  formatDisplayDate,
  isCalendarDate,
  isSlotOpen,
  lastBookableDate,
  slotStartsAt,
  todayInKolkata,
} from "./time";

describe("business time (Asia/Kolkata)", () => {
  it("gives today's Kolkata date, which runs 5:30 ahead of UTC", () => {
    expect(todayInKolkata(new Date("2026-11-21T18:29:00Z"))).toBe("2026-11-21");
    expect(todayInKolkata(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
    // New Year in Kolkata while it is still the old year in UTC; a single-digit month and day.
    expect(todayInKolkata(new Date("2026-12-31T18:45:00Z"))).toBe("2027-01-01");
    expect(todayInKolkata(new Date("2027-03-04T03:00:00Z"))).toBe("2027-03-04");
    expect(() => todayInKolkata(new Date("not a date"))).toThrow(RangeError);
  });

  it("counts the minutes since Kolkata's midnight from 0, not from 24", () => {
    // 00:10 in Kolkata: the 09:00 AM slot that day is still open, the day before's last is not.
    const justAfterMidnight = new Date("2026-11-21T18:40:00Z");
    expect(isSlotOpen("2026-11-22", "09:00 AM", justAfterMidnight)).toBe(true);
    expect(isSlotOpen("2026-11-21", "05:30 PM", justAfterMidnight)).toBe(false);
    // 23:55 in Kolkata: every slot of that day has begun.
    const lateEvening = new Date("2026-11-21T18:25:00Z");
    expect(isSlotOpen("2026-11-21", "05:30 PM", lateEvening)).toBe(false);
    expect(isSlotOpen("2026-11-22", "09:00 AM", lateEvening)).toBe(true);
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

describe("slotStartsAt", () => {
  it("reads the slot in Asia/Kolkata (UTC+05:30)", () => {
    expect(slotStartsAt("2026-11-26", "02:00 PM").toISOString()).toBe("2026-11-26T08:30:00.000Z");
    expect(slotStartsAt("2026-11-26", "09:00 AM").toISOString()).toBe("2026-11-26T03:30:00.000Z");
  });
  it("is invalid for a malformed slot", () => {
    expect(Number.isNaN(slotStartsAt("2026-11-26", "14:00").getTime())).toBe(true);
  });
  it("answers a repeated slot with the same instant, unharmed by a caller changing the first", () => {
    const first = slotStartsAt("2026-12-03", "10:30 AM");
    first.setTime(0);
    expect(slotStartsAt("2026-12-03", "10:30 AM").toISOString()).toBe("2026-12-03T05:00:00.000Z");
  });
});

describe("addDaysYmd", () => {
  it("crosses months", () => {
    expect(addDaysYmd("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDaysYmd("2026-12-01", -1)).toBe("2026-11-30");
  });
});

describe("addMonthsYmd", () => {
  it("moves by calendar months, ending on the month's last day when the day is missing", () => {
    expect(addMonthsYmd("2026-03-14", 6)).toBe("2026-09-14");
    expect(addMonthsYmd("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonthsYmd("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonthsYmd("2026-03-14", -12)).toBe("2025-03-14");
    expect(addMonthsYmd("not a date", 6)).toBe("not a date");
  });
});

describe("dayViewDate (docs/decisions/0021 item 7)", () => {
  const now = new Date("2026-12-06T10:00:00+05:30");
  it.each([
    [null, "2026-12-06"],
    ["2026-12-31", "2026-12-31"],
    ["2028-12-06", "2028-12-06"],
    ["2024-12-06", "2024-12-06"],
    ["2028-12-07", "2026-12-06"],
    ["2024-12-05", "2026-12-06"],
    ["9999-12-31", "2026-12-06"],
    ["0001-01-01", "2026-12-06"],
    ["2026-02-30", "2026-12-06"],
    ["tomorrow", "2026-12-06"],
  ])("shows %s as %s", (asked, shown) => {
    expect(dayViewDate(asked, now)).toBe(shown);
  });
});

describe("dates and money in Telugu and Hindi (docs/decisions/0026)", () => {
  it("writes the month in the page's language, India time, and keeps English as it was", () => {
    const iso = "2026-11-21T08:35:00.000Z"; // 2:05 PM in Kolkata
    expect(formatKolkataDateTime(iso)).toBe("21 Nov 2026, 2:05 PM");
    expect(formatKolkataDateTime("2026-09-30T18:45:00.000Z")).toBe("1 Oct 2026, 12:15 AM");
    expect(formatKolkataDateTime("2027-01-05T06:59:59.999Z")).toBe("5 Jan 2027, 12:29 PM");
    expect(() => formatKolkataDateTime("not a time")).toThrow(RangeError);
    expect(formatKolkataDateTime(iso, "te")).toContain("నవంబర్");
    expect(formatKolkataDateTime(iso, "hi")).toContain("नवंबर");
    expect(formatKolkataDateTime(iso, "hi")).toContain("2:05");
  });

  it("writes an English date-time as date-fns does in Asia/Kolkata, every month and hour", () => {
    // Every 97 minutes over two years: each month name, each hour, midnight and noon.
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 97 * 60_000) {
      const expected = format(new TZDate(t, BUSINESS_TIME_ZONE), "d MMM yyyy, h:mm a");
      expect(formatKolkataDateTime(new Date(t).toISOString())).toBe(expected);
    }
  });

  it("groups rupees the Indian way in every language", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(100000, "te")).toBe("₹1,00,000");
    expect(formatRupees(2499, "hi")).toBe("₹2,499");
  });
});
