import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { symbolId } from "~/components/ui/icon-sprite";
import { TranslatorProvider } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";
import { GARAGE_LIST_ICONS, GarageList, type CarSummary } from "./garage-list";

const cars: CarSummary[] = [
  {
    id: "0d4c7a52-3b9e-4a8e-9a51-6d1f0f6b2a10",
    plate: "TS 09 EA 1234",
    make: "Hyundai",
    model: "Creta",
    year: 2021,
    fuel: "petrol",
    nickname: null,
  },
  {
    id: "7a1e2f6b-9c4d-4b1a-8f3e-2d5c6b7a8e90",
    plate: null,
    make: "BMW",
    model: "X1",
    year: 2019,
    fuel: "diesel",
    nickname: "Dad's car",
  },
];

/** My Garage's list as the page at `path` draws it. */
function garage(list: readonly CarSummary[], path = "/garage"): string {
  return renderToStaticMarkup(
    <TranslatorProvider value={requestTranslator(`http://localhost${path}`)}>
      <GarageList cars={list} />
    </TranslatorProvider>,
  );
}

describe("My Garage's list of cars", () => {
  it("draws each card's icons from one sprite on the page, which holds every one it uses", () => {
    const html = garage(cars);
    expect(html.match(/<symbol /g)).toHaveLength(GARAGE_LIST_ICONS.length);
    const used = [...html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]!);
    // Two icons a card: the car by its name, the calendar on "Book a service".
    expect(used).toHaveLength(2 * cars.length);
    for (const id of new Set(used)) expect(html, id).toContain(`<symbol id="${id}"`);
    expect(new Set(used)).toEqual(new Set(GARAGE_LIST_ICONS.map(symbolId)));
    // The icons' drawings are in the sprite alone, not again in each card.
    const outsideSprite = html.slice(html.indexOf("</svg><ul"));
    expect(outsideSprite).not.toContain("<path");
  });

  it("shows each car's name, plate and links in the page's language", () => {
    const html = garage(cars, "/te/garage");
    expect(html).toContain("Hyundai Creta");
    expect(html).toContain("TS 09 EA 1234");
    expect(html).toContain(`href="/te/garage/${cars[0]!.id}"`);
    expect(html).toContain("Dad&#x27;s car");
  });

  it("draws no sprite when there is no car to show", () => {
    const html = garage([]);
    expect(html).not.toContain("<svg");
    expect(html).toContain("<p");
  });
});
