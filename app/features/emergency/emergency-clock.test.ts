import { describe, expect, it } from "vitest";
import { minutesText, promiseClock } from "./emergency-clock";

describe("the clock against the promise", () => {
  const sentAt = "2026-12-06T10:00:00.000Z";
  const dueAt = "2026-12-06T12:00:00.000Z";

  it("counts the minutes waited and left while no one has arrived", () => {
    const clock = promiseClock(
      { sentAt, dueAt, arrivedAt: null },
      new Date("2026-12-06T10:12:30Z"),
    );
    expect(clock).toEqual({ waited: 12, left: 108, late: false });
  });

  it("says late once the promised time has passed", () => {
    const clock = promiseClock(
      { sentAt, dueAt, arrivedAt: null },
      new Date("2026-12-06T12:10:00Z"),
    );
    expect(clock).toEqual({ waited: 130, left: -10, late: true });
  });

  it("stops at the arrival", () => {
    const clock = promiseClock(
      { sentAt, dueAt, arrivedAt: "2026-12-06T10:40:00.000Z" },
      new Date("2026-12-06T15:00:00Z"),
    );
    expect(clock).toEqual({ waited: 40, left: 80, late: false });
  });

  it("writes minutes as hours and minutes", () => {
    expect(minutesText(45)).toBe("45 min");
    expect(minutesText(120)).toBe("2 h");
    expect(minutesText(-65)).toBe("1 h 5 min");
  });
});
