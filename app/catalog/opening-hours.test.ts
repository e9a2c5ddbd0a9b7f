import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "./business";
import {
  clock12,
  dayHoursText,
  emergencyHoursText,
  formatOpeningHours,
  parseOpeningHours,
} from "./opening-hours";

describe("opening hours", () => {
  it("writes times on the 12-hour clock as the header does", () => {
    const times = ["08:00", "09:00", "12:00", "18:00", "20:30", "00:00", "23:59"];
    expect(times.map(clock12).join(" ")).toBe("8AM 9AM 12PM 6PM 8:30PM 12AM 11:59PM");
    expect(clock12("8am")).toBe("8am");
  });

  it("reads schema.org strings, one day or a range", () => {
    const monToSat = { from: "Mo", to: "Sa", opens: "08:00", closes: "20:00" };
    expect(parseOpeningHours("Mo-Sa 08:00-20:00")).toEqual(monToSat);
    expect(parseOpeningHours("Su 09:00-18:00")).toMatchObject({ from: "Su", to: "Su" });
    expect(["Xx 08:00-20:00", "by appointment"].map(parseOpeningHours)).toEqual([null, null]);
  });

  it("formats an entry in the header's style, other shapes unchanged", () => {
    const cases = {
      "Mo-Sa 08:00-20:00": "Mon-Sat: 8AM-8PM",
      "Su 09:00-18:00": "Sun: 9AM-6PM",
      "Mo-Fr 09:30-12:00": "Mon-Fri: 9:30AM-12PM",
      "Sa 00:00-23:59": "Sat: 12AM-11:59PM",
      "by appointment": "by appointment",
      "Xx 08:00-20:00": "Xx 08:00-20:00",
    };
    for (const [spec, shown] of Object.entries(cases)) expect(formatOpeningHours(spec)).toBe(shown);
  });

  it("names the days and times in Telugu and Hindi, each string and language its own", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatOpeningHours("Mo-Sa 08:00-20:00", "te")).toBe("సోమ-శని: 8 AM-8 PM");
      expect(formatOpeningHours("Su 09:00-18:00", "te")).toBe("ఆది: 9 AM-6 PM");
      expect(formatOpeningHours("Mo-Sa 08:00-20:00", "hi")).toBe("सोम-शनि: 8 am-8 pm");
      expect(formatOpeningHours("Mo-Sa 08:00-20:00")).toBe("Mon-Sat: 8AM-8PM");
    }
    expect(formatOpeningHours("Mo-Fr 10:30-19:00", "hi")).toBe("सोम-शुक्र: 10:30 am-7 pm");
  });

  it("gives one day's hours, or Closed", () => {
    expect(dayHoursText(defaultBusinessFacts.openingHours, "Su")).toBe("Sunday: 9AM-6PM");
    expect(dayHoursText(defaultBusinessFacts.openingHours, "We")).toBe("Wednesday: 8AM-8PM");
    expect(dayHoursText(["Mo-Sa 08:00-20:00"], "Su")).toBe("Sunday: Closed");
  });

  it("picks the emergency line out of the header's hours text", () => {
    expect(emergencyHoursText("Mon-Sat: 8AM-8PM | Emergency: 24/7")).toBe("Emergency: 24/7");
    expect(emergencyHoursText("Mon-Sat: 8AM-8PM")).toBeNull();
  });
});
