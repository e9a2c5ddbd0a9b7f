import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { bookingView } from "../../../tests/support/booking-view";
import type { BookingsPage } from "./workshop-bookings.server";
import { BookingsTab } from "./bookings-tab";

/** A pending booking numbered `n`, as the tab lists it. */
const booking = (n: number) =>
  bookingView(n, { serviceType: "Engine Oil Change", carModel: "Honda City (2019)" });

/** The Bookings tab as the server renders it, before any script has loaded. */
function render(
  page: Partial<BookingsPage> = {},
  url = "/admin?tab=bookings&status=pending",
): string {
  const list = [booking(1), booking(2)];
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => (
        <BookingsTab
          bookings={{
            bookings: list,
            total: 2,
            estimated: false,
            tooMany: false,
            lookedThrough: null,
            page: 1,
            pageCount: 1,
            previous: null,
            next: null,
            ...page,
          }}
          filters={{ q: "", page: 1 }}
          history={null}
        />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[url]} />);
}

const PLACE_A = "2026-11-20T04:30:00.123456Z_00000001-1111-4222-8333-444455556666";
const PLACE_B = "2026-11-19T04:30:00.000001Z_00000002-1111-4222-8333-444455556666";

describe("pages by place (docs/decisions/0018)", () => {
  it("links Next after the last booking shown and Previous before the first, keeping the filters and dropping the open history", () => {
    const html = render(
      { page: 3, pageCount: 40, total: 790, previous: PLACE_A, next: PLACE_B },
      `/admin?tab=bookings&status=pending&page=3&after=${PLACE_A}&history=${booking(1).id}`,
    );
    const hrefs = [
      ...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>).)*(Previous|Next)/gs),
    ].map((m) => [
      m[2],
      new URLSearchParams(m[1]!.replaceAll("&amp;", "&").split("?")[1]),
    ]) as Array<[string, URLSearchParams]>;
    const previous = hrefs.find(([which]) => which === "Previous")![1];
    const next = hrefs.find(([which]) => which === "Next")![1];
    expect(Object.fromEntries(previous)).toEqual({
      tab: "bookings",
      status: "pending",
      page: "2",
      before: PLACE_A,
    });
    expect(Object.fromEntries(next)).toEqual({
      tab: "bookings",
      status: "pending",
      page: "4",
      after: PLACE_B,
    });
    expect(html.replaceAll("<!-- -->", "")).toContain("Page 3 of 40");
  });

  it("links Previous from page 2 to the first page, with no place", () => {
    const html = render(
      { page: 2, pageCount: 3, total: 45, previous: PLACE_A, next: PLACE_B },
      `/admin?tab=bookings&page=2&after=${PLACE_A}`,
    );
    expect(html).toMatch(/href="\/admin\?tab=bookings"[^>]*>(?:(?!<\/a>).)*Previous/s);
  });

  it("says an estimated total in round words: 'About 1.2 million bookings'", () => {
    expect(
      render({ total: 1_234_567, estimated: true, pageCount: 61_729, next: PLACE_B }),
    ).toContain(">About 1.2 million bookings<");
    expect(render({ total: 1_234_567 }, "/admin?tab=bookings")).toContain(">1234567 bookings<");
  });

  it("asks for another word instead of a total when a search matches too many to count (docs/decisions/0025)", () => {
    const html = render(
      { total: 1001, tooMany: true, pageCount: 2, next: PLACE_B },
      "/admin?tab=bookings&q=Reddy",
    );
    expect(html).toContain(">Many bookings match the search: add a word to narrow it.<");
    expect(html).not.toContain("1001");
  });

  it("says how far a page of such a search looked when it found none there, with Next to go on, and not 'No bookings found.'", () => {
    const html = render(
      {
        bookings: [],
        total: 1001,
        tooMany: true,
        lookedThrough: 2000,
        pageCount: 2,
        next: PLACE_B,
      },
      "/admin?tab=bookings&q=Reddy",
    ).replaceAll("<!-- -->", "");
    expect(html).toContain(
      "None of the next 2,000 bookings match the search: Next looks further back.",
    );
    expect(html).not.toContain("No bookings found.");
    expect(html).toMatch(/href="[^"]*after=[^"]*"[^>]*>(?:(?!<\/a>).)*Next/s);
  });

  it("counts the matches a page found among the bookings it looked at", () => {
    const html = render(
      { total: 1001, tooMany: true, lookedThrough: 2000, pageCount: 2, next: PLACE_B },
      "/admin?tab=bookings&q=Reddy",
    ).replaceAll("<!-- -->", "");
    expect(html).toContain(
      "2 of the next 2,000 bookings match the search: Next looks further back.",
    );
  });
});

describe("cancelling ticked bookings without scripts (docs/product.md#lifecycle-back-office)", () => {
  it("is an HTML form posting to this tab, which every booking's box belongs to", () => {
    const html = render();
    const form = /<form[^>]*id="bulk-cancel"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/admin?tab=bookings&amp;status=pending"');
    expect(html).toMatch(/<input type="hidden" name="intent" value="cancel-bookings"\/>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Cancel selected bookings<\/button>/s);
    const boxes = [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(2);
    boxes.forEach((box, i) => {
      expect(box).toContain('form="bulk-cancel"');
      expect(box).toContain('name="bookingIds"');
      expect(box).toContain(`value="${booking(i + 1).id}"`);
    });
  });
});
