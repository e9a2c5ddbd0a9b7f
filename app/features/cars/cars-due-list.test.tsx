import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { CarsDuePage } from "./service-due.server";
import { CarsDueList } from "./cars-due-list";

/** A car with an oil change due, as the list shows it. */
const due = (n: number): CarsDuePage["cars"][number] => ({
  vehicleId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  car: `TS09AB${String(n).padStart(4, "0")} · Honda City (2019)`,
  ownerName: `Owner ${n}`,
  ownerPhone: "+919876543210",
  item: "oil",
  title: "Engine oil change",
  dueOn: "2026-12-20",
  reason: "6 months since the last",
});

/** The list as the server renders it on the Analytics tab, its pager's words only. */
function pagerText(page: number, pageCount: number): string {
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => <CarsDueList list={{ cars: [due(1), due(2)], page, pageCount }} />,
    },
  ]);
  const html = renderToString(<Stub initialEntries={[`/admin?tab=analytics&duePage=${page}`]} />);
  const nav = /<nav aria-label="Cars due pages"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return nav
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the cars due list's pages, not counted (docs/decisions/0025, item 15)", () => {
  it("says the page without a total while a next page follows, and the total on the last page", () => {
    expect(pagerText(1, 2)).toBe("Previous Page 1 Next");
    expect(pagerText(4, 5)).toBe("Previous Page 4 Next");
    expect(pagerText(5, 5)).toBe("Previous Page 5 of 5 Next");
  });

  it("draws no pager for a list of one page", () => {
    expect(pagerText(1, 1)).toBe("");
  });
});
