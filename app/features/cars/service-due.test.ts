import { describe, expect, it } from "vitest";
import {
  reminderStage,
  serviceDue,
  type CompletedService,
  type OdometerPoint,
  type ServiceDueFacts,
} from "./service-due";

const none: ServiceDueFacts = { services: [], readings: [], recommendations: [] };

/** The due items as a customer reads them: [what, when, why]. */
function due(facts: Partial<ServiceDueFacts>): Array<[title: string, dueOn: string, why: string]> {
  return serviceDue({ ...none, ...facts }).map(({ title, dueOn, reason }) => [
    title,
    dueOn,
    reason,
  ]);
}

/** A service in the car's history: its type, date and check-in reading in km (null: none). */
function service(serviceType: string, date: string, odometerKm: number | null): CompletedService {
  return { serviceType, date, odometerKm };
}

/** Odometer readings from [date, km] pairs, oldest first. */
function readings(...points: Array<[date: string, km: number]>): OdometerPoint[] {
  return points.map(([date, km]) => ({ date, km }));
}

/** The reason given when the km projection sets the date: the interval and the car's pace. */
function byPace(intervalKm: string, kmPerDay: number): string {
  return `about ${intervalKm} km since the service, at your usual ${kmPerDay} km a day`;
}

/** An oil change (every 6 months or 7,500 km) on 1 Jan 2026 at 10,000 km. */
const oilChange = service("Engine Oil Change", "2026-01-01", 10_000);
/** A general service (every 12 months or 10,000 km) on 1 Jan 2026 at 20,000 km. */
const generalService = service("General Service & Maintenance", "2026-01-01", 20_000);

describe("when a car's services fall due (docs/decisions/0014)", () => {
  it.each([
    {
      rule: "a time-only service",
      services: [service("AC Service & Repair", "2026-03-14", 41_000)],
      expected: ["AC Service & Repair", "2027-03-14", "12 months since 14 Mar 2026"],
    },
    {
      rule: "when it comes first: a slow car",
      services: [generalService],
      readings: readings(["2026-01-01", 20_000], ["2026-07-01", 21_810]),
      expected: ["General Service & Maintenance", "2027-01-01", "12 months since 1 Jan 2026"],
    },
    {
      rule: "alone with fewer than two readings, even past the mark",
      services: [service("Engine Oil Change", "2026-01-31", 10_000)],
      readings: readings(["2026-05-01", 30_000]),
      expected: ["Engine Oil Change", "2026-07-31", "6 months since 31 Jan 2026"],
    },
  ])("the date rule: $rule", ({ expected, ...facts }) => {
    expect(due(facts)).toEqual([expected]);
  });

  it.each([
    {
      rule: "when it comes first: 40 km a day reaches the mark in 191 days",
      services: [generalService],
      readings: readings(["2026-01-01", 20_000], ["2026-03-01", 22_360]),
      expected: ["General Service & Maintenance", "2026-09-08", byPace("10,000", 40)],
    },
    {
      rule: "already past the mark: due on the day of the last reading",
      services: [oilChange],
      readings: readings(["2026-01-01", 10_000], ["2026-02-01", 18_000]),
      expected: ["Engine Oil Change", "2026-02-01", byPace("7,500", 258)],
    },
    {
      // 50 km a day from 1 Jan; the mark is 17,500 km: 5,950 km after 1 Feb, 119 days.
      rule: "no check-in reading: the last reading on or before the service's date",
      services: [service("Engine Oil Change", "2026-01-10", null)],
      readings: readings(["2026-01-01", 10_000], ["2026-01-20", 10_100], ["2026-02-01", 11_550]),
      expected: ["Engine Oil Change", "2026-05-31", byPace("7,500", 50)],
    },
  ])("the km projection: $rule", ({ expected, ...facts }) => {
    expect(due(facts)).toEqual([expected]);
  });

  it.each([
    {
      why: "two readings on one day",
      points: readings(["2026-02-01", 10_000], ["2026-02-01", 19_000]),
    },
    {
      why: "pace zero (the car has not moved)",
      points: readings(["2026-01-01", 10_000], ["2026-03-01", 10_000]),
    },
    {
      why: "an odometer replaced (a lower last reading)",
      points: readings(["2026-01-01", 90_000], ["2026-03-01", 1_200]),
      services: [service("Engine Oil Change", "2026-01-01", 90_000)],
    },
  ])("no pace, the date rule: $why", ({ points, services = [oilChange] }) => {
    expect(due({ services, readings: points })).toEqual([
      ["Engine Oil Change", "2026-07-01", "6 months since 1 Jan 2026"],
    ]);
  });

  it("counts the last service of a type; services done only when needed have no due date", () => {
    const services = [
      service("Battery replacement", "2024-02-29", null),
      service("Battery replacement", "2025-06-01", null),
      service("Engine Diagnostics & Repair", "2026-01-01", null),
      service("Body Work & Paint", "2026-01-01", null),
    ];
    expect(due({ services })).toEqual([
      ["Battery replacement", "2027-06-01", "24 months since 1 Jun 2025"],
    ]);
  });

  it("lists open recommendations on their suggested dates, with the services, soonest first", () => {
    const items = serviceDue({
      services: [{ serviceType: "AC Service & Repair", date: "2026-03-14", odometerKm: null }],
      readings: [],
      recommendations: [
        {
          id: "0d1e4a4e-0000-4000-8000-000000000001",
          title: "Replace front brake pads",
          suggestedOn: "2026-04-13",
          recommendedOn: "2026-03-14",
        },
        {
          id: "0d1e4a4e-0000-4000-8000-000000000002",
          title: "Wiper blades",
          suggestedOn: "2028-01-01",
          recommendedOn: "2026-03-14",
        },
      ],
    });
    expect(items).toEqual([
      {
        item: "0d1e4a4e-0000-4000-8000-000000000001",
        title: "Replace front brake pads",
        dueOn: "2026-04-13",
        reason: "recommended by the workshop on 14 Mar 2026",
        because: { rule: "recommended", on: "2026-03-14" },
        kind: "recommendation",
      },
      {
        item: "AC Service & Repair",
        title: "AC Service & Repair",
        dueOn: "2027-03-14",
        reason: "12 months since 14 Mar 2026",
        because: { rule: "months", months: 12, since: "2026-03-14" },
        kind: "service",
      },
      {
        item: "0d1e4a4e-0000-4000-8000-000000000002",
        title: "Wiper blades",
        dueOn: "2028-01-01",
        reason: "recommended by the workshop on 14 Mar 2026",
        because: { rule: "recommended", on: "2026-03-14" },
        kind: "recommendation",
      },
    ]);
  });

  it("has nothing due for a car without history", () => {
    expect(serviceDue(none)).toEqual([]);
  });
});

describe("which reminder a due date gets on a day (docs/decisions/0014)", () => {
  it.each([
    { today: "2026-08-24", stage: null, when: "15 days ahead: none yet" },
    { today: "2026-08-25", stage: "before", when: "14 days ahead" },
    { today: "2026-09-07", stage: "before", when: "the day before (a missed run caught up)" },
    { today: "2026-09-08", stage: "due", when: "on the day" },
    { today: "2026-09-15", stage: "due", when: "7 days after (caught up)" },
    { today: "2026-09-16", stage: null, when: "8 days after: none" },
  ])("$when", ({ today, stage }) => {
    expect(reminderStage("2026-09-08", today)).toBe(stage);
  });
});
