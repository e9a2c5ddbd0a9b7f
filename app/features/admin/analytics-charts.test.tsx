import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BookingsPerDayChart, StatusMixChart } from "./analytics-charts";

/** 30 days from 28 October 2026, with the given counts on some of them. */
function month(counts: Record<number, number>) {
  return Array.from({ length: 30 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 9, 28 + i));
    return { date: d.toISOString().slice(0, 10), count: counts[i] ?? 0 };
  });
}

/** The bars' heights, in the chart's own units, oldest day first. */
function barHeights(html: string): number[] {
  return [...html.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
}

describe("the bookings-per-day chart, drawn on the server", () => {
  it("draws one bar a day, in proportion, and says the total and the busiest day in words", () => {
    const html = renderToStaticMarkup(<BookingsPerDayChart days={month({ 3: 2, 10: 4, 29: 1 })} />);
    const heights = barHeights(html);
    expect(heights).toHaveLength(30);
    expect(heights[10]).toBeCloseTo(heights[3]! * 2);
    expect(heights[29]).toBeCloseTo(heights[3]! / 2);
    expect(heights[0]).toBe(0);
    expect(html).toContain(
      'aria-label="Bookings per day over the last 30 days: 7 in all, most on 7/11 (4)."',
    );
    expect(html).toContain("<title>7/11: 4 bookings</title>");
    expect(html).toContain("<title>26/11: 1 booking</title>");
  });

  it("names the last day and every seventh before it under the bars, so no two names collide", () => {
    const html = renderToStaticMarkup(<BookingsPerDayChart days={month({})} />);
    const names = [...html.matchAll(/left:[^"]*%">([\d/]+)<\/span>/g)].map((m) => m[1]);
    expect(names).toEqual(["29/10", "5/11", "12/11", "19/11", "26/11"]);
  });

  it("keeps every day's figure in a table for those who read rather than look", () => {
    const html = renderToStaticMarkup(<BookingsPerDayChart days={month({ 29: 3 })} />);
    expect(html).toContain("Each day as a table");
    expect(html).toMatch(/<th scope="row"[^>]*>26\/11<\/th><td[^>]*>3<\/td>/);
  });
});

describe("the status mix ring", () => {
  it("draws a slice for each status with bookings and lists each with its share", () => {
    const html = renderToStaticMarkup(
      <StatusMixChart
        statuses={[
          { status: "pending", count: 1 },
          { status: "confirmed", count: 0 },
          { status: "completed", count: 3 },
        ]}
      />,
    );
    expect(html.match(/<path /g)).toHaveLength(2);
    expect(html).toContain('aria-label="Bookings by status: Pending 1 (25%), Completed 3 (75%)."');
    expect(html).toContain("<title>Completed: 3 (75%)</title>");
  });

  it("draws nothing when there are no bookings", () => {
    expect(
      renderToStaticMarkup(<StatusMixChart statuses={[{ status: "pending", count: 0 }]} />),
    ).toBe("");
  });
});
