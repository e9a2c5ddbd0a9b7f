import { describe, expect, it } from "vitest";
import { reminderStage, serviceDue, type DueItem, type ServiceDueFacts } from "./service-due";

const none: ServiceDueFacts = { services: [], readings: [], recommendations: [] };

/** The due items as a customer reads them: what, when and why. */
function due(facts: Partial<ServiceDueFacts>): Array<Pick<DueItem, "title" | "dueOn" | "reason">> {
  return serviceDue({ ...none, ...facts }).map(({ title, dueOn, reason }) => ({
    title,
    dueOn,
    reason,
  }));
}

describe("when a car's services fall due (docs/decisions/0014)", () => {
  it.each([
    {
      rule: "a time-only service: the date rule",
      facts: {
        services: [{ serviceType: "AC Service & Repair", date: "2026-03-14", odometerKm: 41_000 }],
      },
      expected: [
        {
          title: "AC Service & Repair",
          dueOn: "2027-03-14",
          reason: "12 months since 14 Mar 2026",
        },
      ],
    },
    {
      rule: "the km projection comes first: 40 km a day reaches the mark in 191 days",
      facts: {
        services: [
          { serviceType: "General Service & Maintenance", date: "2026-01-01", odometerKm: 20_000 },
        ],
        readings: [
          { date: "2026-01-01", km: 20_000 },
          { date: "2026-03-01", km: 22_360 },
        ],
      },
      expected: [
        {
          title: "General Service & Maintenance",
          dueOn: "2026-09-08",
          reason: "about 10,000 km since the service, at your usual 40 km a day",
        },
      ],
    },
    {
      rule: "the date rule when it comes first: a slow car",
      facts: {
        services: [
          { serviceType: "General Service & Maintenance", date: "2026-01-01", odometerKm: 20_000 },
        ],
        readings: [
          { date: "2026-01-01", km: 20_000 },
          { date: "2026-07-01", km: 21_810 },
        ],
      },
      expected: [
        {
          title: "General Service & Maintenance",
          dueOn: "2027-01-01",
          reason: "12 months since 1 Jan 2026",
        },
      ],
    },
    {
      rule: "already past the mark: due on the day of the last reading",
      facts: {
        services: [{ serviceType: "Engine Oil Change", date: "2026-01-01", odometerKm: 10_000 }],
        readings: [
          { date: "2026-01-01", km: 10_000 },
          { date: "2026-02-01", km: 18_000 },
        ],
      },
      expected: [
        {
          title: "Engine Oil Change",
          dueOn: "2026-02-01",
          reason: "about 7,500 km since the service, at your usual 258 km a day",
        },
      ],
    },
    {
      rule: "fewer than two readings: the date rule alone, even past the mark",
      facts: {
        services: [{ serviceType: "Engine Oil Change", date: "2026-01-31", odometerKm: 10_000 }],
        readings: [{ date: "2026-05-01", km: 30_000 }],
      },
      expected: [
        { title: "Engine Oil Change", dueOn: "2026-07-31", reason: "6 months since 31 Jan 2026" },
      ],
    },
    {
      rule: "two readings on one day: no pace, the date rule",
      facts: {
        services: [{ serviceType: "Engine Oil Change", date: "2026-01-01", odometerKm: 10_000 }],
        readings: [
          { date: "2026-02-01", km: 10_000 },
          { date: "2026-02-01", km: 19_000 },
        ],
      },
      expected: [
        { title: "Engine Oil Change", dueOn: "2026-07-01", reason: "6 months since 1 Jan 2026" },
      ],
    },
    {
      rule: "pace zero (the car has not moved): the date rule",
      facts: {
        services: [{ serviceType: "Engine Oil Change", date: "2026-01-01", odometerKm: 10_000 }],
        readings: [
          { date: "2026-01-01", km: 10_000 },
          { date: "2026-03-01", km: 10_000 },
        ],
      },
      expected: [
        { title: "Engine Oil Change", dueOn: "2026-07-01", reason: "6 months since 1 Jan 2026" },
      ],
    },
    {
      rule: "an odometer replaced (a lower last reading): no pace, the date rule",
      facts: {
        services: [{ serviceType: "Engine Oil Change", date: "2026-01-01", odometerKm: 90_000 }],
        readings: [
          { date: "2026-01-01", km: 90_000 },
          { date: "2026-03-01", km: 1_200 },
        ],
      },
      expected: [
        { title: "Engine Oil Change", dueOn: "2026-07-01", reason: "6 months since 1 Jan 2026" },
      ],
    },
    {
      rule: "no check-in reading: the last reading on or before the service's date",
      facts: {
        services: [{ serviceType: "Engine Oil Change", date: "2026-01-10", odometerKm: null }],
        readings: [
          { date: "2026-01-01", km: 10_000 },
          { date: "2026-01-20", km: 10_100 },
          { date: "2026-02-01", km: 11_550 },
        ],
      },
      // 50 km a day from 1 Jan; the mark is 17,500 km: 5,950 km after 1 Feb, 119 days.
      expected: [
        {
          title: "Engine Oil Change",
          dueOn: "2026-05-31",
          reason: "about 7,500 km since the service, at your usual 50 km a day",
        },
      ],
    },
    {
      rule: "the last service of a type counts; services done only when needed have no due date",
      facts: {
        services: [
          { serviceType: "Battery replacement", date: "2024-02-29", odometerKm: null },
          { serviceType: "Battery replacement", date: "2025-06-01", odometerKm: null },
          { serviceType: "Engine Diagnostics & Repair", date: "2026-01-01", odometerKm: null },
          { serviceType: "Body Work & Paint", date: "2026-01-01", odometerKm: null },
        ],
      },
      expected: [
        { title: "Battery replacement", dueOn: "2027-06-01", reason: "24 months since 1 Jun 2025" },
      ],
    },
  ])("$rule", ({ facts, expected }) => {
    expect(due(facts)).toEqual(expected);
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
        kind: "recommendation",
      },
      {
        item: "AC Service & Repair",
        title: "AC Service & Repair",
        dueOn: "2027-03-14",
        reason: "12 months since 14 Mar 2026",
        kind: "service",
      },
      {
        item: "0d1e4a4e-0000-4000-8000-000000000002",
        title: "Wiper blades",
        dueOn: "2028-01-01",
        reason: "recommended by the workshop on 14 Mar 2026",
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
